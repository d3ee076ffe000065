"""The ``llvm`` language: loading, errors, library functions, threads, output."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ctreelab.cli import app
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from ctreelab_plugins.languages.llvm.printf import parse_format, render
from ctreelab_plugins.languages.llvm.testing import run_call


def run_ll(tmp_path: Path, text: str, memory: str = "sc", scheduler: str = "exhaustive",
           observe: tuple[str, ...] = ()) -> set[str]:
    path = tmp_path / "prog.ll"
    path.write_text(text)
    spec = PipelineSpec(program=str(path), memory=memory, scheduler=scheduler, observe=observe)
    result = build(spec, Registry.discover()).run()
    return {o.show().replace(str(path), "prog.ll") for o in result.outcomes}


HELLO = r"""
@.str = private unnamed_addr constant [13 x i8] c"%s has %d%%\0A\00"
@.who = private unnamed_addr constant [4 x i8] c"abc\00"
declare i32 @printf(ptr, ...)
declare i32 @putchar(i32)
define i32 @main() {
  %1 = call i32 (ptr, ...) @printf(ptr @.str, ptr @.who, i32 -7)
  %2 = call i32 @putchar(i32 %1)
  ret i32 3
}
"""


def test_printf_output_and_return_value_are_the_outcome(tmp_path: Path) -> None:
    # printf returns the number of bytes written (12): putchar prints byte 12 (form feed)
    assert run_ll(tmp_path, HELLO) == {'done  output="abc has -7%\\n\\f" ret=3'}


def test_typed_pointer_syntax_of_clang_14_is_accepted(tmp_path: Path) -> None:
    text = """
@g = global [2 x i32] [i32 5, i32 6], align 4
define i32 @main() {
  %p = getelementptr inbounds [2 x i32], [2 x i32]* @g, i64 0, i64 1
  %b = bitcast i32* %p to i8*
  %v = load i32, i32* %p, align 4
  ret i32 %v
}
"""
    assert run_ll(tmp_path, text) == {"done  output=\"\" ret=6"}


def test_exit_from_a_nested_call_ends_the_program(tmp_path: Path) -> None:
    text = """
declare void @exit(i32)
define void @f(i32 %n) {
  call void @exit(i32 %n)
  unreachable
}
define i32 @main() {
  call void @f(i32 42)
  ret i32 0
}
"""
    assert run_ll(tmp_path, text) == {'done  output="" ret=42'}


def test_unsupported_instruction_and_function_are_failure_outcomes(tmp_path: Path) -> None:
    text = """
declare i32 @frobnicate(i32)
define i32 @main(i32 %argc, ptr %argv) {
  %c = icmp eq i32 %argc, 1
  br i1 %c, label %a, label %b
a:
  %x = call i32 @frobnicate(i32 1)
  ret i32 %x
b:
  %y = fadd double 1.0, 2.0
  ret i32 0
}
"""
    assert run_ll(tmp_path, text) == {
        "failure: call to unsupported external function @frobnicate at prog.ll:7 (thread 1)"}


def test_unsupported_instruction_names_itself_and_its_line(tmp_path: Path) -> None:
    text = """
define i32 @main() {
  %ap = alloca ptr
  %y = va_arg ptr %ap, i32
  ret i32 0
}
"""
    assert run_ll(tmp_path, text) == {
        "failure: unsupported instruction 'va_arg': %y = va_arg ptr %ap, i32 at prog.ll:4 "
        "(thread 1)"}


def test_malformed_module_is_one_located_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.ll"
    path.write_text("define i32 @main() {\n  %x = add i32 1, %y\n  ret i32 0\n}\n")
    result = CliRunner().invoke(app, ["run", str(path)])
    assert result.exit_code == 1
    assert result.stderr.strip() == f"error: {path}:2:19: LLVM IR: use of undefined value '%y'"


def test_assert_fail_carries_message_and_source_line(tmp_path: Path) -> None:
    text = r"""
@.m = private constant [6 x i8] c"x > 1\00"
@.f = private constant [4 x i8] c"t.c\00"
declare void @__assert_fail(ptr, ptr, i32, ptr)
define i32 @main() {
  call void @__assert_fail(ptr @.m, ptr @.f, i32 12, ptr null)
  unreachable
}
"""
    assert run_ll(tmp_path, text) == {"assert: x > 1 at t.c:12 (thread 1)"}


THREADS = r"""
@counter = global i32 0, align 4
@lock = global i32 0, align 4
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare i32 @pthread_mutex_lock(ptr)
declare i32 @pthread_mutex_unlock(ptr)
define ptr @worker(ptr %arg) {
  call i32 @pthread_mutex_lock(ptr @lock)
  %v = load i32, ptr @counter
  %w = add i32 %v, 1
  store i32 %w, ptr @counter
  call i32 @pthread_mutex_unlock(ptr @lock)
  %r = getelementptr i8, ptr %arg, i64 1
  ret ptr %r
}
define i32 @main() {
  %t1 = alloca i64
  %t2 = alloca i64
  %res = alloca ptr
  call i32 @pthread_create(ptr %t1, ptr null, ptr @worker, ptr inttoptr (i64 4096 to ptr))
  call i32 @pthread_create(ptr %t2, ptr null, ptr @worker, ptr null)
  %h1 = load i64, ptr %t1
  call i32 @pthread_join(i64 %h1, ptr %res)
  %h2 = load i64, ptr %t2
  call i32 @pthread_join(i64 %h2, ptr null)
  %p = load ptr, ptr %res
  %i = ptrtoint ptr %p to i32
  ret i32 %i
}
"""


@pytest.mark.parametrize("memory", ["sc", "tso", "promising"])
def test_mutex_protects_a_counter_and_join_returns_the_result(tmp_path: Path, memory: str) -> None:
    assert run_ll(tmp_path, THREADS, memory=memory, observe=("counter",)) == {
        'done  counter=2 output="" ret=4097'}


def test_undef_is_picked_per_use_and_poison_is_ub_when_picked(tmp_path: Path) -> None:
    path = tmp_path / "u.ll"
    path.write_text("""
define i32 @twice_undef_plus_one() {
  %a = mul i32 undef, 2
  %b = add i32 %a, 1
  %c = freeze i32 %b
  ret i32 %c
}
define i32 @branch_on_poison() {
  %p = add nsw i32 2147483647, 1
  %c = icmp eq i32 %p, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
declare i32 @printf(i8* noundef, ...)
@.fmt = private constant [4 x i8] c"%d\\0A\\00"
define i32 @print_poison() {
  %p = add nsw i32 2147483647, 1
  %r = call i32 (i8*, ...) @printf(i8* noundef getelementptr ([4 x i8], [4 x i8]* @.fmt, i64 0, i64 0), i32 noundef %p)
  ret i32 %r
}
""")
    assert run_call(path, "twice_undef_plus_one", ()).ret == 1
    ub = run_call(path, "branch_on_poison", ())
    assert (ub.kind, ub.reason) == (
        "ub", "poison value used where a defined one is needed (br i1 %c)")
    ub = run_call(path, "print_poison", ())  # a call: its callee, not a cut operand list
    assert (ub.kind, ub.reason) == (
        "ub", "poison value used where a defined one is needed (%r = call @printf)")


def test_deep_recursion_runs_at_the_default_recursion_limit(tmp_path: Path) -> None:
    path = tmp_path / "r.ll"
    path.write_text("""
define i64 @sum(i64 %n) {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  ret i64 0
more:
  %m = sub i64 %n, 1
  %s = call i64 @sum(i64 %m)
  %r = add i64 %s, %n
  ret i64 %r
}
""")
    assert sys.getrecursionlimit() <= 1000
    assert run_call(path, "sum", (50_000,)).ret == 50_000 * 50_001 // 2


@pytest.mark.parametrize(("fmt", "args", "out"), [
    (b"%d|%5d|%-5d|%05d", [-3, 42, 42, 42], b"-3|   42|42   |00042"),
    (b"%u %x %X %o %#x", [-1, 255, 255, 8, 255], b"4294967295 ff FF 10 0xff"),
    (b"%ld %lu %lld", [-(2**63), -1, 2**40], b"-9223372036854775808 18446744073709551615 1099511627776"),
    (b"%c%c %s|%.2s|%5s", [104, 105, b"str", b"abc", b"ab"], b"hi str|ab|   ab"),
    (b"%hhd %hd %+d % d %.3d", [255, 65535, 5, 5, 7], b"-1 -1 +5  5 007"),
    (b"%*d|%-*d|%%|%p", [4, 1, 3, 2, 0], b"   1|2  |%|(nil)"),
])
def test_printf_renders_like_glibc(fmt: bytes, args: list[int | bytes], out: bytes) -> None:
    assert render(parse_format(fmt), args) == out


def test_a_line_in_a_system_header_is_where_it_was_inlined() -> None:
    """A C library function inlined from a system header (glibc's ``getline`` wrapper,
    ``putchar_unlocked``) is located at the program's line that calls it, not in
    ``/usr/include``; a function of the program inlined elsewhere keeps its own line."""
    from ctreelab_plugins.languages.llvm.module import _debug_locations

    text = "\n".join([
        '!1 = !DIFile(filename: "prog.c", directory: "/tmp")',
        '!2 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "")',
        '!3 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 2)',
        '!4 = distinct !DISubprogram(name: "getline", scope: !2, file: !2, line: 118)',
        '!5 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 20)',
        "!6 = !DILocation(line: 7, column: 3, scope: !3)",
        "!7 = !DILocation(line: 120, column: 10, scope: !4, inlinedAt: !6)",
        "!8 = !DILocation(line: 22, column: 5, scope: !5, inlinedAt: !6)",
        "!9 = !DILocation(line: 120, column: 10, scope: !4, inlinedAt: !8)"])
    lines, names = _debug_locations(text)
    assert {loc: (names[loc], lines[loc]) for loc in ("!6", "!7", "!8", "!9")} == {
        "!6": ("prog.c", 7), "!7": ("prog.c", 7), "!8": ("prog.c", 22), "!9": ("prog.c", 22)}


MTX_INIT = """\
@m = global [40 x i8] zeroinitializer
declare i32 @mtx_init(ptr, i32)
define i32 @main() {
  %r = call i32 @mtx_init(ptr @m, i32 TYPE)
  ret i32 %r
}
"""


@pytest.mark.parametrize(("kind", "shown"), [
    (0, 'done  output="" ret=0'), (2, 'done  output="" ret=0'),
    (1 | 2, "failure: mtx_init: recursive mutexes are not modelled (only mtx_plain and "
            "mtx_timed) at prog.ll:4 (thread 1)")])
def test_mtx_init_models_plain_and_timed_mutexes_only(tmp_path: Path, kind: int,
                                                       shown: str) -> None:
    """A recursive C11 mutex is a failure naming it (a relock would be a deadlock)."""
    assert run_ll(tmp_path, MTX_INIT.replace("TYPE", str(kind))) == {shown}
