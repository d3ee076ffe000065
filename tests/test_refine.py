"""The bounded refinement checker (issue 6): ``ctreelab.refine.check_refinement`` and
``ctreelab refine``.  Programs are in ``tests/refine/``; every verdict and outcome set is
exact."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import ctreelab
import pytest
from ctreelab import cli
from ctreelab.events import OOM, Alloc, MemEvent
from ctreelab.outcome import Outcome, budget_outcome
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.refine import (
    DOES_NOT_REFINE,
    REFINES,
    UNKNOWN,
    Side,
    allows,
    check_refinement,
    compare,
)
from ctreelab.registry import Registry
from ctreelab.tree import Tree
from ctreelab.values import UNDEF, Record, Text
from ctreelab.vars_stage import halt
from ctreelab_plugins.memory_sc.model import SC
from typer.testing import CliRunner

HERE = Path(__file__).resolve().parent / "refine"
runner = CliRunner()


def p(name: str) -> str:
    return str(HERE / name)


def done(*observed: tuple[str, Any], ret: Any = 0) -> Outcome:
    return Outcome("done", tuple(observed), ret)


def shown(outcomes: tuple[Outcome, ...]) -> list[str]:
    return [o.show() for o in outcomes]


# --- a memory model that has no dynamic memory: every allocation is OOM -----------------


class NoHeapSC(SC):
    """SC whose dynamic memory is empty: ``alloca``/``malloc`` give OOM (a finite model)."""

    name: ClassVar[str] = "sc-noheap"
    description: ClassVar[str] = "sc without dynamic memory (every allocation is OOM)"

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        if isinstance(event, Alloc):
            return halt(OOM(f"no memory for {event.size} cell(s)"))
        return super().handle(tid, event, state)


class NoHeapPlugin:
    @ctreelab.hookimpl
    def ctreelab_register_memory_models(self) -> list[type]:
        return [NoHeapSC]


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry.discover(extra=[("noheap", NoHeapPlugin())])


@pytest.fixture
def cli_registry(registry: Registry) -> Iterator[None]:
    saved = cli._registry
    cli._registry = registry
    yield
    cli._registry = saved


def refine(source: str, target: str, registry: Registry, memory: str | None = None,
           observe: tuple[str, ...] = (), entry: str | None = None,
           memory_tgt: str | None = None, **options: Any) -> Any:
    src = PipelineSpec(program=p(source), memory=memory, observe=observe, entry=entry,
                       scheduler_options=options)
    tgt = PipelineSpec(program=p(target), memory=memory_tgt or memory, observe=observe,
                       entry=entry, scheduler_options=options)
    return check_refinement(src, tgt, registry)


def invoke(*args: str) -> Any:
    return runner.invoke(cli.app, ["refine", *args])


# --- (a) weak memory: reordering two relaxed stores to different locations ------------------

AB = ("a", "b")
SC_SOURCE = ["done  a=0 b=0 ret=0", "done  a=0 b=1 ret=0", "done  a=1 b=1 ret=0"]
ALL_FOUR = ["done  a=0 b=0 ret=0", "done  a=0 b=1 ret=0", "done  a=1 b=0 ret=0",
            "done  a=1 b=1 ret=0"]


@pytest.mark.parametrize("model, verdict, source", [
    ("sc", DOES_NOT_REFINE, SC_SOURCE),
    ("tso", DOES_NOT_REFINE, SC_SOURCE),  # FIFO store buffers keep the two stores in order
    ("promising", REFINES, ALL_FOUR),  # relaxed stores are already unordered for the reader
])
def test_store_reordering(registry: Registry, model: str, verdict: str,
                          source: list[str]) -> None:
    r = refine("stores.muir", "stores_swapped.muir", registry, model, AB)
    assert r.verdict == verdict and r.refines == (verdict == REFINES)
    assert shown(r.source_outcomes) == source
    assert shown(r.target_outcomes) == ALL_FOUR
    assert not r.source_budget and not r.target_budget
    if verdict == DOES_NOT_REFINE:
        # the reader sees the second store (y) but not the first (x): observable under SC/TSO
        assert shown(r.counterexamples) == ["done  a=1 b=0 ret=0"]
        assert r.counterexample == r.counterexamples[0]
        assert shown(r.compared_with) == SC_SOURCE
    else:
        assert r.counterexample is None and r.compared_with == ()


def test_reordering_back_is_valid_under_sc(registry: Registry) -> None:
    """The SC source outcomes are a subset of the swapped program's: swapping back refines."""
    assert refine("stores_swapped.muir", "stores.muir", registry, "sc", AB).refines


# --- (b) undefined behaviour ----------------------------------------------------------------


def test_transformation_introducing_ub_is_refuted(registry: Registry) -> None:
    r = refine("guarded_div.ll", "hoisted_div.ll", registry, entry="f")
    assert r.verdict == DOES_NOT_REFINE
    assert shown(r.source_outcomes) == ['done  output="" ret=0']
    assert r.counterexample is not None and r.counterexample.kind == "ub"
    assert r.counterexample.reason == "sdiv by zero"
    assert shown(r.compared_with) == ['done  output="" ret=0']


def test_source_with_ub_refines_to_anything(registry: Registry) -> None:
    r = refine("hoisted_div.ll", "answer.ll", registry, entry="f")
    assert r.verdict == REFINES
    assert shown(r.target_outcomes) == ['done  output="" ret=42']
    assert r.source_ub is not None and r.source_ub.reason == "sdiv by zero"


def test_print_then_ub_refines_to_anything(registry: Registry) -> None:
    """Digest §9 #21: UB is time-travelling, the output printed before it does not count."""
    r = refine("print_then_ub.ll", "hullo.ll", registry)
    assert r.verdict == REFINES
    assert r.source_ub is not None and r.source_ub.reason == "unreachable executed"
    back = refine("hullo.ll", "print_then_ub.ll", registry)
    assert back.verdict == DOES_NOT_REFINE and back.counterexample is not None
    assert back.counterexample.kind == "ub"


# --- (c) OOM --------------------------------------------------------------------------------


def test_target_oom_is_always_allowed(registry: Registry) -> None:
    r = refine("alloc.muir", "alloc.muir", registry, "sc", memory_tgt="sc-noheap")
    assert r.verdict == REFINES
    assert shown(r.source_outcomes) == ["done  ret=5"]
    assert shown(r.target_outcomes) == ["oom: no memory for 1 cell(s)"]


def test_source_oom_allows_only_oom(registry: Registry) -> None:
    r = refine("alloc.muir", "alloc.muir", registry, "sc-noheap", memory_tgt="sc")
    assert r.verdict == DOES_NOT_REFINE
    assert shown(r.counterexamples) == ["done  ret=5"]
    assert shown(r.compared_with) == ["oom: no memory for 1 cell(s)"]


def test_cli_memory_src_and_tgt(cli_registry: None) -> None:
    ok = invoke(p("alloc.muir"), p("alloc.muir"), "--memory-src", "sc", "--memory-tgt",
                "sc-noheap")
    assert ok.exit_code == 0, ok.output
    assert ok.output.splitlines()[:2] == [
        (f"source: ctreelab {ctreelab.__version__} · program {p('alloc.muir')} (muir) · stages "
         "vars → interleave → memory(sc) · scheduler exhaustive · flags --memory sc"),
        (f"target: ctreelab {ctreelab.__version__} · program {p('alloc.muir')} (muir) · stages "
         "vars → interleave → memory(sc-noheap) · scheduler exhaustive · flags --memory sc-noheap")]
    assert "\nrefines\n" in ok.output
    # --memory-tgt overrides --memory for the target only
    bad = invoke(p("alloc.muir"), p("alloc.muir"), "--memory", "sc-noheap", "--memory-tgt", "sc")
    assert bad.exit_code == 1
    assert "counterexample (target outcome): done  ret=5" in bad.output


# --- (d) printed output ---------------------------------------------------------------------


def test_output_must_match(registry: Registry) -> None:
    r = refine("hello.ll", "hullo.ll", registry)
    assert r.verdict == DOES_NOT_REFINE
    assert r.counterexample == done(("output", Text("hullo\n")))
    assert r.compared_with == (done(("output", Text("hello\n"))),)


def test_same_output_printed_differently_refines(registry: Registry) -> None:
    r = refine("hello.ll", "hello_split.ll", registry)
    assert r.verdict == REFINES
    assert shown(r.target_outcomes) == ['done  output="hello\\n" ret=0']


# --- undef ----------------------------------------------------------------------------------


def test_source_undef_allows_any_target_value(registry: Registry) -> None:
    assert refine("uninit.muir", "seven.muir", registry, "sc").verdict == REFINES
    back = refine("seven.muir", "uninit.muir", registry, "sc")
    assert back.verdict == DOES_NOT_REFINE
    assert back.counterexample == done(ret=UNDEF)


# --- (e) budgets ----------------------------------------------------------------------------


def test_budget_gives_unknown(registry: Registry) -> None:
    r = refine("stores.muir", "stores.muir", registry, "sc", AB, **{"max-states": 5})
    assert r.verdict == UNKNOWN and not r.refines and r.inconclusive
    assert r.source_budget and r.target_budget
    assert r.reason.startswith("source exploration stopped: ")


def test_cli_budget_exits_2() -> None:
    res = invoke(p("stores.muir"), p("stores.muir"), "--observe", "a,b", "--max-states", "5")
    assert res.exit_code == 2, res.output
    assert "\nunknown: source exploration stopped: " in res.output


# --- the rules one by one (synthetic outcomes) ----------------------------------------------


def side(*outcomes: Outcome) -> Side:
    return Side({}, "", outcomes, tuple(1 for _ in outcomes), {})


BUDGET = budget_outcome("max-states=1 exhausted")


def test_rule_verdicts_with_budgets() -> None:
    ub = Outcome("ub", reason="x")
    # a source UB outcome found before the budget ran out still proves refinement
    assert compare(side(ub, BUDGET), side(done(ret=1), BUDGET)).verdict == REFINES
    # a complete source and a real target outcome it does not allow: a counterexample
    r = compare(side(done(ret=0)), side(done(ret=1), BUDGET))
    assert r.verdict == DOES_NOT_REFINE and r.counterexample == done(ret=1)
    # an incomplete source might still allow it
    r = compare(side(done(ret=0), BUDGET), side(done(ret=1)))
    assert r.verdict == UNKNOWN and r.counterexample == done(ret=1)
    assert compare(side(done(ret=0)), side(done(ret=0), BUDGET)).verdict == UNKNOWN
    assert compare(side(done(ret=0)), side(done(ret=0))).verdict == REFINES


def test_rule_kinds_and_messages() -> None:
    oom = Outcome("oom", reason="out of memory")
    assert allows(done(ret=0), oom) and allows(Outcome("assert", reason="a"), oom)
    assert not allows(oom, done(ret=0))
    assert allows(oom, oom)
    assert not allows(done(ret=0), Outcome("ub", reason="x"))
    for kind in ("assert", "failure", "deadlock"):
        t = Outcome(kind, reason="m", where="tgt.ll:3", thread=2)
        assert allows(Outcome(kind, reason="m", where="src.ll:9", thread=1), t)
        assert not allows(Outcome(kind, reason="other"), t)
        assert not allows(done(ret=0), t)


def test_rule_values() -> None:
    regs = Record((("0:r0", UNDEF), ("1:r1", 1)))
    assert allows(done(("x", 1), ret=regs), done(("x", 1), ret=Record((("0:r0", 5), ("1:r1", 1)))))
    assert not allows(done(("x", 1), ret=regs),
                      done(("x", 1), ret=Record((("0:r0", 5), ("1:r1", 2)))))
    assert not allows(done(("x", 1), ret=regs), done(("x", 1), ret=Record((("0:r9", 5), ("1:r1", 1)))))
    assert allows(done(("x", UNDEF)), done(("x", 3)))
    assert not allows(done(("x", 3)), done(("x", UNDEF)))
    assert not allows(done(("x", 3)), done(("y", 3)))
    assert allows(done(("x", 3), ("y", 4)), done(("y", 4), ("x", 3)))  # by name
    assert not allows(done(("output", Text("a"))), done(("output", Text("ab"))))


# --- entry functions ------------------------------------------------------------------------


def test_entry_function_value_is_ret(registry: Registry) -> None:
    for name, ret in (("answer.ll", 42), ("guarded_div.ll", 0)):
        result = build(PipelineSpec(program=p(name), entry="f"), registry).run()
        assert shown(tuple(result.outcomes)) == [f'done  output="" ret={ret}']
    main = build(PipelineSpec(program=p("answer.ll")), registry).run()
    assert shown(tuple(main.outcomes)) == ['done  output="anything\\n" ret=0']


def test_entry_in_toml_spec(tmp_path: Path, registry: Registry) -> None:
    spec = tmp_path / "f.toml"
    spec.write_text(f'[program]\npath = "{p("answer.ll")}"\nentry = "f"\n')
    res = runner.invoke(cli.app, ["run", str(spec)])
    assert res.exit_code == 0, res.output
    assert 'done  output="" ret=42' in res.output
    assert f"program {p('answer.ll')} (llvm, entry @f)" in res.output


# --- (f) bad input: one line, non-zero exit, no traceback -----------------------------------


@pytest.mark.parametrize("args, message", [
    (["stores.muir", "stores_swapped.muir", "--memory", "tzo"], "unknown memory model 'tzo' "),
    (["stores.muir", "stores_swapped.muir", "--memory-tgt", "tzo"],
     "unknown memory model 'tzo' "),
    (["stores.muir", "missing.muir"], "missing.muir"),
    (["answer.ll", "hullo.ll", "--entry", "nope"],
     "answer.ll: no function @nope to use as entry (defined: @f, @main)"),
    (["stores.muir", "stores.muir", "--entry", "nope"],
     "stores.muir: no function @nope to use as entry (functions: @main, @reader)"),
    (["stores.muir", "stores.muir", "--entry", "reader"],
     "stores.muir: entry function @reader takes 1 argument(s); an entry function takes none"),
    (["stores.muir", "stores_swapped.muir", "--observe", "a,nope"],
     "observed global 'nope' is not a global of"),
])
def test_bad_input(args: list[str], message: str) -> None:
    argv = [p(a) if a.endswith((".muir", ".ll")) else a for a in args]
    res = invoke(*argv)
    assert res.exit_code == 3, res.output
    assert res.stdout == ""
    assert len(res.stderr.splitlines()) == 1 and res.stderr.startswith("error: ")
    assert message in res.stderr
    assert "Traceback" not in res.stderr


def test_litmus_has_no_entry() -> None:
    litmus = Path(__file__).resolve().parent.parent / "examples" / "litmus"
    test = next(iter(sorted(litmus.glob("*.litmus"))))
    res = invoke(str(test), str(test), "--entry", "f")
    assert res.exit_code == 3
    assert res.stderr == (f"error: {test}: the litmus language cannot run an entry function "
                          "(--entry f); it always runs the whole program\n")


def test_different_observations_are_an_error(tmp_path: Path) -> None:
    other = tmp_path / "other.muir"
    other.write_text("@z = global 0\ndefine @main() {\nentry:\n  ret 0\n}\n")
    spec = tmp_path / "other.toml"
    spec.write_text(f'[program]\npath = "{other}"\n[observe]\nglobals = ["z"]\n')
    res = invoke(p("stores.muir"), str(spec), "--observe", "a")
    assert res.exit_code == 3  # --observe a: the target has no global a
    res = runner.invoke(cli.app, ["refine", str(spec), p("stores.muir")])
    assert res.exit_code == 3
    assert res.stderr == ("error: source observes (z) but target observes (nothing): choose "
                          "common globals with --observe\n")


# --- output formats -------------------------------------------------------------------------


def test_cli_text_output() -> None:
    res = invoke(p("hello.ll"), p("hullo.ll"))
    assert res.exit_code == 1
    assert res.output.splitlines()[2:] == [
        "source outcomes:",
        '  done  output="hello\\n" ret=0  (1)',
        "target outcomes:",
        '  done  output="hullo\\n" ret=0  (1)',
        "does not refine",
        'counterexample (target outcome): done  output="hullo\\n" ret=0',
        "compared with (source outcomes):",
        '  done  output="hello\\n" ret=0',
    ]


def test_cli_json() -> None:
    res = invoke(p("stores.muir"), p("stores_swapped.muir"), "--memory", "sc", "--observe",
                 "a,b", "--json")
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    assert data["verdict"] == "does not refine" and data["refines"] is False
    assert data["counterexample"] == {"kind": "done", "observed": {"a": 1, "b": 0}, "ret": 0}
    assert [o["observed"] for o in data["compared_with"]] == [
        {"a": 0, "b": 0}, {"a": 0, "b": 1}, {"a": 1, "b": 1}]
    assert data["source"]["pipeline"]["memory"] == "sc"
    assert data["source"]["budget"] is None and data["target"]["budget"] is None
    assert len(data["target"]["outcomes"]) == 4
    assert all("count" in o for o in data["target"]["outcomes"])
    ok = json.loads(invoke(p("hello.ll"), p("hello_split.ll"), "--json").stdout)
    assert ok["verdict"] == "refines" and ok["counterexample"] is None


def test_real_subprocess() -> None:
    proc = subprocess.run([sys.executable, "-c", "from ctreelab.cli import main; main()",
                           "refine", p("guarded_div.ll"), p("hoisted_div.ll"), "--entry", "f"],
                          check=False, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1, proc.stderr
    assert "\ndoes not refine\n" in proc.stdout
    assert "counterexample (target outcome): ub: sdiv by zero" in proc.stdout
    bad = subprocess.run([sys.executable, "-c", "from ctreelab.cli import main; main()",
                          "refine", p("hello.ll"), p("hello.ll"), "--memory", "tzo"],
                         check=False, capture_output=True, text=True, timeout=300)
    assert bad.returncode == 3
    assert bad.stderr.startswith("error: unknown memory model 'tzo' (known: ")
    assert "Traceback" not in bad.stderr
