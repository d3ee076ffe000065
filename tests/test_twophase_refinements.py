"""The refinement statements of ``tests/twophase/refinements.py`` checked with the bounded
refinement checker (``ctreelab.refine.check_refinement``, exhaustive exploration of both
programs).  Rows listed in ``KNOWN_DISAGREEMENTS`` are strict xfails with their reason."""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest
from twophase_driver import HERE, registry, spec

_spec = importlib.util.spec_from_file_location("twophase_refinements", HERE / "refinements.py")
assert _spec is not None and _spec.loader is not None
table = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(table)
REFINEMENTS = table.REFINEMENTS
KNOWN = table.KNOWN_DISAGREEMENTS


def memory(m: Any) -> tuple[str, dict[str, Any]]:
    return (m, {}) if isinstance(m, str) else (m[0], dict(m[1]))


def test_the_table_names_existing_programs() -> None:
    for src, tgt, *_ in REFINEMENTS:
        assert (HERE / src).is_file() and (HERE / tgt).is_file()


def _param(i: int, row: tuple[Any, ...]) -> Any:
    known = KNOWN.get((row[0], row[1]))
    marks = [pytest.mark.xfail(strict=True, reason=known)] if known else []
    return pytest.param(i, marks=marks, id=f"{row[0]}>{row[1]}:{row[2] or 'main'}:{i}")


@pytest.mark.parametrize("row", [_param(i, r) for i, r in enumerate(REFINEMENTS)])
def test_refinement(row: int) -> None:
    from ctreelab.refine import check_refinement

    src, tgt, entry, mem_src, mem_tgt, expected, reason = REFINEMENTS[row]
    model_s, opts_s = memory(mem_src)
    model_t, opts_t = memory(mem_tgt)
    result = check_refinement(spec(src, model_s, opts_s, entry, "exhaustive"),
                              spec(tgt, model_t, opts_t, entry, "exhaustive"), registry())
    assert result.refines == expected, reason
