"""Readable long runs (issue 23): the progress line, long outcome lists summarised on the
terminal but whole in --json/--output, litmus states as JSON objects, an unsupported litmus
file named on the command line fails the run, flags shown as flags in the help."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from ctreelab.abridge import abridge
from ctreelab.outcome import Outcome
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.progress import describe
from ctreelab.registry import Registry

from helpers import EXAMPLES

CLI = [sys.executable, "-c", "from ctreelab.cli import main; main()"]


def ctreelab(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], capture_output=True, text=True, cwd=cwd,
                          env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"})


# --- progress --------------------------------------------------------------------------------


def test_progress_line_exhaustive() -> None:
    line = describe({"states": 12345, "executions": 40000, "queue": 321, "steps": 9}, 12.5,
                    {"max-states": 1_000_000, "timeout": 600.0})
    assert line == ("12 s · 12,345 configurations (988/s) · 321 choices queued · 40,000 "
                    "executions · timeout in ~9 min 47 s · left: 99% of max-states 1,000,000, "
                    "9 min 47 s of timeout")


def test_progress_line_random_runs_has_an_estimate() -> None:
    assert describe({"executions": 345, "steps": 9}, 2.5, {"runs": 1000, "timeout": 0}) == (
        "2.5 s · 345 executions (138/s) · done in ~4.7 s · left: 66% of runs 1,000")
    assert describe({"states": 10, "executions": 1}, 4000.0, {"max-states": 100,
                                                               "timeout": 0}) == (
        "1 h 06 min · 10 configurations (0/s) · 1 execution · max-states reached in ~10 h 00 "
        "min · left: 90% of max-states 100")


def test_schedulers_report_the_queue_and_runs() -> None:
    registry = Registry.discover()
    seen: list[dict[str, int]] = []
    pipeline = build(PipelineSpec(program=str(EXAMPLES / "counter.muir")), registry)
    pipeline.scheduler.progress = seen.append
    pipeline.run()
    assert seen and set(seen[-1]) == {"states", "merged", "pruned", "executions", "steps",
                                      "queue"}
    assert max(s["queue"] for s in seen) > 0
    runs: list[dict[str, int]] = []
    pipeline = build(PipelineSpec(program=str(EXAMPLES / "sb.muir"), scheduler="random",
                                  scheduler_options={"runs": 5}), registry)
    pipeline.scheduler.progress = runs.append
    pipeline.run()
    assert [r["executions"] for r in runs] == [1, 2, 3, 4, 5]


# --- long outcome lists -----------------------------------------------------------------------


def test_abridge_keeps_violations_first_and_counts_the_rest() -> None:
    rows = [(Outcome("done", (("x", i),), 0), 1) for i in range(40)]
    rows += [(Outcome("race", reason=f"r{i}"), 2) for i in range(3)]
    rows += [(Outcome("budget", reason="timeout"), 1)]
    shown, rest = abridge(rows, 30)
    assert len(shown) == 30
    assert [o.kind for o, _ in shown] == ["done"] * 26 + ["race"] * 3 + ["budget"]
    assert [o.observed for o, _ in shown[:26]] == [(("x", i),) for i in range(26)]
    assert rest == ("… 14 more outcomes not shown (done 14 of 40); --limit 0 shows all, "
                    "--json or --output FILE writes all")
    assert abridge(rows, 0) == (rows, None)
    assert abridge(rows[:30], 30) == (rows[:30], None)


def test_run_limit_and_output(tmp_path: Path) -> None:
    out = ctreelab("run", str(EXAMPLES / "sb.toml"), "--limit", "2", "--output",
                   str(tmp_path / "all.json"))
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[1:5] == ["outcome                executions", "done  r0=0 r1=1 ret=0  6",
                          "done  r0=1 r1=0 ret=0  2",
                          "… 1 more outcome not shown (done 1 of 3); --limit 0 shows all, "
                          "--json or --output FILE writes all"]
    data = json.loads((tmp_path / "all.json").read_text())
    assert [(o["observed"], o["count"]) for o in data["outcomes"]] == [
        ({"r0": 0, "r1": 1}, 6), ({"r0": 1, "r1": 0}, 2), ({"r0": 1, "r1": 1}, 3)]
    ctreelab("run", str(EXAMPLES / "sb.toml"), "--limit", "1", "--output",
             str(tmp_path / "all.txt"))
    table = (tmp_path / "all.txt").read_text().splitlines()
    assert table[1:5] == ["outcome                executions", "done  r0=0 r1=1 ret=0  6",
                          "done  r0=1 r1=0 ret=0  2", "done  r0=1 r1=1 ret=0  3"]
    bad = ctreelab("run", str(EXAMPLES / "sb.toml"), "--output", str(tmp_path / "no" / "x"))
    assert bad.returncode == 1
    assert bad.stderr == (f"error: --output {tmp_path / 'no' / 'x'}: cannot write: No such "
                          f"file or directory\n")


def test_outcomes_limit() -> None:
    out = ctreelab("outcomes", str(EXAMPLES / "sb.muir"), "--memory", "sc,tso", "--observe",
                   "r0,r1", "--limit", "1")
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[1:] == [
        "  outcome                sc  tso",
        "+ done  r0=0 r1=0 ret=0   -   73",
        "… 3 more outcomes not shown (done 3 of 4); --limit 0 shows all, --json writes all"]


# --- litmus -------------------------------------------------------------------------------------


def test_litmus_json_states_are_objects() -> None:
    out = ctreelab("litmus", str(EXAMPLES / "litmus" / "SB.litmus"), "--model", "tso", "--json")
    assert out.returncode == 0, out.stderr
    test = json.loads(out.stdout)["tests"][0]
    assert test["states"] == [{"0:EAX": 0, "1:EAX": 0}, {"0:EAX": 0, "1:EAX": 1},
                              {"0:EAX": 1, "1:EAX": 0}, {"0:EAX": 1, "1:EAX": 1}]


AARCH64 = "AArch64 A\n{ 0:X1=x; }\n P0 ;\n MOV W0,#1 ;\nexists (x=0)\n"


def test_an_unsupported_file_named_fails_a_folder_needs_strict(tmp_path: Path) -> None:
    (tmp_path / "a64.litmus").write_text(AARCH64)
    (tmp_path / "SB.litmus").write_text((EXAMPLES / "litmus" / "SB.litmus").read_text())
    named = ctreelab("litmus", str(tmp_path / "a64.litmus"))
    assert named.returncode == 1
    assert named.stdout.splitlines()[0] == (
        f"Test a64 unsupported: {tmp_path / 'a64.litmus'}:1:1: unsupported architecture "
        f"'AArch64' (supported: C, X86, X86_64)")
    folder = ctreelab("litmus", str(tmp_path))
    assert folder.returncode == 0
    assert folder.stdout.splitlines()[-1].endswith(
        "1 unsupported; --strict makes that exit code 1)")
    assert ctreelab("litmus", str(tmp_path), "--strict").returncode == 1


# --- help ---------------------------------------------------------------------------------------


def test_help_shows_flags_without_a_type() -> None:
    for command in ("run", "litmus", "outcomes"):
        text = ctreelab(command, "--help").stdout
        assert "<bool>" not in text, text
        assert "--json" in text and "<int>" in text or command == "litmus"
