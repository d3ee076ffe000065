"""Benchmark: the three reference programs of the CTree concurrency artifact under all their
models, exhaustively, in one process (spec §6: ex_tso and ex_ps under SC, TSO and PS, ex_ra
under PS: seven runs).

Usage:  python benchmarks/reference_programs.py

The artifact's collecting interpreter (extracted OCaml) took 150 s for these seven runs
according to its README ("generated in 150 seconds on a laptop"); the ratio printed is
150 s / our total.  That figure was measured on another machine, so it is indicative only;
the per-run times below are comparable with each other (same process, same machine).
"""

from __future__ import annotations

import time
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.values import show

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
RUNS = [("ex_tso", m) for m in ("sc", "tso", "promising")] + \
       [("ex_ps", m) for m in ("sc", "tso", "promising")] + [("ex_ra", "promising")]
REFERENCE_SECONDS = 150.0


def main() -> None:
    registry = Registry.discover()
    total = 0.0
    print(f"{'program':<8}{'model':<11}{'outcomes [a1 b1]':<28}{'states':>8}{'seconds':>10}")
    for name, model in RUNS:
        spec = PipelineSpec(program=str(EXAMPLES / f"{name}.muir"), memory=model,
                            observe=("a1", "b1"))
        start = time.perf_counter()
        result = build(spec, registry).run()
        elapsed = time.perf_counter() - start
        total += elapsed
        found = sorted(" ".join(show(v) for _, v in o.observed) for o in result.outcomes)
        print(f"{name:<8}{model:<11}{', '.join(found):<28}{result.stats['states']:>8}"
              f"{elapsed:>10.3f}")
    print(f"\ntotal {total:.2f} s for {len(RUNS)} runs; reference collecting interpreter "
          f"{REFERENCE_SECONDS:.0f} s; ratio {REFERENCE_SECONDS / total:.0f}x faster")


if __name__ == "__main__":
    main()
