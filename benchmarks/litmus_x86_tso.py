"""Benchmark: the 487 Dat3M X86 litmus tests under ``tso`` in one process (issue 4).

Usage:  python benchmarks/litmus_x86_tso.py [--max-states N] [--top K]

Prints the total time, tests per second, how many verdicts agree with Dat3M's
``TSO-expected.csv``, and the slowest tests.  Reference: herd7 7.57 takes 2.6 s for these
487 tests on this machine class (issue 4).  herd cannot run here, so the same-run baseline
is the time ctreelab spends only parsing the 487 files; both ratios are printed.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from ctreelab.registry import Registry
from ctreelab_plugins.languages.litmus.parser import parse_file
from ctreelab_plugins.languages.litmus.suite import Expectations, collect, compare, run_test

DATA = Path(__file__).resolve().parents[2] / "shared" / "litmus"
HERD_SECONDS = 2.6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-states", type=int, default=1_000_000)
    ap.add_argument("--top", type=int, default=10)
    args = ap.parse_args()
    paths = collect([DATA / "dat3m" / "litmus" / "X86"])
    if not paths:
        raise SystemExit(f"no litmus data at {DATA}")
    expected = Expectations.from_csv(DATA / "dat3m" / "expected" / "TSO-expected.csv")
    registry = Registry.discover()

    start = time.perf_counter()
    for p in paths:
        parse_file(p)
    parsing = time.perf_counter() - start

    timed = []
    agree = 0
    start = time.perf_counter()
    for p in paths:
        t0 = time.perf_counter()
        r = run_test(p, "tso", registry, {"max-states": args.max_states})
        timed.append((time.perf_counter() - t0, p.name, r.stats.get("states", 0)))
        compare(r, expected)
        agree += r.verdict == "passed"
    total = time.perf_counter() - start

    print(f"{len(paths)} tests under tso in {total:.1f} s ({len(paths) / total:.1f} tests/s); "
          f"{agree} verdicts agree with TSO-expected.csv")
    print(f"herd7 reference {HERD_SECONDS} s: ratio {total / HERD_SECONDS:.1f}x its time")
    print(f"same-run baseline, parsing alone {parsing:.2f} s: ratio {total / parsing:.1f}x")
    print(f"\nslowest {args.top}:")
    for secs, name, states in sorted(timed, reverse=True)[:args.top]:
        print(f"  {name:<50}{states:>10} states {secs:>8.2f} s")
    within = sum(1 for secs, _, _ in timed if secs < 0.1)
    print(f"\n{within} of {len(paths)} tests take under 0.1 s")


if __name__ == "__main__":
    main()
