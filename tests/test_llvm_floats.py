"""Floating point in the ``llvm`` language: constants, operations, memory, printf."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab_plugins.languages.llvm.floats import DEFAULT_NAN, FP, parse_const, to_bits
from ctreelab_plugins.languages.llvm.printf import parse_format, render


def run_ll(tmp_path: Path, text: str, memory: str = "sc") -> set[str]:
    path = tmp_path / "prog.ll"
    path.write_text(text)
    spec = PipelineSpec(program=str(path), memory=memory, scheduler="exhaustive")
    result = build(spec, Registry.discover()).run()
    return {o.show().replace(str(path), "prog.ll") for o in result.outcomes}


PRINT = """
@.f = private constant [4 x i8] c"%a\\0A\\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %v = BODY
  %w = fpext float %v to double
  %1 = call i32 (ptr, ...) @printf(ptr @.f, double %w)
  ret i32 0
}
"""


def printed(tmp_path: Path, body: str) -> set[str]:
    return run_ll(tmp_path, PRINT.replace("BODY", body))


def test_float_constants_in_every_printed_form() -> None:
    assert parse_const("1.000000e+00", "double") == 1.0
    assert parse_const("-2.500000e-01", "float") == -0.25
    # 0x… is the double's bits, also for a float constant (0.1f)
    assert parse_const("0x3FB99999A0000000", "float") == FP(0.10000000149011612)
    assert to_bits(parse_const("0x3FB99999A0000000", "float"), 32) == 0x3DCCCCCD
    assert to_bits(parse_const("0xFFF8000000000000", "double"), 64) == -0x8000000000000
    assert parse_const("0x7FF0000000000000", "double") == math.inf


def test_fp_values_are_equal_by_their_bits() -> None:
    assert FP(0.0) != FP(-0.0) and FP(math.nan) == FP(math.nan)
    assert len({FP(0.0), FP(-0.0)}) == 2
    assert math.isnan(DEFAULT_NAN) and math.copysign(1.0, DEFAULT_NAN) < 0


@pytest.mark.parametrize(("body", "out"), [
    ("fadd float 0x3FB99999A0000000, 0x3FC99999A0000000", "0x1.333334p-2"),  # 0.1f + 0.2f
    ("fmul float 0x47EFFFFFE0000000, 2.000000e+00", "inf"),  # FLT_MAX * 2 overflows
    ("fdiv float 1.000000e+00, 3.000000e+00", "0x1.555556p-2"),
    ("frem float -7.500000e+00, 2.000000e+00", "-0x1.8p+0"),
    ("fneg float 0.000000e+00", "-0x0p+0"),
    ("fptrunc double 0x3FF0000010000000 to float", "0x1p+0"),  # a tie: to even
    ("fptrunc double 0x3FF0000030000000 to float", "0x1.000004p+0"),  # a tie: up, to even
    ("sitofp i32 16777217 to float", "0x1p+24"),
    ("uitofp i32 -1 to float", "0x1p+32"),
    ("bitcast i32 1065353216 to float", "0x1p+0"),
    ("fdiv float 0.000000e+00, 0.000000e+00", "-nan"),  # x86's default NaN
])
def test_float_operations_round_to_binary32(tmp_path: Path, body: str, out: str) -> None:
    assert printed(tmp_path, body) == {f'done  output="{out}\\n" ret=0'}


FCMP = """
@.f = private constant [4 x i8] c"%d\\0A\\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %c = fcmp PRED double A, B
  %z = zext i1 %c to i32
  %1 = call i32 (ptr, ...) @printf(ptr @.f, i32 %z)
  ret i32 0
}
"""
NAN = "0x7FF8000000000000"


@pytest.mark.parametrize(("pred", "a", "b", "want"), [
    ("oeq", "1.0", "1.0", 1), ("oeq", NAN, NAN, 0), ("ueq", NAN, "1.0", 1),
    ("one", "1.0", "2.0", 1), ("one", NAN, "2.0", 0), ("une", NAN, NAN, 1),
    ("olt", "-0.0", "0.0", 0), ("ole", "-0.0", "0.0", 1), ("ult", NAN, "0.0", 1),
    ("ogt", "2.0", "1.0", 1), ("uge", NAN, "1.0", 1), ("oge", NAN, "1.0", 0),
    ("ord", "1.0", NAN, 0), ("uno", "1.0", NAN, 1), ("ord", "1.0", "2.0", 1),
    ("true", NAN, NAN, 1), ("false", "1.0", "1.0", 0), ("ugt", "1.0", "1.0", 0),
    ("ule", NAN, "1.0", 1), ("olt", "1.0", "2.0", 1),
])
def test_fcmp_predicates_with_nan(tmp_path: Path, pred: str, a: str, b: str, want: int) -> None:
    text = FCMP.replace("PRED", pred).replace("A,", f"{a},").replace("B\n", f"{b}\n")
    assert run_ll(tmp_path, text) == {f'done  output="{want}\\n" ret=0'}


def test_fptosi_out_of_range_is_poison(tmp_path: Path) -> None:
    text = """
define i32 @main() {
  %x = fptosi double 3.000000e+09 to i32
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %a
a:
  ret i32 1
}
"""
    assert run_ll(tmp_path, text) == {
        "ub: poison value used where a defined one is needed (br i1 %c) at prog.ll:5 (thread 1)"}


@pytest.mark.parametrize("model", ["sc", "tso", "promising"])
def test_floats_are_stored_as_ieee_bytes(tmp_path: Path, model: str) -> None:
    text = """
@g = global double -1.500000e+00
@.f = private constant [10 x i8] c"%d %x %g\\0A\\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %hi = getelementptr i8, ptr @g, i64 7
  %b = load i8, ptr %hi
  %bz = zext i8 %b to i32
  store i32 1065353216, ptr @g
  %f = load float, ptr @g
  %d = fpext float %f to double
  %w = load i32, ptr @g
  %1 = call i32 (ptr, ...) @printf(ptr @.f, i32 %bz, i32 %w, double %d)
  ret i32 0
}
"""
    assert run_ll(tmp_path, text, model) == {'done  output="191 3f800000 1\\n" ret=0'}


@pytest.mark.parametrize(("fmt", "value", "out"), [
    (b"%f", 1.5, b"1.500000"), (b"%e", 12345.678, b"1.234568e+04"), (b"%g", 1e-5, b"1e-05"),
    (b"%a", 1.0, b"0x1p+0"), (b"%a", 0.1, b"0x1.999999999999ap-4"), (b"%.1a", 0.1, b"0x1.ap-4"),
    (b"%.0a", 1.5, b"0x2p+0"), (b"%a", 5e-324, b"0x0.0000000000001p-1022"),
    (b"%A", -2.0, b"-0X1P+1"), (b"%08.2f", -3.14159, b"-0003.14"), (b"%-8.1e|", 0.5, b"5.0e-01 |"),
    (b"%+g", 100.0, b"+100"), (b"%#.0f", 2.0, b"2."), (b"%#g", 1.0, b"1.00000"),
    (b"%05f", math.inf, b"  inf"), (b"%F", -math.inf, b"-INF"), (b"%f", DEFAULT_NAN, b"-nan"),
    (b"%e", math.nan, b"nan"), (b"% .3f", 2.0, b" 2.000"), (b"%G", 1e-10, b"1E-10"),
])
def test_printf_float_conversions_are_glibc(fmt: bytes, value: float, out: bytes) -> None:
    assert render(parse_format(fmt), [value]) == out


@pytest.mark.parametrize(("text", "message"), [
    ("%a = fadd half 0xH3C00, 0xH3C00\n  ret i32 0",
     "failure: unsupported floating-point type half: %a = fadd half 0xH3C00, 0xH3C00 at prog.ll:3 (thread 1)"),
    ("%a = fpext x86_fp80 0xK3FFF8000000000000000 to fp128\n  ret i32 0",
     ("failure: unsupported floating-point type x86_fp80: %a = fpext x86_fp80 "
      "0xK3FFF8000000000000000 to fp128 at prog.ll:3 (thread 1)")),
    ("%p = alloca fp128\n  %v = load fp128, ptr %p\n  ret i32 0",
     "failure: unsupported memory access of type fp128 at prog.ll:4 (thread 1)"),
])
def test_other_float_types_are_a_failure_naming_them(tmp_path: Path, text: str, message: str) -> None:
    assert run_ll(tmp_path, f"\ndefine i32 @main() {{\n  {text}\n}}\n") == {message}


def test_a_long_double_global_is_a_failure_naming_it(tmp_path: Path) -> None:
    text = "@g = global x86_fp80 0xK3FFF8000000000000000\ndefine i32 @main() {\n  ret i32 0\n}\n"
    assert run_ll(tmp_path, text) == {
        "failure: unsupported floating-point type x86_fp80 (initialiser of @g) at prog.ll (thread 1)"}


FLOAT_GLOBALS = """
@d = global double 0.000000e+00
@f = global float 0.000000e+00
@s = global { i32, double } zeroinitializer
@a = global [2 x float] zeroinitializer
@n = global i64 0
define i32 @main() {
  store double 1.500000e+00, ptr @d
  %d = load double, ptr @d
  %x = fmul double %d, 2.000000e+00
  store float -2.500000e-01, ptr @f
  store i32 7, ptr @s
  %s1 = getelementptr { i32, double }, ptr @s, i32 0, i32 1
  store double 0x7FF0000000000000, ptr %s1
  %a1 = getelementptr [2 x float], ptr @a, i32 0, i32 1
  store float 0xC00A000000000000, ptr %a1
  store i64 4609434218613702656, ptr @n
  ret i32 0
}
"""


@pytest.mark.parametrize("model", ["sc", "tso", "promising"])
def test_observed_floats_are_numbers_not_their_encoding(tmp_path: Path, model: str) -> None:
    """A ``float``/``double`` global, alone or in a structure or an array, is observed as
    its number; an ``i64`` holding the same bits stays an integer."""
    path = tmp_path / "prog.ll"
    path.write_text(FLOAT_GLOBALS)
    spec = PipelineSpec(program=str(path), memory=model, observe=("d", "f", "s", "a", "n"))
    result = build(spec, Registry.discover()).run()
    assert [o.show() for o in result.outcomes] == [
        "done  d=1.5 f=-0.25 s={7, inf} a=[0.0, -3.25] n=4609434218613702656 output=\"\" ret=0"]
    [outcome] = result.outcomes
    assert dict(outcome.observed)["d"] == FP(1.5) and type(dict(outcome.observed)["d"]) is FP


def test_a_trace_shows_the_floats_a_global_holds(tmp_path: Path) -> None:
    """The witness trace reads and writes a global ``double`` as numbers (the bits are
    what memory holds)."""
    from ctreelab.cli import app
    from typer.testing import CliRunner
    path = tmp_path / "prog.ll"
    path.write_text(FLOAT_GLOBALS)
    result = CliRunner().invoke(app, ["run", str(path), "--witness", "1"])
    assert result.exit_code == 0, result.output
    texts = [m[1] for line in result.stdout.splitlines()
             if (m := re.search(r" T1 +(.*?)  \[", line))]
    assert texts == ["W d = 1.5", "R d -> 1.5", "W f = -0.25", "W s.0 = 7", "W s.1 = inf",
                     "W a[1] = -3.25", "W n = 4609434218613702656"]
