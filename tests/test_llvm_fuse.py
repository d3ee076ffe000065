"""Generated code for pure instructions and local branches (``plugins/languages/llvm/fuse.py``)
changes no result.

Each function below has pure code in which one instruction needs more than the inline
fast path: an ``undef`` operand to pick, a poison result, undefined behaviour, a shift by
too much, an unsigned division of negative values, a signed overflow under ``nsw``; or
loops, a ``switch`` and phis that the generated code runs itself.  The same call runs with
the generated code and with it switched off (``fast_code`` leaving the machine the code as
it is); the outcomes must be identical, and equal to the expected one (computed by hand in
Python: 32-bit wraparound, C division).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from ctreelab_plugins.languages.llvm import compile as llvm_compile
from ctreelab_plugins.languages.llvm import fuse
from ctreelab_plugins.languages.llvm.module import load_module
from ctreelab_plugins.languages.llvm.program import LLVMProgram
from ctreelab_plugins.languages.llvm.testing import run_call

SOURCE = """
define i32 @arith(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  %m = mul i32 %s, 3
  %x = xor i32 %m, %b
  %l = lshr i32 %x, 3
  %h = ashr i32 %x, 2
  %k = shl i32 %h, 5
  %c = icmp slt i32 %l, %k
  %r = select i1 %c, i32 %l, i32 %k
  %q = udiv i32 %r, 7
  %u = urem i32 %q, 1000
  %t = sdiv i32 %u, -3
  %v = srem i32 %x, 5
  %w = add i32 %t, %v
  ret i32 %w
}

define i32 @pick_mid_run(i32 %a) {
  %s = add i32 %a, 1
  %q = udiv i32 %s, undef
  %r = add i32 %q, %s
  ret i32 %r
}

define i32 @ub_mid_run(i32 %a) {
  %s = add i32 %a, 1
  %q = sdiv i32 %s, 0
  %r = add i32 %q, %s
  ret i32 %r
}

define i32 @poison_mid_run(i32 %a, i32 %n) {
  %s = add i32 %a, 1
  %p = shl i32 %s, %n
  %r = add i32 %p, %s
  %f = freeze i32 %r
  ret i32 %f
}

define i32 @loop(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [0, %entry], [%i1, %l]
  %acc = phi i32 [0, %entry], [%acc1, %l]
  %m = mul i32 %i, 3
  %h = lshr i32 %i, 1
  %x = xor i32 %m, %h
  %acc1 = add i32 %acc, %x
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %l, label %done
done:
  ret i32 %acc1
}

define i32 @switch(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [0, %entry], [%i1, %next]
  %acc = phi i32 [0, %entry], [%acc1, %next]
  %k = srem i32 %i, 4
  switch i32 %k, label %other [ i32 0, label %zero
                                i32 1, label %one
                                i32 2, label %two ]
zero:
  br label %next
one:
  br label %next
two:
  br label %next
other:
  br label %next
next:
  %add = phi i32 [1, %zero], [10, %one], [100, %two], [1000, %other]
  %acc1 = add nsw i32 %acc, %add
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %head, label %done
done:
  ret i32 %acc1
}

define i32 @nsw_poison(i32 %a) {
  %s = add nsw i32 %a, 1
  %t = mul i32 %s, 2
  %f = freeze i32 %t
  ret i32 %f
}

define i32 @undef_branch(i32 %a) {
entry:
  %u = add i32 undef, %a
  %c = icmp eq i32 %u, 7
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 2
}

define i64 @casts(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %s = sext i1 %c to i64
  %t = trunc i32 %a to i8
  %z = zext i8 %t to i64
  %g = getelementptr {i32, i32}, ptr null, i32 %b, i32 1
  %gi = ptrtoint ptr %g to i64
  %r1 = add i64 %s, %z
  %r2 = add i64 %r1, %gi
  %q = icmp samesign ult i32 %a, %b
  %qz = zext i1 %q to i64
  %r3 = shl i64 %qz, 40
  %r4 = or i64 %r2, %r3
  ret i64 %r4
}

define i32 @names(i32 %a) {
  %"a b" = add i32 %a, 1
  %a.b = mul i32 %"a b", 2
  %a_b = sub i32 %a.b, %"a b"
  %"\\C3\\A9\\C2\\B2" = add i32 %a_b, 1
  ret i32 %"\\C3\\A9\\C2\\B2"
}

define i32 @int_min(i32 %a) {
  %s = sub i32 %a, 1
  %q = sdiv i32 %s, -1
  %r = add i32 %q, 0
  ret i32 %r
}
"""

DONE = 'done  output="" ret={}'
# expected values of @arith computed by hand in Python (32-bit wraparound, C division)
CASES = [
    ("arith", (5, 9), DONE.format(0)),
    ("arith", (-123456, 77), DONE.format(-272)),
    ("arith", (2147483647, 2147483647), DONE.format(-4)),
    ("pick_mid_run", (4,), "ub: udiv by zero"),  # undef picks 0 (Vellvm's handler)
    ("ub_mid_run", (4,), "ub: sdiv by zero"),
    ("poison_mid_run", (3, 2), DONE.format(20)),
    ("poison_mid_run", (3, 32), DONE.format(0)),  # poison frozen to 0
    ("int_min", (-2147483647,), "ub: sdiv overflow (-2147483648 / -1)"),
    ("names", (4,), DONE.format(6)),  # names that are no Python identifiers
    ("loop", (1000,), DONE.format(1508996)),
    ("loop", (70000,), DONE.format(-1093006024)),  # yields on the way (LOOP_RUN)
    ("switch", (10,), DONE.format(2233)),
    ("switch", (1001,), DONE.format(277751)),
    ("nsw_poison", (5,), DONE.format(12)),
    ("nsw_poison", (2147483647,), DONE.format(0)),  # poison frozen to 0
    ("undef_branch", (7,), DONE.format(1)),  # undef picks 0
    ("undef_branch", (3,), DONE.format(2)),
    # 0 (300 < 5 is false) + (300 & 255) + (8 * 5 + 4) | 0 (samesign ult: false)
    ("casts", (300, 5), DONE.format(88)),
    # -1 + (-300 & 255) + 44 | poison (samesign of a negative and a positive)
    ("casts", (-300, 5), DONE.format("poison")),
]


@pytest.fixture(autouse=True)
def generate_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests compare the generated code with the interpreter: generate it at the first
    entry (a program runs its code :data:`fuse.HOT` times first otherwise)."""
    monkeypatch.setattr(fuse, "HOT", 1)


@pytest.fixture(scope="module")
def ll(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("fuse") / "fuse.ll"
    path.write_text(SOURCE)
    return path


def shown(path: Path, fn: str, args: tuple[int, ...]) -> str:
    return run_call(path, fn, args).show().split(" at ")[0].split(" (thread")[0]


@pytest.mark.parametrize("fn, args, expected", CASES, ids=[f"{c[0]}{c[1]}" for c in CASES])
def test_generated_and_interpreted_agree(ll: Path, fn: str, args: tuple[int, ...],
                                         expected: str, monkeypatch: pytest.MonkeyPatch) -> None:
    generated = shown(ll, fn, args)

    def interpreted(name: str, blocks: list[Any], *_: Any) -> None:
        for block in blocks:
            block.fast = list(block.code)
    monkeypatch.setattr(llvm_compile.fuse, "fast_code", interpreted)
    assert generated == shown(ll, fn, args) == expected


def test_entries_enter_the_generated_code(ll: Path) -> None:
    program = LLVMProgram(load_module(ll), entry="loop", args=(3,), exit_on_return=False)
    blocks = program.functions["loop"].blocks
    # every block starts with pure code or a branch: an entry; nothing else is one
    assert [[i.kind == fuse.ENTER for i in b.fast] for b in blocks] == [
        [True], [True] + [False] * 6, [False]]
    for b in blocks:
        assert all(f is c for f, c in zip(b.fast, b.code) if f.kind != fuse.ENTER)
    run = fuse.Generator(*blocks[0].fast[0].fn.args).function()
    assert "while True:  # block l, a loop" in run.source
    assert "r[5] = v_x = v_m ^ v_h" in run.source  # named after the IR, inlined


def test_code_is_generated_once_it_is_hot(ll: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Until its pure code has been entered HOT times a function is interpreted (a short run
    does not pay for compiling it); then it is generated, with the same result."""
    monkeypatch.setattr(fuse, "HOT", 4)
    generated: list[str] = []
    generator = fuse.Generator.function

    def counted(self: fuse.Generator) -> Any:
        generated.append(self.name)
        return generator(self)
    monkeypatch.setattr(fuse.Generator, "function", counted)
    expected = shown(ll, "loop", (1,))
    assert generated == []  # one pass through the loop: never hot
    assert shown(ll, "loop", (20,)) != expected and generated == ["loop"]


def test_large_functions_at_the_default_recursion_limit(tmp_path: Path) -> None:
    """600 blocks (a switch to 200 of them, then a chain) and a block of 3,000
    instructions: the generated code nests by log2 of the entries, never per instruction."""
    assert sys.getrecursionlimit() <= 1000, "this test must run at the default limit"
    blocks, cases = 600, 200
    lines = ["define i32 @chain(i32 %a) {", "b0:", "  %v0 = add i32 %a, 0",
             "  switch i32 %a, label %b1 ["]
    lines += [f"    i32 {k}, label %b{k + 1}" for k in range(1, cases)] + ["  ]"]
    for k in range(1, blocks):  # each adds its number; %p: the sum so far along the path
        preds = ", ".join(f"[%v{j}, %b{j}]" for j in sorted({k - 1, 0} if k <= cases else {k - 1}))
        lines += [f"b{k}:", f"  %p{k} = phi i32 {preds}", f"  %v{k} = add i32 %p{k}, {k}",
                  f"  br label %b{k + 1}" if k < blocks - 1 else f"  ret i32 %v{k}"]
    lines.append("}")
    chain = tmp_path / "chain.ll"
    chain.write_text("\n".join(lines) + "\n")
    total = sum(range(blocks))
    assert shown(chain, "chain", (0,)) == DONE.format(total)  # through every block
    # the switch jumps to b151 with %v0 = 150, which then adds 151 ... 599
    assert shown(chain, "chain", (150,)) == DONE.format(150 + sum(range(151, blocks)))
    long = ["define i32 @long(i32 %a) {", "  %s0 = add i32 %a, 1"]
    long += [f"  %s{k} = xor i32 %s{k - 1}, {k}" for k in range(1, 3000)]
    path = tmp_path / "long.ll"
    path.write_text("\n".join(long + ["  ret i32 %s2999", "}"]) + "\n")
    x = 1
    for k in range(1, 3000):
        x ^= k
    assert shown(path, "long", (0,)) == DONE.format(x)
