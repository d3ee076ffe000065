"""Mixed-size accesses of byte-addressed programs (LLVM IR): splitting a location into bytes.

A location is the sized cell ``(start, bytes)`` its first write gave it (``widths``, as in
:mod:`ctreelab.cells`).  A non-atomic access that overlaps cells of other sizes is done byte
by byte: every overlapping cell is first **split** into one location per byte, each with a
copy of the cell's timeline (same intervals, the byte of each value, the same message views)
and every view that mentions the cell mentioning each byte at the same timestamp.  For
non-atomic accesses the split state behaves as the unsplit one (each byte has the cell's
messages and every thread's view of it); afterwards each byte is its own location, and an
atomic access of another size to it is a failure — unless the bytes look exactly like a
split cell: then an atomic access of the cell's size **merges** them back (:func:`merged`).
That is what memory zeroed byte by byte (``calloc``, ``memset``) and then used by an atomic
word (a mutex in a ``calloc``'d structure) looks like: every byte holds the same intervals
with the same message views, and every view gives all of them one timestamp.
"""

from __future__ import annotations

from typing import Any

from ctreelab.cells import canonical
from ctreelab.fmap import FrozenMap
from ctreelab.values import UNDEF, Value

from .timeline import Msg, Timeline
from .views import TView, View, join


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


def uniform(v: Any, start: int, width: int) -> bool:
    """Whether a view (or ``None``) gives the bytes ``start … start+width-1`` one timestamp,
    or none of them any."""
    if v is None:
        return True
    t = v.get(start)
    return all(v.get(start + i) == t for i in range(1, width))


def gathered(v: Any, start: int, width: int) -> Any:
    """A uniform view (or ``None``) without its entries for the bytes after ``start``: the
    inverse of :func:`spread`."""
    if v is None or start not in v:
        return v
    for i in range(1, width):
        v = v.delete(start + i)
    return v


def merged_timeline(tls: list[Timeline], start: int, width: int) -> Timeline | None:
    """The timeline of the ``width``-byte cell whose bytes have timelines ``tls``, or ``None``
    when they are not those of one cell split (the same intervals and uniform message
    views): the inverse of :func:`split_timeline`."""
    first = tls[0]
    if not first or any(len(tl) != len(first) for tl in tls):
        return None
    out = []
    for j, m in enumerate(first):
        column = [tl[j] for tl in tls]
        if any(x.frm != m.frm or x.to != m.to or x.view != m.view for x in column) or \
                not uniform(m.view, start, width):
            return None
        values = [x.val for x in column]
        val: Value = UNDEF if any(type(b) is not int for b in values) else canonical(
            sum((b & 0xFF) << (8 * i) for i, b in enumerate(values)), 8 * width)
        out.append(Msg(m.frm, m.to, val, gathered(m.view, start, width)))
    return tuple(out)


def merged_tview(tv: TView, start: int, width: int) -> TView | None:
    """A thread's views with the bytes merged, or ``None`` when they are not uniform.  The
    cell's release view is the join of its bytes' (each byte written on its own raised
    ``rel`` at that byte only; a split cell's bytes all have the cell's)."""
    bytes_ = range(start, start + width)
    own = tv.rel_all
    for b in bytes_:
        own = join(own, tv.rel_of(b))
    others = [v for a, v in tv.rel.items() if a not in bytes_]
    if not all(uniform(v, start, width) for v in (tv.cur, tv.acq, tv.rel_all, own, *others)):
        return None
    rel = FrozenMap((a, gathered(v, start, width)) for a, v in tv.rel.items() if a not in bytes_)
    rel_all = gathered(tv.rel_all, start, width)
    own = gathered(own, start, width)
    return TView(gathered(tv.cur, start, width), gathered(tv.acq, start, width), rel_all,
                 rel if own == rel_all else rel.set(start, own))
