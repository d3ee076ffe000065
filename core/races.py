"""How data races are named in outcomes (the interleaving and memory models find them)."""

from __future__ import annotations

from typing import Any

from .events import CmpXchg, Read, Write
from .pointer import address_of
from .program import Layout


def describe_access(tid: int, event: Any, layout: Layout, where: str) -> str:
    """``thread 2 writes x (not_atomic) at f.c:5``: a memory access, for messages."""
    cls = type(event)
    verb = "reads" if cls is Read else "writes" if cls is Write else "updates"
    ordering = event.success if cls is CmpXchg else event.ordering
    text = f"thread {tid} {verb} {layout.symbol(address_of(event.addr))} ({ordering})"
    return text + (f" at {where}" if where else "")
