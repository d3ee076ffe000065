"""The ``readsfrom`` explorer (issue 20): one execution per reads-from class under sc.

Its outcome sets must be those of ``exhaustive`` on every program it is run on (the
examples, the value-rich benchmark programs, the soundness and c_reach programs the
soundness net runs under sc, the Dat3M X86 litmus suite), without falling back to
``exhaustive`` where the graph view applies (else the comparison proves nothing), and its
execution counts are the numbers of reads-from classes (times the final-write combinations
a final condition can tell apart) on cases small enough to count by hand.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ctreelab.outcome import RunResult
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.spec import load_spec
from ctreelab_plugins.languages.litmus.suite import collect
from helpers import EXAMPLES, ROOT
from test_soundness_net import _c_case

VALUE_RICH = ROOT / "benchmarks" / "programs" / "value_rich"
PROGRAMS = ROOT / "benchmarks" / "programs"
DAT3M_X86 = Path(os.environ.get("CTREELAB_LITMUS", ROOT.parent / "shared" / "litmus")) \
    / "dat3m" / "litmus" / "X86"
BUDGET = {"max-states": 200_000, "timeout": 300.0}


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry.discover()


def explore(registry: Registry, spec: PipelineSpec, scheduler: str, **options: object
            ) -> RunResult:
    spec = PipelineSpec(**{**spec.__dict__, "scheduler": scheduler,
                           "scheduler_options": {**BUDGET, **options}})
    return build(spec, registry).run()


def same_as_exhaustive(registry: Registry, spec: PipelineSpec, fallback: str | None = None
                       ) -> RunResult:
    """Run ``spec`` with both explorers under its model; the outcome sets must be equal and
    no budget hit; ``readsfrom`` falls back exactly when ``fallback`` (a reason) is given."""
    want = explore(registry, spec, "exhaustive")
    got = explore(registry, spec, "readsfrom")
    assert not any(o.kind == "budget" for o in [*want.outcomes, *got.outcomes])
    assert set(got.outcomes) == set(want.outcomes), spec.program
    assert got.stats.get("fallback") == fallback, spec.program
    return got


def sc(program: Path | str, **fields: object) -> PipelineSpec:
    return PipelineSpec(program=str(program), memory="sc", **fields)  # type: ignore[arg-type]


# -- registration and counts by hand ---------------------------------------------------------


def test_registered_as_a_scheduler(registry: Registry) -> None:
    assert "readsfrom" in registry.names("scheduler")


def litmus(name: str) -> PipelineSpec:
    if not DAT3M_X86.is_dir():
        pytest.skip(f"the Dat3M litmus suite is not at {DAT3M_X86}")
    return sc(DAT3M_X86 / name, language="litmus")


@pytest.mark.parametrize(("name", "executions", "outcomes"), [
    # SB: each read from the initial value or the other thread's write; both initial
    # values is not SC: 3 classes
    ("SB.litmus", 3, 3),
    # 2+2W: no read, one class; of the four last-writer combinations of x and y the
    # final condition reads, three are SC
    ("2+2W.litmus", 3, 3),
    # MP: the flag read from the write and the data from the initial value is not SC
    ("MP.litmus", 3, 3),
])
def test_execution_counts_are_reads_from_classes(registry: Registry, name: str,
                                                executions: int, outcomes: int) -> None:
    got = same_as_exhaustive(registry, litmus(name))
    assert got.stats["executions"] == executions
    assert len(got.outcomes) == outcomes


def test_counter_read_modify_writes_are_totally_ordered(registry: Registry) -> None:
    # 2 threads x 2 fetch_add: a read-modify-write reads and writes, so the classes are
    # the orders of the four updates that keep each thread's two in order: 4!/(2!2!) = 6
    got = same_as_exhaustive(registry, sc(PROGRAMS / "counter_N2.ll"))
    assert got.stats["executions"] == 6


def sxly_classes(n: int) -> int:
    """The reads-from classes of store-x-load-y under SC, counted independently of the
    explorer: every interleaving of the threads' ``x = i; r = y; y = i + r; x`` (the
    store to ``out`` touches a location of its own), frontier by frontier, with the reads
    main makes of ``x`` and ``y`` once all threads are joined (the last writes)."""
    ops = (("W", 0), ("R", 1), ("W", 1), ("R", 0))
    layer: dict[tuple, set] = {((0,) * n, (None, None)): {()}}
    for _ in range(4 * n):
        nxt: dict[tuple, set] = {}
        for (pos, last), rfs in layer.items():
            for t in range(n):
                if pos[t] == 4:
                    continue
                kind, var = ops[pos[t]]
                p = pos[:t] + (pos[t] + 1,) + pos[t + 1:]
                if kind == "W":
                    to = (p, last[:var] + ((t, pos[t]),) + last[var + 1:])
                    nxt.setdefault(to, set()).update(rfs)
                else:
                    nxt.setdefault((p, last), set()).update(
                        r + (((t, pos[t]), last[var]),) for r in rfs)
        layer = nxt
    return len({(frozenset(r), last) for (_, last), rfs in layer.items() for r in rfs})


@pytest.mark.parametrize(("n", "classes"), [(2, 10), (3, 207)])
def test_one_execution_per_reads_from_class(registry: Registry, n: int, classes: int) -> None:
    # store-x-load-y recording its reads, graphs keyed without their insertion order:
    # exactly one execution per class (at N=3, 207 where the reduced exhaustive
    # exploration runs 444 executions)
    assert sxly_classes(n) == classes
    spec = sc(VALUE_RICH / f"sxly_rec_N{n}.ll")
    got = explore(registry, spec, "readsfrom", visited="graph")
    assert set(got.outcomes) == set(explore(registry, spec, "exhaustive").outcomes)
    assert got.stats["executions"] == classes
    assert got.stats["dropped"] == 0 and "fallback" not in got.stats


@pytest.mark.parametrize("program", [VALUE_RICH / "sxly_rec_N2.ll", PROGRAMS / "sb_ring_N3.ll"])
def test_stamped_visited_set(registry: Registry, program: Path) -> None:
    # with the insertion order in the keys (the default), only exact duplicates are
    # skipped: the same outcomes here, at least as many executions
    spec = sc(program)
    graph = explore(registry, spec, "readsfrom", visited="graph")
    stamped = explore(registry, spec, "readsfrom")
    assert set(stamped.outcomes) == set(graph.outcomes)
    assert stamped.stats["executions"] >= graph.stats["executions"]
    assert "fallback" not in stamped.stats


def test_graph_keyed_visited_set_can_miss_outcomes(registry: Registry) -> None:
    """Why ``stamped`` is the default: keyed without insertion order, a graph met again
    from another order is skipped although its backward revisits differ (a program of
    helper h53's sweep: four threads' read-modify-writes on one location)."""
    spec = PipelineSpec(program=str(ROOT / "tests/readsfrom/graph_visited_misses.O1.ll"),
                        memory="sc", races="ignore")
    want = {o.show() for o in explore(registry, spec, "exhaustive").outcomes}
    stamped = explore(registry, spec, "readsfrom")
    graph = explore(registry, spec, "readsfrom", visited="graph")
    assert len(want) == 133 and {o.show() for o in stamped.outcomes} == want
    assert want - {o.show() for o in graph.outcomes} == {
        'done  output="0 0 102 1 4 1 0\\n" ret=0', 'done  output="0 0 5 1 4 2 0\\n" ret=0'}


# -- outcome sets equal to exhaustive's ------------------------------------------------------


@pytest.mark.parametrize(("name", "n"), [("treiber", 2),
                                         ("msqueue", 2), ("seqlock", 2), ("sb_ring", 2),
                                         ("sb_ring", 3)])
def test_value_rich_programs(registry: Registry, name: str, n: int) -> None:
    # (sxly_rec: test_one_execution_per_reads_from_class)
    path = VALUE_RICH / f"{name}_N{n}.ll"
    same_as_exhaustive(registry, sc(path if path.exists() else PROGRAMS / f"{name}_N{n}.ll"))


@pytest.mark.parametrize(("name", "reason"), [
    ("ticketlock", "a configuration repeats along a schedule (a spin loop)"),
    ("rwlock", "thread 3 was blocked by thread 2's action"),
])
def test_value_rich_programs_that_fall_back(registry: Registry, name: str, reason: str) -> None:
    same_as_exhaustive(registry, sc(VALUE_RICH / f"{name}_N2.ll"), fallback=reason)


EXAMPLE_SPECS = sorted(p.name for p in EXAMPLES.glob("*.toml") if p.stem not in {"loop"})


@pytest.mark.parametrize("name", EXAMPLE_SPECS)
def test_example_specs(registry: Registry, name: str) -> None:
    spec = load_spec(str(EXAMPLES / name))
    got = same_as_exhaustive(registry, PipelineSpec(**{**spec.__dict__, "memory": "sc"}),
                             fallback=FALLBACK_EXAMPLES.get(name))
    assert got.outcomes


# μIR-thread's joins: a thread's actions differ by whether the thread it joins has already
# ended (a dependency no footprint shows), which a replay finds
HIDDEN = "touched other cells in another schedule of its graph (a dependency the graph does not show)"
FALLBACK_EXAMPLES: dict[str, str] = {
    "counter.toml": f"thread 1's action {HIDDEN}",
    "ex_ps.toml": f"thread 2's action {HIDDEN}",
    "ex_ra.toml": f"thread 2's action {HIDDEN}",
    "ex_tso.toml": f"thread 2's action {HIDDEN}",
    "listing1.toml": f"thread 1's action {HIDDEN}",
    "listing2.toml": f"thread 1's action {HIDDEN}",
}


@pytest.mark.parametrize("name", sorted(p.name for p in (EXAMPLES / "litmus").glob("*.litmus")))
def test_example_litmus_tests(registry: Registry, name: str) -> None:
    fallback = "a configuration repeats along a schedule (a spin loop)" \
        if name == "lock+cas.litmus" else None
    same_as_exhaustive(registry, sc(EXAMPLES / "litmus" / name, language="litmus"), fallback)


# the C programs of the soundness net (tests/test_soundness_net.py, observing every global)
# that both explorers finish in well under a second under sc, with the fallback expected
C_PROGRAMS: dict[str, str | None] = {
    'examples/c/O1/bignum.ll': None,
    'examples/c/O1/bsearch.ll': None,
    'examples/c/O1/casts.ll': None,
    'examples/c/O1/chars.ll': None,
    'examples/c/O1/collatz.ll': None,
    'examples/c/O1/divmod.ll': None,
    'examples/c/O1/dynarray.ll': None,
    'examples/c/O1/exit_nested.ll': None,
    'examples/c/O1/hello.ll': None,
    'examples/c/O1/iriw.ll': None,
    'examples/c/O1/lb.ll': None,
    'examples/c/O1/mp.ll': None,
    'examples/c/O1/mp_join.ll': None,
    'examples/c/O1/racy_counter.ll': 'a data race (races are found per schedule, not per graph)',
    'examples/c/O1/retcode.ll': None,
    'examples/c/O1/unsigned_wrap.ll': None,
    'tests/c_reach/O1/atomic_counter.ll': "thread 3 was blocked by thread 2's action",
    'tests/c_reach/O1/exit_handlers.ll': None,
    'tests/c_reach/O1/exit_in_thread.ll': 'thread 2 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/c_reach/O1/exit_race.ll': 'thread 2 may end the program while other threads run (the outcome depends on the schedule)',
    'tests/c_reach/O1/main_exit.ll': None,
    'tests/c_reach/O1/nondet_bool_exit.ll': None,
    'tests/c_reach/O1/quick_exit.ll': None,
    'tests/c_reach/O1/sem_deadlock.ll': 'thread 2 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/c_reach/O1/switch_table.ll': None,
    'tests/c_reach/O1/thread_exit.ll': 'a data race (races are found per schedule, not per graph)',
    'tests/c_reach/O1/worker_exit.ll': None,
    'tests/soundness/exit_race.O0.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/exit_race.O1.ll': 'thread 2 may end the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/exit_thread.O0.ll': 'thread 2 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/exit_thread.O1.ll': 'thread 2 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/mp_noinline.O0.ll': 'a configuration repeats along a schedule (a spin loop)',
    'tests/soundness/mp_noinline.O1.ll': 'a configuration repeats along a schedule (a spin loop)',
    'tests/soundness/mp_noinline_rlx.O1.ll': None,
    'tests/soundness/mutex_nojoin.O0.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/mutex_nojoin.O1.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/no_join_atomic.O0.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/no_join_atomic.O1.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/no_join_plain.O0.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/no_join_plain.O1.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/no_join_two.O1.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/noinline_bump.O0.ll': None,
    'tests/soundness/noinline_bump.O1.ll': None,
    'tests/soundness/ns_atomic.O1.ll': None,
    'tests/soundness/ns_struct.O1.ll': None,
    'tests/soundness/rf_revisit_rmw.O0.ll': None,
    'tests/soundness/rf_revisit_rmw.O1.ll': None,
    'tests/soundness/spin_cas.O1.ll': 'a configuration repeats along a schedule (a spin loop)',
    'tests/soundness/spin_cas_nojoin.O1.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/spin_flag.O1.ll': 'a configuration repeats along a schedule (a spin loop)',
    'tests/soundness/spin_flag_nojoin.O0.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
    'tests/soundness/spin_flag_nojoin.O1.ll': 'thread 1 ends the program while other threads run (the outcome depends on the schedule)',
}


@pytest.mark.parametrize("name", sorted(C_PROGRAMS))
def test_c_programs(registry: Registry, name: str) -> None:
    spec = _c_case(ROOT / name).spec
    same_as_exhaustive(registry, PipelineSpec(**{**spec.__dict__, "memory": "sc"}),
                       fallback=C_PROGRAMS[name])


def test_overlapping_accesses_of_different_sizes_restart_with_byte_cells(
        registry: Registry) -> None:
    spec = _c_case(ROOT / "tests/c_reach/O1/float_limits.ll").spec
    got = same_as_exhaustive(registry, PipelineSpec(**{**spec.__dict__, "memory": "sc"}))
    assert got.stats["byte-cells"] == 1


def test_exit_while_threads_run_falls_back(registry: Registry) -> None:
    same_as_exhaustive(registry, sc(ROOT / "tests/c_reach/O0/exit_race.ll"),
                       fallback="thread 2 ends the program while other threads run (the "
                                "outcome depends on the schedule)")


def test_other_memory_models_fall_back(registry: Registry) -> None:
    spec = PipelineSpec(program=str(EXAMPLES / "litmus" / "SB.litmus"), language="litmus",
                        memory="tso")
    got = same_as_exhaustive(registry, spec, fallback="memory model 'tso' (readsfrom: sc only)")
    assert got.stats["executions"] > 0


def dat3m_tests(every: int) -> list[Path]:
    return collect([DAT3M_X86])[::every] if DAT3M_X86.is_dir() else []


def check_litmus_suite(registry: Registry, tests: list[Path]) -> None:
    if not tests:
        pytest.skip(f"the Dat3M litmus suite is not at {DAT3M_X86}")
    for test in tests:
        same_as_exhaustive(registry, sc(test, language="litmus"))


def test_dat3m_x86_sample(registry: Registry) -> None:
    check_litmus_suite(registry, dat3m_tests(8))  # every 8th test: ~60 of the 487


@pytest.mark.slow
def test_dat3m_x86_suite(registry: Registry) -> None:
    check_litmus_suite(registry, dat3m_tests(1))


# -- budgets ----------------------------------------------------------------------------------


def test_budget_ends_in_a_budget_outcome(registry: Registry) -> None:
    got = explore(registry, sc(VALUE_RICH / "sxly_rec_N3.ll"), "readsfrom", **{"max-states": 50})
    budget = [o for o in got.outcomes if o.kind == "budget"]
    assert [o.reason for o in budget] == ["max-states=50 exhausted"]


def test_witnesses_replay_to_their_outcomes(registry: Registry) -> None:
    from ctreelab.witness import Replay
    spec = sc(VALUE_RICH / "sxly_rec_N2.ll")
    got = explore(registry, spec, "readsfrom")
    assert set(got.witnesses) == set(got.outcomes)
    pipeline = build(spec, registry)
    for outcome, path in got.witnesses.items():
        replay = Replay(path)
        replayed = replay.explore(lambda: pipeline.tree(False))
        assert set(replayed.outcomes) == {outcome}


def test_the_command_line_says_why_it_fell_back() -> None:
    """A fallback is named on the summary line (and in ``--stats``), not only in --json."""
    from ctreelab.cli import app
    from typer.testing import CliRunner

    sb = str(EXAMPLES / "litmus" / "SB.litmus")
    runner = CliRunner()
    weak = runner.invoke(app, ["run", sb, "--memory", "tso", "--scheduler", "readsfrom"])
    assert weak.exit_code == 0, weak.output
    assert weak.output.splitlines()[-1].endswith(
        " s · fallback: memory model 'tso' (readsfrom: sc only)")
    stats = runner.invoke(app, ["run", sb, "--memory", "tso", "--scheduler", "readsfrom",
                                "--stats"])
    assert "      fallback  memory model 'tso' (readsfrom: sc only)" in stats.output.splitlines()
    strong = runner.invoke(app, ["run", sb, "--memory", "sc", "--scheduler", "readsfrom"])
    assert "fallback" not in strong.output


@pytest.mark.parametrize("visited", ["stamped", "graph"])
@pytest.mark.parametrize(("name", "outcomes"), [("readsfrom/revisit_shared_closures", 24),
                                                ("soundness/rf_revisit_rmw", 6)])
def test_backward_revisits_keep_each_childs_closures(registry: Registry, name: str,
                                                      outcomes: int, visited: str) -> None:
    """Two soundness bugs of the backward revisits (helpers h52, h53): the revisited read,
    and the kept events that read from it, had closures computed for a sibling child."""
    spec = sc(ROOT / "tests" / f"{name}.O1.ll")
    want = explore(registry, spec, "exhaustive")
    got = explore(registry, spec, "readsfrom", visited=visited)
    assert set(got.outcomes) == set(want.outcomes) and "fallback" not in got.stats
    assert len(set(got.outcomes)) == outcomes
