"""What the distributed explorer gains and costs: one program explored in one run by the
single-process explorer and by ``workers = 1`` and ``workers = 2`` on a local Ray (started
once, before the timings), with the configurations, messages and busy seconds of each, the
parallel efficiency, and a scaling model from the measured costs.

The model: with ``N`` workers, each configuration costs ``c`` busy seconds (expansion,
replay, fingerprints; measured with one worker), a message between two workers ``m`` seconds
of the sender's and receiver's time (measured: a batch of ``BATCH`` messages to a worker and
back), and a fraction ``1 - 1/N`` of the ``V`` visits cross to another worker; ``S`` states
in all::

    T(N) = S·c / N + V·(1 - 1/N)·m / N + t0

(``t0``: loading on the workers and the termination rounds, measured as ``T(1) - S·c``).
Its prediction for 4 and 8 workers is printed beside the measurements.

    python benchmarks/distributed.py [PROGRAM] [--memory sc] [--timeout 300]
"""

from __future__ import annotations

import argparse
import os
import time
from dataclasses import replace
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab_plugins.schedulers import distributed
from ctreelab_plugins.schedulers.exhaustive import Exhaustive
from ctreelab_plugins.schedulers.shard_actor import BATCH

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT / "benchmarks" / "programs" / "store_x_load_y_N4.ll"


def message_cost(ray: object, rounds: int = 20) -> float:
    """Seconds per message: batches of ``BATCH`` visit-sized messages sent to a
    worker and acknowledged (serialisation, transport, delivery)."""
    actors, _ = distributed._actors(ray, 1)
    visit = ("visit", 0, b"\0" * 16, (tuple(range(40)), 0), (((0,) * 30, 0),) * 8, 100,
             (0, 1), 20, True, False, frozenset((1, 2)))
    batch = [visit] * BATCH
    start = time.perf_counter()
    for _ in range(rounds):
        ray.get(actors[0].ping.remote(), timeout=60)  # type: ignore[attr-defined]
        actors[0].receive.remote(batch)
    ray.get(actors[0].ping.remote(), timeout=60)  # type: ignore[attr-defined]
    elapsed = time.perf_counter() - start
    distributed._drop_pool(ray)
    return elapsed / (rounds * len(batch))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("program", nargs="?", default=str(DEFAULT))
    parser.add_argument("--memory", default="sc")
    parser.add_argument("--timeout", type=float, default=300.0)
    args = parser.parse_args()
    import ray
    registry = Registry.discover()
    spec = replace(PipelineSpec(program=args.program), memory=args.memory,
                   scheduler_options={"timeout": args.timeout})
    print(f"program {os.path.relpath(args.program, ROOT)} · memory {args.memory} · "
          f"{os.cpu_count()} cores")
    start = time.perf_counter()
    single = build(spec, registry).run()
    t_single = time.perf_counter() - start
    print(f"{'explorer':<16} {'seconds':>8} {'states':>8} {'messages':>9} {'busy s':>14} "
          f"{'efficiency':>10}")
    print(f"{'single-process':<16} {t_single:>8.2f} {single.stats['states']:>8} "
          f"{'-':>9} {'-':>14} {'-':>10}")
    ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level="ERROR",
             log_to_driver=False, object_store_memory=80 << 20)
    try:
        m = message_cost(ray)
        measured = {}
        for workers in (1, 2):
            config = Exhaustive.check_options({"workers": workers, "timeout": args.timeout})
            distributed._actors(ray, workers)  # placed before the timing
            start = time.perf_counter()
            result, = distributed.explore(config, [spec])
            elapsed = time.perf_counter() - start
            same = set(result.outcomes) == set(single.outcomes)
            busy = "/".join(f"{w['busy']:.1f}" for w in result.stats["per_worker"])
            measured[workers] = (elapsed, result)
            print(f"{f'workers={workers}':<16} {elapsed:>8.2f} {result.stats['states']:>8} "
                  f"{result.stats['messages']:>9} {busy:>14} "
                  f"{measured[1][0] / (workers * elapsed):>10.2f}"
                  f"{'' if same else '   OUTCOMES DIFFER'}")
            distributed._drop_pool(ray)
    finally:
        distributed._pool.clear()
        ray.shutdown()
    t1, r1 = measured[1]
    states = r1.stats["states"]
    c = sum(w["busy"] for w in r1.stats["per_worker"]) / max(states, 1)
    visits = states + r1.stats["merged"]
    t0 = max(t1 - states * c, 0.0)
    print(f"speed-up of 2 workers over 1: {t1 / measured[2][0]:.2f}; over the single-process "
          f"explorer: {t_single / measured[2][0]:.2f}")
    print(f"model: c = {c * 1e3:.3f} ms per configuration, m = {m * 1e6:.1f} µs per message, "
          f"t0 = {t0:.2f} s, {visits} visits")
    for n in (1, 2, 4, 8):
        predicted = states * c / n + visits * (1 - 1 / n) * m / n + t0
        print(f"  T({n}) predicted {predicted:8.2f} s · efficiency {t1 / (n * predicted):.2f}"
              + (f" · measured {measured[n][0]:.2f} s" if n in measured else ""))


if __name__ == "__main__":
    main()
