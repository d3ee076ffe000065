"""The litmus language and the ``ctreelab litmus`` command on the bundled examples."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ctreelab.cli import app, registry
from ctreelab.registry import Registry
from ctreelab_plugins.languages.litmus.suite import run_test

from helpers import EXAMPLES, KNOWN_MODELS

LITMUS = EXAMPLES / "litmus"
SB, SB_MF = LITMUS / "SB.litmus", LITMUS / "SB+mfences.litmus"
MP_RA, MP_RLX = LITMUS / "MP+rel+acq.litmus", LITMUS / "MP+rlx.litmus"
LOCK, LB = LITMUS / "lock+cas.litmus", LITMUS / "LB.litmus"
SB_ALL = ["0:EAX=0; 1:EAX=0;", "0:EAX=0; 1:EAX=1;", "0:EAX=1; 1:EAX=0;", "0:EAX=1; 1:EAX=1;"]
MP_ALL = ["1:r0=0; 1:r1=0;", "1:r0=0; 1:r1=1;", "1:r0=1; 1:r1=0;", "1:r0=1; 1:r1=1;"]
LB_SC = ["0:r0=0; 1:r1=0;", "0:r0=0; 1:r1=1;", "0:r0=1; 1:r1=0;"]

runner = CliRunner()
registry().add_commands(app)


def invoke(*args: str):
    return runner.invoke(app, list(args))


@pytest.mark.parametrize(("path", "model", "verdict", "states"), [
    (SB, "sc", "No", SB_ALL[1:]),
    (SB, "tso", "Ok", SB_ALL),
    (SB, "promising", "Ok", SB_ALL),
    (SB_MF, "sc", "Ok", SB_ALL[1:]),
    (SB_MF, "tso", "Ok", SB_ALL[1:]),
    (SB_MF, "promising", "Ok", SB_ALL[1:]),
    (MP_RA, "promising", "No", MP_ALL[:2] + MP_ALL[3:]),
    (MP_RLX, "sc", "No", MP_ALL[:2] + MP_ALL[3:]),
    (MP_RLX, "tso", "No", MP_ALL[:2] + MP_ALL[3:]),
    (MP_RLX, "promising", "Ok", MP_ALL),
    (LB, "promising", "No", LB_SC),
    (LOCK, "sc", "Ok", ["[c]=2;"]),
    (LOCK, "tso", "Ok", ["[c]=2;"]),
    (LOCK, "promising", "Ok", ["[c]=2;"]),
])
def test_verdicts_and_final_states(path: Path, model: str, verdict: str, states: list[str]) -> None:
    report = run_test(path, model, Registry.discover())
    assert report.status == "run", report.message
    j = report.judgement
    assert j is not None and j.complete and j.others == ()
    assert (j.verdict, j.state_lines()) == (verdict, states)


def test_herd_block() -> None:
    result = invoke("litmus", str(SB), "--model", "tso")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[:11] == [
        "Test SB Allowed", "States 4", *SB_ALL, "Ok", "Witnesses", "Positive: 1 Negative: 3",
        "Condition exists (0:EAX=0 /\\ 1:EAX=0)", "Observation SB Sometimes 1 3"]
    assert lines[11].startswith("Executions ")
    assert lines[13].startswith("1 tests under tso in ")


def test_forbidden_and_required_kinds() -> None:
    out = invoke("litmus", str(SB_MF), str(LOCK), "-m", "sc").stdout.splitlines()
    assert "Test SB+mfences Forbidden" in out and "Observation SB+mfences Never 0 3" in out
    assert "Test lock+cas Required" in out and "Observation lock+cas Always 1 0" in out


def test_run_shows_registers_and_locations() -> None:
    result = invoke("run", str(SB), "--memory", "tso")
    assert result.exit_code == 0, result.output
    rows = [line.split("  ")[1] for line in result.stdout.splitlines()[2:6]]
    assert rows == ["x=1 y=1 0:EAX=0 1:EAX=0", "x=1 y=1 0:EAX=0 1:EAX=1",
                    "x=1 y=1 0:EAX=1 1:EAX=0", "x=1 y=1 0:EAX=1 1:EAX=1"]


def test_expect_csv(tmp_path: Path) -> None:
    csv = tmp_path / "expected.csv"
    csv.write_text(f"{LITMUS.name}/SB.litmus,1\n{LITMUS.name}/SB+mfences.litmus,0\n")
    result = invoke("litmus", str(SB), str(SB_MF), str(LB), "-m", "tso", "--expect", str(csv), "-q")
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0] == f"FAILED {SB_MF}: verdict Ok, expected No"
    assert lines[-1] == "1 passed, 1 failed, 1 skipped, 0 unsupported, 0 errors"
    ok = invoke("litmus", str(SB), "-m", "tso", "--expect", str(csv), "-q")
    assert ok.exit_code == 0 and ok.stdout.splitlines()[-1] == (
        "1 passed, 0 failed, 0 skipped, 0 unsupported, 0 errors")


def test_expect_herd_compares_states(tmp_path: Path) -> None:
    herd = tmp_path / "herd.jsonl"
    lines = [{"file": "litmus/SB.litmus", "verdict": "Ok", "states": SB_ALL},
             {"file": "litmus/SB+mfences.litmus", "verdict": "Ok", "states": SB_ALL},
             {"file": "litmus/LB.litmus", "verdict": "Undef", "states": []}]
    herd.write_text("".join(json.dumps(x) + "\n" for x in lines))
    result = invoke("litmus", str(SB), str(SB_MF), str(LB), "-m", "tso",
                    "--expect-herd", str(herd), "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["summary"] == {"passed": 1, "failed": 1, "skipped": 1, "unsupported": 0, "error": 0}
    assert [t["comparison"] for t in data["tests"]] == [
        {"result": "passed", "expected": "Ok", "why": ""},
        {"result": "failed", "expected": "Ok", "why": "missing states: 0:EAX=0; 1:EAX=0;"},
        {"result": "skipped", "expected": None, "why": "herd flagged a data race (Undef)"}]


def test_unsupported_tests_are_reported_not_raised(tmp_path: Path) -> None:
    (tmp_path / "a.litmus").write_text(SB.read_text())
    (tmp_path / "b.litmus").write_text("X86 B\n{ x=0; }\n P0 ;\n LFENCE ;\nexists (x=0)\n")
    (tmp_path / "c.litmus").write_text("PPC C\n{ x=0; }\n")
    result = invoke("litmus", str(tmp_path), "--json")
    assert result.exit_code == 0, result.output
    tests = json.loads(result.stdout)["tests"]
    assert [(t["name"], t["status"], t.get("message")) for t in tests] == [
        ("SB", "run", None),
        ("b", "unsupported", f"{tmp_path / 'b.litmus'}:4:2: unsupported X86 instruction 'LFENCE'"),
        ("c", "unsupported", f"{tmp_path / 'c.litmus'}:1:1: unsupported architecture 'PPC' "
                             "(supported: C, X86, X86_64)")]


@pytest.mark.parametrize(("args", "message"), [
    (["litmus", str(SB), "-m", "arm"], f"error: unknown memory model 'arm' (known: {KNOWN_MODELS})"),
    (["litmus", "nowhere.litmus"], "error: nowhere.litmus: no such file or folder"),
    (["litmus", str(SB), "--expect", "no.csv"], "error: no.csv: no such file"),
])
def test_errors_are_one_line(args: list[str], message: str) -> None:
    result = invoke(*args)
    assert result.exit_code == 1
    assert result.stderr == message + "\n"


def test_malformed_file_is_an_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.litmus"
    bad.write_text("X86 BAD\n{ x=0; }\n P0 ;\n MOV [x],$1 ;\nexists (0:EAX=1 /\\)\n")
    result = invoke("litmus", str(bad))
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0] == (
        f"Test bad error: {bad}:5:19: expected a register (0:EAX) or a location (x, [x]), "
        "found ')'")


def test_a_long_condition_needs_no_deep_stack(tmp_path: Path) -> None:
    """Chains of /\\ and \\/ are evaluated in a loop (default recursion limit)."""
    atoms = " /\\ ".join(["(0:EAX=1 \\/ 0:EAX=0)"] * 3000)
    path = tmp_path / "long.litmus"
    path.write_text(f"X86 long\n{{ x=0; }}\n P0 ;\n MOV EAX,[x] ;\nexists ({atoms})\n")
    report = run_test(path, "sc", Registry.discover())
    assert report.status == "run", report.message
    assert report.judgement is not None
    assert (report.judgement.verdict, report.judgement.state_lines()) == ("Ok", ["0:EAX=0;"])


UNSUPPORTED_TEST = """C uses-an-array

{
    atomic_int y[2] = {0, 0};
}

P0 (atomic_int* y) {
    atomic_store_explicit(y, 1, memory_order_relaxed);
}

exists (0:r0=0)
"""


def test_unsupported_tests_are_counted_and_fail_with_strict(tmp_path: Path) -> None:
    sb = LITMUS / "SB.litmus"
    folder = tmp_path / "suite"
    folder.mkdir()
    (folder / "array.litmus").write_text(UNSUPPORTED_TEST)
    (folder / "SB.litmus").write_text(sb.read_text())
    relaxed = runner.invoke(app, ["litmus", str(folder)])
    assert relaxed.exit_code == 0, relaxed.output
    assert relaxed.output.splitlines()[-1].endswith(
        ", 1 unsupported; --strict makes that exit code 1)")
    assert (f"Test array unsupported: {folder / 'array.litmus'}:4:17: unsupported array "
            "'y[...]'") in relaxed.output
    strict = runner.invoke(app, ["litmus", str(folder), "--strict"])
    assert strict.exit_code == 1
    assert strict.output.splitlines()[-1].endswith(", 1 unsupported)")
