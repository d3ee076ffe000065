"""Tests of the μIR-thread parser: the AST it builds, its error messages, and its scale."""

from __future__ import annotations

from pathlib import Path

import pytest

from ctreelab.errors import ProgramError
from ctreelab.events import Ordering
from ctreelab.values import UNDEF
from ctreelab_plugins.languages.muir.ast import (
    Alloca, Assert, Block, Branch, CmpXchg, Compute, FenceI, Function, GlobalDef, GlobalRef,
    Jump, Lit, Load, Module, Pos, Reg, Return, Rmw, SpawnI, Store, ThrdCreate, ThrdJoin,
)
from ctreelab_plugins.languages.muir.parser import parse, parse_file

PROGRAM = """\
; every construct of μIR-thread
@x = global 0
@flag = global undef
@arr = global [1, -2, true, false, undef]

define @worker(%arg) {
  %old = rmw acq_rel xchg @x, %arg
  rmw monotonic atomic_add @x, 1
  %s = add %old, -3
  ret %s
}

define @init(%a) {
  ret 0
}

define @main() {
  %p = alloca 2
  %v = load acquire @x
  load not_atomic %p
  store release 42, @x
  store unordered %v, %p
  %c = cmpxchg seq_cst monotonic @x, 0, 1
  cmpxchg sc @x, %c, undef
  fence acq_rel
  %t = spawn @worker, @init, none, 7
  spawn @worker, none, none, %v
  %h = thrd_create @worker, true
  %r = thrd_join %h
  thrd_join %h
  %copy = %r
  %z = slt %r, 10
  assert %z, "r is \\"small\\" \\\\ ok"
  assert false
  br %z, %loop.1, %0
loop.1:
  jmp %0
0:
  ret @flag
}
"""


@pytest.fixture(scope="module")
def module() -> Module:
    return parse(PROGRAM, "prog.muir")


def test_globals(module: Module) -> None:
    assert module.path == "prog.muir"
    assert module.globals == (
        GlobalDef(Pos(2, 1), "x", (0,)),
        GlobalDef(Pos(3, 1), "flag", (UNDEF,)),
        GlobalDef(Pos(4, 1), "arr", (1, -2, 1, 0, UNDEF)),
    )


def test_worker_function(module: Module) -> None:
    assert module.functions[0] == Function(Pos(6, 1), "worker", ("arg",), (
        Block(Pos(7, 3), "entry", (
            Rmw(Pos(7, 3), "old", Ordering.acq_rel, "atomic_exchange", GlobalRef("x"),
                Reg("arg")),
            Rmw(Pos(8, 3), None, Ordering.monotonic, "atomic_add", GlobalRef("x"), Lit(1)),
            Compute(Pos(9, 3), "s", "add", Reg("old"), Lit(-3)),
        ), Return(Pos(10, 3), Reg("s"))),
    ))
    assert [f.name for f in module.functions] == ["worker", "init", "main"]


def test_main_instructions(module: Module) -> None:
    main = module.functions[2]
    assert main.pos == Pos(17, 1) and main.params == ()
    assert [b.label for b in main.blocks] == ["entry", "loop.1", "0"]
    assert main.blocks[0].code == (
        Alloca(Pos(18, 3), "p", Lit(2)),
        Load(Pos(19, 3), "v", Ordering.acquire, GlobalRef("x")),
        Load(Pos(20, 3), None, Ordering.not_atomic, Reg("p")),
        Store(Pos(21, 3), Ordering.release, Lit(42), GlobalRef("x")),
        Store(Pos(22, 3), Ordering.unordered, Reg("v"), Reg("p")),
        CmpXchg(Pos(23, 3), "c", Ordering.seq_cst, Ordering.monotonic, GlobalRef("x"),
                Lit(0), Lit(1)),
        CmpXchg(Pos(24, 3), None, Ordering.seq_cst, None, GlobalRef("x"), Reg("c"), Lit(UNDEF)),
        FenceI(Pos(25, 3), Ordering.acq_rel),
        SpawnI(Pos(26, 3), "t", "worker", "init", None, Lit(7)),
        SpawnI(Pos(27, 3), None, "worker", None, None, Reg("v")),
        ThrdCreate(Pos(28, 3), "h", "worker", Lit(1)),
        ThrdJoin(Pos(29, 3), "r", Reg("h")),
        ThrdJoin(Pos(30, 3), None, Reg("h")),
        Compute(Pos(31, 3), "copy", None, Reg("r"), None),
        Compute(Pos(32, 3), "z", "slt", Reg("r"), Lit(10)),
        Assert(Pos(33, 3), Reg("z"), 'r is "small" \\ ok'),
        Assert(Pos(34, 3), Lit(0), "assertion failed"),
    )
    assert main.blocks[0].term == Branch(Pos(35, 3), Reg("z"), "loop.1", "0")
    assert main.blocks[1] == Block(Pos(36, 1), "loop.1", (), Jump(Pos(37, 3), "0"))
    assert main.blocks[2] == Block(Pos(38, 1), "0", (), Return(Pos(39, 3), GlobalRef("flag")))


def test_labelled_entry_and_numeric_names() -> None:
    m = parse("@0 = global 5\ndefine @main() {\nstart: %1 = @0 ret %1 }", "t")
    (block,) = m.functions[0].blocks
    assert block == Block(Pos(3, 1), "start", (Compute(Pos(3, 8), "1", None, GlobalRef("0"),
                                                       None),), Return(Pos(3, 16), Reg("1")))


def test_comments_and_crlf() -> None:
    m = parse("; header\r\ndefine @main() { ; open\r\n  ret undef ; done\r\n}\r\n", "t")
    assert m.functions[0].blocks[0].term == Return(Pos(3, 3), Lit(UNDEF))


def test_parse_file(tmp_path: Path) -> None:
    f = tmp_path / "ok.muir"
    f.write_text("define @main() { ret 0 }\n", encoding="utf-8")
    assert parse_file(f).path == str(f)
    missing = tmp_path / "missing.muir"
    with pytest.raises(ProgramError) as excinfo:
        parse_file(missing)
    assert str(excinfo.value) == f"{missing}: cannot read file: No such file or directory"
    assert excinfo.value.line is None


MAIN = "define @main() {\n"

ERRORS = [
    # (source, expected "path:line:col: message")
    (MAIN + "  %v = load relaxed @x\n  ret 0\n}",
     "bad.muir:2:13: expected an ordering (not_atomic, unordered, monotonic, acquire, release, "
     "acq_rel, sc, seq_cst), found 'relaxed'"),
    (MAIN + "  foo 1\n  ret 0\n}",
     "bad.muir:2:3: unknown instruction 'foo' (expected one of: alloca, assert, br, cmpxchg, "
     "fence, jmp, load, ret, rmw, spawn, store, thrd_create, thrd_join)"),
    (MAIN + "  %a = mod 1, 2\n  ret %a\n}",
     "bad.muir:2:8: unknown binary operation 'mod' (known: add, sub, mul, sdiv, srem, and, or, "
     "xor, shl, ashr, eq, ne, slt, sle, sgt, sge)"),
    (MAIN + '  assert 1, "oops\n  ret 0\n}',
     "bad.muir:2:13: unterminated string (expected a closing '\"' before the end of the line)"),
    (MAIN + "  %a = 1 # 2\n  ret 0\n}", "bad.muir:2:10: unexpected character '#'"),
    (MAIN + "  %a = 1\n}", "bad.muir:3:1: expected an instruction or a terminator "
                             "(br, jmp, ret), found '}'"),
    (MAIN + "  ret 0\n  %a = 1\n}", "bad.muir:3:3: expected a label (name:) or '}' after a "
                                      "terminator, found '%a' (a block ends at its terminator)"),
    (MAIN + "  %a = 1\nnext:\n  ret 0\n}",
     "bad.muir:3:1: expected a terminator (br, jmp, ret) before label 'next', found none "
     "(every block must end with a terminator)"),
    ("@x = global 0\n@y = global 1\n@x = global 2\n" + MAIN + "  ret 0\n}",
     "bad.muir:3:1: duplicate global '@x' (first defined at line 1)"),
    (MAIN + "  ret 0\n}\ndefine @main() {\n  ret 1\n}",
     "bad.muir:4:8: duplicate function '@main' (first defined at line 1)"),
    (MAIN + "  jmp %a\na:\n  jmp %entry\nentry:\n  ret 0\n}",
     "bad.muir:5:1: duplicate label 'entry' in @main (first at line 2, the unlabelled first "
     "block)"),
    (MAIN + "  ret 0\n}\n@main = global 1",
     "bad.muir:4:1: global '@main' clashes with the function of the same name (defined at "
     "line 1)"),
    ("define @f(%a, %b, %a) {\n  ret 0\n}\n" + MAIN + "  ret 0\n}",
     "bad.muir:1:19: duplicate parameter '%a' in @f"),
    (MAIN + "  br 1, %yes, %nope\nyes:\n  ret 0\n}",
     "bad.muir:2:15: unknown label '%nope' in @main (labels: %entry, %yes)"),
    ("@x = global 0\n" + MAIN + "  store sc 1, @y\n  ret 0\n}",
     "bad.muir:3:15: unknown global '@y' (known globals: @x)"),
    ("define @f(%a) {\n  ret %a\n}\n" + MAIN + "  %v = add @f, 1\n  ret 0\n}",
     "bad.muir:5:12: '@f' is a function, not a global; only globals can be operands "
     "(known globals: none defined)"),
    ("define @f(%a) {\n  ret %a\n}\n" + MAIN + "  spawn @f, none, @g, 0\n  ret 0\n}",
     "bad.muir:5:19: unknown function '@g' (known functions: @f, @main)"),
    ("define @f() {\n  ret 0\n}\n", "bad.muir:1:1: no @main function (define @main() { ... })"),
    ("define @main(%argc) {\n  ret 0\n}",
     "bad.muir:1:14: @main must have no parameters, found '%argc'"),
    (MAIN + "  %a = store sc 1, 2\n  ret 0\n}",
     "bad.muir:2:8: 'store' does not produce a value (remove '%a =')"),
    (MAIN + "  alloca 4\n  ret 0\n}",
     "bad.muir:2:3: 'alloca' needs a destination register (%r = alloca ...)"),
    (MAIN + "  rmw sc sub @x, 1\n  ret 0\n}",
     "bad.muir:2:10: unknown read-modify-write operation 'sub' "
     "(known: atomic_exchange, atomic_add, xchg, add)"),
    (MAIN + "  ret\n}", "bad.muir:3:1: expected an operand (%reg, @global, integer, true, "
                          "false, undef), found '}'"),
    (MAIN + "  br 1, then, %b\n}", "bad.muir:2:9: expected a label (%name), found 'then'"),
    ("@x = global [1, 2\n" + MAIN + "  ret 0\n}",
     "bad.muir:2:1: expected ',' or ']', found 'define'"),
    ("@x = global @y\n", "bad.muir:1:13: expected an initial value (integer, true, false, "
                         "undef) or '[', found '@y'"),
    ("x = global 0\n", "bad.muir:1:1: expected a global (@name = global ...) or a function "
                       "(define @name(...) { ... }), found 'x'"),
    (MAIN + '  assert 0, "a\\nb"\n  ret 0\n}',
     "bad.muir:2:15: unknown escape '\\n' in string (only \\\" and \\\\ are allowed)"),
    (MAIN + "  %0x = 1\n  ret 0\n}",
     "bad.muir:2:3: invalid name '%0x' (expected an identifier [A-Za-z_.$][A-Za-z0-9_.$]* "
     "or a number after '%')"),
    (MAIN + "  ret 0", "bad.muir:2:8: expected a label (name:) or '}' after a terminator, "
                         "found end of file (a block ends at its terminator)"),
]


@pytest.mark.parametrize(("source", "expected"), ERRORS)
def test_errors(source: str, expected: str) -> None:
    with pytest.raises(ProgramError) as excinfo:
        parse(source, "bad.muir")
    assert str(excinfo.value) == expected


def test_errors_come_in_source_order() -> None:
    # an unknown label in @main (line 3) is reported before an unknown global in @g (line 6)
    source = MAIN + "  jmp %nowhere\n}\ndefine @g() {\n  ret @nothing\n}"
    with pytest.raises(ProgramError) as excinfo:
        parse(source, "p")
    assert (excinfo.value.line, excinfo.value.col) == (2, 7)


def test_large_program_parses_without_deep_recursion() -> None:
    # runs at the default recursion limit: the parser loops over blocks and instructions
    n = 100_000
    body = "".join(f"  %r{i} = add %r{i - 1}, 1\n" if i % 2 else f"  store sc %r{i}, @x\n"
                   for i in range(n))
    m = parse("@x = global 0\n" + MAIN + body + "  ret 0\n}\n", "big.muir")
    (block,) = m.functions[0].blocks
    assert len(block.code) == n
    assert block.code[0] == Store(Pos(3, 3), Ordering.seq_cst, Reg("r0"), GlobalRef("x"))
    assert block.code[-1] == Compute(Pos(n + 2, 3), f"r{n - 1}", "add", Reg(f"r{n - 2}"), Lit(1))
    assert block.term == Return(Pos(n + 3, 3), Lit(0))
