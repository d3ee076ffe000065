"""The c11popl15 refinement table (``tests/c11popl15_refinements.md``) is recomputed and
must not change: every pair × model verdict, outcome count, counterexample and reason.
See ``tests/c11popl15_refinements.py`` for what is compared and the paper's claims."""

from __future__ import annotations

from pathlib import Path

import c11popl15_refinements as table
import pytest
from ctreelab.registry import Registry


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry.discover()


# 60 explorations (minutes on a loaded machine; CI runs them), one test per pair and model
# so that pytest -n spreads them
@pytest.mark.slow
@pytest.mark.skipif(not (table.shared_dir() / table.CATALOGUE).is_dir(),
                    reason="the shared litmus catalogue is not available")
@pytest.mark.parametrize("model", table.MODELS)
@pytest.mark.parametrize("pair", table.PAIRS, ids=lambda p: f"{p.source}-{p.target}")
def test_table_row_is_unchanged(pair: table.Pair, model: str, registry: Registry,
                                tmp_path: Path) -> None:
    row = table.run_pair(pair, model, registry, tmp_path)
    assert row.verdict != "error", row
    recorded = [line for line in table.TABLE.read_text().splitlines()
                if line.startswith(f"| {pair.source} → {pair.target} | ")
                and line.split(" | ")[2] == model]
    assert [table.row_line(row)] == recorded


def test_table_is_the_rows_under_the_header() -> None:
    """The checked-in table is the header and one line per pair and model, in order (each
    line recomputed by test_table_row_is_unchanged)."""
    text = table.TABLE.read_text()
    header = table.render([])
    assert text.startswith(header.rstrip("\n") + "\n")
    lines = text[len(header.rstrip("\n")) + 1:].splitlines()
    assert len(lines) == len(table.PAIRS) * len(table.MODELS) == 60
    assert [line.split(" | ")[2] for line in lines] == list(table.MODELS) * len(table.PAIRS)
    assert [line.split(" | ")[0] for line in lines[::3]] == [
        f"| {p.source} → {p.target}" for p in table.PAIRS]


def test_verdict_counts() -> None:
    """A readable summary of the checked-in table (fails if the table is edited by hand)."""
    text = table.TABLE.read_text()
    rows = [line.split(" | ") for line in text.splitlines()
            if line.startswith("| ") and " → " in line and "source → target" not in line]
    verdicts = {(r[0].lstrip("| "), r[2]): r[3] for r in rows}
    assert len(verdicts) == 60
    count = {v: sum(1 for x in verdicts.values() if x == v)
             for v in ("refines", "does not refine", "unknown")}
    assert count == {"refines": 41, "does not refine": 19, "unknown": 0}
    assert [verdicts[("fig6 → fig6_translated", m)] for m in table.MODELS] == ["refines"] * 3
    assert [verdicts[("a1 → a1_reorder", m)] for m in table.MODELS] == ["does not refine"] * 3
    assert [verdicts[("a5 → a5_reorder", m)] for m in table.MODELS] == [
        "refines", "refines", "does not refine"]
