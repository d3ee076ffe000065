"""Hangs: a configuration from which no execution ends (every path from it loops) is a
``hang`` outcome, found when the cycle closes, not when a budget runs out — a spin on a flag
nobody will set; a spin that another thread can end, or that main's return ends, is no
hang.  Threads that wait for each other's locks, or relock a mutex, never loop: they are a
``deadlock`` (mutexes block).  Exit codes through a real subprocess."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from ctreelab.outcome import EXIT_BUDGET, EXIT_VIOLATION
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from helpers import ROOT, shown

HANGS = ROOT / "tests" / "hangs"
LOCK_CYCLE = ("deadlock: thread 1 waits to lock b (held by thread 2); thread 2 waits to lock a "
              "(held by thread 1)")
EXPECTED = {
    "abba": {'done  output="" ret=3', LOCK_CYCLE},
    "relock": {"deadlock: thread 1 locks m again while holding it"},
    "lost_signal": {'done  output="" ret=0', "hang: no execution from here ends: thread 2 "
                    "loops forever (thread 2 at waiter()); thread 1 is blocked at main()"},
    "spin_then_exit": {'done  output="" ret=7'},
    "spinlock_ok": {'done  output="" ret=2'},
    "spin_alone": {"hang: no execution from here ends: thread 1 loops forever (thread 1 at "
                   "main())"},
}
# Promising keeps every message: a spin loop that writes a shared location (a failed
# test-and-set still writes) never comes back to the same state, so these do not finish.
# (Private stack slots, which -O0 stores to, keep one message: those loops cycle.)
PROMISING_ENDLESS = {"spinlock_ok.O0", "spinlock_ok.O1"}
CASES = [(name, level, model) for name in EXPECTED for level in ("O0", "O1")
         for model in ("sc", "tso", "promising")
         if model != "promising" or f"{name}.{level}" not in PROMISING_ENDLESS]


def run(path: Path, model: str, reduce: bool = True, races: str | None = None) -> set[str]:
    spec = PipelineSpec(program=str(path), memory=model, races=races,
                        scheduler_options={"reduce": reduce, "timeout": 60.0})
    return shown(build(spec, Registry.discover()).run())


@pytest.mark.parametrize(("name", "level", "model"), CASES)
def test_hang_outcomes(name: str, level: str, model: str) -> None:
    path = HANGS / f"{name}.{level}.ll"
    assert run(path, model) == EXPECTED[name]


@pytest.mark.parametrize(("name", "level", "model"),
                         [c for c in CASES if c[:2] != ("spinlock_ok", "O0")])
def test_reduction_keeps_hangs(name: str, level: str, model: str) -> None:
    # (spinlock_ok at -O0 has too many unreduced paths for a test)
    path = HANGS / f"{name}.{level}.ll"
    assert run(path, model, reduce=False) == EXPECTED[name]


@pytest.mark.parametrize("model", ["sc", "tso"])
@pytest.mark.parametrize("races", ["report", "ignore"])
def test_a_hang_after_a_race_report_is_kept_by_the_reduction(model: str, races: str) -> None:
    """plain_flag at -O1: main loads the plain flag once and, if it read 0, spins without
    touching memory, while the setter's write of the flag is a race report at every
    scheduling point (the cycle closes at the report's branch, not at a scheduling point, so
    the proviso expands the scheduling point in the chain after it)."""
    path = HANGS / "plain_flag.O1.ll"
    hang = "hang: no execution from here ends: thread 1 loops forever (thread 1 at main())"
    expected = {'done  output="1\\n" ret=0', hang}
    if races == "report":
        expected |= {f"race: data race: thread 1 reads {x} (not_atomic) at plain_flag.O1.ll:{r} and "
                     f"thread 2 writes {x} (not_atomic) at plain_flag.O1.ll:{w}"
                     for x, r, w in (("flag", 18, 43), ("msg", 26, 42))}
    assert run(path, model, races=races) == expected
    assert run(path, model, reduce=False, races=races) == expected


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "from ctreelab.cli import main; main()", *args],
                          capture_output=True, text=True, timeout=120, check=False)


def test_exit_codes() -> None:
    assert cli("run", str(HANGS / "spinlock_ok.O1.ll")).returncode == 0
    found = cli("run", str(HANGS / "abba.O1.ll"))
    assert found.returncode == EXIT_VIOLATION == 10
    assert LOCK_CYCLE in found.stdout
    budget = cli("run", str(HANGS / "spinlock_ok.O0.ll"), "--max-states", "2")
    assert budget.returncode == EXIT_BUDGET == 12
    assert "budget: max-states=2 exhausted" in budget.stdout
    # outcomes: the gravest outcome under any of the models
    assert cli("outcomes", str(HANGS / "relock.O1.ll"), "--memory", "sc,tso").returncode == 10
