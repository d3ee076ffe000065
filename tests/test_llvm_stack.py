"""Stack safety of the ``llvm`` language: a 10^6-iteration C loop at the default recursion limit.

``examples/c/O1/loop.ll`` is clang's -O1 output of ``loop.c``: one basic block looping a
million times over phis (no memory accesses), then a printf.  Nothing in the front-end, the
stages or the scheduler may recurse with the length of the run (DESIGN §2.1).
"""

from __future__ import annotations

import sys

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from helpers import EXAMPLES

LOOP = EXAMPLES / "c" / "O1" / "loop.ll"


def expected_output() -> str:
    """What loop.c prints, computed the same way in Python."""
    x = 1
    total = 0
    for _ in range(1_000_000):
        x = (x * 1103515245 + 12345) & 0xFFFFFFFF
        total = (total + (x >> 16)) & 0xFFFFFFFF
    return f"x={x} sum={total}\n"


def test_million_iteration_loop_at_default_recursion_limit() -> None:
    assert sys.getrecursionlimit() <= 1000, "this test must run at the default limit"
    assert "1000000" in LOOP.read_text(), "the loop must stay a loop in the O1 code"
    result = build(PipelineSpec(program=str(LOOP), scheduler="round_robin"),
                   Registry.discover()).run()
    outcomes = {o.show() for o in result.outcomes}
    assert len(result.outcomes) == 1, outcomes
    outcome = next(iter(result.outcomes))
    assert outcome.kind == "done", outcome.show()
    assert outcome.ret == 0
    assert dict(outcome.observed)["output"] == expected_output()
