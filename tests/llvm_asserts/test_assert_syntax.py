"""The parser of ``; ASSERT`` lines, and the collector built on it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from llvm_assert_syntax import (
    POISON,
    Assertion,
    AssertSyntaxError,
    assertion_lines,
    is_assertion_line,
    parse_assertion,
)

HERE = Path(__file__).resolve().parent


def test_eq_with_arguments_of_several_types() -> None:
    a = parse_assertion("; ASSERT EQ: i32 42 = call i32 @f(i32 1, i64 -3)")
    assert a == Assertion("EQ", "f", "i32", ("i32", "i64"), (1, -3), 42)
    assert a.call_text() == "call i32 @f(i32 1, i64 -3)"


def test_values_are_signed_canonical() -> None:
    a = parse_assertion(";ASSERT EQ: i8 255 = call i8 @g(i8 128, i16 65535, i1 true, i1 -1)")
    assert a.expected == -1
    assert a.args == (-128, -1, 1, 1)
    assert parse_assertion("; ASSERT EQ: i1 false = call i1 @h()").expected == 0
    assert parse_assertion("; ASSERT EQ: ptr null = call ptr @p(ptr null)").args == (0,)


def test_poison_ub_fail_and_void() -> None:
    assert parse_assertion("; ASSERT EQ: i64 poison = call i64 @f()").expected is POISON
    ub = parse_assertion("  ;  ASSERT UB:  call void @f.x$1(i32 0)  ")
    assert (ub.kind, ub.function, ub.ret_type, ub.args, ub.expected) == (
        "UB",
        "f.x$1",
        "void",
        (0,),
        None,
    )
    assert parse_assertion('; ASSERT FAIL: call i32 @"odd name"()').function == "odd name"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("; ASSERT EQ: i32 1 = call i32 @f(i32 1", "expected `call <ty> @<fn>"),
        ("; ASSERT EQ i32 1 = call i32 @f()", "expected `; ASSERT EQ: <ty> <value>"),
        ("; ASSERT NE: call i32 @f()", "unknown assertion kind `NE`"),
        ("; ASSERT EQ: i32 1 = call i64 @f()", "has type i32 but the call returns i64"),
        ("; ASSERT EQ: i8 256 = call i8 @f()", "256 does not fit in i8"),
        ("; ASSERT EQ: i32 true = call i32 @f()", "`true` is an i1 value"),
        ("; ASSERT EQ: i32 1 = call i32 @f(i32 poison)", "`poison` is allowed only"),
        ("; ASSERT EQ: i32 1 = call i32 @f(i32)", "expected an argument `<ty> <int>`"),
        ("; ASSERT EQ: i32 1 = call i32 @f(i32 1,)", "expected an argument `<ty> <int>`"),
        ("; ASSERT EQ: void 0 = call void @f()", "void"),
        ("; ASSERT UB: i32 0 = call i32 @f()", "expected `call <ty> @<fn>"),
        ("; assert eq: i32 1 = call i32 @f()", "expected `; ASSERT EQ"),
    ],
)
def test_malformed_lines_say_what_was_expected(line: str, message: str) -> None:
    with pytest.raises(AssertSyntaxError) as info:
        parse_assertion(line)
    assert message in str(info.value)


def test_which_lines_are_assertions() -> None:
    text = (
        "define i32 @f() {\n  ret i32 0 ; ASSERT EQ: inline, not an assertion\n}\n"
        "; ASSERT EQ: i32 0 = call i32 @f()\n;; Assert this is a typo\n; asserted nothing\n"
    )
    assert [n for n, _ in assertion_lines(text)] == [4, 5]
    assert not is_assertion_line("; the ASSERT lines below")


def test_collector_names_items_and_reports_malformed_lines(tmp_path: Path) -> None:
    # a copy of this folder's collector, run by a separate pytest on two small files
    for name in ("conftest.py", "llvm_assert_syntax.py"):
        shutil.copy(HERE / name, tmp_path / name)
    (tmp_path / "demo.ll").write_text(
        "define i32 @f() {\n  ret i32 0\n}\n"
        "; ASSERT EQ: i32 0 = call i32 @f()\n"
        "; ASSERT EQ: i32 0 = call i32 @f(\n"
    )
    (tmp_path / "empty.ll").write_text("; nothing to check\n")

    def pytest_in_tmp(*args: str) -> str:
        command = [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            str(tmp_path),
            "-o",
            "addopts=",
            *args,
            str(tmp_path),
        ]
        done = subprocess.run(command, check=False, cwd=tmp_path, capture_output=True, text=True)
        return done.stdout + done.stderr

    out = pytest_in_tmp("--collect-only", "-q")
    assert "demo.ll::demo.ll:4:EQ:@f" in out
    assert "demo.ll::demo.ll:5:malformed" in out
    assert "empty.ll::empty.ll:no-assertions" in out
    out = pytest_in_tmp("-q", "-k", "malformed or no-assertions")
    assert "2 failed" in out
    assert "demo.ll:5: malformed assertion: expected `call <ty> @<fn>(" in out
    assert "the file has no `; ASSERT` line" in out
