"""Branch signatures: what a ``Br`` node chooses between, and how schedulers resolve it.

A branch signature is a frozen, hashable object.  It tells every scheduler how to resolve it:

* ``choices()`` — the complete, finite list of answers (the ``exhaustive`` scheduler
  enumerates them in this order);
* ``default()`` — the answer of the deterministic policy (``round_robin``); for memory-model
  branches this is the choice that yields an SC-like execution (eager drain, latest
  timestamp);
* ``sample(rng)`` — the answer of the seeded ``random`` policy (uniform over ``choices()``
  unless a branch documents otherwise).

``Sched`` is special: ``round_robin`` takes its internal actions first, then rotates over
its ready threads, instead of taking ``default()``.  Memory models and languages define
their own branch kinds by subclassing :class:`Branch`; schedulers need no change.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any


class Branch:
    """Base class of branch signatures."""

    __slots__ = ()

    def choices(self) -> Sequence[Any]:
        raise NotImplementedError

    def default(self) -> Any:
        return self.choices()[0]

    def sample(self, rng: random.Random) -> Any:
        options = self.choices()
        return options[rng.randrange(len(options))]

    def describe(self) -> str:
        return type(self).__name__


@dataclass(frozen=True, slots=True)
class GuardB(Branch):
    """A silent unary branch (``Guard``)."""

    def choices(self) -> Sequence[Any]:
        return (None,)


@dataclass(frozen=True, slots=True)
class StepB(Branch):
    """A visible τ step (``Step``)."""

    def choices(self) -> Sequence[Any]:
        return (None,)


@dataclass(frozen=True, slots=True)
class StuckB(Branch):
    """No continuation at all (``Stuck``)."""

    def choices(self) -> Sequence[Any]:
        return ()

    def default(self) -> Any:
        raise LookupError("a stuck branch has no choice")

    def sample(self, rng: random.Random) -> Any:
        raise LookupError("a stuck branch has no choice")


@dataclass(frozen=True, slots=True)
class Choose(Branch):
    """Choice among ``n`` alternatives, answered by an index ``0 <= i < n``."""

    n: int

    def choices(self) -> Sequence[Any]:
        return range(self.n)


@dataclass(frozen=True, slots=True)
class RaceFound(Choose):
    """A data race was found (``report`` mode, :func:`ctreelab.races.found`): go on (0)
    or stop with the race (1)."""

    def describe(self) -> str:
        return "race found"


@dataclass(frozen=True, slots=True)
class Sched(Branch):
    """The interleaving scheduler's choice of the next thread among ``ready`` (sorted ids),
    or of an ``internal`` action of a lower stage.

    ``internal`` lists actions a stage below the interleaving may take between two thread
    actions, such as a TSO store buffer draining its oldest entry (the memory stage adds
    them, :meth:`ctreelab.memory.MemoryModel.internal`); taking one re-offers the choice.
    ``footprints`` (aligned with ``choices()``, possibly empty) says what each choice
    touches (:mod:`ctreelab.footprint`), for partial-order reduction.  For persistent sets,
    ``futures`` gives each live thread's future footprint: everything it, or an internal
    action it owns, may touch after its choices here (a blocked thread's pending action
    included; a front-end whose thread may still spawn a thread plainly, without
    synchronising, gives ``None``; the future of a thread about to spawn one synchronising
    covers what the new thread may touch; a load is a read, a store or read-modify-write a
    write, a compare-exchange both, :func:`ctreelab.footprint.ordered`); the interleaving
    fills it at the event level and the memory stage maps it to its model's footprints and
    sets ``owners`` (aligned with ``choices()``: the thread each choice belongs to); without
    ``owners`` the futures are not usable.  ``late`` names the
    threads whose every remaining action the memory model can postpone past any action of
    the other threads (:meth:`ctreelab.memory.MemoryModel.late`).  ``blocked`` lists the
    live threads that are not ready (``None``: not known), ``joins`` each live thread
    whose next action is the synchronising join of another thread, with that thread (what
    :meth:`ctreelab.memory.MemoryModel.forget` may rely on).  ``where``, when set, tells
    where each live thread stands in the source (``(thread, "file:line")`` pairs, computed
    when called: for the messages of outcomes such as hangs).  ``plain`` names the ready
    threads whose next action is a non-atomic access while the interleaving tracks
    happens-before (:mod:`ctreelab.happens_before`): in an execution without data races
    such an action commutes with every action another thread can take before it, so an
    explorer may run it alone as long as it finds no race (the race-free reduction); so
    may the internal actions the memory model calls plain (a TSO drain of a non-atomic
    store, :meth:`ctreelab.memory.MemoryModel.internal`).  All
    eight are derived from the configuration, so they take no part in equality."""

    ready: tuple[int, ...]
    footprints: tuple[Any, ...] = field(default=(), compare=False)
    internal: tuple[Any, ...] = ()
    futures: tuple[tuple[int, Any], ...] = field(default=(), compare=False)
    owners: tuple[int, ...] = field(default=(), compare=False)
    late: frozenset[int] = field(default=frozenset(), compare=False)
    blocked: tuple[int, ...] | None = field(default=None, compare=False)
    joins: tuple[tuple[int, int], ...] = field(default=(), compare=False)
    where: Callable[[], tuple[tuple[int, str], ...]] | None = field(default=None, compare=False)
    plain: frozenset[Any] = field(default=frozenset(), compare=False)

    def choices(self) -> Sequence[Any]:
        return self.ready + self.internal if self.internal else self.ready

    def describe(self) -> str:
        extra = f" + {list(self.internal)}" if self.internal else ""
        return f"Sched{list(self.ready)}{extra}"


_NO_LATE: frozenset[int] = frozenset()
_SCHED_SLOTS = tuple(Sched.__dict__[f].__set__ for f in (
    "ready", "footprints", "internal", "futures", "owners", "late", "blocked", "joins", "where",
    "plain"))


def _sched_init(self: Sched, ready: tuple[int, ...], footprints: tuple[Any, ...] = (),
                internal: tuple[Any, ...] = (), futures: tuple[tuple[int, Any], ...] = (),
                owners: tuple[int, ...] = (), late: frozenset[int] = _NO_LATE,
                blocked: tuple[int, ...] | None = None, joins: tuple[tuple[int, int], ...] = (),
                where: Callable[[], tuple[tuple[int, str], ...]] | None = None,
                plain: frozenset[Any] = _NO_LATE) -> None:
    """``Sched``'s constructor, setting the slots directly (as the tree nodes do, see
    :mod:`ctreelab.tree`): one is built at every scheduling point, twice with a memory
    model that adds to it."""
    s = _SCHED_SLOTS
    s[0](self, ready)
    s[1](self, footprints)
    s[2](self, internal)
    s[3](self, futures)
    s[4](self, owners)
    s[5](self, late)
    s[6](self, blocked)
    s[7](self, joins)
    s[8](self, where)
    s[9](self, plain)


Sched.__init__ = _sched_init  # type: ignore[method-assign]


@dataclass(frozen=True, slots=True)
class Pick(Branch):
    """Choice of a concrete value for an undefined one among ``candidates``."""

    candidates: tuple[Any, ...]

    def choices(self) -> Sequence[Any]:
        return self.candidates


@dataclass(frozen=True, slots=True)
class Note(Branch):
    """A silent unary branch that records a trace entry (only built when tracing)."""

    tid: int | None
    what: str
    detail: tuple[tuple[str, Any], ...] = ()

    def choices(self) -> Sequence[Any]:
        return (None,)
