"""``exhaustive``: the complete set of outcomes, with the number of executions reaching each.

Policy: every branch is resolved in every way ``branch.choices()`` lists, depth first, in
that order (so results are deterministic).  Unary branches (guards, steps, a single ready
thread) are followed without bookkeeping.

Merging (``merge = true``, the default): a branching configuration whose continuation has a
key (DESIGN §2.1) is expanded once; its outcome counts are reused when it is reached again,
so the cost is the number of distinct configurations, while execution counts remain the
number of paths.  A path that comes back to a configuration it is still expanding (a spin
loop) is cut there: it is an infinite execution and contributes no outcome (counted in the
``cycles`` statistic).  Without keys, or with ``merge = false``, the tree is enumerated.

Budgets: ``max-states`` branching configurations, ``max-steps`` nodes along one path and
``timeout`` seconds; when one is exhausted the run ends with the outcomes found so far plus
one ``budget`` outcome.
"""

from __future__ import annotations

import time
from typing import Any, ClassVar

from ctreelab.component import Option
from ctreelab.outcome import Outcome, RunResult, budget_outcome
from ctreelab.scheduler import (
    BUDGET_OPTIONS,
    BudgetExceeded,
    Clock,
    Scheduler,
    TreeFactory,
    leaf_outcome,
)
from ctreelab.tree import Br, Tree, key_of, observe

Counts = dict[Outcome, int]


class Exhaustive(Scheduler):
    name: ClassVar[str] = "exhaustive"
    description: ClassVar[str] = "every execution: the complete outcome set with counts"
    options: ClassVar[dict[str, Option]] = {
        "max-states": Option(int, 1_000_000, "branching configurations to expand", minimum=1),
        "merge": Option(bool, True, "merge equal configurations (keyed continuations)"),
        **BUDGET_OPTIONS,
    }

    def explore(self, make_tree: TreeFactory, trace: bool = False) -> RunResult:
        walk = _Walk(self.config)
        start = time.perf_counter()
        counts = walk.run(make_tree())
        result = RunResult()
        for outcome, n in counts.items():
            result.add(outcome, n)
        result.stats = {
            "states": walk.states, "merged": walk.merged, "cycles": walk.cycles,
            "executions": sum(n for o, n in counts.items() if o.kind != "budget"),
            "steps": walk.steps, "time": time.perf_counter() - start,
        }
        return result


class _Frame:
    __slots__ = ("acc", "choices", "depth", "i", "k", "key")

    def __init__(self, key: Any, node: Br, choices: Any, depth: int) -> None:
        self.key = key
        self.k = node.k
        self.choices = choices
        self.i = 0
        self.acc: Counts = {}
        self.depth = depth


def _merge(into: Counts, counts: Counts) -> None:
    for o, n in counts.items():
        into[o] = into.get(o, 0) + n


class _Walk:
    def __init__(self, config: dict[str, Any]) -> None:
        self.max_states = config["max-states"]
        self.max_steps = config["max-steps"]
        self.merge = config["merge"]
        self.clock = Clock(config["timeout"])
        self.memo: dict[Any, Counts] = {}
        self.active: set[Any] = set()
        self.stack: list[_Frame] = []
        self.states = self.merged = self.cycles = self.steps = 0

    def run(self, root: Tree) -> Counts:
        top: Counts = {}
        try:
            self.enter(root, 0, top)
            stack = self.stack
            while stack:
                f = stack[-1]
                if f.i < len(f.choices):
                    choice = f.choices[f.i]
                    f.i += 1
                    self.enter(f.k(choice), f.depth, f.acc)
                    continue
                stack.pop()
                if f.key is not None:
                    self.active.discard(f.key)
                    self.memo[f.key] = f.acc
                _merge(stack[-1].acc if stack else top, f.acc)
        except BudgetExceeded as exc:
            while self.stack:  # keep what was found so far
                f = self.stack.pop()
                _merge(self.stack[-1].acc if self.stack else top, f.acc)
            top[budget_outcome(exc.reason)] = 1
        return top

    def enter(self, t: Tree, depth: int, acc: Counts) -> None:
        """Follow unary branches from ``t``; record a leaf in ``acc`` or push a frame."""
        while True:
            node = observe(t)
            if type(node) is not Br:
                o = leaf_outcome(node)
                acc[o] = acc.get(o, 0) + 1
                return
            depth += 1
            self.steps += 1
            if depth > self.max_steps:
                raise BudgetExceeded(f"max-steps={self.max_steps} exhausted on one path")
            if not self.steps & 0x3FF:
                self.clock.check()
            choices = node.branch.choices()
            if len(choices) == 1:
                t = node.k(choices[0])
                continue
            if not choices:
                return  # stuck: no execution
            key = None
            if self.merge:
                kk = key_of(node.k)
                if kk is not None:
                    key = (node.branch, kk)
                    known = self.memo.get(key)
                    if known is not None:
                        self.merged += 1
                        _merge(acc, known)
                        return
                    if key in self.active:
                        self.cycles += 1
                        return
                    self.active.add(key)
            self.states += 1
            if self.states > self.max_states:
                raise BudgetExceeded(f"max-states={self.max_states} exhausted")
            self.stack.append(_Frame(key, node, choices, depth))
            return
