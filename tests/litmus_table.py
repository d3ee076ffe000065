"""The litmus table of spec §7.3 as μIR-thread programs, with the expected verdicts.

Conventions: locations are globals initialised to 0 (initial messages under Promising);
threads are started by main with a bare ``spawn`` (no synchronisation with main); each
thread stores its registers to globals of the same name at its end (monotonic stores); the
weak outcome is a condition on those globals and on the final memory.

Expected verdicts (``A`` allowed / ``F`` forbidden): ``sc`` as the spec; ``tso`` = the x86-TSO
column; ``promising`` = the RC11 column.  Faithful promise-free Promising agrees with RC11 on
every row: LB is forbidden by both (no promises, no po∪rf cycles), and the [fix]es of spec
§7.1 make the fence, release-sequence and RMW-chain rows forbidden as in RC11.
"""

from __future__ import annotations

from dataclasses import dataclass, field

LOCATIONS = ("x", "y", "z", "d", "f")


@dataclass(frozen=True)
class Litmus:
    name: str
    threads: tuple[tuple[str, ...], ...]  # μIR-thread instructions per thread
    weak: dict[str, int]                  # the weak outcome: observed global -> value
    verdicts: dict[str, str]              # model -> "A" | "F"
    registers: tuple[str, ...] = field(default=())

    def observed(self) -> tuple[str, ...]:
        regs = self.registers or tuple(sorted({w.split()[0][1:] for t in self.threads
                                               for w in t if w.startswith("%")}))
        return regs + tuple(loc for loc in LOCATIONS if loc in self.weak)

    def source(self) -> str:
        lines = [f"; {self.name} (spec §7.3)"]
        regs = self.observed()
        lines += [f"@{g} = global 0" for g in LOCATIONS]
        lines += [f"@{r} = global 0" for r in regs if r not in LOCATIONS]
        for i, code in enumerate(self.threads, start=1):
            mine = [w.split()[0][1:] for w in code if w.startswith("%")]
            body = list(code) + [f"store monotonic %{r}, @{r}" for r in mine]
            lines += [f"define @t{i}(%arg) {{", "entry:", *[f"  {c}" for c in body],
                      "  ret 0", "}"]
        lines += ["define @main() {", "entry:"]
        lines += [f"  spawn @t{i}, none, none, 0" for i in range(1, len(self.threads) + 1)]
        lines += ["  ret 0", "}"]
        return "\n".join(lines) + "\n"


def store(loc: str, v: int, o: str = "monotonic") -> str:
    return f"store {o} {v}, @{loc}"


def load(reg: str, loc: str, o: str = "monotonic") -> str:
    return f"%{reg} = load {o} @{loc}"


def fence(o: str) -> str:
    return f"fence {o}"


def V(sc: str, tso: str, ps: str) -> dict[str, str]:
    return {"sc": sc, "tso": tso, "promising": ps}


TABLE = (
    Litmus("SB", ((store("x", 1), load("r1", "y")), (store("y", 1), load("r2", "x"))),
           {"r1": 0, "r2": 0}, V("F", "A", "A")),
    Litmus("SB+rel/acq", ((store("x", 1, "release"), load("r1", "y", "acquire")),
                          (store("y", 1, "release"), load("r2", "x", "acquire"))),
           {"r1": 0, "r2": 0}, V("F", "A", "A")),
    Litmus("SB+sc", ((store("x", 1, "seq_cst"), load("r1", "y", "seq_cst")),
                     (store("y", 1, "seq_cst"), load("r2", "x", "seq_cst"))),
           {"r1": 0, "r2": 0}, V("F", "F", "F")),
    Litmus("SB+sc-fences", ((store("x", 1), fence("seq_cst"), load("r1", "y")),
                            (store("y", 1), fence("seq_cst"), load("r2", "x"))),
           {"r1": 0, "r2": 0}, V("F", "F", "F")),
    Litmus("MP", ((store("d", 1), store("f", 1)), (load("r1", "f"), load("r2", "d"))),
           {"r1": 1, "r2": 0}, V("F", "F", "A")),
    Litmus("MP+rel/acq", ((store("d", 1), store("f", 1, "release")),
                          (load("r1", "f", "acquire"), load("r2", "d"))),
           {"r1": 1, "r2": 0}, V("F", "F", "F")),
    Litmus("MP+fences", ((store("d", 1), fence("release"), store("f", 1)),
                         (load("r1", "f"), fence("acquire"), load("r2", "d"))),
           {"r1": 1, "r2": 0}, V("F", "F", "F")),
    Litmus("MP+rel+fence-acq", ((store("d", 1), store("f", 1, "release")),
                                (load("r1", "f"), fence("acquire"), load("r2", "d"))),
           {"r1": 1, "r2": 0}, V("F", "F", "F")),
    Litmus("MP+fence-rel+acq", ((store("d", 1), fence("release"), store("f", 1)),
                                (load("r1", "f", "acquire"), load("r2", "d"))),
           {"r1": 1, "r2": 0}, V("F", "F", "F")),
    Litmus("MP+sc-fences", ((store("d", 1), fence("seq_cst"), store("f", 1)),
                            (load("r1", "f"), fence("seq_cst"), load("r2", "d"))),
           {"r1": 1, "r2": 0}, V("F", "F", "F")),
    Litmus("MP+RMW-chain", ((store("d", 1), store("f", 1, "release")),
                            ("%q = rmw monotonic atomic_exchange @f, 2",),
                            (load("r1", "f", "acquire"), load("r2", "d"))),
           {"q": 1, "r1": 2, "r2": 0}, V("F", "F", "F")),
    Litmus("MP+same-thread-rel-seq", ((store("d", 1), store("f", 1, "release"), store("f", 2)),
                                      (load("r1", "f", "acquire"), load("r2", "d"))),
           {"r1": 2, "r2": 0}, V("F", "F", "F")),
    Litmus("W-coalesce", ((store("x", 1), store("x", 2), load("r0", "z")),
                          (store("z", 1), fence("seq_cst"), load("r1", "x"), load("r2", "x"))),
           {"r0": 0, "r1": 0, "r2": 1}, V("F", "A", "A")),
    Litmus("LB", ((load("r1", "x"), store("y", 1)), (load("r2", "y"), store("x", 1))),
           {"r1": 1, "r2": 1}, V("F", "F", "F")),
    Litmus("IRIW", ((store("x", 1),), (store("y", 1),),
                    (load("r1", "x"), load("r2", "y")), (load("r3", "y"), load("r4", "x"))),
           {"r1": 1, "r2": 0, "r3": 1, "r4": 0}, V("F", "F", "A")),
    Litmus("IRIW+rel/acq", ((store("x", 1, "release"),), (store("y", 1, "release"),),
                            (load("r1", "x", "acquire"), load("r2", "y", "acquire")),
                            (load("r3", "y", "acquire"), load("r4", "x", "acquire"))),
           {"r1": 1, "r2": 0, "r3": 1, "r4": 0}, V("F", "F", "A")),
    Litmus("IRIW+sc", ((store("x", 1, "seq_cst"),), (store("y", 1, "seq_cst"),),
                       (load("r1", "x", "seq_cst"), load("r2", "y", "seq_cst")),
                       (load("r3", "y", "seq_cst"), load("r4", "x", "seq_cst"))),
           {"r1": 1, "r2": 0, "r3": 1, "r4": 0}, V("F", "F", "F")),
    Litmus("2+2W", ((store("x", 1), store("y", 2)), (store("y", 1), store("x", 2))),
           {"x": 1, "y": 1}, V("F", "F", "A")),
    Litmus("2+2W+sc", ((store("x", 1, "seq_cst"), store("y", 2, "seq_cst")),
                       (store("y", 1, "seq_cst"), store("x", 2, "seq_cst"))),
           {"x": 1, "y": 1}, V("F", "F", "F")),
    Litmus("CoRR", ((store("x", 1),), (load("r1", "x"), load("r2", "x"))),
           {"r1": 1, "r2": 0}, V("F", "F", "F")),
    Litmus("CoWW", ((store("x", 1), store("x", 2)),), {"x": 1}, V("F", "F", "F")),
    Litmus("INC", (("%a = rmw monotonic atomic_add @x, 1",),
                   ("%b = rmw monotonic atomic_add @x, 1",)),
           {"x": 1}, V("F", "F", "F")),
    Litmus("INC+acquire", (("%a = rmw acquire atomic_add @x, 1",),
                           ("%b = rmw acquire atomic_add @x, 1",)),
           {"x": 1}, V("F", "F", "F")),
    Litmus("INC+acq_rel", (("%a = rmw acq_rel atomic_add @x, 1",),
                           ("%b = rmw acq_rel atomic_add @x, 1",)),
           {"x": 1}, V("F", "F", "F")),
    Litmus("INC+release", (("%a = rmw release atomic_add @x, 1",),
                           ("%b = rmw release atomic_add @x, 1",)),
           {"x": 1}, V("F", "F", "F")),
    Litmus("INC+sc", (("%a = rmw seq_cst atomic_add @x, 1",),
                      ("%b = rmw seq_cst atomic_add @x, 1",)),
           {"x": 1}, V("F", "F", "F")),
)
