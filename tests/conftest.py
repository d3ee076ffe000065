"""Tests marked ``slow`` (the expensive part of the soundness net, the c11popl15 refinement
table, the million-step μIR loop through the whole stack) run when
``CTREELAB_SLOW_TESTS=1`` is set, as CI does; otherwise they are skipped with that reason,
so that a local run stays short."""

from __future__ import annotations

import os

import pytest

SLOW = bool(os.environ.get("CTREELAB_SLOW_TESTS"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if SLOW:
        return
    skip = pytest.mark.skip(reason="slow: set CTREELAB_SLOW_TESTS=1 (CI does)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
