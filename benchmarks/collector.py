"""Benchmark: the time an exploration spends in Python's cyclic garbage collector (issue 20,
"cheaper steps").

An exploration keeps what it learns (visited configurations, memo tables) to its end, so
the collector's full passes, each over everything alive, grow with the run and find little;
since ``ctreelab.budget.exploring`` only the young generations are collected during one.
This script runs each program once under each model and prints the CPU seconds of the
exploration and those spent in the collector, per generation (``gc.callbacks``); what the
new code saves is the baseline's full passes (generation 2), measured in the same run.
Seconds in the collector depend less on the machine's load than a whole run's.

Usage:  python benchmarks/collector.py [--models sc,promising] [--timeout S]
                                       [--baseline CHECKOUT] [--out FILE] [PROGRAM ...]

PROGRAM: a ``.ll``/``.muir`` file or a family of ``benchmarks/exploration.py`` as
``NAME:N`` (default: ``sxly_rec:3``, ``sxly_rec:4``, ``treiber:3``, ``msqueue:2`` and
``benchmarks/programs/mutex_list.ll``, four workers appending to a mutex-protected
list).  With ``--baseline CHECKOUT`` each run is repeated by a subprocess importing that checkout's
``core/`` and ``plugins/`` (the new code's runs then in a subprocess too); both must reach
the same configurations.
"""

from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys
import time
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from exploration import HERE, importing, program, write_table  # benchmarks/ is on sys.path

DEFAULT = ["sxly_rec:3", "sxly_rec:4", "treiber:3", "msqueue:2",
           str(HERE / "programs" / "mutex_list.ll")]


def measure(path: str, model: str, timeout: float) -> dict:
    """One exploration: its configurations, CPU seconds and seconds in the collector."""
    spent = [0.0, 0.0, 0.0]
    began = [0.0]

    def timed(phase: str, info: dict) -> None:
        if phase == "start":
            began[0] = time.process_time()
        else:
            spent[info["generation"]] += time.process_time() - began[0]

    spec = PipelineSpec(program=path, memory=model, observe=(),
                        scheduler_options={"timeout": timeout, "max-states": 50_000_000})
    pipeline = build(spec, Registry.discover())
    gc.callbacks.append(timed)
    cpu = time.process_time()
    try:
        result = pipeline.run()
    finally:
        gc.callbacks.remove(timed)
    return {"states": result.stats["states"], "cpu": time.process_time() - cpu,
            "gc": spent, "finished": not any(o.kind == "budget" for o in result.outcomes)}


def in_subprocess(checkout: Path, path: str, model: str, timeout: float) -> dict:
    with importing(checkout) as env:
        proc = subprocess.run([sys.executable, __file__, "--one",
                               json.dumps([path, model, timeout])],
                              env=env, text=True, capture_output=True, check=False)
    if proc.returncode:
        raise SystemExit(f"run of {path} ({model}) failed:\n{proc.stderr}")
    return json.loads(proc.stdout.splitlines()[-1])


def resolve(name: str) -> str:
    family, _, n = name.partition(":")
    return str(program(family, int(n))) if n.isdigit() else name


def cells(m: dict) -> list[str]:
    mark = "" if m["finished"] else ">"
    return [f"{mark}{m['states']}", f"{m['cpu']:.2f}", f"{sum(m['gc']):.2f}",
            f"{m['gc'][2]:.2f}", f"{sum(m['gc']) / max(m['cpu'], 1e-9):.0%}"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="*", default=DEFAULT)
    ap.add_argument("--models", default="sc,promising")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per run")
    ap.add_argument("--baseline", type=Path, metavar="CHECKOUT")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--out", type=Path, default=HERE / "results" / "collector.md")
    args = ap.parse_args()
    if args.one:
        print(json.dumps(measure(*json.loads(args.one))))
        return 0
    what = ["configurations", "cpu s", "gc s", "full gc s", "gc share"]
    header = ["program", "model"] + what
    if args.baseline:
        header += [f"base {w}" for w in what] + ["new/base cpu"]
    rows = [header]
    print(" | ".join(header), flush=True)
    ok = True
    for name in args.programs:
        for model in args.models.split(","):
            path = resolve(name)
            new = in_subprocess(HERE.parent, path, model, args.timeout) if args.baseline \
                else measure(path, model, args.timeout)
            row = [Path(path).stem, model] + cells(new)
            if args.baseline:
                base = in_subprocess(args.baseline, path, model, args.timeout)
                ok &= not (new["finished"] and base["finished"]) or \
                    new["states"] == base["states"]
                row += cells(base) + [f"{new['cpu'] / max(base['cpu'], 1e-9):.2f}"]
            rows.append(row)
            print(" | ".join(row), flush=True)
    write_table(args.out, "collector.py", "`>`: stopped by the time budget.", rows)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
