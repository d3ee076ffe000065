"""Fusing runs of pure instructions into one Python function (a speed-up of :mod:`.machine`).

A block's ``code`` is what :mod:`.compile` produced; its ``fast`` code is the same list in
which the first instruction of every run of two or more consecutive pure instructions is
replaced by one :data:`FUSED` instruction: ``fn(r)`` performs the whole run on the register
file ``r`` (one call instead of one loop turn per instruction) and ``extra`` is
``(length, first)``, ``first`` being the run's original first instruction.  Every other
position keeps its original instruction, so the machine may enter a run in the middle (after
a pick) and runs it one instruction at a time from there.

If a fused run raises (an operand to pick, undefined behaviour, an unsupported value), the
machine replays it one instruction at a time from its start: pure instructions only read
registers defined before them in the block or in other blocks (SSA), so the replay writes
the same values again and stops at the same instruction, which then reports as usual.

The common flag-free integer operations are inlined in the generated source with the same
fast paths as :mod:`.ops` (defined ``int`` operands); any other case calls the instruction's
own closure, which has the full semantics.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

FUSED = 100  # an instruction kind of the machine's fast code only


def fused_code(code: list[Any], pure: int) -> list[Any]:
    """``code`` with every run of ≥ 2 instructions of kind ``pure`` fused (see the module
    docstring)."""
    fast = list(code)
    i = 0
    while i < len(code):
        j = i
        while j < len(code) and code[j].kind == pure:
            j += 1
        if j - i >= 2:
            fast[i] = replace(code[i], kind=FUSED, dest=-1, fn=_compile_run(code[i:j]),
                              extra=(j - i, code[i]))
        i = max(j, i + 1)
    return fast


def _compile_run(run: list[Any]) -> Any:
    lines = ["def run(r):"]
    env: dict[str, Any] = {"int": int}
    for n, ins in enumerate(run):
        env[f"f{n}"] = ins.fn
        inline = getattr(ins.fn, "inline", None)
        if inline is not None:
            lines += ["    " + line for line in inline(f"f{n}", ins.dest)]
        else:
            lines.append(f"    r[{ins.dest}] = f{n}(r)")
    exec("\n".join(lines), env)  # noqa: S102 - source built here from integers only
    return env["run"]


def parallel_moves(pairs: tuple[tuple[int, int], ...]) -> Any:
    """The phis of one incoming edge: ``r -> None`` assigning every ``r[dest] = r[src]`` at
    once (all sources are read before any destination is written)."""
    dests = ", ".join(f"r[{d}]" for d, _ in pairs)
    srcs = ", ".join(f"r[{s}]" for _, s in pairs)
    env: dict[str, Any] = {}
    exec(f"def moves(r):\n    {dests}, = {srcs},", env)  # noqa: S102 - integers only
    return env["moves"]
