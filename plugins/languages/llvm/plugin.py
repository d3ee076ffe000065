"""Registers the ``llvm`` language."""

from __future__ import annotations

from ctreelab.hookspecs import hookimpl

from .program import LLVM


@hookimpl
def ctreelab_register_languages() -> list[type]:
    return [LLVM]
