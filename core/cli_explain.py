"""The command line's explanations: ``run --witness`` (a trace of one execution reaching an
outcome, its witness file, its execution graph) and ``ctreelab replay WITNESS.json``."""

from __future__ import annotations

import json
import operator
from pathlib import Path
from typing import Any

import typer

from .cli_guard import report
from .errors import CtreelabError
from .explain import analyse, format_trace, trace_json
from .outcome import Outcome, RunResult
from .pipeline import Pipeline
from .race_groups import group
from .registry import Registry
from .scheduler import BUDGET_OPTIONS
from .witness import Replay, WitnessError, select, witness_file

REPLAY_MISMATCH = 1  # exit code of a replay that does not reach the recorded outcome


def replay(pipeline: Pipeline, registry: Registry, choices: tuple[int, ...],
           hang: bool = False) -> tuple[Outcome | None, list[dict[str, Any]]]:
    """Follow a witness through ``pipeline`` with tracing on: the outcome reached (for a
    hang witness: the hang found by exploring from where the path ends) and the trace."""
    config = getattr(pipeline.scheduler, "config", {})
    replayer = Replay(choices, hang, **_budgets(config))
    scheduler = pipeline.scheduler
    pipeline.scheduler = replayer
    try:
        result = pipeline.run(trace=True)
    finally:
        pipeline.scheduler = scheduler
    outcome = next(iter(result.outcomes), None)
    if outcome is None and replayer.stopped is not None:
        outcome = _hang_from(registry, replayer.stopped, config)
    return outcome, result.trace or []


def _budgets(config: dict[str, Any]) -> dict[str, Any]:
    """The budgets (time, steps, memory) among a scheduler's options."""
    return {k: config[k] for k in BUDGET_OPTIONS if k in config}


def _hang_from(registry: Registry, node: Any, config: dict[str, Any]) -> Outcome | None:
    """The hang outcome of the configuration ``node`` (every execution from it explored):
    ``None`` when some execution from it ends."""
    explorer = registry.get("scheduler", "exhaustive")
    found = explorer(**_budgets(config)).explore(lambda: node)
    kinds = {o.kind for o in found.outcomes}
    return next(iter(found.outcomes)) if kinds == {"hang"} else None


def explain_outcomes(pipeline: Pipeline, registry: Registry, result: RunResult, selector: str,
                     save: str | None, graph: str | None, target: str, args: dict[str, Any],
                     as_json: bool = False) -> list[dict[str, Any]]:
    """``run --witness``: replay the witness of each selected outcome and print its trace
    (``as_json``: return them); write the witness file and the graph when asked."""
    grouped = group(result.sorted(), operator.add)
    rows = [(o, n) for o, n, _ in grouped]
    try:
        chosen = select(rows, selector)
        if not result.witnesses:
            off = getattr(pipeline.scheduler, "config", {}).get("witnesses") is False
            raise CtreelabError(f"--witness: scheduler {pipeline.scheduler.name!r} keeps no "
                                "witnesses " + ("(its option witnesses is false)" if off else
                                                "(use --scheduler exhaustive)"))
        explained: list[dict[str, Any]] = []
        files: list[dict[str, Any]] = []
        for i in chosen:
            shown, o = rows[i][0], grouped[i][2][0]  # (a row of races: its first outcome)
            choices = result.witnesses.get(o)
            entry: dict[str, Any] = {"row": i + 1, "outcome": o.to_json(),
                                     "outcome_text": shown.show()}
            if choices is None:
                entry["note"] = "no witness (a budget outcome has none)"
            else:
                reached, trace = replay(pipeline, registry, choices, o.kind == "hang")
                if reached != o:
                    raise CtreelabError(
                        f"the witness of row {i + 1} reaches "
                        f"{reached.show() if reached else 'no outcome'} instead of {o.show()} "
                        "(a nondeterministic component?)")
                entry.update(choices=list(choices), trace=trace, reached=o)
                files.append(witness_file(target, pipeline.spec.program, pipeline.spec.source,
                                          args, pipeline.describe(), o, choices))
            explained.append(entry)
        if save:
            data: Any = files[0] if len(files) == 1 else {"witnesses": files}
            Path(save).write_text(json.dumps(data, indent=2) + "\n")
        if graph:
            first = next((e for e in explained if "trace" in e), None)
            if first is None:
                raise CtreelabError("--graph: no selected outcome has a witness")
            write_graph(pipeline, first["trace"], first["reached"], graph)
    except (CtreelabError, OSError) as exc:
        report(exc if isinstance(exc, CtreelabError) else
               CtreelabError(f"cannot write {exc.filename}: {exc.strerror}"))
    if as_json:
        return [{k: v for k, v in e.items() if k != "reached"} |
                {"trace": trace_json(pipeline, e["trace"], e["reached"])} if "trace" in e else e
                for e in explained]
    if not explained:
        typer.echo(f"witness: no outcome is selected by {selector!r}")
    for e in explained:
        head = f"witness of row {e['row']}: {e['outcome_text']}"
        if "trace" not in e:
            typer.echo(f"{head} — {e['note']}")
            continue
        typer.echo(f"{head} ({len(e['choices'])} choices)")
        for line in format_trace(pipeline, e["trace"], e["reached"]):
            typer.echo("  " + line)
    return []


def write_graph(pipeline: Pipeline, trace: list[dict[str, Any]], outcome: Outcome | None,
                path: str) -> None:
    """The execution graph of ``trace`` as DOT, or SVG through Graphviz's ``dot``."""
    from .graph import to_dot, write

    write(to_dot(analyse(pipeline, trace, outcome), pipeline, outcome), path)


def replay_file(path: str, w: dict[str, Any], pipeline: Pipeline, registry: Registry,
                graph: str | None, as_json: bool) -> dict[str, Any] | None:
    """``ctreelab replay``: one witness ``w`` of file ``path`` through ``pipeline``, built
    from its arguments; an error unless it reaches the recorded outcome."""
    reached, trace = replay(pipeline, registry, tuple(w["choices"]), bool(w.get("hang")))
    expected = w.get("outcome")
    if reached is None or reached.to_json() != expected:
        raise WitnessError(f"{path}: the witness reaches "
                           f"{reached.show() if reached else 'no outcome'}, not the recorded "
                           f"{w.get('outcome_text', expected)}")
    if graph:
        write_graph(pipeline, trace, reached, graph)
    if as_json:
        return {"pipeline": pipeline.describe(), "outcome": reached.to_json(),
                "reproduced": True, "trace": trace_json(pipeline, trace, reached)}
    typer.echo(pipeline.header())
    for line in format_trace(pipeline, trace, reached):
        typer.echo(line)
    typer.echo(f"replayed: {reached.show()} (as recorded)")
    return None
