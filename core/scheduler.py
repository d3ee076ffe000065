"""Schedulers (stage 5): resolve every branch that remains in the final tree.

A scheduler receives a function building the final tree of the program (only ``Br``,
``Ret`` and halting ``Vis`` nodes remain once the pipeline is valid) and returns a
:class:`RunResult`.  One-path schedulers use :func:`follow` with a choice policy; explorers
walk the tree themselves.  Every exploration has a budget (steps, time, states).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, ClassVar

from .branches import Branch, Note, Sched
from .budget import BudgetExceeded, Clock
from .component import Component, Option
from .events import Halt, Tagged
from .outcome import Outcome, RunResult, budget_outcome, outcome_of_halt, outcome_of_value
from .tree import Br, Ret, Tree, observe
from .values import show

TreeFactory = Callable[[], Tree]
Policy = Callable[[Branch], Any]
Progress = Callable[[dict[str, int]], None]  # called now and then with running counters

BUDGET_OPTIONS = {
    "max-steps": Option(int, 100_000_000, "branch nodes one execution may take", minimum=1),
    "max-memory": Option(float, 0.0, "MB of resident memory before the run stops with a "
                         "budget outcome (0: no limit; --max-memory overrides it)", minimum=0),
    "timeout": Option(float, 600.0, "seconds before the run stops with a budget outcome "
                      "(0: no time limit)", minimum=0),
}


class Scheduler(Component):
    kind: ClassVar[str] = "scheduler"
    # set by a front end (the CLI on a terminal) to show progress on long explorations
    progress: Progress | None = None
    # the pipeline spec that built the tree (set by the pipeline): explorers that run in
    # other processes rebuild the tree from it
    source: Any = None

    def explore(self, make_tree: TreeFactory, trace: bool = False) -> RunResult:
        raise NotImplementedError


def leaf_outcome(node: Any) -> Outcome:
    """The outcome of a ``Ret`` node or of a (halting) ``Vis`` node."""
    if type(node) is Ret:
        return outcome_of_value(node.value)
    event = node.event
    inner = event.event if type(event) is Tagged else event
    if isinstance(inner, Halt):
        return outcome_of_halt(event)
    return Outcome("failure", reason=f"event {inner!r} reached the scheduler unhandled")


def follow(tree: Tree, policy: Policy, max_steps: int, clock: Clock,
           trace: list[dict[str, Any]] | None = None) -> tuple[Outcome, int]:
    """Run one execution, resolving each branch with ``policy``; returns (outcome, steps)."""
    steps = 0
    t = tree
    try:
        while True:
            node = observe(t)
            if type(node) is not Br:
                return leaf_outcome(node), steps
            steps += 1
            if steps > max_steps:
                raise BudgetExceeded(f"max-steps={max_steps} exhausted")
            if not steps & 0x3F:  # a few ms of work at most between two checks
                clock.check()
            b = node.branch
            if not b.choices():
                return Outcome("failure", reason="the execution is stuck (no continuation)"), steps
            choice = policy(b)
            if trace is not None:
                record(trace, b, choice)
            t = node.k(choice)
    except BudgetExceeded as exc:
        return budget_outcome(exc.reason), steps


def record(trace: list[dict[str, Any]], b: Branch, choice: Any) -> None:
    """Add a readable trace entry for a note or a non-scheduling choice (the thread
    switches show in the thread column of the entries)."""
    if type(b) is Note:
        entry: dict[str, Any] = {"thread": b.tid, "what": b.what}
        entry.update((k, v) for k, v in b.detail)
        trace.append(entry)
    elif (len(b.choices()) > 1 if type(b) is not Sched else choice in b.internal):
        trace.append({"thread": None, "what": "choose", "branch": b.describe(),
                      "choice": show(choice)})


def single_runs(make_tree: TreeFactory, policy_for_run: Callable[[], Policy], runs: int,
                config: dict[str, Any], trace: bool,
                progress: Progress | None = None) -> RunResult:
    """Run ``runs`` executions with a fresh policy each; a histogram of their outcomes
    (``progress``, if given, hears the executions and steps so far after each run)."""
    result = RunResult(trace=[] if trace else None)
    clock = Clock(config["timeout"])
    start = time.perf_counter()
    total_steps = 0
    for _ in range(runs):
        try:
            clock.check()  # between runs too: many short runs never reach a check inside
            tree = make_tree()
        except BudgetExceeded as exc:
            result.add(budget_outcome(exc.reason))
            break
        outcome, steps = follow(tree, policy_for_run(), config["max-steps"], clock,
                                result.trace)
        total_steps += steps
        result.add(outcome)
        if progress is not None:
            progress({"executions": sum(result.outcomes.values()), "steps": total_steps})
        if outcome.kind == "budget":
            break
    result.stats = {"executions": sum(result.outcomes.values()), "steps": total_steps,
                    "time": time.perf_counter() - start}
    return result


__all__ = ["BUDGET_OPTIONS", "BudgetExceeded", "Clock", "Policy", "Progress", "Scheduler",
           "TreeFactory", "follow", "leaf_outcome", "record", "single_runs"]
