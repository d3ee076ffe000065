"""The C library and LLVM constructs of issue 22, on small ``.ll`` modules: inline asm,
``invoke``, prototype-less calls, relative lookup tables, verifier functions, ``rand``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from ctreelab_plugins.languages.llvm.process import glibc_rand
from ctreelab_plugins.languages.llvm.types import I1, I8, I32, IntT
from ctreelab_plugins.languages.llvm.verifier import domain


def run_ll(tmp_path: Path, text: str, memory: str = "sc", scheduler: str = "exhaustive") -> set[str]:
    path = tmp_path / "prog.ll"
    path.write_text(text)
    spec = PipelineSpec(program=str(path), memory=memory, scheduler=scheduler)
    result = build(spec, Registry.discover()).run()
    return {o.show().replace(str(path), "prog.ll") for o in result.outcomes}


def test_empty_asm_is_a_no_op_and_other_asm_a_failure_naming_it(tmp_path: Path) -> None:
    text = """
define i32 @main() {
  call void asm sideeffect "", "~{memory}"()
  call void asm sideeffect "", ""()
  call void asm sideeffect "mfence", "~{memory}"()
  ret i32 0
}
"""
    assert run_ll(tmp_path, text) == {
        ("failure: unsupported inline assembly 'mfence': call void asm sideeffect \"mfence\", "
         "\"~{memory}\"() at prog.ll:5 (thread 1)")}


def test_invoke_is_a_call_then_its_normal_destination(tmp_path: Path) -> None:
    text = """
declare i32 @__gxx_personality_v0(...)
define i32 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  %r = invoke i32 @f(i32 41)
          to label %ok unwind label %lpad
ok:
  ret i32 %r
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 -1
}
"""
    assert run_ll(tmp_path, text) == {'done  output="" ret=42'}


def test_extra_arguments_of_a_prototype_less_call_are_ignored(tmp_path: Path) -> None:
    text = """
@x = global i32 0
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
define ptr @t() {
  store i32 5, ptr @x
  ret ptr null
}
define i32 @two() {
  ret i32 2
}
define i32 @main() {
  %h = alloca i64
  %1 = call i32 @pthread_create(ptr %h, ptr null, ptr @t, ptr null)
  %2 = load i64, ptr %h
  %3 = call i32 @pthread_join(i64 %2, ptr null)
  %v = load i32, ptr @x
  %w = call i32 @two(i32 7, i32 8)
  %s = add i32 %v, %w
  ret i32 %s
}
"""
    assert run_ll(tmp_path, text) == {'done  output="" ret=7'}


def test_too_few_arguments_are_still_a_failure(tmp_path: Path) -> None:
    text = """
define i32 @two(i32 %a, i32 %b) {
  ret i32 %a
}
define i32 @main() {
  %w = call i32 @two(i32 7)
  ret i32 %w
}
"""
    assert run_ll(tmp_path, text) == {
        "failure: unsupported @two takes 2 arguments, called with 1 at prog.ll:6 (thread 1)"}


def test_relative_lookup_table(tmp_path: Path) -> None:
    text = """
@a = private constant [2 x i8] c"A\\00"
@b = private constant [2 x i8] c"B\\00"
@table = private constant [2 x i32] [
  i32 trunc (i64 sub (i64 ptrtoint (ptr @a to i64), i64 ptrtoint (ptr @table to i64)) to i32),
  i32 trunc (i64 sub (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @table to i64)) to i32)]
declare ptr @llvm.load.relative.i64(ptr, i64)
declare i32 @puts(ptr)
define i32 @main() {
  %p = call ptr @llvm.load.relative.i64(ptr @table, i64 4)
  %1 = call i32 @puts(ptr %p)
  ret i32 0
}
"""
    assert run_ll(tmp_path, text) == {'done  output="B\\n" ret=0'}


def test_nondet_domains() -> None:
    assert domain(I32, "int", -2, 2) == (-2147483648, -2, -1, 0, 1, 2, 2147483647)
    assert domain(I32, "uint", -2, 2) == (0, 1, 2, -1)  # UINT_MAX in canonical form
    assert domain(I1, "bool", -2, 2) == (0, 1)
    assert domain(I8, "char", 0, 300) == (-128, *range(128))  # clipped to the type
    assert domain(IntT(16), "ushort", 5, 6) == (0, 5, 6, -1)


VERIFIER = """
declare i32 @__VERIFIER_nondet_int()
declare void @__VERIFIER_assume(i32)
define i32 @main() {
  %x = call i32 @__VERIFIER_nondet_int()
  %c = icmp sgt i32 %x, 0
  %z = zext i1 %c to i32
  call void @__VERIFIER_assume(i32 %z)
  ret i32 %x
}
"""


def test_assume_prunes_executions(tmp_path: Path) -> None:
    assert run_ll(tmp_path, VERIFIER) == {'done  output="" ret=1', 'done  output="" ret=2',
                                          'done  output="" ret=2147483647'}
    # one execution takes the first value, INT_MIN, which the assumption rejects
    assert run_ll(tmp_path, VERIFIER, scheduler="round_robin") == {
        "failure: the execution is stuck (no continuation)"}


ATOMIC_SECTIONS = """
@x = global i32 0
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare void @__VERIFIER_atomic_begin()
declare void @__VERIFIER_atomic_end()
declare void @__VERIFIER_atomic_undefined()
define void @__VERIFIER_atomic_inc() {
  call void @__VERIFIER_atomic_begin()    ; nested: nothing more
  %v = load i32, ptr @x
  call void @__VERIFIER_atomic_end()
  %w = add i32 %v, 1
  call void @__VERIFIER_atomic_add2()     ; nested too
  store i32 %w, ptr @x
  ret void
}
define void @__VERIFIER_atomic_add2() {
  ret void
}
define ptr @t1(ptr %a) {
  call void @__VERIFIER_atomic_inc()
  ret ptr null
}
define ptr @t2(ptr %a) {
  call void @__VERIFIER_atomic_begin()
  %v = load i32, ptr @x
  call void @__VERIFIER_atomic_inc()      ; holds the lock already
  %u = load i32, ptr @x
  %w = add i32 %u, 10
  store i32 %w, ptr @x
  call void @__VERIFIER_atomic_end()
  ret ptr null
}
define i32 @main() {
  %h1 = alloca i64
  %h2 = alloca i64
  %1 = call i32 @pthread_create(ptr %h1, ptr null, ptr @t1, ptr null)
  %2 = call i32 @pthread_create(ptr %h2, ptr null, ptr @t2, ptr null)
  %3 = load i64, ptr %h1
  %4 = call i32 @pthread_join(i64 %3, ptr null)
  %5 = load i64, ptr %h2
  %6 = call i32 @pthread_join(i64 %5, ptr null)
  %r = load i32, ptr @x
  br i1 ARG, label %bad, label %end
bad:
  call void @__VERIFIER_atomic_undefined()
  br label %end
end:
  ret i32 %r
}
"""


@pytest.mark.parametrize("model", ["sc", "tso", "promising"])
def test_atomic_sections_exclude_each_other_and_nest(tmp_path: Path, model: str) -> None:
    # without the lock, the plain increments would race and lose updates
    assert run_ll(tmp_path, ATOMIC_SECTIONS.replace("ARG", "false"), model) == {
        'done  output="" ret=12'}


def test_atomic_sections_errors(tmp_path: Path) -> None:
    assert run_ll(tmp_path, ATOMIC_SECTIONS.replace("ARG", "true")) == {
        "failure: call to unsupported external function @__VERIFIER_atomic_undefined: an "
        "atomic function must be defined in the program at prog.ll:46 (thread 1)"}
    text = """
declare void @__VERIFIER_atomic_begin()
declare void @__VERIFIER_atomic_end()
define i32 @main() {
  call void @__VERIFIER_atomic_begin()
  call void @__VERIFIER_atomic_begin()
  call void @__VERIFIER_atomic_end()
  call void @__VERIFIER_atomic_end()
  ret i32 0
}
"""
    # begin does not nest outside atomic functions: the second end unlocks a free lock
    assert run_ll(tmp_path, text) == {
        "ub: unlock of __VERIFIER_atomic_lock, which thread 1 does not hold (not locked) "
        "at prog.ll:8 (thread 1)"}


def test_rand_is_glibcs_sequence() -> None:
    assert [glibc_rand(1, i) for i in range(3)] == [1804289383, 846930886, 1681692777]
    assert glibc_rand(0, 0) == glibc_rand(1, 0)  # srand(0) seeds like srand(1)


@pytest.mark.parametrize("model", ["sc", "tso", "promising"])
def test_atexit_handlers_run_last_first_at_mains_return(tmp_path: Path, model: str) -> None:
    text = """
declare i32 @atexit(ptr)
declare i32 @putchar(i32)
define void @a() {
  %1 = call i32 @putchar(i32 97)
  ret void
}
define void @b() {
  %1 = call i32 @putchar(i32 98)
  ret void
}
define i32 @main() {
  %1 = call i32 @atexit(ptr @a)
  %2 = call i32 @atexit(ptr @b)
  %3 = call i32 @putchar(i32 109)
  ret i32 5
}
"""
    assert run_ll(tmp_path, text, model) == {'done  output="mba" ret=5'}


CXX = Path(__file__).parent / "cxx"


@pytest.mark.parametrize("model, shown", [
    ("sc", ["r1=0 r2=1", "r1=1 r2=0", "r1=1 r2=1"]),
    ("promising", ["r1=0 r2=0", "r1=0 r2=1", "r1=1 r2=0", "r1=1 r2=1"]),
])
def test_std_thread_mutex_and_atomics(model: str, shown: list[str]) -> None:
    """libstdc++'s std::thread (start, join: not joinable after), std::mutex, std::atomic:
    store buffering through relaxed atomics beside a counter under a lock_guard."""
    spec = PipelineSpec(program=str(CXX / "thread_O1.ll"), memory=model)
    result = build(spec, Registry.discover()).run()
    assert sorted(o.show() for o in result.outcomes) == [
        f'done  output="{r} counter=3\\n" ret=3' for r in shown]


OUTSIDE = r"""
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    char line[16] = "unchanged";
    FILE *f = fopen("data.txt", "r");
    int no_file = f == NULL && errno == ENOENT;
    printf("%d %s %d | %s %d %d %d | %d %d\n", argc, argv[0], argv[1] == NULL,
           getenv("HOME") ? "env" : "no env", getchar(), fgets(line, sizeof line, stdin) == NULL,
           scanf("%d", &argc), no_file, (int)strlen(line));
    return 0;
}
"""


@pytest.mark.skipif(shutil.which("clang") is None, reason="needs clang to compile C")
def test_main_gets_argv_and_the_outside_world_gives_nothing(tmp_path: Path) -> None:
    """argc 1, argv = {"./NAME", NULL}; stdin is empty (getchar, scanf: EOF; fgets: NULL, the
    buffer unchanged), no environment, no file (fopen: NULL, errno ENOENT)."""
    source = tmp_path / "outside.c"
    source.write_text(OUTSIDE)
    result = build(PipelineSpec(program=str(source)), Registry.discover()).run()
    assert [o.show() for o in result.outcomes] == [
        'done  output="1 ./outside 1 | no env -1 1 -1 | 1 9\\n" ret=0']
