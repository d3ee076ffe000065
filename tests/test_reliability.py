"""Issue 24: every reproducer of a bad input, through a real subprocess — exit code and the
one ``error:`` line on stderr (never a traceback), or the outcome it must give instead."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from fake_site import run_cli
from helpers import EXAMPLES, KNOWN_MODELS

SB = str(EXAMPLES / "sb.toml")
SB_MUIR = str(EXAMPLES / "sb.muir")
SPIN_LL = ("define i32 @main() {\nentry:\n  br label %l\nl:\n"  # counts: never a cycle
           "  %i = phi i64 [0, %entry], [%j, %l]\n  %j = add i64 %i, 1\n  br label %l\n}\n")
MAIN_LL = "define i32 @main() {\nentry:\n  ret i32 0\n}\n"


def error(args: list[str], line: str, code: int = 1) -> None:
    proc = run_cli(None, *args, timeout=120)
    assert (proc.returncode, proc.stderr, proc.stdout) == (code, f"error: {line}\n", "")


# --- files -------------------------------------------------------------------------------------


def test_missing_ll_file(tmp_path: Path) -> None:
    p = tmp_path / "missing.ll"
    error(["run", str(p)], f"{p}: cannot read file: No such file or directory")


def test_directory_named_like_a_program(tmp_path: Path) -> None:
    p = tmp_path / "x.ll"
    p.mkdir()
    error(["run", str(p)], f"{p}: cannot read file: Is a directory")


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_unreadable_file(tmp_path: Path) -> None:
    p = tmp_path / "secret.muir"
    p.write_text("@x = global 0\n")
    p.chmod(0)
    error(["run", str(p)], f"{p}: cannot read file: Permission denied")


def test_fifo_and_devices_do_not_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.litmus"
    os.mkfifo(fifo)
    error(["run", str(fifo)], f"{fifo}: cannot read the file: not a regular file (a FIFO)")
    error(["run", "/dev/urandom", "--language", "llvm"],
          "/dev/urandom: cannot read file: not a regular file (a character device)")
    spec = tmp_path / "zero.toml"
    spec.write_text('[program]\npath = "/dev/zero"\nlanguage = "muir"\n')
    error(["run", str(spec)], "/dev/zero: cannot read file: not a regular file (a character device)")


def test_size_limit(tmp_path: Path) -> None:
    p = tmp_path / "big.muir"
    p.write_text("; " + "x" * (2 * 1024 * 1024) + "\n")
    proc = run_cli(None, "run", str(p), env={"CTREELAB_MAX_INPUT_MB": "1"})
    assert (proc.returncode, proc.stderr) == (1, (
        f"error: {p}: cannot read file: larger than the input size limit of 1 MB "
        "(set CTREELAB_MAX_INPUT_MB to change it)\n"))


def test_refine_missing_input_is_bad_input(tmp_path: Path) -> None:
    p = tmp_path / "gone.muir"
    error(["refine", SB_MUIR, str(p)], f"{p}: cannot read file: No such file or directory", 3)


def test_spec_not_utf8(tmp_path: Path) -> None:
    p = tmp_path / "latin1.toml"
    p.write_bytes(b"# caf\xe9\n[program]\npath = 'sb.muir'\n")
    error(["run", str(p)], f"{p}: cannot read spec: not UTF-8 text (invalid byte at offset 5)")


def test_expect_csv_not_utf8(tmp_path: Path) -> None:
    p = tmp_path / "expect.csv"
    p.write_bytes(b"SB.litmus,1\n\xff\n")
    error(["litmus", str(EXAMPLES / "litmus"), "--expect", str(p)],
          f"{p}: cannot read expectations: not UTF-8 text (invalid byte at offset 12)")


def test_llvm_error_message_with_bytes_that_are_not_utf8(tmp_path: Path) -> None:
    p = tmp_path / "name.ll"
    p.write_text('@"\\C3" = global i32 0\n@"\\C3" = global i32 0\n' + MAIN_LL)
    error(["run", str(p)], f"{p}:2:1: LLVM IR: redefinition of global '@\ufffd'")
    q = tmp_path / "load.ll"
    q.write_text('@"\\C3" = external global i32\n' + MAIN_LL)
    error(["run", str(q)], f"{q}: a name or string that is not UTF-8 text (unexpected end "
                           "of data); the front-end cannot read it")


# --- input classes -----------------------------------------------------------------------------


def test_long_integers(tmp_path: Path) -> None:
    muir = tmp_path / "big.muir"
    muir.write_text("@x = global " + "9" * 5000 + "\ndefine @main() {\nentry:\n  ret 0\n}\n")
    error(["run", str(muir)], f"{muir}:1:13: integer literal of 5000 digits (at most 4300)")
    ll = tmp_path / "big.ll"
    ll.write_text("@g = global i8388607 " + "9" * 5000 + "\n" + MAIN_LL)
    error(["run", str(ll)], f"{ll}: an integer literal longer than 4300 digits (not supported)")


def test_long_litmus_init_value_does_not_abort_the_folder(tmp_path: Path) -> None:
    folder = tmp_path / "tests"
    folder.mkdir()
    good = (EXAMPLES / "litmus" / "SB.litmus").read_text()
    (folder / "a.litmus").write_text(good.replace("x=0", "x=" + "7" * 5000, 1))
    (folder / "b.litmus").write_text(good)
    proc = run_cli(None, "litmus", str(folder))
    assert proc.returncode == 1 and proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert lines[0] == (f"Test a error: {folder / 'a.litmus'}: an integer literal longer "
                        "than 4300 digits (not supported)")
    assert "Test SB Allowed" in lines


def test_deeply_nested_toml(tmp_path: Path) -> None:
    p = tmp_path / "deep.toml"
    p.write_text("a = " + "[" * 600 + "]" * 600 + "\n")
    error(["run", str(p)], f"{p}: invalid TOML: arrays or tables nested too deeply")


def test_huge_shift_is_a_failure_outcome(tmp_path: Path) -> None:
    p = tmp_path / "shl.muir"
    p.write_text("define @main() {\nentry:\n  %a = shl 1, 100000000000\n  ret %a\n}\n")
    proc = run_cli(None, "run", str(p))
    assert (proc.returncode, proc.stderr) == (11, "")  # a failure outcome
    assert proc.stdout.splitlines()[2].rstrip() == (
        f"failure: shl by 100000000000: the result is wider than 65536 bits (unsupported) "
        f"at {p}:3:3 (thread 1)  1")


@pytest.mark.parametrize("text", ["", "declare i32 @puts(i8*)\n"])
def test_ll_without_main_is_an_error(tmp_path: Path, text: str) -> None:
    p = tmp_path / "nomain.ll"
    p.write_text(text)
    error(["run", str(p)], f"{p}: no @main function (defined: none)")


def test_two_memory_stages(tmp_path: Path) -> None:
    p = tmp_path / "two.toml"
    p.write_text(f'[program]\npath = "{SB_MUIR}"\n[[stage]]\nuse = "vars"\n[[stage]]\n'
                 'use = "interleave"\n[[stage]]\nuse = "memory"\n[[stage]]\nuse = "memory"\n'
                 'model = "tso"\n')
    error(["run", str(p)], f"{p}:10:1: a pipeline has at most one memory stage (found 2: "
                           "memory(sc), memory(tso))")


def test_empty_names() -> None:
    error(["run", SB, "--memory", ""],
          f"--memory needs the name of a memory model (known: {KNOWN_MODELS})")
    error(["outcomes", SB_MUIR, "--memory", ","],
          f"--memory needs at least one memory model (known: {KNOWN_MODELS})")
    error(["run", SB, "--scheduler", " "],
          "--scheduler needs the name of a scheduler (known: exhaustive, random, readsfrom, round_robin)")


def test_litmus_budget_errors_are_on_stderr() -> None:
    error(["litmus", str(EXAMPLES / "litmus"), "--max-states", "0"],
          "option 'max-states' must be at least 1 (got 0)")
    error(["litmus", str(EXAMPLES / "litmus"), "--timeout", "nan"],
          "option 'timeout' must be a number, got nan")


def test_litmus_error_quoting_a_line_break_is_one_line() -> None:
    from ctreelab.errors import ProgramError
    assert str(ProgramError("t.litmus", 3, 4, "found 'a\nb'")) == "t.litmus:3:4: found 'a\\nb'"


# --- budgets -----------------------------------------------------------------------------------


@pytest.mark.parametrize("value, message", [
    ("nan", "option 'timeout' must be a number, got nan"),
    ("-1", "option 'timeout' must be at least 0 (got -1.0)"),
])
def test_timeout_values(value: str, message: str) -> None:
    error(["run", SB_MUIR, "--timeout", value], f"<command line>: {message}")


def test_max_memory_values() -> None:
    error(["run", SB_MUIR, "--max-memory", "0"],
          "--max-memory must be a positive number of MB (got 0.0)")
    error(["run", SB_MUIR, "--max-memory", "nan"],
          "--max-memory must be a positive number of MB (got nan)")


def test_max_memory_is_a_budget(tmp_path: Path) -> None:
    import re
    p = tmp_path / "spin.ll"
    p.write_text(SPIN_LL)
    # the interpreter alone takes more than 1 MB: the budget runs out while loading
    proc = run_cli(None, "run", str(p), "--max-memory", "1", timeout=120)
    assert (proc.returncode, proc.stdout) == (12, "")
    assert re.fullmatch(rf"error: {re.escape(str(p))}: budget: max-memory of 1 MB exceeded "
                        r"\(resident set \d+ MB\) while loading\n", proc.stderr)


def test_max_memory_is_a_budget_outcome_while_exploring(tmp_path: Path) -> None:
    import re

    from ctreelab.budget import limit_memory
    from ctreelab.pipeline import PipelineSpec, build
    from ctreelab.registry import Registry
    p = tmp_path / "spin.ll"
    p.write_text(SPIN_LL)
    pipeline = build(PipelineSpec(program=str(p)), Registry.discover())
    limit_memory(1)
    try:
        result = pipeline.run()
    finally:
        limit_memory(None)
    [outcome] = result.outcomes
    assert outcome.kind == "budget"
    assert re.fullmatch(r"max-memory of 1 MB exceeded \(resident set \d+ MB\)", outcome.reason)


# The budget counts from the command's start (imports, plugins, loading): 3 s, so that a
# loaded machine still reaches the exploration before it ends.
def test_random_scheduler_stops_at_the_timeout_across_runs() -> None:
    proc = run_cli(None, "run", SB, "-s", "random", "--runs", "1000000000", "--timeout", "3",
                   timeout=120)
    assert (proc.returncode, proc.stderr) == (12, "")
    assert "budget: timeout of 3 s exceeded" in [ln.rsplit("  ", 1)[0].strip()
                                                 for ln in proc.stdout.splitlines()]


def test_llvm_spin_loop_stops_at_the_timeout(tmp_path: Path) -> None:
    p = tmp_path / "spin.ll"
    p.write_text(SPIN_LL)
    for scheduler in ("exhaustive", "round_robin"):
        proc = run_cli(None, "run", str(p), "-s", scheduler, "--timeout", "3", timeout=120)
        assert (proc.returncode, proc.stderr) == (12, "")
        assert proc.stdout.splitlines()[2].rstrip() == "budget: timeout of 3 s exceeded  1"


# --- the error boundary ------------------------------------------------------------------------


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    p = tmp_path / "deep.toml"
    p.write_text("a = " + "[" * 600 + "]" * 600 + "\n")
    q = tmp_path / "big.ll"
    q.write_text("@g = global i8388607 " + "9" * 5000 + "\n" + MAIN_LL)
    for args, env in ((["--debug", "run", str(q)], {}), (["run", str(q), "--debug"], {}),
                      (["run", str(q)], {"CTREELAB_DEBUG": "1"})):
        proc = run_cli(None, *args, env=env)
        assert proc.returncode == 1
        assert proc.stderr.startswith("Traceback (most recent call last):\n")
        assert proc.stderr.endswith(f"error: {q}: an integer literal longer than 4300 digits "
                                    "(not supported)\n")


def test_deeply_nested_llvm_type(tmp_path: Path) -> None:
    p = tmp_path / "deep.ll"
    p.write_text("%T = type " + "{" * 3000 + "i32" + "}" * 3000 + "\n"
                 "@g = global %T zeroinitializer\n" + MAIN_LL)
    error(["run", str(p)], f"{p}: type of @g: type nested more than 256 deep")


def test_timeout_zero_means_no_time_limit() -> None:
    from ctreelab.cli import app
    from typer.testing import CliRunner
    result = CliRunner().invoke(app, ["run", SB, "--timeout", "0"])
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.splitlines()[2:5] == ["done  r0=0 r1=1 ret=0  6",
                                               "done  r0=1 r1=0 ret=0  2",
                                               "done  r0=1 r1=1 ret=0  3"]


# --- unbounded output and loading --------------------------------------------------------------


def _printf_ll(fmt: str, args: str) -> str:
    n = len(fmt) + 1
    return (f'@f = private constant [{n} x i8] c"{fmt}\\00"\ndeclare i32 @printf(i8*, ...)\n'
            "define i32 @main() {\nentry:\n"
            f"  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([{n} x i8], [{n} x i8]* @f, "
            f"i64 0, i64 0){args})\n  ret i32 0\n}}\n")


@pytest.mark.parametrize("fmt, args, reason", [
    ("%999999999d", ", i32 1", "width 999999999 over the limit of 65536"),
    ("%.999999999f", ", double 1.0", "precision 999999999 over the limit of 65536"),
    ("%*d", ", i32 1000000000, i32 1", "width 1000000000 over the limit of 65536"),
    ("%.*f", ", i32 70000, double 1.0", "precision 70000 over the limit of 65536"),
    ("%" + "9" * 5000 + "d", ", i32 1", "width 99999999999999999999... over the limit of 65536"),
    ("%65536d" * 17, ", i32 1" * 17, "output over the limit of 1048576 bytes"),
])
def test_printf_width_and_precision_are_bounded(tmp_path: Path, fmt: str, args: str,
                                                reason: str) -> None:
    p = tmp_path / "wide.ll"
    p.write_text(_printf_ll(fmt, args))
    proc = run_cli(None, "run", str(p), timeout=60)
    assert (proc.returncode, proc.stderr) == (11, "")  # a failure outcome, in well under 60 s
    assert proc.stdout.splitlines()[2].rstrip() == (
        f"failure: printf: {reason} at {p}:5 (thread 1)  1")


def test_printf_at_the_width_limit_prints(tmp_path: Path) -> None:
    p = tmp_path / "wide.ll"
    p.write_text(_printf_ll("%65536d", ", i32 7"))
    proc = run_cli(None, "run", str(p), "--json", timeout=60)
    assert (proc.returncode, proc.stderr) == (0, "")
    import json
    [outcome] = json.loads(proc.stdout)["outcomes"]
    assert outcome["observed"] == {"output": " " * 65535 + "7"}


def _straight_line(n: int) -> str:
    import sys
    sys.path.insert(0, str(Path(__file__).parent.parent / "benchmarks"))
    from loading import straight_line
    return straight_line(n)


def test_timeout_holds_while_loading(tmp_path: Path) -> None:
    import time
    p = tmp_path / "blocks.ll"
    p.write_text(_straight_line(20000))  # about 30 s to load on a loaded 2-core machine
    start = time.monotonic()
    proc = run_cli(None, "run", str(p), "--timeout", "1", timeout=120)
    elapsed = time.monotonic() - start
    assert (proc.returncode, proc.stderr, proc.stdout) == (
        12, f"error: {p}: budget: timeout of 1 s exceeded while loading\n", "")
    assert elapsed < 15  # the process start and LLVM's own parser (not interruptible) included


BIG_ZERO_LL = """@g = global [100000000 x i32] zeroinitializer

define i32 @main() {
entry:
  %last = getelementptr [100000000 x i32], ptr @g, i64 0, i64 99999999
  store i32 5, ptr %last
  %byte = getelementptr i8, ptr %last, i64 1
  store i8 1, ptr %byte
  %v = load i32, ptr %last
  %mid = getelementptr [100000000 x i32], ptr @g, i64 0, i64 12345
  %w = load i32, ptr %mid
  %r = add i32 %v, %w
  ret i32 %r
}
"""


@pytest.mark.parametrize("model", ["sc", "tso", "promising"])
def test_large_zero_global_is_a_zero_region(tmp_path: Path, model: str) -> None:
    """400 MB of zeroinitializer: no cells until written (5 + 256 from the byte store)."""
    p = tmp_path / "big.ll"
    p.write_text(BIG_ZERO_LL)
    proc = run_cli(None, "run", str(p), "-m", model, "--max-memory", "1000", timeout=120)
    assert (proc.returncode, proc.stderr) == (0, "")
    assert "\ndone  output=\"\" ret=261  1\n" in proc.stdout


def test_zero_regions_beyond_the_twophase_limit(tmp_path: Path) -> None:
    p = tmp_path / "big.ll"
    p.write_text(BIG_ZERO_LL)
    error(["run", str(p), "-m", "twophase-inf"], "400000000 bytes of zero-initialised globals: "
          "more than the twophase model, which keeps each byte, takes (limit 16777216)")


MEMSET_LL = """@g = global [{n} x i8] zeroinitializer
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define i32 @main() {{
entry:
  call void @llvm.memset.p0.i64(ptr @g, i8 1, i64 100000000000, i1 false)
  ret i32 0
}}
"""


def test_huge_memset_is_one_write_at_a_time(tmp_path: Path) -> None:
    """A memset of 10^11 bytes makes no list of them: past a 16-byte global it stops at the
    first byte out of bounds; inside a 2^40-byte one (a zero region) the budget ends it."""
    p = tmp_path / "memset.ll"
    p.write_text(MEMSET_LL.format(n=16))
    proc = run_cli(None, "run", str(p), timeout=120)
    assert (proc.returncode, proc.stderr) == (10, "")
    assert ("\nub: llvm.memset.p0.i64: out-of-bounds store of 8 bytes at offset 16 of @g "
            f"(16 bytes) at {p}:5 (thread 1)  1\n") in proc.stdout
    p.write_text(MEMSET_LL.format(n=1 << 40))
    proc = run_cli(None, "run", str(p), "--timeout", "2", "--max-memory", "1000", timeout=120)
    assert (proc.returncode, proc.stderr) == (12, "")
    assert "\nbudget: timeout of 2 s exceeded  1\n" in proc.stdout


def test_large_initialiser_is_refused(tmp_path: Path) -> None:
    p = tmp_path / "big.ll"
    p.write_text("@g = global [5000000 x i32] poison\n" + MAIN_LL)
    error(["run", str(p)], f"{p}: initialiser of @g: an initialiser of 20000000 bytes (limit "
          "16777216; zero-initialised storage may be larger with a memory model that reads "
          "zero regions)")


def test_timeout_holds_while_loading_muir(tmp_path: Path) -> None:
    p = tmp_path / "long.muir"
    p.write_text("define @main() {\nentry:\n"
                 + "".join(f"  %a{i} = add 1, 2\n" for i in range(300000)) + "  ret 0\n}\n")
    error(["run", str(p), "--timeout", "1"], f"{p}: budget: timeout of 1 s exceeded while loading",
          code=12)


def test_max_memory_in_the_spec(tmp_path: Path) -> None:
    import re
    p = tmp_path / "spin.ll"
    p.write_text(SPIN_LL)
    spec = tmp_path / "spin.toml"
    spec.write_text(f'[program]\npath = "{p}"\n[scheduler]\nuse = "round_robin"\n'
                    "max-memory = 1\n")
    proc = run_cli(None, "run", str(spec), timeout=120)
    assert (proc.returncode, proc.stdout) == (12, "")
    assert re.fullmatch(rf"error: {re.escape(str(p))}: budget: max-memory of 1 MB exceeded "
                        r"\(resident set \d+ MB\) while loading\n", proc.stderr)
    # the command line overrides the spec
    proc = run_cli(None, "run", str(spec), "--max-memory", "100000", "--timeout", "1",
                   timeout=120)
    assert (proc.returncode, proc.stderr) == (12, "")
    assert proc.stdout.splitlines()[2].rstrip() == "budget: timeout of 1 s exceeded  1"
    spec.write_text(f'[program]\npath = "{p}"\n[scheduler]\nmax-memory = -1\n')
    error(["run", str(spec)], f"{spec}:4:1: option 'max-memory' must be at least 0 (got -1.0)")
