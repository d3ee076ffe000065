"""Registers the ``muir`` language."""

from __future__ import annotations

from ctreelab.hookspecs import hookimpl

from .program import Muir


@hookimpl
def ctreelab_register_languages() -> list[type]:
    return [Muir]
