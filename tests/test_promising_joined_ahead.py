"""Promising forgets the view entries that a synchronising join will cover (issue 7): what
the interleaving tells ``forget`` (blocked threads, pending synchronising joins), the
entries ``Promising.forget`` drops, and explorations with and without it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ctreelab.events import Ordering, Read, ReadWrite, RmwOp
from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab_plugins.memory_promising.model import Promising, PSState
from ctreelab_plugins.memory_promising.timeline import Msg
from ctreelab_plugins.memory_promising.views import TView

RLX = Ordering.monotonic
X, Y = 1, 2
ROOT = Path(__file__).resolve().parent.parent
V = FrozenMap
MODEL = Promising()
UPDATE_X = MODEL.footprint(0, ReadWrite(RLX, X, RmwOp("add", 1)))
READ_X = MODEL.footprint(0, Read(RLX, X))
CHAIN = (Msg(0, 0, 0, EMPTY), Msg(0, 1, 1, EMPTY), Msg(1, 2, 2, EMPTY), Msg(2, 3, 3, EMPTY))


def state(**threads: TView) -> PSState:
    """x's timeline settled from the origin (three updates), y's initial message only;
    ``t1=…`` is thread 1's views."""
    views = FrozenMap((int(name[1:]), tv) for name, tv in threads.items())
    return PSState(FrozenMap({X: CHAIN, Y: (Msg(0, 0, 0, EMPTY),)}), views, EMPTY, 10)


def views(s: PSState) -> dict[int, TView]:
    return dict(s.threads.items())


def test_a_finished_threads_entry_goes_when_every_live_thread_will_see_past_it() -> None:
    done = TView(V({X: 2, Y: 1}), V({X: 3}), V({X: 1}), V({X: V({X: 2})}))
    s = state(t2=TView(V({X: 1})), t3=done)
    # thread 2 updates x next (after the last message): x's entry of the finished thread 3
    # can no longer tell; its acq and release views are never read again
    assert views(MODEL.forget(s, ((2, UPDATE_X),), None, ())) == {3: TView(V({Y: 1}))}
    # thread 2 reads x next: its view of x (1) is below thread 3's (2)
    assert views(MODEL.forget(s, ((2, READ_X),), None, ())) == {
        2: TView(V({X: 1})), 3: TView(V({X: 2, Y: 1}))}
    # ... unless its view is already there
    level = state(t2=TView(V({X: 2, Y: 1})), t3=done)
    assert views(MODEL.forget(level, ((2, READ_X),), None, ())) == {2: TView(V({X: 2, Y: 1}))}
    # a blocked thread (its next action unknown) keeps it too
    assert views(MODEL.forget(s, ((2, UPDATE_X),), None, (1,))) == {3: TView(V({X: 2, Y: 1}))}
    # blocked threads not known: which have finished is not known either
    assert views(MODEL.forget(s, ((2, UPDATE_X),), None)) == {3: done}


def test_a_thread_about_to_join_forgets_what_the_joined_thread_will_cover() -> None:
    main = TView(V({X: 2, Y: 1}), V({X: 3, Y: 1}), V({X: 1}), V({X: V({X: 2})}))
    s = state(t1=main, t2=TView(V({X: 1})))
    # main waits to join thread 2, which updates x next: main's cur and acq entries of x go,
    # its release views stay
    assert views(MODEL.forget(s, ((2, UPDATE_X),), None, (1,), ((1, 2),))) == {
        1: TView(V({Y: 1}), V({Y: 1}), V({X: 1}), V({X: V({X: 2})}))}
    # thread 2 reads x next with a view of 1: main's entries stay
    assert MODEL.forget(s, ((2, READ_X),), None, (1,), ((1, 2),)) is s
    # along a chain of joins: main joins 3, which joins 2, which updates x next
    chain = state(t1=main, t2=TView(V({X: 1})), t3=TView(V({X: 1})))
    assert views(MODEL.forget(chain, ((2, UPDATE_X),), None, (1, 3), ((1, 3), (3, 2)))) == {
        1: TView(V({Y: 1}), V({Y: 1}), V({X: 1}), V({X: V({X: 2})}))}


def test_the_thread_a_join_reads_keeps_its_entries() -> None:
    # main joins the finished thread 3 next: thread 2's coming update does not cover what
    # main reads from thread 3 (covering through thread 3 itself would be circular)
    s = state(t3=TView(V({X: 2})))
    assert MODEL.forget(s, ((1, ()), (2, UPDATE_X)), None, (), ((1, 3),)) is s
    # main waits for thread 2, threads 2 and 3 for each other: no view covers another's,
    # and the chase along the joins ends
    cycle = state(t1=TView(V({X: 2})), t2=TView(V({X: 1})), t3=TView(V({Y: 1})))
    assert MODEL.forget(cycle, (), None, (1, 2, 3), ((1, 2), (2, 3), (3, 2))) is cycle


def test_artifact_mode_forgets_nothing_by_joins() -> None:
    s = state(t1=TView(V({X: 2})), t2=TView(V({X: 1})), t3=TView(V({X: 2}), V({X: 3})))
    artifact = Promising(compat="artifact")
    assert artifact.forget(s, ((2, UPDATE_X),), None, (1,), ((1, 2),)) is s


@pytest.mark.parametrize(("program", "calls"), [
    # pthread_join: main waits to join the thread (blocked), then joins it; where every
    # future is known no plain spawn can come (C's threads are created synchronising), but
    # main's future at pthread_create is not known
    ("examples/c/O1/mp_join.ll", {((1,), (), (), False), ((1,), (), (), True),
                                  ((1, 2), (), (), False), ((2,), (1,), ((1, 2),), False),
                                  ((1,), (), ((1, 2),), False)}),
    # thrd_join is a raw join and a handshake through memory (paper Appendix A); μIR gives
    # no futures, so a plain spawn may come until main's return, which spawns nothing
    ("examples/join.muir", {((1,), (), (), True), ((1,), (), (), False),
                            ((1, 2), (), (), True), ((2,), (1,), (), True)}),
])
def test_the_interleaving_names_blocked_threads_and_pending_joins(
        monkeypatch: pytest.MonkeyPatch, program: str, calls: set[tuple[Any, ...]]) -> None:
    """What ``forget`` is told at each ``Sched``: ready threads, blocked ones, pending
    synchronising joins, whether a plain spawn may still come."""
    seen: set[tuple[Any, ...]] = set()
    forget = Promising.forget

    def recording(self: Promising, state: Any, pending: Any, futures: Any, blocked: Any = (),
                  joins: Any = ()) -> Any:
        spawns = futures is None or any(f is None for _, f in futures)
        seen.add((tuple(t for t, _ in pending), blocked, joins, spawns))
        return forget(self, state, pending, futures, blocked, joins)

    monkeypatch.setattr(Promising, "forget", recording)
    explore(ROOT / program)
    assert seen == calls


def explore(path: Path) -> tuple[list[str], int]:
    spec = PipelineSpec(program=str(path), memory="promising", scheduler="exhaustive",
                        scheduler_options={"max-states": 100_000})
    result = build(spec, Registry.discover()).run()
    return sorted(o.show() for o in result.outcomes), result.stats["states"]


@pytest.mark.parametrize(("n", "states", "without"), [(3, 20, 32), (4, 72, 314), (5, 232, 4022)])
def test_counters_merge_finished_workers_with_the_same_outcomes(
        monkeypatch: pytest.MonkeyPatch, n: int, states: int, without: int) -> None:
    """counter: main joins the workers in order; a finished worker's last position no
    longer matters once the worker main waits for will update the counter again."""
    program = ROOT / "benchmarks" / "programs" / f"counter_N{n}.ll"
    outcomes, count = explore(program)
    assert count == states
    monkeypatch.setattr(Promising, "_joined_ahead", lambda self, s, *_: s)
    assert explore(program) == (outcomes, without)


def test_counter_n6_takes_716_configurations() -> None:
    """The issue's target program (counter N=6, K=2): one outcome, 716 configurations."""
    outcomes, count = explore(ROOT / "benchmarks" / "programs" / "counter_N6.ll")
    assert (outcomes, count) == (['done  output="counter=12\\n" ret=0'], 716)


JOINS = ROOT / "tests" / "promising_joins"  # C programs, compiled by regenerate.sh there


@pytest.mark.parametrize(("program", "outcomes"), [
    ("reads_between_joins", ["1 3", "2 3", "3 3"]),
    ("updates_between_joins", ["1 5 5", "2 1 5", "2 5 5", "3 7 5"]),
    ("joins_a_joiner", ["2 3 0 1 0", "2 3 1 1 0", "2 3 1 1 1", "3 3 0 1 0", "3 3 1 1 0",
                        "3 3 1 1 1"]),
])
def test_what_a_join_brings_still_arrives(
        monkeypatch: pytest.MonkeyPatch, program: str, outcomes: list[str]) -> None:
    """Reads and updates between joins, and a join of a thread that joins another: exact
    outcome sets, the same without the rule."""
    shown = [f'done  output="{o}\\n" ret=0' for o in outcomes]
    path = JOINS / f"{program}.ll"
    assert explore(path)[0] == shown
    monkeypatch.setattr(Promising, "_joined_ahead", lambda self, s, *_: s)
    assert explore(path)[0] == shown
