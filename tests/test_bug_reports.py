"""How the bugs of tests/bugs are reported: exit codes through a real subprocess, the
``--races`` modes and ``[checks] races``, and the outcome table's mark for outcomes a model
misses because of data races."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from ctreelab.outcome import EXIT_VIOLATION
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.spec import load_spec

from helpers import ROOT

BUGS = ROOT / "tests" / "bugs"
SB_PLAIN = BUGS / "race" / "wrong" / "O1" / "sb_plain.ll"
SB_RACES = {
    "data race: thread 2 reads y (not_atomic) at race/wrong/sb_plain.c:12 (sb_plain.ll:18) "
    "and thread 3 writes y (not_atomic) at race/wrong/sb_plain.c:17 (sb_plain.ll:26)",
    "data race: thread 2 writes x (not_atomic) at race/wrong/sb_plain.c:11 (sb_plain.ll:17) "
    "and thread 3 reads x (not_atomic) at race/wrong/sb_plain.c:18 (sb_plain.ll:27)",
}


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "from ctreelab.cli import main; main()", *args],
                          capture_output=True, text=True, timeout=300, check=False)


@pytest.mark.parametrize(("program", "code", "line"), [
    ("race/wrong/O1/sb_plain.ll", EXIT_VIOLATION, "race: data race: thread 2"),
    ("deadlock/wrong/O1/abba.ll", EXIT_VIOLATION,
     "deadlock: thread 1 waits for thread 2 to finish; thread 2 waits to lock second (held by "
     "thread 3); thread 3 waits to lock first (held by thread 2)"),
    ("memory/wrong/O1/double_free.ll", EXIT_VIOLATION, "ub: free: double free of the 16-byte"),
    ("hang/wrong/O1/spin_never_set.ll", EXIT_VIOLATION, "hang: no execution from here ends"),
    ("sync/correct/O1/bounded_buffer.ll", 0, 'done  output="" ret=0'),
])
def test_exit_codes(program: str, code: int, line: str) -> None:
    proc = cli("run", str(BUGS / program), "--memory", "tso")
    assert proc.returncode == code, proc.stdout + proc.stderr
    assert any(row.startswith(line) for row in proc.stdout.splitlines()), proc.stdout


def test_races_report_ub_and_ignore() -> None:
    def run(races: str | None) -> list[tuple[str, str]]:
        spec = PipelineSpec(program=str(SB_PLAIN), memory="sc", races=races)
        result = build(spec, Registry.discover()).run()
        return sorted((o.kind, o.reason) for o in result.outcomes)
    done = [("done", ""), ("done", ""), ("done", "")]
    # report (the default for C): the races beside every outcome of the program
    assert run(None) == run("report") == done + sorted(("race", r) for r in SB_RACES)
    # ub: a race ends the execution, as undefined behaviour, where it is found (here every
    # execution reaches one)
    assert run("ub") == sorted(("ub", r) for r in SB_RACES)
    assert run("ignore") == done


def test_checks_table_in_a_spec(tmp_path: Path) -> None:
    spec = tmp_path / "run.toml"
    spec.write_text(f'[program]\npath = "{SB_PLAIN}"\n[checks]\nraces = "ignore"\n')
    assert load_spec(str(spec)).races == "ignore"
    proc = cli("run", str(spec))
    assert proc.returncode == 0 and "race:" not in proc.stdout
    spec.write_text(f'[program]\npath = "{SB_PLAIN}"\n[checks]\nraces = "warn"\n')
    proc = cli("run", str(spec))
    assert proc.returncode == 1
    assert proc.stderr.strip() == (f"error: {spec}:4:1: checks.races must be one of report, "
                                   "ub, ignore, got 'warn'")
    proc = cli("run", str(SB_PLAIN), "--races", "warn")
    assert proc.returncode == 1
    assert proc.stderr.strip() == "error: --races must be one of report, ub, ignore, got 'warn'"


def test_outcomes_mark_what_races_hide() -> None:
    """Promising's racy reads are undef (picked 0): SC outcomes that need a racy read to see
    the other thread's store are missing there, and marked so."""
    proc = cli("outcomes", str(SB_PLAIN), "--memory", "sc,tso,promising", "--json")
    assert proc.returncode == EXIT_VIOLATION
    outcomes = json.loads(proc.stdout)["outcomes"]
    missed = [o for o in outcomes if o["missed_with_races"]]
    assert sorted(o["observed"]["output"] for o in missed) == [
        "r1=0 r2=1\n", "r1=1 r2=0\n", "r1=1 r2=1\n"]
    assert all(o["missed_with_races"] == ["promising"] for o in missed)
    table = cli("outcomes", str(SB_PLAIN), "--memory", "sc,tso,promising").stdout
    assert "-race = not reached by a model that found data races" in table.splitlines()[0]
    assert sum(line.rstrip().endswith("-race") for line in table.splitlines()) == 3
