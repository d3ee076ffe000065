"""Registers the ``promising`` memory model."""

from __future__ import annotations

from ctreelab.hookspecs import hookimpl

from .model import Promising


@hookimpl
def ctreelab_register_memory_models() -> list[type]:
    return [Promising]
