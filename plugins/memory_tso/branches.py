"""The branch kinds of the ``tso`` memory model: which store buffers drain, and when."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from ctreelab.branches import Branch


@dataclass(frozen=True, slots=True)
class TSOFlush(Branch):
    """Drain the oldest entry of one thread's store buffer, or stop draining.

    ``pending`` lists (sorted) the threads whose buffer is non-empty.  Answers: a thread id
    of ``pending`` (drain its oldest entry; the branch is offered again) or ``None`` (stop
    and let the program continue), offered only when ``can_stop`` — the draining observer
    at program exit cannot stop before every buffer is empty.  ``default()`` drains eagerly
    (the first pending thread).  The faithful model offers it only at exit (during the run,
    drains are internal actions of ``Sched``); a stoppable one is for models that drain
    before an access.
    """

    pending: tuple[int, ...]
    can_stop: bool = True

    def choices(self) -> Sequence[Any]:
        return (*self.pending, None) if self.can_stop else self.pending

    def default(self) -> Any:
        return self.pending[0]

    def describe(self) -> str:
        return f"TSOFlush{list(self.pending)}{'' if self.can_stop else ' (exit)'}"


@dataclass(frozen=True, slots=True)
class TSOFlushLists(Branch):
    """``compat = "artifact"``: flush the whole buffers of an ordered list of threads.

    Answers: every ordered list of distinct threads of ``pending`` (the empty list
    included), as the reference's enumerating interpreter offers them (spec §4).
    ``default()`` flushes every pending thread, in id order.
    """

    pending: tuple[int, ...]

    def choices(self) -> Sequence[Any]:
        n = len(self.pending)
        return [p for r in range(n + 1) for p in permutations(self.pending, r)]

    def default(self) -> Any:
        return self.pending

    def describe(self) -> str:
        return f"TSOFlushLists{list(self.pending)}"
