"""Per-thread allocation arenas (ctreelab.arenas) under sc, tso and promising: each thread
gets the same addresses whatever the order in which the threads allocate, allocations of
different threads are independent, and a thread that exhausts its arena gets an
out-of-memory outcome."""

from __future__ import annotations

from typing import Any

import pytest
from ctreelab.arenas import ARENA, allocate, arenas
from ctreelab.events import OOM, Alloc
from ctreelab.footprint import independent
from ctreelab.program import Layout
from ctreelab.tree import Ret, Vis, observe
from ctreelab_plugins.memory_promising.model import Promising
from ctreelab_plugins.memory_sc.model import SC
from ctreelab_plugins.memory_tso.model import TSO
from test_memory_promising import perform

LAYOUT = Layout({"x": 1}, ((1, 0),), 16)


@pytest.mark.parametrize("model", [SC(), TSO(), Promising()], ids=["sc", "tso", "promising"])
def test_threads_allocate_from_their_own_arenas(model: Any) -> None:
    def run(order: list[tuple[int, int]]) -> dict[tuple[int, int], int]:
        s = model.initial_state(LAYOUT)
        got = {}
        for i, (tid, size) in enumerate(order):
            got[(tid, i)], s, _ = perform(model, tid, Alloc(size), s)
        return got
    a = run([(1, 8), (2, 16), (1, 4), (2, 1)])
    b = run([(2, 16), (1, 8), (2, 1), (1, 4)])
    # thread 1 from first_free, thread 2 one arena further, in either order
    assert a[(1, 0)] == b[(1, 1)] == 16 and a[(1, 2)] == b[(1, 3)] == 24
    assert a[(2, 1)] == b[(2, 0)] == 16 + ARENA and a[(2, 3)] == b[(2, 2)] == 16 + ARENA + 16
    assert independent(model.footprint(1, Alloc(8)), model.footprint(2, Alloc(8)))
    assert not independent(model.footprint(2, Alloc(8)), model.footprint(2, Alloc(1)))


def test_an_exhausted_arena_is_out_of_memory() -> None:
    free = arenas(16)
    node = observe(allocate(free, 3, ARENA - 1, lambda addr, rest: Ret((addr, rest))))
    assert type(node) is Ret and node.value[0] == 16 + 2 * ARENA
    node = observe(allocate(node.value[1], 3, 2, lambda addr, rest: Ret((addr, rest))))
    assert type(node) is Vis and node.event == OOM(
        "thread 3 allocated more than its 1024 GiB of address space")
