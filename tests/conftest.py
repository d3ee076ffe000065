"""Tests marked ``slow`` (the expensive part of the soundness net, the c11popl15 refinement
table, the million-step μIR loop through the whole stack) run when
``CTREELAB_SLOW_TESTS=1`` is set, as CI does; otherwise they are skipped with that reason,
so that a local run stays short."""

from __future__ import annotations

import os

import pytest

SLOW = bool(os.environ.get("CTREELAB_SLOW_TESTS"))


# The longest tests (their durations in CI), run first so that the workers of ``-n auto``
# finish together: started last, the Ray group alone (several minutes on one worker) was
# the end of the run.  Matched by node id prefix, heaviest first; the rest keep their order.
HEAVY = ("tests/test_distributed.py", "tests/test_c11popl15_refinements.py",
         "tests/test_c_no_traceback.py", "tests/test_keys.py",
         "tests/test_muir_semantics.py::test_million", "tests/test_fuzz.py",
         "tests/test_soundness_net.py", "tests/test_readsfrom.py::test_dat3m",
         "tests/test_litmus_conformance.py")


def _weight(item: pytest.Item) -> int:
    return next((i for i, prefix in enumerate(HEAVY) if item.nodeid.startswith(prefix)),
                len(HEAVY))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    items.sort(key=_weight)  # (stable: the order within each file is kept)
    if SLOW:
        return
    skip = pytest.mark.skip(reason="slow: set CTREELAB_SLOW_TESTS=1 (CI does)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
