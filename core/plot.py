"""``ctreelab outcomes --plot FILE``: the outcome table as a bar chart (matplotlib, the
optional extra ``plot``).

One row per outcome (in the table's order, violations in red), one bar per memory model:
the number of executions that reach it, written at the bar's end, on a logarithmic axis when
the counts span more than two orders of magnitude; a model that does not reach an outcome has no bar there.  The image format is
the file's extension (``.svg``, ``.png``, ``.pdf``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .errors import CtreelabError
from .outcome import VIOLATIONS, Outcome

FORMATS = (".svg", ".png", ".pdf")
MAX_LABEL = 60  # characters of an outcome's text shown beside its bars


def plot_outcomes(title: str, models: list[str], rows: list[tuple[Outcome, dict[str, int]]],
                  path: str) -> None:
    """Write the bar chart of ``rows`` (outcome, executions per model) to ``path``."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise CtreelabError(f"--plot {path}: expected a {', '.join(FORMATS)} file")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise CtreelabError("--plot needs matplotlib, which is not installed: pip install "
                            "'ctreelab[plot]'") from None
    matplotlib.rcParams["svg.fonttype"] = "none"  # text stays text (searchable, editable)
    n, m = len(rows), max(1, len(models))
    height = 0.8 / m
    fig, ax = plt.subplots(figsize=(10, 1.2 + 0.25 * n * max(2, m)))
    colours = plt.get_cmap("tab10")
    for j, model in enumerate(models):
        ys = [i + (j - (m - 1) / 2) * height for i in range(n)]
        counts = [counts.get(model, 0) for _, counts in rows]
        bars = ax.barh(ys, counts, height=height, label=model, color=colours(j % 10))
        ax.bar_label(bars, labels=[str(c) if c else "" for c in counts], fontsize=7, padding=2)
    ax.set_yticks(range(n))
    ax.set_yticklabels([_label(o) for o, _ in rows], fontsize=8)
    for tick, (o, _) in zip(ax.get_yticklabels(), rows, strict=True):
        if o.kind in VIOLATIONS:
            tick.set_color("red")
    ax.invert_yaxis()
    found = [c for _, counts in rows for c in counts.values() if c > 0]
    if found and max(found) > 100 * min(found):
        ax.set_xscale("log")
        ax.set_xlim(left=0.5)  # a count of 1 still shows a bar
        ax.set_xlabel("executions (log scale)")
    else:
        ax.set_xlabel("executions")
    ax.set_title(title, fontsize=10)
    ax.legend(title="memory model", fontsize=8)
    fig.tight_layout()
    try:
        fig.savefig(path)
    except OSError as exc:
        raise CtreelabError(f"cannot write {path}: {exc.strerror}") from None
    finally:
        plt.close(fig)


def _label(o: Any) -> str:
    text: str = o.show()
    return text if len(text) <= MAX_LABEL else text[:MAX_LABEL - 1] + "…"
