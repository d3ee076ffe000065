"""Registers the ``zeroinit`` memory model (named by the entry point in pyproject.toml)."""

from __future__ import annotations

from ctreelab.hookspecs import hookimpl

from .model import ZeroInit


@hookimpl
def ctreelab_register_memory_models() -> list[type]:
    return [ZeroInit]
