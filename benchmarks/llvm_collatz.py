"""Benchmark: a Collatz workload in C, interpreted by ctreelab, against the same in Python.

Usage:  python benchmarks/llvm_collatz.py [--limit N] [--repeat R] [--baseline CHECKOUT]

Runs ``examples/c/O1/collatz.ll`` (clang -O1 of ``examples/c/collatz.c``: the number of
Collatz steps of every n = 1..N, their total and the longest) through the ``llvm`` language,
the ``sc`` memory model and the ``round_robin`` scheduler, and the same algorithm written
directly in Python, in the same process, alternately (the machines are shared and noisy,
so only the ratio is meaningful); prints both times (best of R), the ratio interpreted/CPython (target:
within 8x, issue 20) and checks that both print the same line.  N is changed by rewriting the
initialiser of the global ``limit`` in a temporary copy of the .ll: the C program reads it
at run time, so clang could not fold the loops.

With ``--baseline CHECKOUT`` (another checkout of ctreelab, e.g. ``git worktree add
--detach /tmp/base main``) the interpreted run is repeated, in the same benchmark run, by a
subprocess that imports that checkout's ``core/`` and ``plugins/``; its time and ratio are
printed too, and its output must be the same.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

COLLATZ_LL = Path(__file__).resolve().parent.parent / "examples" / "c" / "O1" / "collatz.ll"
LIMIT = re.compile(r"^(@limit = [^\n]*global i32 )(\d+)", re.MULTILINE)
TARGET = 8.0


def steps(n: int) -> int:
    s = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        s += 1
    return s


def collatz_python(limit: int) -> str:
    """collatz.c's main, in Python (no value reaches 2^32 for the limits used here)."""
    total = 0
    best, best_steps = 1, 0
    for n in range(1, limit + 1):
        s = steps(n)
        total += s
        if s > best_steps:
            best_steps, best = s, n
    return f"n <= {limit}: total steps {total}, longest {best} ({best_steps} steps)\n"


def collatz_ll(limit: int, directory: Path) -> Path:
    """A copy of collatz.ll whose global ``limit`` is initialised to ``limit``."""
    text, count = LIMIT.subn(lambda m: f"{m.group(1)}{limit}", COLLATZ_LL.read_text())
    if count != 1:
        raise SystemExit(f"{COLLATZ_LL}: cannot find the initialiser of @limit")
    path = directory / "collatz.ll"
    path.write_text(text)
    return path


def interpreted(path: Path, registry: Registry) -> str:
    spec = PipelineSpec(program=str(path), memory="sc", scheduler="round_robin")
    result = build(spec, registry).run()
    (outcome,) = result.outcomes
    if outcome.kind != "done":
        raise SystemExit(f"interpreted run failed: {outcome.show()}")
    return str(dict(outcome.observed)["output"])


def best_of(repeat: int, fn):  # type: ignore[no-untyped-def]
    best, value = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        value = fn()
        best = min(best, time.perf_counter() - start)
    return value, best


def baseline_run(checkout: Path, path: Path, repeat: int) -> tuple[str, float]:
    """``interpreted`` (best of ``repeat``) by a subprocess importing ``checkout``'s core
    and plugins: its output and seconds."""
    with tempfile.TemporaryDirectory() as tmp:
        os.symlink(checkout.resolve() / "core", Path(tmp) / "ctreelab")
        os.symlink(checkout.resolve() / "plugins", Path(tmp) / "ctreelab_plugins")
        proc = subprocess.run(
            [sys.executable, __file__, "--one", str(path), "--repeat", str(repeat)],
            capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=tmp), check=False)
    if proc.returncode:
        raise SystemExit(f"baseline run failed:\n{proc.stderr}")
    out, seconds = json.loads(proc.stdout)
    return out, seconds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=10_000, help="N: steps of 1..N (default 10000)")
    ap.add_argument("--repeat", type=int, default=3, help="best of R runs (default 3)")
    ap.add_argument("--baseline", type=Path, metavar="CHECKOUT",
                    help="also time another checkout's interpreter, in this run")
    ap.add_argument("--one", type=Path, help=argparse.SUPPRESS)  # the baseline's worker
    args = ap.parse_args()
    registry = Registry.discover()
    if args.one is not None:
        print(json.dumps(best_of(args.repeat, lambda: interpreted(args.one, registry))))
        return
    if not 1 <= args.limit <= 100_000:
        raise SystemExit("--limit must be in 1..100000 (the C code computes in 32 bits)")
    with tempfile.TemporaryDirectory() as tmp:
        path = collatz_ll(args.limit, Path(tmp))
        # alternately, so that a change of the machine's load hits both alike
        t_ll = t_py = float("inf")
        for _ in range(args.repeat):
            out_ll, t = best_of(1, lambda: interpreted(path, registry))
            t_ll = min(t_ll, t)
            out_py, t = best_of(1, lambda: collatz_python(args.limit))
            t_py = min(t_py, t)
        out_base, t_base = (baseline_run(args.baseline, path, args.repeat)
                            if args.baseline is not None else (out_ll, 0.0))
    for who, out in (("llvm", out_ll), ("baseline", out_base)):
        if out != out_py:
            raise SystemExit(f"outputs differ:\n  {who}: {out!r}\n  python: {out_py!r}")
    ratio = t_ll / t_py
    print(f"collatz 1..{args.limit}: {out_py.strip()}")
    print(f"llvm (O1) + sc + round_robin  {t_ll:9.3f} s")
    if args.baseline is not None:
        print(f"the same, baseline            {t_base:9.3f} s  "
              f"(ratio {t_base / t_py:.1f}x; new/base {t_ll / t_base:.2f})")
    print(f"CPython                       {t_py:9.3f} s")
    print(f"ratio                         {ratio:9.1f}x  (target <= {TARGET:.0f}x: "
          f"{'met' if ratio <= TARGET else 'NOT met'})")


if __name__ == "__main__":
    main()
