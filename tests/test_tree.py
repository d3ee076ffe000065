"""Choice trees (ctreelab.tree) and branch signatures (ctreelab.branches), through ``observe``."""

from __future__ import annotations

import random
from dataclasses import FrozenInstanceError, dataclass, field, replace
from typing import Any

import pytest
from ctreelab.branches import Choose, GuardB, Note, Pick, Sched, StepB, StuckB
from ctreelab.slotinit import fast_init
from ctreelab.tree import (
    Bind,
    Br,
    Guard,
    Kont,
    Left,
    Ret,
    Right,
    Step,
    Stuck,
    Vis,
    bind,
    bound,
    branch,
    choose,
    fmap,
    iter_loop,
    key_of,
    observe,
    ret,
    trigger,
)


@dataclass(frozen=True)
class Ev:
    """A test event; the driver answers it with whatever the test says."""

    tag: Any


def drive(t: Any, answer: Any = None, limit: int = 10_000) -> tuple[Any, list[Any]]:
    """Follow a tree to its ``Ret``: unary branches take their only choice, events get
    ``answer(event)`` (or ``answer``).  Returns (value, list of events and branches seen)."""
    seen: list[Any] = []
    for _ in range(limit):
        node = observe(t)
        if type(node) is Ret:
            return node.value, seen
        if type(node) is Br:
            seen.append(node.branch)
            choices = node.branch.choices()
            assert len(choices) == 1, f"unexpected branch {node.branch!r}"
            t = node.k(choices[0])
        else:
            seen.append(node.event)
            t = node.k(answer(node.event) if callable(answer) else answer)
    raise AssertionError("tree did not finish")


# --- Ret / Bind / fmap ------------------------------------------------------------------------


def test_ret_is_its_own_head() -> None:
    t = ret(5)
    assert t == Ret(5)
    assert observe(t) is t
    assert ret() == Ret(None)


def test_bind_sequences_values() -> None:
    t = bind(ret(2), lambda v: ret(v + 1))
    assert t == Bind(Ret(2), t.f)
    assert observe(t) == Ret(3)


def test_bind_is_associative_in_both_nestings() -> None:
    f = lambda v: ret(v * 10)
    g = lambda v: ret(v + 1)
    left = bind(bind(ret(4), f), g)
    right = bind(ret(4), lambda v: bind(f(v), g))
    assert observe(left) == Ret(41)
    assert observe(right) == Ret(41)


def test_fmap_applies_a_pure_function() -> None:
    assert observe(fmap(lambda v: v * 2, ret(21))) == Ret(42)


def test_fmap_over_an_event_applies_after_the_answer() -> None:
    node = observe(fmap(lambda v: (v, "seen"), trigger(Ev("q"))))
    assert type(node) is Vis and node.event == Ev("q")
    assert observe(node.k(7)) == Ret((7, "seen"))
    assert observe(node.k(8)) == Ret((8, "seen"))


def test_fmap_key_follows_the_function_key() -> None:
    keyed = Kont(lambda v: v + 1, key="inc")
    assert fmap(keyed, ret(1)).f.key == ("map", "inc")
    assert observe(fmap(keyed, ret(1))) == Ret(2)
    assert fmap(lambda v: v, ret(1)).f.key is None


# --- trigger / branch / choose ---------------------------------------------------------------


def test_trigger_returns_the_answer() -> None:
    t = trigger(Ev(1))
    assert t == Vis(Ev(1), Ret)
    node = observe(t)
    assert node is t
    assert node.k("answer") == Ret("answer")


def test_event_then_bind_gives_vis_with_pending_continuation() -> None:
    t = bind(trigger(Ev("a")), lambda x: bind(trigger(Ev(x)), lambda y: ret((x, y))))
    value, seen = drive(t, answer=lambda e: e.tag * 2 if isinstance(e.tag, int) else 3)
    assert value == (3, 6)
    assert seen == [Ev("a"), Ev(3)]


def test_branch_returns_the_choice() -> None:
    t = branch(Choose(3))
    assert t == Br(Choose(3), Ret, False)
    assert branch(Sched((1, 2)), stepping=True) == Br(Sched((1, 2)), Ret, True)
    node = observe(t)
    assert [node.k(c) for c in node.branch.choices()] == [Ret(0), Ret(1), Ret(2)]


def test_choose_between_trees() -> None:
    a, b, c = ret("a"), trigger(Ev("b")), ret("c")
    t = choose(a, b, c)
    assert type(t) is Br
    assert t.branch == Choose(3)
    assert t.stepping is False
    assert t.k(0) is a and t.k(1) is b and t.k(2) is c
    assert choose(a, stepping=True).stepping is True


def test_choose_of_nothing_is_stuck() -> None:
    t = choose()
    assert type(t) is Br and t.branch == StuckB() and t.stepping is False
    assert list(t.branch.choices()) == []


def test_guard_step_stuck() -> None:
    g = Guard(ret(1))
    assert (g.branch, g.stepping) == (GuardB(), False)
    assert list(g.branch.choices()) == [None]
    assert g.k(None) == Ret(1)
    g2 = Guard(lambda x: ret(("k", x)))
    assert g2.k(None) == Ret(("k", None))

    s = Step(ret(2))
    assert (s.branch, s.stepping) == (StepB(), True)
    assert list(s.branch.choices()) == [None]
    assert s.k(None) == Ret(2)
    assert Step(lambda x: ret(x)).k(None) == Ret(None)

    st = Stuck()
    assert (st.branch, st.stepping) == (StuckB(), False)
    assert list(st.branch.choices()) == []
    with pytest.raises(AssertionError, match="^a stuck tree was resumed$"):
        st.k(None)


def test_guards_under_binds_are_followed() -> None:
    t = bind(Guard(Step(ret(3))), lambda v: ret(v + 1))
    value, seen = drive(t)
    assert value == 4
    assert seen == [GuardB(), StepB()]


def test_observe_rejects_a_non_tree_under_a_bind() -> None:
    with pytest.raises(TypeError, match=r"^not a choice tree: 42$"):
        observe(Bind(42, ret))  # type: ignore[arg-type]


# --- continuations are pure: resumable many times --------------------------------------------


def test_br_resumed_with_each_choice_gives_independent_results() -> None:
    t = bind(branch(Choose(3)),
             lambda i: bind(trigger(Ev(i)), lambda a: bind(ret(a * 100), lambda b: ret((i, b)))))
    node = observe(t)
    assert type(node) is Br and node.branch == Choose(3)
    results = {}
    for i in (2, 0, 1, 0, 2):  # out of order and repeated
        ev = observe(node.k(i))
        assert ev.event == Ev(i)
        results.setdefault(i, []).append(observe(ev.k(i + 1)))
    assert results == {0: [Ret((0, 100)), Ret((0, 100))], 1: [Ret((1, 200))],
                       2: [Ret((2, 300)), Ret((2, 300))]}


def test_vis_resumed_with_different_answers() -> None:
    t = bind(bind(trigger(Ev("x")), lambda a: ret(a + 1)), lambda b: ret(b * 2))
    node = observe(t)
    assert [observe(node.k(a)) for a in (1, 5, 1)] == [Ret(4), Ret(12), Ret(4)]


def test_choose_resumption_reuses_the_same_subtrees() -> None:
    inner = bind(trigger(Ev("in")), lambda a: ret(("got", a)))
    node = observe(bind(choose(inner, ret("other")), lambda v: ret([v])))
    first = observe(node.k(0))
    second = observe(node.k(0))
    assert observe(first.k(1)) == Ret([("got", 1)])
    assert observe(second.k(2)) == Ret([("got", 2)])
    assert observe(first.k(3)) == Ret([("got", 3)])
    assert observe(node.k(1)) == Ret(["other"])


# --- keys ---------------------------------------------------------------------------------------


def test_kont_and_key_of() -> None:
    k = Kont(lambda a: ret(a), key=("pos", 3))
    assert k.key == ("pos", 3)
    assert key_of(k) == ("pos", 3)
    assert key_of(Kont(ret)) is None
    assert key_of(lambda a: a) is None
    assert key_of(ret) is None
    assert repr(k) == "Kont(key=('pos', 3))"
    assert k(9) == Ret(9)


def test_bindk_key_composes_innermost_first() -> None:
    t = Bind(Bind(Vis(Ev(0), Kont(ret, "k")), Kont(lambda v: ret(v + 1), "f")),
             Kont(lambda v: ret(v * 3), "g"))
    node = observe(t)
    assert type(node) is Vis and node.event == Ev(0)
    assert node.k.key == ("bind", ("k", "f", "g"))
    assert observe(node.k(1)) == Ret(6)


def test_bindk_key_on_branches() -> None:
    t = Bind(Br(Choose(2), Kont(ret, "k"), True), Kont(lambda v: ret(-v), "f"))
    node = observe(t)
    assert type(node) is Br and node.branch == Choose(2) and node.stepping is True
    assert node.k.key == ("bind", ("k", "f"))
    assert [observe(node.k(i)) for i in (0, 1)] == [Ret(0), Ret(-1)]


@pytest.mark.parametrize("missing", ["k", "f", "g"])
def test_bindk_key_is_none_when_any_key_is_missing(missing: str) -> None:
    def kont(name: str, fn: Any) -> Any:
        return fn if name == missing else Kont(fn, name)

    t = Bind(Bind(Vis(Ev(0), kont("k", ret)), kont("f", lambda v: ret(v + 1))),
             kont("g", lambda v: ret(v * 3)))
    node = observe(t)
    assert node.k.key is None
    assert observe(node.k(2)) == Ret(9)


def test_equal_keys_for_equal_futures() -> None:
    def program(start: int) -> Any:
        return Bind(Vis(Ev("r"), Kont(ret, ("read",))), Kont(lambda v: ret(v + 1), ("add1",)))

    assert observe(program(1)).k.key == observe(program(2)).k.key == \
        ("bind", (("read",), ("add1",)))


# --- iter_loop ----------------------------------------------------------------------------------


def test_iter_loop_left_continues_right_returns() -> None:
    calls: list[int] = []

    def body(i: int) -> Any:
        calls.append(i)
        return ret(Left(i + 1) if i < 4 else Right(i * 10))

    value, seen = drive(iter_loop(body, 0))
    assert value == 40
    assert calls == [0, 1, 2, 3, 4]
    assert seen == [GuardB()] * 4  # one guard between iterations


def test_iter_loop_right_at_once() -> None:
    assert observe(iter_loop(lambda i: ret(Right(("done", i))), 7)) == Ret(("done", 7))


def test_iter_loop_with_events_in_the_body() -> None:
    def body(acc: tuple[int, int]) -> Any:
        n, total = acc
        if n == 3:
            return ret(Right(total))
        return bind(trigger(Ev(n)), lambda a: ret(Left((n + 1, total + a))))

    value, seen = drive(iter_loop(body, (0, 0)), answer=lambda e: e.tag * 10)
    assert value == 0 + 10 + 20
    assert seen == [Ev(0), GuardB(), Ev(1), GuardB(), Ev(2), GuardB()]


def test_iter_loop_is_resumable_from_any_point() -> None:
    t = iter_loop(lambda i: bind(trigger(Ev(i)), lambda a: ret(Right(a) if a else Left(i + 1))),
                  0)
    node = observe(t)
    assert node.event == Ev(0)
    stop_now = observe(node.k("stop"))
    assert stop_now == Ret("stop")
    go_on = observe(node.k(0))
    assert type(go_on) is Br and go_on.branch == GuardB()
    nxt = observe(go_on.k(None))
    assert nxt.event == Ev(1)
    assert observe(nxt.k("x")) == Ret("x")
    assert observe(node.k("again")) == Ret("again")


def test_iter_loop_keys() -> None:
    keyed = iter_loop(lambda i: ret(Left(i + 1) if i < 2 else Right(i)), 0, key="L")
    node = observe(keyed)
    assert type(node) is Br
    assert node.k.key == ("iter-next", "L", 1)
    node = observe(node.k(None))
    assert node.k.key == ("iter-next", "L", 2)
    assert observe(node.k(None)) == Ret(2)

    body_with_event = iter_loop(lambda i: Vis(Ev(i), Kont(lambda a: ret(Right(a)), ("b", i))),
                                5, key="M")
    ev = observe(body_with_event)
    assert ev.k.key == ("bind", (("b", 5), ("iter", "M")))

    unkeyed = observe(iter_loop(lambda i: ret(Left(i + 1) if i < 1 else Right(i)), 0))
    assert unkeyed.k.key is None


def test_left_right_are_values() -> None:
    assert Left(1) == Left(1) and Left(1) != Right(1)
    assert hash(Right((1, 2))) == hash(Right((1, 2)))


# --- branch signatures ----------------------------------------------------------------------


def test_branch_signature_policies() -> None:
    c = Choose(3)
    assert list(c.choices()) == [0, 1, 2]
    assert c.default() == 0
    rng, ref = random.Random(7), random.Random(7)
    assert [c.sample(rng) for _ in range(20)] == [ref.randrange(3) for _ in range(20)]
    assert c.describe() == "Choose"

    s = Sched((1, 3, 4))
    assert tuple(s.choices()) == (1, 3, 4)
    assert s.default() == 1
    assert s.describe() == "Sched[1, 3, 4]"

    p = Pick((5, 6))
    assert tuple(p.choices()) == (5, 6)
    assert p.default() == 5

    assert tuple(GuardB().choices()) == (None,) == tuple(StepB().choices())
    assert tuple(Note(1, "exit").choices()) == (None,)
    with pytest.raises(LookupError, match="^a stuck branch has no choice$"):
        StuckB().default()
    with pytest.raises(LookupError, match="^a stuck branch has no choice$"):
        StuckB().sample(random.Random(0))


def test_branch_signatures_are_hashable_values() -> None:
    assert {Choose(2), Choose(2), Sched((1, 2)), Sched((1, 2)), GuardB(), GuardB()} == \
        {Choose(2), Sched((1, 2)), GuardB()}
    assert Choose(2) != Choose(3)


@pytest.mark.parametrize("head", ["br", "vis", "ret"])
def test_bound_is_the_normalised_bind(head: str) -> None:
    """``bound(t, f)`` is what ``observe`` makes of ``Bind(t, f)`` when ``t`` is a branch or
    an event (the same node kind, the same keys, the same resumptions), and a ``Bind``
    otherwise."""
    f = Kont(lambda v: Ret(("after", v)), ("f",))
    t = {"br": Br(Choose(2), Kont(lambda i: Ret(i * 10), ("k",)), True),
         "vis": Vis(Ev("e"), Kont(lambda a: Ret(a), ("k",))),
         "ret": Ret(7)}[head]
    got, want = bound(t, f), observe(Bind(t, f))
    if head == "ret":
        assert type(got) is Bind and observe(got) == want == Ret(("after", 7))
        return
    assert type(got) is type(want)
    assert key_of(got.k) == key_of(want.k) == ("bind", (("k",), ("f",)))
    if head == "br":
        assert (got.branch, got.stepping) == (want.branch, want.stepping) == (Choose(2), True)
        assert observe(got.k(1)) == observe(want.k(1)) == Ret(("after", 10))
    else:
        assert got.event == want.event == Ev("e")
        assert observe(got.k(3)) == observe(want.k(3)) == Ret(("after", 3))


def test_fast_init_keeps_a_frozen_dataclass_as_it_was() -> None:
    """A class given ``fast_init`` takes the same arguments (positional, by name, defaults,
    a field outside ``__init__`` set to its default), stays frozen, equal and hashed."""
    @fast_init
    @dataclass(frozen=True, slots=True)
    class Point:
        x: int
        y: int = 5
        cached: int | None = field(default=None, init=False, compare=False)

    assert Point(1) == Point(x=1, y=5) == Point(1, 5)
    assert Point(1, 2) != Point(1, 3) and hash(Point(1, 2)) == hash(Point(y=2, x=1))
    assert Point(1).cached is None and repr(Point(2, 3)).endswith("Point(x=2, y=3, cached=None)")
    assert replace(Point(1, 2), y=4) == Point(1, 4)
    with pytest.raises(FrozenInstanceError):
        Point(1).x = 2  # type: ignore[misc]
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'x'"):
        Point()  # type: ignore[call-arg]


def test_fast_init_refuses_what_it_cannot_build() -> None:
    @dataclass(frozen=True)
    class Unslotted:
        x: int

    @dataclass(frozen=True, slots=True)
    class Checked:
        x: int

        def __post_init__(self) -> None:
            pass

    @dataclass(frozen=True, slots=True)
    class Factory:
        x: list[int] = field(default_factory=list)

    with pytest.raises(TypeError, match="Unslotted is not a frozen slotted dataclass"):
        fast_init(Unslotted)
    with pytest.raises(TypeError, match="Checked is not a frozen slotted dataclass without "
                                        "__post_init__"):
        fast_init(Checked)
    with pytest.raises(TypeError, match="field 'x' of Factory is not a plain positional field"):
        fast_init(Factory)
