"""What a litmus thread may still touch from each instruction on, for persistent sets.

``futures(code, address)[pc]`` is an event-level footprint (:mod:`ctreelab.footprint`)
covering every memory event the instructions reachable from ``pc`` can issue: loads read
their address, stores and read-modify-writes write theirs, compare-exchanges both, fences touch
nothing; non-atomic accesses and seq_cst accesses and fences are marked
(:func:`ctreelab.footprint.ordered`).  ``address(expr)`` gives an instruction's address
when it is known before the run (a location, or a register that holds one and is never
assigned), else ``None``; one unknown address reachable from ``pc`` makes the whole future
unknown (``None``).  Computed backwards over the control-flow graph until nothing changes
(loops included).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ctreelab.footprint import Access, Footprint, ordered

from . import ast

UNKNOWN = None
Cells = frozenset[tuple[Any, int, bool]] | None  # (space, address, written), or unknown


def futures(code: tuple[Any, ...], address: Callable[[ast.Expr], int | None]) -> list[Footprint]:
    n = len(code)
    own = [_touches(instr, address) for instr in code]
    cells: list[Cells] = [frozenset() for _ in range(n + 1)]
    changed = True
    while changed:
        changed = False
        for pc in range(n - 1, -1, -1):
            new = own[pc]
            for succ in _successors(code, pc):
                new = _union(new, cells[succ])
            if new != cells[pc]:
                cells[pc] = new
                changed = True
    return [None if c is None else
            tuple(Access(space, a, a + 1, w) for space, a, w in sorted(c))
            for c in cells]


def _touches(instr: Any, address: Callable[[ast.Expr], int | None]) -> Cells:
    t = type(instr)
    if t in (ast.Assign, ast.Goto, ast.IfNot):
        return frozenset()
    if t is ast.FenceI:
        return frozenset((acc.space, acc.start, acc.write)
                         for acc in ordered(None, "int", False, (instr.ordering,)))
    a = address(instr.addr)
    if a is None:
        return UNKNOWN
    orderings = (instr.success, instr.failure) if t is ast.Cas else (instr.ordering,)
    return frozenset((acc.space, acc.start, acc.write) for acc in ordered(
        a, "int", t is not ast.Load, orderings, reads=t is ast.Cas))


def _successors(code: tuple[Any, ...], pc: int) -> tuple[int, ...]:
    instr = code[pc]
    if type(instr) is ast.Goto:
        return (instr.target,)
    if type(instr) is ast.IfNot:
        return (pc + 1, instr.target)
    return (pc + 1,)


def _union(a: Cells, b: Cells) -> Cells:
    if a is None or b is None:
        return UNKNOWN
    return a | b if b else a
