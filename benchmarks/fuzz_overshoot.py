"""Benchmark: the long fuzz run of issue 24, and how far past its budget any mutant ran.

Usage:  python benchmarks/fuzz_overshoot.py [--examples N] [--workers W] [--times FILE]

Runs ``tests/test_fuzz.py`` with ``CTREELAB_FUZZ_EXAMPLES=N`` per front-end (default 5,000:
20,000 inputs in all) on ``W`` pytest workers, every mutant through ``ctreelab run
--timeout 1`` in-process, and has the test write each mutant's wall time and exit code to
``FILE``.  Then prints the test result, the exit codes, and the overshoot: wall time minus
the 1 s budget (parsing the arguments and loading count against it), and the same in CPU
time of the process, which a loaded machine does not inflate (the budget is wall time: on a
machine with more work than cores a run waits for a core, before and after its deadline).
Target (issue 24): at most 0.5 s over (10 % of a 1 s budget is less).  A mutant that ends
before its budget has no overshoot.  ``--times`` on an existing file only sums it up.
"""

from __future__ import annotations

import argparse
import collections
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUDGET = 1.0  # tests/test_fuzz.py's --timeout
TARGET = max(0.1 * BUDGET, 0.5)


def run(examples: int, workers: int, times: Path) -> int:
    env = dict(os.environ, CTREELAB_FUZZ_EXAMPLES=str(examples), CTREELAB_FUZZ_TIMES=str(times))
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
               str(ROOT / "tests" / "test_fuzz.py")] + (["-n", str(workers)] if workers > 1 else [])
    print("$", f"CTREELAB_FUZZ_EXAMPLES={examples}", " ".join(command[1:]), flush=True)
    return subprocess.run(command, env=env, cwd=ROOT, check=False).returncode


def summary(times: Path) -> None:
    rows = []
    for line in times.read_text(encoding="utf-8").splitlines():
        elapsed, cpu, code, name = line.split(" ", 3)
        rows.append((float(elapsed), float(cpu), int(code), name))
    if not rows:
        print("no mutant was run")
        return
    codes = collections.Counter(row[2] for row in rows)
    print(f"{len(rows)} mutants; exit codes: "
          + ", ".join(f"{c}: {k}" for c, k in sorted(codes.items())))
    for i, clock in ((0, "wall"), (1, "CPU")):
        over = sorted(rows, key=lambda row: row[i], reverse=True)
        late = sum(1 for row in rows if row[i] - BUDGET > TARGET)
        print(f"{clock}: largest overshoot {max(over[0][i] - BUDGET, 0.0):.2f} s (target "
              f"{TARGET:.1f} s); {late} mutants over the target; mean "
              f"{sum(row[i] for row in rows) / len(rows):.3f} s; slowest:")
        for row in over[:3]:
            print(f"  {row[0]:7.2f} s wall {row[1]:7.2f} s CPU  exit {row[2]}  {row[3]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=5000, help="mutants per front-end")
    parser.add_argument("--workers", type=int, default=2, help="pytest-xdist workers")
    parser.add_argument("--times", type=Path, help="the file of wall times (kept)")
    args = parser.parse_args()
    if args.times is not None and args.times.exists():
        summary(args.times)
        return
    times = args.times or Path(tempfile.mkstemp(prefix="ctreelab-fuzz-", suffix=".txt")[1])
    times.write_text("")
    code = run(args.examples, args.workers, times)
    summary(times)
    sys.exit(code)


if __name__ == "__main__":
    main()
