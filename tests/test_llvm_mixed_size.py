"""Mixed-size accesses (LLVM IR) under every memory model: exact outcome sets.

The same bytes written with one access size and read with another: what struct copies,
``memcpy``/``memset`` and ``char`` access to integers compile to.  ``sc`` and ``tso`` are
byte-precise (``tso``: store forwarding from the thread's own buffer byte by byte);
``promising`` does non-atomic mixed-size accesses byte by byte (overlapping locations are
split into byte locations, with their timelines and views) and stops an atomic access that
overlaps a location of another size with a failure outcome (see the models' READMEs).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ctreelab.pipeline import PipelineSpec, StageSpec, build
from ctreelab.registry import Registry

MODELS = ("sc", "tso", "promising")


def outcomes(tmp_path: Path, text: str, memory: str) -> set[str]:
    path = tmp_path / "prog.ll"
    path.write_text(text)
    spec = PipelineSpec(program=str(path), memory=memory, scheduler="exhaustive")
    return {o.show() for o in build(spec, Registry.discover()).run().outcomes}


def printed(text: str) -> str:
    return f'done  output="{text}\\n" ret=0'


# One thread: an i64 global written as i32, i16 and i8 and read back as i8, i32 and i64.
# The expected line is what this module prints compiled natively (clang 14, x86-64).
SEQUENTIAL = r"""
@g = global i64 0, align 8
@.fmt = private unnamed_addr constant [12 x i8] c"%d %d %lld\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  store i32 287454020, ptr @g
  %p1 = getelementptr i8, ptr @g, i64 1
  %b = load i8, ptr %p1
  %p2 = getelementptr i8, ptr @g, i64 2
  store i16 -1, ptr %p2
  %w = load i32, ptr @g
  %p5 = getelementptr i8, ptr @g, i64 5
  store i8 1, ptr %p5
  %q = load i64, ptr @g
  %p4 = getelementptr i8, ptr @g, i64 4
  %h = load i32, ptr %p4
  %bw = sext i8 %b to i32
  %s = add i32 %bw, %h
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %s, i32 %w, i64 %q)
  ret i32 0
}
"""


@pytest.mark.parametrize("memory", MODELS)
def test_sequential_mixed_sizes_read_back_the_bytes_written(tmp_path: Path, memory: str) -> None:
    assert outcomes(tmp_path, SEQUENTIAL, memory) == {printed("307 -52412 1103806542660")}


# Store buffering with mixed sizes: main stores an i32 to x and loads byte 1 of y; the other
# thread stores an i16 to y and loads byte 1 of x.  Main also re-reads byte 1 of x (own=):
# always 1, its own i32 store (under tso forwarded byte-wise from its store buffer).
SB = r"""
@x = global i32 0, align 4
@y = global i32 0, align 4
@r1 = global i32 0, align 4
@.fmt = private unnamed_addr constant [20 x i8] c"r0=%d r1=%d own=%d\0A\00"
declare i32 @printf(ptr, ...)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
define ptr @t2(ptr %arg) {
  store i16 256, ptr @y
  %p = getelementptr i8, ptr @x, i64 1
  %v = load i8, ptr %p
  %w = sext i8 %v to i32
  store i32 %w, ptr @r1
  ret ptr null
}
define i32 @main() {
  %t = alloca i64
  call i32 @pthread_create(ptr %t, ptr null, ptr @t2, ptr null)
  store i32 257, ptr @x
  %p = getelementptr i8, ptr @y, i64 1
  %v = load i8, ptr %p
  %own = load i8, ptr getelementptr (i8, ptr @x, i64 1)
  %h = load i64, ptr %t
  call i32 @pthread_join(i64 %h, ptr null)
  %r1 = load i32, ptr @r1
  %w = sext i8 %v to i32
  %o = sext i8 %own to i32
  call i32 (ptr, ...) @printf(ptr @.fmt, i32 %w, i32 %r1, i32 %o)
  ret i32 0
}
"""

SB_SC = {printed("r0=0 r1=1 own=1"), printed("r0=1 r1=0 own=1"), printed("r0=1 r1=1 own=1")}
# the plain accesses race (each thread's store with the other's load of a byte of it)
SB_RACES = {"race: data race: thread 1 writes x (not_atomic) at prog.ll:20 and thread 2 "
            "reads x+1 (not_atomic) at prog.ll:12",
            "race: data race: thread 1 reads y+1 (not_atomic) at prog.ll:22 and thread 2 "
            "writes y (not_atomic) at prog.ll:10"}
UNSEEN = "and a write of it by another thread that does not happen before it"
SB_EXPECTED = {
    "sc": SB_SC | SB_RACES,
    "tso": SB_SC | SB_RACES | {printed("r0=0 r1=0 own=1")},  # the store-buffering outcome
    # a load that may see both the initial value and the other thread's store (not in its
    # view) races, and reads undef (LLVM), which printf's operand picks as 0
    "promising": SB_RACES | {printed("r0=0 r1=0 own=1"),
                             f"race: data race: thread 2 reads x+1 (not_atomic) at prog.ll:12 "
                             f"{UNSEEN}",
                             f"race: data race: thread 1 reads y+1 (not_atomic) at prog.ll:22 "
                             f"{UNSEEN}"},
}


@pytest.mark.parametrize("memory", MODELS)
def test_store_buffering_with_mixed_sizes(tmp_path: Path, memory: str) -> None:
    assert outcomes(tmp_path, SB, memory) == SB_EXPECTED[memory]


# Message passing: the writer stores data as an i64, overwrites its upper half with an i32
# (under promising this splits the location into byte locations), then releases a flag;
# main acquires the flag and reads data as an i64.  Every byte location must be in main's
# view after the acquire, so the value read is exact.
MP = r"""
@data = global i64 0, align 8
@flag = global i32 0, align 4
@.fmt1 = private unnamed_addr constant [11 x i8] c"r=1 v=%ld\0A\00"
@.fmt0 = private unnamed_addr constant [5 x i8] c"r=0\0A\00"
declare i32 @printf(ptr, ...)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
define ptr @writer(ptr %arg) {
  store i64 1, ptr @data
  %hi = getelementptr i8, ptr @data, i64 4
  store i32 7, ptr %hi
  store atomic i32 1, ptr @flag release, align 4
  ret ptr null
}
define i32 @main() {
  %t = alloca i64
  call i32 @pthread_create(ptr %t, ptr null, ptr @writer, ptr null)
  %r = load atomic i32, ptr @flag acquire, align 4
  %ok = icmp eq i32 %r, 1
  br i1 %ok, label %read, label %none
read:
  %v = load i64, ptr @data
  call i32 (ptr, ...) @printf(ptr @.fmt1, i64 %v)
  br label %done
none:
  call i32 (ptr, ...) @printf(ptr @.fmt0)
  br label %done
done:
  %h = load i64, ptr %t
  call i32 @pthread_join(i64 %h, ptr null)
  ret i32 0
}
"""
MP_ALL = {printed("r=0"), printed("r=1 v=30064771073")}  # 7 << 32 | 1


@pytest.mark.parametrize("memory", MODELS)
def test_message_passing_publishes_every_byte(tmp_path: Path, memory: str) -> None:
    assert outcomes(tmp_path, MP, memory) == MP_ALL


def test_message_passing_without_acquire(tmp_path: Path) -> None:
    relaxed = MP.replace("ptr @flag acquire", "ptr @flag monotonic")
    assert relaxed != MP
    # tso: the values are exact, but nothing synchronises: the happens-before records see
    # the data load race with the writer's stores (C11), as sc's do
    assert outcomes(tmp_path, relaxed, "tso") == MP_ALL | {
        "race: data race: thread 1 reads data (not_atomic) at prog.ll:23 and thread 2 writes "
        "data (not_atomic) at prog.ll:10"}
    # promising: nothing synchronises, the data bytes are racy reads: undef (picked as 0)
    assert outcomes(tmp_path, relaxed, "promising") == {
        printed("r=0"), printed("r=1 v=0"),
        f"race: data race: thread 1 reads data (not_atomic) at prog.ll:23 {UNSEEN}"}


# An atomic i32 access to an i64 location.
ATOMIC = r"""
@x = global i64 0, align 8
define i32 @main() {
  store atomic i32 5, ptr @x seq_cst, align 8
  %v = load atomic i32, ptr @x seq_cst, align 8
  ret i32 %v
}
"""


@pytest.mark.parametrize("memory", ["sc", "tso", "promising"])
def test_mixed_size_atomics_on_byte_precise_models(tmp_path: Path, memory: str) -> None:
    """Under promising the i64 location is split into bytes and the i32's four merged into
    one location (as a std::mutex in a zeroed std::vector element is first used)."""
    assert outcomes(tmp_path, ATOMIC, memory) == {'done  output="" ret=5'}


# An atomic byte store splits the word; the i32 then spans bytes of different histories.
ATOMIC_SPLIT = ATOMIC.replace(
    "  store atomic i32 5", "  store atomic i8 7, ptr getelementptr (i8, ptr @x, i64 1) "
    "monotonic, align 1\n  store atomic i32 5")


def test_mixed_size_atomics_over_bytes_that_do_not_merge_are_a_failure_under_promising(
        tmp_path: Path) -> None:
    assert outcomes(tmp_path, ATOMIC_SPLIT, "sc") == {'done  output="" ret=5'}
    assert outcomes(tmp_path, ATOMIC_SPLIT, "promising") == {
        ("failure: promising cannot express mixed-size atomic accesses: i32 at 0x10000 "
         "overlaps a 1-byte location at 0x10000 (thread 1)")}


def test_tso_artifact_map_buffers_refuse_overlapping_own_entries(tmp_path: Path) -> None:
    path = tmp_path / "prog.ll"
    path.write_text(SEQUENTIAL)
    stages = (StageSpec("interleave"), StageSpec("memory", {"model": "tso", "compat": "artifact"}),
              StageSpec("io"))
    spec = PipelineSpec(program=str(path), stages=stages, scheduler="exhaustive")
    shown = {o.show() for o in build(spec, Registry.discover()).run().outcomes}
    # a flush before each load reads the bytes back; a load while an overlapping store of
    # another size is still in the map buffer (which cannot order them) is a failure
    assert shown == {printed("307 -52412 1103806542660"),
                     *(MAP_BUFFER_FAILURE.format(*clash) for clash in (
                         ("i8", "0x10001", 4, "0x10000"), ("i32", "0x10000", 2, "0x10002"),
                         ("i64", "0x10000", 1, "0x10005")))}


MAP_BUFFER_FAILURE = ("failure: tso (compat = artifact) cannot express mixed-size accesses: {} "
                      "at {} overlaps a buffered {}-byte store at {} (thread 1)")


# An atomic byte load from the middle of a plainly stored i32 (as in llvm_asserts/atomics.ll),
# then an atomic byte store into it and a plain i32 load: bytes never tear.
ATOMIC_BYTE = r"""
define i32 @main() {
  %p = alloca i32
  store i32 11206656, ptr %p
  %b = getelementptr i8, ptr %p, i64 2
  %r = load atomic i8, ptr %b seq_cst, align 1
  %c = getelementptr i8, ptr %p, i64 1
  store atomic i8 1, ptr %c release, align 1
  %w = load i32, ptr %p
  %rw = sext i8 %r to i32
  %s = add i32 %rw, %w
  ret i32 %s
}
"""


@pytest.mark.parametrize("memory", MODELS)
def test_atomic_byte_accesses_into_a_wider_location(tmp_path: Path, memory: str) -> None:
    # 0x00AB0000 -> byte 2 is 0xAB (-85); then 0x00AB0100 + (-85)
    assert outcomes(tmp_path, ATOMIC_BYTE, memory) == {f'done  output="" ret={0x00AB0100 - 85}'}


def test_merging_bytes_is_the_inverse_of_splitting() -> None:
    """A cell split into bytes and merged back is the cell again (timeline and views),
    and bytes whose views disagree are not merged."""
    from fractions import Fraction

    from ctreelab.fmap import FrozenMap
    from ctreelab_plugins.memory_promising.sized import (
        merged_timeline,
        merged_tview,
        split_timeline,
        split_tview,
    )
    from ctreelab_plugins.memory_promising.timeline import Msg
    from ctreelab_plugins.memory_promising.views import TView

    a, w = 0x100, 4
    view = FrozenMap({a: Fraction(3), 0x200: Fraction(1)})
    tl = (Msg(Fraction(1), Fraction(2), -2, None), Msg(Fraction(2), Fraction(3), 0x01020304, view))
    assert merged_timeline(split_timeline(tl, a, w), a, w) == tl
    tv = TView(view, view, FrozenMap({0x200: Fraction(1)}), FrozenMap({a: view}))
    assert merged_tview(split_tview(tv, a, w), a, w) == tv
    torn = split_tview(tv, a, w)
    torn = TView(torn.cur.set(a + 1, Fraction(2)), torn.acq, torn.rel_all, torn.rel)
    assert merged_tview(torn, a, w) is None
    assert merged_timeline([tl, tl[:1], tl, tl], a, w) is None
