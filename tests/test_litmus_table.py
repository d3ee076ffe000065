"""Spec §7.3 under sc, tso and promising: verdicts of the weak outcomes, full outcome sets
for SB, MP, LB, IRIW and INC, and SC ⊆ TSO, SC ⊆ PS on every row."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from litmus_table import TABLE, Litmus

MODELS = ("sc", "tso", "promising")
_RUNS: dict[tuple[str, str], set[tuple[tuple[str, object], ...]]] = {}


def observed_outcomes(test: Litmus, model: str, tmp_path: Path) -> set[tuple[tuple[str, object], ...]]:
    key = (test.name, model)
    if key not in _RUNS:
        path = tmp_path / f"{test.name.replace('/', '-')}.muir"
        path.write_text(test.source())
        spec = PipelineSpec(program=str(path), memory=model, observe=test.observed())
        result = build(spec, Registry.discover()).run()
        assert {o.kind for o in result.outcomes} == {"done"}, result.outcomes
        _RUNS[key] = {o.observed for o in result.outcomes}
    return _RUNS[key]


def allows(outcomes: set[tuple[tuple[str, object], ...]], weak: dict[str, int]) -> bool:
    return any(all(dict(o)[k] == v for k, v in weak.items()) for o in outcomes)


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("test", TABLE, ids=[t.name for t in TABLE])
def test_weak_outcome_verdict(test: Litmus, model: str, tmp_path: Path) -> None:
    verdict = "A" if allows(observed_outcomes(test, model, tmp_path), test.weak) else "F"
    assert verdict == test.verdicts[model]


@pytest.mark.parametrize("model", MODELS[1:])
@pytest.mark.parametrize("test", TABLE, ids=[t.name for t in TABLE])
def test_sc_outcomes_are_included(test: Litmus, model: str, tmp_path: Path) -> None:
    assert observed_outcomes(test, "sc", tmp_path) <= observed_outcomes(test, model, tmp_path)


def values(test_name: str, model: str, tmp_path: Path) -> set[tuple[object, ...]]:
    test = next(t for t in TABLE if t.name == test_name)
    return {tuple(v for _, v in o) for o in observed_outcomes(test, model, tmp_path)}


ALL2 = set(itertools.product((0, 1), repeat=2))
ALL4 = set(itertools.product((0, 1), repeat=4))


@pytest.mark.parametrize("name, model, expected", [
    ("SB", "sc", ALL2 - {(0, 0)}), ("SB", "tso", ALL2), ("SB", "promising", ALL2),
    ("MP", "sc", ALL2 - {(1, 0)}), ("MP", "tso", ALL2 - {(1, 0)}), ("MP", "promising", ALL2),
    ("LB", "sc", ALL2 - {(1, 1)}), ("LB", "tso", ALL2 - {(1, 1)}),
    ("LB", "promising", ALL2 - {(1, 1)}),
    ("IRIW", "sc", ALL4 - {(1, 0, 1, 0)}), ("IRIW", "tso", ALL4 - {(1, 0, 1, 0)}),
    ("IRIW", "promising", ALL4),
    ("INC", "sc", {(0, 1, 2), (1, 0, 2)}), ("INC", "tso", {(0, 1, 2), (1, 0, 2)}),
    ("INC", "promising", {(0, 1, 2), (1, 0, 2)}),
])
def test_full_outcome_sets(name: str, model: str, expected: set[tuple[int, ...]],
                           tmp_path: Path) -> None:
    assert values(name, model, tmp_path) == expected
