"""Benchmark: a program writing N distinct cells (issue 20, "bounded memory").

``benchmarks/programs/fill.c`` — one thread storing ``a[i] = 3*i + 1`` for ``i < N`` into a
global ``int a[N]``, then reading one back — compiled by clang 14 at -O1 into the committed
``fill_N5000.ll``, ``fill_N10000.ll`` and ``fill_N20000.ll``, explored under ``sc``, ``tso``
and ``promising``.  Each model's memory then holds N cells: when every write copied the
whole memory (the ``FrozenMap`` before issue 20) the time grew as N², now as N (up to a
log factor).  The table shows CPU seconds of the exploration (steadier than wall time on a
shared machine; a run stopped by the time budget shows its wall seconds), microseconds per
write and the growth from each size to the next (2.0 is linear when N doubles).

Usage:  python benchmarks/memory_writes.py [--models sc,tso,promising] [--sizes 5000,10000,20000]
                                           [--timeout S] [--baseline CHECKOUT] [--out FILE]

With ``--baseline CHECKOUT`` every run is repeated by a subprocess importing that checkout's
``core/`` and ``plugins/`` (as ``benchmarks/exploration.py --baseline`` does; the new code
then runs in a subprocess too), and the table adds its seconds and the ratio new/base.  Each
run must end with one outcome, the same for both; the script exits with 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from exploration import run_baseline, write_table  # benchmarks/ is the script's directory

HERE = Path(__file__).resolve().parent


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default="sc,tso,promising")
    ap.add_argument("--sizes", default="5000,10000,20000")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per run")
    ap.add_argument("--baseline", type=Path, metavar="CHECKOUT")
    ap.add_argument("--out", type=Path, default=HERE / "results" / "memory_writes.md")
    args = ap.parse_args()
    sizes = [int(n) for n in args.sizes.split(",")]
    header = ["model", "N", "cpu s", "µs/write", "growth"]
    if args.baseline:
        header += ["base cpu s", "base growth", "new/base"]
    rows = [header]
    print(" | ".join(header), flush=True)
    ok = True
    for model in args.models.split(","):
        before: dict[str, float] = {}
        for n in sizes:
            path = HERE / "programs" / f"fill_N{n}.ll"
            row = [model, str(n)]
            found: list[set[str]] = []
            for who, checkout in (("new", HERE.parent), ("base", args.baseline)):
                if checkout is None:
                    continue
                stats, outcomes, wall, finished = run_baseline(checkout, path, model, "full",
                                                               args.timeout)
                elapsed = stats["cpu"] if finished else wall  # CPU s: steadier when shared
                if finished:
                    found.append(outcomes)
                mark = "" if finished else ">"
                growth = f"{elapsed / before[who]:.2f}" if who in before and finished else "-"
                before[who] = elapsed if finished else float("inf")
                if who == "new":
                    row += [f"{mark}{elapsed:.2f}", f"{mark}{elapsed / n * 1e6:.0f}", growth]
                else:
                    row += [f"{mark}{elapsed:.2f}", growth,
                            f"{float(row[2].lstrip('>')) / elapsed:.2f}"]
            if any(o != found[0] for o in found) or any(len(o) != 1 for o in found):
                ok = False
                row[0] += " DISAGREE"
            rows.append(row)
            print(" | ".join(row), flush=True)
    write_table(args.out, "memory_writes.py", "`>`: stopped by the time budget; growth: "
                "time over the previous size's.", rows)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
