"""Issue 24: mutation fuzzing of every front-end and of the TOML specs, through the CLI.

Hypothesis mutates the project's example files (bytes and tokens) and runs ``ctreelab run``
in-process (typer's CliRunner) with small budgets.  Every run must be a normal run or one
``error:`` line on stderr with exit code 1 (a normal run exits with 0, or 10, 11, 12 for
its outcomes): never a traceback, never an exception escaping
the command, never a component failure (exit code 4, an internal exception caught by the
error boundary).  Derandomised: the same inputs on every run.

``CTREELAB_FUZZ_EXAMPLES`` examples per front-end (default 2,000, as in CI), in
``CHUNKS`` tests of their own (seeds 0, 1, …) so that ``pytest -n`` spreads them over the
cores; the long run (docs/performance.md) sets it to 5000 (20,000 inputs in all).
"""

from __future__ import annotations

import functools
import os
import re
import tempfile
import time
from pathlib import Path

import pytest
import typer.testing
from ctreelab.cli import app
from helpers import EXAMPLES
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

EXAMPLES_PER_FRONT_END = int(os.environ.get("CTREELAB_FUZZ_EXAMPLES", "2000"))
CHUNKS = 8
FUZZ = settings(max_examples=-(-EXAMPLES_PER_FRONT_END // CHUNKS), derandomize=False,
                deadline=None, database=None, suppress_health_check=list(HealthCheck))
TIMEOUT = 0.5  # s: a mutant that loops costs its timeout (most of the suite's time)
BUDGET = ["--timeout", str(TIMEOUT), "--max-memory", "1500"]
# A mutant still running this long after its budget hangs (not a performance figure: the
# overshoot itself is measured by the long run, which writes every mutant's wall time to the
# file named by CTREELAB_FUZZ_TIMES; benchmarks/fuzz_overshoot.py runs it and sums it up)
HANG = 30.0
TIMES = os.environ.get("CTREELAB_FUZZ_TIMES")
TOKEN = re.compile(rb"[A-Za-z_][A-Za-z0-9_.]*|-?[0-9]+|\s+|.", re.DOTALL)
INTERESTING = [b"", b"0", b"-1", b"1" * 30, b"9" * 4400, b"4294967296", b"undef", b"\n",
               b"(", b")", b"[", b"]", b"{", b"}", b"[" * 700, b"@main", b"main", b"\"",
               b"'", b"\\", b"%", b"\xff", b"\xc3", b"\x00", "\u00e9".encode(), b"i8388607",
               b"i1", b"ptr", b"*", b";", b",", b"=", b"exists", b"P0", b"global", b"label",
               b"br", b"ret", b"call", b"store", b"load", b"align 0", b"use", b"model",
               b"memory", b"[[stage]]", b"[program]", b"path", b"/dev/zero", b"nan", b"inf"]

LOADING_BUDGET = re.compile(r"error: [^\n]*: budget: [^\n]* while loading\n\Z")
runner = CliRunner()
# typer makes the click command anew at each ``invoke`` (reading every command's
# annotations: more time than a mutant's run); it is the same command every time
typer.testing._get_command = functools.cache(typer.testing._get_command)
WORK = Path(tempfile.mkdtemp(prefix="ctreelab-fuzz-"))


SKIP = set(filter(None, os.environ.get("CTREELAB_FUZZ_SKIP", "").split(",")))


def _seeds(pattern: str) -> list[tuple[str, bytes]]:
    """The example files (``CTREELAB_FUZZ_SKIP``: names to leave out, to keep fuzzing past
    a known bug in one of them)."""
    return [(p.name, p.read_bytes()) for p in sorted(EXAMPLES.glob(pattern))
            if p.name not in SKIP]


def _specs() -> list[tuple[str, bytes]]:
    """The example specs with their program paths made absolute (they run from a copy)."""
    found = []
    for name, data in _seeds("*.toml"):
        text = re.sub(r'path = "([^"/]+)"', lambda m: f'path = "{EXAMPLES / m[1]}"',
                      data.decode())
        found.append((name, text.encode()))
    return found


def mutants(seeds: list[tuple[str, bytes]]) -> st.SearchStrategy[tuple[str, bytes]]:
    """A seed file with a few byte or token mutations."""

    @st.composite
    def build(draw: st.DrawFn) -> tuple[str, bytes]:
        name, data = draw(st.sampled_from(seeds))
        for _ in range(draw(st.integers(1, 4))):
            data = draw(_mutation(data))
        return name, data

    return build()


def _mutation(data: bytes) -> st.SearchStrategy[bytes]:
    n = len(data)
    at = st.integers(0, n)
    tokens = TOKEN.findall(data) or [b""]

    def replace_token(i: int, new: bytes) -> bytes:
        return b"".join(tokens[:i] + [new] + tokens[i + 1:])

    return st.one_of(
        st.tuples(at, at).map(lambda ij: data[:min(ij)] + data[max(ij):]),  # delete
        st.tuples(at, at, at).map(  # duplicate a range elsewhere
            lambda ijk: data[:ijk[2]] + data[min(ijk[:2]):max(ijk[:2])] + data[ijk[2]:]),
        st.tuples(at, st.binary(max_size=8)).map(lambda ib: data[:ib[0]] + ib[1] + data[ib[0]:]),
        st.tuples(st.integers(0, max(0, n - 1)), st.integers(0, 255)).map(  # flip a byte
            lambda ib: data[:ib[0]] + bytes([ib[1]]) + data[ib[0] + 1:] if n else data),
        at.map(lambda i: data[:i]),  # truncate
        st.tuples(st.integers(0, len(tokens) - 1), st.sampled_from(INTERESTING)).map(
            lambda ib: replace_token(*ib)),
        st.tuples(st.integers(0, len(tokens) - 1), st.sampled_from(tokens)).map(
            lambda ib: replace_token(*ib)),
    )


def check(name: str, data: bytes, *options: str) -> None:
    path = WORK / name
    path.write_bytes(data)
    start, cpu = time.perf_counter(), time.process_time()
    result = runner.invoke(app, ["run", str(path), *BUDGET, *options])
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    where = f"{name}: {data[:300]!r}"
    if TIMES:
        with open(TIMES, "a", encoding="utf-8") as out:
            out.write(f"{elapsed:.3f} {cpu:.3f} {result.exit_code} {name}\n")
    assert elapsed < TIMEOUT + HANG, f"{where}: ran {elapsed:.1f} s with --timeout {TIMEOUT}"
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        f"{where}: {result.exception!r}"
    # 0: every outcome done; 10, 11, 12: a violation, failure or budget outcome; 1: bad input
    assert result.exit_code in (0, 1, 10, 11, 12), \
        f"{where}: exit {result.exit_code}: {result.stderr}"
    assert "Traceback" not in result.stdout + result.stderr, where
    if result.exit_code == 1 or result.exit_code == 12 and LOADING_BUDGET.match(result.stderr):
        # (a budget that runs out while loading, on a loaded machine: one line, exit 12)
        assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1, \
            f"{where}: {result.stderr!r}"
    else:
        assert result.stderr == "", f"{where}: {result.stderr!r}"


def fuzz(seeds: list[tuple[str, bytes]], chunk: int, *options: str) -> None:
    """``check`` on mutants of ``seeds``: chunk ``chunk``'s share of the examples."""
    @seed(chunk)
    @FUZZ
    @given(mutants(seeds))
    def one(mutant: tuple[str, bytes]) -> None:
        check(*mutant, *options)
    one()


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_fuzz_muir(chunk: int) -> None:
    fuzz(_seeds("*.muir"), chunk, "--max-states", "500")


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_fuzz_llvm(chunk: int) -> None:
    fuzz(_seeds("c/O*/*.ll"), chunk, "--max-states", "500")


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_fuzz_litmus(chunk: int) -> None:
    fuzz(_seeds("litmus/*.litmus"), chunk, "--max-states", "500")


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_fuzz_specs(chunk: int) -> None:
    fuzz(_specs(), chunk)
