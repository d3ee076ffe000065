"""Issue 20 (cheaper steps): during an exploration Python's cyclic collector runs only on
the young generations (``ctreelab.budget.exploring``; the full passes walked every memo
table, see docs/guide/performance.md and benchmarks/collector.py), and the thresholds come
back afterwards, also when the exploration ends by a budget."""

from __future__ import annotations

import gc
from typing import Any

import pytest
from ctreelab.budget import NO_FULL_PASSES, exploring
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from helpers import EXAMPLES


def test_exploring_defers_the_full_passes_and_restores_the_thresholds() -> None:
    before = gc.get_threshold()
    with exploring():
        assert gc.get_threshold() == (before[0], before[1], NO_FULL_PASSES)
        with exploring():  # (nested: the outer setting comes back)
            assert gc.get_threshold()[2] == NO_FULL_PASSES
        assert gc.get_threshold()[2] == NO_FULL_PASSES
    assert gc.get_threshold() == before


@pytest.mark.parametrize("max_states", [None, 1])
def test_a_pipelines_run_explores_without_full_passes(monkeypatch: pytest.MonkeyPatch,
                                                      max_states: int | None) -> None:
    """With a budget that ends the run (one configuration), too."""
    options = {} if max_states is None else {"max-states": max_states}
    pipeline = build(PipelineSpec(program=str(EXAMPLES / "sb.muir"), memory="sc",
                                  scheduler_options=options), Registry.discover())
    seen: list[int] = []
    explore = pipeline.scheduler.explore

    def watched(*args: Any) -> Any:
        seen.append(gc.get_threshold()[2])
        return explore(*args)

    monkeypatch.setattr(pipeline.scheduler, "explore", watched)
    before = gc.get_threshold()
    result = pipeline.run()
    assert seen == [NO_FULL_PASSES]
    assert gc.get_threshold() == before
    assert {o.kind for o in result.outcomes} == ({"done"} if max_states is None
                                                 else {"budget"})
