"""The artifact's three programs (examples/ex_*.muir) give exactly the recorded outcome sets
of ../shared/litmus/micro-vellvm-concurrency/expected-outcomes.json under SC, TSO and PS — with
the faithful models and with ``compat = "artifact"``; and the paper's Listing 1 under PS."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ctreelab.pipeline import PipelineSpec, StageSpec, build
from ctreelab.registry import Registry
from ctreelab.values import UNDEF, show

from helpers import EXAMPLES, ROOT

EXPECTED = ROOT.parent / "shared" / "litmus" / "micro-vellvm-concurrency" / "expected-outcomes.json"
MODEL = {"SC": "sc", "TSO": "tso", "PS": "promising"}


def cases() -> list[tuple[str, str, str, set[str]]]:
    if not EXPECTED.exists():
        return []
    tests = json.loads(EXPECTED.read_text())["tests"]
    return [(name, MODEL[col], compat, set(outcomes))
            for name, test in sorted(tests.items())
            for col, outcomes in sorted(test["expected"].items())
            for compat in (("faithful", "artifact") if col != "SC" else ("faithful",))]


def run(program: Path, model: str, compat: str = "faithful", observe=("a1", "b1")):
    options = {"model": model} if model == "sc" else {"model": model, "compat": compat}
    stages = (StageSpec("vars"), StageSpec("interleave"), StageSpec("memory", options))
    spec = PipelineSpec(program=str(program), stages=stages, observe=observe)
    return build(spec, Registry.discover()).run()


@pytest.mark.skipif(not EXPECTED.exists(), reason=f"reference data absent: {EXPECTED}")
def test_all_seven_sets_are_checked() -> None:
    assert sum(1 for c in cases() if c[2] == "faithful") == 7


@pytest.mark.skipif(not EXPECTED.exists(), reason=f"reference data absent: {EXPECTED}")
@pytest.mark.parametrize("name, model, compat, expected", cases(),
                         ids=[f"{n}-{m}-{c}" for n, m, c, _ in cases()])
def test_reference_outcome_sets(name: str, model: str, compat: str, expected: set[str]) -> None:
    result = run(EXAMPLES / f"{name}.muir", model, compat)
    assert {o.kind for o in result.outcomes} == {"done"}
    assert {" ".join(show(v) for _, v in o.observed) for o in result.outcomes} == expected


def test_listing1_under_promising() -> None:
    """The non-atomic load may return undef, the monotonic load never does, and the load after
    the synchronising fences returns 2 whenever the fences synchronise (b2 = 2)."""
    result = run(EXAMPLES / "listing1.muir", "promising", observe=("b1", "b2", "b3"))
    outcomes = {tuple(v for _, v in o.observed) for o in result.outcomes}
    assert any(b1 is UNDEF for b1, _, _ in outcomes)
    assert all(b2 in (0, 2) for _, b2, _ in outcomes)
    assert all(b3 == 2 for _, b2, b3 in outcomes if b2 == 2)
    assert outcomes == {(0, 0, 0), (0, 2, 2), (UNDEF, 2, 2), (UNDEF, 0, UNDEF), (0, 0, UNDEF)}
