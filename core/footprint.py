"""Footprints: what a thread's next action touches, for partial-order reduction.

A footprint is a tuple of :class:`Access` — a half-open range ``[start, end)`` in a named
``space`` (``"mem"`` for memory addresses; models add their own, e.g. an allocator or a
store buffer), read or written — or ``None``: the action may conflict with anything.  The
empty footprint ``()`` touches nothing any other thread can see.

Two actions of different threads are **independent** when their footprints are both known
and every pair of accesses is disjoint or both reads.  The stage that handles an event
vouches for its footprint (:meth:`ctreelab.stage.Stage.footprint`): independent actions
must commute exactly — from any state, doing them in either order reaches the same states
with the same answers, whatever branches the stage adds — and neither may enable or disable
the other.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .cells import size_of
from .events import CmpXchg, Ordering, Read, ReadWrite, Write


class Access(NamedTuple):
    space: object
    start: int
    end: int
    write: bool


Footprint = tuple[Access, ...] | None


def memory(addr: int, ty: str, write: bool) -> Footprint:
    """The footprint of an access of type ``ty`` at ``addr`` (``"int"``: one cell)."""
    return (Access("mem", addr, addr + (size_of(ty) or 1), write),)


def of_access(event: Any) -> Footprint:
    """The footprint of a load, store, read-modify-write or cmpxchg on its own address (a
    cmpxchg counts as a write even when it fails; a private load or store touches nothing
    shared); ``None`` for other events.  A read-modify-write or cmpxchg both writes and
    reads its bytes: the write access first (conflicts are those of the write alone), the
    read second (what tells it from a plain store, e.g. for reads-from exploration)."""
    cls = type(event)
    if cls is Read:
        return () if event.private else memory(event.addr, event.ty, False)
    if cls is Write:
        return () if event.private else memory(event.addr, event.ty, True)
    if cls is ReadWrite or cls is CmpXchg:
        end = event.addr + (size_of(event.ty) or 1)
        return (Access("mem", event.addr, end, True), Access("mem", event.addr, end, False))
    return None


# The effects that only the end of the program observes (a TSO store waiting in its
# buffer to ``addr``, which the final drain publishes): no thread sees them while the
# program runs, but an exit that ends it while other threads still run does if it observes
# the address, so such an action must not go first alone past an exit.  The pipeline keeps
# only the accesses to observed globals, and none in a language whose program ends only
# when every thread is done.
AT_EXIT = "at-exit"


def at_exit(addr: int, ty: str) -> Access:
    """A write to ``addr`` that only the end of the program sees."""
    return Access(AT_EXIT, addr, addr + (size_of(ty) or 1), True)


# Marks in event-level *futures* (``Sched.futures``), beside the memory accesses: which of
# them are non-atomic (the same range in this space), whether a seq_cst access or fence
# may come, and whether a synchronising join may.  Weak models read them (what Promising
# may postpone); they never conflict with a footprint of another space.
NOT_ATOMIC = "not_atomic"
SEQ_CST = "seq_cst"
JOIN = "join"  # a synchronising join may come (the interleaving marks a pending one)


def ordered(addr: int | None, ty: str, write: bool,
            orderings: tuple[Ordering, ...], reads: bool = False) -> tuple[Access, ...]:
    """A future access of type ``ty`` at ``addr`` with its orderings marked (a fence: no
    address, ``addr = None``).  In a future a load is a read, a store or read-modify-write
    a write (the update reads only what it writes right after), a compare-exchange a write
    and a read beside it (``reads``: a failed one reads as a load does): what Promising's
    collection relies on."""
    fp: tuple[Access, ...] = () if addr is None else \
        (Access("mem", addr, addr + (size_of(ty) or 1), write),)
    if reads and fp and write:
        fp += (fp[0]._replace(write=False),)
    if Ordering.not_atomic in orderings and fp:
        fp += (fp[0]._replace(space=NOT_ATOMIC),)
    if Ordering.seq_cst in orderings:
        fp += (cell(SEQ_CST),)
    return fp


# Where the interleaving, when it looks for data races, puts every thread's memory accesses
# once more, whatever the memory model makes of them: conflicting accesses stay dependent.
RACE = "race"


# The program's output stream (the io stage's one cell).  What stops an execution — an
# assertion, UB, a data race found under ``races = report`` — shows the output printed so
# far, so whatever may stop one reads it.
OUTPUT = "output"
OUTPUT_READ = Access(OUTPUT, 0, 1, False)


def cell(space: object, write: bool = True) -> Access:
    """A one-cell access in a space of its own (an allocator, a view, a buffer…)."""
    return Access(space, 0, 1, write)


def independent(a: Footprint, b: Footprint) -> bool:
    if a is None or b is None:
        return False
    for x in a:
        for y in b:
            if (x.write or y.write) and x.space == y.space and x.start < y.end \
                    and y.start < x.end:
                return False
    return True
