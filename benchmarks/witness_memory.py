"""Benchmark: what keeping witnesses (issue 19) costs the exhaustive explorer.

Usage:  python benchmarks/witness_memory.py [--quick] [--models sc,tso,promising]
                                            [--programs counter:6,sb_ring:4,...]
                                            [--timeout S]

For the programs of ``benchmarks/exploration.py``'s table (its families, ``--quick``: the
small sizes, and the reference programs ``examples/ex_*.muir``), each model runs twice in
the same process (after one unmeasured warm-up run), with ``witnesses = false`` (the
baseline) and ``true`` (the default):
peak memory allocated by Python during the exploration (``tracemalloc``, which counts every
configuration, frame and memo entry the explorer keeps) and time.  Printed: one row per
run and the ratios on = witnesses / off; the headline is the largest peak-memory ratio.
Exits with 1 if some run's outcome sets differ between the two.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
import tracemalloc
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from exploration import EXAMPLES, FAMILIES, PROGRAMS, QUICK, REFERENCE  # noqa: E402


def measure(path: Path, model: str, witnesses: bool, registry: Registry,
            timeout: float) -> tuple[int, float, set]:
    spec = PipelineSpec(program=str(path), memory=model, scheduler="exhaustive",
                        scheduler_options={"witnesses": witnesses, "timeout": timeout,
                                           "max-states": 50_000_000})
    pipeline = build(spec, registry)
    gc.collect()
    tracemalloc.start()
    start = time.perf_counter()
    result = pipeline.run()
    elapsed = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak, elapsed, set(result.outcomes)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--models", default="sc,tso,promising")
    parser.add_argument("--programs", help="FAMILY:N,... instead of the table's")
    parser.add_argument("--timeout", type=float, default=120.0,
                        help="seconds per run; a run that hits it is left out of the ratios")
    args = parser.parse_args()
    models = args.models.split(",")
    families = QUICK if args.quick else FAMILIES
    if args.programs:
        families = [(p.split(":")[0], (int(p.split(":")[1]),)) for p in args.programs.split(",")]
    jobs = [(f"{name} N={n}", PROGRAMS / f"{name}_N{n}.ll", m)
            for name, sizes in families for n in sizes for m in models]
    jobs += [(name, EXAMPLES / f"{name}.muir", m) for name, m in REFERENCE if m in models]
    registry = Registry.discover()
    print(f"{'program':<20}{'model':<11}{'peak off':>12}{'peak on':>12}{'ratio':>8}"
          f"{'time off':>10}{'time on':>10}{'ratio':>8}")
    worst, bad = 0.0, False
    for label, path, model in jobs:
        measure(path, model, False, registry, args.timeout)  # warm-up: caches, lazy tables
        off_peak, off_time, off_outcomes = measure(path, model, False, registry, args.timeout)
        on_peak, on_time, on_outcomes = measure(path, model, True, registry, args.timeout)
        if any(o.kind == "budget" for o in off_outcomes | on_outcomes):
            print(f"{label:<20}{model:<11}  budget exhausted: left out")
            continue
        bad |= off_outcomes != on_outcomes
        ratio = on_peak / off_peak
        worst = max(worst, ratio)
        print(f"{label:<20}{model:<11}{off_peak / 2**20:>10.2f}MB{on_peak / 2**20:>10.2f}MB"
              f"{ratio:>8.3f}{off_time:>9.2f}s{on_time:>9.2f}s{on_time / off_time:>8.2f}",
              flush=True)
    print(f"largest peak-memory ratio (witnesses on / off): {worst:.3f}")
    if bad:
        print("outcome sets differ with and without witnesses", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
