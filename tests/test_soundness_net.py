"""The soundness net (issue 25): every program the project ships, under every model.

For every C program (``examples/c/O0``, ``examples/c/O1``, every ``.ll`` under ``tests/``
with a ``main`` except the assertion files of ``tests/llvm_asserts/``, and the benchmark
programs at N ≤ 3), every μIR-thread example spec and every litmus example:

(a) the ``exhaustive`` scheduler gives the same outcome set with and without partial-order
    reduction (``reduce = false``), under sc, tso and promising;
(b) every sc outcome is an outcome of tso and of promising, up to ``undef`` and weak-model
    undefined behaviour (the rule of tests/test_refinement.py, whose helper is reused);
(c) no Python exception escapes (any one fails the case).

Where the reduced run tried every choice it was offered (the ``narrowed`` statistic is 0:
a program with one thread under ``sc``, say), the run without the reduction would be the
same walk of the same tree, so it is not made.

C programs observe every global they define (aggregates whole), so a lost final store
shows.  Each run has a budget; a case whose run hits it cannot be compared and must be
listed in ``OVER_BUDGET`` with its reason — a listed case that no longer hits the budget
fails too, so the table stays honest.  ``PROGRAMS`` is how many programs the net covers
(times the three models): a test keeps it from shrinking silently.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

import pytest
from ctreelab.outcome import Outcome, RunResult
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.spec import load_spec
from helpers import EXAMPLES, ROOT
from test_refinement import covered

MODELS = ("sc", "tso", "promising")
WEAK = ("tso", "promising")
# max-states is the budget that decides; the timeout only stops a run that went wrong
BUDGET = {"max-states": 2_000, "max-steps": 50_000, "timeout": 300.0}
PROGRAMS = 374  # programs in the net (each under the three models); it may only grow

# a global the module defines and may write (not a constant, not an external declaration)
GLOBAL = re.compile(r"^@([A-Za-z_$][\w.$]*) = (?![^;\n]*\bexternal\b)(?:[\w()\"]+ )*global ",
                    re.MULTILINE)

# programs left out of the net, with the reason
# folders under tests/ whose programs have a harness of their own that already compares
# reduced with unreduced exploration (the net would only repeat it)
OWN_HARNESS = {
    "llvm_asserts": "functions checked one by one (tests/conftest.py collects them)",
    "bugs": "every program's outcomes under every model, reduced and unreduced "
            "(tests/test_bugs.py)",
    "futures": "exact outcome sets under sc and tso, reduced and unreduced "
               "(tests/test_llvm_futures.py; promising takes minutes)",
    "promising_stutter": "outcome sets under promising with and without updates in place "
                         "and dropped repeats, and against sc (tests/test_promising_stutter.py; "
                         "unreduced, they exceed the budget)",
}
EXCLUDED = {
    "examples/loop.toml": "10^6 iterations of one thread (minutes per run; tests/test_examples.py)",
    "examples/c/O0/loop.ll": "10^6 iterations of one thread (tests/test_llvm_differential.py)",
    "examples/c/O1/loop.ll": "10^6 iterations of one thread (tests/test_llvm_differential.py)",
    "tests/twophase/s06_iptr_counter.ll": "counts without end outside the two-phase model "
                                          "(tests/test_twophase_scenarios.py)",
}

# "program model" -> why its runs exceed BUDGET (with or without the reduction)
OVER_BUDGET: dict[str, str] = {
    **{f"tests/soundness/tls_stats.O0.ll {m}": "without the reduction (reduced: 20 to 22 "
       "configurations; -O1 is compared)" for m in MODELS},
    **{f"tests/soundness/tokens_sum.{level}.ll {m}":
       "without the reduction: two threads' byte-level string routines (compared unreduced "
       "at -O1 in tests/test_soundness_programs.py)" for level in ("O0", "O1") for m in MODELS},
    "tests/hangs/spinlock_ok.O0.ll tso": "without the reduction: 2,126 configurations since tso "
        "keeps happens-before records with its release store (1,839 before; reduced: 25; -O1 is "
        "compared)",
    "tests/c_reach/O0/calloc_lock.ll promising": "without the reduction (reduced: 7 configurations)",
    "tests/c_reach/O0/calloc_lock.ll sc": "without the reduction (reduced: 5 configurations)",
    "tests/c_reach/O0/calloc_lock.ll tso": "without the reduction (reduced: 5 configurations)",
    "tests/c_reach/O0/local_buffers.ll promising": "without the reduction (reduced: 17 configurations)",
    "tests/c_reach/O0/local_buffers.ll sc": "without the reduction (reduced: 17 configurations)",
    "tests/c_reach/O0/local_buffers.ll tso": "without the reduction (reduced: 19 configurations)",
    "tests/c_reach/O1/local_buffers.ll promising": "without the reduction (reduced: 18 configurations)",
    "tests/c_reach/O1/local_buffers.ll sc": "without the reduction (reduced: 12 configurations)",
    "tests/c_reach/O1/local_buffers.ll tso": "without the reduction (reduced: 14 configurations)",
    "tests/c_reach/O0/helper_sb.ll promising":
        "without the reduction (reduced: 28 configurations)",
    "tests/c_reach/O0/helper_sb.ll sc":
        "without the reduction (reduced: 56 configurations)",
    "tests/c_reach/O0/helper_sb.ll tso":
        "without the reduction (reduced: 173 configurations)",
    "tests/c_reach/O0/local_helpers.ll promising":
        "without the reduction (reduced: 46 configurations)",
    "tests/c_reach/O0/local_helpers.ll sc":
        "without the reduction (reduced: 45 configurations)",
    "tests/c_reach/O0/local_helpers.ll tso":
        "without the reduction (reduced: 46 configurations)",
    "tests/c_reach/O1/local_helpers.ll promising":
        "without the reduction (reduced: 10 configurations)",
    "tests/c_reach/O1/local_helpers.ll sc":
        "without the reduction (reduced: 10 configurations)",
    "tests/c_reach/O1/local_helpers.ll tso":
        "without the reduction (reduced: 11 configurations)",
    "tests/c_reach/O0/thread_rows.ll promising":
        "without the reduction (reduced: 54 configurations)",
    "tests/c_reach/O0/thread_rows.ll sc":
        "without the reduction (reduced: 54 configurations)",
    "tests/c_reach/O0/thread_rows.ll tso":
        "without the reduction (reduced: 56 configurations)",
    "tests/c_reach/O1/thread_rows.ll promising":
        "without the reduction (reduced: 58 configurations)",
    "tests/c_reach/O1/thread_rows.ll sc":
        "without the reduction (reduced: 42 configurations)",
    "tests/c_reach/O1/thread_rows.ll tso":
        "without the reduction (reduced: 44 configurations)",
    "tests/c_reach/O0/parallel_fill.ll promising":
        "without the reduction (reduced: 32 configurations)",
    "tests/c_reach/O0/parallel_fill.ll sc": "without the reduction (reduced: 32 configurations)",
    "tests/c_reach/O0/parallel_fill.ll tso": "without the reduction (reduced: 32 configurations)",
    "tests/c_reach/O1/parallel_fill.ll tso": "without the reduction (reduced: 32 configurations)",
    "tests/c_reach/O0/rwlock_pair.ll tso":
        "without the reduction (reduced: 14 configurations; its happens-before records split "
        "the unreduced run's 1,723 configurations)",
    "tests/c_reach/O0/flockfile_threads.ll tso":
        "without the reduction (reduced: 52 configurations)",
    "tests/c_reach/O0/logger.ll sc": "without the reduction (reduced: 33 configurations)",
    "tests/c_reach/O0/logger.ll tso": "without the reduction (reduced: 23 configurations)",
    "tests/c_reach/O0/logger.ll promising": "without the reduction (reduced: 33 configurations)",
    "tests/c_reach/O1/logger.ll tso": "without the reduction (reduced: 20 configurations)",
    "benchmarks/programs/sb_ring_N3.ll tso": "without the reduction (reduced: 122 configurations)",
    "benchmarks/programs/store_x_load_y_N3.ll promising": "both runs exceed the budget",
    "benchmarks/programs/store_x_load_y_N3.ll sc": "without the reduction (reduced: 548 configurations)",
    "benchmarks/programs/store_x_load_y_N3.ll tso": "without the reduction (reduced: 256 configurations)",
    "examples/c/O0/iriw.ll promising": "both runs exceed the budget",
    "examples/c/O0/iriw.ll sc": "both runs exceed the budget",
    "examples/c/O0/iriw.ll tso": "both runs exceed the budget",
    "examples/c/O0/sb.ll tso": "without the reduction (reduced: 25 configurations)",
    "examples/counter.toml promising": "without the reduction (reduced: 255 configurations)",
    "examples/counter.toml tso": "without the reduction (reduced: 373 configurations)",
    "examples/listing1.toml promising": "without the reduction (reduced: 267 configurations)",
    "examples/listing1.toml sc": "without the reduction (reduced: 243 configurations)",
    "examples/listing1.toml tso": "without the reduction (reduced: 628 configurations)",
    "examples/listing2.toml promising": "without the reduction (reduced: 804 configurations)",
    "examples/listing2.toml sc": "without the reduction (reduced: 297 configurations)",
    "examples/listing2.toml tso": "without the reduction (reduced: 981 configurations)",
    "tests/c_reach/O0/atomic_counter.ll promising": "without the reduction",
    "tests/c_reach/O0/atomic_counter.ll sc": "without the reduction",
    "tests/c_reach/O0/atomic_counter.ll tso": "without the reduction",
    "tests/c_reach/O0/atomic_lock_assume.ll promising": "without the reduction",
    "tests/c_reach/O0/atomic_lock_assume.ll sc": "without the reduction",
    "tests/c_reach/O0/atomic_lock_assume.ll tso": "without the reduction",
    "tests/c_reach/O0/float_counter.ll promising": "without the reduction (reduced: 454 configurations)",
    "tests/c_reach/O0/float_counter.ll sc": "without the reduction (reduced: 314 configurations)",
    "tests/c_reach/O0/float_counter.ll tso": "without the reduction (reduced: 11 configurations)",
    "tests/c_reach/O0/once_init.ll tso": "without the reduction",
    "tests/c_reach/O0/sem_pipeline.ll tso": "without the reduction",
    "tests/c_reach/O0/thread_keys.ll tso": "without the reduction",
    "tests/c_reach/O0/thread_local.ll promising": "without the reduction",
    "tests/c_reach/O0/thread_local.ll sc": "without the reduction",
    "tests/c_reach/O0/thread_local.ll tso": "both runs exceed the budget",
    "tests/c_reach/O1/atomic_lock_assume.ll promising": "without the reduction",
    "tests/c_reach/O1/atomic_lock_assume.ll sc": "without the reduction",
    "tests/c_reach/O1/atomic_lock_assume.ll tso": "without the reduction",
    "tests/cxx/thread_O1.ll tso": "both runs exceed the budget (libstdc++'s std::thread plumbing)",
    "tests/soundness/recursive_helper.O0.ll promising": "both runs exceed the budget",
    "tests/soundness/recursive_helper.O0.ll sc": "both runs exceed the budget",
    "tests/soundness/recursive_helper.O0.ll tso": "both runs exceed the budget",
    "tests/soundness/spin_cas.O0.ll tso": "both runs exceed the budget",
    "tests/soundness/treiber_push.O0.ll promising": "both runs exceed the budget",
    "tests/soundness/treiber_push.O0.ll sc": "both runs exceed the budget",
    "tests/soundness/treiber_push.O0.ll tso": "both runs exceed the budget",
    "tests/soundness/pc_bounded.O0.ll sc": "without the reduction (reduced: 17 configurations)",
    "tests/soundness/pc_bounded.O0.ll tso": "without the reduction (reduced: 13 configurations)",
    "tests/soundness/pc_bounded.O0.ll promising": "without the reduction (reduced: 17 configurations)",
    "tests/soundness/bank_transfer.O0.ll sc": "without the reduction (reduced: 15 configurations)",
    "tests/soundness/bank_transfer.O0.ll tso": "without the reduction (reduced: 1 configuration)",
    "tests/soundness/bank_transfer.O0.ll promising": "without the reduction (reduced: 15 configurations)",
    "tests/readsfrom/graph_visited_misses.O1.ll sc": "without the reduction (reduced: 792 configurations)",
    "tests/readsfrom/graph_visited_misses.O1.ll tso": "both runs exceed the budget",
    "tests/readsfrom/graph_visited_misses.O1.ll promising": "both runs exceed the budget",
    "tests/readsfrom/revisit_shared_closures.O1.ll sc": "without the reduction (reduced: 106 configurations)",
    "tests/readsfrom/revisit_shared_closures.O1.ll tso": "without the reduction (reduced: 51 configurations)",
    "tests/readsfrom/revisit_shared_closures.O1.ll promising": "without the reduction (reduced: 193 configurations)",
    "tests/soundness/rf_revisit_rmw.O0.ll sc": "without the reduction (reduced: 19 configurations)",
    "tests/soundness/rf_revisit_rmw.O0.ll tso": "without the reduction (reduced: 7 configurations)",
    "tests/soundness/rf_revisit_rmw.O0.ll promising": "without the reduction (reduced: 27 configurations)",
    "tests/soundness/spin_barrier.O0.ll sc": "without the reduction (reduced: 37 configurations)",
    "tests/soundness/spin_barrier.O0.ll tso": "without the reduction (reduced: 11 configurations)",
    "tests/soundness/spin_barrier.O0.ll promising": "without the reduction (reduced: 51 configurations)",
    "tests/soundness/refcount_free.O0.ll sc": "without the reduction (reduced: 12 configurations)",
    "tests/soundness/refcount_free.O0.ll tso": "without the reduction (reduced: 6 configurations)",
    "tests/soundness/refcount_free.O0.ll promising": "without the reduction (reduced: 13 configurations)",
    "tests/soundness/once_publish.O0.ll sc": "without the reduction (reduced: 40 configurations)",
    "tests/soundness/once_publish.O0.ll tso": "without the reduction (reduced: 99 configurations)",
    "tests/soundness/once_publish.O0.ll promising": "without the reduction (reduced: 72 configurations)",
    "tests/soundness/seqlock.O0.ll sc": "without the reduction (reduced: 43 configurations)",
    "tests/soundness/seqlock.O0.ll tso": "without the reduction (reduced: 104 configurations)",
    "tests/soundness/seqlock.O0.ll promising": "without the reduction (reduced: 72 configurations)",
    "tests/soundness/rwlock_readers.O0.ll sc": "without the reduction (reduced: 100 configurations)",
    "tests/soundness/rwlock_readers.O0.ll tso": "without the reduction (reduced: 56 configurations)",
    "tests/soundness/rwlock_readers.O0.ll promising": "without the reduction (reduced: 100 configurations)",
}

# "program model" -> why an sc outcome is legitimately not an outcome of that model (the
# test fails if it becomes one, so the table stays honest).  A model that reports data races
# needs no entry: its racy reads are undef, which the executable choice resolves to 0
# (docs/guide/llvm.md, undef and poison), so the sc values that need another choice may be missing —
# which ``ctreelab outcomes`` marks ``-race`` (no outcome disappears without a word).
NOT_INCLUDED: dict[str, str] = {}

# "program" -> a bug the net found and reported (every model fails; strict: a fix fails the
# case until the entry is removed)
KNOWN_BUGS: dict[str, str] = {}


@dataclass(frozen=True)
class Case:
    name: str  # the program's path relative to the repository
    spec: PipelineSpec


def _has_main(path: Path) -> bool:
    return re.search(r"^define [^@\n]*@main\(", path.read_text(), re.MULTILINE) is not None


def _c_case(path: Path) -> Case:
    observe = tuple(GLOBAL.findall(path.read_text()))
    return Case(str(path.relative_to(ROOT)), PipelineSpec(program=str(path), observe=observe))


def c_programs() -> list[Path]:
    tests = ROOT / "tests"
    under_tests = [p for p in tests.rglob("*.ll")
                   if not any(tests / own in p.parents for own in OWN_HARNESS) and _has_main(p)]
    bench = ROOT / "benchmarks" / "programs"
    small = [p for n in (2, 3) for p in bench.glob(f"*_N{n}.ll")]
    return sorted([*(EXAMPLES / "c").glob("O[01]/*.ll"), *under_tests, *small])


def cases() -> list[Case]:
    found = [_c_case(p) for p in c_programs()]
    for toml in sorted(EXAMPLES.glob("*.toml")):
        spec = load_spec(str(toml))
        found.append(Case(str(toml.relative_to(ROOT)), spec))
    for litmus in sorted((EXAMPLES / "litmus").glob("*.litmus")):
        found.append(Case(str(litmus.relative_to(ROOT)), PipelineSpec(program=str(litmus))))
    return [c for c in found if c.name not in EXCLUDED]


def concurrent_at_o0(case: Case) -> bool:
    o0 = "/O0/" in case.name or ".O0." in case.name
    return o0 and any(f in Path(case.spec.program).read_text()
                      for f in ("@pthread_create", "@thrd_create"))


def params(with_model: bool) -> list:
    """The cases as pytest parameters: the known bugs are strict xfails; the cases over the
    budget and the concurrent -O0 programs are ``slow`` (most of the net's time)."""
    out = []
    for case in CASES:
        for model in MODELS if with_model else (None,):
            marks = []
            if case.name in KNOWN_BUGS:
                marks.append(pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[case.name]))
            over = any(f"{case.name} {m}" in OVER_BUDGET for m in MODELS)
            if over or concurrent_at_o0(case):
                marks.append(pytest.mark.slow)
            # one program's cases on one pytest-xdist worker (--dist loadgroup): the sc test
            # reuses the reduced runs of the model tests (``explore`` is cached per process)
            marks.append(pytest.mark.xdist_group(f"net {case.name}"))
            values = (case.name, model) if with_model else (case.name,)
            out.append(pytest.param(*values, marks=marks, id=" ".join(v for v in values if v)))
    return out


CASES = cases()
BY_NAME = {c.name: c for c in CASES}


@cache
def run(name: str, model: str, reduce: bool) -> RunResult:
    spec = BY_NAME[name].spec
    options = {**BUDGET, "merge": True, "reduce": reduce}
    spec = replace(spec, memory=model, scheduler="exhaustive", scheduler_options=options)
    return build(spec, Registry.discover()).run()


def explore(name: str, model: str, reduce: bool) -> frozenset[Outcome]:
    return frozenset(run(name, model, reduce).outcomes)


def complete(outcomes: frozenset[Outcome]) -> bool:
    return not any(o.kind == "budget" for o in outcomes)


def found(outcomes: frozenset[Outcome]) -> frozenset[Outcome]:
    return frozenset(o for o in outcomes if o.kind != "budget")


def shown(outcomes: frozenset[Outcome]) -> list[str]:
    return sorted(o.show() for o in outcomes)


@pytest.mark.parametrize(("name", "model"), params(True))
def test_reduction_keeps_every_outcome(name: str, model: str) -> None:
    key = f"{name} {model}"
    reduced = explore(name, model, True)
    if key in OVER_BUDGET and not complete(reduced):
        return  # still over the budget (the unreduced run, bigger, is not needed to know it)
    if key not in OVER_BUDGET and complete(reduced) and not run(name, model, True).stats[
            "narrowed"]:
        # the reduction tried every choice it was offered (one thread, say): the walk
        # without it is this very walk, the same outcomes
        return
    full = explore(name, model, False)
    if key in OVER_BUDGET:
        assert not complete(full), (
            f"{key} no longer exceeds the budget: remove it from OVER_BUDGET")
        # what the unreduced run found before the budget ran out are outcomes
        assert found(full) <= reduced, f"only without the reduction: {shown(found(full) - reduced)}"
        return
    assert complete(reduced) and complete(full), (
        f"{key} exceeds the budget {BUDGET}: reduce the program or list it in OVER_BUDGET "
        f"with the reason\nreduced: {shown(reduced)}\nunreduced: {shown(full)}")
    assert reduced == full, f"reduced: {shown(reduced)}\nunreduced: {shown(full)}"


def triple(o: Outcome) -> tuple:
    return (o.kind, o.observed, o.ret)


@pytest.mark.parametrize("name", params(False))
def test_sc_outcomes_are_weak_outcomes(name: str) -> None:
    """sc ⊆ tso and sc ⊆ promising, on the reduced runs (equal to the unreduced ones by
    the test above) that finished within the budget."""
    sc = explore(name, "sc", True)
    if not complete(sc):
        assert f"{name} sc" in OVER_BUDGET
        return
    for model in WEAK:
        weak = explore(name, model, True)
        if not complete(weak):
            assert f"{name} {model}" in OVER_BUDGET
            continue
        weak_triples = {triple(o) for o in weak}
        missing = [o.show() for o in sc if not covered(triple(o), weak_triples)]
        if f"{name} {model}" in NOT_INCLUDED:
            assert missing, f"{name} {model} is now included: remove it from NOT_INCLUDED"
            continue
        if missing and any(o.kind == "race" for o in weak):
            continue  # hidden by racy reads (undef), and marked so (see NOT_INCLUDED)
        assert not missing, f"sc outcomes missing under {model}: {missing}\n{shown(weak)}"


@pytest.mark.xdist_group("net grouping")
def test_xdist_keeps_groups_together(request: pytest.FixtureRequest) -> None:
    """The net's cases of one program share its reduced runs on one worker, and the Ray
    tests one cluster, through ``--dist loadgroup`` (pyproject.toml); pytest 9.2 made
    pytest-xdist ignore the groups without a word (pytest-xdist#1386), and every run
    was made twice."""
    if not os.environ.get("PYTEST_XDIST_WORKER") or not request.config.getvalue("loadgroup"):
        pytest.skip("not run by pytest-xdist with --dist loadgroup")
    assert request.node.nodeid.endswith("@net grouping"), (
        f"pytest-xdist did not group {request.node.nodeid}: see pyproject.toml's test extra")


def test_the_net_does_not_shrink() -> None:
    kinds = {"c": sum(c.name.endswith(".ll") for c in CASES),
             "muir": sum(c.name.endswith(".toml") for c in CASES),
             "litmus": sum(c.name.endswith(".litmus") for c in CASES)}
    assert all(kinds.values()), kinds
    assert len(CASES) >= PROGRAMS, (len(CASES), kinds)
    assert set(OVER_BUDGET) <= {f"{c.name} {m}" for c in CASES for m in MODELS}
    assert set(KNOWN_BUGS) <= set(BY_NAME)
    assert set(NOT_INCLUDED) <= {f"{c.name} {m}" for c in CASES for m in WEAK}
    assert all((ROOT / name).exists() for name in EXCLUDED)
    print(f"soundness net: {len(CASES)} programs × {len(MODELS)} models "
          f"= {len(CASES) * len(MODELS)} cases ({kinds})")
