"""Per-location timelines of messages and the timestamp candidates of spec §5.2.

A timeline is a tuple of :class:`Msg` sorted by ``to``; a message occupies ``(frm, to]``.
Timestamp 0 is the origin of every timeline: an initialised location has its initial message
``(0, 0]`` there; an uninitialised one has none, and reading at 0 then reads the
uninitialised (``undef``) content.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction

from ctreelab.slotinit import fast_init
from ctreelab.values import Value

from .views import ZERO, Time, View

Slot = tuple[Time, Time]  # (from, to); a read of the message at d is (d, d)


@fast_init  # built at every write (issue 20)
@dataclass(frozen=True, slots=True)
class Msg:
    """``⟨val @ (frm, to]⟩``; ``view`` is ``None`` for a non-atomic message."""

    frm: Time
    to: Time
    val: Value
    view: View | None
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)

    def __hash__(self) -> int:  # computed once: timelines are hashed with every state
        h = self._hash
        if h is None:
            h = hash((self.frm, self.to, self.val, self.view))
            object.__setattr__(self, "_hash", h)
        return h


Timeline = tuple[Msg, ...]


def latest(tl: Timeline) -> Time:
    return tl[-1].to if tl else ZERO


def message_at(tl: Timeline, t: Time) -> Msg | None:
    """The message ending at ``t`` (``None``: the uninitialised origin)."""
    for m in tl:
        if m.to == t:
            return m
    return None


def readable(tl: Timeline, c: Time) -> list[Time]:
    """Where a thread whose view of the location is ``c`` may read: every message ending at
    or after ``c``, plus the uninitialised origin 0 when ``c`` is 0 and no message ends there."""
    points = [m.to for m in tl if m.to >= c]
    return points if (points and points[0] == ZERO) or c != ZERO else [ZERO, *points]


def gaps(tl: Timeline, c: Time) -> Iterator[tuple[Time, Time]]:
    """The non-empty gaps ``(p, n)`` between messages with ``p ≥ c``, in order (where a plain
    write from view ``c`` may go, besides after the last message)."""
    prev = ZERO
    for m in tl:
        if prev < m.frm and prev >= c:
            yield prev, m.frm
        prev = m.to


def write_slots(tl: Timeline, c: Time, every: bool) -> list[Slot]:
    """Intervals a plain write may take: in every non-empty gap ``(p, n)`` with ``p ≥ c``,
    then after the last message.  ``every`` (spec §5.2): each adjacency class — adjacent
    left, filling the gap, in the middle, adjacent right; after the last message adjacent or
    leaving a gap.  Otherwise one interval per position, the one leaving room on both sides
    (it allows every future step that a tighter interval at that position allows)."""
    slots: list[Slot] = []
    for p, n in gaps(tl, c):
        third = (Fraction(2 * p + n, 3), Fraction(p + 2 * n, 3))
        mid = Fraction(p + n, 2)
        slots += [(p, mid), (p, n), third, (mid, n)] if every else [third]
    last = latest(tl)
    return [*slots, *([(last, last + 1)] if every else []), (last + 1, last + 2)]


def update_slots(tl: Timeline, f: Time, every: bool) -> list[Slot]:
    """Intervals adjacent to the point ``f`` (what an update reading at ``f`` may take):
    none when the next message starts at ``f``; else leaving room before it, and with
    ``every`` also filling the gap up to it (spec §5.2)."""
    nxt = next((m for m in tl if m.to > f), None)
    if nxt is None:
        return [(f, f + 1)]
    if nxt.frm == f:
        return []
    return [(f, Fraction(f + nxt.frm, 2)), *([(f, nxt.frm)] if every else [])]


def inserted(tl: Timeline, msg: Msg) -> Timeline:
    i = next((i for i, m in enumerate(tl) if m.to > msg.to), len(tl))
    return (*tl[:i], msg, *tl[i:])


def renumbering(tl: Timeline) -> dict[Time, Time] | None:
    """The order- and adjacency-preserving renaming of the timeline's points (0, every
    ``frm`` and ``to``) to 0, 1, 2, …, or ``None`` when they already are."""
    last = ZERO
    for m in tl:
        if not ((m.frm == last or m.frm == last + 1) and m.to == m.frm + 1 or m.to == ZERO):
            break
        last = m.to
    else:
        return None
    points = sorted({ZERO, *(m.frm for m in tl), *(m.to for m in tl)})
    return {p: i for i, p in enumerate(points)}


def settled(tl: Timeline, atomic: bool) -> Time | None:
    """The lowest point ``p`` from which the timeline is gapless up to its last message
    (each message starts where the one before ends; from the origin 0 when the first one
    starts there), with only atomic messages at or after ``p`` when ``atomic``: the last
    point when there is a gap just below it, 0 when there is no message, ``None`` when
    ``atomic`` and the last message is not.  A write placed anywhere goes after the last
    message then, and an update reads the last one (or a later one), whatever the
    writer's view in ``[p, latest]``."""
    i = len(tl) - 1
    if i < 0:
        return ZERO
    if atomic and tl[i].view is None:
        return None
    while i > 0 and tl[i].frm == tl[i - 1].to and not (atomic and tl[i - 1].view is None):
        i -= 1
    return ZERO if i == 0 and tl[0].frm == ZERO else tl[i].to
