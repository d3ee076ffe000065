"""``round_robin``: one deterministic execution.

Policy: a ``Sched`` branch takes the internal actions of the memory model first (a TSO
store buffer drains as soon as it can), then picks the next ready thread after the one
picked last (in increasing id order, wrapping around), so threads take turns one
scheduling point at a time;
every other branch takes its ``default()`` — for memory-model branches the choice that gives
an SC-like execution (eager drain, latest timestamp); for ``Choose``/``Pick`` the first one.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ctreelab.branches import Branch, Sched
from ctreelab.component import Option
from ctreelab.outcome import RunResult
from ctreelab.scheduler import BUDGET_OPTIONS, Policy, Scheduler, TreeFactory, single_runs


class RoundRobin(Scheduler):
    name: ClassVar[str] = "round_robin"
    description: ClassVar[str] = "one deterministic execution, threads take turns"
    options: ClassVar[dict[str, Option]] = dict(BUDGET_OPTIONS)

    def explore(self, make_tree: TreeFactory, trace: bool = False) -> RunResult:
        return single_runs(make_tree, rotation, 1, self.config, trace)


def rotation() -> Policy:
    last = [0]

    def policy(b: Branch) -> Any:
        if type(b) is Sched:
            if b.internal:  # e.g. drain store buffers eagerly: an SC-like execution
                return b.internal[0]
            ready = b.ready
            pick = next((t for t in ready if t > last[0]), ready[0])
            last[0] = pick
            return pick
        return b.default()

    return policy
