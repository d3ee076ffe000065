"""Merging and partial-order reduction never change an outcome set (issue 7).

Every example (μIR-thread specs, litmus tests, the C concurrency programs and the
benchmark programs at small N) runs under sc, tso and promising in three modes of the
``exhaustive`` scheduler: the default (merging and reduction), merging without reduction,
and reduction without merging; all three outcome sets must be equal.  The plain
enumeration (neither) is compared where it fits in the budget (programs with few paths).
The litmus conformance suite (tests/test_litmus_conformance.py) checks the default mode
against herd7's final states on every Dat3M and catalogue test besides.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from ctreelab.branches import Sched
from ctreelab.footprint import Access, independent, memory
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.spec import load_spec
from helpers import EXAMPLES, ROOT, SPAWN_SB

MODELS = ("sc", "tso", "promising")
MODES = {"default": {}, "merge-only": {"reduce": False}, "reduce-only": {"merge": False},
         "plain": {"merge": False, "reduce": False}}
BUDGET = {"max-states": 400_000, "timeout": 120.0}

SPECS = sorted(p.name for p in EXAMPLES.glob("*.toml") if p.stem != "loop")
LITMUS = sorted(p.name for p in (EXAMPLES / "litmus").glob("*.litmus"))
C_PROGRAMS = ("sb", "mp", "lb", "mp_join", "racy_counter")
BENCH = ("counter_N2", "store_x_load_y_N2", "sb_ring_N2")
# (program, model) pairs whose reduction-free runs exceed the budget; the other modes are
# still compared with each other
NO_PLAIN = {"listing1.toml", "listing2.toml", "ex_tso.toml", "ex_ps.toml", "ex_ra.toml",
            "counter.toml", "mp.toml", "join.toml", "lb.toml", "sb.toml"}


def outcome_set(spec: PipelineSpec, model: str, mode: str) -> frozenset:
    options = {**spec.scheduler_options, **BUDGET, **MODES[mode]}
    spec = replace(spec, memory=model, scheduler="exhaustive", scheduler_options=options)
    result = build(spec, Registry.discover()).run()
    assert not any(o.kind == "budget" for o in result.outcomes), (mode, result.outcomes)
    return frozenset(result.outcomes)


def check_modes(spec: PipelineSpec, model: str, plain: bool) -> None:
    modes = [m for m in MODES if plain or m not in ("plain", "reduce-only")]
    found = {m: outcome_set(spec, model, m) for m in modes}
    assert all(s == found["default"] for s in found.values()), found


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("name", SPECS)
def test_example_specs(name: str, model: str) -> None:
    check_modes(load_spec(str(EXAMPLES / name)), model, name not in NO_PLAIN)


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("name", LITMUS)
def test_litmus_examples(name: str, model: str) -> None:
    # a spin lock cannot be enumerated without merging (its cycles are found by keys)
    check_modes(PipelineSpec(program=str(EXAMPLES / "litmus" / name)), model,
                name != "lock+cas.litmus")


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("name", C_PROGRAMS)
def test_c_concurrency(name: str, model: str) -> None:
    check_modes(PipelineSpec(program=str(EXAMPLES / "c" / "O1" / f"{name}.ll")), model, False)


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("name", BENCH)
def test_benchmark_programs(name: str, model: str) -> None:
    path = ROOT / "benchmarks" / "programs" / f"{name}.ll"
    check_modes(PipelineSpec(program=str(path)), model, False)


def test_spawn_sb_plain_enumeration(tmp_path: Path) -> None:
    path = tmp_path / "sb.muir"
    path.write_text(SPAWN_SB)
    spec = PipelineSpec(program=str(path), observe=("r0", "r1"))
    for model in MODELS:
        check_modes(spec, model, True)


def run_stats(path: Path, **options: object) -> dict:
    spec = PipelineSpec(program=str(path), scheduler="exhaustive", scheduler_options=options)
    return build(spec, Registry.discover()).run().stats


def test_reduction_prunes_and_shrinks_the_state_space() -> None:
    path = EXAMPLES / "counter.muir"
    full, merged = run_stats(path), run_stats(path, reduce=False)
    assert full["pruned"] > 0 and merged["pruned"] == 0
    assert full["states"] * 5 < merged["states"]


def test_footprints_independence() -> None:
    x, y = memory(0x10, "i32", True), memory(0x14, "i32", False)
    assert independent(x, y)  # disjoint bytes
    assert not independent(x, memory(0x12, "i8", False))  # overlapping, one writes
    assert independent(memory(0x12, "i8", False), memory(0x10, "i32", False))  # both read
    assert independent((), None) is False and independent(None, ()) is False
    assert independent((), x)
    assert not independent((Access("alloc", 0, 1, True),), (Access("alloc", 0, 1, True),))
    assert independent((Access("alloc", 0, 1, True),), (Access("output", 0, 1, True),))


def test_sched_shows_the_next_action_of_each_thread(tmp_path: Path) -> None:
    from ctreelab.tree import Br, observe
    path = tmp_path / "sb.muir"
    path.write_text(SPAWN_SB)
    pipeline = build(PipelineSpec(program=str(path)), Registry.discover())
    t = pipeline.tree()
    seen = []
    while len(seen) < 3:
        node = observe(t)
        assert type(node) is Br
        if type(node.branch) is Sched:
            seen.append((node.branch.ready, node.branch.footprints))
        t = node.k(node.branch.choices()[-1])
    x = pipeline.layout.addresses["x"]
    y = pipeline.layout.addresses["y"]
    assert seen[0] == ((1,), (None,))  # main has not started
    # main has spawned t1 and is about to store x; t1 has not started yet
    assert seen[1] == ((1, 2), (memory(x, "int", True), None))
    # t1 took its first step (starting) and is about to store y; main still about to store x
    assert seen[2] == ((1, 2), (memory(x, "int", True), memory(y, "int", True)))


BUGS_RACE = ROOT / "tests" / "bugs" / "race" / "wrong" / "O1"


@pytest.mark.parametrize("races", ("ignore", "report"))
def test_tso_unlock_publishes_the_buffered_stores(races: str) -> None:
    """Under tso a mutex operation is a locked instruction: it drains its thread's buffer,
    so its footprint holds the buffered stores even with the interleaving's own access to
    the mutex after them.  It once did not (only a footprint ending with the drain marker
    was made precise), and the reduction lost every order in which the other thread's
    unsynchronised update of ``balance`` comes after the unlock."""
    spec = PipelineSpec(program=str(BUGS_RACE / "two_mutexes.ll"), races=races)
    finals = {f'done  output="balance={b}\\n" ret=0' for b in (80, 90, 110)}
    for mode in ("default", "merge-only"):
        found = {o.show() for o in outcome_set(spec, "tso", mode)}
        assert {o for o in found if o.startswith("done")} == finals, (mode, found)
        assert {o.split(":")[0] for o in found - finals} == ({"race"} if races == "report" else set())
    check_modes(PipelineSpec(program=str(BUGS_RACE / "trylock_ignored.ll"), races=races),
                "tso", False)
