"""C11 thread creation/join synchronisation by the memory models, private stack slots, and
continuation keys over live registers (issue 7's reductions for C programs)."""

from __future__ import annotations

import re

from pathlib import Path
from typing import Any

import llvmlite.binding as llvm
import pytest
from ctreelab.events import Join, Ordering, Read, Spawn, ThreadCreated, ThreadJoined, Write
from ctreelab.footprint import Access, cell
from ctreelab.interleave import InterleaveStage
from ctreelab.memory import MemoryStage
from ctreelab.program import GlobalDecl, Layout
from ctreelab.stage import RunContext
from ctreelab.tree import observe, ret, trigger
from ctreelab.values import UNDEF
from ctreelab_plugins.languages.llvm.escape import private_pointers, private_thread_locals
from ctreelab_plugins.languages.llvm.module import load_module
from ctreelab_plugins.languages.llvm.program import LLVMProgram
from ctreelab_plugins.memory_promising.model import Promising
from ctreelab_plugins.memory_sc.model import SC
from ctreelab_plugins.memory_tso.model import TSO
from ctreelab_plugins.schedulers.exhaustive import Exhaustive
from test_interp import HandProgram, seq

NA = Ordering.not_atomic
X = 1  # the address of the only global, x
MODELS = {"sc": SC, "tso": TSO, "promising": Promising}


def run(program: HandProgram, model: str) -> set[Any]:
    ctx = RunContext(program, Layout.of(program.globals))
    tree = InterleaveStage().combine(ctx, lambda name, args: program.denote(name, args))
    tree = MemoryStage(MODELS[model]()).apply(ctx, tree)
    found = Exhaustive().explore(lambda: tree).outcomes
    return {o.ret if o.kind == "done" else (o.kind, o.reason) for o in found}


def creation(sync: bool) -> HandProgram:
    """main writes x = 1, then creates a thread that returns what it reads of x."""
    return HandProgram({
        "main": lambda: seq(trigger(Write(NA, X, 1)),
                            lambda _: trigger(Spawn("t", None, None, 0, sync)),
                            lambda tid: trigger(Join(tid, sync))),
        "t": lambda _: trigger(Read(NA, X)),
    }, (GlobalDecl("x", (0,)),))


def join(sync: bool) -> HandProgram:
    """A thread writes x = 5; main joins it, then returns what it reads of x."""
    return HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0, sync)),
                            lambda tid: trigger(Join(tid, sync)),
                            lambda _: trigger(Read(NA, X))),
        "t": lambda _: seq(trigger(Write(NA, X, 5)), lambda _: ret(0)),
    }, (GlobalDecl("x", (0,)),))


@pytest.mark.parametrize("model", MODELS)
def test_a_synchronising_creation_shows_the_creator_s_past(model: str) -> None:
    assert run(creation(True), model) == {1}


@pytest.mark.parametrize(("model", "seen"), [("sc", {1}), ("tso", {0, 1}),
                                              ("promising", {UNDEF})])
def test_a_raw_spawn_synchronises_nothing(model: str, seen: set[Any]) -> None:
    # μIR-thread's spawn: under TSO main's store may still sit in its buffer, under
    # Promising the non-atomic read races with it
    assert run(creation(False), model) == seen


@pytest.mark.parametrize("model", MODELS)
def test_a_synchronising_join_shows_the_thread_s_run(model: str) -> None:
    assert run(join(True), model) == {5}


@pytest.mark.parametrize(("model", "seen"), [("sc", {5}), ("tso", {0, 5}),
                                              ("promising", {UNDEF})])
def test_a_raw_join_synchronises_nothing(model: str, seen: set[Any]) -> None:
    assert run(join(False), model) == seen


def test_joining_a_thread_twice_is_undefined() -> None:
    prog = HandProgram({
        "main": lambda: seq(trigger(Spawn("t", None, None, 0, True)),
                            lambda tid: seq(trigger(Join(tid, True)),
                                            lambda _: trigger(Join(tid, True)))),
        "t": lambda _: ret(7),
    })
    assert run(prog, "sc") == {("ub", "thread 2 joined twice")}


def test_thread_creation_and_join_footprints() -> None:
    created, joined = ThreadCreated(2), ThreadJoined(2)
    assert SC().footprint(1, created) == () and SC().footprint(1, joined) == ()
    assert Promising().footprint(1, created) == () and Promising().footprint(1, joined) == ()
    # TSO drains buffers: the creator's, or the child's and the joiner's; what they
    # publish is known only in a state (``current``)
    tso = TSO()
    own, child = cell(("buffer", 1)), cell(("buffer", 2))
    assert tso.footprint(1, created) == (own, Access("tso-flush", 1, 2, True))
    assert tso.footprint(1, joined) == (child, own, Access("tso-flush", 1, 2, True),
                                        Access("tso-flush", 2, 3, True))
    state = tso.initial_state(Layout.of((GlobalDecl("x", (0,)),)))
    _, buffered = state_after(tso, 2, Write(NA, X, 5), state)
    assert tso.current(1, tso.footprint(1, created), buffered) == (own,)
    assert tso.current(1, tso.footprint(1, joined), buffered) == (
        child, own, Access("mem", X, X + 1, True))


def state_after(model: Any, tid: int, event: Any, state: Any) -> tuple[Any, Any]:
    node = observe(model.handle(tid, event, state))
    while not hasattr(node, "value"):
        node = observe(node.k(None))
    return node.value


def test_tso_private_accesses_bypass_the_store_buffer() -> None:
    tso = TSO()
    state = tso.initial_state(Layout.of((GlobalDecl("x", (0,)),)))
    _, buffered = state_after(tso, 1, Write(NA, X, 1), state)
    assert buffered.buffers == ((1, ((X, 1),)),) and buffered.memory[X] == 0
    _, direct = state_after(tso, 1, Write(NA, X, 1, "int", True), state)
    assert direct.buffers == () and direct.memory[X] == 1
    assert state_after(tso, 1, Read(NA, X, "int", True), direct)[0] == 1
    assert tso.footprint(1, Write(NA, X, 1, "int", True)) == ()
    assert tso.footprint(1, Read(NA, X, "int", True)) == ()
    assert SC().footprint(1, Read(NA, X, "int", True)) == ()
    assert Promising().footprint(1, Write(NA, X, 1, "int", True)) == ()


ESCAPES = """
declare i32 @pthread_create(i64*, i8*, i8* (i8*)*, i8*)
declare void @ext(i32*)
declare void @llvm.lifetime.start.p0i8(i64, i8*)

define i8* @w(i8* %x) {
  ret i8* %x
}

define i32 @f() {
  %a = alloca i32
  %b = alloca i32
  %c = alloca i32
  %p = alloca i32*
  %d = alloca [2 x i64]
  %e = alloca i32
  %s = alloca i32
  %cast = bitcast [2 x i64]* %d to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* %cast)
  store i32 1, i32* %a
  %v = load i32, i32* %a
  call void @ext(i32* %b)
  store i32* %c, i32** %p
  %g = getelementptr [2 x i64], [2 x i64]* %d, i64 0, i64 1
  %r = call i32 @pthread_create(i64* %g, i8* null, i8* (i8*)* @w, i8* null)
  store atomic i32 0, i32* %e seq_cst, align 4
  %q = select i1 true, i32* %s, i32* %a
  %h = alloca i32
  %hp = alloca i32*
  store i32* %h, i32** %hp
  %hv = bitcast i32** %hp to i32*
  call void @ext(i32* %hv)
  ret i32 %v
}
"""


COPIES = """
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.va_start(i8*)
declare i32 @vsnprintf(i8*, i64, i8*, i8*)

define void @g(i64 %n, ...) {
  %whole = alloca [4 x i32]
  %into = alloca [4 x i32]
  %small = alloca i32
  %var = alloca i32
  %set = alloca [2 x i64]
  %ap = alloca [24 x i8]
  %buf = alloca [8 x i8]
  %w = bitcast [4 x i32]* %whole to i8*
  %i = bitcast [4 x i32]* %into to i8*
  %mid = getelementptr [4 x i32], [4 x i32]* %into, i64 0, i64 1
  %m = bitcast i32* %mid to i8*
  %s = bitcast i32* %small to i8*
  %v = bitcast i32* %var to i8*
  %z = bitcast [2 x i64]* %set to i8*
  %a = getelementptr [24 x i8], [24 x i8]* %ap, i64 0, i64 0
  %b = getelementptr [8 x i8], [8 x i8]* %buf, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %w, i8* %i, i64 16, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %m, i8* %s, i64 4, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %v, i8* %v, i64 %n, i1 false)
  call void @llvm.memset.p0i8.i64(i8* %z, i8 0, i64 16, i1 false)
  call void @llvm.va_start(i8* %a)
  %r = call i32 @vsnprintf(i8* %b, i64 8, i8* %b, i8* %a)
  ret void
}
"""


def slot_size(alloca: Any) -> int | None:
    """The test modules' slots: [N x iM], iM and pointers, by their text."""
    m = re.search(r"alloca (?:\[(\d+) x i(\d+)\]|i(\d+)|ptr\b|i8\*)", str(alloca))
    assert m is not None
    return int(m[1]) * int(m[2]) // 8 if m[1] else int(m[3]) // 8 if m[3] else 8


def thread_local_slots(text: str, fn: str) -> tuple[dict[Any, Any], set[Any]]:
    return slots_and_cells(text, fn)[:2]


def slots_and_cells(text: str, fn: str) -> tuple[dict[Any, Any], set[Any], dict[Any, Any]]:
    module = llvm.parse_assembly(text)
    return private_pointers(module.get_function(fn), slot_size,
                            {f.name: f for f in module.functions})


def test_escape_analysis_finds_the_private_stack_slots() -> None:
    private, tracked = thread_local_slots(ESCAPES, "f")
    # %b is passed to a function, %e accessed atomically, %s and (through the select) %a
    # flow into a select, %h is stored into %hp, whose address is passed to a function;
    # %c is stored as a value, but into %p, which holds only pointers into %c
    assert sorted(v.name for v in private) == ["c", "cast", "d", "g", "p"]
    assert tracked == set()


def test_whole_slot_copies_and_va_lists_stay_private() -> None:
    """memcpy/memset of a whole slot by a constant length, a va_list: private and not
    tracked; a copy into the middle of a slot (%into: it could run past its end), of a
    variable length (%var), and a buffer the C library writes (%buf): thread-local but
    tracked (the allocations stage checks that the call stays inside); %small is the
    whole source."""
    private, tracked = thread_local_slots(COPIES, "g")
    slots = {v.name for v in private if v.opcode == "alloca"}
    assert sorted(slots) == ["ap", "buf", "into", "set", "small", "var", "whole"]
    assert sorted(v.name for v in tracked) == ["buf", "into", "var"]


LIBRARY_CALLS = """
declare i32 @snprintf(i8*, i64, i8*, ...)
declare i64 @strlen(i8*)
declare i8* @strchr(i8*, i32)
declare i8* @strdup(i8*)
declare i8* @strtok_r(i8*, i8*, i8**)

define i32 @mine(i8* %x) {
  ret i32 0
}

define i64 @h() {
  %key = alloca [8 x i8]
  %dup = alloca [8 x i8]
  %tok = alloca [8 x i8]
  %save = alloca i8*
  %own = alloca [8 x i8]
  %k = getelementptr [8 x i8], [8 x i8]* %key, i64 0, i64 0
  %d = getelementptr [8 x i8], [8 x i8]* %dup, i64 0, i64 0
  %t = getelementptr [8 x i8], [8 x i8]* %tok, i64 0, i64 0
  %o = getelementptr [8 x i8], [8 x i8]* %own, i64 0, i64 0
  %r = call i32 (i8*, i64, i8*, ...) @snprintf(i8* %k, i64 8, i8* %k, i8* %k)
  %c = call i8* @strchr(i8* %k, i32 44)
  store i8 0, i8* %c
  %n = call i64 @strlen(i8* %c)
  %y = call i8* @strdup(i8* %d)
  %z = call i8* @strtok_r(i8* %t, i8* %d, i8** %save)
  %m = call i32 @mine(i8* %o)
  %pi = ptrtoint i8* %c to i64
  %ki = ptrtoint [8 x i8]* %key to i64
  %off = sub i64 %pi, %ki
  %before = icmp ult i64 %pi, %ki
  %ti = ptrtoint i8* %t to i64
  %far = add i64 %ti, %off
  ret i64 %far
}
"""


def test_library_routines_that_keep_no_pointer_leave_a_slot_thread_local() -> None:
    """A buffer that ``snprintf`` writes and ``strlen``/``strchr`` read stays thread-local
    (tracked: the library's accesses are checked against the slot), also through the
    pointer ``strchr`` returns into it; ``strdup`` is not in the list, and a function the
    program defines may keep the pointer.  The difference of two pointers into the slot is
    an offset; a pointer's integer used otherwise may reach it (``%tok``, also passed to
    strtok_r, whose ``%save`` stays thread-local: a pointer cell, but of a slot that
    escapes, so no cell to count on)."""
    private, tracked, cells = slots_and_cells(LIBRARY_CALLS, "h")
    assert sorted(v.name for v in tracked) == ["key", "save"]
    assert sorted(v.name for v in private) == ["c", "k", "key", "save"]
    assert cells == {}


TOKENS = """
@.sp = private constant [2 x i8] c" \\00"
declare i8* @strtok_r(i8*, i8*, i8**)
declare i64 @strtol(i8*, i8**, i32)
declare i8* @strncpy(i8*, i8*, i64)
declare void @keep(i8**)

define i64 @sum(i8* %line, i1 %leak) {
entry:
  %buf = alloca [64 x i8]
  %save = alloca i8*
  %end = alloca i8*
  %other = alloca [8 x i8]
  %osave = alloca i8*
  %b = getelementptr [64 x i8], [64 x i8]* %buf, i64 0, i64 0
  %cp = call i8* @strncpy(i8* %b, i8* %line, i64 63)
  store i8* null, i8** %save
  %first = call i8* @strtok_r(i8* %b, i8* getelementptr ([2 x i8], [2 x i8]* @.sp, i64 0, i64 0), i8** %save)
  br label %loop
loop:
  %tok = phi i8* [ %first, %entry ], [ %next, %loop ]
  %v = call i64 @strtol(i8* %tok, i8** %end, i32 10)
  %e = load i8*, i8** %end
  %c = load i8, i8* %e
  %next = call i8* @strtok_r(i8* null, i8* getelementptr ([2 x i8], [2 x i8]* @.sp, i64 0, i64 0), i8** %save)
  %done = icmp eq i8* %next, null
  br i1 %done, label %out, label %loop
out:
  %o = getelementptr [8 x i8], [8 x i8]* %other, i64 0, i64 0
  %t2 = call i8* @strtok_r(i8* %o, i8* getelementptr ([2 x i8], [2 x i8]* @.sp, i64 0, i64 0), i8** %osave)
  call void @keep(i8** %osave)
  ret i64 %v
}
"""


def test_pointer_cells_the_c_library_fills_keep_their_slot_thread_local() -> None:
    """``strtok_r`` keeps a pointer into its string in ``*saveptr`` and ``strtol`` one in
    ``*endptr``: when those are thread-local pointer cells of the buffer (``char *save =
    NULL`` first), the buffer stays thread-local (tracked), the tokens (``strtok_r(NULL,
    …)`` returns into what the cell holds, merged by the loop's phi) and what is loaded
    from ``%end`` point into it; a cell whose address is handed to a function (``%osave``)
    takes its buffer (``%other``) along."""
    private, tracked, cells = slots_and_cells(TOKENS, "sum")
    assert {a.name: b.name for a, b in cells.items()} == {"save": "buf", "end": "buf"}
    assert sorted(v.name for v in tracked) == ["buf", "end", "save"]
    assert sorted(v.name for v in private) == ["b", "buf", "cp", "e", "end", "first",
                                               "next", "save", "tok"]


def test_continuation_keys_hold_live_registers_only(tmp_path: Path) -> None:
    path = tmp_path / "dead.ll"
    path.write_text("""
@x = global i32 0

define i32 @main() {
entry:
  %old = atomicrmw add i32* @x, i32 1 monotonic
  %kept = load i32, i32* @x
  %again = atomicrmw add i32* @x, i32 1 monotonic
  ret i32 %kept
}
""")
    program = LLVMProgram(load_module(path))
    fn = program.functions["main"]
    regs = ("OLD", "KEPT", "AGAIN") + fn.init[3:]
    # the key of an access's continuation leaves out the register its answer goes to: after
    # the first atomicrmw and the load nothing defined is live yet; after the second
    # atomicrmw (whose result is dead) %kept is
    assert [fn.keys[0][pc](regs) for pc in range(3)] == [(), (), "KEPT"]


THREAD_LOCALS = """
@own = internal thread_local global i64 0
@taken = internal thread_local global i64 0
@arr = internal thread_local global [2 x i64] zeroinitializer
@atom = internal thread_local global i64 0
@kept = global i64* null
@in_init = internal thread_local global i64 0
@points = global i64* @in_init

define void @f() {
  %a = load i64, i64* @own
  %b = add i64 %a, 1
  store i64 %b, i64* @own
  store i64* @taken, i64** @kept
  store i64 1, i64* getelementptr ([2 x i64], [2 x i64]* @arr, i64 0, i64 1)
  %c = atomicrmw add i64* @atom, i64 1 monotonic
  ret void
}
"""


def test_thread_local_globals_no_thread_reaches_another_copy_of_are_private() -> None:
    """A ``__thread`` global only loaded and stored by name is private (each thread
    reaches its own copy only); one whose address is stored, one reached through an
    address expression, one accessed atomically, one whose address initialises another
    global are not."""
    module = llvm.parse_assembly(THREAD_LOCALS)
    functions = {f.name: f for f in module.functions}
    lines = THREAD_LOCALS.splitlines()
    assert private_thread_locals(functions, ("own", "taken", "arr", "atom"), lines) == {"own"}
    assert private_thread_locals(functions, ("own", "in_init"), lines) == {"own"}
