"""What looking for data races costs: every threaded C program of ``examples/c`` and
``tests/c_reach`` explored with ``races = "report"`` and with ``races = "ignore"``, in one
run, per memory model: configurations and seconds, and their ratios.

Checking races puts every access in the ``race`` footprint space too, so the reduction
cannot order a conflicting access away (a TSO store into its buffer no longer runs alone);
the extra configurations are that price.

    python benchmarks/race_checks.py [--level O1] [--models sc,tso,promising] [--timeout 60]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

ROOT = Path(__file__).resolve().parent.parent


def programs(level: str) -> list[Path]:
    found = [*(ROOT / "examples" / "c" / level).glob("*.ll"),
             *(ROOT / "tests" / "c_reach" / level).glob("*.ll")]
    return sorted(p for p in found if "@pthread_create" in p.read_text())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="O1", choices=("O0", "O1"))
    parser.add_argument("--models", default="sc,tso,promising")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args()
    registry = Registry.discover()
    found = programs(args.level)
    print(f"{len(found)} threaded programs at -{args.level}")
    print(f"{'model':<10} {'configurations report/ignore':>30} {'seconds report/ignore':>24}")
    for model in args.models.split(","):
        states = {"report": 0, "ignore": 0}
        secs = {"report": 0.0, "ignore": 0.0}
        for path in found:
            for mode in states:
                spec = PipelineSpec(program=str(path), memory=model, races=mode,
                                    scheduler_options={"timeout": args.timeout})
                start = time.perf_counter()
                result = build(spec, registry).run()
                secs[mode] += time.perf_counter() - start
                states[mode] += result.stats.get("states", 0)
        ratio = states["report"] / max(states["ignore"], 1)
        print(f"{model:<10} {states['report']:>12,} / {states['ignore']:<8,} ({ratio:.2f}×)"
              f" {secs['report']:>9.2f} / {secs['ignore']:<6.2f} "
              f"({secs['report'] / max(secs['ignore'], 1e-9):.2f}×)")


if __name__ == "__main__":
    main()
