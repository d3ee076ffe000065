"""Views of the Promising model: maps from addresses to timestamps (spec §0, §5.1).

A :data:`View` is a :class:`~ctreelab.fmap.FrozenMap` ``addr -> Time`` that never stores
a ``0`` entry (a missing entry reads as 0), so equal views are equal maps and hash equal.
A :class:`TView` is a thread's ``cur``/``acq``/``rel`` views; ``rel`` is a default view
(set for every address by a release fence) plus per-address entries (set by writes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.slotinit import fast_init

Time = int | Fraction  # canonical (normalised) timestamps are ints
ZERO: Time = 0
View = FrozenMap  # addr -> Time, no 0 entries
BOT: View = EMPTY


def at(v: View, a: int) -> Time:
    t: Time = v.get(a, ZERO)
    return t


def raised(v: View, a: int, t: Time) -> View:
    """``v ⊔ {a ↦ t}``."""
    return v.set(a, t) if t > v.get(a, ZERO) else v


def join(v: View, w: View) -> View:
    """Pointwise maximum."""
    if not w or v is w:
        return v
    if not v:
        return w
    changed = [(a, t) for a, t in w.items() if t > v.get(a, ZERO)]
    return v.update_many(changed) if changed else v


def renamed(v: View | None, a: int, rename: Callable[[Time], Time]) -> Any:
    """``v`` with its entry for ``a`` renamed (``None`` stays ``None``; renamed to the
    origin 0, no entry: a view stores no 0)."""
    if v is None or a not in v:
        return v
    t = rename(v[a])
    return v.set(a, t) if t != ZERO else v.delete(a)


@fast_init  # built at every step (issue 20)
@dataclass(frozen=True, slots=True)
class TView:
    """A thread's views.  ``rel(a)`` = ``rel[a]`` if set, else ``rel_all``."""

    cur: View = BOT
    acq: View = BOT
    rel_all: View = BOT
    rel: FrozenMap = EMPTY  # addr -> View
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)

    def __hash__(self) -> int:  # computed once: thread tables are hashed with every state
        h = self._hash
        if h is None:
            h = hash((self.cur, self.acq, self.rel_all, self.rel))
            object.__setattr__(self, "_hash", h)
        return h

    def rel_of(self, a: int) -> View:
        r: View = self.rel.get(a, self.rel_all)
        return r

    def with_rel(self, a: int, v: View) -> FrozenMap:
        """The per-address map with ``rel(a) = v`` (no entry when it equals ``rel_all``)."""
        return self.rel.delete(a) if v == self.rel_all else self.rel.set(a, v)

    def rename(self, a: int, rename: Callable[[Time], Time]) -> TView:
        """The views with their entries for ``a`` renamed (canonical: no per-location
        release view equal to ``rel_all``)."""
        rel_all = renamed(self.rel_all, a, rename)
        rel = self.rel
        changed = [(b, renamed(v, a, rename)) for b, v in rel.items() if a in v]
        if changed:
            rel = rel.update_many(changed)
        if changed or rel_all is not self.rel_all:  # (now equal to rel_all: no entry)
            for b in [b for b, v in rel.items() if v == rel_all]:
                rel = rel.delete(b)
        return TView(renamed(self.cur, a, rename), renamed(self.acq, a, rename), rel_all, rel)


BOT_TVIEW = TView()


def lowered(v: View, a: int, t: Time) -> View:
    """``v`` with its entry for ``a`` at most ``t``."""
    if v.get(a, ZERO) <= t:
        return v
    return v.set(a, t) if t != ZERO else v.delete(a)
