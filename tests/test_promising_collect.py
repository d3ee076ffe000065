"""Promising collects the messages no thread can read again (issue 20): those before the
oldest message some live thread's ``cur`` still reaches.  What ``collected`` keeps and drops,
and explorations with and without it (the same outcomes, fewer configurations)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ctreelab.cells import Zeros
from ctreelab.events import CmpXchg, Ordering, Read, Write
from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.footprint import Access
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab_plugins.memory_promising import model
from ctreelab_plugins.memory_promising.model import Promising, PSState, collected
from ctreelab_plugins.memory_promising.timeline import Msg
from ctreelab_plugins.memory_promising.views import TView

X, Y = 1, 2
SC, RLX = Ordering.seq_cst, Ordering.monotonic
ROOT = Path(__file__).resolve().parent.parent
V = FrozenMap
# x: the initial message, then writes at (1, 2] (value 1) and (3, 4] (value 2), gaps between
GAPPY = (Msg(0, 0, 0, EMPTY), Msg(1, 2, 1, V({X: 2})), Msg(3, 4, 2, V({X: 4, Y: 1})))


NO_ZEROS = Zeros(())


def state(x: tuple[Msg, ...] = GAPPY, zeros: Zeros = NO_ZEROS, **threads: TView) -> PSState:
    views = FrozenMap((int(name[1:]), tv) for name, tv in threads.items())
    return PSState(FrozenMap({X: x, Y: (Msg(0, 0, 0, EMPTY), Msg(0, 1, 5, EMPTY))}), views,
                   V({X: 4, Y: 1}), 10, EMPTY, zeros)


def test_every_live_thread_past_the_last_message_leaves_it_alone() -> None:
    s = state(t1=TView(V({X: 4, Y: 1})), t2=TView(V({X: 4}), V({X: 4, Y: 1}), V({X: 2})))
    c = collected(s, (), (1, 2), {})
    # x keeps its last message, at the origin, and no view mentions x any more; y's view of
    # thread 2 is 0: y keeps both messages
    assert c.mem[X] == (Msg(0, 0, 2, V({Y: 1})),)
    assert c.mem[Y] == s.mem[Y]
    assert dict(c.threads.items()) == {1: TView(V({Y: 1})), 2: TView(V(), V({Y: 1}))}
    assert c.sc == V({Y: 1})


def test_the_lowest_live_view_keeps_its_message_and_the_later_ones() -> None:
    s = state(t1=TView(V({X: 4})), t2=TView(V({X: 2})))
    c = collected(s, (), (1, 2), {})
    # (1, 2] becomes the origin; (3, 4] keeps its gap before it, renumbered
    assert c.mem[X] == (Msg(0, 0, 1, EMPTY), Msg(1, 2, 2, V({X: 2, Y: 1})))
    assert dict(c.threads.items()) == {1: TView(V({X: 2}))}
    assert c.sc == V({X: 2, Y: 1})
    # a live thread that has seen nothing of x (view 0) keeps x's timeline whole
    assert collected(s, (), (1, 2, 3), {}).mem[X] == GAPPY


def test_a_thread_about_to_join_reaches_no_lower_than_the_joined_one() -> None:
    s = state(t1=TView(), t2=TView(V({X: 4})))
    # main (1) waits for thread 2: it reads nothing before the join raises its view to 4
    assert collected(s, (), (1, 2), {1: 2}).mem[X] == (Msg(0, 0, 2, V({Y: 1})),)
    # ... but not while it is not waiting for it
    assert collected(s, (), (1, 2), {}) is s
    # a cycle of joins ends the chase
    assert collected(s, (), (1, 3), {1: 3, 3: 1}) is s


def test_a_thread_that_touches_a_location_no_more_reaches_nothing_there() -> None:
    """Thread 1 has seen nothing of x, but neither its next action nor its future touches
    x: thread 2's view decides alone; with none that touches x, x keeps its last message."""
    s = state(t1=TView(), t2=TView(V({X: 2})))
    reads_y, reads_x = (Access("mem", Y, Y + 1, False),), (Access("mem", X, X + 1, False),)
    ahead = {1: reads_y, 2: reads_x}
    assert collected(s, ((1, reads_y),), (2,), {}, ahead).mem[X] == (
        Msg(0, 0, 1, EMPTY), Msg(1, 2, 2, V({X: 2, Y: 1})))
    assert collected(s, ((1, ()),), (2,), {}, {1: reads_y, 2: reads_y}).mem[X] == (
        Msg(0, 0, 2, V({Y: 1})),)
    # a future that may touch x, or one not known, keeps thread 1's reach
    for future in ((Access("mem", X, X + 1, True),), None):
        assert collected(s, ((1, ()),), (2,), {}, {1: future, 2: reads_y}).mem[X] == GAPPY
    # ... and a next action that does, or is not known
    for fp in ((Access("mem", X, X + 1, False),), None):
        assert collected(s, ((1, fp),), (2,), {}, ahead).mem[X] == GAPPY
    # a thread waiting to join 1 that reads x later reaches no lower than thread 1
    assert collected(s, ((1, ()),), (3,), {3: 1}, {1: reads_y, 3: reads_x}).mem[X] == GAPPY


MODEL = Promising()


def test_a_seq_cst_access_elsewhere_lifts_the_thread_to_the_sc_view() -> None:
    """Thread 1 has seen nothing of x, but its next action is a seq_cst access of y: it
    leaves its view past the SC view (x at 4) before it can read or write x."""
    s = state(t1=TView(), t2=TView(V({X: 4})))
    sc_y = MODEL.footprint(1, Read(SC, Y))
    assert collected(s, ((1, sc_y), (2, ())), (), {}).mem[X] == (Msg(0, 0, 2, V({Y: 1})),)
    # not a relaxed access, nor a seq_cst one of x itself, nor a compare-and-swap that may
    # fail with a relaxed read
    for fp in (MODEL.footprint(1, Read(RLX, Y)), MODEL.footprint(1, Write(SC, X, 7)),
               MODEL.footprint(1, CmpXchg(SC, RLX, Y, 0, 1))):
        assert collected(s, ((1, fp), (2, ())), (), {}) is s
    assert collected(s, ((1, MODEL.footprint(1, CmpXchg(SC, SC, Y, 0, 1))), (2, ())), (),
                     {}).mem[X] == (Msg(0, 0, 2, V({Y: 1})),)
    # nor a seq_cst access of a private stack slot (it does not join the SC view)
    private = MODEL.footprint(1, Read(SC, Y, private=True))
    assert collected(s, ((1, private), (2, ())), (), {}) is s


def test_a_collected_zero_region_location_is_the_unwritten_one() -> None:
    """A location in a zero region whose only message is the initial 0 is stored as no
    entry at all: equal states, one representation."""
    rewritten = (Msg(0, 0, 1, EMPTY), Msg(0, 1, 0, EMPTY))  # 1, then 0 again
    s = state(rewritten, Zeros(((X, X + 1),)), t1=TView(V({X: 1})))
    assert X not in collected(s, (), (1,), {}).mem


def test_split_bytes_keep_their_messages() -> None:
    """Bytes of a split cell (width 1 beside width 1) keep theirs, to stay alike for a
    merge; a one-byte location alone (an atomic_flag) does not."""
    s = state(t1=TView(V({X: 4})))
    for widths in (V({X - 1: 1, X: 1}), V({X: 1, X + 1: 1})):
        split = PSState(s.mem, s.threads, s.sc, s.free, widths, s.zeros)
        assert collected(split, (), (1,), {}).mem[X] == GAPPY
    alone = PSState(s.mem, s.threads, s.sc, s.free, V({X: 1}), s.zeros)
    assert collected(alone, (), (1,), {}).mem[X] == (Msg(0, 0, 2, V({Y: 1})),)


def explore(path: Path) -> tuple[list[str], int]:
    spec = PipelineSpec(program=str(path), memory="promising", scheduler="exhaustive",
                        scheduler_options={"max-states": 200_000})
    result = build(spec, Registry.discover()).run()
    return sorted(o.show() for o in result.outcomes), result.stats["states"]


VALUE_RICH = ROOT / "benchmarks" / "programs" / "value_rich"


@pytest.mark.parametrize(("program", "states", "without"), [
    (VALUE_RICH / "sxly_rec_N2.ll", 77, 149),
    (VALUE_RICH / "seqlock_N2.ll", 411, 1744),
    (VALUE_RICH / "treiber_N2.ll", 110, 224),
    (VALUE_RICH / "msqueue_N2.ll", 484, 3118),
    (VALUE_RICH / "ticketlock_N2.ll", 19, 27),
    (VALUE_RICH / "rwlock_N2.ll", 5, 5),
    (ROOT / "benchmarks" / "programs" / "counter_N4.ll", 72, 72),
    (ROOT / "examples" / "c" / "O1" / "iriw.ll", 46, 46),
    (ROOT / "examples" / "c" / "O1" / "racy_counter.ll", 12, 12),
    (ROOT / "tests" / "promising_joins" / "joins_a_joiner.ll", 17, 19),
    # μIR spawns threads plainly (thrd_create too) and gives no futures: a thread may still
    # be created that starts at view 0, so nothing is collected
    (ROOT / "examples" / "counter.muir", 255, 255),
    (ROOT / "examples" / "listing2.muir", 804, 804),
])
def test_collecting_keeps_the_outcomes(monkeypatch: pytest.MonkeyPatch, program: Path,
                                       states: int, without: int) -> None:
    outcomes, count = explore(program)
    monkeypatch.setattr(model, "collected", lambda s, *_: s)
    assert explore(program) == (outcomes, without)
    assert count == states


SPAWN_LATE = """\
@x = global 0
@r = global 0

define @reader(%a) {
entry:
  %v = load monotonic @x
  store monotonic %v, @r
  ret 0
}

define @main() {
entry:
  store monotonic 1, @x
  store monotonic 2, @x
  %t = spawn @reader, none, none, 0
  ret 0
}
"""


def test_a_thread_spawned_plainly_later_reads_every_message(tmp_path: Path) -> None:
    """A plain spawn synchronises with nothing: the reader starts at view 0 and may read
    each of x's three messages, though main, the only thread before it, is past them all."""
    program = tmp_path / "spawn_late.muir"
    program.write_text(SPAWN_LATE)
    spec = PipelineSpec(program=str(program), memory="promising", observe=("r",))
    result = build(spec, Registry.discover()).run()
    assert sorted(o.show() for o in result.outcomes) == [
        "done  r=0 ret=0", "done  r=1 ret=0", "done  r=2 ret=0"]


def test_a_thread_about_to_spawn_reaches_what_the_new_thread_reaches() -> None:
    """main never touches x after it creates the reader, but the reader starts from main's
    view, which has seen nothing of x: with the writer done, x's three messages stay
    readable (the future of main's pthread_create covers the reader's load)."""
    outcomes, _ = explore(ROOT / "tests" / "promising_collect" / "spawn_view.ll")
    assert outcomes == [f'done  output="r={r}\\n" ret=0' for r in (0, 1, 2)]


def test_a_thread_that_only_stores_reaches_no_lower_than_the_next_gap() -> None:
    """A chain of updates leaves no gap: a thread that only stores to x from view 1 can
    write after the last message only (where the test-and-sets of an atomic_flag spin
    loop leave it), so x keeps that one; one that may read x keeps every message from 1."""
    chain = (Msg(0, 0, 0, EMPTY), Msg(0, 1, 1, EMPTY), Msg(1, 2, 1, EMPTY), Msg(2, 3, 1, EMPTY))
    s = state(chain, t1=TView(V({X: 1})))
    store = (Access("mem", X, X + 1, True),)
    assert collected(s, ((1, ()),), (), {}, {1: store}).mem[X] == (Msg(0, 0, 1, EMPTY),)
    update = (*store, Access("mem", X, X + 1, False))
    assert collected(s, ((1, ()),), (), {}, {1: update}).mem[X] == (
        Msg(0, 0, 1, EMPTY), Msg(0, 1, 1, EMPTY), Msg(1, 2, 1, EMPTY))


def test_atomic_flag_spin_loops_come_back_to_their_states() -> None:
    """Three threads spin on one atomic_flag: the explorations end with every outcome (a
    budget before: each turn of a spin loop added a message)."""
    outcomes, states = explore(ROOT / "tests" / "promising_collect" / "spin_bank.ll")
    assert outcomes == [f'done  output="balance={b}\\n" ret=0' for b in (10, 20, 30)]
    assert states < 200
