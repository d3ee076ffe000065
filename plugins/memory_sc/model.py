"""Sequential consistency (paper §5.3, spec §3): one global memory shared by all threads.

State: ``(cells, next_free)`` where ``cells`` maps addresses to values.  Orderings have no
effect.  A cell never written reads as ``undef``.  ``Alloc(n)`` bumps ``next_free`` by n
(cells start after the globals).  Every access is one visible step.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, ClassVar

from ctreelab.events import Alloc, CmpXchg, Fence, MemEvent, Read, ReadWrite, Write
from ctreelab.fmap import FrozenMap
from ctreelab.memory import MemoryModel, step
from ctreelab.program import Layout
from ctreelab.tree import Tree
from ctreelab.values import UNDEF


class SC(MemoryModel):
    name: ClassVar[str] = "sc"
    description: ClassVar[str] = "sequential consistency: one shared memory, orderings ignored"

    def initial_state(self, layout: Layout) -> Hashable:
        return (FrozenMap(layout.initial), layout.first_free)

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        cells, free = state
        match event:
            case Read(addr=a):
                return step(cells.get(a, UNDEF), state)
            case Write(addr=a, value=v):
                return step(None, (cells.set(a, v), free))
            case ReadWrite(addr=a, op=op):
                old = cells.get(a, UNDEF)
                return step(old, (cells.set(a, op.apply(old)), free))
            case CmpXchg(addr=a, expected=e, new=n):
                old = cells.get(a, UNDEF)
                if old == e:
                    return step((old, True), (cells.set(a, n), free))
                return step((old, False), state)
            case Fence():
                return step(None, state)
            case Alloc(size=n):
                return step(free, (cells, free + max(1, n)))
        raise TypeError(f"sc cannot handle {event!r}")

    def value_at(self, state: Any, addr: int) -> Any:
        return state[0].get(addr, UNDEF)
