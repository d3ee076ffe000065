"""The ``ctreelab`` command line (typer): thin commands over the library API.

Domain errors are one line on stderr and exit code 1; usage errors exit with 2; a failing
component exits with 4; an interrupted exploration prints what it found and exits with
128 + the signal number (see :mod:`ctreelab.cli_guard`, the error boundary).
"""

from __future__ import annotations

import json
import operator
import os
import resource
import sys
from collections.abc import Iterable
from dataclasses import replace
from typing import Annotated, Any, NoReturn

import typer

from . import __version__
from .abridge import DEFAULT_LIMIT, abridge
from .budget import command, interrupted, limit_memory
from .cli_explain import REPLAY_MISMATCH, explain_outcomes, replay_file, write_graph
from .cli_guard import GuardedGroup, report, set_debug
from .errors import CtreelabError, LoadBudgetError
from .explain import format_trace, trace_json
from .outcome import Outcome, RunResult, exit_code
from .pipeline import Pipeline, PipelineSpec, build
from .progress import ProgressDisplay
from .race_groups import group
from .refine import DOES_NOT_REFINE, REFINES, UNKNOWN, Refinement, check_refinement
from .registry import Registry
from .spec import load_spec
from .stage import RACE_MODES
from .witness import check_unchanged, read_witnesses

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  cls=GuardedGroup,
                  help="Executable, layered semantics of concurrent low-level programs.")

_registry: Registry | None = None
STRICT_ENV = "CTREELAB_STRICT_PLUGINS"


def strict_plugins() -> bool:
    """``--strict-plugins`` (anywhere before the command's own options) or the environment."""
    return "--strict-plugins" in sys.argv[1:] or os.environ.get(STRICT_ENV, "") not in ("", "0")


def registry() -> Registry:
    """The plugins, discovered once; a broken plugin is one warning line and is skipped
    (``--strict-plugins``: an error)."""
    global _registry
    if _registry is None:
        _registry = Registry.discover(strict=strict_plugins())
        for b in _registry.broken:
            typer.echo(b.warning(), err=True)
    return _registry


def fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(1)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"ctreelab {__version__}")
        raise typer.Exit()


@app.callback()
def _root(version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                                help="Print the version and exit.")] = False,
          debug: Annotated[bool, typer.Option("--debug", help="Show the traceback of an error (also CTREELAB_DEBUG=1).")] = False,
          strict: Annotated[bool, typer.Option("--strict-plugins", help="A plugin that fails to load is an error, not a warning (also CTREELAB_STRICT_PLUGINS=1).")] = False) -> None:
    """Run programs through a layered interpretation stack (language, stages, memory model,
    scheduler) and print their outcomes."""
    set_debug(debug)


# --- shared options ------------------------------------------------------------------------

Target = Annotated[str, typer.Argument(help="A pipeline spec (.toml) or a program file.")]
LanguageOpt = Annotated[str | None, typer.Option("--language", "-l", help="Language of the program (default: by file extension).")]
MemoryOpt = Annotated[str | None, typer.Option("--memory", "-m", help="Memory model (overrides the spec).")]
SchedulerOpt = Annotated[str | None, typer.Option("--scheduler", "-s", help="round_robin | random | exhaustive | any registered scheduler.")]
SeedOpt = Annotated[int | None, typer.Option("--seed", help="Seed of the random scheduler.")]
RunsOpt = Annotated[int | None, typer.Option("--runs", help="Executions of the random scheduler.")]
MaxStatesOpt = Annotated[int | None, typer.Option("--max-states", help="Budget of the exhaustive scheduler.")]
TimeoutOpt = Annotated[float | None, typer.Option("--timeout", help="Seconds before the run stops with a budget outcome (0: no time limit).")]
MaxMemoryOpt = Annotated[float | None, typer.Option("--max-memory", help="MB of resident memory before the run stops with a budget outcome.")]
ObserveOpt = Annotated[str | None, typer.Option("--observe", "-o", help="Comma-separated globals to observe.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Machine-readable output.")]
NoMergeOpt = Annotated[bool, typer.Option("--no-merge", help="Exhaustive: enumerate every path, without merging equal configurations.")]
NoReduceOpt = Annotated[bool, typer.Option("--no-reduce", help="Exhaustive: no partial-order reduction.")]
StatsOpt = Annotated[bool, typer.Option("--stats", help="Print the exploration statistics.")]
WorkersOpt = Annotated[int | None, typer.Option("--workers", help="Exhaustive: explore on N Ray workers (needs the 'ray' extra; docs/guide/distributed.md).")]
RayAddressOpt = Annotated[str | None, typer.Option("--ray-address", help="Exhaustive with --workers: join this Ray cluster (default: a local Ray started for the run).")]
WitnessOpt = Annotated[str | None, typer.Option("--witness", help="Print the witness of outcomes (exhaustive): a row number of the table, a kind (assert, race, deadlock, …), all-bad or all.")]
SaveWitnessOpt = Annotated[str | None, typer.Option("--save-witness", help="Write the witnesses --witness selects to this JSON file (for ctreelab replay).")]
GraphOpt = Annotated[str | None, typer.Option("--graph", help="Write the execution graph (run: of the first selected witness): FILE.dot, or FILE.svg/.png/.pdf (needs Graphviz's dot).")]
RacesOpt = Annotated[str | None, typer.Option("--races", help="Data races: report (an outcome beside the others; the default for C/LLVM) | ub (they end the execution as undefined behaviour) | ignore (the default for μIR and litmus tests).")]


def make_spec(target: str, language: str | None = None, memory: str | None = None,
              scheduler: str | None = None, seed: int | None = None, runs: int | None = None,
              max_states: int | None = None, timeout: float | None = None,
              observe: str | None = None, no_merge: bool = False,
              no_reduce: bool = False, races: str | None = None) -> PipelineSpec:
    """A spec from a TOML file or a program path, with command-line overrides recorded."""
    for flag, kind, name in (("--language", "language", language),
                             ("--memory", "memory model", memory),
                             ("--scheduler", "scheduler", scheduler)):
        if name is not None and not name.strip():
            known = ", ".join(registry().names(kind)) or "none"
            raise CtreelabError(f"{flag} needs the name of a {kind} (known: {known})")
    spec = load_spec(target) if target.endswith(".toml") else PipelineSpec(program=target)
    flags: list[str] = []
    changes: dict[str, Any] = {}
    if language:
        changes["language"] = language
        flags.append(f"--language {language}")
    if memory:
        changes["memory"] = memory
        flags.append(f"--memory {memory}")
    if scheduler:
        changes["scheduler"] = scheduler
        flags.append(f"--scheduler {scheduler}")
    options = dict(spec.scheduler_options) if not scheduler else {}
    for flag, key, value in (("--seed", "seed", seed), ("--runs", "runs", runs),
                             ("--max-states", "max-states", max_states),
                             ("--timeout", "timeout", timeout)):
        if value is not None:
            options[key] = value
            flags.append(f"{flag} {value}")
    for flag, key, off in (("--no-merge", "merge", no_merge), ("--no-reduce", "reduce", no_reduce)):
        if off:
            options[key] = False
            flags.append(flag)
    changes["scheduler_options"] = options
    if observe is not None:
        changes["observe"] = tuple(g.strip() for g in observe.split(",") if g.strip())
        flags.append(f"--observe {observe}")
    if races is not None:
        if races not in RACE_MODES:
            raise CtreelabError(f"--races must be one of {', '.join(RACE_MODES)}, got {races!r}")
        changes["races"] = races
        flags.append(f"--races {races}")
    changes["overrides"] = tuple(flags)
    # positions in the spec no longer explain what the command line replaced
    changes["where"] = {k: v for k, v in spec.where.items()
                        if not (scheduler and k.startswith("scheduler"))
                        and not (language and k == "program.language")
                        and not (observe is not None and k == "observe.globals")}
    return replace(spec, **changes)


def set_memory_budget(mb: float | None) -> None:
    """``--max-memory``: a resident-set budget of the explorations, in MB."""
    if mb is not None and not mb > 0:
        raise CtreelabError(f"--max-memory must be a positive number of MB (got {mb})")
    limit_memory(mb)


# --- C input (.c/.cpp compiled by the llvm language): flags passed through to clang -------

CFlagsOpt = Annotated[str | None, typer.Option("--cflags", help="Extra clang flags for .c/.cpp input (one string, split like a shell).")]
OptLevelOpt = Annotated[str | None, typer.Option("-O", help="clang optimisation level for .c/.cpp input (0, 1, 2, 3, s; default 1).")]
DefineOpt = Annotated[list[str] | None, typer.Option("-D", help="A macro for .c/.cpp input (NAME or NAME=VALUE); repeatable.")]
IncludeOpt = Annotated[list[str] | None, typer.Option("-I", help="An include folder for .c/.cpp input; repeatable.")]


def with_c_flags(spec: PipelineSpec, cflags: str | None, opt: str | None,
                 defines: list[str] | None, includes: list[str] | None) -> PipelineSpec:
    """``spec`` with the clang flags of the command line added to the language's ``cflags``
    (after the spec's own) and listed in the header."""
    import shlex

    extra = shlex.split(cflags) if cflags else []
    extra += [f"-O{opt}"] if opt is not None else []
    extra += [f"-D{d}" for d in defines or []] + [f"-I{i}" for i in includes or []]
    if not extra:
        return spec
    options = dict(spec.language_options)
    options["cflags"] = list(options.get("cflags", [])) + extra
    return replace(spec, language_options=options,
                   overrides=(*spec.overrides, "--cflags " + shlex.join(extra)))


def with_workers(spec: PipelineSpec, workers: int | None,
                 address: str | None) -> PipelineSpec:
    """``spec`` with ``--workers``/``--ray-address`` as scheduler options (in the header)."""
    options = dict(spec.scheduler_options)
    flags = []
    for flag, key, value in (("--workers", "workers", workers),
                             ("--ray-address", "ray-address", address)):
        if value is not None:
            options[key] = value
            flags.append(f"{flag} {value}")
    if not flags:
        return spec
    return replace(spec, scheduler_options=options, overrides=(*spec.overrides, *flags))


def result_json(pipeline: Pipeline, result: RunResult, witnesses: bool = False
                ) -> dict[str, Any]:
    """``--json`` output; ``witnesses``: each outcome's witness choices too."""
    w = result.witnesses if witnesses else {}
    return {
        "pipeline": pipeline.describe(),
        "outcomes": [dict(o.to_json(), count=n, **({"witness": list(w[o])} if o in w else {}))
                     for o, n in result.sorted()],
        "stats": result.stats,
    }


def stats_line(result: RunResult) -> str:
    s = result.stats
    parts = [f"{len(result.outcomes)} outcome{'s' if len(result.outcomes) != 1 else ''}",
             f"{s.get('executions', 0)} executions"]
    for key in ("states", "merged", "pruned", "cycles", "steps"):
        if key in s:
            parts.append(f"{s[key]} {key}")
    parts.append(f"{s.get('time', 0.0):.3f} s")
    if "fallback" in s:  # a scheduler that handed the run to another explorer, and why
        parts.append(f"fallback: {s['fallback']}")
    return " · ".join(parts)


STATS = (("states", "configurations expanded"),
         ("waypoints", "configurations of one thread running alone, remembered"),
         ("merged", "revisits merged (equal configurations)"),
         ("pruned", "paths pruned by partial-order reduction"),
         ("narrowed", "scheduling points where the reduction tried fewer choices"),
         ("cycles", "paths cut at a cycle (infinite executions)"),
         ("executions", "executions"),
         ("steps", "branch nodes followed"))


def stats_block(result: RunResult) -> str:
    s = result.stats
    lines = [f"{len(result.outcomes):>14}  outcomes"]
    lines += [f"{s[key]:>14}  {label}" for key, label in STATS if key in s]
    for w in s.get("per_worker", ()):
        lines.append(f"{w['states']:>14}  configurations expanded by worker {w['worker']} "
                     f"({w['busy']:.3f} s busy)")
    if "speedup" in s:
        lines.append(f"{s['speedup']:>14.2f}  speed-up (busy seconds of the workers / wall "
                     f"seconds)")
    if "fallback" in s:
        lines.append(f"{'fallback':>14}  {s['fallback']}")
    lines.append(f"{peak_memory_mib():>14.1f}  MiB peak memory (process)")
    lines.append(f"{s.get('time', 0.0):>14.3f}  seconds")
    return "\n".join(lines)


def peak_memory_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def explore(pipeline: Pipeline) -> RunResult:
    """Run a pipeline, with a progress line on a terminal."""
    if not sys.stderr.isatty():
        return pipeline.run()
    line = ProgressDisplay(pipeline.scheduler.config)
    pipeline.scheduler.progress = line
    try:
        return pipeline.run()
    finally:
        line.close()


def result_lines(pipeline: Pipeline, result: RunResult, limit: int = 0) -> list[str]:
    """The outcome table as printed: at most ``limit`` rows (0: all), the others counted."""
    grouped = group(result.sorted(), operator.add)
    rows, rest = abridge([(o, n) for o, n, _ in grouped], limit, [len(m) for *_, m in grouped])
    width = max((len(o.show()) for o, _ in rows), default=7)
    lines = [pipeline.header(), f"{'outcome'.ljust(width)}  executions"]
    lines += [f"{o.show().ljust(width)}  {n}" for o, n in rows]
    return lines + ([rest] if rest else []) + [stats_line(result)]


def print_result(pipeline: Pipeline, result: RunResult, limit: int = 0) -> None:
    typer.echo("\n".join(result_lines(pipeline, result, limit)))


def write_output(path: str, text: str) -> None:
    """``--output FILE``: the whole result, whatever is printed."""
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as exc:
        raise CtreelabError(f"--output {path}: cannot write: {exc.strerror or exc}") from None


LimitOpt = Annotated[int, typer.Option("--limit", help="Outcomes printed at most (the others are counted by kind; 0: all). --json and --output have all.", min=0)]
OutputOpt = Annotated[str | None, typer.Option("--output", help="Also write every outcome to this file: JSON if it ends with .json, else the full table.")]


# --- commands ------------------------------------------------------------------------------


@app.command()
def run(target: Target, language: LanguageOpt = None, memory: MemoryOpt = None,
        scheduler: SchedulerOpt = None, seed: SeedOpt = None, runs: RunsOpt = None,
        max_states: MaxStatesOpt = None, timeout: TimeoutOpt = None,
        observe: ObserveOpt = None, no_merge: NoMergeOpt = False,
        no_reduce: NoReduceOpt = False, stats: StatsOpt = False,
        as_json: JsonOpt = False, max_memory: MaxMemoryOpt = None, races: RacesOpt = None,
        cflags: CFlagsOpt = None, opt_level: OptLevelOpt = None,
        define: DefineOpt = None, include: IncludeOpt = None,
        limit: LimitOpt = DEFAULT_LIMIT, output: OutputOpt = None, witness: WitnessOpt = None,
        save_witness: SaveWitnessOpt = None, graph: GraphOpt = None,
        workers: WorkersOpt = None, ray_address: RayAddressOpt = None) -> None:
    """Run a spec or a program (.c/.cpp input is compiled with clang first) and print its
    outcomes; --witness explains them (a trace of one execution reaching each)."""
    if (save_witness or graph) and not witness:
        fail(f"{'--save-witness' if save_witness else '--graph'} needs --witness to select "
             "the outcomes")
    try:
        set_memory_budget(max_memory)
        spec = make_spec(target, language, memory, scheduler, seed, runs, max_states, timeout,
                         observe, no_merge, no_reduce, races)
        spec = with_c_flags(spec, cflags, opt_level, define, include)
        spec = with_workers(spec, workers, ray_address)
        pipeline = build(spec, registry())
        result = explore(pipeline)
        data = result_json(pipeline, result, witnesses=bool(witness))
        if stats:
            data["stats"]["peak_memory_mib"] = round(peak_memory_mib(), 1)
        if output is not None:
            write_output(output, json.dumps(data, indent=2) + "\n" if output.endswith(".json")
                         else "\n".join(result_lines(pipeline, result)) + "\n")
    except CtreelabError as exc:
        report(exc)
    args = {"language": language, "memory": memory, "observe": observe, "races": races,
            "cflags": cflags, "opt_level": opt_level, "define": define,
            "include": include}  # for witness files
    if as_json:
        if witness:
            data["witnesses"] = explain_outcomes(pipeline, registry(), result, witness,
                                                 save_witness, graph, target, args, as_json=True)
        typer.echo(json.dumps(data, indent=2))
    else:
        print_result(pipeline, result, limit)
        if stats:
            typer.echo(stats_block(result))
        if witness:
            explain_outcomes(pipeline, registry(), result, witness, save_witness, graph, target,
                             args)
    exit_for(result.outcomes)


def exit_for(outcomes: Iterable[Outcome]) -> None:
    """Exit with the documented code of the outcomes found (0: all normal)."""
    code = exit_code(o.kind for o in outcomes)
    if code:
        raise typer.Exit(code)


@app.command()
def outcomes(target: Target,
             memory: Annotated[str, typer.Option("--memory", "-m", help="Comma-separated memory models (default: sc, x86-TSO and Promising side by side).")] = "sc,tso,promising",
             language: LanguageOpt = None, max_states: MaxStatesOpt = None,
             timeout: TimeoutOpt = None, observe: ObserveOpt = None,
             no_merge: NoMergeOpt = False, no_reduce: NoReduceOpt = False,
             as_json: JsonOpt = False, max_memory: MaxMemoryOpt = None,
             races: RacesOpt = None, limit: LimitOpt = DEFAULT_LIMIT,
             plot: Annotated[str | None, typer.Option("--plot", help="Also draw the table as a bar chart: FILE.svg, .png or .pdf (needs the 'plot' extra: matplotlib).")] = None,
             workers: WorkersOpt = None, ray_address: RayAddressOpt = None) -> None:
    """One table of the outcomes under several memory models (exhaustive exploration)."""
    models = [m.strip() for m in memory.split(",") if m.strip()]
    if not models:
        known = ", ".join(registry().names("memory model")) or "none"
        fail(f"--memory needs at least one memory model (known: {known})")
    table: dict[Outcome, dict[str, int]] = {}
    described: list[dict[str, Any]] = []
    try:
        set_memory_budget(max_memory)
        for model in models:
            if interrupted() is not None:
                models = models[:models.index(model)]  # the table of the models explored
                break
            spec = make_spec(target, language, model, "exhaustive", None, None, max_states,
                             timeout, observe, no_merge, no_reduce, races)
            pipeline = build(with_workers(spec, workers, ray_address), registry())
            result = explore(pipeline)
            described.append(dict(pipeline.describe(), stats=result.stats))
            for o, n in result.outcomes.items():
                table.setdefault(o, {})[model] = n
    except CtreelabError as exc:
        report(exc)
    rows = sorted(table.items(), key=lambda item: item[0].sort_key())
    base = models[0]
    if plot:
        from .plot import plot_outcomes

        try:
            plot_outcomes(f"outcomes of {target}", models, rows, plot)
        except CtreelabError as exc:
            report(exc)

    def added(counts: dict[str, int]) -> list[str]:
        """The models that reach an outcome the first (baseline) model does not."""
        return [] if base in counts else [m for m in models if m in counts]

    # A model that found data races may miss an outcome of the baseline because of them (a
    # racy read is undef, its value picked): such a row is marked, never silently missing.
    racy = {m for o, counts in rows if o.kind == "race" for m in counts}

    def hidden(counts: dict[str, int]) -> list[str]:
        """The models that miss this outcome of the baseline and found data races."""
        return [m for m in models if base in counts and m not in counts and m in racy]

    if as_json:
        typer.echo(json.dumps({"models": models, "baseline": base, "runs": described,
                               "outcomes": [dict(o.to_json(), counts=counts,
                                                 added_by=added(counts),
                                                 missed_with_races=hidden(counts))
                                            for o, counts in rows]}, indent=2))
        exit_for(table)
        return
    typer.echo(f"ctreelab {__version__} · outcomes of {target} under {', '.join(models)} "
               f"(counts = executions; + = not reachable under {base}"
               + ("; -race = not reached by a model that found data races, whose racy reads "
                  "are undef" if any(hidden(c) for _, c in rows) else "") + ")")
    grouped = group(rows, lambda a, b: {m: a.get(m, 0) + b.get(m, 0) for m in {**a, **b}})
    rows, rest = abridge([(o, c) for o, c, _ in grouped], limit, [len(m) for *_, m in grouped])
    width = max((len(o.show()) for o, _ in rows), default=7)
    cols = {m: max([len(m), 5 if m in racy else 1] + [len(str(c[m])) for _, c in rows if m in c])
            for m in models}
    typer.echo("  outcome".ljust(width + 2) + "".join(f"  {m:>{cols[m]}}" for m in models))
    for o, counts in rows:
        missed = hidden(counts)
        cells = "".join(f"  {(str(counts[m]) if m in counts else '-race' if m in missed else '-'):>{cols[m]}}"
                        for m in models)
        mark = "+ " if added(counts) else "  "
        typer.echo(mark + o.show().ljust(width) + cells)
    if rest:
        typer.echo(rest.replace(", --json or --output FILE writes all", ", --json writes all"))
    exit_for(table)


@app.command()
def trace(target: Target, language: LanguageOpt = None, memory: MemoryOpt = None,
          scheduler: Annotated[str, typer.Option("--scheduler", "-s", help="round_robin or random.")] = "round_robin",
          seed: SeedOpt = None, observe: ObserveOpt = None, as_json: JsonOpt = False,
          timeout: TimeoutOpt = None, max_memory: MaxMemoryOpt = None,
          races: RacesOpt = None, graph: GraphOpt = None) -> None:
    """One execution as a readable trace (thread, action, value, ordering, reads-from,
    source line); --graph draws its execution graph."""
    try:
        set_memory_budget(max_memory)
        spec = make_spec(target, language, memory, scheduler, seed, None, None, timeout,
                         observe, races=races)
        pipeline = build(spec, registry())
        if pipeline.scheduler.name == "exhaustive":
            fail("trace shows one execution: use --scheduler round_robin or random")
        result = pipeline.run(trace=True)
    except CtreelabError as exc:
        report(exc)
    entries = result.trace or []
    outcome = next(iter(result.outcomes), None)
    if graph:
        try:
            write_graph(pipeline, entries, outcome, graph)
        except CtreelabError as exc:
            report(exc)
    if as_json:
        typer.echo(json.dumps({"pipeline": pipeline.describe(),
                               "trace": trace_json(pipeline, entries, outcome),
                               "outcome": outcome.to_json() if outcome else None}, indent=2))
    else:
        typer.echo(pipeline.header())
        for line in format_trace(pipeline, entries, outcome):
            typer.echo(line)
    exit_for(result.outcomes)


@app.command(name="replay")
def replay(path: Annotated[str, typer.Argument(help="A witness file written by run --save-witness.")],
           as_json: JsonOpt = False,
           graph: Annotated[str | None, typer.Option("--graph", help="Write the execution graph (FILE.dot or FILE.svg).")] = None) -> None:
    """Re-run a witness deterministically on the same program and check that it reaches the
    recorded outcome (exit 0; 1 when the program changed or the outcome differs)."""
    out = []
    try:
        for w in read_witnesses(path):
            check_unchanged(path, w)
            a = w["args"]
            spec = make_spec(w["target"], a.get("language"), a.get("memory"), "exhaustive",
                             observe=a.get("observe"), races=a.get("races"))
            spec = with_c_flags(spec, a.get("cflags"), a.get("opt_level"), a.get("define"),
                                a.get("include"))
            out.append(replay_file(path, w, build(spec, registry()), registry(), graph, as_json))
    except CtreelabError as exc:
        report(exc, REPLAY_MISMATCH)
    if as_json:
        typer.echo(json.dumps(out[0] if len(out) == 1 else out, indent=2))


# --- refine (issue 6): one command, its helpers below it ------------------------------------

REFINE_EXIT = {REFINES: 0, DOES_NOT_REFINE: 1, UNKNOWN: 2}
REFINE_ERROR_EXIT = 3  # bad input: distinct from the three verdicts


@app.command()
def refine(source: Annotated[str, typer.Argument(help="The original program (.toml spec or program file).")],
           target: Annotated[str, typer.Argument(help="The transformed program (.toml spec or program file).")],
           memory: MemoryOpt = None,
           memory_src: Annotated[str | None, typer.Option("--memory-src", help="Memory model of SOURCE (overrides --memory).")] = None,
           memory_tgt: Annotated[str | None, typer.Option("--memory-tgt", help="Memory model of TARGET (overrides --memory).")] = None,
           entry: Annotated[str | None, typer.Option("--entry", help="Run this function (no arguments) instead of main, in both programs.")] = None,
           language: LanguageOpt = None, observe: ObserveOpt = None,
           max_states: MaxStatesOpt = None, timeout: TimeoutOpt = None,
           ignore_ret: Annotated[bool, typer.Option("--ignore-ret", help="Compare observed values only, not return values / litmus registers.")] = False,
           as_json: JsonOpt = False, max_memory: MaxMemoryOpt = None) -> None:
    """Check that every outcome of TARGET is allowed by SOURCE (bounded, exhaustive).

    Prints `refines`, `does not refine` with a counterexample, or `unknown` when a budget
    ran out.  Exit code: 0 refines, 1 does not refine, 2 unknown, 3 bad input, 4 a
    component failed."""
    try:
        set_memory_budget(max_memory)
        specs = []
        for path, model in ((source, memory_src or memory), (target, memory_tgt or memory)):
            spec = make_spec(path, language, model, None, None, None, max_states, timeout,
                             observe)
            if entry:
                spec = replace(spec, entry=entry, overrides=spec.overrides + (f"--entry {entry}",))
            specs.append(spec)
        result = check_refinement(specs[0], specs[1], registry(), compare_ret=not ignore_ret)
    except LoadBudgetError as exc:  # a budget ran out while loading: the answer is unknown
        report(exc, REFINE_EXIT[UNKNOWN])
    except CtreelabError as exc:
        report(exc, REFINE_ERROR_EXIT)
    if as_json:
        typer.echo(json.dumps(result.to_json(), indent=2))
    else:
        print_refinement(result)
    raise typer.Exit(REFINE_EXIT[result.verdict])


def print_refinement(r: Refinement) -> None:
    typer.echo(f"source: {r.source.header}")
    typer.echo(f"target: {r.target.header}")
    for name, side in (("source", r.source), ("target", r.target)):
        typer.echo(f"{name} outcomes:")
        for o, n in zip(side.outcomes, side.counts, strict=True):
            typer.echo(f"  {o.show()}  ({n})")
    typer.echo(r.verdict if r.verdict != UNKNOWN else f"unknown: {r.reason}")
    if r.verdict == REFINES:
        typer.echo(f"  {r.reason}")
    if r.counterexample is not None:
        label = "counterexample" if r.verdict == DOES_NOT_REFINE else "unmatched"
        typer.echo(f"{label} (target outcome): {r.counterexample.show()}")
        typer.echo("compared with (source outcomes):")
        for o in r.compared_with:
            typer.echo(f"  {o.show()}")
        if not r.compared_with:
            typer.echo("  (none: the source has no outcome)")
        if len(r.counterexamples) > 1:
            typer.echo(f"other unmatched target outcomes: {len(r.counterexamples) - 1}")
            for o in r.counterexamples[1:]:
                typer.echo(f"  {o.show()}")


@app.command()
def plugins(as_json: JsonOpt = False) -> None:
    """List discovered plugins: each component's name, kind, plugin, distribution, version."""
    try:
        reg = registry()
        items = reg.all()
    except CtreelabError as exc:
        report(exc)
    if as_json:
        typer.echo(json.dumps([{"name": i.name, "kind": i.kind, "plugin": i.plugin,
                                "distribution": i.distribution, "version": i.version,
                                "description": getattr(i.component, "description", "")}
                               for i in items]
                              + [{"name": b.plugin, "kind": "broken", "plugin": b.plugin,
                                  "distribution": b.distribution, "version": b.version,
                                  "reason": b.reason} for b in reg.broken], indent=2))
        return
    typer.echo(f"{'name':<14}{'kind':<14}{'plugin':<12}{'distribution':<22}version")
    for i in items:
        typer.echo(f"{i.name:<14}{i.kind:<14}{i.plugin:<12}{i.distribution:<22}{i.version}")
    for b in reg.broken:
        typer.echo(f"{b.plugin:<14}{'broken':<14}{b.plugin:<12}{b.distribution:<22}{b.version}"
                   f"  {b.reason}")


def main() -> None:
    """Console-script entry point: plugins may add commands before the app runs.  A
    budget counts from here (finding the plugins and building the commands included)."""
    with command():
        _main()


def _main() -> None:
    args = sys.argv[1:]
    for flag in ("--debug", "--strict-plugins"):  # root options, accepted after the command too
        if flag in args[1:]:
            args.remove(flag)
            args.insert(0, flag)
    sys.argv[1:] = args
    try:
        reg = registry()
        before = len(reg.broken)
        reg.add_commands(app, strict=strict_plugins())
        for b in reg.broken[before:]:
            typer.echo(b.warning(), err=True)
    except CtreelabError as exc:
        typer.echo(f"error: {exc}", err=True)
        sys.exit(1)
    except KeyboardInterrupt:  # while the plugins load
        typer.echo("error: interrupted (SIGINT)", err=True)
        sys.exit(130)
    app()


