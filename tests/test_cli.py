"""The command line, through typer's CliRunner and once through a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ctreelab import __version__
from ctreelab.cli import app

from helpers import EXAMPLES, KNOWN_MODELS

runner = CliRunner()
SB = str(EXAMPLES / "sb.toml")
SB_HEADER = (f"ctreelab {__version__} · spec {SB} · program {EXAMPLES / 'sb.muir'} (muir) · "
             "stages vars → interleave → memory(sc) · scheduler exhaustive")
SB_ROWS = ["outcome                executions",
           "done  r0=0 r1=1 ret=0  6",
           "done  r0=1 r1=0 ret=0  2",
           "done  r0=1 r1=1 ret=0  3"]


def invoke(*args: str):
    return runner.invoke(app, list(args))


def test_run_spec_prints_header_outcomes_and_stats() -> None:
    result = invoke("run", SB)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == SB_HEADER
    assert lines[1:5] == SB_ROWS
    assert lines[5].startswith("3 outcomes · 11 executions · 17 states · 5 merged · 10 pruned")
    assert len(lines) == 6


def test_run_json() -> None:
    result = invoke("run", SB, "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["pipeline"]["memory"] == "sc"
    assert data["pipeline"]["stages"] == ["vars", "interleave", "memory(sc)"]
    assert data["outcomes"] == [
        {"kind": "done", "observed": {"r0": 0, "r1": 1}, "ret": 0, "count": 6},
        {"kind": "done", "observed": {"r0": 1, "r1": 0}, "ret": 0, "count": 2},
        {"kind": "done", "observed": {"r0": 1, "r1": 1}, "ret": 0, "count": 3},
    ]
    assert data["stats"]["executions"] == 11


def test_exploration_modes_and_stats() -> None:
    """--no-reduce gives path counts (merged), --no-merge --no-reduce enumerates them;
    --stats adds the statistics block; the outcome set never changes."""
    result = invoke("run", SB, "--no-reduce", "--stats")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == SB_HEADER + "(reduce=False) · flags --no-reduce"
    assert lines[2:5] == ["done  r0=0 r1=1 ret=0  105435", "done  r0=1 r1=0 ret=0  105435",
                          "done  r0=1 r1=1 ret=0  108900"]
    block = [line.split(None, 1) for line in lines[6:]]
    assert [label for _, label in block] == [
        "outcomes", "configurations expanded",
        "configurations of one thread running alone, remembered",
        "revisits merged (equal configurations)",
        "paths pruned by partial-order reduction",
        "scheduling points where the reduction tried fewer choices",
        "paths cut at a cycle (infinite executions)",
        "executions", "branch nodes followed", "MiB peak memory (process)", "seconds"]
    assert [n for n, _ in block[:9]] == ["3", "157", "50", "155", "0", "0", "0", "319770", "373"]
    data = json.loads(invoke("run", SB, "--no-reduce", "--json").stdout)
    assert [o["count"] for o in data["outcomes"]] == [105435, 105435, 108900]
    assert data["stats"]["pruned"] == 0 and data["stats"]["executions"] == 319770
    plain = invoke("run", SB, "--no-merge").stdout.splitlines()
    assert plain[0].endswith("flags --no-merge")
    assert [line.split("  ")[0] for line in plain[2:5]] == [r.split("  ")[0] for r in SB_ROWS[1:]]


def test_overrides_are_in_the_header() -> None:
    result = invoke("run", SB, "--scheduler", "random", "--seed", "7", "--runs", "20")
    assert result.exit_code == 0
    header = result.stdout.splitlines()[0]
    assert header.endswith("scheduler random(seed=7, runs=20) · flags --scheduler random "
                           "--seed 7 --runs 20")
    again = invoke("run", SB, "--scheduler", "random", "--seed", "7", "--runs", "20")
    assert again.stdout.splitlines()[:-1] == result.stdout.splitlines()[:-1]


def test_run_program_without_spec() -> None:
    result = invoke("run", str(EXAMPLES / "join.muir"), "-o", "seen", "-s", "round_robin")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[2] == "done  seen=7 ret=42  1"


def test_outcomes_table() -> None:
    result = invoke("outcomes", str(EXAMPLES / "sb.muir"), "--memory", "sc", "-o", "r0,r1")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1:] == [
        "  outcome                sc",
        "  done  r0=0 r1=1 ret=0   6",
        "  done  r0=1 r1=0 ret=0   2",
        "  done  r0=1 r1=1 ret=0   3",
    ]


def test_outcomes_table_across_models_marks_weak_outcomes() -> None:
    args = ("outcomes", str(EXAMPLES / "ex_ps.muir"), "-m", "sc,tso,promising", "-o", "a1,b1")
    result = invoke(*args)
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].endswith("under sc, tso, promising (counts = executions; "
                             "+ = not reachable under sc)")
    marks = {line[2:23]: line[:2] for line in lines[2:]}
    assert marks == {"done  a1=0 b1=0 ret=0": "  ", "done  a1=0 b1=1 ret=0": "+ ",
                     "done  a1=1 b1=0 ret=0": "  ", "done  a1=1 b1=1 ret=0": "  "}
    assert lines[3].split() == ["+", "done", "a1=0", "b1=1", "ret=0", "-", "-", "4"]
    # the three models are the default
    assert invoke("outcomes", str(EXAMPLES / "ex_ps.muir"), "-o", "a1,b1").stdout == result.stdout
    data = json.loads(invoke(*args, "--json").stdout)
    assert data["baseline"] == "sc"
    added = [(o["observed"], o["added_by"]) for o in data["outcomes"]]
    assert added == [({"a1": 0, "b1": 0}, []), ({"a1": 0, "b1": 1}, ["promising"]),
                     ({"a1": 1, "b1": 0}, []), ({"a1": 1, "b1": 1}, [])]


def test_trace_shows_one_execution() -> None:
    result = invoke("trace", str(EXAMPLES / "join.muir"), "-o", "seen")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert "    #4 T1   create T2 (worker)" in lines
    assert "    #9 T2   W shared = 7  [not_atomic]" in lines
    assert "   #15 T1   R shared -> 7  [not_atomic, rf #9]" in lines
    assert "   #12 T2   exit (returns 42)" in lines
    assert lines[-1] == "→ outcome: done  seen=7 ret=42"
    data = json.loads(invoke("trace", str(EXAMPLES / "join.muir"), "--json").stdout)
    assert {"index": 8, "thread": 2, "kind": "W", "text": "W shared = 7", "location": "shared",
            "ordering": "not_atomic", "addr": 1, "written": 7} in data["trace"]
    assert {"index": 14, "thread": 1, "kind": "R", "text": "R shared -> 7", "location": "shared",
            "ordering": "not_atomic", "addr": 1, "read": 7, "rf": 8} in data["trace"]
    assert data["outcome"] == {"kind": "done", "observed": {}, "ret": 42}


def test_plugins_lists_builtins_with_distribution() -> None:
    result = invoke("plugins")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["name", "kind", "plugin", "distribution", "version"]
    rows = {(line[:14].strip(), line[14:28].strip(), line[40:62].strip()) for line in lines[1:]}
    for name, kind in [("muir", "language"), ("sc", "memory model"), ("round_robin", "scheduler"),
                       ("random", "scheduler"), ("exhaustive", "scheduler"),
                       ("vars", "stage"), ("interleave", "stage"), ("memory", "stage")]:
        assert (name, kind, "ctreelab") in rows, name
    data = json.loads(invoke("plugins", "--json").stdout)
    assert {"name": "sc", "kind": "memory model", "plugin": "sc", "distribution": "ctreelab",
            "version": __version__} == {k: v for k, v in
                                        next(d for d in data if d["name"] == "sc").items()
                                        if k != "description"}


def test_version() -> None:
    result = invoke("--version")
    assert result.exit_code == 0
    assert result.stdout == f"ctreelab {__version__}\n"


@pytest.mark.parametrize("args, message", [
    (["run", SB, "--memory", "nosuch"],
     f"error: unknown memory model 'nosuch' (known: {KNOWN_MODELS})"),
    (["run", SB, "--scheduler", "fifo"],
     "error: unknown scheduler 'fifo' (known: exhaustive, random, readsfrom, round_robin)"),
    (["run", "prog.rs"],
     "error: prog.rs: no language reads this kind of file (known extensions: .litmus (litmus), .ll (llvm), "
     ".c (llvm), .cpp (llvm), .cc (llvm), .cxx (llvm), .muir (muir)); "
     "choose one with --language"),
    (["run", "missing.muir"], "error: missing.muir: cannot read file: No such file or directory"),
    (["trace", SB, "--scheduler", "exhaustive"],
     "error: trace shows one execution: use --scheduler round_robin or random"),
])
def test_errors_are_one_line(args: list[str], message: str) -> None:
    result = invoke(*args)
    assert result.exit_code == 1
    assert result.stderr == message + "\n"
    assert result.stdout == ""


def test_toml_type_error_and_syntax_error(tmp_path: Path) -> None:
    spec = tmp_path / "bad.toml"
    spec.write_text(f'[program]\npath = "{EXAMPLES / "sb.muir"}"\n\n[scheduler]\n'
                    'use = "exhaustive"\nmax-states = "many"\n')
    result = invoke("run", str(spec))
    assert result.exit_code == 1
    assert result.stderr == (f"error: {spec}:6:1: option 'max-states' must be an integer, "
                             "got str 'many'\n")
    program = tmp_path / "bad.muir"
    program.write_text("@x = global 0\ndefine @main() {\nentry:\n  store monotonic 1 @x\n  ret 0\n}\n")
    result = invoke("run", str(program))
    assert result.exit_code == 1
    assert result.stderr == f"error: {program}:4:21: expected ',', found '@x'\n"


def test_usage_error_exits_2() -> None:
    assert invoke("run", SB, "--no-such-flag").exit_code == 2


def test_real_subprocess() -> None:
    """Once through the real console entry point, as users run it."""
    proc = subprocess.run([sys.executable, "-c", "from ctreelab.cli import main; main()",
                           "run", SB], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[:5] == [SB_HEADER, *SB_ROWS]
    bad = subprocess.run([sys.executable, "-c", "from ctreelab.cli import main; main()",
                          "run", SB, "--memory", "tzo"], capture_output=True, text=True,
                         timeout=300)
    assert bad.returncode == 1
    assert bad.stderr == f"error: unknown memory model 'tzo' (known: {KNOWN_MODELS})\n"
    assert "Traceback" not in bad.stderr
