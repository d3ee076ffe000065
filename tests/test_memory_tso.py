"""The ``tso`` memory model: x86-TSO litmus verdicts (spec §7.3), the reference examples
(spec §6), its branch kinds, canonical states and the ``artifact`` compatibility mode."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from ctreelab.component import OptionError
from ctreelab.outcome import RunResult
from ctreelab.pipeline import PipelineSpec, StageSpec, build
from ctreelab.program import Layout
from ctreelab.registry import Registry
from ctreelab.values import UNDEF, show
from ctreelab_plugins.memory_tso import TSO, TSOFlush, TSOFlushLists, TSOState, plugin

REFERENCE = Path("/work/shared/litmus/micro-vellvm-concurrency/expected-outcomes.json")


def registry() -> Registry:
    """A fresh registry with ``tso`` (in-process unless the entry point is installed)."""
    reg = Registry.discover()
    if "tso" in reg.components["memory model"]:
        return reg
    return Registry.discover(extra=[("tso", plugin)])


def run(path: Path, memory: str = "tso", observe: tuple[str, ...] = ("r1", "r2"),
        scheduler: str = "exhaustive", compat: str | None = None, **options: Any) -> RunResult:
    stages = None
    if compat is not None:
        stages = (StageSpec("vars"), StageSpec("interleave"),
                  StageSpec("memory", {"model": memory, "compat": compat}))
    spec = PipelineSpec(program=str(path), stages=stages, memory=None if stages else memory,
                        scheduler=scheduler, scheduler_options=options, observe=observe)
    result = build(spec, registry()).run()
    if scheduler == "exhaustive":
        assert all(o.kind == "done" for o in result.outcomes), result.outcomes
    return result


def values(result: RunResult) -> set[str]:
    """The observed values of each outcome, e.g. ``"0 1"``."""
    return {" ".join(show(v) for _, v in o.observed) for o in result.outcomes}


def litmus(tmp_path: Path, *threads: str, name: str = "prog") -> Path:
    """Globals x y z d f r1..r4 (all 0); main spawns a thread for each body but the first,
    then runs the first body itself."""
    lines = [f"@{g} = global 0" for g in ("x", "y", "z", "d", "f", "r1", "r2", "r3", "r4")]

    def function(name: str, params: str, prefix: list[str], body: str) -> list[str]:
        code = [s.strip() for s in body.strip().splitlines() if s.strip()]
        return [f"define @{name}({params}) {{", "entry:",
                *(f"  {s}" for s in prefix + code), "  ret 0", "}"]

    for i, body in enumerate(threads[1:], 2):
        lines += function(f"t{i}", "%arg", [], body)
    spawns = [f"spawn @t{i}, none, none, 0" for i in range(2, len(threads) + 1)]
    lines += function("main", "", spawns, threads[0])
    path = tmp_path / f"{name}.muir"
    path.write_text("\n".join(lines) + "\n")
    return path


def sb(store: str = "monotonic", load: str = "monotonic", fence: str = "") -> tuple[str, str]:
    between = f"fence {fence}" if fence else ""
    return tuple(f"""
        store {store} 1, @{w}
        {between}
        %a = load {load} @{r}
        store monotonic %a, @{out}
    """ for w, r, out in (("x", "y", "r1"), ("y", "x", "r2")))  # type: ignore[return-value]


ALL_2 = {"0 0", "0 1", "1 0", "1 1"}
MP = ("""
    store monotonic 1, @d
    store monotonic 1, @f
""", """
    %a = load monotonic @f
    %b = load monotonic @d
    store monotonic %a, @r1
    store monotonic %b, @r2
""")
LB = ("""
    %a = load monotonic @x
    store monotonic 1, @y
    store monotonic %a, @r1
""", """
    %a = load monotonic @y
    store monotonic 1, @x
    store monotonic %a, @r2
""")
# IRIW's readers publish their registers with locked exchanges (no buffered entries), which
# keeps the exploration small (with plain stores: 46k states, ~3 s)
IRIW = ("store monotonic 1, @x", "store monotonic 1, @y", """
    %a = load monotonic @x
    %b = load monotonic @y
    %o = rmw monotonic atomic_exchange @r1, %a
    %p = rmw monotonic atomic_exchange @r2, %b
""", """
    %a = load monotonic @y
    %b = load monotonic @x
    %o = rmw monotonic atomic_exchange @r3, %a
    %p = rmw monotonic atomic_exchange @r4, %b
""")
TWO_TWO_W = ("""
    store monotonic 1, @x
    store monotonic 2, @y
""", """
    store monotonic 1, @y
    store monotonic 2, @x
""")
CORR = ("store monotonic 1, @x", """
    %a = load monotonic @x
    %b = load monotonic @x
    store monotonic %a, @r1
    store monotonic %b, @r2
""")
COWW = ("""
    store monotonic 1, @x
    store monotonic 2, @x
""", """
    %a = load monotonic @x
    %b = load monotonic @x
    store monotonic %a, @r1
    store monotonic %b, @r2
""")
W_COALESCE = ("""
    store monotonic 1, @x
    store monotonic 2, @x
    %a = load monotonic @z
    store monotonic %a, @r1
""", """
    store monotonic 1, @z
    fence seq_cst
    %a = load monotonic @x
    %b = load monotonic @x
    store monotonic %a, @r2
    store monotonic %b, @r3
""")


def published(threads: tuple[str, ...]) -> tuple[str, ...]:
    """Registers stored with seq_cst stores, which flush at once in both modes (the artifact's
    observer does not drain: a buffered observation store would show a stale value)."""
    return tuple(body.replace("store monotonic %", "store seq_cst %") for body in threads)


def inc(ordering: str) -> tuple[str, str]:
    body = f"%o = rmw {ordering} atomic_add @x, 1"
    return body, body


# (name, threads, observed, exact TSO outcomes, SC outcomes)
CASES: list[tuple[str, tuple[str, ...], tuple[str, ...], set[str], set[str]]] = [
    ("SB", sb(), ("r1", "r2"), ALL_2, ALL_2 - {"0 0"}),
    ("SB+sc-fences", sb(fence="seq_cst"), ("r1", "r2"), ALL_2 - {"0 0"}, ALL_2 - {"0 0"}),
    ("SB+sc", sb("seq_cst", "seq_cst"), ("r1", "r2"), ALL_2 - {"0 0"}, ALL_2 - {"0 0"}),
    ("SB+sc-stores", sb("seq_cst"), ("r1", "r2"), ALL_2 - {"0 0"}, ALL_2 - {"0 0"}),
    ("SB+rel/acq", sb("release", "acquire"), ("r1", "r2"), ALL_2, ALL_2 - {"0 0"}),
    ("SB+acq_rel-fences", sb(fence="acq_rel"), ("r1", "r2"), ALL_2, ALL_2 - {"0 0"}),
    ("MP", MP, ("r1", "r2"), ALL_2 - {"1 0"}, ALL_2 - {"1 0"}),
    ("LB", LB, ("r1", "r2"), ALL_2 - {"1 1"}, ALL_2 - {"1 1"}),
    ("IRIW", IRIW, ("r1", "r2", "r3", "r4"),
     {f"{a} {b} {c} {d}" for a in "01" for b in "01" for c in "01" for d in "01"} - {"1 0 1 0"},
     {f"{a} {b} {c} {d}" for a in "01" for b in "01" for c in "01" for d in "01"} - {"1 0 1 0"}),
    ("2+2W", TWO_TWO_W, ("x", "y"), {"1 2", "2 1", "2 2"}, {"1 2", "2 1", "2 2"}),
    ("CoRR", CORR, ("r1", "r2"), ALL_2 - {"1 0"}, ALL_2 - {"1 0"}),
    ("CoWW", COWW, ("x", "r1", "r2"),
     {"2 0 0", "2 0 1", "2 0 2", "2 1 1", "2 1 2", "2 2 2"},
     {"2 0 0", "2 0 1", "2 0 2", "2 1 1", "2 1 2", "2 2 2"}),
    ("INC", inc("monotonic"), ("x",), {"2"}, {"2"}),
    ("INC+acquire", inc("acquire"), ("x",), {"2"}, {"2"}),
]
# W-coalesce: its weak outcome (r0=0, r1=0, r2=1; here r1 r2 r3) is allowed by x86-TSO
W_COALESCE_WEAK = "0 0 1"


@pytest.mark.parametrize("name, threads, observe, expected, sc", CASES, ids=[c[0] for c in CASES])
def test_litmus_outcomes(tmp_path: Path, name: str, threads: tuple[str, ...],
                         observe: tuple[str, ...], expected: set[str], sc: set[str]) -> None:
    path = litmus(tmp_path, *threads)
    tso_values = values(run(path, "tso", observe))
    sc_values = values(run(path, "sc", observe))
    assert tso_values == expected
    assert sc_values == sc
    assert sc_values <= tso_values


def test_w_coalesce_is_allowed(tmp_path: Path) -> None:
    path = litmus(tmp_path, *published(W_COALESCE))
    tso_values = values(run(path, "tso", ("r1", "r2", "r3")))
    sc_values = values(run(path, "sc", ("r1", "r2", "r3")))
    assert W_COALESCE_WEAK in tso_values
    assert W_COALESCE_WEAK not in sc_values
    assert sc_values <= tso_values
    assert values(run(path, "tso", ("r1", "r2", "r3"), compat="artifact")) == tso_values - {
        W_COALESCE_WEAK}


@pytest.mark.parametrize("name, threads, observe, expected, sc", CASES, ids=[c[0] for c in CASES])
def test_round_robin_gives_the_sc_execution(tmp_path: Path, name: str,
                                            threads: tuple[str, ...], observe: tuple[str, ...],
                                            expected: set[str], sc: set[str]) -> None:
    path = litmus(tmp_path, *threads)
    tso = run(path, "tso", observe, "round_robin")
    # round_robin drains every buffered store as soon as another thread is ready: the
    # same execution as under sc
    assert values(tso) <= sc
    assert tso.outcomes == run(path, "sc", observe, "round_robin").outcomes


def test_random_scheduler_is_reproducible(tmp_path: Path) -> None:
    path = litmus(tmp_path, *sb())
    first = run(path, scheduler="random", seed=7, runs=200)
    assert first.outcomes == run(path, scheduler="random", seed=7, runs=200).outcomes
    assert sum(first.outcomes.values()) == 200
    assert values(first) <= ALL_2
    assert len(values(first)) > 1


def test_own_buffered_write_is_read_first(tmp_path: Path) -> None:
    # each thread reads its own store back (1), while the other's may still be buffered
    body = """
        store monotonic 1, @{w}
        %a = load monotonic @{w}
        %b = load monotonic @{r}
        store monotonic %a, @{o1}
        store monotonic %b, @{o2}
    """
    path = litmus(tmp_path, body.format(w="x", r="y", o1="r1", o2="r2"),
                  body.format(w="y", r="x", o1="r3", o2="r4"))
    assert values(run(path, observe=("r1", "r2", "r3", "r4"))) == {
        "1 0 1 0", "1 0 1 1", "1 1 1 0", "1 1 1 1"}


def test_newest_buffered_write_wins(tmp_path: Path) -> None:
    path = litmus(tmp_path, """
        store monotonic 1, @x
        store monotonic 2, @x
        %a = load monotonic @x
        store monotonic %a, @r1
    """)
    assert values(run(path, observe=("r1", "x"))) == {"2 2"}


def test_cmpxchg_success_and_failure(tmp_path: Path) -> None:
    # the buffered store of 1 drains before the locked compare: success, then failure
    path = litmus(tmp_path, """
        store monotonic 1, @x
        %a = cmpxchg monotonic @x, 1, 5
        %b = cmpxchg monotonic @x, 1, 7
        store monotonic %a, @r1
        store monotonic %b, @r2
    """)
    assert values(run(path, observe=("x", "r1", "r2"))) == {"5 1 5"}


def test_competing_cmpxchg_exactly_one_succeeds(tmp_path: Path) -> None:
    body = """
        %o = cmpxchg monotonic @x, 0, {v}
        store monotonic %o, @{out}
    """
    path = litmus(tmp_path, body.format(v=1, out="r1"), body.format(v=2, out="r2"))
    assert values(run(path, observe=("x", "r1", "r2"))) == {"1 0 1", "2 2 0"}


def test_never_written_cells_read_undef(tmp_path: Path) -> None:
    path = tmp_path / "undef.muir"
    path.write_text("""
@u = global undef
@r1 = global 0
define @main() {
entry:
  %a = load monotonic @u
  %b = eq %a, %a
  store monotonic %a, @r1
  ret 0
}
""")
    assert values(run(path, observe=("u", "r1"))) == {"undef undef"}


def test_thrd_join_sees_the_joined_threads_writes(tmp_path: Path) -> None:
    path = tmp_path / "join.muir"
    path.write_text("""
@x = global 0
@r1 = global 0
define @t(%arg) {
entry:
  store monotonic 7, @x
  ret 0
}
define @main() {
entry:
  %t = thrd_create @t, 0
  %j = thrd_join %t
  %a = load monotonic @x
  store monotonic %a, @r1
  ret 0
}
""")
    assert values(run(path, observe=("r1",))) == {"7"}


# --- the reference examples (spec §6) ----------------------------------------------------

REFERENCE_PROGRAMS = {
    "ex_tso": ("""
  store monotonic 1, @a
  %r = load monotonic @b
  store monotonic %r, @b1""", """
  store monotonic 1, @b
  %r = load monotonic @a
  store monotonic %r, @a1"""),
    "ex_ps": ("""
  %x = rmw monotonic atomic_exchange @a, 1
  %y = rmw monotonic atomic_exchange @b, 1""", """
  %rb = rmw monotonic atomic_exchange @b, 2
  %ra = load monotonic @a
  store monotonic %ra, @a1
  store monotonic %rb, @b1"""),
}
# TSO column of expected-outcomes.json ([a1, b1])
REFERENCE_TSO = {"ex_tso": {"0 0", "0 1", "1 0", "1 1"}, "ex_ps": {"0 0", "1 0", "1 1"}}


def reference_program(tmp_path: Path, name: str) -> Path:
    main, t2 = REFERENCE_PROGRAMS[name]
    path = tmp_path / f"{name}.muir"
    path.write_text(f"""
@a = global 0
@b = global 0
@a1 = global 0
@b1 = global 0
define @t2(%arg) {{
entry:{t2}
  ret 0
}}
define @main() {{
entry:
  store monotonic 0, @a
  store monotonic 0, @b
  %t = thrd_create @t2, 0{main}
  ret 0
}}
""")
    return path


@pytest.mark.parametrize("compat", ["faithful", "artifact"])
@pytest.mark.parametrize("name", sorted(REFERENCE_PROGRAMS))
def test_reference_examples(tmp_path: Path, name: str, compat: str) -> None:
    path = reference_program(tmp_path, name)
    tso = values(run(path, observe=("a1", "b1"), compat=compat))
    assert tso == REFERENCE_TSO[name]
    assert values(run(path, "sc", ("a1", "b1"))) <= tso


def test_reference_data_matches() -> None:
    if not REFERENCE.exists():
        pytest.skip(f"{REFERENCE} not available")
    tests = json.loads(REFERENCE.read_text())["tests"]
    assert {name: set(tests[name]["expected"]["TSO"]) for name in REFERENCE_TSO} == REFERENCE_TSO


# --- the artifact compatibility mode (spec §4, §7.2) --------------------------------------


def test_artifact_relaxed_rmws_lose_updates(tmp_path: Path) -> None:
    path = litmus(tmp_path, *inc("monotonic"))
    # x=1: a lost update; x=0: both increments still buffered at exit (no draining observer)
    assert values(run(path, observe=("x",), compat="artifact")) == {"0", "1", "2"}
    assert values(run(litmus(tmp_path, *inc("acq_rel"), name="inc2"), observe=("x",),
                      compat="artifact")) == {"2"}


ARTIFACT_CASES = {"SB": ALL_2, "SB+sc-fences": ALL_2 - {"0 0"},
                  "SB+acq_rel-fences": ALL_2 - {"0 0"}, "MP": ALL_2 - {"1 0"},
                  "LB": ALL_2 - {"1 1"}, "CoRR": ALL_2 - {"1 0"}}


@pytest.mark.parametrize("name", sorted(ARTIFACT_CASES))
def test_artifact_verdicts(tmp_path: Path, name: str) -> None:
    threads = next(c[1] for c in CASES if c[0] == name)
    path = litmus(tmp_path, *published(threads))
    assert values(run(path, compat="artifact")) == ARTIFACT_CASES[name]


def test_artifact_release_stores_flush(tmp_path: Path) -> None:
    path = litmus(tmp_path, *published(sb("release", "acquire")))
    assert values(run(path, compat="artifact")) == ALL_2 - {"0 0"}
    assert values(run(path, compat="faithful")) == ALL_2


def test_compat_option_is_checked() -> None:
    with pytest.raises(OptionError, match="compat"):
        TSO(compat="fifo")
    assert TSO().label() == "tso"
    assert TSO(compat="artifact").label() == "tso(compat=artifact)"


# --- branches and states -----------------------------------------------------------------


def test_tso_flush_branch() -> None:
    b = TSOFlush((2, 3))
    assert list(b.choices()) == [2, 3, None]
    assert b.default() == 2
    assert list(TSOFlush((2, 3), can_stop=False).choices()) == [2, 3]
    rng = random.Random(1)
    assert {b.sample(rng) for _ in range(100)} == {2, 3, None}
    assert hash(b) == hash(TSOFlush((2, 3))) and b == TSOFlush((2, 3))


def test_tso_flush_lists_branch() -> None:
    assert list(TSOFlushLists((1, 2)).choices()) == [(), (1,), (2,), (1, 2), (2, 1)]
    assert len(TSOFlushLists((1, 2, 3)).choices()) == 16
    assert TSOFlushLists((1, 2)).default() == (1, 2)


def test_states_are_canonical_and_immutable() -> None:
    start = TSO().initial_state(Layout.of(()))
    assert isinstance(start, TSOState)
    s = start.with_buffer(2, ((1, 5), (2, 6))).with_buffer(1, ((3, 7),))
    assert s.pending() == (1, 2)
    assert s.read(2, 1) == 5 and s.read(1, 1) is UNDEF
    a = s.drain_oldest(1).drain_oldest(2)
    b = s.drain_oldest(2).drain_oldest(1)
    assert a == b and hash(a) == hash(b)
    assert a.drain(2) == s.drain(1).drain(2) == s.drain(2).drain(1)
    assert s.drain(1).drain(2).buffers == () and start.buffers == ()
    assert s.buffer(2) == ((1, 5), (2, 6))  # s unchanged by the drains
