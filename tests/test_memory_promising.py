"""The promise-free Promising model (``promising``): reference programs, litmus verdicts
(spec §7.3), LLVM non-atomics and undef, cmpxchg, the compatibility mode, and the model's
state (canonical timelines, one step per event, branch policies)."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from ctreelab.branches import StepB
from ctreelab.events import Alloc, CmpXchg, Fence, Ordering, Read, ReadWrite, RmwOp, Write
from ctreelab.pipeline import PipelineSpec, StageSpec, build
from ctreelab.program import Layout
from ctreelab.registry import Registry
from ctreelab.tree import Br, Ret, Tree, observe
from ctreelab.values import UNDEF
from ctreelab_plugins.memory_promising import plugin
from ctreelab_plugins.memory_promising.model import Promising, PSState, PSUpdateView
from helpers import values

Outcomes = set[tuple[str, ...]]


@pytest.fixture(scope="module")
def registry() -> Registry:
    reg = Registry.discover()
    if "promising" in reg.names("memory model"):  # once the entry point is installed
        return reg
    return Registry.discover(extra=[("promising", plugin)])


@pytest.fixture
def run(tmp_path: Path, registry: Registry) -> Any:
    counter = [0]

    def run(source: str, observe: str, memory: str = "promising", **options: str) -> Outcomes:
        counter[0] += 1
        path = tmp_path / f"p{counter[0]}.muir"
        path.write_text(source)
        stages = (StageSpec("vars"), StageSpec("interleave"),
                  StageSpec("memory", {"model": memory, **options}))
        spec = PipelineSpec(program=str(path), stages=stages, observe=tuple(observe.split()),
                            scheduler_options={"timeout": 20.0})
        result = build(spec, registry).run()
        assert all(o.kind == "done" for o in result.outcomes), result.outcomes
        return values(result)

    return run


def litmus(*threads: str, shared: str = "x y", results: str = "r1 r2", init: bool = False) -> str:
    """Threads (instructions separated by ``|``): main spawns ``t2``, ``t3``, … with a bare
    ``spawn`` (no synchronisation), then runs the first thread itself.  Every global starts
    at 0.  With ``init``, main first stores 0 (monotonic) to the shared globals and creates
    the threads with ``thrd_create`` (spec §7.3's convention, for a model without initial
    messages)."""
    lines = [f"@{g} = global 0" for g in (*shared.split(), *results.split())]

    def code(body: str) -> list[str]:
        return [f"  {line.strip()}" for line in body.split("|")]

    for i, body in enumerate(threads[1:], 2):
        lines += [f"define @t{i}(%arg) {{", "entry:", *code(body), "  ret 0", "}"]
    start = [f"  store monotonic 0, @{g}" for g in shared.split()] if init else []
    start += [f"  %h{i} = thrd_create @t{i}, 0" if init else f"  %h{i} = spawn @t{i}, none, none, 0"
              for i in range(2, len(threads) + 1)]
    return "\n".join([*lines, "define @main() {", "entry:", *start, *code(threads[0]),
                      "  ret 0", "}"])


def t(*vals: object) -> tuple[str, ...]:
    return tuple(str(v) for v in vals)


def refines(sc: Outcomes, ps: Outcomes) -> bool:
    """Every SC outcome is a PS outcome, where PS's undef stands for any value (spec §5.6)."""
    return all(any(all(p in (v, "undef") for v, p in zip(o, q)) for q in ps) for o in sc)


# --- the reference programs (expected-outcomes.json, PS column) ------------------------------

REFERENCE = """
@a = global 0
@b = global 0
@a1 = global 0
@b1 = global 0
define @t2(%arg) {{
entry:
{t2}
  ret 0
}}
define @main() {{
entry:
  store monotonic 0, @a
  store monotonic 0, @b
  %t = thrd_create @t2, 0
{main}
  ret 0
}}
"""
EX_TSO = REFERENCE.format(
    main="  store monotonic 1, @a\n  %r = load monotonic @b\n  store monotonic %r, @b1",
    t2="  store monotonic 1, @b\n  %r = load monotonic @a\n  store monotonic %r, @a1")
EX_PS_T2 = ("  %rb = rmw {o} atomic_exchange @b, 2\n  %ra = load monotonic @a\n"
            "  store monotonic %ra, @a1\n  store monotonic %rb, @b1")
EX_PS_MAIN = ("  %x = rmw monotonic atomic_exchange @a, 1\n"
              "  %y = rmw {o} atomic_exchange @b, 1")
EX_PS = REFERENCE.format(main=EX_PS_MAIN.format(o="monotonic"), t2=EX_PS_T2.format(o="monotonic"))
EX_RA = REFERENCE.format(main=EX_PS_MAIN.format(o="release"), t2=EX_PS_T2.format(o="acquire"))
ALL_FOUR = {t(0, 0), t(0, 1), t(1, 0), t(1, 1)}


@pytest.mark.parametrize("compat", ["faithful", "artifact"])
@pytest.mark.parametrize(("source", "expected"), [
    (EX_TSO, ALL_FOUR),
    (EX_PS, ALL_FOUR),
    (EX_RA, {t(0, 0), t(1, 0), t(1, 1)}),
], ids=["ex_tso", "ex_ps", "ex_ra"])
def test_reference_programs(run: Any, source: str, expected: Outcomes, compat: str) -> None:
    assert run(source, "a1 b1", compat=compat) == expected


# --- litmus verdicts (spec §7.3; promise-free PS = RC11 except LB) ---------------------------

SB = "store {w}1, @x | {f}%a = load {r}@y | store not_atomic %a, @r1"
SB2 = "store {w}1, @y | {f}%a = load {r}@x | store not_atomic %a, @r2"


def sb(w: str = "monotonic ", r: str = "monotonic ", f: str = "") -> str:
    return litmus(SB.format(w=w, r=r, f=f), SB2.format(w=w, r=r, f=f))


def mp(t1: str, t2: str, init: bool = False) -> str:
    return litmus(t1, t2 + " | store not_atomic %a, @r1 | store not_atomic %b, @r2",
                  shared="d f", init=init)


MP_PLAIN = ("store monotonic 1, @d | store monotonic 1, @f",
            "%a = load monotonic @f | %b = load monotonic @d")
MP_REL_ACQ = ("store monotonic 1, @d | store release 1, @f",
              "%a = load acquire @f | %b = load monotonic @d")
MP_FENCES = ("store monotonic 1, @d | fence release | store monotonic 1, @f",
             "%a = load monotonic @f | fence acquire | %b = load monotonic @d")
MP_REL_FENCE_ACQ = ("store monotonic 1, @d | store release 1, @f",
                    "%a = load monotonic @f | fence acquire | %b = load monotonic @d")
MP_SC_FENCES = ("store monotonic 1, @d | fence seq_cst | store monotonic 1, @f",
                "%a = load monotonic @f | fence seq_cst | %b = load monotonic @d")
MP_SAME_THREAD_REL_SEQ = ("store monotonic 1, @d | store release 1, @f | store monotonic 2, @f",
                          "%a = load acquire @f | %b = load monotonic @d")


def mp_rmw_chain(init: bool = False) -> str:
    return litmus("store monotonic 1, @d | store release 1, @f",
                  "%q = rmw monotonic atomic_exchange @f, 2 | store not_atomic %q, @q",
                  "%a = load acquire @f | %b = load monotonic @d | store not_atomic %a, @r1"
                  " | store not_atomic %b, @r2", shared="d f", results="q r1 r2", init=init)


LB = litmus("%a = load monotonic @x | store monotonic 1, @y | store not_atomic %a, @r1",
            "%a = load monotonic @y | store monotonic 1, @x | store not_atomic %a, @r2")


def iriw(o: str, each: bool = False) -> str:
    """IRIW; readers store ``r = first - second`` (1 iff they saw their first location's
    write but not the other one), or with ``each`` both values."""
    reader = ("%a = load {o} @{0} | %b = load {o} @{1} | store not_atomic %a, @{2}"
              " | store not_atomic %b, @{3}" if each else
              "%a = load {o} @{0} | %b = load {o} @{1} | %c = sub %a, %b"
              " | store not_atomic %c, @{2}")
    load = "acquire" if o == "release" else o
    return litmus(f"store {o} 1, @x", f"store {o} 1, @y",
                  reader.format("x", "y", "r1", "r2", o=load),
                  reader.format("y", "x", "r3" if each else "r2", "r4", o=load),
                  results="r1 r2 r3 r4" if each else "r1 r2")


TWO_TWO_W = litmus("store monotonic 1, @x | store monotonic 2, @y",
                   "store monotonic 1, @y | store monotonic 2, @x", results="")
CORR = litmus("store monotonic 1, @x",
              "%a = load monotonic @x | %b = load monotonic @x | store not_atomic %a, @r1"
              " | store not_atomic %b, @r2")
COWW = litmus("store monotonic 1, @x | store monotonic 2, @x", results="")


def inc(o: str) -> str:
    body = "%a = rmw {o} atomic_add @x, 1 | store not_atomic %a, @{r}"
    return litmus(body.format(o=o, r="r1"), body.format(o=o, r="r2"), shared="x")


# (program, observed globals, weak outcome, allowed?)
VERDICTS = {
    "SB": (sb(), "r1 r2", t(0, 0), True),
    "SB+rel/acq": (sb("release ", "acquire "), "r1 r2", t(0, 0), True),
    "SB+sc": (sb("seq_cst ", "seq_cst "), "r1 r2", t(0, 0), False),
    "SB+sc-fences": (sb(f="fence seq_cst | "), "r1 r2", t(0, 0), False),
    "MP": (mp(*MP_PLAIN), "r1 r2", t(1, 0), True),
    "MP+rel/acq": (mp(*MP_REL_ACQ), "r1 r2", t(1, 0), False),
    "MP+fences": (mp(*MP_FENCES), "r1 r2", t(1, 0), False),
    "MP+rel+fence-acq": (mp(*MP_REL_FENCE_ACQ), "r1 r2", t(1, 0), False),
    "MP+sc-fences": (mp(*MP_SC_FENCES), "r1 r2", t(1, 0), False),
    "MP+RMW-chain": (mp_rmw_chain(), "q r1 r2", t(1, 2, 0), False),
    "MP+same-thread-rel-seq": (mp(*MP_SAME_THREAD_REL_SEQ), "r1 r2", t(2, 0), False),
    "LB": (LB, "r1 r2", t(1, 1), False),
    "IRIW": (iriw("monotonic"), "r1 r2", t(1, 1), True),
    "IRIW+rel/acq": (iriw("release"), "r1 r2", t(1, 1), True),
    "IRIW+sc": (iriw("seq_cst"), "r1 r2", t(1, 1), False),
    "2+2W": (TWO_TWO_W, "x y", t(1, 1), True),
    "2+2W+sc": (TWO_TWO_W.replace("monotonic", "seq_cst"), "x y", t(1, 1), False),
    "CoRR": (CORR, "r1 r2", t(1, 0), False),
    "CoWW": (COWW, "x", t(1), False),
}


@pytest.mark.parametrize("name", list(VERDICTS))
def test_litmus_verdicts(run: Any, name: str) -> None:
    source, observe, weak, allowed = VERDICTS[name]
    ps = run(source, observe)
    assert (weak in ps) == allowed
    sc = run(source, observe, memory="sc")
    assert sc <= ps and weak not in sc


def test_full_outcome_sets(run: Any) -> None:
    assert run(sb(), "r1 r2") == ALL_FOUR
    assert run(mp(*MP_PLAIN), "r1 r2") == ALL_FOUR
    assert run(LB, "r1 r2") == {t(0, 0), t(0, 1), t(1, 0)}  # no promises: no load buffering
    bits = [t(a, b, c, d) for a in (0, 1) for b in (0, 1) for c in (0, 1) for d in (0, 1)]
    assert run(iriw("monotonic", each=True), "r1 r2 r3 r4") == set(bits)
    assert run(TWO_TWO_W, "x y") == {t(1, 1), t(1, 2), t(2, 1), t(2, 2)}


@pytest.mark.parametrize("o", ["monotonic", "acquire", "release", "acq_rel", "seq_cst"])
def test_increments_are_never_lost(run: Any, o: str) -> None:
    assert run(inc(o), "x r1 r2") == {t(2, 0, 1), t(2, 1, 0)}


def test_artifact_compat_keeps_the_reference_quirks(run: Any) -> None:
    # spec §7.3 [Q]: fences and release sequences do not synchronise in the reference
    for source, seen, weak in [(mp(*MP_FENCES, init=True), "r1 r2", t(1, 0)),
                               (mp(*MP_REL_FENCE_ACQ, init=True), "r1 r2", t(1, 0)),
                               (mp_rmw_chain(init=True), "q r1 r2", t(1, 2, 0))]:
        assert weak in run(source, seen, compat="artifact")
        assert weak not in run(source, seen)
    # without initial messages, an unsynchronised read of an initialised global is undef
    assert t("undef", "undef") in run(mp(*MP_PLAIN), "r1 r2", compat="artifact")


@pytest.mark.parametrize("source, observe", [
    (sb(), "r1 r2"), (mp(*MP_PLAIN), "r1 r2"), (mp_rmw_chain(), "q r1 r2"), (LB, "r1 r2"),
    (TWO_TWO_W, "x y"), (inc("monotonic"), "x r1 r2"), (EX_PS, "a1 b1"),
], ids=["SB", "MP", "MP+RMW-chain", "LB", "2+2W", "INC", "ex_ps"])
def test_every_adjacency_class_gives_the_same_outcomes(run: Any, source: str,
                                                       observe: str) -> None:
    assert run(source, observe, slots="all") == run(source, observe)


# --- non-atomics and undef (spec §5.4, LLVM) ---------------------------------------------------

LISTING_1 = litmus(
    "store monotonic 2, @x | fence release",
    "%1 = load not_atomic @x | %2 = load monotonic @x | fence acquire | %3 = load not_atomic @x"
    " | store not_atomic %1, @b1 | store not_atomic %2, @b2 | store not_atomic %3, @b3",
    shared="x", results="b1 b2 b3")


def test_listing_1(run: Any) -> None:
    ps = run(LISTING_1, "b1 b2 b3")
    assert ps == {t(0, 0, 0), t(0, 0, "undef"), t(0, 2, 2), t("undef", 0, "undef"),
                  t("undef", 2, 2)}
    assert any(b1 == "undef" for b1, _, _ in ps)  # the non-atomic load may be undef
    assert all(b2 != "undef" for _, b2, _ in ps)  # the monotonic one never is
    assert all(b3 == "2" for _, b2, b3 in ps if b2 == "2")
    assert refines(run(LISTING_1, "b1 b2 b3", memory="sc"), ps)


def test_mp_with_non_atomic_data(run: Any) -> None:
    source = mp("store not_atomic 1, @d | store release 1, @f",
                "%a = load acquire @f | %b = load not_atomic @d")
    assert run(source, "r1 r2") == {t(1, 1), t(0, 0), t(0, "undef")}


def test_uninitialised_cells_read_undef(run: Any) -> None:
    source = """
@u = global undef
@r1 = global 0
@r2 = global 0
@r3 = global 0
define @main() {
entry:
  %a = load monotonic @u
  %p = alloca 2
  %b = load not_atomic %p
  %q = add %p, 1
  store monotonic 5, %q
  %c = load not_atomic %q
  store not_atomic %a, @r1
  store not_atomic %b, @r2
  store not_atomic %c, @r3
  ret 0
}
"""
    assert run(source, "u r1 r2 r3") == {t("undef", "undef", "undef", 5)}


def test_racing_atomic_read_of_a_non_atomic_write_is_undef(run: Any) -> None:
    source = litmus("store not_atomic 1, @x",
                    "%a = load monotonic @x | store not_atomic %a, @r1", shared="x", results="r1")
    # LLVM: it may see two writes, one non-atomic: undef; alone with the initial one: 0
    assert run(source, "r1") == {t(0), t("undef")}


# --- cmpxchg ---------------------------------------------------------------------------------

def test_cmpxchg_one_winner(run: Any) -> None:
    body = "%a = cmpxchg monotonic @x, 0, {v} | store not_atomic %a, @{r}"
    source = litmus(body.format(v=1, r="r1"), body.format(v=2, r="r2"), shared="x")
    assert run(source, "x r1 r2") == {t(1, 0, 1), t(2, 2, 0)}


def test_failed_cmpxchg_is_a_read_that_may_be_stale(run: Any) -> None:
    source = litmus("store monotonic 1, @x",
                    "%a = cmpxchg monotonic @x, 5, 6 | store not_atomic %a, @r1",
                    shared="x", results="r1")
    assert run(source, "x r1") == {t(1, 0), t(1, 1)}


def test_cmpxchg_failure_ordering(run: Any) -> None:
    reader = "%a = cmpxchg acquire {fail} @f, 7, 8 | %b = load monotonic @d"
    t1 = "store monotonic 1, @d | store release 1, @f"
    assert t(1, 0) in run(mp(t1, reader.format(fail="monotonic")), "r1 r2")
    assert t(1, 0) not in run(mp(t1, reader.format(fail="acquire")), "r1 r2")


# --- the model itself --------------------------------------------------------------------------

LAYOUT = Layout({"x": 1, "y": 2, "u": 3}, ((1, 0), (2, 0), (3, UNDEF)), 4)


def perform(model: Promising, tid: int, event: Any, state: PSState,
            pick: Any = None) -> tuple[Any, PSState, int]:
    """Run one handled event, choosing ``pick`` (default: the branch's default)."""
    tree: Tree = model.handle(tid, event, state)
    steps = 0
    while True:
        node = observe(tree)
        if type(node) is Ret:
            answer, new = node.value
            return answer, new, steps
        assert type(node) is Br
        if type(node.branch) is StepB:
            steps += node.stepping
            tree = node.k(None)
        else:
            assert isinstance(node.branch, PSUpdateView)
            tree = node.k(node.branch.default() if pick is None else pick)


def test_initial_messages_and_one_step_per_event() -> None:
    model = Promising()
    s = model.initial_state(LAYOUT)
    assert [model.value_at(s, a) for a in (1, 2, 3)] == [0, 0, UNDEF]
    events = [Read(Ordering.monotonic, 1), Read(Ordering.not_atomic, 3),
              Write(Ordering.release, 1, 5), ReadWrite(Ordering.acq_rel, 1, RmwOp("add", 1)),
              CmpXchg(Ordering.seq_cst, Ordering.acquire, 2, 0, 9), Fence(Ordering.seq_cst),
              Alloc(3), Read(Ordering.seq_cst, 3)]
    answers = []
    for e in events:
        answer, s, steps = perform(model, 1, e, s)
        assert steps == 1, e
        answers.append(answer)
    assert answers == [0, UNDEF, None, 5, (0, True), None, 4, UNDEF]
    assert [model.value_at(s, a) for a in (1, 2, 3)] == [6, 9, UNDEF]
    assert dict(s.free) == {0: 4, 1: 7}  # the arenas' base; thread 1's next free address


def test_branch_policies() -> None:
    model = Promising()
    s = model.initial_state(LAYOUT)
    _, s, _ = perform(model, 1, Write(Ordering.monotonic, 1, 1), s)
    _, s, _ = perform(model, 1, Write(Ordering.monotonic, 1, 2), s)
    node = observe(model.handle(2, Read(Ordering.monotonic, 1), s))
    assert isinstance(node, Br) and isinstance(node.branch, PSUpdateView)
    branch = node.branch
    hash(branch)
    tos = [d for d, _ in branch.choices()]
    assert len(tos) == 3 and branch.default() == (tos[-1], tos[-1])  # thread 2 sees all three
    rng = random.Random(0)
    assert {branch.sample(rng) for _ in range(50)} == set(branch.choices())
    write = observe(Promising(slots="all").handle(1, Write(Ordering.monotonic, 1, 3), s))
    assert isinstance(write, Br)
    last = s.timeline(1)[-1].to
    assert write.branch.default() == (last, last + 1)


def test_states_are_canonical() -> None:
    model = Promising(slots="all")
    s0 = model.initial_state(LAYOUT)
    _, s1, _ = perform(model, 1, Write(Ordering.release, 1, 1), s0, (1, 2))  # leaves a gap
    # thread 2 writes into the gap (0, 1): at a third, or at its middle: equivalent states
    _, a, _ = perform(model, 2, Write(Ordering.release, 1, 2), s1, (Fraction(1, 3), Fraction(2, 3)))
    _, b, _ = perform(model, 2, Write(Ordering.release, 1, 2), s1, (Fraction(1, 4), Fraction(1, 2)))
    assert a == b and hash(a) == hash(b)
    points = [(m.frm, m.to) for m in a.timeline(1)]
    assert points == [(0, 0), (1, 2), (3, 4)] and all(type(p) is int for p, _ in points)
    assert a.tview(2).cur == {1: 2} and a.timeline(1)[1].view == {1: 2}
    assert a.tview(1).cur == {1: 4}


def test_cmpxchg_variants_in_the_model() -> None:
    s = Promising().initial_state(LAYOUT)
    weak = CmpXchg(Ordering.monotonic, Ordering.monotonic, 1, 0, 1, weak=True)
    node = observe(Promising().handle(1, weak, s))
    assert isinstance(node, Br) and node.branch.choices() == ((0, 1), (0, 0))  # or fails
    answer, after, _ = perform(Promising(), 1, weak, s, (0, 0))
    assert answer == (0, False) and after.timeline(1) == s.timeline(1)
    # the reference lowers cmpxchg to an RMW that writes the old value back on failure
    artifact = Promising(compat="artifact")
    s = artifact.initial_state(LAYOUT)
    _, s, _ = perform(artifact, 1, Write(Ordering.monotonic, 1, 3), s)
    answer, s, _ = perform(artifact, 1, CmpXchg(Ordering.monotonic, Ordering.monotonic,
                                                1, 0, 1), s)
    assert answer == (3, False) and [m.val for m in s.timeline(1)] == [3, 3]


THRD_JOIN = """
@x = global 0
@r = global 0
define @t(%arg) {
entry:
  store monotonic 1, @x
  ret 0
}
define @main() {
entry:
  %h = thrd_create @t, 0
  %v = thrd_join %h
  %a = load monotonic @x
  store monotonic %a, @r
  ret 0
}
"""


def test_thrd_join_synchronises(run: Any) -> None:
    assert run(THRD_JOIN, "r") == {t(1)}
