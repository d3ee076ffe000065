"""Tests of the C litmus thread-section parser (``plugins/languages/litmus/c.py``): the exact
intermediate form it builds, its exact error messages, robustness (fuzzing, deep nesting), and
every C test of the conformance data in ``../shared/litmus``."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from ctreelab.events import Ordering
from ctreelab_plugins.languages.litmus import ast
from ctreelab_plugins.languages.litmus.ast import (
    Assign,
    Bin,
    Cas,
    Const,
    FenceI,
    Goto,
    IfNot,
    Load,
    Loc,
    Pos,
    Reg,
    Rmw,
    Store,
    Thread,
    Un,
)
from ctreelab_plugins.languages.litmus.c import MAX_HEIGHT, MAX_NESTING, parse_threads

NA, RLX, ACQ, REL, AR, SC = (Ordering.not_atomic, Ordering.monotonic, Ordering.acquire,
                             Ordering.release, Ordering.acq_rel, Ordering.seq_cst)

LITMUS = Path(__file__).resolve().parents[2] / "shared" / "litmus"
C_DIRS = ("dat3m/litmus/C11/auto", "dat3m/litmus/C11/manual",
          "herdtools7-catalogue/catalogue/c11popl15/tests/illustrative")
# Data files whose threads use constructs the front-end does not support (and why).
UNSUPPORTED = {
    # `atomic_load_explicit(y+r0, ...)` indexes the array `atomic_int y[2]`
    "dat3m/litmus/C11/manual/imm-E3.5.litmus":
        "dat3m/litmus/C11/manual/imm-E3.5.litmus:13:36: unsupported C construct: "
        "pointer arithmetic",
}


def parse(src: str) -> tuple[Thread, ...]:
    return parse_threads(src, "t.litmus", 1, 1)


def code(body: str, params: str = "atomic_int* x, int* y") -> tuple[ast.Instr, ...]:
    """The code of ``P0 (params) { body }`` written on one line starting at column 1."""
    (thread,) = parse(f"P0({params}) {{{body}}}")
    return thread.code


def col(body: str, needle: str, params: str = "atomic_int* x, int* y", nth: int = 0) -> Pos:
    """The position of the ``nth`` occurrence of ``needle`` in ``body`` as placed by code()."""
    prefix = f"P0({params}) {{"
    index = -1
    for _ in range(nth + 1):
        index = body.index(needle, index + 1)
    return Pos(1, len(prefix) + index + 1)


def error(src: str) -> str:
    with pytest.raises(ast.LitmusError) as info:
        parse(src)
    return f"{type(info.value).__name__}: {info.value}"


# --- threads, parameters, positions ----------------------------------------------------------

MP = """\
P0 (atomic_int* x, volatile int* y) {
  *y = 1;
  atomic_store_explicit(x, 1, memory_order_release);
}

P1 (atomic_int* x, volatile int* y) {
  int r0 = atomic_load_explicit(x, memory_order_acquire);
  int r1 = *y;
}
"""


def test_message_passing_exact_ir() -> None:
    assert parse(MP) == (
        Thread(0, (
            Store(Loc("y"), Const(1), NA, Pos(2, 3)),
            Store(Loc("x"), Const(1), REL, Pos(3, 3)),
        ), (), Pos(1, 1)),
        Thread(1, (
            Load("r0", Loc("x"), ACQ, Pos(7, 12)),
            Load("r1", Loc("y"), NA, Pos(8, 12)),
        ), ("r0", "r1"), Pos(6, 1)),
    )


def test_positions_are_file_positions() -> None:
    # the section starts at line 7, column 30 (right after the init block's '}')
    text = "  \n P0(int* x) {\n\t*x = 1; }"
    (thread,) = parse_threads(text, "f.litmus", 7, 30)
    assert thread.pos == Pos(8, 2)
    assert thread.code == (Store(Loc("x"), Const(1), NA, Pos(9, 2)),)
    (thread,) = parse_threads("P0(int* x) { *x = 1; }", "f.litmus", 7, 30)
    assert thread.pos == Pos(7, 30)
    assert thread.code == (Store(Loc("x"), Const(1), NA, Pos(7, 43)),)
    with pytest.raises(ast.LitmusError) as info:
        parse_threads("\n  P0(int* x) { *x = 1 }", "f.litmus", 7, 30)
    assert str(info.value) == "f.litmus:8:23: expected ';', found '}'"
    assert (info.value.path, info.value.line, info.value.col) == ("f.litmus", 8, 23)


@pytest.mark.parametrize("params", [
    "atomic_int* x", "atomic_int *x", "int* x", "volatile int* x", "_Atomic int* x",
    "atomic_long* x", "const volatile int * x", "_Atomic(int)* x", "int * const x",
    "unsigned long int* x", "atomic_uintptr_t* x", "int64_t* x", "atomic_int* volatile x",
])
def test_parameter_types(params: str) -> None:
    assert code("*x = 2;", params) == (Store(Loc("x"), Const(2), NA, col("*x = 2;", "*", params)),)


def test_empty_and_void_parameter_lists_and_void_return_type() -> None:
    assert parse("P0() {} void P1(void) {} P2(void) { }") == (
        Thread(0, (), (), Pos(1, 1)), Thread(1, (), (), Pos(1, 14)),
        Thread(2, (), (), Pos(1, 26)))


def test_three_threads_in_order() -> None:
    threads = parse("P0(int* x){} P1(int* x){} P2(int* x){}")
    assert [t.tid for t in threads] == [0, 1, 2]


def test_type_of_parameter_is_ignored_plain_access_is_not_atomic() -> None:
    # herd: '*x' is a plain access whatever x's declared type
    body, params = "int r = *x;", "atomic_int* x"
    assert code(body, params) == (Load("r", Loc("x"), NA, col(body, "*x", params)),)


# --- comments --------------------------------------------------------------------------------


def test_comments() -> None:
    src = """\
(* an OCaml comment (* nested *) with { braces } *)
// a line comment
P0 (int* x) { // trailing
  /* block
     comment */ *x = 1; // (* not a comment in C *)
}
/* between */ (* between *)
P1 (int* x) { int r = (*x); }
"""
    assert parse(src) == (
        Thread(0, (Store(Loc("x"), Const(1), NA, Pos(5, 17)),), (), Pos(3, 1)),
        Thread(1, (Load("r", Loc("x"), NA, Pos(8, 24)),), ("r",), Pos(8, 1)),
    )


# --- locals and registers --------------------------------------------------------------------


def test_declarations_and_assignments() -> None:
    body = "int a; int b = 1, c = -2; d = b + c; int e; a = 0x1F; b = 7;"
    (thread,) = parse(f"P0(int* x) {{{body}}}")
    assert thread.registers == ("a", "b", "c", "d", "e")
    p = "int* x"
    assert thread.code == (
        Assign("b", Const(1), col(body, "b", p)),
        Assign("c", Const(-2), col(body, "c", p)),
        Assign("d", Bin("+", Reg("b"), Reg("c")), col(body, "d", p)),
        Assign("a", Const(31), col(body, "a =", p)),
        Assign("b", Const(7), col(body, "b = 7", p)),
    )


def test_uninitialised_local_emits_nothing() -> None:
    # herd's DeclReg is a no-op: the register keeps its initial value (init block, else 0)
    (thread,) = parse("P0(int* x) { int r0; long unsigned r1; volatile int r2; }")
    assert thread.code == ()
    assert thread.registers == ("r0", "r1", "r2")


def test_registers_in_order_of_first_appearance_temporaries_excluded() -> None:
    (thread,) = parse("P0(int* x) { r2 = *x + *x; int r1 = r3; "
                      "int r0 = atomic_compare_exchange_strong(x, &r4, 1); r2 = 1; }")
    assert thread.registers == ("r2", "r1", "r0", "r4")
    assert all(not r.startswith("$") for r in thread.registers)


def test_reading_an_undeclared_name_is_a_register_read() -> None:
    body = "int r = s;"
    assert code(body) == (Assign("r", Reg("s"), col(body, "r")),)


# --- atomics ---------------------------------------------------------------------------------


@pytest.mark.parametrize("order, expected", [
    ("memory_order_relaxed", RLX), ("memory_order_consume", ACQ), ("memory_order_acquire", ACQ),
    ("memory_order_seq_cst", SC),
])
def test_load_orders(order: str, expected: Ordering) -> None:
    body = f"int r = atomic_load_explicit(x, {order});"
    assert code(body) == (Load("r", Loc("x"), expected, col(body, "atomic")),)


@pytest.mark.parametrize("order, expected", [
    ("memory_order_relaxed", RLX), ("memory_order_release", REL), ("memory_order_seq_cst", SC),
])
def test_store_orders(order: str, expected: Ordering) -> None:
    body = f"atomic_store_explicit(x, 3, {order});"
    assert code(body) == (Store(Loc("x"), Const(3), expected, col(body, "atomic")),)


@pytest.mark.parametrize("order, expected", [
    ("memory_order_consume", ACQ), ("memory_order_acquire", ACQ), ("memory_order_release", REL),
    ("memory_order_acq_rel", AR), ("memory_order_seq_cst", SC),
])
def test_fence_orders(order: str, expected: Ordering) -> None:
    body = f"atomic_thread_fence({order});"
    assert code(body) == (FenceI(expected, col(body, "atomic")),)


def test_relaxed_fence_has_no_effect() -> None:
    assert code("atomic_thread_fence(memory_order_relaxed);") == ()


@pytest.mark.parametrize("c_name, op", [
    ("exchange", "xchg"), ("fetch_add", "add"), ("fetch_sub", "sub"), ("fetch_and", "and"),
    ("fetch_or", "or"), ("fetch_xor", "xor"),
])
def test_read_modify_writes(c_name: str, op: str) -> None:
    body = (f"int r = atomic_{c_name}_explicit(x, 5, memory_order_acq_rel); "
            f"atomic_{c_name}(x, r); r = atomic_{c_name}_explicit(x, 1, memory_order_relaxed);")
    assert code(body) == (
        Rmw("r", Loc("x"), op, Const(5), AR, col(body, "atomic")),
        Rmw(None, Loc("x"), op, Reg("r"), SC, col(body, "atomic", nth=1)),
        Rmw("r", Loc("x"), op, Const(1), RLX, col(body, "atomic", nth=2)),
    )


def test_non_explicit_forms_are_seq_cst() -> None:
    body = "atomic_store(x, 1); int r = atomic_load(x); atomic_exchange(x, 2);"
    assert code(body) == (
        Store(Loc("x"), Const(1), SC, col(body, "atomic")),
        Load("r", Loc("x"), SC, col(body, "atomic", nth=1)),
        Rmw(None, Loc("x"), "xchg", Const(2), SC, col(body, "atomic", nth=2)),
    )


def test_compare_exchange_with_register_expected() -> None:
    body = ("int e = 1; int ok = atomic_compare_exchange_strong_explicit(x, &e, 2, "
            "memory_order_acq_rel, memory_order_acquire); "
            "atomic_compare_exchange_weak_explicit(x, &e, ok + 1, memory_order_release, "
            "memory_order_relaxed); ok = atomic_compare_exchange_weak(x, &e, 3); "
            "ok = atomic_compare_exchange_strong(x, &e, 4);")
    at = [col(body, "atomic", nth=n) for n in range(4)]
    assert code(body) == (
        Assign("e", Const(1), col(body, "e")),
        Cas("ok", Loc("x"), "e", Const(2), AR, ACQ, False, at[0]),
        Cas(None, Loc("x"), "e", Bin("+", Reg("ok"), Const(1)), REL, RLX, True, at[1]),
        Cas("ok", Loc("x"), "e", Const(3), SC, SC, True, at[2]),
        Cas("ok", Loc("x"), "e", Const(4), SC, SC, False, at[3]),
    )


def test_compare_exchange_result_into_its_expected_register() -> None:
    body = "e = atomic_compare_exchange_strong(x, &e, 1);"
    at = col(body, "atomic")
    assert code(body) == (
        Cas("$t0", Loc("x"), "e", Const(1), SC, SC, False, at),
        Assign("e", Reg("$t0"), at),
    )


def test_compare_exchange_with_location_expected_follows_herd() -> None:
    # herd: read *one non-atomically, CAS against it, on failure write the value read back
    body = ("int r0 = atomic_compare_exchange_strong_explicit(x, one, 2, memory_order_acquire, "
            "memory_order_relaxed); atomic_compare_exchange_weak(x, one, *one);")
    p = "atomic_int* x, atomic_int* one"
    at0, at1 = col(body, "atomic", p), col(body, "atomic", p, nth=1)
    assert code(body, p) == (
        Load("$t0", Loc("one"), NA, at0),
        Cas("r0", Loc("x"), "$t0", Const(2), ACQ, RLX, False, at0),
        IfNot(Un("!", Reg("r0")), 4, at0),
        Store(Loc("one"), Reg("$t0"), NA, at0),
        Load("$t1", Loc("one"), NA, at1),
        Load("$t2", Loc("one"), NA, col(body, "*one", p)),
        Cas("$t3", Loc("x"), "$t1", Reg("$t2"), SC, SC, True, at1),
        IfNot(Un("!", Reg("$t3")), 9, at1),
        Store(Loc("one"), Reg("$t1"), NA, at1),
    )


def test_load_as_a_statement_reads_into_a_temporary() -> None:
    body = "atomic_load_explicit(x, memory_order_acquire); *y;"
    assert code(body) == (Load("$t0", Loc("x"), ACQ, col(body, "atomic")),
                          Load("$t1", Loc("y"), NA, col(body, "*y")))


# --- expressions -----------------------------------------------------------------------------


def test_expression_with_accesses_is_split_left_to_right() -> None:
    body = "int t = atomic_load_explicit(x, memory_order_acquire) + *y * 2 - *y;"
    assert code(body) == (
        Load("$t0", Loc("x"), ACQ, col(body, "atomic")),
        Load("$t1", Loc("y"), NA, col(body, "*y")),
        Load("$t2", Loc("y"), NA, col(body, "*y", nth=1)),
        Assign("t", Bin("-", Bin("+", Reg("$t0"), Bin("*", Reg("$t1"), Const(2))), Reg("$t2")),
               col(body, "t =")),
    )


def test_store_of_a_loaded_value() -> None:
    body = "*y = atomic_fetch_add_explicit(x, *y, memory_order_relaxed) + 1;"
    assert code(body) == (
        Load("$t0", Loc("y"), NA, col(body, "*y", nth=1)),
        Rmw("$t1", Loc("x"), "add", Reg("$t0"), RLX, col(body, "atomic")),
        Store(Loc("y"), Bin("+", Reg("$t1"), Const(1)), NA, col(body, "*y")),
    )


def test_c_precedence_and_associativity() -> None:
    body = ("r = c | d ^ e & f == g < h << i + j * k; q = a || b && c == d; s = 1 - 2 - 3; "
            "t = -a * ~b;")
    r = Bin("|", Reg("c"), Bin("^", Reg("d"), Bin("&", Reg("e"), Bin("==", Reg("f"), Bin(
        "<", Reg("g"), Bin("<<", Reg("h"), Bin("+", Reg("i"), Bin("*", Reg("j"), Reg("k")))))))))
    assert code(body) == (
        Assign("r", r, col(body, "r")),
        Assign("q", Bin("||", Reg("a"), Bin("&&", Reg("b"), Bin("==", Reg("c"), Reg("d")))),
               col(body, "q")),
        Assign("s", Bin("-", Bin("-", Const(1), Const(2)), Const(3)), col(body, "s")),
        Assign("t", Bin("*", Un("-", Reg("a")), Un("~", Reg("b"))), col(body, "t =")),
    )


def test_all_binary_and_unary_operators() -> None:
    ops = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "==", "!=", "<", "<=", ">", ">=",
           "&&", "||"]
    body = " ".join(f"r = a {op} b;" for op in ops) + " r = !a; r = ~a; r = -a; r = +a; r = -(3);"
    assigns = tuple(Assign("r", Bin(op, Reg("a"), Reg("b")), col(body, "r", nth=n))
                    for n, op in enumerate(ops))
    n = len(ops)
    assert code(body) == assigns + (
        Assign("r", Un("!", Reg("a")), col(body, "r", nth=n)),
        Assign("r", Un("~", Reg("a")), col(body, "r", nth=n + 1)),
        Assign("r", Un("-", Reg("a")), col(body, "r", nth=n + 2)),
        Assign("r", Reg("a"), col(body, "r", nth=n + 3)),
        Assign("r", Const(-3), col(body, "r", nth=n + 4)),
    )


def test_pure_short_circuit_stays_an_expression() -> None:
    body = "r = *y && a;"
    assert code(body) == (
        Load("$t0", Loc("y"), NA, col(body, "*y")),
        Assign("r", Bin("&&", Reg("$t0"), Reg("a")), col(body, "r")),
    )


def test_short_circuit_with_trapping_right_side_is_lowered_with_jumps() -> None:
    # `a && 1 / a` must not divide when a == 0
    body = "r = a && 1 / a; s = a || b + 1;"
    at = col(body, "&&")
    assert code(body) == (
        Assign("$t0", Bin("!=", Reg("a"), Const(0)), at),
        IfNot(Reg("$t0"), 3, at),
        Assign("$t0", Bin("!=", Bin("/", Const(1), Reg("a")), Const(0)), at),
        Assign("r", Reg("$t0"), col(body, "r")),
        Assign("s", Bin("||", Reg("a"), Bin("+", Reg("b"), Const(1))), col(body, "s")),
    )


def test_short_circuit_with_access_on_the_right_is_lowered_with_jumps() -> None:
    body = "r = a && *y; s = b || atomic_load(x);"
    and_at, or_at = col(body, "&&"), col(body, "||")
    assert code(body) == (
        Assign("$t0", Bin("!=", Reg("a"), Const(0)), and_at),
        IfNot(Reg("$t0"), 4, and_at),
        Load("$t1", Loc("y"), NA, col(body, "*y")),
        Assign("$t0", Bin("!=", Reg("$t1"), Const(0)), and_at),
        Assign("r", Reg("$t0"), col(body, "r")),
        Assign("$t2", Bin("!=", Reg("b"), Const(0)), or_at),
        IfNot(Un("!", Reg("$t2")), 9, or_at),
        Load("$t3", Loc("x"), SC, col(body, "atomic")),
        Assign("$t2", Bin("!=", Reg("$t3"), Const(0)), or_at),
        Assign("s", Reg("$t2"), col(body, "s")),
    )


def test_compound_assignments_and_increments() -> None:
    body = "r += 2; r <<= 1; *y -= r; r++; --r; (*y)++;"
    assert code(body) == (
        Assign("r", Bin("+", Reg("r"), Const(2)), col(body, "r")),
        Assign("r", Bin("<<", Reg("r"), Const(1)), col(body, "r", nth=1)),
        Load("$t0", Loc("y"), NA, col(body, "*y")),
        Store(Loc("y"), Bin("-", Reg("$t0"), Reg("r")), NA, col(body, "*y")),
        Assign("r", Bin("+", Reg("r"), Const(1)), col(body, "r++")),
        Assign("r", Bin("-", Reg("r"), Const(1)), col(body, "--r")),
        Load("$t1", Loc("y"), NA, col(body, "*y", nth=1)),
        Store(Loc("y"), Bin("+", Reg("$t1"), Const(1)), NA, col(body, "*y", nth=1)),
    )


# --- control flow ----------------------------------------------------------------------------


def test_if_without_else() -> None:
    body = "int r = *y; if (r == 3) { *y = 1; *y = 2; } *y = 4;"
    at = col(body, "if")
    assert code(body) == (
        Load("r", Loc("y"), NA, col(body, "*y")),
        IfNot(Bin("==", Reg("r"), Const(3)), 4, at),
        Store(Loc("y"), Const(1), NA, col(body, "*y", nth=1)),
        Store(Loc("y"), Const(2), NA, col(body, "*y", nth=2)),
        Store(Loc("y"), Const(4), NA, col(body, "*y", nth=3)),
    )


def test_if_else_single_statements_and_nesting() -> None:
    body = "if (a) if (b) r = 1; else r = 2; else { r = 3; }"
    assert code(body) == (
        IfNot(Reg("a"), 6, col(body, "if")),
        IfNot(Reg("b"), 4, col(body, "if", nth=1)),
        Assign("r", Const(1), col(body, "r")),
        Goto(5, col(body, "else")),
        Assign("r", Const(2), col(body, "r", nth=1)),
        Goto(7, col(body, "else", nth=1)),
        Assign("r", Const(3), col(body, "r", nth=2)),
    )


def test_while_re_evaluates_its_condition_accesses() -> None:
    body = "while (atomic_load_explicit(x, memory_order_acquire) == 0) { r = r + 1; } *y = r;"
    at = col(body, "while")
    assert code(body) == (
        Load("$t0", Loc("x"), ACQ, col(body, "atomic")),
        IfNot(Bin("==", Reg("$t0"), Const(0)), 4, at),
        Assign("r", Bin("+", Reg("r"), Const(1)), col(body, "r = r")),
        Goto(0, at),
        Store(Loc("y"), Reg("r"), NA, col(body, "*y")),
    )


def test_empty_loops() -> None:
    body = "while (*y) ; while (1) {}"
    assert code(body) == (
        Load("$t0", Loc("y"), NA, col(body, "*y")),
        IfNot(Reg("$t0"), 3, col(body, "while")),
        Goto(0, col(body, "while")),
        IfNot(Const(1), 5, col(body, "while", nth=1)),
        Goto(3, col(body, "while", nth=1)),
    )


def test_do_while() -> None:
    body = "do { r = *y; } while (r != 1);"
    assert code(body) == (
        Load("r", Loc("y"), NA, col(body, "*y")),
        IfNot(Un("!", Bin("!=", Reg("r"), Const(1))), 0, col(body, "while")),
    )


def test_for() -> None:
    body = "for (int i = 0; i < 2; i++) *y = i; for (;;) ;"
    at, at2 = col(body, "for"), col(body, "for", nth=1)
    assert code(body) == (
        Assign("i", Const(0), col(body, "i = 0")),
        IfNot(Bin("<", Reg("i"), Const(2)), 5, at),
        Store(Loc("y"), Reg("i"), NA, col(body, "*y")),
        Assign("i", Bin("+", Reg("i"), Const(1)), col(body, "i++")),
        Goto(1, at),
        Goto(5, at2),
    )


def test_jump_targets_may_be_the_end_of_the_thread() -> None:
    body = "if (a) { r = 1; }"
    assert code(body)[0] == IfNot(Reg("a"), 2, col(body, "if"))


# --- errors ----------------------------------------------------------------------------------

P = "P0(atomic_int* x, int* y) {  "  # 29 characters: a body's first column is 30

ERRORS = [
    # structure
    ("", "LitmusError: t.litmus:1:1: expected thread P0, found end of thread section"),
    ("P1(int* x) {}", "LitmusError: t.litmus:1:1: expected thread P0, found 'P1'"),
    ("P0(int* x) {} P0(int* y) {}",
     "LitmusError: t.litmus:1:15: expected thread P1, found 'P0'"),
    ("P00(int* x) {}", "LitmusError: t.litmus:1:1: expected thread P0, found 'P00'"),
    ("P0(int* x) {} junk", "LitmusError: t.litmus:1:15: expected thread P1, found 'junk'"),
    ("P0(int* x)", "LitmusError: t.litmus:1:11: expected '{', found end of thread section"),
    ("P0(int* x) {", "LitmusError: t.litmus:1:13: expected '}', found end of thread section"),
    ("P0 int* x) {}", "LitmusError: t.litmus:1:4: expected '(', found 'int'"),
    ("int x;", ("Unsupported: t.litmus:1:1: unsupported C construct: declaration outside a "
               "thread function")),
    ("void f(int* x) {}", ("Unsupported: t.litmus:1:1: unsupported C construct: declaration "
                          "outside a thread function")),
    ("#define N 1", "Unsupported: t.litmus:1:1: unsupported C construct: preprocessor directive"),
    # parameters
    ("P0(int x) {}", ("Unsupported: t.litmus:1:8: unsupported C construct: non-pointer "
                     "parameter 'x'")),
    ("P0(x) {}", "LitmusError: t.litmus:1:4: expected a parameter type, found 'x'"),
    ("P0(&x) {}", "LitmusError: t.litmus:1:4: expected a parameter type, found '&'"),
    ("P0(int*) {}", "LitmusError: t.litmus:1:8: expected a parameter name, found ')'"),
    ("P0(int x y) {}", "Unsupported: t.litmus:1:8: unsupported C construct: parameter type 'x'"),
    ("P0(int** x) {}", ("Unsupported: t.litmus:1:8: unsupported C construct: pointer-to-pointer "
                       "parameter")),
    ("P0(spinlock_t* l) {}", ("Unsupported: t.litmus:1:4: unsupported C construct: parameter "
                             "type 'spinlock_t'")),
    ("P0(_Atomic(foo)* x) {}", ("Unsupported: t.litmus:1:12: unsupported C construct: "
                               "type 'foo'")),
    ("P0(int* x[]) {}", "Unsupported: t.litmus:1:10: unsupported C construct: array parameter"),
    ("P0(int* x, int* x) {}", "LitmusError: t.litmus:1:17: duplicate parameter 'x'"),
    # statements
    (P + "r = 1 }", "LitmusError: t.litmus:1:36: expected ';', found '}'"),
    (P + "return; }", "Unsupported: t.litmus:1:30: unsupported C construct: 'return' statement"),
    (P + "goto L; }", "Unsupported: t.litmus:1:30: unsupported C construct: 'goto' statement"),
    (P + "while (1) break; }",
     "Unsupported: t.litmus:1:40: unsupported C construct: 'break' statement"),
    (P + "L: r = 1; }", "Unsupported: t.litmus:1:30: unsupported C construct: label 'L'"),
    (P + "else r = 1; }", "LitmusError: t.litmus:1:30: 'else' without a previous 'if'"),
    (P + "if r {} }", "LitmusError: t.litmus:1:33: expected '(', found 'r'"),
    (P + "do r = 1; }", "LitmusError: t.litmus:1:40: expected 'while', found '}'"),
    (P + "int if = 1; }", "LitmusError: t.litmus:1:34: expected a variable name, found 'if'"),
    (P + "int r[2]; }", "Unsupported: t.litmus:1:35: unsupported C construct: local array"),
    (P + "int *r = x; }",
     "Unsupported: t.litmus:1:34: unsupported C construct: local pointer variable"),
    (P + "atomic_int r; }",
     "Unsupported: t.litmus:1:30: unsupported C construct: atomic local variable"),
    (P + "static int r; }", ("Unsupported: t.litmus:1:30: unsupported C construct: local "
                            "declaration of type 'static'")),
    (P + "int x = 1; }", ("Unsupported: t.litmus:1:34: unsupported C construct: local variable "
                         "'x' shadows a location parameter")),
    (P + "x = 1; }", ("Unsupported: t.litmus:1:30: unsupported C construct: assignment to "
                     "location parameter 'x'")),
    (P + "1 = 2; }", ("LitmusError: t.litmus:1:30: the target of '=' must be a variable or "
                     "'*location'")),
    (P + "f(1)++; }", ("LitmusError: t.litmus:1:30: the target of '++' must be a variable or "
                      "'*location'")),
    (P + "r = 1, s = 2; }",
     "Unsupported: t.litmus:1:35: unsupported C construct: comma operator"),
    (P + "memory_order_relaxed = 1; }",
     "LitmusError: t.litmus:1:30: cannot assign to 'memory_order_relaxed'"),
    # expressions
    (P + "r = ; }", "LitmusError: t.litmus:1:34: expected an expression, found ';'"),
    (P + "r = (1; }", "LitmusError: t.litmus:1:36: expected ')', found ';'"),
    (P + "r = r ? 1 : 2; }",
     "Unsupported: t.litmus:1:36: unsupported C construct: conditional operator '?:'"),
    (P + "r = (int)1; }", "Unsupported: t.litmus:1:34: unsupported C construct: cast"),
    (P + "r = sizeof(int); }", "Unsupported: t.litmus:1:34: unsupported C construct: 'sizeof'"),
    (P + "r = (s = 2); }", ("Unsupported: t.litmus:1:35: unsupported C construct: assignment "
                           "inside an expression")),
    (P + "r = s++; }",
     "Unsupported: t.litmus:1:35: unsupported C construct: '++' inside an expression"),
    (P + "r = y[0]; }", "Unsupported: t.litmus:1:35: unsupported C construct: array subscript"),
    (P + "r = y->a; }",
     "Unsupported: t.litmus:1:35: unsupported C construct: member access '->'"),
    (P + "r = (f)(1); }",
     "Unsupported: t.litmus:1:37: unsupported C construct: call through an expression"),
    (P + "r = memory_order_relaxed; }", ("Unsupported: t.litmus:1:34: unsupported C construct: "
                                    "memory order 'memory_order_relaxed' used as a value")),
    # literals and characters
    (P + "r = 010; }", "Unsupported: t.litmus:1:34: unsupported C construct: octal literal '010'"),
    (P + "r = 1u; }",
     "Unsupported: t.litmus:1:34: unsupported C construct: integer literal suffix in '1u'"),
    (P + "r = 1x; }", "LitmusError: t.litmus:1:34: malformed number '1x'"),
    (P + "r = 0x; }", "LitmusError: t.litmus:1:34: malformed number '0x'"),
    (P + "r = 1.5; }",
     "Unsupported: t.litmus:1:34: unsupported C construct: floating-point literal '1.5'"),
    (P + "r = 'a'; }", "Unsupported: t.litmus:1:34: unsupported C construct: character literal"),
    (P + 'r = "a"; }', "Unsupported: t.litmus:1:34: unsupported C construct: string literal"),
    (P + "r = @; }", "LitmusError: t.litmus:1:34: unexpected character '@'"),
    (P + "r = $t0; }", "LitmusError: t.litmus:1:34: unexpected character '$'"),
    (P + "/* open", "LitmusError: t.litmus:1:30: unterminated comment '/*'"),
    ("(* open (* nested *)", "LitmusError: t.litmus:1:1: unterminated comment '(*'"),
    # memory accesses
    (P + "foo(x); }", "Unsupported: t.litmus:1:30: unsupported C construct: call to 'foo'"),
    (P + "r = *(x + 1); }",
     "Unsupported: t.litmus:1:38: unsupported C construct: pointer arithmetic"),
    (P + "r = atomic_load(x + r); }",
     "Unsupported: t.litmus:1:48: unsupported C construct: pointer arithmetic"),
    (P + "r = x; }", ("Unsupported: t.litmus:1:34: unsupported C construct: location parameter "
                     "'x' used as a value (write '*x' to read it)")),
    (P + "r = &x; }",
     "Unsupported: t.litmus:1:34: unsupported C construct: address-of operator '&'"),
    (P + "r = atomic_load(&x); }",
     "Unsupported: t.litmus:1:46: unsupported C construct: address-of operator '&'"),
    (P + "r = *r; }", ("Unsupported: t.litmus:1:35: unsupported C construct: access through 'r', "
                      "which is not a location parameter")),
    (P + "*z = 1; }", ("Unsupported: t.litmus:1:31: unsupported C construct: access through 'z', "
                      "which is not a location parameter")),
    (P + "r = **x; }", ("Unsupported: t.litmus:1:35: unsupported C construct: access through a "
                       "pointer read from memory")),
    (P + "r = atomic_load(1); }", ("Unsupported: t.litmus:1:46: unsupported C construct: access "
                              "through an expression that is not a location parameter")),
    # atomic calls
    (P + "r = atomic_load_explicit(x); }",
     "LitmusError: t.litmus:1:34: 'atomic_load_explicit' takes 2 arguments, found 1"),
    (P + "atomic_thread_fence(); }",
     "LitmusError: t.litmus:1:30: 'atomic_thread_fence' takes 1 argument, found 0"),
    (P + "r = atomic_load_explicit(x, memory_order_release); }",
     ("LitmusError: t.litmus:1:58: memory_order_release is not a valid memory order for "
     "'atomic_load_explicit'")),
    (P + "atomic_store_explicit(x, 1, memory_order_acq_rel); }",
     ("LitmusError: t.litmus:1:58: memory_order_acq_rel is not a valid memory order for "
     "'atomic_store_explicit'")),
    (P + "r = atomic_load_explicit(x, relaxed); }",
     ("LitmusError: t.litmus:1:58: expected a memory order (memory_order_relaxed, _consume, "
     "_acquire, _release, _acq_rel, _seq_cst), found 'relaxed'")),
    (P + "r = atomic_load_explicit(x, 1 + 2); }",
     ("LitmusError: t.litmus:1:58: expected a memory order (memory_order_relaxed, _consume, "
     "_acquire, _release, _acq_rel, _seq_cst), found an expression")),
    (P + "r = atomic_compare_exchange_strong_explicit(x, &r, 1, memory_order_seq_cst, "
         "memory_order_release); }",
     ("LitmusError: t.litmus:1:106: memory_order_release is not a valid failure order for "
     "'atomic_compare_exchange_strong_explicit'")),
    (P + "r = atomic_compare_exchange_strong(x, 0, 1); }",
     ("Unsupported: t.litmus:1:68: unsupported C construct: compare-exchange expected value "
     "that is neither '&register' nor a location parameter")),
    (P + "r = atomic_compare_exchange_strong(x, &x, 1); }",
     ("Unsupported: t.litmus:1:68: unsupported C construct: compare-exchange expected value "
     "that is neither '&register' nor a location parameter")),
    (P + "r = atomic_store(x, 1); }",
     "LitmusError: t.litmus:1:34: 'atomic_store' returns no value"),
    (P + "r = 1 + atomic_thread_fence(memory_order_seq_cst); }",
     "LitmusError: t.litmus:1:38: 'atomic_thread_fence' returns no value"),
    (P + "atomic_signal_fence(memory_order_seq_cst); }",
     "Unsupported: t.litmus:1:30: unsupported C construct: call to 'atomic_signal_fence'"),
    (P + "spin_lock(x); }",
     "Unsupported: t.litmus:1:30: unsupported C construct: call to 'spin_lock'"),
]


@pytest.mark.parametrize("src, message", ERRORS, ids=[m.split(": ", 2)[-1] for _, m in ERRORS])
def test_error_messages(src: str, message: str) -> None:
    assert error(src) == message


def test_errors_are_program_errors_with_positions() -> None:
    with pytest.raises(ast.Unsupported) as info:
        parse_threads("\n\nP0(int* x) {\n  goto L;\n}", "dir/t.litmus", 10, 4)
    err = info.value
    assert (err.path, err.line, err.col) == ("dir/t.litmus", 13, 3)
    assert err.message == "unsupported C construct: 'goto' statement"


# --- robustness ------------------------------------------------------------------------------

DEEP = 10_000


@pytest.mark.parametrize("body, message", [
    ("r = " + "(" * DEEP + "1" + ")" * DEEP + ";",
     f"t.litmus:1:{34 + MAX_NESTING - 2}: nesting too deep (more than 64 levels)"),
    ("r = " + "!" * DEEP + "1;", (f"t.litmus:1:{34 + MAX_NESTING - 3}: nesting too deep "
                                 "(more than 64 levels)")),
    ("r = " + "--" * DEEP + "r;", (f"t.litmus:1:{34 + 2 * (MAX_NESTING - 3)}: nesting too deep "
                                  "(more than 64 levels)")),
    ("if (1) " * DEEP + ";", (f"t.litmus:1:{30 + 7 * (MAX_NESTING - 2) + 4}: nesting too deep "
                             "(more than 64 levels)")),
    ("{" * DEEP + "}" * DEEP, (f"t.litmus:1:{30 + MAX_NESTING - 1}: nesting too deep "
                              "(more than 64 levels)")),
    ("r = " + "s = " * DEEP + "1;", (f"t.litmus:1:{30 + 4 * (MAX_NESTING - 1)}: nesting too deep "
                                    "(more than 64 levels)")),
    ("r = " + " + ".join(["1"] * DEEP) + ";", (f"t.litmus:1:{36 + 4 * (MAX_HEIGHT - 1)}: "
                                              "expression too deeply nested (more than 200 "
                                              "levels)")),
])
def test_deep_nesting_is_a_clear_error(body: str, message: str) -> None:
    with pytest.raises(ast.LitmusError) as info:
        parse(P + body + "}")
    assert str(info.value) == message


def test_nesting_just_below_the_limits_parses() -> None:
    (thread,) = parse(P + "r = " + "(" * 60 + "*x" + ")" * 60 + "; "
                      + "if (1) " * 60 + "; r = " + " + ".join(["*y"] * 99) + "; }")
    assert len(thread.code) == 1 + 60 + 99 + 1


FUZZ_ALPHABET = list("(){}*&;,=+-!~<>|^%/:?[].#'\"@$ \n\t0123456789xyr_") + [
    "(*", "*)", "/*", "*/", "//", "&&", "||", "<<=", "++", "if", "else", "while", "do", "for",
    "int", "void", "_Atomic", "atomic_int", "return", "P0", "P1", "memory_order_acquire",
    "atomic_load_explicit(", "atomic_compare_exchange_weak(", "atomic_thread_fence(",
]


def _mutate(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 6)):
        i = rng.randrange(len(text) + 1)
        choice = rng.random()
        if choice < 0.4:
            text = text[:i] + text[i + rng.randint(1, 5):]
        elif choice < 0.8:
            text = text[:i] + rng.choice(FUZZ_ALPHABET) + text[i:]
        else:
            j = rng.randrange(len(text) + 1)
            text = text[:i] + text[j:j + rng.randint(1, 30)] + text[i:]
    return text


def test_fuzz_never_raises_anything_but_litmus_errors() -> None:
    rng = random.Random(20240611)
    seeds = [MP, P + "while (atomic_load(x) && *y) { if (r) r = 1; else *y = 2; } }"]
    seeds += [section for _, section, _, _ in _c_sections()][:40]
    for n in range(3000):
        if n % 3 == 0:
            text = " ".join(rng.choice(FUZZ_ALPHABET) for _ in range(rng.randint(0, 40)))
            text = (P + text) if rng.random() < 0.7 else text
        else:
            text = _mutate(rng, rng.choice(seeds))
        try:
            parse_threads(text, "fuzz.litmus", 2, 3)
        except ast.LitmusError:
            pass


# --- the conformance data --------------------------------------------------------------------

_CONDITION_RE = re.compile(r"^[ \t]*(?:~[ \t]*exists|exists|forall|locations|filter)\b",
                           re.MULTILINE)


def split_thread_section(text: str) -> tuple[str, int, int]:
    """The text between a C litmus file's init block and its final clause, with the 1-based
    line and column of its first character."""
    depth = 0
    for end, char in enumerate(text):
        if char == "{":
            depth += 1
        elif char == "}" and depth > 0:
            depth -= 1
            if depth == 0:
                break
    else:
        raise AssertionError("no init block")
    start = end + 1
    stop = _CONDITION_RE.search(text, start)
    line = text.count("\n", 0, start) + 1
    column = start - (text.rfind("\n", 0, start) + 1) + 1
    return text[start:stop.start() if stop else len(text)], line, column


def _c_files() -> list[Path]:
    return sorted(p for d in C_DIRS for p in (LITMUS / d).glob("*.litmus"))


def _c_sections() -> list[tuple[str, str, int, int]]:
    if not LITMUS.is_dir():
        return []
    out = []
    for path in _c_files():
        section, line, column = split_thread_section(path.read_text())
        out.append((str(path.relative_to(LITMUS)), section, line, column))
    return out


needs_data = pytest.mark.skipif(not LITMUS.is_dir(), reason=f"no litmus data at {LITMUS}")


def test_split_thread_section() -> None:
    text = "C t\n{ int y[2] = {0, 0}; }  P0(int* x) {}\n\n  exists (0:r=1)\n"
    assert split_thread_section(text) == ("  P0(int* x) {}\n\n", 2, 23)


@needs_data
def test_every_c_litmus_test_parses() -> None:
    sections = _c_sections()
    assert len(sections) == 137 + 47
    unsupported: dict[str, str] = {}
    for name, section, line, column in sections:
        try:
            threads = parse_threads(section, name, line, column)
        except ast.Unsupported as err:
            unsupported[name] = str(err)
            continue
        _check_threads(LITMUS / name, threads)
    assert unsupported == UNSUPPORTED


def _check_threads(path: Path, threads: tuple[Thread, ...]) -> None:
    """Cross-checks a parsed data file against its text."""
    text = path.read_text()
    lines = text.split("\n")
    functions = re.findall(r"^P\d+\s*\(", text, re.MULTILINE)
    assert [t.tid for t in threads] == list(range(len(functions)))
    for thread in threads:
        line = lines[thread.pos.line - 1]
        assert line[thread.pos.col - 1:].startswith(f"P{thread.tid}")
        for instr in thread.code:
            char = lines[instr.pos.line - 1][instr.pos.col - 1]
            assert char.isalpha() or char in "*_", (path, instr)
            if isinstance(instr, (Goto, IfNot)):
                assert 0 <= instr.target <= len(thread.code)
        assert not any(r.startswith("$") for r in thread.registers)
    # every register a condition mentions is one its thread declares or assigns
    for tid, reg in re.findall(r"\b(\d+):(\w+)", text.split("\n}", 1)[-1]):
        if int(tid) < len(threads):
            assert reg in threads[int(tid)].registers, (path, tid, reg)


@needs_data
def test_a3v2_exact_ir() -> None:
    name = "dat3m/litmus/C11/auto/a3v2.litmus"
    section, line, column = split_thread_section((LITMUS / name).read_text())
    assert (line, column) == (2, 33)
    p0, p1 = parse_threads(section, name, line, column)
    assert p0 == Thread(0, (
        Store(Loc("y"), Const(1), NA, Pos(5, 3)),
        Store(Loc("x"), Const(1), REL, Pos(6, 3)),
    ), (), Pos(4, 1))
    assert p1 == Thread(1, (
        Load("$t0", Loc("one"), NA, Pos(10, 12)),
        Cas("r0", Loc("x"), "$t0", Const(2), ACQ, RLX, False, Pos(10, 12)),
        IfNot(Un("!", Reg("r0")), 4, Pos(10, 12)),
        Store(Loc("one"), Reg("$t0"), NA, Pos(10, 12)),
        Assign("r1", Const(-1), Pos(11, 7)),
        IfNot(Reg("r0"), 7, Pos(12, 3)),
        Load("r1", Loc("y"), NA, Pos(13, 10)),
    ), ("r0", "r1"), Pos(9, 1))


@needs_data
def test_tsan_cas_loop_exact_ir() -> None:
    name = "dat3m/litmus/C11/manual/TSan.litmus"
    section, line, column = split_thread_section((LITMUS / name).read_text())
    _, p1, _ = parse_threads(section, name, line, column)
    assert p1 == Thread(1, (
        Load("$t0", Loc("x"), RLX, Pos(11, 8)),
        Store(Loc("y"), Reg("$t0"), NA, Pos(11, 3)),
        Load("$t1", Loc("y"), NA, Pos(12, 9)),
        Load("$t2", Loc("y"), NA, Pos(12, 55)),
        Cas("$t3", Loc("x"), "$t1", Reg("$t2"), RLX, RLX, False, Pos(12, 9)),
        IfNot(Un("!", Reg("$t3")), 7, Pos(12, 9)),
        Store(Loc("y"), Reg("$t1"), NA, Pos(12, 9)),
        IfNot(Bin("==", Reg("$t3"), Const(0)), 9, Pos(12, 3)),
        Goto(2, Pos(12, 3)),
        Store(Loc("x"), Const(1), RLX, Pos(13, 3)),
    ), (), Pos(10, 1))
