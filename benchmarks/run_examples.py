"""Benchmark: exhaustive exploration of the examples, and sequential throughput.

Usage:  python benchmarks/run_examples.py

Figures are reported as ratios against baselines measured in the same run (the machines are
shared and noisy):
* every example spec is explored with merging and, where the plain enumeration fits in the
  budget, without it; the ratio plain/merged is the speed-up of merging;
* a 100,000-iteration μIR-thread loop (round_robin) is compared with a bare kernel loop of the
  same number of iterations (``iter_loop`` with one handled event per iteration): the ratio
  is the cost of the full interpretation stack per iteration.
"""

from __future__ import annotations

import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from ctreelab.interp import interp
from ctreelab.pipeline import build
from ctreelab.registry import Registry
from ctreelab.spec import load_spec
from ctreelab.tree import Br, Left, Ret, Right, Vis, iter_loop, observe

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
PLAIN_FITS = ("sb_spawn",)  # the others have more than a million schedules


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def explore(spec, merge: bool):
    spec = replace(spec, scheduler="exhaustive", scheduler_options={"merge": merge})
    return timed(lambda: build(spec, Registry.discover()).run())


def kernel_loop(n: int) -> None:
    body = lambda i: Vis("tick", lambda _: Ret(Left(i + 1) if i + 1 < n else Right(i)))
    handler = lambda e, s: Ret((None, s + 1)) if e == "tick" else None
    t = interp(handler, iter_loop(body, 0), 0)
    while True:
        node = observe(t)
        if type(node) is not Br:
            return
        t = node.k(None)


def main() -> None:
    registry = Registry.discover()
    print(f"{'example':<14}{'outcomes':>9}{'states':>9}{'executions':>22}{'merged s':>10}"
          f"{'plain s':>10}{'plain/merged':>14}")
    with tempfile.TemporaryDirectory() as tmp:
        spawn_sb = Path(tmp) / "sb_spawn.muir"
        spawn_sb.write_text((EXAMPLES / "sb.muir").read_text().replace(
            "%t = thrd_create @t1, 0", "%t = spawn @t1, none, none, 0").replace(
            "%done = thrd_join %t\n", ""))
        specs = [(p.stem, load_spec(p)) for p in sorted(EXAMPLES.glob("*.toml")) if p.stem != "loop"]
        specs.append(("sb_spawn", replace(specs[0][1], program=str(spawn_sb),
                                          observe=("r0", "r1"))))
        for name, spec in specs:
            result, merged_s = explore(spec, True)
            plain = "-"
            ratio = "-"
            if name in PLAIN_FITS:
                _, plain_s = explore(spec, False)
                plain, ratio = f"{plain_s:.3f}", f"{plain_s / merged_s:.1f}x"
            print(f"{name:<14}{len(result.outcomes):>9}{result.stats['states']:>9}"
                  f"{result.stats['executions']:>22}{merged_s:>10.3f}{plain:>10}{ratio:>14}")
    n = 100_000
    loop = (EXAMPLES / "loop.muir").read_text().replace("1000000", str(n))
    with tempfile.NamedTemporaryFile("w", suffix=".muir", delete=False) as f:
        f.write(loop)
    spec = replace(load_spec(EXAMPLES / "loop.toml"), program=f.name)
    _, muir_s = timed(lambda: build(spec, registry).run())
    _, kernel_s = timed(lambda: kernel_loop(n))
    print(f"\nloop of {n} iterations: muir stack {muir_s:.2f} s ({muir_s / n * 1e6:.1f} µs/iter), "
          f"bare kernel loop {kernel_s:.2f} s; ratio {muir_s / kernel_s:.1f}x")
    Path(f.name).unlink()


if __name__ == "__main__":
    sys.exit(main())
