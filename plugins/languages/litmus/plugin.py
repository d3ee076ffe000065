"""Registers the ``litmus`` language and the ``ctreelab litmus`` command."""

from __future__ import annotations

from typing import Any

from ctreelab.hookspecs import hookimpl

from .program import Litmus


@hookimpl
def ctreelab_register_languages() -> list[type]:
    return [Litmus]


@hookimpl
def ctreelab_register_commands(app: Any) -> None:
    from .command import register
    register(app)
