"""Tests of the herd7 litmus parser (file structure, X86/X86_64 threads, conditions, errors).

Exact ASTs for small inline tests, exact error messages, robustness against malformed input,
and a pass over every X86/X86_64 test of the third-party corpus (``../shared/litmus``).
"""

from __future__ import annotations

import random
import sys
import types
from pathlib import Path

import ctreelab_plugins.languages.litmus as litmus_package
import pytest
from ctreelab.events import Ordering
from ctreelab_plugins.languages.litmus import x86
from ctreelab_plugins.languages.litmus.ast import (
    And,
    Assign,
    Atom,
    Bin,
    Cas,
    Condition,
    Const,
    FenceI,
    LitmusError,
    LitmusTest,
    Load,
    Loc,
    LocRef,
    Not,
    Or,
    Pos,
    Reg,
    RegRef,
    Rmw,
    Store,
    Thread,
    TrueP,
    Unsupported,
)
from ctreelab_plugins.languages.litmus.parser import parse_file, parse_text

LITMUS = Path(__file__).resolve().parents[2] / "shared" / "litmus"

ACQ, REL, SC = Ordering.acquire, Ordering.release, Ordering.seq_cst

SB = """\
X86 SB
"PodWR Fre PodWR Fre"
Cycle=Fre PodWR Fre PodWR
{ x=0; y=0; }
 P0          | P1          ;
 MOV [x],$1  | MOV [y],$1  ;
 MOV EAX,[y] | MOV EAX,[x] ;
exists
(0:EAX=0 /\\ 1:EAX=0)
"""


def test_missing_condition_is_forall_true() -> None:
    """herd reads a test without a final condition as ``forall (true)``."""
    for tail in ("", "<<\nshow\n>>\n"):
        test = parse_text(THREADS + ROW + tail, "t.litmus")
        assert test.condition == Condition("forall", TrueP(), "forall (true)", Pos(5, 1))


def test_store_buffering_exact_ast() -> None:
    assert parse_text(SB, "sb.litmus") == LitmusTest(
        path="sb.litmus",
        arch="X86",
        name="SB",
        init_locs=(("x", 0), ("y", 0)),
        init_regs=(),
        threads=(
            Thread(
                0,
                (
                    Store(Loc("x"), Const(1), REL, Pos(6, 2)),
                    Load("EAX", Loc("y"), ACQ, Pos(7, 2)),
                ),
                ("EAX",),
                Pos(5, 2),
            ),
            Thread(
                1,
                (
                    Store(Loc("y"), Const(1), REL, Pos(6, 16)),
                    Load("EAX", Loc("x"), ACQ, Pos(7, 16)),
                ),
                ("EAX",),
                Pos(5, 16),
            ),
        ),
        condition=Condition(
            "exists",
            And(Atom(RegRef(0, "EAX"), 0), Atom(RegRef(1, "EAX"), 0)),
            "exists (0:EAX=0 /\\ 1:EAX=0)",
            Pos(8, 1),
        ),
        locations=(),
    )


X86_64_TEST = """\
X86_64 SB+rfi-pos
{
}
 P0            | P1            ;
 movl $1,(x)   | movl $1,(y)   ;
 movl (x),%eax | movl (y),%eax ;
 movl (y),%ebx | movl (x),%ebx ;
exists (0:rax=1 /\\ 0:%ebx=0 /\\ 1:EAX=1 /\\ 1:rbx=0)
"""


def test_x86_64_att_syntax_and_register_normal_form() -> None:
    test = parse_text(X86_64_TEST, "t.litmus")
    assert test.arch == "X86_64" and test.name == "SB+rfi-pos"
    assert test.threads[0] == Thread(
        0,
        (
            Store(Loc("x"), Const(1), REL, Pos(5, 2)),
            Load("rax", Loc("x"), ACQ, Pos(6, 2)),
            Load("rbx", Loc("y"), ACQ, Pos(7, 2)),
        ),
        ("rax", "rbx"),
        Pos(4, 2),
    )
    # %eax, eax, EAX and rax all name the 64-bit register rax, in code and in conditions
    assert test.condition.prop == And(
        And(
            And(Atom(RegRef(0, "rax"), 1), Atom(RegRef(0, "rbx"), 0)),
            Atom(RegRef(1, "rax"), 1),
        ),
        Atom(RegRef(1, "rbx"), 0),
    )
    assert test.condition.text == "exists (0:rax=1 /\\ 0:%ebx=0 /\\ 1:EAX=1 /\\ 1:rbx=0)"


# --- X86 instructions -------------------------------------------------------------------------


def one_instruction(text: str, arch: str = "X86") -> Thread:
    (thread,) = x86.parse_threads(f"P0 ;\n{text} ;\n", "t.litmus", 1, 1, arch=arch)
    return thread


P = Pos(2, 1)

INTEL_CASES = [
    ("MOV [x],$1", Store(Loc("x"), Const(1), REL, P), ()),
    ("mov [x], 1", Store(Loc("x"), Const(1), REL, P), ()),
    ("MOV [x],$-2", Store(Loc("x"), Const(-2), REL, P), ()),
    ("MOVL [x],$1", Store(Loc("x"), Const(1), REL, P), ()),
    ("MOV [x],EAX", Store(Loc("x"), Reg("EAX"), REL, P), ()),
    ("MOV EAX,[x]", Load("EAX", Loc("x"), ACQ, P), ("EAX",)),
    ("mov eax, [x]", Load("EAX", Loc("x"), ACQ, P), ("EAX",)),
    ("MOV EAX,[EBX]", Load("EAX", Reg("EBX"), ACQ, P), ("EAX",)),
    ("MOV (EBX),$1", Store(Reg("EBX"), Const(1), REL, P), ()),
    ("MOV EAX,$0x10", Assign("EAX", Const(16), P), ("EAX",)),
    ("MOV EAX,EBX", Assign("EAX", Reg("EBX"), P), ("EAX",)),
    ("ADD EAX,$1", Assign("EAX", Bin("+", Reg("EAX"), Const(1)), P), ("EAX",)),
    ("SUB EAX,EBX", Assign("EAX", Bin("-", Reg("EAX"), Reg("EBX")), P), ("EAX",)),
    ("AND ECX,$3", Assign("ECX", Bin("&", Reg("ECX"), Const(3)), P), ("ECX",)),
    ("OR ECX,EDX", Assign("ECX", Bin("|", Reg("ECX"), Reg("EDX")), P), ("ECX",)),
    ("XOR EAX,EAX", Assign("EAX", Bin("^", Reg("EAX"), Reg("EAX")), P), ("EAX",)),
    ("INC EAX", Assign("EAX", Bin("+", Reg("EAX"), Const(1)), P), ("EAX",)),
    ("DEC ESI", Assign("ESI", Bin("-", Reg("ESI"), Const(1)), P), ("ESI",)),
    ("MFENCE", FenceI(SC, P), ()),
    ("mfence", FenceI(SC, P), ()),
    ("XCHG [x],EAX", Rmw("EAX", Loc("x"), "xchg", Reg("EAX"), SC, P), ("EAX",)),
    ("xchg EBX, [x]", Rmw("EBX", Loc("x"), "xchg", Reg("EBX"), SC, P), ("EBX",)),
    ("LOCK XCHG [x],EAX", Rmw("EAX", Loc("x"), "xchg", Reg("EAX"), SC, P), ("EAX",)),
    ("LOCK ADD [x],$2", Rmw(None, Loc("x"), "add", Const(2), SC, P), ()),
    ("LOCK SUB [x],EBX", Rmw(None, Loc("x"), "sub", Reg("EBX"), SC, P), ()),
    ("LOCK AND [x],$6", Rmw(None, Loc("x"), "and", Const(6), SC, P), ()),
    ("lock or [x],$1", Rmw(None, Loc("x"), "or", Const(1), SC, P), ()),
    ("LOCK XOR [EDI],$1", Rmw(None, Reg("EDI"), "xor", Const(1), SC, P), ()),
    ("LOCK INC [x]", Rmw(None, Loc("x"), "add", Const(1), SC, P), ()),
    ("LOCK DEC [x]", Rmw(None, Loc("x"), "sub", Const(1), SC, P), ()),
    ("LOCK XADD [x],EAX", Rmw("EAX", Loc("x"), "add", Reg("EAX"), SC, P), ("EAX",)),
    (
        "LOCK CMPXCHG [x],EBX",
        Cas(None, Loc("x"), "EAX", Reg("EBX"), SC, SC, False, P),
        ("EAX",),
    ),
]


@pytest.mark.parametrize(
    ("text", "instr", "registers"), INTEL_CASES, ids=[c[0] for c in INTEL_CASES]
)
def test_intel_instruction(text: str, instr: object, registers: tuple[str, ...]) -> None:
    thread = one_instruction(text)
    assert thread.code == (instr,)
    assert thread.registers == registers


ATT_CASES = [
    ("movl $1,(x)", Store(Loc("x"), Const(1), REL, P), ()),
    ("movq $1,[x]", Store(Loc("x"), Const(1), REL, P), ()),
    ("movl %eax,(y)", Store(Loc("y"), Reg("rax"), REL, P), ()),
    ("movl (x),%eax", Load("rax", Loc("x"), ACQ, P), ("rax",)),
    ("MOVQ (x),%RBX", Load("rbx", Loc("x"), ACQ, P), ("rbx",)),
    ("movl (%rbx),%ecx", Load("rcx", Reg("rbx"), ACQ, P), ("rcx",)),
    ("movl 0(%rbx),%ecx", Load("rcx", Reg("rbx"), ACQ, P), ("rcx",)),
    ("movl $3,%r8d", Assign("r8", Const(3), P), ("r8",)),
    ("addl $1,%eax", Assign("rax", Bin("+", Reg("rax"), Const(1)), P), ("rax",)),
    ("subq %rbx,%rax", Assign("rax", Bin("-", Reg("rax"), Reg("rbx")), P), ("rax",)),
    ("incl %eax", Assign("rax", Bin("+", Reg("rax"), Const(1)), P), ("rax",)),
    ("mfence", FenceI(SC, P), ()),
    ("xchgl %eax,(x)", Rmw("rax", Loc("x"), "xchg", Reg("rax"), SC, P), ("rax",)),
    ("lock addl $1,(x)", Rmw(None, Loc("x"), "add", Const(1), SC, P), ()),
    ("lock xaddq %rdx,(x)", Rmw("rdx", Loc("x"), "add", Reg("rdx"), SC, P), ("rdx",)),
    (
        "lock cmpxchgl %ebx,(x)",
        Cas(None, Loc("x"), "rax", Reg("rbx"), SC, SC, False, P),
        ("rax",),
    ),
]


@pytest.mark.parametrize(("text", "instr", "registers"), ATT_CASES, ids=[c[0] for c in ATT_CASES])
def test_att_instruction(text: str, instr: object, registers: tuple[str, ...]) -> None:
    thread = one_instruction(text, "X86_64")
    assert thread.code == (instr,)
    assert thread.registers == registers


def test_columns_empty_cells_comments_and_positions() -> None:
    text = (
        "; P0 | P1 | P2;\n"  # the ';' of '{ ... };' may precede the header
        " MOV [x],$1 |  | MOV EAX,[x] ;\n"
        "            |  (* nothing *) | MOV EBX,[y] ;\n"
        "\n"
        "  ;\n"  # a blank row counts as empty cells
        " | MOV [y],$1 | ;\n"
    )
    t0, t1, t2 = x86.parse_threads(text, "t.litmus", 10, 5)
    assert t0 == Thread(0, (Store(Loc("x"), Const(1), REL, Pos(11, 2)),), (), Pos(10, 7))
    assert t1 == Thread(1, (Store(Loc("y"), Const(1), REL, Pos(15, 4)),), (), Pos(10, 12))
    assert t2 == Thread(
        2,
        (Load("EAX", Loc("x"), ACQ, Pos(11, 18)), Load("EBX", Loc("y"), ACQ, Pos(12, 32))),
        ("EAX", "EBX"),
        Pos(10, 17),
    )


def test_mfence_row_without_pipes_is_an_error_for_two_threads() -> None:
    with pytest.raises(LitmusError) as e:
        x86.parse_threads("P0 | P1 ;\nMFENCE ;\n", "t.litmus", 1, 1)
    assert str(e.value) == "t.litmus:2:8: expected 2 columns (one per thread), found 1"


def test_registers_in_order_of_first_assignment() -> None:
    (thread,) = x86.parse_threads(
        "P0 ;\nMOV [x],EDX ;\nMOV EBX,[x] ;\nMOV EAX,$1 ;\nMOV EBX,EAX ;\n", "t", 1, 1
    )
    assert thread.registers == ("EBX", "EAX")  # EDX is only read


def test_normalise_register() -> None:
    assert x86.normalise_register("eax", "X86") == "EAX"
    assert x86.normalise_register("r0", "X86") == "r0"
    assert x86.normalise_register("%eax", "X86_64") == "rax"
    assert x86.normalise_register("R9D", "X86_64") == "r9"
    assert x86.normalise_register("%rsp", "X86_64") == "rsp"
    assert x86.normalise_register("foo", "X86_64") == "foo"


# --- the file structure -----------------------------------------------------------------------


def mini(condition: str, init: str = "x=0;", code: str = "MOV EAX,[x]") -> str:
    return f"X86 T\n{{ {init} }}\n P0 ;\n {code} ;\n{condition}\n"


def test_metadata_comments_with_clauses_and_display_directives() -> None:
    text = (
        'X86 amd3  (amdThree)  "doc ; with a semicolon" ;\n'
        "(* a comment\n   over (* nested *) lines *)\n"
        '"PodWR Fre"\n'
        "Cycle=Fre PodWR {not the init}\n"
        "Prefetch = 0:x=F\n"
        "{x = 0; y = 0};\n"
        "        P0      |       P1      ;\n"
        "  mov [x], 1    |  mov [y], 1   ;\n"
        "  mov EAX, [y]  |  mov EBX, [x] ;\n"
        "\n"
        " ~ exists (P0:EAX = 1 /\\ P1:EBX = 1);\n"
        "with\ntso: ~exists;\ncc: exists;\n"
        "(* the end *)\n"
        "<<\ngenprog generated/amd3-prog.tex\nshow 0\n>>\n"
    )
    test = parse_text(text, "amd3.litmus")
    assert test.name == "amd3"
    assert test.init_locs == (("x", 0), ("y", 0))
    assert test.condition == Condition(
        "~exists",
        And(Atom(RegRef(0, "EAX"), 1), Atom(RegRef(1, "EBX"), 1)),
        "~ exists (P0:EAX = 1 /\\ P1:EBX = 1)",
        Pos(12, 2),
    )


def test_init_block_forms() -> None:
    init = (
        "x=1; [y] = 2; int z = -3; atomic_int w; int* p = &x; q=y;\n"
        "  0:EAX=x; P0:EBX = 0x10; (* comment *) _Atomic int v = ATOMIC_INIT(4); u;"
    )
    test = parse_text(mini("exists (0:ECX=1)", init, "MOV ECX,EBX"), "t.litmus")
    assert test.init_locs == (
        ("x", 1), ("y", 2), ("z", -3), ("w", 0), ("p", Loc("x")), ("q", Loc("y")),
        ("v", 4), ("u", 0),
    )
    assert test.init_regs == ((RegRef(0, "EAX"), Loc("x")), (RegRef(0, "EBX"), 16))
    # ECX is assigned; EBX is read and initialised; EAX is initialised but never read
    assert test.threads[0].registers == ("ECX", "EBX")


def test_empty_and_multiline_init_blocks() -> None:
    assert parse_text(mini("exists (x=1)", ""), "t").init_locs == (("x", 0),)
    test = parse_text(mini("exists (x=1)", "\n  x = 2 ;\n  y = 3\n"), "t")
    assert test.init_locs == (("x", 2), ("y", 3))


def test_locations_in_order_of_first_appearance() -> None:
    text = (
        "X86 T\n{ b=1; }\n P0 ;\n MOV [c],$1 ;\n MOV EAX,[a] ;\n MOV [b],EAX ;\n"
        "locations [d; 0:EAX; [c]; a;]\n"
        "exists (e=1 /\\ 0:EAX=f)\n"
    )
    test = parse_text(text, "t")
    assert test.init_locs == (("b", 1), ("c", 0), ("a", 0), ("d", 0), ("e", 0), ("f", 0))
    assert test.locations == (LocRef("d"), RegRef(0, "EAX"), LocRef("c"), LocRef("a"))


A, B, C = (Atom(LocRef(n), 1) for n in "abc")

PROPS = [
    ("exists (a=1 \\/ b=1 /\\ c=1)", Or(A, And(B, C))),
    ("exists (a=1 /\\ b=1 \\/ c=1)", Or(And(A, B), C)),
    ("exists a=1 \\/ b=1 \\/ c=1", Or(Or(A, B), C)),
    ("exists ~a=1 /\\ b=1", And(Not(A), B)),
    ("exists ~(a=1 /\\ b=1)", Not(And(A, B))),
    ("exists (not a=1)", Not(A)),
    ("exists a != 1", Not(A)),
    ("exists a <> 1", Not(A)),
    ("exists a == 1", A),
    ("exists [a]=1", A),
    ("exists a=1 => b=1 /\\ c=1", And(Or(Not(A), B), C)),
    ("forall true", TrueP()),
    ("exists false \\/ a=1", Or(Not(TrueP()), A)),
    ("exists (((a=1)))", A),
    ("exists 0:EAX=-1", Atom(RegRef(0, "EAX"), -1)),
    ("exists 0:eax=0x1F", Atom(RegRef(0, "EAX"), 31)),
    ("exists P0:EAX=a", Atom(RegRef(0, "EAX"), Loc("a"))),
]


@pytest.mark.parametrize(("condition", "prop"), PROPS, ids=[p[0] for p in PROPS])
def test_condition_propositions(condition: str, prop: object) -> None:
    assert parse_text(mini(condition), "t").condition.prop == prop


def test_condition_quantifiers_and_text() -> None:
    def cond(text: str) -> Condition:
        return parse_text(mini(text), "t").condition

    assert cond("forall (x=0)").quantifier == "forall"
    assert cond("~exists (x=0)").quantifier == "~exists"
    final = cond("final (P0:EAX = 1);")
    assert (final.quantifier, final.text) == ("exists", "final (P0:EAX = 1)")
    spread = cond("exists\n  (0:EAX=0 (* why *)\n   /\\   x=1) ;")
    assert spread.text == "exists (0:EAX=0 /\\ x=1)"
    assert spread.pos == Pos(5, 1)


def test_condition_value_address_is_a_location() -> None:
    test = parse_text(mini("exists (0:EAX=y)"), "t")
    assert test.init_locs == (("x", 0), ("y", 0))


# --- errors -----------------------------------------------------------------------------------

THREADS = "X86 T\n{ x=0; }\n P0 | P1 ;\n"
ROW = " MOV [x],$1 | MOV EAX,[x] ;\n"

ERRORS = [
    ("", LitmusError, "1:1: expected a header 'ARCH NAME' (e.g. 'X86 SB'), found end of file"),
    ("X86\n{}\n", LitmusError, "1:4: expected a test name after 'X86', found end of line"),
    (
        "AArch64 MP\n{}\n",
        Unsupported,
        "1:1: unsupported architecture 'AArch64' (supported: C, X86, X86_64)",
    ),
    ("X86 SB # hi\n{}", LitmusError, "1:8: unexpected '#' after the test name"),
    (
        'X86 SB\n"doc"\nfoo bar\n',
        LitmusError,
        "3:1: expected the init block '{' or metadata, found 'foo'",
    ),
    ('X86 SB\n"doc"\n', LitmusError, "3:1: expected the init block '{', found end of file"),
    (
        "X86 SB\n{ x=0;\n",
        LitmusError,
        "3:1: expected '}' to close the init block opened at line 2, found end of file",
    ),
    ("X86 SB\n(* hi \n{}", LitmusError, "2:1: unterminated comment: expected '*)'"),
    (mini("exists (x=0)", "x 0"), LitmusError, "2:5: expected '=' or ';' after x, found '0'"),
    (
        mini("exists (x=0)", "x=0; x=1"),
        LitmusError,
        "2:8: x is initialised twice (first at line 2)",
    ),
    (
        mini("exists (x=0)", "0:EAX= ;"),
        LitmusError,
        "2:10: expected a value (an integer or a location name) after '0:EAX =', found ';'",
    ),
    (mini("exists (x=0)", "0:=1"), LitmusError, "2:5: expected a register after '0:', found '='"),
    (mini("exists (x=0)", "int x[2]"), Unsupported, "2:8: unsupported array 'x[...]'"),
    (
        mini("exists (x=0)", "5:EAX=1"),
        LitmusError,
        "2:3: there is no thread P5 (the test has 1 thread)",
    ),
    (THREADS + ROW + "exists (0:EAX;)", LitmusError, "5:14: expected '=' after 0:EAX, found ';'"),
    (
        THREADS + ROW + "exists (0:EAX=1 /\\ x=1",
        LitmusError,
        "5:23: expected ')' to close the '(' at line 5, found end of file",
    ),
    (THREADS + ROW + "exists (x=1) foo", LitmusError, "5:14: unexpected 'foo' after the condition"),
    (
        THREADS + ROW + "exists (1:EAX=0:EAX)",
        Unsupported,
        "5:15: unsupported comparison of two locations after '1:EAX ='",
    ),
    (
        THREADS + ROW + "exists (1:EAX=)",
        LitmusError,
        "5:15: expected a value (an integer or a location name) after '1:EAX =', found ')'",
    ),
    (
        THREADS + ROW + "exists (2:EAX=1)",
        LitmusError,
        "5:9: there is no thread P2 (the test has 2 threads)",
    ),
    (THREADS + ROW + "exists (x=1 # 2)", LitmusError, "5:13: unexpected character '#'"),
    (THREADS + ROW + "filter (x=1)\nexists (x=1)", Unsupported, "5:1: unsupported 'filter' clause"),
    (THREADS + ROW + "observed x=1;", Unsupported, "5:1: unsupported 'observed' condition"),
    (
        THREADS + ROW + "exists (x=1)\nwith tso: foo;",
        LitmusError,
        "6:11: expected exists, ~exists or forall, found 'foo'",
    ),
    (
        THREADS + ROW + "exists " + "(" * 200 + "x=1" + ")" * 200,
        LitmusError,
        "5:109: condition nested too deeply (more than 100 levels)",
    ),
    (
        "X86 T\n{}\n P0 | P2 ;\n MFENCE | MFENCE ;\nexists (x=1)",
        LitmusError,
        "3:7: expected P1 in the thread header, found 'P2'",
    ),
    (
        "X86 T\n{}\nexists (x=1)",
        LitmusError,
        "3:1: expected the thread header 'P0 | P1 | ... ;', found end of the thread section",
    ),
    (
        THREADS + " MOV [x],$1 | MOV EAX,[x] | MFENCE ;\nexists (x=1)",
        LitmusError,
        "4:27: expected 2 columns (one per thread), found 3",
    ),
    (
        THREADS + " MOV [x],$1 | MOV EAX,[x]\nexists (x=1)",
        LitmusError,
        "4:26: expected ';' at the end of the row",
    ),
]

INSTRUCTION_ERRORS = [
    ("CLFLUSH [x]", Unsupported, "unsupported X86 instruction 'CLFLUSH [x]'"),
    ("LFENCE", Unsupported, "unsupported X86 instruction 'LFENCE'"),
    ("JMP L0", Unsupported, "unsupported X86 instruction 'JMP L0'"),
    ("CMP EAX,$1", Unsupported, "unsupported X86 instruction 'CMP EAX,$1'"),
    ("L0: MOV [y],$1", Unsupported, "unsupported label in X86 code 'L0: MOV [y],$1'"),
    ("MOV [x+4],$1", Unsupported, "unsupported address arithmetic '[x+4]'"),
    ("MOV [4],$1", Unsupported, "unsupported numeric address '[4]'"),
    (
        "ADD [x],$1",
        Unsupported,
        "unsupported X86 instruction 'ADD [x],$1' (read-modify-write on memory without LOCK)",
    ),
    (
        "ADD EAX,[x]",
        Unsupported,
        "unsupported X86 instruction 'ADD EAX,[x]' (arithmetic with a memory operand)",
    ),
    (
        "XCHG EAX,EBX",
        Unsupported,
        "unsupported X86 instruction 'XCHG EAX,EBX' (register-register form)",
    ),
    ("MOV AX,[x]", Unsupported, "unsupported 8/16-bit register 'AX'"),
    ("MOVB [x],$1", Unsupported, "unsupported 8/16-bit X86 instruction 'MOVB [x],$1'"),
    ("MOV EAX,%r", Unsupported, "unsupported symbolic register '%r'"),
    ("LOCK MOV [x],$1", LitmusError, "LOCK cannot prefix MOV"),
    ("LOCK ADD EAX,$1", LitmusError, "LOCK ADD needs a memory destination"),
    ("LOCK", LitmusError, "expected an instruction after LOCK, found end of the instruction"),
    ("MOV [x]", LitmusError, "MOV takes 2 operands, found 1 in 'MOV [x]'"),
    ("MFENCE EAX", LitmusError, "MFENCE takes 0 operands, found 1 in 'MFENCE EAX'"),
    ("MOV EAX,", LitmusError, "expected an operand, found end of the instruction"),
    (
        "MOV EAX,x",
        LitmusError,
        "expected a register, an immediate or a memory operand (EAX, $1 or [x]), found 'x'",
    ),
    ("MOV EAX,$x", LitmusError, "expected an integer after '$', found '$x'"),
    ("MOV [y],[x]", LitmusError, "MOV cannot have two memory operands"),
    ("MOV $1,EAX", LitmusError, "the destination of MOV cannot be an immediate"),
    ("MOV EAX,[x", LitmusError, "expected ']' to close '['"),
    ("XCHG [x],$1", LitmusError, "XCHG cannot take an immediate operand"),
]

ATT_ERRORS = [
    ("movl $1,%foo", LitmusError, "unknown X86_64 register '%foo'"),
    ("movl $1,4(%rax)", Unsupported, "unsupported address offset '4(%rax)'"),
    ("movl (%rax,%rbx,4),%ecx", Unsupported, "unsupported address arithmetic '(%rax,%rbx,4)'"),
    ("movb $1,%al", Unsupported, "unsupported 8/16-bit X86_64 instruction 'movb $1,%al'"),
    ("movl $1,%al", Unsupported, "unsupported 8/16-bit register '%al'"),
    ("uxchl %eax,(x)", Unsupported, "unsupported X86_64 instruction 'uxchl %eax,(x)'"),
    (
        "movl x,%eax",
        LitmusError,
        "expected a register, an immediate or a memory operand (%eax, $1 or (x)), found 'x'",
    ),
]


@pytest.mark.parametrize(("text", "cls", "message"), ERRORS, ids=[e[2] for e in ERRORS])
def test_file_errors(text: str, cls: type[LitmusError], message: str) -> None:
    with pytest.raises(LitmusError) as e:
        parse_text(text, "t.litmus")
    assert type(e.value) is cls
    assert str(e.value) == f"t.litmus:{message}"


@pytest.mark.parametrize(
    ("text", "cls", "message"), INSTRUCTION_ERRORS, ids=[e[0] for e in INSTRUCTION_ERRORS]
)
def test_instruction_errors(text: str, cls: type[LitmusError], message: str) -> None:
    with pytest.raises(LitmusError) as e:
        one_instruction(text)
    assert type(e.value) is cls
    assert e.value.message == message
    assert e.value.line == 2


@pytest.mark.parametrize(("text", "cls", "message"), ATT_ERRORS, ids=[e[0] for e in ATT_ERRORS])
def test_att_errors(text: str, cls: type[LitmusError], message: str) -> None:
    with pytest.raises(LitmusError) as e:
        one_instruction(text, "X86_64")
    assert type(e.value) is cls
    assert e.value.message == message


def test_instruction_error_positions() -> None:
    with pytest.raises(Unsupported) as e:
        parse_text(THREADS + " MOV [x],$1 | CLFLUSH [x] ;\nexists (x=1)", "t.litmus")
    assert str(e.value) == "t.litmus:4:15: unsupported X86 instruction 'CLFLUSH [x]'"
    with pytest.raises(Unsupported) as e:
        parse_text(THREADS + " MOV [x+4],$1 | MFENCE ;\nexists (x=1)", "t.litmus")
    assert str(e.value) == "t.litmus:4:6: unsupported address arithmetic '[x+4]'"


def test_deep_but_flat_conditions_parse() -> None:
    chain = " /\\ ".join(["x=1"] * 20000)
    assert parse_text(mini(f"exists {chain}"), "t").condition.quantifier == "exists"
    with pytest.raises(LitmusError, match="nested too deeply"):
        parse_text(mini("exists " + "~" * 5000 + "x=1"), "t")
    with pytest.raises(LitmusError, match="nested too deeply"):
        parse_text(mini("exists " + "x=1 => " * 5000 + "x=1"), "t")


def test_no_traceback_on_truncated_or_mutated_input() -> None:
    rng = random.Random(7)
    alphabet = "PX86_ \n\t;|[](){}*~/\\=:,$%&-+019axyEAXMOVLOCKexistsfinal\"<>!"
    samples = [SB, X86_64_TEST, mini("exists (0:EAX=1 \\/ ~x=2)", "0:EAX=x; [y]=1")]
    texts = [s[:i] for s in samples for i in range(len(s) + 1)]
    for sample in samples:
        for _ in range(400):
            chars = list(sample)
            for _ in range(rng.randint(1, 4)):
                k = rng.randrange(len(chars))
                if rng.random() < 0.5:
                    del chars[k]
                else:
                    chars.insert(k, rng.choice(alphabet))
            texts.append("".join(chars))
    texts += ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 60))) for _ in range(500)]
    for text in texts:
        try:
            parse_text(text, "t")
        except LitmusError:
            pass


# --- files and dispatch -----------------------------------------------------------------------


def test_parse_file(tmp_path: Path) -> None:
    path = tmp_path / "SB.litmus"
    path.write_text(SB, encoding="utf-8")
    assert parse_file(path) == parse_text(SB, str(path))
    bad = tmp_path / "bad.litmus"
    bad.write_bytes(b"\xffX86 SB\n")
    with pytest.raises(LitmusError) as e:
        parse_file(bad)
    assert str(e.value) == f"{bad}: not UTF-8 text (invalid byte at offset 0)"
    missing = tmp_path / "missing.litmus"
    with pytest.raises(LitmusError) as e:
        parse_file(missing)
    assert str(e.value) == f"{missing}: cannot read the file: No such file or directory"


C_TEST = """\
C MP (* a C test *)
{ int *y = &x; }

P0 (atomic_int* x) { // exists here is a comment
  atomic_store(x, 1); /* forall */
}
"exists" 'e'
exists (0:r0=1 /\\ y=x)
"""


def test_c_section_is_dispatched_to_the_c_parser(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, str, int, int]] = []
    thread = Thread(0, (Store(Loc("z"), Const(1), SC, Pos(5, 3)),), ("r0",), Pos(4, 1))

    def parse_threads(text: str, path: str, line: int, col: int) -> tuple[Thread, ...]:
        calls.append((text, path, line, col))
        return (thread,)

    fake = types.ModuleType("ctreelab_plugins.languages.litmus.c")
    fake.parse_threads = parse_threads  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, fake.__name__, fake)
    monkeypatch.setattr(litmus_package, "c", fake, raising=False)
    test = parse_text(C_TEST, "c.litmus")
    start = C_TEST.index("}") + 1
    assert calls == [(C_TEST[start : C_TEST.index("exists (")], "c.litmus", 2, 17)]
    assert test.threads == (thread,)
    assert test.init_locs == (("y", Loc("x")), ("x", 0), ("z", 0))
    assert test.condition.prop == And(Atom(RegRef(0, "r0"), 1), Atom(LocRef("y"), Loc("x")))


def test_missing_c_parser_is_unsupported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ctreelab_plugins.languages.litmus.c", None)
    monkeypatch.delattr(litmus_package, "c", raising=False)
    with pytest.raises(Unsupported) as e:
        parse_text(C_TEST, "c.litmus")
    assert str(e.value) == "c.litmus:1:1: the C litmus dialect is not available"


# --- the third-party corpus -------------------------------------------------------------------


def corpus(pattern: str) -> list[Path]:
    if not LITMUS.is_dir():
        pytest.skip(f"litmus corpus not found at {LITMUS}")
    return sorted(LITMUS.glob(pattern))


@pytest.mark.parametrize(
    ("pattern", "count"),
    [
        ("dat3m/litmus/X86/*.litmus", 487),
        ("herdtools7-catalogue/catalogue/x86/tests/*.litmus", 23),
        ("herdtools7-catalogue/catalogue/x86_64/tests/*.litmus", 28),
    ],
)
def test_every_x86_corpus_file_parses(pattern: str, count: int) -> None:
    files = corpus(pattern)
    assert len(files) == count
    failures = []
    for path in files:
        try:
            test = parse_file(path)
        except LitmusError as e:
            failures.append(str(e))
            continue
        assert test.arch in ("X86", "X86_64") and test.threads
    assert failures == []
