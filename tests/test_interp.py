"""``interp`` (ctreelab.interp) and the generic stages built on it: interleave + memory (SC)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from ctreelab.branches import Choose, GuardB, Sched, StepB
from ctreelab.events import (
    UB,
    Deadlock,
    Join,
    Ordering,
    Read,
    Spawn,
    Tagged,
    Write,
    Yield,
)
from ctreelab.interleave import InterleaveStage
from ctreelab.interp import Interpreter, interp
from ctreelab.memory import MemoryStage
from ctreelab.outcome import Outcome
from ctreelab.program import GlobalDecl, Layout, Program
from ctreelab.stage import RunContext
from ctreelab.tree import Br, Kont, Ret, Tree, Vis, bind, branch, observe, ret, trigger
from ctreelab_plugins.memory_sc.model import SC
from ctreelab_plugins.schedulers.exhaustive import Exhaustive


@dataclass(frozen=True)
class Tick:
    """Handled by the counter handler: answer = the counter, which then increases."""


@dataclass(frozen=True)
class Other:
    """Never handled by the counter handler."""

    what: Any


@dataclass(frozen=True)
class Log:
    """Emitted by handlers, for a later layer."""

    n: Any


def counter(event: Any, state: int) -> Tree | None:
    if type(event) is Tick:
        return Ret((state, state + 1))
    return None


def ticks(n: int) -> Tree:
    """``n`` ticks, returning the tuple of answers."""
    def go(i: int, acc: tuple[Any, ...]) -> Tree:
        if i == n:
            return ret(acc)
        return bind(trigger(Tick()), lambda a: go(i + 1, acc + (a,)))
    return go(0, ())


# --- interp -------------------------------------------------------------------------------------


def test_handled_events_thread_the_state() -> None:
    assert observe(interp(counter, ticks(3), 10)) == Ret(((10, 11, 12), 13))


def test_on_ret_receives_value_and_final_state() -> None:
    t = interp(counter, ticks(2), 0, on_ret=lambda v, s: ret(("done", v, s)))
    assert observe(t) == Ret(("done", (0, 1), 2))
    assert observe(interp(counter, ret("x"), 5)) == Ret(("x", 5))


def test_other_events_pass_through_with_the_same_state() -> None:
    t = bind(ticks(1), lambda a: bind(trigger(Other("o")),
                                      lambda o: bind(ticks(1), lambda b: ret((a, o, b)))))
    node = observe(interp(counter, t, 0))
    assert type(node) is Vis
    assert node.event == Other("o")
    assert node.k.state == 1  # the state after the first tick, unchanged by Other
    assert observe(node.k("answer")) == Ret((((0,), "answer", (1,)), 2))
    # resumable again with another answer, from the same state
    assert observe(node.k("again")) == Ret((((0,), "again", (1,)), 2))


def test_passed_through_event_is_the_same_object() -> None:
    ev = Other(["unhashable payload is fine"])
    node = observe(interp(counter, trigger(ev), 0))
    assert node.event is ev


def test_branches_pass_through() -> None:
    t = bind(branch(Choose(2), stepping=True), lambda i: bind(ticks(1), lambda a: ret((i, a))))
    node = observe(interp(counter, bind(ticks(2), lambda _: t), 5))
    assert type(node) is Br
    assert node.branch == Choose(2)
    assert node.stepping is True
    assert node.k.state == 7
    assert observe(node.k(1)) == Ret(((1, (7,)), 8))
    assert observe(node.k(0)) == Ret(((0, (7,)), 8))


def test_handler_tree_with_branches_and_events_of_its_own() -> None:
    """A handler may answer with a tree: its branches and events go to later layers, and
    the events it emits are not interpreted again by the same handler."""
    def handler(event: Any, state: int) -> Tree | None:
        if type(event) is not Tick:
            return None
        return Br(Choose(2), lambda i: Vis(Log((state, i)), lambda _: Ret((i, state + 10 * i))),
                  True)

    t = interp(handler, ticks(2), 1)
    assert type(t) is Br  # the handler's branch, already normalised (tree.bound)
    node = observe(t)
    assert node is t
    assert (node.branch, node.stepping) == (Choose(2), True)
    results = {}
    for i in (0, 1):
        log = observe(node.k(i))
        assert log.event == Log((1, i))
        second = observe(log.k(None))
        assert second.branch == Choose(2)
        for j in (0, 1):
            log2 = observe(second.k(j))
            assert log2.event == Log((1 + 10 * i, j))
            results[(i, j)] = observe(log2.k(None))
    assert results == {
        (0, 0): Ret(((0, 0), 1)), (0, 1): Ret(((0, 1), 11)),
        (1, 0): Ret(((1, 0), 11)), (1, 1): Ret(((1, 1), 21)),
    }


def test_handler_emitting_a_handled_kind_passes_it_out() -> None:
    def handler(event: Any, state: int) -> Tree | None:
        if type(event) is Tick:
            return Vis(Tick(), lambda a: Ret((("outer", a), state + 1)))
        return None

    node = observe(interp(handler, ticks(1), 0))
    assert node.event == Tick()
    assert observe(node.k(99)) == Ret(((("outer", 99),), 1))


def test_halting_handler_stops() -> None:
    def handler(event: Any, state: int) -> Tree | None:
        return Vis(UB("no"), lambda _: Ret((None, state))) if type(event) is Tick else None

    node = observe(interp(handler, ticks(3), 0))
    assert node.event == UB("no")


def test_resumption_keys_are_name_inner_state() -> None:
    t = bind(ticks(2), lambda _: Vis(Other(1), Kont(lambda a: ret(a), "inner")))
    node = observe(interp(counter, t, 0, name="stage"))
    # the pending bind of ``ticks`` has been consumed by the (Ret-answered) ticks
    assert node.k.key == ("stage", "inner", 2)

    br = observe(interp(counter, Br(Choose(2), Kont(ret, ("pos", 4))), "S", name=("mem", "sc")))
    assert br.k.key == (("mem", "sc"), ("pos", 4), "S")

    assert observe(interp(counter, trigger(Other(0)), 0)).k.key is None
    assert observe(interp(counter, Vis(Other(0), Kont(ret, "x")), 3)).k.key == ("interp", "x", 3)


def test_keys_differ_with_state() -> None:
    a = observe(Interpreter(counter, name="n").run(Vis(Other(0), Kont(ret, "x")), 1))
    b = observe(Interpreter(counter, name="n").run(Vis(Other(0), Kont(ret, "x")), 2))
    assert a.k.key != b.k.key


def test_after_handled_key() -> None:
    def handler(event: Any, state: int) -> Tree | None:
        if type(event) is Tick:
            return Br(Choose(2), Kont(lambda i: Ret((i, state)), ("hk", state)))
        return None

    node = observe(interp(handler, Vis(Tick(), Kont(ret, "after-tick")), 0, name="h"))
    assert node.k.key == ("bind", (("hk", 0), ("h", "handled", "after-tick")))
    assert observe(node.k(1)) == Ret((1, 0))


def test_stacked_interpreters() -> None:
    """Two layers: the inner one handles Tick, the outer one Other."""
    def outer(event: Any, state: list[Any]) -> Tree | None:
        if type(event) is Other:
            return Ret((event.what * 2, state + [event.what]))
        return None

    t = bind(ticks(1), lambda a: bind(trigger(Other(a[0] + 5)), lambda b: ret(b)))
    inner = interp(counter, t, 0)
    assert observe(interp(outer, inner, [])) == Ret(((10, 1), [5]))


# --- interleave + memory (SC) on a hand-written program ---------------------------------------


NA = Ordering.not_atomic


class HandProgram(Program):
    """A program whose functions are trees built directly from kernel events."""

    language = "hand"
    path = "<hand>"

    def __init__(self, functions: dict[str, Callable[..., Tree]],
                 globals: tuple[GlobalDecl, ...] = ()) -> None:
        self.functions = functions
        self.globals = globals

    def has_function(self, name: str) -> bool:
        return name in self.functions

    def denote(self, name: str, args: tuple[Any, ...]) -> Tree:
        return self.functions[name](*args)


def seq(*steps: Any) -> Tree:
    """``seq(t0, f1, f2, ...)``: t0 >>= f1 >>= f2 ..."""
    t = steps[0]
    for f in steps[1:]:
        t = bind(t, f)
    return t


def combined(program: HandProgram, observe_: tuple[str, ...] = ()) -> tuple[RunContext, Tree]:
    ctx = RunContext(program, Layout.of(program.globals), observe_)
    return ctx, InterleaveStage().combine(ctx, lambda name, args: program.denote(name, args))


def outcomes(program: HandProgram, observe_: tuple[str, ...] = (),
             **options: Any) -> dict[Outcome, int]:
    ctx, t = combined(program, observe_)
    tree = MemoryStage(SC()).apply(ctx, t)
    return Exhaustive(**options).explore(lambda: tree).outcomes


def done(ret_: Any, observed: tuple[tuple[str, Any], ...] = ()) -> Outcome:
    return Outcome("done", observed, ret_)


def test_main_return_value_is_the_outcome() -> None:
    prog = HandProgram({"main": lambda: ret(42)})
    assert outcomes(prog) == {done(42): 1}


def test_two_threads_write_the_same_cell() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0)),
                            lambda tid: seq(trigger(Write(NA, 1, 2)),
                                            lambda _: trigger(Join(tid)),
                                            lambda _: trigger(Read(NA, 1)))),
        "t": lambda arg: seq(trigger(Write(NA, 1, 1)), lambda _: ret(0)),
    })
    # main's write, then (main now waits for t) t's write: ret 1, 1 path; t's write
    # first, then main's write: ret 2, 1 path (a thread other than main ends with its last
    # action: its return is no scheduling point)
    assert outcomes(prog, reduce=False) == {done(1): 1, done(2): 1}
    assert outcomes(prog, merge=False, reduce=False) == {done(1): 1, done(2): 1}
    assert outcomes(prog) == {done(1): 1, done(2): 1}


def test_join_of_an_unfinished_thread_blocks() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 7)),
                            lambda tid: trigger(Join(tid)),
                            lambda _: trigger(Read(NA, 1))),
        "t": lambda arg: seq(trigger(Yield()), lambda _: trigger(Write(NA, 1, arg)),
                             lambda _: ret(0)),
    })
    # never undef: the read always happens after the thread finished
    assert set(outcomes(prog)) == {done(7)}


def test_without_join_the_read_races() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 7)), lambda tid: trigger(Read(NA, 1))),
        "t": lambda arg: seq(trigger(Write(NA, 1, arg)), lambda _: ret(0)),
    })
    from ctreelab.values import UNDEF
    assert set(outcomes(prog)) == {done(7), done(UNDEF)}


def test_spawned_thread_gets_its_argument_and_id() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 10)),
                            lambda a: seq(trigger(Spawn("t", None, None, 20)),
                                          lambda b: seq(trigger(Join(a)), lambda _: trigger(Join(b)),
                                                        lambda _: trigger(Read(NA, 10)),
                                                        lambda x: seq(trigger(Read(NA, 20)),
                                                                      lambda y: ret((a, b, x, y)))))),
        "t": lambda arg: seq(trigger(Write(NA, arg, arg + 1)), lambda _: ret(0)),
    })
    assert set(outcomes(prog)) == {done((2, 3, 11, 21))}


def test_deadlock_when_threads_join_each_other() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0)), lambda tid: trigger(Join(tid)),
                            lambda _: ret(0)),
        "t": lambda arg: seq(trigger(Join(1)), lambda _: ret(0)),
    })
    reason = "thread 1 waits for thread 2 to finish; thread 2 waits for thread 1 to finish"
    # one execution: a spawn and a join are not scheduling points (they commute with the
    # other threads' actions), so main blocks on t before t runs
    assert outcomes(prog) == {Outcome("deadlock", reason=reason): 1}
    assert outcomes(prog, merge=False) == {Outcome("deadlock", reason=reason): 1}


def test_join_answers_the_return_value_of_the_thread() -> None:
    def main() -> Tree:
        return seq(trigger(Spawn("t", None, None, 5)), lambda a: seq(
            trigger(Spawn("t", None, None, 6)), lambda b: seq(
                trigger(Join(a)), lambda ra: seq(trigger(Write(NA, 1, 1)), lambda _: seq(
                    trigger(Join(b)), lambda rb: ret((ra, rb)))))))
    prog = HandProgram({"main": main,
                        "t": lambda arg: seq(trigger(Write(NA, 2, arg)), lambda _: ret(arg * 10))})
    # main blocks on the first join; the second thread has finished by then or not
    assert set(outcomes(prog)) == {done((50, 60))}


def test_deadlock_halt_event() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0)), lambda tid: trigger(Join(tid))),
        "t": lambda arg: trigger(Join(1)),
    })
    _, t = combined(prog)
    node = observe(t)
    while type(node) is Br:
        node = observe(node.k(node.branch.choices()[0]))
    assert node.event == Deadlock(("thread 1 waits for thread 2 to finish", "thread 2 waits for thread 1 to finish"))


def test_join_of_itself_and_of_an_unknown_thread_fail() -> None:
    self_join = HandProgram({"main": lambda: seq(trigger(Join(1)), lambda _: ret(0))})
    assert outcomes(self_join) == {
        Outcome("failure", reason="thread 1 joins itself", thread=1): 1}
    unknown = HandProgram({"main": lambda: seq(trigger(Join(9)), lambda _: ret(0))})
    assert outcomes(unknown) == {
        Outcome("failure", reason="thread 1 joins unknown thread 9", thread=1): 1}


def test_spawn_of_an_unknown_function_fails() -> None:
    prog = HandProgram({"main": lambda: trigger(Spawn("nope", None, None, 0))})
    reason = "spawn of an unknown function 'nope'"
    assert outcomes(prog) == {Outcome("failure", reason=reason, thread=1): 1}


def test_halt_in_a_thread_is_tagged_with_its_id() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0)), lambda tid: trigger(Join(tid)),
                            lambda _: ret(0)),
        "t": lambda arg: trigger(UB("boom", "here")),
    })
    # one execution: a spawn is no scheduling point, main blocks on t
    assert outcomes(prog) == {Outcome("ub", reason="boom", where="here", thread=2): 1}


def test_events_are_tagged_with_thread_ids() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0)),
                            lambda tid: trigger(Write(NA, 1, 2)), lambda _: ret(0)),
        "t": lambda arg: seq(trigger(Write(NA, 1, 1)), lambda _: ret(0)),
    })
    _, t = combined(prog)
    node = observe(t)
    assert node.branch == Sched((1,))
    node = observe(node.k(1))  # main runs to its spawn
    assert type(node) is Br and node.branch == Sched((1, 2))
    by_main = observe(node.k(1))
    by_t = observe(node.k(2))
    assert by_main.event == Tagged(1, Write(NA, 1, 2))
    assert by_t.event == Tagged(2, Write(NA, 1, 1))
    after = observe(by_t.k(None))  # t's write answered: t ends, schedule again
    assert after.branch == Sched((1,))
    assert observe(after.k(1)).event == Tagged(1, Write(NA, 1, 2))


def test_yield_is_a_scheduling_point_only_with_other_threads() -> None:
    alone = HandProgram({"main": lambda: seq(trigger(Yield()), lambda _: trigger(Yield()),
                                             lambda _: ret(1))})
    _, t = combined(alone)
    node = observe(t)
    assert node.branch == Sched((1,))
    assert observe(node.k(1)) == Ret(1)

    two = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0)), lambda _: trigger(Yield()),
                            lambda _: ret(1)),
        "t": lambda arg: ret(0),
    })
    _, t = combined(two)
    node = observe(observe(t).k(1))
    assert node.branch == Sched((1, 2))
    node = observe(node.k(1))  # main yields
    assert node.branch == Sched((1, 2))


def test_main_returning_early_leaves_other_threads_running() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0)), lambda _: ret(7)),
        "t": lambda arg: seq(trigger(Write(NA, 1, 5)), lambda _: ret(0)),
    }, globals=(GlobalDecl("x", (0,)),))
    # main returns first (1 path), or t writes (and ends) first (1 path)
    assert outcomes(prog, observe_=("x",), reduce=False) == {done(7, (("x", 5),)): 2}
    # returns touch nothing shared: the reduction runs one thread at a time
    assert outcomes(prog, observe_=("x",)) == {done(7, (("x", 5),)): 1}


def test_init_and_cleanup_functions_run_around_the_body() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("body", "init", "fini", 3)), lambda tid: trigger(Join(tid)),
                            lambda _: trigger(Read(NA, 1)),
                            lambda a: seq(trigger(Read(NA, 2)), lambda b: ret((a, b)))),
        "init": lambda arg: ret(arg * 10),
        "body": lambda a: ret(a + 1),
        "fini": lambda arg, r: seq(trigger(Write(NA, 1, arg)), lambda _: trigger(Write(NA, 2, r)),
                                   lambda _: ret(0)),
    })
    assert set(outcomes(prog)) == {done((3, 31))}


def test_unhandled_event_reaches_the_scheduler_as_failure() -> None:
    prog = HandProgram({"main": lambda: seq(trigger(Other("x")), lambda _: ret(0))})
    reason = "event Other(what='x') reached the scheduler unhandled"
    assert outcomes(prog) == {Outcome("failure", reason=reason): 1}


def test_memory_stage_takes_the_models_step_at_once() -> None:
    """The model answers each access with one visible step (the convention); the stage
    takes it at once, so only the scheduling points remain."""
    handled = SC().handle(1, Write(NA, 1, 4), SC().initial_state(combined(HandProgram(
        {"main": lambda: ret(0)}))[0].layout))
    assert (type(handled), handled.branch, handled.stepping) == (Br, StepB(), True)
    prog = HandProgram({"main": lambda: seq(trigger(Write(NA, 1, 4)), lambda _: trigger(Read(NA, 1)))})
    ctx, t = combined(prog)
    node = observe(MemoryStage(SC()).apply(ctx, t))
    seen = []
    while type(node) is Br:
        seen.append((node.branch, node.stepping))
        node = observe(node.k(node.branch.choices()[0]))
    assert seen == [(Sched((1,)), False)] * 3
    from ctreelab.outcome import Final
    assert node == Ret(Final(4, ()))


def test_long_guard_runs_yield_to_the_driver() -> None:
    """A thread running silent guards gets interrupted so the driver keeps control."""
    from ctreelab.interleave import GUARD_RUN
    from ctreelab.tree import Left, Right, iter_loop
    n = GUARD_RUN * 3
    prog = HandProgram({"main": lambda: iter_loop(
        lambda i: ret(Left(i + 1) if i < n else Right(i)), 0)})
    _, t = combined(prog)
    node = observe(t)
    kinds = []
    while type(node) is Br:
        kinds.append(type(node.branch))
        node = observe(node.k(node.branch.choices()[0]))
    assert node == Ret(n)
    # 3000 guards: 1000 silent ones, one shown, 1000 silent, one shown, the rest silent
    assert kinds == [Sched, GuardB, GuardB]


@pytest.mark.parametrize("merge", [True, False])
def test_three_writers_outcomes(merge: bool) -> None:
    def writer(v: int) -> Tree:
        return seq(trigger(Write(NA, 1, v)), lambda _: ret(0))

    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("w", None, None, 1)),
                            lambda a: seq(trigger(Spawn("w", None, None, 2)),
                                          lambda b: seq(trigger(Join(a)), lambda _: trigger(Join(b)),
                                                        lambda _: trigger(Read(NA, 1))))),
        "w": writer,
    })
    result = outcomes(prog, merge=merge)
    assert set(result) == {done(1), done(2)}


# --- the vars stage (interp with registers as state) ----------------------------------------------


def vars_tree(tree: Tree, globals_: tuple[GlobalDecl, ...] = (GlobalDecl("g", (0,)),)) -> Tree:
    from ctreelab.vars_stage import VarsStage
    prog = HandProgram({}, globals_)
    return VarsStage().apply_function(RunContext(prog, Layout.of(globals_)), "f", tree)


def test_vars_registers_and_globals() -> None:
    from ctreelab.events import GlobalRead, LocalRead, LocalWrite
    t = seq(trigger(LocalWrite("a", 3)), lambda _: trigger(GlobalRead("g")),
            lambda addr: seq(trigger(LocalRead("a")), lambda a: ret((addr, a))))
    assert observe(vars_tree(t)) == Ret((1, 3))  # the state is dropped at the end


def test_vars_errors() -> None:
    from ctreelab.events import Failure, GlobalRead, LocalRead
    assert observe(vars_tree(trigger(LocalRead("r")))).event == \
        Failure("read of unassigned register %r in @f")
    assert observe(vars_tree(trigger(GlobalRead("h")))).event == Failure("unknown global @h")


def test_vars_passes_memory_events_with_keyed_resumption() -> None:
    from ctreelab.events import LocalWrite
    from ctreelab.fmap import FrozenMap
    t = seq(trigger(LocalWrite("a", 3)), lambda _: Vis(Read(NA, 1), Kont(ret, ("pos", 1))))
    node = observe(vars_tree(t))
    assert node.event == Read(NA, 1)
    assert node.k.key == ("vars", ("pos", 1), FrozenMap({"a": 3}))
    assert observe(node.k(8)) == Ret(8)


# --- interpreter states and values -----------------------------------------------------------------


def test_frozen_map_is_a_hashable_value() -> None:
    from ctreelab.fmap import EMPTY, FrozenMap
    m = EMPTY.set("a", 1)
    assert m == FrozenMap({"a": 1}) and hash(m) == hash(FrozenMap({"a": 1}))
    assert EMPTY == {} and len(EMPTY) == 0  # set() returned a new map
    assert m.update_many([("b", 2), ("a", 0)]) == {"a": 0, "b": 2}
    assert m.delete("a") == {} and m.delete("zz") == {"a": 1}
    assert m == {"a": 1}
    for mutate in (lambda: m.__setitem__("b", 2), lambda: m.__delitem__("a"), m.clear,
                   lambda: m.pop("a"), m.popitem, lambda: m.setdefault("c", 3),
                   lambda: m.update(c=3)):
        with pytest.raises(TypeError, match="^FrozenMap is immutable$"):
            mutate()
    assert m == {"a": 1}
    import pickle
    assert pickle.loads(pickle.dumps(m)) == m and type(pickle.loads(pickle.dumps(m))) is FrozenMap


def test_frozen_map_in_place_union_is_refused() -> None:
    from ctreelab.fmap import FrozenMap
    m = FrozenMap({"a": 1})
    hash(m)
    with pytest.raises(TypeError, match="^FrozenMap is immutable$"):
        m |= {"b": 2}
    assert m == {"a": 1}


def test_rmw_operations_and_undef() -> None:
    from ctreelab.events import RMW_OPERATIONS, RmwOp
    from ctreelab.values import UNDEF, is_undef, show, to_json
    assert RMW_OPERATIONS == ("xchg", "add", "sub", "and", "or", "xor", "nand", "max", "min",
                              "umax", "umin")
    assert [RmwOp(op, 6).apply(3) for op in RMW_OPERATIONS] == [6, 9, -3, 2, 7, 5, -3, 6, 3, 6, 3]
    # unsigned comparisons: -1 is the largest value of its width
    assert (RmwOp("umax", -1).apply(5), RmwOp("umin", -1).apply(5)) == (-1, 5)
    assert RmwOp("xchg", 1).apply(UNDEF) == 1
    assert RmwOp("add", 1).apply(UNDEF) is UNDEF
    assert RmwOp("add", UNDEF).apply(1) is UNDEF
    with pytest.raises(ValueError, match="^unknown read-modify-write operation 'mul'$"):
        RmwOp("mul", 2).apply(3)
    assert is_undef(UNDEF) and not is_undef(0) and UNDEF != 0 and [UNDEF] == [UNDEF]
    assert [show(v) for v in (UNDEF, None, True, False, (1, UNDEF), -4)] == \
        ["undef", "-", "1", "0", "(1, undef)", "-4"]
    assert to_json((1, UNDEF, (2,))) == [1, "undef", [2]]
    import pickle
    assert pickle.loads(pickle.dumps(UNDEF)) is UNDEF


def test_halting_events_reasons() -> None:
    from ctreelab.events import OOM, AssertFail, Failure, event_class
    assert [(e.kind, e.reason()) for e in (UB("u"), OOM(), Failure("f"), AssertFail("a"),
                                           Deadlock(("thread 1 waits for thread 2 to finish",)))] == [
        ("ub", "u"), ("oom", "out of memory"), ("failure", "f"), ("assert", "a"),
        ("deadlock", "thread 1 waits for thread 2 to finish")]
    assert event_class(Tagged(3, Read(NA, 1))) is Read
    assert event_class(Yield()) is Yield
