"""Benchmark: what keeping witnesses (issue 19) costs the exhaustive explorer.

Usage:  python benchmarks/witness_memory.py [--quick] [--models sc,tso,promising]
                                            [--programs counter:6,sb_ring:4,...]
                                            [--timeout S] [--repeat N] [--tracemalloc]

For the programs of ``benchmarks/exploration.py``'s table (its families, ``--quick``: the
small sizes, ``--programs``: those named; and the reference programs ``examples/ex_*.muir``),
each model runs with ``witnesses = false`` (the baseline) and ``true`` (the default), each
in a fresh process: its peak resident set (``ru_maxrss``: the interpreter, the loaded
program and everything the exploration keeps) and the exploration's time.  With
``--tracemalloc`` the two runs happen in this process (after one unmeasured warm-up run)
and the peak is what Python allocated during the exploration alone (``tracemalloc``: the
configurations, frames and memo entries; many times slower, so larger programs hit the
timeout).  ``--repeat N`` runs each measurement N times, alternating off and on, and keeps
each one's least time and peak (the machine's load only adds).  Printed: one row per run
with the ratios on / off; the headline is the largest
peak-memory ratio.  A run that hits the timeout is left out.  Exits with 1 if some
outcome sets differ between the two.
"""

from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from exploration import EXAMPLES, FAMILIES, PROGRAMS, QUICK, REFERENCE

CHILD = """
import json, resource, sys, time
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
path, model, witnesses, timeout = sys.argv[1], sys.argv[2], sys.argv[3] == "1", float(sys.argv[4])
spec = PipelineSpec(program=path, memory=model, scheduler="exhaustive",
                    scheduler_options={"witnesses": witnesses, "timeout": timeout,
                                       "max-states": 50_000_000})
pipeline = build(spec, Registry.discover())
start = time.perf_counter()
result = pipeline.run()
print(json.dumps({"peak": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
                  "time": time.perf_counter() - start,
                  "outcomes": sorted(o.show() for o in result.outcomes)}))
"""


def in_child(path: Path, model: str, witnesses: bool, timeout: float) -> tuple[int, float, set]:
    out = subprocess.run([sys.executable, "-c", CHILD, str(path), model, str(int(witnesses)),
                          str(timeout)], capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    return data["peak"], data["time"], set(data["outcomes"])


def in_process(path: Path, model: str, witnesses: bool, timeout: float,
               registry: Registry) -> tuple[int, float, set]:
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
    return peak, elapsed, {o.show() for o in result.outcomes}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--models", default="sc,tso,promising")
    parser.add_argument("--programs", help="FAMILY:N,... instead of the table's families")
    parser.add_argument("--timeout", type=float, default=120.0,
                        help="seconds per run; a run that hits it is left out of the ratios")
    parser.add_argument("--repeat", type=int, default=1, help="runs per measurement (least kept)")
    parser.add_argument("--tracemalloc", action="store_true",
                        help="in-process peaks of Python allocations during the exploration")
    args = parser.parse_args()
    models = args.models.split(",")
    families = QUICK if args.quick else FAMILIES
    if args.programs:
        families = [(p.split(":")[0], (int(p.split(":")[1]),)) for p in args.programs.split(",")]
    jobs = [(f"{name} N={n}", PROGRAMS / f"{name}_N{n}.ll", m)
            for name, sizes in families for n in sizes for m in models]
    jobs += [(name, EXAMPLES / f"{name}.muir", m) for name, m in REFERENCE if m in models]
    registry = Registry.discover()

    def measure(path: Path, model: str, witnesses: bool) -> tuple[int, float, set]:
        if args.tracemalloc:
            return in_process(path, model, witnesses, args.timeout, registry)
        return in_child(path, model, witnesses, args.timeout)

    what = "Python allocations (tracemalloc)" if args.tracemalloc else "resident set"
    print(f"peak memory: {what}; time: the exploration")
    print(f"{'program':<20}{'model':<11}{'peak off':>12}{'peak on':>12}{'ratio':>8}"
          f"{'time off':>10}{'time on':>10}{'ratio':>8}")
    worst, bad = 0.0, False
    for label, path, model in jobs:
        if args.tracemalloc:
            measure(path, model, False)  # warm-up: caches, lazy tables
        runs: dict[bool, list[tuple[int, float, set]]] = {False: [], True: []}
        for _ in range(max(1, args.repeat)):
            for witnesses in (False, True):
                runs[witnesses].append(measure(path, model, witnesses))
        off_peak, on_peak = (min(r[0] for r in runs[w]) for w in (False, True))
        off_time, on_time = (min(r[1] for r in runs[w]) for w in (False, True))
        off_outcomes, on_outcomes = runs[False][0][2], runs[True][0][2]
        if any(o.startswith("budget") for o in off_outcomes | on_outcomes):
            print(f"{label:<20}{model:<11}  budget exhausted: left out", flush=True)
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
