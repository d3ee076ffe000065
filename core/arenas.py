"""Per-thread allocation: each thread takes its fresh cells from an arena of its own.

A bump pointer shared by all threads makes every allocation depend on every other
thread's: the order in which two threads allocate changes the addresses both get, so the
states after the two orders differ and nothing merges (a program whose threads have stack
slots whose address escapes, at ``-O0``, or allocate on the heap, explored every ordering of
its allocations).  Real threads do not share one: each has its own stack, and ``malloc``
serves threads from per-thread arenas.  Here thread ``t`` allocates upward from
``first_free + (t - 1) * ARENA``, so allocations of different threads are independent (their
footprints are disjoint) and give the same addresses in every interleaving.

The arenas are a :class:`~ctreelab.fmap.FrozenMap` from thread id to the thread's next free
address (key 0: ``first_free``, the base).  A thread that would take more than ``ARENA``
bytes ends its run with an out-of-memory outcome.
"""

from __future__ import annotations

from collections.abc import Callable

from .events import OOM
from .fmap import FrozenMap
from .footprint import Footprint, cell
from .tree import Tree
from .vars_stage import halt

ARENA = 1 << 40  # bytes of address space per thread (a TiB: 256 threads below 2^48)


def arenas(first_free: int) -> FrozenMap:
    """No thread has allocated yet; the arenas start at ``first_free``."""
    return FrozenMap({0: first_free})


def allocate(free: FrozenMap, tid: int, size: int,
             then: Callable[[int, FrozenMap], Tree]) -> Tree:
    """Thread ``tid`` allocates ``size`` bytes (at least 1): ``then(address, new arenas)``,
    or an out-of-memory halt when its arena is exhausted."""
    start = free[0] + (tid - 1) * ARENA
    addr = free.get(tid, start)
    end = addr + max(1, size)
    if end > start + ARENA:
        return halt(OOM(f"thread {tid} allocated more than its {ARENA >> 30} GiB of "
                        "address space"))
    return then(addr, free.set(tid, end))


def footprint(tid: int) -> Footprint:
    """An allocation touches only its thread's arena."""
    return (cell(("alloc", tid)),)
