"""Benchmark: how far past its budget a run goes, for every budget class of issue 24.

Usage:  python benchmarks/budgets.py [--budget SECONDS]

Each case runs ``ctreelab`` in a subprocess with a budget that the program cannot finish
within, and measures the wall time until the process exits.  The overshoot is that time
minus the budget minus the start-up of the command (``ctreelab --version``, measured once):
loading the program counts against the budget.  Target: at most 10 % of the budget or
0.5 s over, whichever is larger.  The memory case reports the resident set at the stop
against the limit; the interrupt case measures the time from SIGINT to the exit.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SPIN_LL = "define i32 @main() {\nentry:\n  br label %l\nl:\n  br label %l\n}\n"
SPIN_MUIR = "define @main() {\nentry:\n  jmp %l\nl:\n  jmp %l\n}\n"
sys.path.insert(0, str(Path(__file__).resolve().parent))
from loading import straight_line

CLI = [sys.executable, "-c", "from ctreelab.cli import main; main()"]


def wall(args: list[str]) -> tuple[float, float, str]:
    """(wall time, CPU time of the process, last line of output)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(CLI + args, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return elapsed, cpu, (proc.stdout + proc.stderr).strip().splitlines()[-1]


def explored(args: list[str]) -> tuple[float, str]:
    """The exploration time the command reports (``--json``: summed over its runs) and
    its budget outcomes."""
    proc = subprocess.run(CLI + args + ["--json"], capture_output=True, text=True, check=False)
    data = json.loads(proc.stdout)
    runs = [r["stats"] for r in data["runs"]] if "runs" in data else [data["stats"]]
    reasons = sorted({o["reason"] for o in data["outcomes"] if o["kind"] == "budget"})
    return sum(r["time"] for r in runs), "; ".join(reasons)


def cases(work: Path, budget: str) -> list[tuple[str, list[str]]]:
    spin_ll, spin_muir = work / "spin.ll", work / "spin.muir"
    spin_ll.write_text(SPIN_LL)
    spin_muir.write_text(SPIN_MUIR)
    t = ["--timeout", budget]
    return [
        ("llvm spin loop, exhaustive", ["run", str(spin_ll), *t]),
        ("llvm spin loop, round_robin", ["run", str(spin_ll), "-s", "round_robin", *t]),
        ("muir spin loop, exhaustive", ["run", str(spin_muir), *t]),
        ("random, 10^9 short runs", ["run", str(EXAMPLES / "sb.toml"), "-s", "random",
                                     "--runs", "1000000000", *t]),
        ("C loop.ll -O1, exhaustive", ["run", str(EXAMPLES / "c" / "O1" / "loop.ll"), *t]),
        ("C loop.ll -O1, random", ["run", str(EXAMPLES / "c" / "O1" / "loop.ll"), "-s",
                                   "random", "--runs", "1000000", *t]),
        ("outcomes, 3 models", ["outcomes", str(spin_ll), "-m", "sc,tso,promising", *t]),
    ]


def interrupt_latency(work: Path) -> float:
    """Seconds from SIGINT to the exit of an exploration that would run forever."""
    proc = subprocess.Popen(CLI + ["run", str(work / "spin.ll"), "--timeout", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(3)
    start = time.perf_counter()
    proc.send_signal(signal.SIGINT)
    proc.communicate()
    return time.perf_counter() - start


GROW_MUIR = """@x = global 0
@y = global 0

define @count(%arg) {
entry:
  %i = 0
  jmp %loop
loop:
  %i = add %i, 1
  store not_atomic %i, @y
  %more = slt %i, 1000000
  br %more, %loop, %exit
exit:
  ret 0
}

define @main() {
entry:
  %t = thrd_create @count, 0
  %i = 0
  jmp %loop
loop:
  %i = add %i, 1
  store not_atomic %i, @x
  %more = slt %i, 1000000
  br %more, %loop, %exit
exit:
  %r = thrd_join %t
  ret 0
}
"""


def memory_stop(work: Path, limit: int) -> str:
    """The budget outcome of an exploration stopped by --max-memory: two threads count to
    10^6 each, so exhaustive exploration remembers ever more configurations."""
    grow = work / "grow.muir"
    grow.write_text(GROW_MUIR)
    out = subprocess.run(CLI + ["run", str(grow), "--max-memory", str(limit), "--timeout",
                                "300"], capture_output=True, text=True, check=False).stdout
    found = re.search(r"budget: (max-memory[^\n]*?\))", out)
    return found[1] if found else f"not stopped by memory: {out.strip()[-200:]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--budget", default="5", help="the time budget in seconds")
    args = parser.parse_args()
    budget = float(args.budget)
    startup = min(wall(["--version"])[0] for _ in range(3))
    allowed = max(0.1 * budget, 0.5)
    print(f"budget {budget:g} s · start-up {startup:.2f} s · target overshoot ≤ {allowed:.2f} s")
    print("explored: the exploration time the command reports (over budget × runs);")
    print("wall: the process, start-up and loading included; cpu: its CPU time (load!)")
    print(f"{'case':<30}{'explored':>9}{'over':>7}{'wall':>8}{'over':>7}{'cpu':>7}  ok   stopped by")
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for name, cli_args in cases(work, args.budget):
            runs = 3 if cli_args[0] == "outcomes" else 1
            spent, reasons = explored(cli_args)
            over = spent - budget * runs
            elapsed, cpu, _ = wall(cli_args)
            wall_over = elapsed - startup - budget * runs
            worst = max(worst, over)
            ok = over <= allowed * runs
            print(f"{name:<30}{spent:>8.2f}s{over:>6.2f}s{elapsed:>7.2f}s{wall_over:>6.2f}s"
                  f"{cpu:>6.2f}s  {'yes' if ok else 'NO '}  {reasons[:60]}")
        blocks = work / "blocks.ll"  # loading takes longer than any budget of this script
        blocks.write_text(straight_line(40000))
        elapsed, cpu, last = wall(["run", str(blocks), *["--timeout", args.budget]])
        wall_over = elapsed - startup - budget
        print(f"{'llvm 40,000 blocks, loading':<30}{'':>9}{'':>7}{elapsed:>7.2f}s{wall_over:>6.2f}s"
              f"{cpu:>6.2f}s  {'yes' if wall_over <= allowed else 'NO '}  {last[-60:]}")
        latency = interrupt_latency(work)
        print(f"{'SIGINT to exit':<32}{latency:>7.2f}s{'':>11}  {'yes' if latency <= 0.5 else 'NO '}")
        print(f"{'--max-memory 200':<32}{'':>8}{'':>11}       {memory_stop(work, 200)}")
    print(f"worst exploration overshoot {worst:.2f} s per budget (target ≤ {allowed:.2f} s) · "
          f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
