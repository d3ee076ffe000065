"""Benchmark: exhaustive exploration with and without merging and partial-order reduction
(issues 7 and 20).  One command runs every family and writes a table.

Usage:  python benchmarks/exploration.py [--quick | --value-rich] [--timeout S]
                                        [--models M,...] [--modes full,merge,plain,readsfrom]
                                        [--programs P:N,...] [--baseline CHECKOUT]
                                        [--max-states N] [--calls] [--out FILE]

Families (C programs in ``benchmarks/programs/`` and, the value-rich ones, in its
``value_rich/``, compiled by clang 14 at -O1 into the
committed ``NAME_N<N>.ll``; regenerate with ``benchmarks/programs/regenerate.sh``):

1. ``counter``: N threads each do K=2 relaxed ``atomic_fetch_add`` on one counter; main
   asserts the total is N*K;
2. ``store_x_load_y``: N threads each do ``x = i; r = y; y = i + r; x`` (seq_cst);
3. ``sb_ring``: thread i stores ``x[i] = 1`` then loads ``x[(i+1) % N]`` (relaxed);
4. value-rich families (issue 20), whose final states differ by value, so merging equal
   configurations helps little: ``sxly_rec`` (store-x-load-y where thread i also records
   ``out[i] = x`` after its store to y), ``treiber`` (a Treiber stack: each thread pushes
   one node and pops one, recording the value), ``msqueue`` (a Michael–Scott queue: each
   thread enqueues and dequeues once, recording the value), ``ticketlock`` (a ticket lock
   around a plain counter, each thread recording its ticket and the count it saw),
   ``seqlock`` (one writer publishes two pairs, N-1 readers take a snapshot in at most two
   tries) and ``rwlock`` (a pthread read-write lock: one writer, N-1 readers recording
   two reads each); ``sb_ring`` records its reads too.  ``--value-rich`` runs only these;
5. the three reference programs of the CTree artifact (``examples/ex_*.muir``) under their
   models, and the Dat3M X86 litmus suite (``../shared/litmus/dat3m/litmus/X86``, 487
   tests) under ``tso`` (``dat3m_x86``: one row for the whole suite, its states and
   executions summed, its outcomes the tests' final states, its budget the time budget
   for all of them; ``python benchmarks/litmus_x86_tso.py`` checks its verdicts and
   names the slowest tests).

``--programs NAME:N,...`` picks rows; it also reaches a family at a size the tables leave
out when its IR is committed (``counter:7``, issue 20's target under ``promising``), and
the programs no table lists: ``wordcount`` (string routines on the workers' own buffers)
and ``xchg_lock`` (an exchange spin lock each thread takes twice, recording the order).

With ``--baseline CHECKOUT`` (another checkout of ctreelab, e.g. ``git worktree add
/tmp/base main``) every run is repeated, in the same benchmark run, by a subprocess that
imports that checkout's ``core/`` and ``plugins/`` instead (and the new code's runs are
made by a subprocess too, so that both start alike); the table then shows its
configurations, seconds and peak memory (MB, of each run's process), the ratios new/base,
and each run's CPU microseconds per configuration (steadier than wall time on a shared
machine; compared also when both runs were stopped by the budget); the outcome sets must
agree.  ``--calls`` also counts each run's Python function calls per configuration (under
cProfile, so slower; the count does not depend on the machine's load, unlike seconds, and
with ``--baseline`` it compares the two checkouts' work per configuration exactly).
``--visited digest`` runs the new code with the compact
visited set (the baseline keeps its default).

Each program runs under ``sc``, ``tso`` and ``promising`` in three modes, in the same
process: ``full`` (merging and reduction, the default), ``merge`` (merging only) and
``plain`` (neither: every path is enumerated); ``--modes`` may add ``readsfrom``: the
``readsfrom`` explorer (one execution per reads-from class, docs/guide/reads-from.md; its
``states`` are the execution graphs it explored; under a model other than ``sc``, or where
it falls back to ``exhaustive``, its executions say ``(fallback)``).  A run that hits the time budget is shown
with ``>``.  The headline figure is the speed-up of ``full`` over each other mode, measured
in the same run.  Outcome sets of all finished modes must agree; the script exits with 1 if
they do not.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import json
import os
import pstats
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab_plugins.languages.litmus.suite import collect, run_test
from ctreelab_plugins.languages.litmus.verdict import Reader

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"
VALUE_RICH_DIR = PROGRAMS / "value_rich"  # apart: the soundness net runs programs/*_N2, _N3
EXAMPLES = HERE.parent / "examples"
MODES = {"full": {}, "merge": {"reduce": False}, "plain": {"merge": False, "reduce": False},
         "readsfrom": {}}
# the scheduler of each mode (``readsfrom``: one execution per reads-from class, sc only;
# under another model it falls back to ``exhaustive`` and its statistics say so)
SCHEDULER = {"readsfrom": "readsfrom"}
MODELS = ("sc", "tso", "promising")

FAMILIES = [("counter", (2, 3, 4, 5, 6)), ("store_x_load_y", (2, 3, 4, 5)),
            ("sb_ring", (2, 3, 4, 5, 6))]
VALUE_RICH = [("sxly_rec", (2, 3, 4, 5)), ("sb_ring", (3, 4, 5)), ("treiber", (2, 3, 4)),
              ("msqueue", (2, 3, 4)), ("ticketlock", (2, 3, 4)), ("seqlock", (2, 3, 4)),
              ("rwlock", (2, 3, 4))]
FAMILIES += [f for f in VALUE_RICH if f[0] != "sb_ring"]
QUICK = [("counter", (2, 3)), ("store_x_load_y", (2, 3)), ("sb_ring", (2, 3))]
REFERENCE = [("ex_tso", m) for m in MODELS] + [("ex_ps", m) for m in MODELS] + \
            [("ex_ra", "promising")]
DAT3M_X86 = HERE.parents[1] / "shared" / "litmus" / "dat3m" / "litmus" / "X86"


def program(name: str, n: int) -> Path:
    """The committed IR of family ``name`` with ``n`` threads."""
    path = PROGRAMS / f"{name}_N{n}.ll"
    return path if path.exists() else VALUE_RICH_DIR / f"{name}_N{n}.ll"


def options(mode: str, timeout: float, extra: dict | None = None) -> dict:
    if mode in SCHEDULER:  # the exhaustive explorer's options (visited) are not its own
        extra = {k: v for k, v in (extra or {}).items() if k == "max-states"}
    return {**MODES[mode], "timeout": timeout, "max-states": 50_000_000, **(extra or {})}


def run(path: Path, model: str, mode: str, timeout: float, observe: tuple[str, ...] = (),
        extra: dict | None = None, calls: bool = False):
    """One program: its statistics, outcomes, time and whether it finished (``extra``:
    more options of the scheduler).  With ``calls``, the run is made under cProfile and its
    statistics carry the number of Python function calls (``calls``)."""
    spec = PipelineSpec(program=str(path), memory=model,
                        scheduler=SCHEDULER.get(mode, "exhaustive"),
                        scheduler_options=options(mode, timeout, extra), observe=observe)
    pipeline = build(spec, Registry.discover())
    profile = cProfile.Profile() if calls else None
    start, cpu = time.perf_counter(), time.process_time()
    if profile is not None:
        profile.enable()
    result = pipeline.run()
    if profile is not None:
        profile.disable()
    elapsed = time.perf_counter() - start
    result.stats["cpu"] = time.process_time() - cpu  # this process's CPU seconds
    if profile is not None:
        result.stats["calls"] = pstats.Stats(profile).total_calls
    finished = not any(o.kind == "budget" for o in result.outcomes)
    return result.stats, set(result.outcomes), elapsed, finished


@contextlib.contextmanager
def importing(checkout: Path):
    """The environment of a subprocess that imports ``checkout``'s core and plugins."""
    if not (checkout / "core" / "pipeline.py").is_file() or not (checkout / "plugins").is_dir():
        # (a dangling link would let the subprocess import the installed code instead)
        raise SystemExit(f"--baseline {checkout}: not a checkout of ctreelab (expected "
                         "core/pipeline.py and plugins/ in it)")
    with tempfile.TemporaryDirectory() as tmp:
        os.symlink(checkout.resolve() / "core", Path(tmp) / "ctreelab")
        os.symlink(checkout.resolve() / "plugins", Path(tmp) / "ctreelab_plugins")
        yield dict(os.environ, PYTHONPATH=tmp)


def run_baseline(checkout: Path, path: Path, model: str, mode: str, timeout: float,
                 observe: tuple[str, ...] = (), extra: dict | None = None, calls: bool = False):
    """``run`` by a subprocess importing ``checkout``'s core and plugins (the baseline);
    its statistics carry the subprocess's peak resident memory (``rss``, MB)."""
    with importing(checkout) as env:
        proc = subprocess.run([sys.executable, __file__, "--one", json.dumps(
            [str(path), model, mode, timeout, list(observe), extra or {}, calls])], env=env,
            text=True,
            capture_output=True, check=False)
    if proc.returncode:
        raise SystemExit(f"baseline run of {path.name} ({model}, {mode}) failed:\n{proc.stderr}")
    s, outcomes, elapsed, finished = json.loads(proc.stdout.splitlines()[-1])
    return s, set(outcomes), elapsed, finished


def one(job: str) -> None:
    """The ``--one`` worker of ``run_baseline``: one run, printed as JSON."""
    path, model, mode, timeout, observe, extra, *calls = json.loads(job)
    s, outcomes, elapsed, finished = run(Path(path), model, mode, timeout, tuple(observe), extra,
                                         bool(calls and calls[0]))
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps([{"states": s["states"], "executions": s["executions"], "rss": rss,
                       "cpu": s["cpu"], **({"calls": s["calls"]} if "calls" in s else {})},
                      sorted(map(repr, outcomes)), elapsed, finished]))


def run_suite(folder: Path, model: str, mode: str, timeout: float):
    """Every litmus test in ``folder`` within ``timeout`` seconds in all: the summed
    statistics, each test's final states, the time and whether all finished."""
    registry = Registry.discover()
    stats = {"states": 0, "executions": 0}
    outcomes: set = set()
    finished = True
    start = time.perf_counter()
    for test in collect([folder]):
        left = timeout - (time.perf_counter() - start)
        if left <= 0:
            finished = False
            break
        if mode in SCHEDULER:
            states, others, test_stats = litmus_with(test, model, registry, options(mode, left),
                                                     SCHEDULER[mode])
        else:
            report = run_test(test, model, registry, options(mode, left))
            if report.judgement is None:
                raise SystemExit(f"{test}: {report.message}")
            states, others, test_stats = (report.judgement.states, report.judgement.others,
                                          report.stats)
        for what in stats:
            stats[what] += test_stats[what]
        outcomes.update((test.name, state) for state in states)
        finished &= not any(o.kind == "budget" for o, _ in others)
    return stats, outcomes, time.perf_counter() - start, finished


def litmus_with(test: Path, model: str, registry: Registry, opts: dict, scheduler: str):
    """One litmus test with another scheduler than ``run_test``'s: its final states, its
    other outcomes and the run's statistics."""
    spec = PipelineSpec(program=str(test), language="litmus", memory=model,
                        scheduler=scheduler, scheduler_options=opts)
    pipeline = build(spec, registry)
    program = pipeline.program
    result = pipeline.run()
    judgement = Reader(program.test, program.addresses).judge(result)
    return judgement.states, judgement.others, result.stats


def base_cells(modes: list[str], baseline: dict[str, tuple]) -> list[str]:
    """The new code's peak memory per mode, the baseline's configurations, seconds and peak
    memory, then the ratios new/base (``?`` where either run was stopped by the budget)."""
    mine: list[str] = []
    cells: list[str] = []
    ratios: list[str] = []
    for mode in modes:
        if mode not in baseline:
            mine.append("-")
            cells += ["-"] * 3
            ratios += ["-"] * 6
            continue
        bs, bt, bf, s, t, f = baseline[mode]
        mine.append(f"{s['rss']:.0f}")
        mark = "" if bf else ">"
        cells += [f"{mark}{bs['states']}", f"{mark}{bt:.2f}", f"{bs['rss']:.0f}"]
        # CPU seconds per configuration: on a shared machine, steadier than wall time
        per, bper = s["cpu"] / max(s["states"], 1), bs["cpu"] / max(bs["states"], 1)
        r = [f"{s['states'] / max(bs['states'], 1):.3f}", f"{t / bt:.2f}",
             f"{s['rss'] / bs['rss']:.2f}", f"{per * 1e6:.0f}", f"{bper * 1e6:.0f}",
             f"{per / bper:.2f}"]
        if bf and f:
            ratios += r
        elif f:  # the new code finished, the baseline did not
            ratios += ["<" + x for x in r[:3]] + r[3:]
        else:  # µs per configuration still compare when both were stopped
            ratios += ["?"] * 3 + r[3:]
    return mine + cells + ratios


def per_configuration(s: dict, bs: dict | None) -> list[str]:
    """Python function calls per configuration of the new run (``--calls``; ``-`` when not
    counted, e.g. a litmus suite), and of the baseline's with the ratio new/base."""
    mine = s["calls"] / max(s["states"], 1) if "calls" in s else None
    cells = [f"{mine:.0f}" if mine is not None else "-"]
    if bs is not None:
        theirs = bs["calls"] / max(bs["states"], 1) if "calls" in bs else None
        cells += [f"{theirs:.0f}" if theirs is not None else "-",
                  f"{mine / theirs:.2f}" if mine is not None and theirs else "-"]
    return cells


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small N only")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per run")
    ap.add_argument("--modes", default="full,merge,plain",
                    help="of full, merge, plain and readsfrom (the reads-from explorer)")
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--programs", help="only these, e.g. counter:5,store_x_load_y:4,ex_ps")
    ap.add_argument("--value-rich", action="store_true",
                    help="only the value-rich families (issue 20)")
    ap.add_argument("--baseline", type=Path, metavar="CHECKOUT",
                    help="also run every job with this checkout's core and plugins")
    ap.add_argument("--visited", choices=("exact", "digest"),
                    help="the new code's visited set (with --baseline: the baseline keeps "
                         "its default)")
    ap.add_argument("--max-states", type=int, metavar="N",
                    help="stop every run (new and baseline) after N configurations, so that "
                         "both cover the same ones")
    ap.add_argument("--calls", action="store_true",
                    help="also count Python function calls per configuration (cProfile: "
                         "slower, but independent of the machine's load)")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--out", type=Path, default=HERE / "results" / "exploration.md")
    args = ap.parse_args()
    if args.one:
        one(args.one)
        return 0
    modes = args.modes.split(",")
    models = args.models.split(",")
    jobs = [(f"{name} N={n}", program(name, n), m, ())
            for name, ns in (QUICK if args.quick else VALUE_RICH if args.value_rich
                             else FAMILIES) for n in ns for m in models]
    jobs += [] if args.value_rich else [(name, EXAMPLES / f"{name}.muir", m, ("a1", "b1"))
             for name, m in REFERENCE if m in models]
    if "tso" in models and DAT3M_X86.is_dir() and not args.value_rich:
        jobs.append(("dat3m_x86", DAT3M_X86, "tso", ()))
    if args.programs:
        wanted = [p.replace(":", " N=") for p in args.programs.split(",")]
        jobs = [job for job in jobs if job[0] in wanted]
        # a family at a size the tables leave out (e.g. counter:7), if its IR is committed
        for label in wanted:
            name, _, n = label.partition(" N=")
            if n.isdigit() and program(name, int(n)).exists() and \
                    not any(job[0] == label for job in jobs):
                jobs += [(label, program(name, int(n)), m, ()) for m in models]
    header = ["program", "model", "outcomes"] + \
             [f"{mode} {what}" for mode in modes for what in ("states", "executions", "s")] + \
             [f"full vs {mode}" for mode in modes if mode != "full"]
    base = args.baseline is not None
    both = {"max-states": args.max_states} if args.max_states else {}
    extra = {"visited": args.visited, **both} if args.visited else both
    if base:
        header += [f"{mode} MB" for mode in modes] + \
                  [f"base {mode} {what}" for mode in modes for what in ("states", "s", "MB")] + \
                  [f"{mode} {what}" for mode in modes for what in (
                      "new/base states", "new/base s", "new/base MB", "cpu µs/conf",
                      "base cpu µs/conf", "new/base cpu/conf")]
    if args.calls:
        header += [f"{mode} {what}" for mode in modes for what in (
            ("calls/conf", "base calls/conf", "new/base calls/conf") if base else ("calls/conf",))]
    rows = [header]
    print(" | ".join(header), flush=True)
    ok = True
    for label, path, model, observe in jobs:
        found: dict[str, set] = {}
        times: dict[str, tuple[float, bool]] = {}
        cells: list[str] = []
        baseline: dict[str, tuple] = {}
        counted: list[str] = []  # calls per configuration (--calls)
        for mode in modes:
            s, outcomes, elapsed, finished = (
                run_suite(path, model, mode, args.timeout) if path.is_dir()
                # against a baseline, both run in a fresh subprocess alike
                else run_baseline(HERE.parent, path, model, mode, args.timeout, observe, extra,
                                  args.calls)
                if base else run(path, model, mode, args.timeout, observe, extra, args.calls))
            times[mode] = (elapsed, finished)
            mark = "" if finished else ">"
            fell = " (fallback)" if "fallback" in s else ""  # readsfrom ran exhaustive
            cells += [f"{mark}{s['states']}", f"{mark}{s['executions']}{fell}",
                      f"{mark}{elapsed:.2f}"]
            if finished:
                found[mode] = {o if type(o) is str else repr(o) for o in outcomes}
            if base and not path.is_dir():
                bs, bout, belapsed, bfinished = run_baseline(args.baseline, path, model, mode,
                                                             args.timeout, observe, both,
                                                             args.calls)
                baseline[mode] = (bs, belapsed, bfinished, s, elapsed, finished)
                if bfinished:
                    found[f"base {mode}"] = bout
            if args.calls:
                counted += per_configuration(s, (bs if not path.is_dir() else {}) if base else None)
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
        if base:
            row += base_cells(modes, baseline)
        rows.append(row + counted)
        print(" | ".join(row + counted), flush=True)
    write_table(args.out, "exploration.py", "`>`: stopped by the time budget.", rows)
    return 0 if ok else 1


def write_table(out: Path, script: str, note: str, rows: list[list[str]]) -> None:
    """``rows`` (the header first) as a Markdown table in ``out``, after the command line."""
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w") as f:
        f.write(f"Produced by `python benchmarks/{script} {' '.join(sys.argv[1:])}`; {note}\n\n")
        f.write("| " + " | ".join(rows[0]) + " |\n")
        f.write("|" + "---|" * len(rows[0]) + "\n")
        for row in rows[1:]:
            f.write("| " + " | ".join(row) + " |\n")
    print(f"table written to {out}")


if __name__ == "__main__":
    sys.exit(main())
