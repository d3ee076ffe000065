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
}
# Promising keeps every message: a spin loop that writes a shared location (a failed
# test-and-set still writes) never comes back to the same state, so these do not finish.
# (Private stack slots, which -O0 stores to, keep one message: those loops cycle.)
PROMISING_ENDLESS = {"spinlock_ok.O0", "spinlock_ok.O1"}
CASES = [(name, level, model) for name in EXPECTED for level in ("O0", "O1")
         for model in ("sc", "tso", "promising")
         if model != "promising" or f"{name}.{level}" not in PROMISING_ENDLESS]


def run(path: Path, model: str, reduce: bool = True) -> set[str]:
    spec = PipelineSpec(program=str(path), memory=model,
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
