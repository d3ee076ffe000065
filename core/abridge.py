"""Long outcome lists on a terminal: the first rows, the rest summarised by kind.

An exhaustive run can find thousands of outcomes (every final state of a large program).
The command line prints at most ``--limit`` rows (default :data:`DEFAULT_LIMIT`; 0: all):
the outcomes that are not ``done`` first (violations are what one looks for), then ``done``
ones, each group in the usual order, and one line that counts what is not shown per kind.
``--json`` and ``--output FILE`` always have every outcome.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from .outcome import KINDS, Outcome

DEFAULT_LIMIT = 30
Row = TypeVar("Row", bound=tuple[Outcome, Any])


def abridge(rows: Sequence[Row], limit: int, sizes: Sequence[int] | None = None
            ) -> tuple[list[Row], str | None]:
    """The rows to print (in their order) and the line that summarises the others, if any
    are left out.  ``rows`` are sorted ``(outcome, count)`` pairs; ``limit`` 0 keeps all;
    ``sizes``: the number of outcomes each row stands for (1 each by default, see
    :mod:`ctreelab.race_groups`)."""
    if limit <= 0 or len(rows) <= limit:
        return list(rows), None
    size = sizes or [1] * len(rows)
    ranked = sorted(range(len(rows)), key=lambda i: (rows[i][0].kind == "done", i))
    kept = set(ranked[:limit])
    shown = [row for i, row in enumerate(rows) if i in kept]
    hidden: dict[str, int] = {}
    total: dict[str, int] = {}
    for i, (o, _) in enumerate(rows):
        total[o.kind] = total.get(o.kind, 0) + size[i]
        if i not in kept:
            hidden[o.kind] = hidden.get(o.kind, 0) + size[i]
    by_kind = ", ".join(f"{k} {hidden[k]:,} of {total[k]:,}" for k in KINDS if k in hidden)
    more = sum(hidden.values())
    return shown, (f"… {more:,} more outcome{'s' if more != 1 else ''} not shown ({by_kind}); "
                   f"--limit 0 shows all, --json or --output FILE writes all")
