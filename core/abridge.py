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


def abridge(rows: Sequence[Row], limit: int) -> tuple[list[Row], str | None]:
    """The rows to print (in their order) and the line that summarises the others, if any
    are left out.  ``rows`` are sorted ``(outcome, count)`` pairs; ``limit`` 0 keeps all."""
    if limit <= 0 or len(rows) <= limit:
        return list(rows), None
    ranked = sorted(range(len(rows)), key=lambda i: (rows[i][0].kind == "done", i))
    kept = set(ranked[:limit])
    shown = [row for i, row in enumerate(rows) if i in kept]
    hidden: dict[str, int] = {}
    for i, (o, _) in enumerate(rows):
        if i not in kept:
            hidden[o.kind] = hidden.get(o.kind, 0) + 1
    total: dict[str, int] = {}
    for o, _ in rows:
        total[o.kind] = total.get(o.kind, 0) + 1
    by_kind = ", ".join(f"{k} {hidden[k]:,} of {total[k]:,}" for k in KINDS if k in hidden)
    more = len(rows) - limit
    return shown, (f"… {more:,} more outcome{'s' if more != 1 else ''} not shown ({by_kind}); "
                   f"--limit 0 shows all, --json or --output FILE writes all")
