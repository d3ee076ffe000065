"""Sequential consistency (paper §5.3, spec §3): one global memory shared by all threads.

State: ``(cells, arenas, widths, zeros)`` where ``cells`` maps addresses to values,
``widths`` gives the byte size of the sized cells of byte-addressed languages (accesses of
type ``iN``/``ptr``, see :mod:`ctreelab.cells`): mixed-size accesses are byte-precise, and
``zeros`` are the layout's zero regions.  Orderings have no effect.  A cell never written
reads as ``undef`` (0 in a zero region).  ``Alloc(n)`` takes n bytes from the thread's
arena (:mod:`ctreelab.arenas`; cells start after the globals).  Every access is one visible step.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, ClassVar

from ctreelab.arenas import allocate, arenas
from ctreelab.arenas import footprint as arena_footprint
from ctreelab.cells import Zeros, bits_of, canonical, get, initial_widths, load, store
from ctreelab.events import (
    Alloc,
    CmpXchg,
    Fence,
    MemEvent,
    Read,
    ReadWrite,
    ThreadCreated,
    ThreadJoined,
    Write,
)
from ctreelab.fmap import FrozenMap
from ctreelab.footprint import Footprint, of_access
from ctreelab.memory import MemoryModel, step
from ctreelab.program import Layout, Program
from ctreelab.tree import Tree
from ctreelab.values import UNDEF


class SC(MemoryModel):
    name: ClassVar[str] = "sc"
    check_answers: ClassVar[bool] = False  # checked by the test suite
    description: ClassVar[str] = "sequential consistency: one shared memory, orderings ignored"
    byte_precise: ClassVar[bool] = True
    zero_regions: ClassVar[bool] = True

    def reads_latest(self, program: Program) -> bool:
        return True

    def initial_state(self, layout: Layout) -> Hashable:
        return (FrozenMap(layout.initial), arenas(layout.first_free), initial_widths(layout.types),
                Zeros(layout.zeros))

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        cells, free, widths, zeros = state
        match event:
            case Read(addr=a, ty=ty):
                return step(load(cells, widths, a, ty, zeros), state)
            case Write(addr=a, value=v, ty=ty):
                return step(None, _with(state, *store(cells, widths, a, ty, v)))
            case ReadWrite(addr=a, op=op, ty=ty):
                old = load(cells, widths, a, ty, zeros)
                return step(old, _with(state, *store(cells, widths, a, ty, _wrap(op.apply(old), ty))))
            case CmpXchg(addr=a, expected=e, new=n, ty=ty):
                old = load(cells, widths, a, ty, zeros)
                if old == e:
                    return step((old, True), _with(state, *store(cells, widths, a, ty, n)))
                return step((old, False), state)
            case Fence():
                return step(None, state)
            case Alloc(size=n):
                return allocate(free, tid, n, lambda addr, rest: step(
                    addr, (cells, rest, widths, zeros)))
        raise TypeError(f"sc cannot handle {event!r}")

    def footprint(self, tid: int, event: MemEvent) -> Footprint:
        """Accesses touch their bytes; fences and thread creation/join nothing; ``Alloc``
        its thread's arena."""
        cls = type(event)
        if cls is Fence or cls is ThreadCreated or cls is ThreadJoined:
            return ()
        if cls is Alloc:
            return arena_footprint(tid)
        return of_access(event)

    def futures(self, state: Any, futures: tuple[tuple[int, Footprint], ...]
                ) -> tuple[tuple[int, Footprint], ...]:
        """The footprints of events are their footprints here."""
        return futures

    def value_at(self, state: Any, addr: int) -> Any:
        return get(state[0], addr, state[3])


def _with(state: Any, cells: FrozenMap, widths: FrozenMap) -> Any:
    return (cells, state[1], widths, state[3])


def _wrap(v: Any, ty: str) -> Any:
    """A read-modify-write result wrapped to a sized access's width."""
    return v if ty == "int" or v is UNDEF else canonical(v, bits_of(ty))
