"""``random``: seeded random executions.

Policy: every branch — ``Sched`` included — takes ``branch.sample(rng)`` (uniform over its
choices unless the branch documents otherwise), from one ``random.Random(seed)`` shared by
the ``runs`` executions in order.  The same seed gives the same executions.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from ctreelab.branches import Branch
from ctreelab.component import Option
from ctreelab.outcome import RunResult
from ctreelab.scheduler import BUDGET_OPTIONS, Policy, Scheduler, TreeFactory, single_runs


class RandomScheduler(Scheduler):
    name: ClassVar[str] = "random"
    description: ClassVar[str] = "seeded random executions; --runs N gives a histogram"
    options: ClassVar[dict[str, Option]] = {
        "seed": Option(int, 0, "seed of the random choices"),
        "runs": Option(int, 1, "number of executions", minimum=1),
        **BUDGET_OPTIONS,
    }

    def explore(self, make_tree: TreeFactory, trace: bool = False) -> RunResult:
        rng = random.Random(self.config["seed"])

        def policy_for_run() -> Policy:
            def policy(b: Branch) -> Any:
                return b.sample(rng)
            return policy

        result = single_runs(make_tree, policy_for_run, self.config["runs"], self.config, trace,
                             self.progress)
        result.stats["seed"] = self.config["seed"]
        return result
