"""Registers the ``tso`` memory model."""

from __future__ import annotations

from ctreelab.hookspecs import hookimpl

from .model import TSO


@hookimpl
def ctreelab_register_memory_models() -> list[type]:
    return [TSO]
