"""One table row for the races of one pair of accesses over several elements of an object.

In report mode every race an execution meets is an outcome, so a byte-wise copy or a loop
over an array racing with another thread gives one race per element or byte: ``thread 1
reads buf[0]``, ``buf[1]``, … with the same threads, orderings and source lines.  The
tables of the command line show them as one row, ``thread 1 reads buf[0..7]``, with the
executions added up and the number of outcomes it stands for; ``--witness`` explains the
row by its first outcome; ``--json`` keeps every outcome.  Only the indices in a name vary
within a row (``[3]``, and ``offset 3 of`` a heap block): never a thread, an ordering, a
source line or what was printed before the race.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TypeVar

from .outcome import Outcome

V = TypeVar("V")

# an element's index in a name (``a[3]``, ``m[1][2]``) or a heap block's offset
_INDEX = re.compile(r"(?<=\[)\d+(?=\])|(?<=offset )\d+(?= of )")


def group(rows: Sequence[tuple[Outcome, V]], add: Callable[[V, V], V]
          ) -> list[tuple[Outcome, V, tuple[Outcome, ...]]]:
    """``rows`` (sorted outcomes with their counts) with the races that differ only in
    indices merged: ``(shown, counts added with add, the outcomes it stands for)``, in the
    order of each group's first outcome."""
    groups: dict[tuple[object, ...], list[int]] = {}
    order: list[list[int]] = []
    for i, (o, _) in enumerate(rows):
        if o.kind != "race" or not _INDEX.search(o.reason):
            order.append([i])
            continue
        key = (_INDEX.sub("#", o.reason), o.where, o.thread, o.observed)
        members = groups.get(key)
        if members is None:
            members = groups[key] = []
            order.append(members)
        members.append(i)
    out: list[tuple[Outcome, V, tuple[Outcome, ...]]] = []
    for members in order:
        first, total = rows[members[0]]
        for i in members[1:]:
            total = add(total, rows[i][1])
        outcomes = tuple(rows[i][0] for i in members)
        out.append((first if len(members) == 1 else _merged(outcomes), total, outcomes))
    return out


def _merged(outcomes: tuple[Outcome, ...]) -> Outcome:
    """The first outcome with each index replaced by the indices of all (``0..7``,
    ``0..3,6``) and the number of outcomes said."""
    columns = zip(*(_INDEX.findall(o.reason) for o in outcomes), strict=True)
    spans = iter([_spans(sorted({int(v) for v in col})) for col in columns])
    reason = _INDEX.sub(lambda _: next(spans), outcomes[0].reason)
    return replace(outcomes[0], reason=f"{reason} ({len(outcomes)} outcomes, one per index)")


def _spans(values: list[int]) -> str:
    """``0..3,6`` for 0, 1, 2, 3, 6."""
    parts: list[str] = []
    start = prev = values[0]
    for v in [*values[1:], None]:
        if v is not None and v == prev + 1:
            prev = v
            continue
        parts.append(str(start) if start == prev else f"{start}..{prev}")
        if v is not None:
            start = prev = v
    return ",".join(parts)
