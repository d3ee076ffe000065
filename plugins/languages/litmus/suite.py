"""Running litmus tests in bulk and comparing them with reference verdicts.

``run_test`` runs one file under one memory model with the ``exhaustive`` scheduler and
judges it (:mod:`.verdict`); a file ctreelab cannot read is reported, never raised.
Expectations come from Dat3M CSV files (``path,1`` = the condition holds, herd's ``Ok``) or
herd7 JSONL results (verdict and every final state).  Paths in those files are relative to
some folder; a test matches an entry when its path ends with the entry's path.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ctreelab.errors import CtreelabError
from ctreelab.inputfile import InputFileError, read_text
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from . import ast
from .program import LitmusProgram
from .verdict import Judgement, Reader, parse_state, show_state


def collect(paths: Iterable[str | Path]) -> list[Path]:
    """The ``.litmus`` files named, or found (recursively, sorted) in the folders named."""
    found: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            found.extend(sorted(q for q in p.rglob("*.litmus") if q.is_file()))
        else:
            found.append(p)
    return found


@dataclass
class TestReport:
    __test__ = False  # not a pytest test class

    path: Path
    status: str  # "run", "unsupported" or "error"
    name: str = ""
    message: str = ""  # why it did not run
    judgement: Judgement | None = None
    condition: str = ""
    stats: dict[str, Any] = field(default_factory=dict)
    expected: str | None = None  # what the reference says, when known
    verdict: str = ""  # "passed", "failed", "skipped" (no reference), or "" (no comparison)
    mismatch: str = ""  # why it failed


def run_test(path: Path, model: str, registry: Registry,
             options: dict[str, Any] | None = None) -> TestReport:
    spec = PipelineSpec(program=str(path), language="litmus", memory=model,
                        scheduler="exhaustive", scheduler_options=dict(options or {}))
    try:
        pipeline = build(spec, registry)
        program = pipeline.program
        assert isinstance(program, LitmusProgram)
        result = pipeline.run()
        judgement = Reader(program.test, program.addresses).judge(result)
    except ast.Unsupported as exc:
        return TestReport(path, "unsupported", path.stem, str(exc))
    except CtreelabError as exc:
        return TestReport(path, "error", path.stem, str(exc))
    return TestReport(path, "run", program.test.name, judgement=judgement,
                      condition=program.test.condition.text, stats=result.stats)


# --- expectations --------------------------------------------------------------------------


@dataclass(frozen=True)
class Expectation:
    verdict: str | None  # "Ok" / "No"; None when the reference has no verdict
    states: frozenset[frozenset[tuple[str, str]]] | None = None
    note: str = ""  # why there is no verdict


class Expectations:
    """Reference results indexed by relative path (matched as a suffix of the test path)."""

    def __init__(self, entries: dict[str, Expectation], source: str) -> None:
        self.source = source
        self.by_name: dict[str, list[tuple[str, Expectation]]] = {}
        for rel, e in entries.items():
            self.by_name.setdefault(Path(rel).name, []).append((rel, e))

    def find(self, path: Path) -> Expectation | None:
        full = path.resolve().as_posix()
        for rel, e in self.by_name.get(path.name, ()):
            if full.endswith("/" + rel.lstrip("./")):
                return e
        return None

    @staticmethod
    def from_csv(path: Path) -> Expectations:
        """Dat3M's ``relative/path.litmus,1|0`` lines."""
        entries: dict[str, Expectation] = {}
        text = _read(path)
        try:
            rows = list(csv.reader(text.splitlines()))
        except csv.Error as exc:
            raise CtreelabError(f"{path}: not a CSV file ({exc})") from None
        for i, row in enumerate(rows, 1):
            if not row or not row[0].strip():
                continue
            if len(row) != 2 or row[1].strip() not in ("0", "1"):
                raise CtreelabError(f"{path}:{i}: expected 'path,0' or 'path,1', found {','.join(row)!r}")
            entries[row[0].strip()] = Expectation("Ok" if row[1].strip() == "1" else "No")
        return Expectations(entries, str(path))

    @staticmethod
    def from_herd(path: Path) -> Expectations:
        """herd7 results, one JSON object per line (``file``, ``verdict``, ``states``)."""
        entries: dict[str, Expectation] = {}
        text = _read(path)
        for i, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
                rel, verdict, states = obj["file"], obj["verdict"], obj.get("states") or []
                if not isinstance(rel, str) or not isinstance(states, list) or \
                        not all(isinstance(s, str) for s in states):
                    raise TypeError("'file' must be a string and 'states' a list of strings")
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                raise CtreelabError(f"{path}:{i}: not a herd7 result line ({exc})") from None
            if verdict in ("Ok", "No"):
                entries[rel] = Expectation(verdict, frozenset(parse_state(s) for s in states))
            elif verdict == "Undef":
                entries[rel] = Expectation(None, note="herd flagged a data race (Undef)")
            else:
                entries[rel] = Expectation(None, note=f"herd could not run it: {obj.get('err')}")
        return Expectations(entries, str(path))


def _read(path: Path) -> str:
    try:
        return read_text(path)
    except InputFileError as exc:
        raise CtreelabError(f"{path}: cannot read expectations: {exc.reason}") from None


def compare(report: TestReport, expectations: Expectations, states: bool = True) -> None:
    """Fill in ``report.verdict``: passed, failed or skipped.  The final states are compared
    too when the reference lists them, unless ``states`` is false."""
    e = expectations.find(report.path)
    if e is None or e.verdict is None:
        report.verdict = "skipped"
        report.mismatch = e.note if e else f"not in {expectations.source}"
        return
    report.expected = e.verdict
    j = report.judgement
    if report.status == "unsupported":
        return  # counted as unsupported, neither passed nor failed
    if j is None:
        report.verdict, report.mismatch = "failed", report.message
        return
    problems = []
    if not j.complete:
        problems.append("incomplete exploration: " + "; ".join(o.show() for o, _ in j.others))
    if j.verdict != e.verdict:
        problems.append(f"verdict {j.verdict}, expected {e.verdict}")
    if states and e.states is not None:
        ours = {parse_state(show_state(s)) for s in j.states}
        missing = sorted(_line(s) for s in e.states - ours)
        extra = sorted(_line(s) for s in ours - e.states)
        if missing:
            problems.append("missing states: " + _some(missing))
        if extra:
            problems.append("extra states: " + _some(extra))
    report.verdict = "failed" if problems else "passed"
    report.mismatch = "; ".join(problems)


def _some(lines: list[str], shown: int = 3) -> str:
    """The first few of ``lines``, and how many there are when some are left out."""
    text = " | ".join(lines[:shown])
    return text if len(lines) <= shown else f"{text} | ... ({len(lines)} in all)"


def _line(state: frozenset[tuple[str, str]]) -> str:
    return " ".join(f"{k}={v};" for k, v in sorted(state))


def summary(reports: list[TestReport]) -> dict[str, int]:
    counts = {"passed": 0, "failed": 0, "skipped": 0, "unsupported": 0, "error": 0}
    for r in reports:
        if r.verdict:
            counts[r.verdict] += 1
        if r.status != "run":
            counts[r.status] += 1
    return counts
