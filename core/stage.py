"""Stages of the interpretation stack and the context they run in (DESIGN §2.3).

A stage is one interpretation pass with a declared contract: the events it consumes and the
events and branch kinds it introduces.  Stages come in three levels, in this order:

* ``function`` — applied to every function instance's tree before interleaving (``vars``);
* ``program``  — combines the functions into one tree for the whole program (``interleave``);
* ``tree``     — applied to the whole-program tree (``memory``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from .component import Component
from .footprint import Footprint
from .program import Layout, Program
from .tree import Tree

LEVELS = ("function", "program", "tree")
FunctionTable = Callable[[str, tuple[Any, ...]], Tree]


@dataclass
class RunContext:
    """What stages may consult while building the tree of one run."""

    program: Program
    layout: Layout
    observe: tuple[str, ...] = ()
    trace: bool = False
    # (tid, event) -> its footprint, from the stage that handles the event (see footprint.py)
    footprint: Callable[[int, Any], Footprint] = lambda tid, event: None
    # what a data race is (``report``: an outcome beside the execution's own, ``ub``: the
    # end of the execution as undefined behaviour, ``ignore``: nothing), see RACE_MODES
    races: str = "ignore"
    # whether the interleaving tracks happens-before for data races (races checked, and a
    # memory model whose atomic reads read the last write, MemoryModel.reads_latest, or
    # that tells when one may not, MemoryModel.stale: stale_reads, and such a read drops
    # the records its word carries)
    happens_before: bool = False
    stale_reads: bool = False
    # the bytes the end of the program observes while other threads may still run (the
    # observed globals' spans, see Pipeline.seen_at_exit)
    at_exit: tuple[tuple[int, int], ...] = ()


RACE_MODES = ("report", "ub", "ignore")


class Stage(Component):
    kind: ClassVar[str] = "stage"
    level: ClassVar[str] = "tree"
    consumes: ClassVar[tuple[type, ...]] = ()
    introduces: ClassVar[tuple[type, ...]] = ()
    introduces_branches: ClassVar[tuple[type, ...]] = ()

    def consumed(self) -> tuple[type, ...]:
        """The event classes this instance consumes (may depend on its options)."""
        return self.consumes

    def introduced(self) -> tuple[type, ...]:
        return self.introduces

    def superseded(self, stages: Sequence[Stage]) -> bool:
        """Whether this stage is dropped from a stack whose later stages are ``stages``
        because one of them does its work (e.g. allocation tracking by a memory model that
        tracks allocations itself).  Default: never."""
        return False

    def footprint(self, tid: int, event: Any) -> Footprint:
        """What handling ``event`` of thread ``tid`` (one this stage consumes) touches, for
        partial-order reduction; ``None`` (the default): it may conflict with anything."""
        return None

    # one of these three, according to ``level``
    def apply_function(self, ctx: RunContext, name: str, tree: Tree) -> Tree:
        raise NotImplementedError

    def combine(self, ctx: RunContext, functions: FunctionTable) -> Tree:
        raise NotImplementedError

    def apply(self, ctx: RunContext, tree: Tree) -> Tree:
        raise NotImplementedError
