"""The progress display of long explorations (the command line, on a terminal only).

Schedulers call their ``progress`` callback now and then with running counters
(``states``, ``executions``, ``queue``…, see :data:`ctreelab.scheduler.Progress`); the
display turns them into one self-erasing line on stderr (rich, as typer uses it): the
elapsed time, the rate of configurations (or executions) per second, the queue of
choices still to explore, and the budget left — with an estimate of when the run ends
where one is possible (a number of random runs) or of when a budget will stop it.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping
from typing import Any

from rich.console import Console
from rich.live import Live
from rich.text import Text


def _count(n: float) -> str:
    return f"{n:,.0f}"


def _seconds(s: float) -> str:
    if s < 60:
        return f"{s:.0f} s" if s >= 10 else f"{s:.1f} s"
    if s < 3600:
        return f"{int(s // 60)} min {int(s % 60):02d} s"
    return f"{int(s // 3600)} h {int(s % 3600 // 60):02d} min"


def describe(counters: Mapping[str, int], elapsed: float, budgets: Mapping[str, Any]) -> str:
    """The progress line for ``counters`` after ``elapsed`` seconds, given the scheduler's
    options ``budgets`` (``max-states``, ``timeout``, ``runs``)."""
    parts = [_seconds(elapsed)]
    rate_of = "states" if "states" in counters else "executions"
    done = counters.get(rate_of, 0)
    rate = done / elapsed if elapsed > 0 else 0.0
    parts.append(f"{_count(done)} {'configurations' if rate_of == 'states' else 'executions'}"
                 f" ({_count(rate)}/s)")
    if "queue" in counters:
        parts.append(f"{_count(counters['queue'])} choices queued")
    if rate_of == "states" and counters.get("executions"):
        n = counters["executions"]
        parts.append(f"{_count(n)} execution{'s' if n != 1 else ''}")
    left: list[str] = []
    ends: list[tuple[float, str]] = []
    limit = budgets.get("max-states") if rate_of == "states" else budgets.get("runs")
    if limit:
        left.append(f"{1 - done / limit:.0%} of {'max-states' if rate_of == 'states' else 'runs'} "
                    f"{_count(limit)}")
        if rate > 0 and done < limit:
            ends.append(((limit - done) / rate,
                         "done" if rate_of == "executions" else "max-states reached"))
    timeout = budgets.get("timeout") or 0
    if timeout:
        left.append(f"{_seconds(max(0.0, timeout - elapsed))} of timeout")
        ends.append((max(0.0, timeout - elapsed), "timeout"))
    if ends:
        eta, what = min(ends)
        parts.append(f"{what} in ~{_seconds(eta)}")
    if left:
        parts.append("left: " + ", ".join(left))
    return " · ".join(parts)


class ProgressDisplay:
    """A scheduler's ``progress`` callback that redraws one transient line at most twice a
    second; :meth:`close` erases it."""

    def __init__(self, budgets: Mapping[str, Any], file: Any = None) -> None:
        self.budgets = dict(budgets)
        self.start = self.last = time.monotonic()  # nothing shown for the first 0.5 s
        self.live: Live | None = None
        self.console = Console(file=file or sys.stderr)

    def __call__(self, counters: Mapping[str, int]) -> None:
        now = time.monotonic()
        if now - self.last < 0.5:
            return
        self.last = now
        text = Text("… " + describe(counters, now - self.start, self.budgets),
                    overflow="ellipsis", no_wrap=True)
        if self.live is None:
            self.live = Live(text, console=self.console, transient=True, auto_refresh=False)
            self.live.start()
        self.live.update(text, refresh=True)

    def close(self) -> None:
        if self.live is not None:
            self.live.stop()
            self.live = None
