"""``ctreelab litmus``: run herd litmus tests under a memory model, herd-style.

For each test: the final states, the verdict (``Ok``/``No``), the condition's kind and the
witness counts, in herd7's layout.  With ``--expect`` (Dat3M CSV) or ``--expect-herd``
(herd7 JSONL) each test is compared with the reference and the run ends with
``N passed, N failed, N skipped, N unsupported, N errors``; the exit code is 1 when any
test failed or could not be read as a litmus file or when a file named on the command line
uses a construct that is not supported; with ``--strict`` also when a file found in a
folder does (counted either way).  Data races are not reported
for litmus tests (the language's default is ``--races ignore``): a litmus test's verdict is
herd's, whose models give racy tests their outcomes.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from ctreelab.budget import interrupted
from ctreelab.cli import (
    MaxMemoryOpt,
    RayAddressOpt,
    WorkersOpt,
    fail,
    registry,
    set_memory_budget,
)
from ctreelab.errors import CtreelabError
from ctreelab.values import to_json

from .suite import Expectations, TestReport, collect, compare, run_test, summary

OBSERVATION = {(True, False): "Never", (False, True): "Always"}


def _observation(r: TestReport) -> str:
    j = r.judgement
    assert j is not None
    return OBSERVATION.get((j.positive == 0, j.negative == 0), "Sometimes")


def herd_block(r: TestReport) -> list[str]:
    """One test as herd prints it (plus ctreelab's execution count and other outcomes)."""
    if r.status != "run":
        return [f"Test {r.name} {r.status}: {r.message}"]
    j = r.judgement
    assert j is not None
    lines = [f"Test {r.name} {j.kind}", f"States {len(j.states)}", *j.state_lines(), j.verdict,
             "Witnesses", f"Positive: {j.positive} Negative: {j.negative}",
             f"Condition {r.condition}",
             f"Observation {r.name} {_observation(r)} {j.positive} {j.negative}"]
    lines += [f"Outcome {o.show()} ({n} executions)" for o, n in j.others]
    if not j.complete:
        lines.append("Incomplete: the exploration stopped early; the verdict is not reliable")
    lines.append(f"Executions {j.executions}  Time {r.stats.get('time', 0.0):.3f} s")
    return lines


def report_json(r: TestReport) -> dict[str, Any]:
    data: dict[str, Any] = {"file": str(r.path), "name": r.name, "status": r.status}
    if r.message:
        data["message"] = r.message
    if r.judgement is not None:
        j = r.judgement
        data.update(verdict=j.verdict, kind=j.kind, cond=r.condition,
                    states=[{name: to_json(v) for name, v in state} for state in j.states],
                    pos=j.positive, neg=j.negative, executions=j.executions,
                    complete=j.complete,
                    others=[dict(o.to_json(), count=n) for o, n in j.others],
                    secs=round(r.stats.get("time", 0.0), 4), stats=r.stats)
    if r.verdict:
        data["comparison"] = {"result": r.verdict, "expected": r.expected, "why": r.mismatch}
    return data


def summary_line(counts: dict[str, int]) -> str:
    return (f"{counts['passed']} passed, {counts['failed']} failed, {counts['skipped']} skipped, "
            f"{counts['unsupported']} unsupported, {counts['error']} errors")


def register(app: typer.Typer) -> None:
    @app.command("litmus")
    def litmus(
        files: Annotated[list[str], typer.Argument(help="Litmus files or folders (searched recursively for *.litmus).")],
        model: Annotated[str, typer.Option("--model", "-m", help="Memory model: sc, tso, promising or any registered model.")] = "sc",
        expect: Annotated[Path | None, typer.Option("--expect", help="Dat3M expectations (CSV: path,1|0).")] = None,
        expect_herd: Annotated[Path | None, typer.Option("--expect-herd", help="herd7 results (JSONL): verdicts and final states.")] = None,
        max_states: Annotated[int | None, typer.Option("--max-states", help="Budget of configurations per test.")] = None,
        timeout: Annotated[float | None, typer.Option("--timeout", help="Seconds per test before it stops with a budget outcome.")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
        quiet: Annotated[bool, typer.Option("--quiet", "-q", help="With an expectation, print only failing tests and the summary.")] = False,
        strict: Annotated[bool, typer.Option("--strict", help="A test found in a folder that uses an unsupported construct makes the exit code 1 (a file named on the command line always does; counted either way).")] = False,
        max_memory: MaxMemoryOpt = None,
        workers: WorkersOpt = None,
        ray_address: RayAddressOpt = None,
    ) -> None:
        """Run herd litmus tests (C, X86) and print herd-style verdicts and final states."""
        if expect and expect_herd:
            fail("give either --expect or --expect-herd, not both")
        reg = registry()
        expectations = None
        reference = expect or expect_herd
        try:
            reg.get("memory model", model)  # an unknown name fails before any test runs
            if reference is not None:
                if not reference.exists():
                    fail(f"{reference}: no such file")
                expectations = (Expectations.from_csv(reference) if expect
                                else Expectations.from_herd(reference))
        except CtreelabError as exc:
            fail(str(exc))
        paths = collect(files)
        missing = [p for p in paths if not p.is_file()]
        if missing:
            fail(f"{missing[0]}: no such file or folder")
        if not paths:
            fail("no .litmus files found in " + ", ".join(files))
        options: dict[str, Any] = {}
        if max_states is not None:
            options["max-states"] = max_states
        if timeout is not None:
            options["timeout"] = timeout
        if workers is not None:
            options["workers"] = workers
        if ray_address is not None:
            options["ray-address"] = ray_address
        try:  # bad budgets fail once, before any test runs
            reg.get("scheduler", "exhaustive")(**options)
            set_memory_budget(max_memory)
        except CtreelabError as exc:
            fail(str(exc))
        start = time.perf_counter()
        reports = _run_all(paths, model, reg, options, expectations, as_json or quiet)
        counts = summary(reports)
        elapsed = time.perf_counter() - start
        # a file named on the command line that cannot be run is a failure of the command;
        # in folders, unsupported files are counted (and fail the run with --strict)
        named = {Path(f) for f in files if not Path(f).is_dir()}
        named_unsupported = any(r.status == "unsupported" and r.path in named for r in reports)
        if as_json:
            typer.echo(json.dumps({"model": model, "tests": [report_json(r) for r in reports],
                                   "summary": counts, "secs": round(elapsed, 3)}, indent=1))
        else:
            if quiet:
                for r in reports:
                    if r.verdict == "failed" or r.status == "error":
                        typer.echo(f"{r.verdict.upper() or r.status.upper()} {r.path}: "
                                   f"{r.mismatch or r.message}")
            unsupported = f", {counts['unsupported']} unsupported" if counts["unsupported"] else ""
            if counts["unsupported"] and not strict and not named_unsupported:
                unsupported += "; --strict makes that exit code 1"
            typer.echo(f"{len(reports)} tests under {model} in {elapsed:.2f} s "
                       f"({len(reports) / max(elapsed, 1e-9):.1f} tests/s{unsupported})")
            if expectations is not None:
                typer.echo(summary_line(counts))
        if counts["failed"] or counts["error"] or named_unsupported or (
                strict and counts["unsupported"]):
            raise typer.Exit(1)


def _alone(options: dict[str, Any]) -> dict[str, Any]:
    """The options without workers (an exploration in this process)."""
    return {k: v for k, v in options.items() if k not in ("workers", "ray-address")}


def _run_all(paths: list[Path], model: str, reg: Any, options: dict[str, Any],
             expectations: Expectations | None, silent: bool) -> list[TestReport]:
    """Run every test; print herd blocks as they finish unless ``silent``; a progress bar on
    a terminal for long runs."""
    reports: list[TestReport] = []
    show_bar = silent and len(paths) > 1 and sys.stderr.isatty()
    with typer.progressbar(paths, label="litmus", file=sys.stderr, hidden=not show_bar) as bar:
        for path in bar:
            if interrupted() is not None:
                break  # the tests run so far are reported
            r = run_test(path, model, reg, options)
            if not reports and r.status == "error" and options.get("workers") and \
                    run_test(path, model, reg, _alone(options)).status != "error":
                fail(r.message)  # the workers cannot run (no Ray, no cluster): said once
            if expectations is not None:
                compare(r, expectations)
            reports.append(r)
            if not silent:
                typer.echo("\n".join(herd_block(r)))
                if r.verdict:
                    typer.echo(f"Expected {r.expected or '-'}: {r.verdict}"
                               + (f" ({r.mismatch})" if r.mismatch else ""))
                typer.echo("")
    return reports
