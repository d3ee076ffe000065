"""The merge net: merging equal configurations never changes the outcome set.

The exhaustive explorer merges two configurations whose continuations have equal keys
(DESIGN §2.1): every stage and every library routine must put in a continuation's key
whatever its closure holds that decides what comes next.  A key that leaves something out
merges configurations that differ, and an outcome disappears — with or without the
partial-order reduction, so the soundness net (which compares reduced with unreduced runs,
both merging) cannot see it.  Here every concurrent C program of ``examples/c``,
``tests/c_reach`` and ``tests/soundness`` (or one with a nondeterministic choice) is
explored with the reduction, with merging and without (a tree walk), under every model:
the outcome sets must be equal.  (A timed wait whose timeout path named its steps like the
wait's, so that the two answers merged, lost ``cond=timeout seen=1`` this way.)

When the run without merging reaches the budget, what it found must be among the merged
run's outcomes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ctreelab.outcome import Outcome
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from helpers import ROOT

MODELS = ("sc", "tso", "promising")
BUDGET = {"max-states": 3_000, "timeout": 120.0}
CHOICES = ("@pthread_create", "@thrd_create", "@__VERIFIER_nondet", "timedwait", "timedlock")


def programs() -> list[Path]:
    found = [p for folder in ("examples/c/O0", "examples/c/O1", "tests/c_reach/O0",
                              "tests/c_reach/O1") for p in sorted((ROOT / folder).glob("*.ll"))]
    found += sorted((ROOT / "tests" / "soundness").glob("*.ll"))
    return [p for p in found if any(c in p.read_text() for c in CHOICES)]


PROGRAMS = programs()


def explore(path: Path, model: str, merge: bool) -> frozenset[Outcome]:
    options = {**BUDGET, "merge": merge}
    spec = PipelineSpec(program=str(path), memory=model, scheduler_options=options)
    return frozenset(build(spec, Registry.discover()).run().outcomes)


def test_the_net_covers_the_concurrent_programs() -> None:
    assert len(PROGRAMS) >= 150, len(PROGRAMS)


def cases() -> list:
    """(program, model); the ``-O1`` programs under ``sc`` run by default, the rest with
    the slow tests (CI).  A program's cases run on one pytest-xdist worker, which compiles
    it once (``build`` keeps a loaded program for the next pipeline of the same kind)."""
    return [pytest.param(p, m, id=f"{p.relative_to(ROOT)} {m}",
                         marks=[pytest.mark.xdist_group(f"merge {p.relative_to(ROOT)}"),
                                *(() if m == "sc" and "O1" in p.parts else [pytest.mark.slow])])
            for p in PROGRAMS for m in MODELS]


@pytest.mark.parametrize(("path", "model"), cases())
def test_merging_keeps_every_outcome(path: Path, model: str) -> None:
    merged = explore(path, model, True)
    if any(o.kind == "budget" for o in merged):
        pytest.skip(f"over the budget {BUDGET} with merging")
    plain = explore(path, model, False)
    found = frozenset(o for o in plain if o.kind != "budget")
    assert found <= merged, f"lost by merging: {sorted(o.show() for o in found - merged)}"
    if found == plain:  # complete: the same set
        assert merged == plain, f"only with merging: {sorted(o.show() for o in merged - plain)}"
