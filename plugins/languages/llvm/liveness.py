"""Live registers, so that continuation keys ignore dead values.

A thread's continuation is keyed by its machine state (see :mod:`.machine`).  A register
that no later instruction reads cannot influence the future, so two states that differ
only there are equal for the explorer: ``%old = atomicrmw add`` whose result is unused must
not make every interleaving of the increments a state of its own.  The key at a resume
point therefore holds only the registers live there.

Classic backward dataflow over the blocks: an instruction uses its operand registers and
defines its destination; a phi's source is used at the end of the incoming edge's
predecessor and its destination is defined on entry to the block.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Any

Projection = Callable[[Sequence[Any]], Any]


def live_after(blocks: Sequence[Any], values: int, successors: Sequence[Sequence[int]],
               uses: Sequence[Sequence[tuple[int, ...]]]
               ) -> tuple[list[list[frozenset[int]]], list[frozenset[int]]]:
    """For every instruction of every block, the registers below ``values`` (constants
    and scratch registers lie above) that are live right after it; and the registers live
    on entry to each block (its phis done).  ``uses[b][i]``: the
    registers instruction ``i`` of block ``b`` reads; ``blocks[b].code[i].dest`` the one
    it writes (< 0: none); ``blocks[b].phis``: ``pred -> ((dest, src), ...)``."""
    defined_on_entry = [frozenset(d for pairs in b.phis.values() for d, _ in pairs)
                        for b in blocks]
    live_in: list[frozenset[int]] = [frozenset()] * len(blocks)

    def live_out(bi: int) -> set[int]:
        out: set[int] = set()
        for s in successors[bi]:
            out |= live_in[s] - defined_on_entry[s]
            out.update(src for _, src in blocks[s].phis.get(bi, ()) if src < values)
        return out

    changed = True
    while changed:
        changed = False
        for bi in reversed(range(len(blocks))):
            live = live_out(bi)
            for ins, used in zip(reversed(blocks[bi].code), reversed(uses[bi])):
                live.discard(ins.dest)
                live.update(u for u in used if u < values)
            new = frozenset(live)
            if new != live_in[bi]:
                live_in[bi] = new
                changed = True
    result = []
    for bi, b in enumerate(blocks):
        live = live_out(bi)
        after = [frozenset()] * len(b.code)
        for i in reversed(range(len(b.code))):
            after[i] = frozenset(live)
            live.discard(b.code[i].dest)
            live.update(u for u in uses[bi][i] if u < values)
        result.append(after)
    return result, live_in


def projection(registers: frozenset[int]) -> Projection:
    """A function from a register file to the values of ``registers`` (hashable)."""
    regs = sorted(registers)
    if not regs:
        return _nothing
    return itemgetter(*regs)


def _nothing(_: Sequence[Any]) -> tuple[()]:
    return ()
