"""The 22 scenarios of the two-phase memory model digest (§9), as LLVM IR programs under
``tests/twophase/``, with their exact outcomes under ``twophase-inf`` and ``twophase-fin``.

Refinement statements (scenarios 1, 2, 3, 21) are in ``tests/twophase/refinements.py``
(checked by ``test_twophase_refinements.py``); scenario 20 is the property test of
``test_twophase_property.py``; scenario 22 is checked below on the model's operations.
Every row: (file, entry function or None, model options, scheduler, expected inf outcomes,
expected fin outcomes).  Outcomes are shown as by :func:`twophase_driver.shown`.
"""

from __future__ import annotations

from typing import Any

import pytest
from twophase_driver import TOP, run, shown, with_output

EXPLORE = {"mode": "explore"}
NEAR_TOP = {"base": hex(TOP - 4)}  # an i64 alloca does not fit any more in fin
TOP16 = {"base": hex(TOP - 16)}
BEYOND = {"base": hex(TOP + 16)}  # inf only: addresses past 2^64

PROV = "provenance mismatch (pointer of allocation #10, byte of allocation #11)"
BOTH = object()  # the fin outcomes are the inf ones

SCENARIOS: list[tuple[str, str, str | None, dict[str, Any], str, set[str], Any]] = [
    # 1-3: the programs of Fig. 9 return normally (their refinements: refinements.py)
    ("1 alloca_code", "s01_alloca_code.ll", None, {}, "round_robin", {"ret=1"}, BOTH),
    ("1 ret_code", "s01_ret_code.ll", None, {}, "round_robin", {"ret=1"}, BOTH),
    ("1 alloca_code at the top of memory", "s01_alloca_code.ll", None, NEAR_TOP, "round_robin",
     {"ret=1"}, {"oom: no room for 8 byte(s) below 2^64 (allocator at 0xfffffffffffffffc)"}),
    ("2 ptoi_code", "s02_ptoi_code.ll", None, {}, "round_robin", {"ret=1"}, BOTH),
    ("3 ret_code at the top of memory", "s01_ret_code.ll", None, NEAR_TOP, "round_robin",
     {"ret=1"}, BOTH),
    ("4 round trip", "s04_round_trip.ll", None, {}, "round_robin", {"ret=171"}, BOTH),
    ("5 int casts", "s05_int_casts.ll", None, {}, "round_robin", {"ret=113"}, BOTH),
    ("6 iptr 2^64-1 + 1", "s06_iptr_top.ll", None, {}, "round_robin", {"ret=1"},
     {("oom: iptr add of 18446744073709551615 and 1 gives 18446744073709551616, "
      "outside [0, 2^64)")}),
    ("7 iptr 0 - 1", "s07_iptr_arith.ll", "sub_below_zero", {}, "round_robin", {"ret=-1"},
     {"oom: iptr sub of 0 and 1 gives -1, outside [0, 2^64)"}),
    ("7 iptr mul overflow", "s07_iptr_arith.ll", "mul_overflow", {}, "round_robin", {"ret=1"},
     {("oom: iptr mul of 4294967296 and 4294967296 gives 18446744073709551616, "
      "outside [0, 2^64)")}),
    ("7 iptr shl overflow", "s07_iptr_arith.ll", "shl_overflow", {}, "round_robin", {"ret=1"},
     {"oom: iptr shl by 64"}),
    ("7 xor list", "s07_iptr_arith.ll", "xor_list", {}, "round_robin", {"ret=42"}, BOTH),
    ("8 store through a + 4", "s08_store_forwarding.ll", "offset4", {}, "round_robin",
     {f"ub: store of 0x10024: {PROV}"}, BOTH),  # (16 free bytes after each global)
    ("8 store through a + 0", "s08_store_forwarding.ll", "offset0", {}, "round_robin",
     {"ret=0 output='1\\n'"}, BOTH),
    ("9 guessed address", "s09_guess.ll", "guessed", {}, "round_robin", {"ret=5"}, BOTH),
    ("9 unallocated address", "s09_guess.ll", "unallocated", {}, "round_robin",
     {"ub: load of 0x104240: unallocated address"}, BOTH),
    ("10 far gep", "s10_gep.ll", "far", {}, "round_robin", {"ret=0"}, BOTH),
    ("10 load through a far gep", "s10_gep.ll", "far_load", {}, "round_robin",
     {"ub: load of 0x104240: unallocated address"}, BOTH),
    ("10 gep past 2^64", "s10_gep.ll", "past_top", {}, "round_robin", {"ret=0"},
     {("oom: pointer arithmetic 0x800000000000ffff + 9223372036854775807 leaves the 64-bit "
      "address space")}),
    ("11 malloc/free", "s11_free.ll", "ok", {}, "round_robin", {"ret=3"}, BOTH),
    ("11 interior free", "s11_free.ll", "interior", {}, "round_robin",
     {"ub: free of 0x10001, an interior pointer of the heap block at 0x10000"}, BOTH),
    ("11 double free", "s11_free.ll", "double", {}, "round_robin",
     {"ub: double free of 0x10000"}, BOTH),
    ("11 free of an alloca", "s11_free.ll", "stack", {}, "round_robin",
     {"ub: free of 0x10000, which is a stack (alloca) pointer, not a heap block"}, BOTH),
    ("11 load after free", "s11_free.ll", "after", {}, "round_robin",
     {"ub: load of 0x10000: use after free"}, BOTH),
    ("12 dangling stack pointer", "s12_dangling.ll", None, {}, "round_robin",
     {"ub: load of 0x10000: use of a stack slot after its function returned"}, BOTH),
    ("13 undef: executable default", "s13_uninit.ll", "value", {}, "round_robin", {"ret=0"},
     BOTH),
    ("13 undef: candidates", "s13_uninit.ll", "value", EXPLORE, "exhaustive",
     {"ret=0", "ret=1", "ret=-1"}, BOTH),
    ("13 x + x may be odd", "s13_uninit.ll", "sum_parity", EXPLORE, "exhaustive",
     {"ret=0", "ret=1"}, BOTH),
    ("13 2 * x may not", "s13_uninit.ll", "double_parity", EXPLORE, "exhaustive", {"ret=0"},
     BOTH),
    ("14 entangled bytes: executable", "s14_entangled.ll", None, {}, "round_robin", {"ret=0"},
     BOTH),
    ("14 entangled bytes", "s14_entangled.ll", None, EXPLORE, "exhaustive",
     {"ret=0", f"ret={0x1234}", f"ret={0x56780000}", f"ret={0x56781234}"}, BOTH),
    ("15 same-type load: independent undefs", "s15_serialise.ll", "same_type", EXPLORE,
     "exhaustive", {"ret=0", "ret=1"}, BOTH),
    ("15 same-type load: executable", "s15_serialise.ll", "same_type", {}, "round_robin",
     {"ret=0"}, BOTH),
    ("15 low half", "s15_serialise.ll", "low_half", {}, "round_robin", {f"ret={0x55667788}"},
     BOTH),
    ("15 high half", "s15_serialise.ll", "high_half", {}, "round_robin",
     {f"ret={0x11223344}"}, BOTH),
    ("16 zero-size allocations", "s16_zero_size.ll", "ok", {}, "round_robin", {"ret=0"}, BOTH),
    ("16 load through a zero-size alloca", "s16_zero_size.ll", "load_alloca", {},
     "round_robin", {"ub: load of 0x10000: unallocated address"}, BOTH),
    ("16 store through a zero-size malloc", "s16_zero_size.ll", "store_malloc", {},
     "round_robin", {"ub: store of 0x10000: unallocated address"}, BOTH),
    ("17 pointer store/load", "s17_pointer_bytes.ll", "lossless", {}, "round_robin",
     {"ret=5"}, BOTH),
    ("17 pointer bytes as i64", "s17_pointer_bytes.ll", "truncated", {}, "round_robin",
     {"ret=1"}, BOTH),
    ("17 memcpy of pointer bytes", "s17_pointer_bytes.ll", "copied", {}, "round_robin",
     {"ret=6"}, BOTH),
    ("18 two [16 x i8] from 2^64 - 16", "s18_top.ll", None, TOP16, "round_robin", {"ret=0"},
     {"oom: no room for 16 byte(s) below 2^64 (allocator at 0x10000000000000000)"}),
    ("19 overlapping memcpy", "s19_memcpy.ll", "overlap", {}, "round_robin",
     {"ub: memcpy between overlapping ranges 0x10000 and 0x10002 (4 bytes)"}, BOTH),
    ("19 negative memcpy length", "s19_memcpy.ll", "negative", {}, "round_robin",
     {"ub: memcpy of a negative length -1"}, BOTH),
    ("19 memcpy onto itself", "s19_memcpy.ll", "same", {}, "round_robin", {"ret=4"}, BOTH),
    ("21 print then UB", "s21_print_then_ub.ll", None, {}, "round_robin",
     {"ub: access through a null pointer"}, BOTH),
]


@pytest.mark.parametrize(("name", "path", "entry", "options", "scheduler", "inf", "fin"),
                         SCENARIOS, ids=[row[0] for row in SCENARIOS])
def test_scenario(name: str, path: str, entry: str | None, options: dict[str, Any],
                  scheduler: str, inf: set[str], fin: Any) -> None:
    assert shown(run(path, "twophase-inf", options, entry, scheduler)) == inf
    expected_fin = inf if fin is BOTH else fin
    assert shown(run(path, "twophase-fin", options, entry, scheduler)) == expected_fin


@pytest.mark.parametrize("entry", ["lossless", "truncated", "beyond", "copied"])
def test_pointers_beyond_2_64_in_inf(entry: str) -> None:
    """17: with the allocator past 2^64 (inf only), pointer stores are still lossless, the
    i64 view is the low 64 bits, memcpy keeps pointers."""
    expected = {"lossless": "ret=5", "truncated": "ret=1", "beyond": "ret=1", "copied": "ret=6"}
    assert shown(run("s17_pointer_bytes.ll", "twophase-inf", BEYOND, entry)) == {expected[entry]}


def test_iptr_counter_loop() -> None:
    """6: the counter loop from 2^64 - 3: fin prints 2^64-2 and 2^64-1 and then runs out of
    memory — it never wraps to 0 and never calls do_evil; inf never leaves the loop."""
    outcome, text = with_output("s06_iptr_counter.ll", "twophase-fin")
    assert outcome.kind == "oom"
    assert text == f"{TOP - 2}\n{TOP - 1}\n"
    assert "evil" not in text
    inf = run("s06_iptr_counter.ll", "twophase-inf", {}, None, "round_robin", **{"max-steps": 3000})
    assert shown(inf) == {"budget: max-steps=3000 exhausted"}
    outcome, text = with_output("s06_iptr_counter.ll", "twophase-inf", max_steps=3000)
    # the loop goes on past 2^64 (printed as its low 64 bits: 0, 1, ...), never leaving
    assert outcome.kind == "budget" and text.startswith(f"{TOP - 2}\n{TOP - 1}\n0\n1\n")
    assert "evil" not in text


def test_print_then_oom_keeps_its_prefix() -> None:
    """21: a program that prints and then runs out of memory printed its prefix."""
    outcome, text = with_output("s21_print_then_oom.ll", "twophase-fin", NEAR_TOP)
    assert (outcome.kind, text) == ("oom", "a\n")
    outcome, text = with_output("s21_print_then_oom.ll", "twophase-inf", NEAR_TOP)
    assert (outcome.kind, outcome.ret, text) == ("done", 0, "a\n")
