"""Mixed-size accesses of byte-addressed programs (LLVM IR): splitting a location into bytes.

A location is the sized cell ``(start, bytes)`` its first write gave it (``widths``, as in
:mod:`ctreelab.cells`).  A non-atomic access that overlaps cells of other sizes is done byte
by byte: every overlapping cell is first **split** into one location per byte, each with a
copy of the cell's timeline (same intervals, the byte of each value, the same message views)
and every view that mentions the cell mentioning each byte at the same timestamp.  For
non-atomic accesses the split state behaves as the unsplit one (each byte has the cell's
messages and every thread's view of it); afterwards each byte is its own location, and an
atomic access of another size to it is a failure.
"""

from __future__ import annotations

from typing import Any

from ctreelab.cells import canonical
from ctreelab.fmap import FrozenMap
from ctreelab.values import UNDEF, Value

from .timeline import Msg, Timeline
from .views import TView, View


def byte(v: Value, i: int) -> Value:
    """Byte ``i`` (little-endian) of ``v`` in signed canonical ``i8`` form."""
    return UNDEF if v is UNDEF else canonical(v >> (8 * i), 8)


def spread(v: Any, start: int, width: int) -> Any:
    """A view (or ``None``) with its entry for ``start`` copied to the cell's other bytes."""
    if v is None or start not in v:
        return v
    t = v[start]
    return v.update_many((start + i, t) for i in range(1, width))


def split_timeline(tl: Timeline, start: int, width: int) -> list[Timeline]:
    """The timelines of bytes ``0 … width-1`` of a cell whose timeline is ``tl``."""
    return [tuple(Msg(m.frm, m.to, byte(m.val, i), spread(m.view, start, width)) for m in tl)
            for i in range(width)]


def split_tview(tv: TView, start: int, width: int) -> TView:
    rel: dict[int, View] = {}
    for a, v in tv.rel.items():
        rel[a] = spread(v, start, width)
        if a == start:  # the cell's own release view applies to each byte
            for i in range(1, width):
                rel[start + i] = rel[a]
    return TView(spread(tv.cur, start, width), spread(tv.acq, start, width),
                 spread(tv.rel_all, start, width), FrozenMap(rel))
