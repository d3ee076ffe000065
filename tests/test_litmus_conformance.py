"""Conformance of the litmus front-end and the memory models with herd7 and Dat3M.

Every suite of ``litmus_conformance.SUITES`` prints ``suite: N passed, N failed`` and fails
on a regression: fewer passes than the baseline, a failure not listed in ``KNOWN``, or a
``KNOWN`` entry that passes now (stale).  Runs are shared between suites of the same model.
Skipped when ``../shared/litmus`` is absent.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from ctreelab.events import Ordering
from ctreelab.registry import Registry
from ctreelab_plugins.languages.litmus import ast
from ctreelab_plugins.languages.litmus.parser import parse_file
from ctreelab_plugins.languages.litmus.suite import (
    Expectations,
    TestReport,
    collect,
    compare,
    run_test,
    summary,
)

from helpers import ROOT
from litmus_conformance import BUDGET, KNOWN, SUITES, Suite

DATA = ROOT.parent / "shared" / "litmus"
BASELINE = Path(__file__).with_name("litmus_baseline.json")

pytestmark = pytest.mark.skipif(not DATA.is_dir(), reason=f"litmus data not found at {DATA}")


@cache
def registry() -> Registry:
    return Registry.discover()


@cache
def report(model: str, path: Path) -> TestReport:
    return run_test(path, model, registry(), {"max-states": BUDGET})


@cache
def expectations(reference: str) -> Expectations:
    path = DATA / reference
    return Expectations.from_csv(path) if path.suffix == ".csv" else Expectations.from_herd(path)


def has_rmw(path: Path) -> bool:
    return any(isinstance(i, (ast.Rmw, ast.Cas)) for t in parse_file(path).threads for i in t.code)


def has_seq_cst_access(path: Path) -> bool:
    for thread in parse_file(path).threads:
        for i in thread.code:
            if isinstance(i, (ast.Load, ast.Store, ast.Rmw)) and i.ordering is Ordering.seq_cst:
                return True
            if isinstance(i, ast.Cas) and Ordering.seq_cst in (i.success, i.failure):
                return True
    return False


def in_scope(suite: Suite, path: Path) -> bool:
    if suite.rmw_free and has_rmw(path):
        return False
    if suite.rc11_scope is not None:
        herd = expectations(suite.rc11_scope).find(path)
        if herd is None or herd.verdict is None or has_seq_cst_access(path):
            return False  # racy (herd says Undef), unreadable by herd, or seq_cst
    return True


def results(suite: Suite) -> list[TestReport]:
    paths = [p for folder in suite.folders for p in collect([DATA / folder])]
    out = []
    for path in paths:
        if not in_scope(suite, path):
            continue
        r = replace(report(suite.model, path))
        compare(r, expectations(suite.reference), states=suite.states)
        out.append(r)
    return out


@pytest.mark.parametrize("name", list(SUITES))
def test_conformance(name: str) -> None:
    reports = results(SUITES[name])
    counts = summary(reports)
    line = (f"{name}: {counts['passed']} passed, {counts['failed']} failed "
            f"({counts['skipped']} skipped, {counts['unsupported']} unsupported, "
            f"{counts['error']} errors)")
    print(line)
    failing = {r.path.name: r.mismatch or r.message for r in reports
               if r.verdict == "failed" or r.status != "run"}
    known = {file for (suite, file) in KNOWN if suite == name}
    unexplained = {f: why for f, why in failing.items() if f not in known}
    stale = sorted(known - set(failing))
    baseline = json.loads(BASELINE.read_text())[name]
    assert not unexplained, f"{line}; failures not in KNOWN: {unexplained}"
    assert not stale, f"{line}; KNOWN entries that pass now (remove them): {stale}"
    assert counts["passed"] >= baseline["passed"], f"{line}; baseline {baseline}"
