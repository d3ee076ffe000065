"""Registers the standard stages (``vars``, ``interleave``, ``allocations``, ``memory``, ``io``) as a plugin.

This module is named by an entry point in ``pyproject.toml``, exactly like third-party
plugins; nothing in the kernel imports it.
"""

from __future__ import annotations

from .allocations import AllocationsStage
from .hookspecs import hookimpl
from .interleave import InterleaveStage
from .io_stage import IOStage
from .memory import MemoryStage
from .vars_stage import VarsStage


@hookimpl
def ctreelab_register_stages() -> list[type]:
    return [VarsStage, InterleaveStage, AllocationsStage, MemoryStage, IOStage]
