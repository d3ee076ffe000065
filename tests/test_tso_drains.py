"""TSO drains as internal actions of ``Sched``, persistent sets from thread futures, and the
exit drain's reduction (issues 4 and 7)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ctreelab.branches import Sched
from ctreelab.events import Ordering, Read, Spawn, Write, Yield
from ctreelab.footprint import Access, cell, memory
from ctreelab.interleave import InterleaveStage
from ctreelab.memory import MemoryStage
from ctreelab.program import GlobalDecl, Layout
from ctreelab.stage import RunContext
from ctreelab.tree import Br, Ret, observe, ret, trigger
from ctreelab_plugins.memory_tso import TSO, TSOFlush
from ctreelab_plugins.memory_tso.model import _drain_all
from ctreelab_plugins.schedulers.exhaustive import _persistent
from ctreelab_plugins.schedulers.round_robin import RoundRobin
from test_interp import HandProgram, seq
from test_memory_tso import litmus, run, sb, values

NA = Ordering.not_atomic
SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "litmus"
X86 = SHARED / "dat3m" / "litmus" / "X86"


def state(*buffers: tuple[int, tuple[tuple[int, int], ...]]) -> Any:
    s = TSO().initial_state(Layout.of((GlobalDecl("x", (0,)), GlobalDecl("y", (0,)))))
    for tid, entries in buffers:
        s = s.with_buffer(tid, entries)
    return s


def test_sched_lists_internal_actions_after_the_threads() -> None:
    b = Sched((1, 2), internal=(("drain", 1),))
    assert tuple(b.choices()) == (1, 2, ("drain", 1))
    assert b.describe() == "Sched[1, 2] + [('drain', 1)]"
    assert b != Sched((1, 2)) and b == Sched((1, 2), (None, None, None), (("drain", 1),))


def test_a_buffer_drains_when_something_else_could_happen_in_between() -> None:
    tso = TSO()
    alone = state((1, ((1, 5), (2, 6))))
    # only thread 1 is ready and only its buffer is full: its drains commute with it
    assert tso.internal(alone, (1,)) == ()
    drain1 = (("drain", 1), (Access("mem", 1, 2, True), cell(("buffer", 1))), 1, False)
    assert tso.internal(alone, (1, 2)) == (drain1,)
    assert tso.internal(alone, (2,)) == (drain1,)
    both = state((1, ((1, 5),)), (2, ((2, 7),)))
    drain2 = (("drain", 2), (Access("mem", 2, 3, True), cell(("buffer", 2))), 2, False)
    assert tso.internal(both, (1,)) == (drain1, drain2)
    assert tso.perform(("drain", 2), both) == state((1, ((1, 5),))).store(2, 7)
    assert TSO(compat="artifact").internal(both, (1, 2)) == ()


def test_futures_add_what_the_buffers_will_publish() -> None:
    tso = TSO()
    s = state((1, ((1, 5),)), (3, ((2, 7),)))
    read_y = memory(2, "int", False)
    assert tso.futures(s, ((1, read_y), (2, None))) == (
        (1, read_y + (Access("mem", 1, 2, True),)), (2, None),
        (3, (Access("mem", 2, 3, True),)))  # thread 3 has finished; its buffer has not


def fp(addr: int, write: bool = False) -> Any:
    return memory(addr, "int", write)


def test_persistent_set_from_futures() -> None:
    # thread 2 reads y and has nothing left to do; thread 3 reads x, then writes x
    b = Sched((2, 3), (fp(2), fp(1)), futures=((1, ()), (2, ()), (3, fp(1, True))),
              owners=(2, 3))
    assert _persistent(b, b.choices()) == (2,)
    # thread 3 will write y, which thread 2 reads: thread 3 alone (its read of x
    # commutes with all thread 2 does)
    b = Sched((2, 3), (fp(2), fp(1)), futures=((1, ()), (2, ()), (3, fp(2, True))),
              owners=(2, 3))
    assert _persistent(b, b.choices()) == (3,)
    # each will write what the other reads: both must be tried
    b = Sched((2, 3), (fp(2), fp(1)), futures=((1, ()), (2, fp(1, True)), (3, fp(2, True))),
              owners=(2, 3))
    assert _persistent(b, b.choices()) == (2, 3)
    # a blocked thread that will write y rules out a set with thread 2 alone
    b = Sched((2, 3), (fp(2), fp(1)), futures=((1, fp(2, True)), (2, ()), (3, ())),
              owners=(2, 3))
    assert _persistent(b, b.choices()) == (3,)
    # thread 1, blocked in the join of thread 2, will read what both write: it comes in
    # with thread 2 (which must end before it acts), not with thread 3 — a set that takes
    # in a blocked thread is still smaller than every thread with a choice
    b = Sched((2, 3), (fp(1, True), fp(2, True)),
              futures=((1, fp(1) + fp(2)), (2, ()), (3, ())), owners=(2, 3),
              blocked=(1,), joins=((1, 2),))
    assert _persistent(b, b.choices()) == (2,)
    # an unknown future conflicts with everything
    b = Sched((2, 3), (fp(2), fp(1)), futures=((2, None), (3, None)), owners=(2, 3))
    assert _persistent(b, b.choices()) == (2, 3)
    # a thread and the drain it owns go together
    b = Sched((2, 3), (fp(2), fp(1), fp(2, True)), (("drain", 2),),
              futures=((2, ()), (3, ())), owners=(2, 3, 2))
    assert _persistent(b, b.choices()) == (3,)


def test_the_exit_drain_branches_only_on_overlapping_stores() -> None:
    apart = observe(_drain_all(state((1, ((1, 5),)), (2, ((2, 7),)))))
    assert type(apart) is Ret and apart.value == state().store(1, 5).store(2, 7)
    clash = observe(_drain_all(state((1, ((1, 5),)), (2, ((2, 7), (1, 8))))))
    assert type(clash) is Br and clash.branch == TSOFlush((1, 2), can_stop=False)


def test_store_buffering_reduces_to_a_handful_of_executions(tmp_path: Path) -> None:
    path = litmus(tmp_path, *sb())
    reduced, plain = run(path, "tso"), run(path, "tso", reduce=False)
    assert values(reduced) == values(plain) == {"0 0", "0 1", "1 0", "1 1"}
    # μIR-thread gives no futures (no persistent sets): drains, sleep sets and merging
    assert sum(reduced.outcomes.values()) == 11 and sum(plain.outcomes.values()) == 12384


def test_round_robin_drains_eagerly_so_a_spin_wait_ends() -> None:
    """main spins until the thread's flag store is visible."""
    flag = 1

    def spin(_: Any = None) -> Any:
        return seq(trigger(Read(NA, flag)),
                   lambda v: ret(v) if v == 1 else seq(trigger(Yield()), spin))

    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0)), spin),
        "t": lambda _: seq(trigger(Write(NA, flag, 1)), lambda _: trigger(Yield()),
                           lambda _: trigger(Yield()), lambda _: ret(0)),
    }, (GlobalDecl("flag", (0,)),))
    ctx = RunContext(prog, Layout.of(prog.globals))
    tree = InterleaveStage().combine(ctx, lambda name, args: prog.denote(name, args))
    tree = MemoryStage(TSO()).apply(ctx, tree)
    result = RoundRobin().explore(lambda: tree)
    assert [(o.kind, o.ret) for o in result.outcomes] == [("done", 1)]


@pytest.mark.skipif(not X86.is_dir(), reason=f"no litmus data at {X86}")
@pytest.mark.parametrize("name, outcomes, executions, states", [
    ("SB", 4, 5, 4), ("3.SB", 8, 11, 14), ("4.SB", 16, 21, 43), ("6.SB", 64, 80, 266)])
def test_store_buffering_rings_under_persistent_sets(name: str, outcomes: int,
                                                      executions: int, states: int) -> None:
    """Litmus threads know their futures: a few executions per outcome (6.SB needed more
    than 300,000 configurations with drains bundled into the loads)."""
    result = run(X86 / f"{name}.litmus", "tso", ())
    assert len(result.outcomes) == outcomes
    assert result.stats["executions"] == executions and result.stats["states"] == states


def test_the_drain_of_a_non_atomic_store_is_plain() -> None:
    """A sized non-atomic store's entry keeps its ordering, and its drain is plain (the
    race-free exploration takes it at once, ``Sched.plain``); a relaxed store's is not,
    nor a word-sized one's (litmus tests, μIR)."""
    from ctreelab_plugins.memory_tso.model import _access

    tso = TSO()
    s = state()
    _, s = _access(1, Write(NA, 1, 5, "i32"), s)
    _, s = _access(2, Write(Ordering.monotonic, 8, 6, "i32"), s)
    _, s = _access(3, Write(NA, 16, 7), s)
    assert s.buffers == ((1, ((1, 5, "i32", NA),)), (2, ((8, 6, "i32"),)), (3, ((16, 7),)))
    assert tso.internal(s, (1, 2, 3)) == (
        (("drain", 1), (Access("mem", 1, 5, True), cell(("buffer", 1))), 1, True),
        (("drain", 2), (Access("mem", 8, 12, True), cell(("buffer", 2))), 2, False),
        (("drain", 3), (Access("mem", 16, 17, True), cell(("buffer", 3))), 3, False))
    assert s.read(1, 1, "i32") == 5 and s.read(2, 1, "i32") != 5
    assert tso.perform(("drain", 1), s).load(1, "i32") == 5
