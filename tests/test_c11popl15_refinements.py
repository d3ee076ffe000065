"""The c11popl15 refinement table (``tests/c11popl15_refinements.md``) is recomputed and
must not change: every pair × model verdict, outcome count, counterexample and reason.
See ``tests/c11popl15_refinements.py`` for what is compared and the paper's claims."""

from __future__ import annotations

from pathlib import Path

import c11popl15_refinements as table
import pytest


@pytest.mark.slow  # 60 explorations: minutes on a loaded machine (CI runs it)
@pytest.mark.skipif(not (table.shared_dir() / table.CATALOGUE).is_dir(),
                    reason="the shared litmus catalogue is not available")
def test_table_is_unchanged(tmp_path: Path) -> None:
    rows = table.compute(tmp_path)
    assert len(rows) == len(table.PAIRS) * len(table.MODELS) == 60
    assert not [r for r in rows if r.verdict == "error"], [r for r in rows if r.verdict == "error"]
    assert table.render(rows) == table.TABLE.read_text()


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
