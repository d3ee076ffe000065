"""Refinement statements of the two-phase digest (§9 #1, #2, #3, #8, #21, Theorem 4.3) as
source/target program pairs, with the expected answer of ``ctreelab refine``.

``REFINEMENTS = [(source_file, target_file, entry_function_or_None, memory_src,
memory_tgt, expected_bool, one_line_reason), ...]``: files are relative to this folder;
a memory is a model name or ``(name, options)`` (options of the memory stage, e.g. the
allocator's ``base``).  ``expected_bool`` is what the paper says (``True``: TARGET refines
SOURCE).  ``KNOWN_DISAGREEMENTS`` names the rows where ctreelab's checker is known to
answer otherwise, with the reason.
"""

from __future__ import annotations

from typing import Any

INF = "twophase-inf"
FIN = "twophase-fin"
FIN_TOP: tuple[str, dict[str, Any]] = (FIN, {"base": hex((1 << 64) - 4)})  # 8 bytes do not fit
INF_TOP: tuple[str, dict[str, Any]] = (INF, {"base": hex((1 << 64) - 4)})

REFINEMENTS: list[tuple[str, str, str | None, Any, Any, bool, str]] = [
    # 1. dead alloca elimination
    ("s01_alloca_code.ll", "s01_ret_code.ll", None, INF, INF, True,
     "allocation never fails in the infinite model, so a dead alloca can go"),
    ("s01_alloca_code.ll", "s01_ret_code.ll", None, INF_TOP, INF_TOP, True,
     "even from the top of 64-bit memory: inf addresses go past 2^64"),
    ("s01_alloca_code.ll", "s01_ret_code.ll", None, FIN_TOP, FIN_TOP, False,
     "near the top of memory the source can only run out of memory but the target returns"),
    ("s01_alloca_code.ll", "s01_ret_code.ll", None, FIN, FIN, True,
     "from the empty memory the bounded check finds no OOM (the refutation needs a full one)"),
    # 2. dead cast elimination, with and without the alloca
    ("s02_ptoi_code.ll", "s02_alloca_code.ll", None, INF, INF, True,
     "ptrtoint is pure: removing a dead cast is valid in inf"),
    ("s02_ptoi_code.ll", "s02_alloca_code.ll", None, FIN_TOP, FIN_TOP, True,
     "ptrtoint is pure in fin too: both sides run out of memory at the alloca"),
    ("s02_ptoi_code.ll", "s01_ret_code.ll", None, INF, INF, True,
     "cast and alloca removal is valid in inf"),
    ("s02_ptoi_code.ll", "s01_ret_code.ll", None, FIN_TOP, FIN_TOP, False,
     "cast and alloca removal is invalid in fin: the alloca is the obstacle"),
    # 3. adding a dead alloca
    ("s01_ret_code.ll", "s01_alloca_code.ll", None, INF, INF, True,
     "adding an allocation is fine in inf"),
    ("s01_ret_code.ll", "s01_alloca_code.ll", None, FIN_TOP, FIN_TOP, True,
     "adding an allocation is fine in fin: the target's OOM refines anything"),
    # 8. store forwarding across blocks (paper §2.1)
    ("s08_store_forwarding.ll", "s08_forwarded.ll", "offset4", INF, INF, True,
     "the store through a + 4 is UB (provenance), so print(*b) may become print(1)"),
    ("s08_store_forwarding.ll", "s08_forwarded.ll", "offset4", FIN, FIN, True,
     "same in fin"),
    ("s08_store_forwarding.ll", "s08_forwarded.ll", "offset0", INF, INF, True,
     "with offset 0 the source is defined and prints 1, as the target does"),
    # 21. UB time travel; OOM keeps its prefix
    ("s21_print_then_ub.ll", "s21_print_other.ll", None, INF, INF, True,
     "a source that (eventually) has UB allows anything, output printed before it included"),
    ("s21_print_then_oom.ll", "s21_print_other_then_oom.ll", None, FIN_TOP, FIN_TOP, False,
     "OOM does not time-travel: the output printed before the OOM must agree (a vs b)"),
    # Theorem 4.3: a program under fin refines itself under inf
    ("s06_iptr_top.ll", "s06_iptr_top.ll", None, INF, FIN, True,
     "inf -> fin lowering: fin behaves like inf or runs out of memory"),
    ("s18_top.ll", "s18_top.ll", None, (INF, {"base": hex((1 << 64) - 16)}),
     (FIN, {"base": hex((1 << 64) - 16)}), True,
     "inf -> fin lowering at the top of memory: fin's OOM is allowed"),
    ("s06_iptr_top.ll", "s06_iptr_top.ll", None, FIN, INF, False,
     "not the other way: the finite program's OOM allows no result of the infinite one"),
    ("s14_entangled.ll", "s14_entangled.ll", None, (INF, {"mode": "explore"}),
     (FIN, {"mode": "explore"}), True,
     "inf -> fin lowering of the entangled-bytes program: the same four values"),
]

KNOWN_DISAGREEMENTS: dict[tuple[str, str], str] = {
}
