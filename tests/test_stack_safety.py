"""Stack-safety regression tests (DESIGN §2.1), at Python's default recursion limit.

Nothing here raises the recursion limit: ``bind``, ``iter``, ``interp``, interleaving and
exploration must all run in explicit loops.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any

import pytest
from ctreelab.branches import StepB
from ctreelab.events import Ordering, Read, Write
from ctreelab.interleave import InterleaveStage
from ctreelab.interp import interp
from ctreelab.memory import MemoryStage
from ctreelab.outcome import Final, Outcome
from ctreelab.program import GlobalDecl, Layout, Program
from ctreelab.stage import RunContext
from ctreelab.tree import (
    Bind,
    Br,
    Kont,
    Left,
    Ret,
    Right,
    Tree,
    Vis,
    bind,
    iter_loop,
    observe,
    trigger,
)
from ctreelab_plugins.memory_sc.model import SC
from ctreelab_plugins.schedulers.exhaustive import Exhaustive
from ctreelab_plugins.schedulers.round_robin import RoundRobin

N = 10**6


@pytest.fixture(autouse=True)
def default_recursion_limit() -> None:
    assert sys.getrecursionlimit() <= 1000, "these tests must run at the default limit"


@dataclass(frozen=True)
class Tick:
    pass


def drive(t: Tree, answer: Any = None) -> tuple[Any, int, int]:
    """Run to the end: branches take their first choice, events get ``answer``.
    Returns (value, branches, events)."""
    branches = events = 0
    while True:
        node = observe(t)
        cls = type(node)
        if cls is Ret:
            return node.value, branches, events
        if cls is Br:
            branches += 1
            t = node.k(node.branch.choices()[0])
        else:
            events += 1
            t = node.k(answer)


def test_iter_loop_of_a_million_iterations() -> None:
    t = iter_loop(lambda i: Ret(Left(i + 1) if i < N else Right(i)), 0)
    assert drive(t) == (N, N, 0)


def test_iter_loop_with_an_event_per_iteration() -> None:
    n = N // 10
    t = iter_loop(lambda i: bind(trigger(Tick()), lambda _: Ret(Left(i + 1) if i + 1 < n
                                                                 else Right(i + 1))), 0)
    assert drive(t) == (n, n - 1, n)


def test_a_million_left_nested_binds() -> None:
    inc = lambda v: Ret(v + 1)
    t: Tree = Ret(0)
    for _ in range(N):
        t = Bind(t, inc)
    assert observe(t) == Ret(N)


def test_a_million_left_nested_binds_over_an_event() -> None:
    inc = Kont(lambda v: Ret(v + 1), "inc")
    t: Tree = Vis(Tick(), Kont(Ret, "ret"))
    for _ in range(N):
        t = Bind(t, inc)
    node = observe(t)
    assert type(node) is Vis and node.event == Tick()
    assert node.k.key == ("bind", ("ret",) + ("inc",) * N)
    assert observe(node.k(5)) == Ret(5 + N)
    assert observe(node.k(-N)) == Ret(0)  # resumable again


def test_a_million_right_nested_binds() -> None:
    def go(i: int) -> Tree:
        return Ret(i) if i == N else Bind(Ret(i + 1), go)

    assert observe(go(0)) == Ret(N)


def test_interp_of_a_million_step_loop() -> None:
    """A counter loop emitting one event per iteration, handled by a stateful handler."""
    def body(i: int) -> Tree:
        return bind(trigger(Tick()), lambda a: Ret(Left(i + 1) if i + 1 < N else Right(a)))

    def handler(event: Any, state: int) -> Tree | None:
        return Ret((state, state + 1)) if type(event) is Tick else None

    assert drive(interp(handler, iter_loop(body, 0), 0)) == ((N - 1, N), N - 1, 0)


def test_interp_of_a_million_steps_with_handler_trees() -> None:
    """Each handled event answers through a visible step (the memory-model convention), so
    every event goes through ``Bind(handled, _AfterHandled)``; two interpreters stacked."""
    n = N // 10

    @dataclass(frozen=True)
    class Inc:
        pass

    def body(i: int) -> Tree:
        return bind(trigger(Tick()), lambda a: Ret(Left(i + 1) if i + 1 < n else Right(a)))

    def ticks(event: Any, state: int) -> Tree | None:
        if type(event) is Tick:
            return Vis(Inc(), lambda total: Ret((total, state + 1)))
        return None

    def incs(event: Any, state: int) -> Tree | None:
        if type(event) is Inc:
            return Br(StepB(), lambda _: Ret((state + 2, state + 2)), True)
        return None

    t = interp(incs, interp(ticks, iter_loop(body, 0), 0), 0)
    assert drive(t) == (((2 * n, n), 2 * n), 2 * n - 1, 0)


class LoopProgram(Program):
    """main: ``n`` iterations, each reading and writing the counter cell through memory."""

    language = "hand"
    path = "<loop>"
    globals = (GlobalDecl("c", (0,)),)

    def __init__(self, n: int) -> None:
        self.n = n

    def has_function(self, name: str) -> bool:
        return name == "main"

    def denote(self, name: str, args: tuple[Any, ...]) -> Tree:
        na, n = Ordering.not_atomic, self.n

        def body(i: int) -> Tree:
            return bind(trigger(Read(na, 1)), lambda v: bind(
                trigger(Write(na, 1, v + 1)),
                lambda _: Ret(Left(i + 1) if i + 1 < n else Right(v + 1))))

        return iter_loop(body, 0)


def pipeline_tree(n: int) -> Tree:
    program = LoopProgram(n)
    ctx = RunContext(program, Layout.of(program.globals), ("c",))
    t = InterleaveStage().combine(ctx, lambda name, args: program.denote(name, args))
    return MemoryStage(SC()).apply(ctx, t)


def test_interleave_and_memory_over_a_long_loop() -> None:
    n = 50_000  # 100_000 memory events, each after a Sched
    value, branches, events = drive(pipeline_tree(n))
    assert value == Final(n, (("c", n),))
    assert events == 0
    # a Sched per access (the memory stage takes the model's step at once), the last
    # Sched; the loop's guards are run silently
    assert branches == 2 * n + 1


def test_schedulers_over_a_long_loop() -> None:
    n = 20_000
    expected = Outcome("done", (("c", n),), n)
    assert RoundRobin().explore(lambda: pipeline_tree(n)).outcomes == {expected: 1}
    assert Exhaustive().explore(lambda: pipeline_tree(n)).outcomes == {expected: 1}


def test_a_deeply_nested_undefined_value() -> None:
    """A loop that accumulates an undefined value (``sum += undef``, a racy read under
    promising) nests its ``Sym`` once per iteration: hashing, comparing, counting its
    ``undef`` leaves and resolving it must not recurse."""
    import operator

    from ctreelab.values import UNDEF, Sym
    from ctreelab_plugins.languages.llvm.values import resolve, undef_leaves

    def nested(n: int) -> Sym:
        v: Any = UNDEF
        for i in range(n):
            v = Sym(operator.add, (v, i % 3))
        return v
    deep, other = nested(N // 10), nested(N // 10)
    assert deep is not other and deep == other and hash(deep) == hash(other)
    assert deep != nested(N // 10 - 1)
    assert undef_leaves(deep) == 1
    assert resolve(deep, [5]) == 5 + sum(i % 3 for i in range(N // 10))
    assert resolve(Sym(operator.sub, (Sym(operator.add, (UNDEF, 5)), UNDEF)), [10, 3]) == 12
