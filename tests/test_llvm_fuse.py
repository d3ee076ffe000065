"""Fused runs of pure instructions (``plugins/languages/llvm/fuse.py``) change no result.

Each function below has a run of pure instructions in which one instruction needs more
than the inline fast path: an ``undef`` operand to pick, a poison result, undefined
behaviour, a shift by too much, an unsigned division of negative values.  The same call runs
with the fused code and with fusion switched off (``fused_code`` returning the code as it
is); the outcomes must be identical, and equal to the expected one.
"""

from __future__ import annotations

from pathlib import Path

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
]


@pytest.fixture(scope="module")
def ll(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("fuse") / "fuse.ll"
    path.write_text(SOURCE)
    return path


def shown(path: Path, fn: str, args: tuple[int, ...]) -> str:
    return run_call(path, fn, args).show().split(" at ")[0].split(" (thread")[0]


@pytest.mark.parametrize("fn, args, expected", CASES, ids=[f"{c[0]}{c[1]}" for c in CASES])
def test_fused_and_unfused_agree(ll: Path, fn: str, args: tuple[int, ...], expected: str,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    fused = shown(ll, fn, args)
    monkeypatch.setattr(llvm_compile.fuse, "fused_code", lambda code, pure: list(code))
    unfused = shown(ll, fn, args)
    assert fused == unfused == expected


def test_runs_of_two_or_more_are_fused(ll: Path) -> None:
    program = LLVMProgram(load_module(ll), entry="arith", args=(0, 0), exit_on_return=False)
    program_fn = program.functions["arith"]
    fast = program_fn.blocks[0].fast
    code = program_fn.blocks[0].code
    assert len(fast) == len(code)
    assert fast[0].kind == fuse.FUSED and fast[0].extra == (13, code[0])
    assert fast[1:] == code[1:]
