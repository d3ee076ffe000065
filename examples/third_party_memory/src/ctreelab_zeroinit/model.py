"""The ``zeroinit`` memory model: sequential consistency over zero-initialised memory.

Like C's static storage, every cell that was never written reads as a number (the option
``zero``, default 0) instead of ``undef``: globals declared ``global undef``, cells never
mentioned, and freshly allocated cells alike.  A cell explicitly written with ``undef``
reads ``undef`` (it *was* written).

State: ``(cells, next_free)``: an immutable, hashable map from address to the value last
written, and the first address ``Alloc`` hands out.  Globals initialised with ``undef`` are
left out of ``cells`` so that they read as ``zero``.  Orderings have no effect; every
access is one visible step (:func:`ctreelab.memory.step`).
"""

from __future__ import annotations

from typing import Any, ClassVar, Hashable, Mapping

from ctreelab.component import Option
from ctreelab.events import Alloc, CmpXchg, Fence, MemEvent, Read, ReadWrite, Write
from ctreelab.fmap import FrozenMap
from ctreelab.memory import MemoryModel, step
from ctreelab.program import Layout
from ctreelab.tree import Tree
from ctreelab.values import UNDEF


class ZeroInit(MemoryModel):
    name: ClassVar[str] = "zeroinit"
    description: ClassVar[str] = ("sequential consistency where never-written cells read as "
                                  "zero (C static storage)")
    options: ClassVar[Mapping[str, Option]] = {
        "zero": Option(int, 0, "value of never-written cells"),
    }

    def initial_state(self, layout: Layout) -> Hashable:
        cells = FrozenMap((addr, v) for addr, v in layout.initial if v is not UNDEF)
        return (cells, layout.first_free)

    def _get(self, cells: FrozenMap, addr: int) -> Any:
        return cells.get(addr, self.config["zero"])

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        cells, free = state
        match event:
            case Read(addr=a):
                return step(self._get(cells, a), state)
            case Write(addr=a, value=v):
                return step(None, (cells.set(a, v), free))
            case ReadWrite(addr=a, op=op):
                old = self._get(cells, a)
                return step(old, (cells.set(a, op.apply(old)), free))
            case CmpXchg(addr=a, expected=e, new=n):
                old = self._get(cells, a)
                if old == e:
                    return step((old, True), (cells.set(a, n), free))
                return step((old, False), state)
            case Fence():
                return step(None, state)
            case Alloc(size=n):
                return step(free, (cells, free + max(1, n)))
        raise TypeError(f"zeroinit cannot handle {event!r}")

    def value_at(self, state: Any, addr: int) -> Any:
        return self._get(state[0], addr)
