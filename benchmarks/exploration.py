"""Benchmark: exhaustive exploration with and without merging and partial-order reduction
(issue 7).  One command runs every family and writes a table.

Usage:  python benchmarks/exploration.py [--quick] [--timeout S] [--models M,...]
                                        [--modes full,merge,plain] [--programs P:N,...]
                                        [--out FILE]

Families (C programs in ``benchmarks/programs/``, compiled by clang 14 at -O1 into the
committed ``NAME_N<N>.ll``; regenerate with ``benchmarks/programs/regenerate.sh``):

1. ``counter``: N threads each do K=2 relaxed ``atomic_fetch_add`` on one counter; main
   asserts the total is N*K;
2. ``store_x_load_y``: N threads each do ``x = i; r = y; y = i + r; x`` (seq_cst);
3. ``sb_ring``: thread i stores ``x[i] = 1`` then loads ``x[(i+1) % N]`` (relaxed);
4. the three reference programs of the CTree artifact (``examples/ex_*.muir``) under their
   models.  (The Dat3M X86 suite under TSO has its own command:
   ``python benchmarks/litmus_x86_tso.py``.)

Each program runs under ``sc``, ``tso`` and ``promising`` in three modes, in the same
process: ``full`` (merging and reduction, the default), ``merge`` (merging only) and
``plain`` (neither: every path is enumerated).  A run that hits the time budget is shown
with ``>``.  The headline figure is the speed-up of ``full`` over each other mode, measured
in the same run.  Outcome sets of all finished modes must agree; the script exits with 1 if
they do not.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"
EXAMPLES = HERE.parent / "examples"
MODES = {"full": {}, "merge": {"reduce": False}, "plain": {"merge": False, "reduce": False}}
MODELS = ("sc", "tso", "promising")

FAMILIES = [("counter", (2, 3, 4, 5, 6)), ("store_x_load_y", (2, 3, 4, 5)),
            ("sb_ring", (2, 3, 4, 5, 6))]
QUICK = [("counter", (2, 3)), ("store_x_load_y", (2, 3)), ("sb_ring", (2, 3))]
REFERENCE = [("ex_tso", m) for m in MODELS] + [("ex_ps", m) for m in MODELS] + \
            [("ex_ra", "promising")]


def run(path: Path, model: str, mode: str, timeout: float, observe: tuple[str, ...] = ()):
    options = dict(MODES[mode], timeout=timeout, **{"max-states": 50_000_000})
    spec = PipelineSpec(program=str(path), memory=model, scheduler="exhaustive",
                        scheduler_options=options, observe=observe)
    start = time.perf_counter()
    result = build(spec, Registry.discover()).run()
    elapsed = time.perf_counter() - start
    finished = not any(o.kind == "budget" for o in result.outcomes)
    return result, elapsed, finished


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small N only")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per run")
    ap.add_argument("--modes", default="full,merge,plain")
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--programs", help="only these, e.g. counter:5,store_x_load_y:4,ex_ps")
    ap.add_argument("--out", type=Path, default=HERE / "results" / "exploration.md")
    args = ap.parse_args()
    modes = args.modes.split(",")
    models = args.models.split(",")
    jobs = [(f"{name} N={n}", PROGRAMS / f"{name}_N{n}.ll", m, ())
            for name, ns in (QUICK if args.quick else FAMILIES) for n in ns for m in models]
    jobs += [(name, EXAMPLES / f"{name}.muir", m, ("a1", "b1"))
             for name, m in REFERENCE if m in models]
    if args.programs:
        wanted = {p.replace(":", " N=") for p in args.programs.split(",")}
        jobs = [job for job in jobs if job[0] in wanted]
    header = ["program", "model", "outcomes"] + \
             [f"{mode} {what}" for mode in modes for what in ("states", "executions", "s")] + \
             [f"full vs {mode}" for mode in modes if mode != "full"]
    rows = [header]
    print(" | ".join(header), flush=True)
    ok = True
    for label, path, model, observe in jobs:
        found: dict[str, set] = {}
        times: dict[str, tuple[float, bool]] = {}
        cells: list[str] = []
        for mode in modes:
            result, elapsed, finished = run(path, model, mode, args.timeout, observe)
            times[mode] = (elapsed, finished)
            mark = "" if finished else ">"
            s = result.stats
            cells += [f"{mark}{s['states']}", f"{mark}{s['executions']}", f"{mark}{elapsed:.2f}"]
            if finished:
                found[mode] = set(result.outcomes)
        sets = list(found.values())
        agree = all(x == sets[0] for x in sets)
        ok &= agree
        outcomes = str(len(sets[0])) if sets else "?"
        if not agree:
            outcomes += " DISAGREE"
        ratios = []
        for mode in modes:
            if mode == "full":
                continue
            (t_full, f_full), (t, f) = times.get("full", (0, False)), times[mode]
            ratios.append(f"{'>' if not f and f_full else ''}{t / t_full:.1f}x" if f_full else "?")
        row = [label, model, outcomes] + cells + ratios
        rows.append(row)
        print(" | ".join(row), flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w") as f:
        f.write(f"Produced by `python benchmarks/exploration.py {' '.join(sys.argv[1:])}`; "
                "`>`: stopped by the time budget.\n\n")
        f.write("| " + " | ".join(rows[0]) + " |\n")
        f.write("|" + "---|" * len(rows[0]) + "\n")
        for row in rows[1:]:
            f.write("| " + " | ".join(row) + " |\n")
    print(f"table written to {args.out}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
