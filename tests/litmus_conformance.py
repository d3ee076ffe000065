"""Conformance suites of the litmus front-end against herd7 and Dat3M (data: ../shared/litmus).

Each suite runs a set of third-party tests under one model and compares every test with a
reference; ``KNOWN`` lists every accepted disagreement with the reason for it, and
``litmus_baseline.json`` records how many tests of each suite pass (the suite fails if the
number drops, if a test outside ``KNOWN`` fails, or if a ``KNOWN`` test starts passing and
its entry is stale).
"""

from __future__ import annotations

from dataclasses import dataclass

# Configurations one test may expand in the suite (keeps CI bounded; the command has none).
BUDGET = 60_000


@dataclass(frozen=True)
class Suite:
    model: str
    folders: tuple[str, ...]  # relative to ../shared/litmus
    reference: str  # a Dat3M CSV or a herd7 JSONL
    states: bool = True  # compare final-state sets (herd references list them)
    rmw_free: bool = False  # only tests without XCHG/LOCK (herd's x86 caveat)
    rc11_scope: str | None = None  # herd rc11 results: keep tests without seq_cst accesses
    #                                 and without races (herd's verdict is not "Undef")


DAT3M_X86 = ("dat3m/litmus/X86",)
DAT3M_C11 = ("dat3m/litmus/C11",)
CATALOGUE_X86 = ("herdtools7-catalogue/catalogue/x86/tests",
                 "herdtools7-catalogue/catalogue/x86_64/tests")
C11POPL15 = ("herdtools7-catalogue/catalogue/c11popl15/tests/illustrative",)

SUITES = {
    "sc/dat3m-x86": Suite("sc", DAT3M_X86, "herd7-results/dat3m-X86.sc.jsonl"),
    "sc/dat3m-c11": Suite("sc", DAT3M_C11, "herd7-results/dat3m-C11.sc.jsonl"),
    "sc/catalogue-x86": Suite("sc", CATALOGUE_X86, "herd7-results/herdcat-x86.sc.jsonl"),
    "tso/dat3m-x86": Suite("tso", DAT3M_X86, "dat3m/expected/TSO-expected.csv"),
    "tso/dat3m-x86-states": Suite("tso", DAT3M_X86, "herd7-results/dat3m-X86.x86tso.jsonl",
                                  rmw_free=True),
    "tso/catalogue-x86": Suite("tso", CATALOGUE_X86, "herd7-results/herdcat-x86.x86tso.jsonl"),
    "promising/dat3m-c11": Suite("promising", DAT3M_C11, "dat3m/expected/RC11-expected.csv",
                                 states=False, rc11_scope="herd7-results/dat3m-C11.rc11.jsonl"),
    "promising/c11popl15": Suite("promising", C11POPL15,
                                 "herd7-results/herdcat-c11popl15.rc11.jsonl", states=False,
                                 rc11_scope="herd7-results/herdcat-c11popl15.rc11.jsonl"),
}

HERD_RMW = ("herd7 7.57's 32-bit X86 front-end does not treat XCHG/LOCK as atomic "
            "read-modify-writes, so herd has states an atomic RMW excludes (data README)")

# The Dat3M X86 tests with XCHG that herd7 reads as two plain accesses under SC.
HERD_RMW_TESTS = (
    "2+2W+mfence-rmw+po-rmw.litmus",
    "2+2W+mfence-rmws.litmus",
    "2+2W+po+mfence-rmw.litmus",
    "2+2W+po+po-rmw.litmus",
    "2+2W+po-rmws.litmus",
    "LB+po+rmw-po.litmus",
    "LB+rmw-po+po-rmw.litmus",
    "LB+rmw-pos.litmus",
    "MP+mfence-rmw+rmw-mfence.litmus",
    "MP+mfence-rmw+rmw-po.litmus",
    "MP+po+rmw-mfence.litmus",
    "MP+po+rmw-po.litmus",
    "MP+po-rmw+rmw-mfence.litmus",
    "MP+po-rmw+rmw-po.litmus",
    "R+mfence-rmw+mfence.litmus",
    "R+mfence-rmw+po.litmus",
    "R+mfence-rmw+rfi-po.litmus",
    "R+po-rmw+mfence.litmus",
    "R+po-rmw+po.litmus",
    "R+po-rmw+rfi-po.litmus",
    "RR+RW+rmw-mfence+rmw-po.litmus",
    "RR+RW+rmw-pos.litmus",
    "S+mfence-rmw+po-rmw.litmus",
    "S+mfence-rmw+rmw-po.litmus",
    "S+po+po-rmw.litmus",
    "S+po+rmw-po.litmus",
    "S+po-rmw+rmw-po.litmus",
    "S+po-rmws.litmus",
)

# (suite, file name) -> why ctreelab disagrees with the reference
KNOWN: dict[tuple[str, str], str] = {
    ("sc/dat3m-c11", "imm-E3.5.litmus"): "an array location (atomic_int y[2]) read through "
                                         "pointer arithmetic: unsupported (herd cannot run it "
                                         "either)",
    **{("sc/dat3m-x86", name): HERD_RMW for name in HERD_RMW_TESTS},
}
