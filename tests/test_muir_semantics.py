"""μIR-thread semantics under SC: values, undefined behaviour, failures, threads."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from helpers import EXAMPLES, run_program, shown


def test_memory_instructions_and_orderings(tmp_path: Path) -> None:
    source = """
define @main() {
entry:
  %p = alloca 2
  %q = add %p, 1
  store release 4, %q
  %o = rmw acq_rel atomic_add %q, 3
  %c = cmpxchg seq_cst %q, 7, 9
  %c2 = cmpxchg seq_cst acquire %q, 7, 11
  %v = load acquire %q
  %x = rmw monotonic xchg %q, 1
  %s = add %o, %c
  %s = add %s, %c2
  %s = mul %s, 100
  %s = add %s, %v
  %s = mul %s, 10
  %s = add %s, %x
  fence seq_cst
  ret %s
}
"""
    # rmw add returns 4 (old), cmpxchg succeeds (old 7), fails (old 9), load 9, xchg old 9
    assert shown(run_program(source, tmp_path)) == {"done  ret=20099"}


def test_arithmetic_is_unbounded_and_truncating(tmp_path: Path) -> None:
    source = """
@a = global 0
@b = global 0
@c = global 0
@d = global 0
@e = global 0
@f = global 0
define @main() {
entry:
  %a = sdiv -7, 2
  %b = srem -7, 2
  %c = ashr -7, 1
  %d = shl 3, 70
  %e = xor 5, 3
  %f = sle -1, 0
  store not_atomic %a, @a
  store not_atomic %b, @b
  store not_atomic %c, @c
  store not_atomic %d, @d
  store not_atomic %e, @e
  store not_atomic %f, @f
  ret 0
}
"""
    assert shown(run_program(source, tmp_path, ("a", "b", "c", "d", "e", "f"))) == {
        f"done  a=-3 b=-1 c=-4 d={3 * 2 ** 70} e=6 f=1 ret=0"}


def test_undef_propagates_and_is_shown(tmp_path: Path) -> None:
    source = """
@x = global undef
@o = global 0
define @main() {
entry:
  %v = load not_atomic @x
  %w = add %v, 1
  store not_atomic %w, @o
  ret %w
}
"""
    assert shown(run_program(source, tmp_path, ("x", "o"))) == {"done  x=undef o=undef ret=undef"}


def test_undefined_behaviour_has_reason_and_position(tmp_path: Path) -> None:
    cases = {
        "%q = sdiv 1, 0": "ub: sdiv by zero at {f}:4:3 (thread 1)",
        "%q = srem 1, 0": "ub: srem by zero at {f}:4:3 (thread 1)",
        "%q = shl 1, -1": "ub: shl by a negative amount at {f}:4:3 (thread 1)",
        "%q = load monotonic 0": "ub: load through invalid address 0 at {f}:4:3 (thread 1)",
        "store monotonic 1, -2": "ub: store through invalid address -2 at {f}:4:3 (thread 1)",
        "%q = load monotonic undef": "ub: load through an undef address at {f}:4:3 (thread 1)",
        "%q = alloca 0": "ub: alloca of 0 cells at {f}:4:3 (thread 1)",
        "assert undef": "ub: assertion on an undef value at {f}:4:3 (thread 1)",
        "br undef, %entry, %entry": "ub: branch on an undef value at {f}:4:3 (thread 1)",
        'assert 0, "boom"': "assert: boom at {f}:4:3 (thread 1)",
        "assert false": "assert: assertion failed at {f}:4:3 (thread 1)",
    }
    f = tmp_path / "prog.muir"
    for instr, expected in cases.items():
        term = "" if instr.startswith("br ") else "\n  ret 0"
        source = f"\ndefine @main() {{\nentry:\n  {instr}{term}\n}}\n"
        assert shown(run_program(source, tmp_path)) == {expected.format(f=f)}, instr


def test_failures(tmp_path: Path) -> None:
    unassigned = "\ndefine @main() {\nentry:\n  ret %nothing\n}\n"
    assert shown(run_program(unassigned, tmp_path)) == {
        "failure: read of unassigned register %nothing in @main (thread 1)"}
    arity = ("\ndefine @f(%a, %b) {\nentry:\n  ret 0\n}\n"
             "define @main() {\nentry:\n  spawn @f, none, none, 1\n  ret 0\n}\n")
    assert shown(run_program(arity, tmp_path)) == {
        "failure: @f takes 2 argument(s), called with 1 (thread 2)"}


def test_spawn_returns_the_new_thread_id(tmp_path: Path) -> None:
    source = """
@tids = global [0, 0]
define @w(%z) {
entry:
  ret 0
}
define @main() {
entry:
  %t = spawn @w, none, none, 0
  %u = spawn @w, none, none, 0
  %v = sub %u, %t
  %w = mul %t, 10
  %w = add %w, %v
  ret %w
}
"""
    assert shown(run_program(source, tmp_path)) == {"done  ret=21"}


def test_spawn_runs_init_then_body_then_cleanup(tmp_path: Path) -> None:
    source = """
@a = global 0
@b = global 0
@c = global 0
define @init(%x) {
entry:
  store not_atomic %x, @a
  %y = add %x, 1
  ret %y
}
define @body(%y) {
entry:
  store not_atomic %y, @b
  %r = mul %y, 10
  ret %r
}
define @cleanup(%x, %r) {
entry:
  store not_atomic %r, @c
  ret 0
}
define @main() {
entry:
  spawn @body, @init, @cleanup, 4
  ret 0
}
"""
    assert shown(run_program(source, tmp_path, ("a", "b", "c"))) == {"done  a=4 b=5 c=50 ret=0"}


def test_deadlock_is_an_outcome(tmp_path: Path) -> None:
    source = """
@hf = global 0
@hg = global 0
define @f(%a) {
entry:
  %h = load seq_cst @hg
  %ok = ne %h, 0
  br %ok, %join, %done
join:
  %r = thrd_join %h
  ret 1
done:
  ret 0
}
define @g(%a) {
entry:
  %h = load seq_cst @hf
  %ok = ne %h, 0
  br %ok, %join, %done
join:
  %r = thrd_join %h
  ret 1
done:
  ret 0
}
define @main() {
entry:
  %f = thrd_create @f, 0
  store seq_cst %f, @hf
  %g = thrd_create @g, 0
  store seq_cst %g, @hg
  ret 0
}
"""
    assert shown(run_program(source, tmp_path)) == {
        "done  ret=0", "deadlock: thread 2 waits for thread 3 to finish; thread 3 waits for thread 2 to finish"}


def test_joining_twice_is_undefined(tmp_path: Path) -> None:
    source = """
define @w(%z) {
entry:
  ret 5
}
define @main() {
entry:
  %t = thrd_create @w, 0
  %a = thrd_join %t
  %b = thrd_join %t
  ret %a
}
"""
    f = tmp_path / "prog.muir"
    assert shown(run_program(source, tmp_path)) == {
        f"ub: thrd_join of a thread that was already joined at {f}:10:3 (thread 1)"}


def test_spin_loop_terminates_with_merging(tmp_path: Path) -> None:
    """A flag spin loop revisits configurations: merging cuts the cycle, outcomes stay exact."""
    source = """
@flag = global 0
@data = global 0
@seen = global 0
define @producer(%z) {
entry:
  store not_atomic 42, @data
  store release 1, @flag
  ret 0
}
define @main() {
entry:
  spawn @producer, none, none, 0
  jmp %wait
wait:
  %f = load acquire @flag
  br %f, %go, %wait
go:
  %d = load not_atomic @data
  store not_atomic %d, @seen
  ret %d
}
"""
    result = run_program(source, tmp_path, ("seen",))
    assert shown(result) == {"done  seen=42 ret=42"}
    assert result.stats["cycles"] > 0


@pytest.mark.slow  # a million steps through the whole stack: ~35 s, minutes under load (CI runs
# it; tests/test_stack_safety.py keeps the kernel's loops at 10⁶ in every run)
def test_million_iteration_loop_at_default_recursion_limit() -> None:
    assert sys.getrecursionlimit() <= 1000
    result = run_program(EXAMPLES / "loop.muir", observe=("n",), scheduler="round_robin")
    assert shown(result) == {"done  n=1000000 ret=1000000"}
