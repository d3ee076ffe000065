"""Representation of μIR-thread into choice trees (paper §3.3).

Each function call is a deterministic tree over the kernel's events: ``LocalRead`` /
``LocalWrite`` / ``GlobalRead`` for operands and results, memory events for memory
instructions, ``Spawn`` / ``Join`` for threads, and ``Yield`` at the entry of every block and
after every pure instruction (the paper's synchronisation points).

The thread is an explicit machine: a position ``(function, block, pc)`` plus the operand
values read so far.  Every continuation is keyed by exactly that, so explorers can merge
equal configurations (registers live in the ``vars`` stage, which adds them to the key).
No recursion grows with the length of a run.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ctreelab.arith import trunc_div, trunc_rem
from ctreelab.budget import poll
from ctreelab.events import (
    UB,
    Alloc,
    AssertFail,
    CmpXchg,
    Failure,
    Fence,
    GlobalRead,
    Join,
    LocalRead,
    LocalWrite,
    Ordering,
    Read,
    ReadWrite,
    RmwOp,
    Spawn,
    Write,
    Yield,
)
from ctreelab.tree import Kont, Ret, Tree, Vis
from ctreelab.values import UNDEF
from ctreelab.vars_stage import halt

from . import ast
from .lowering import CheckI, JoinI, Lowered

ATOM_FIELDS: dict[type, tuple[str, ...]] = {
    ast.Compute: ("a", "b"), ast.Alloca: ("size",), ast.Load: ("addr",),
    ast.Store: ("value", "addr"), ast.Rmw: ("addr", "operand"),
    ast.CmpXchg: ("addr", "expected", "new"), ast.FenceI: (), ast.SpawnI: ("arg",),
    ast.Assert: ("cond",), JoinI: ("tid",), CheckI: ("cond",),
    ast.Branch: ("cond",), ast.Jump: (), ast.Return: ("value",),
}
RMW = {"atomic_exchange": "xchg", "atomic_add": "add"}
DEFAULT_FAILURE = {Ordering.acq_rel: Ordering.acquire, Ordering.release: Ordering.monotonic}


MAX_BITS = 1 << 16  # wider integer results are a failure (unbounded ints could fill memory)
BINARY: dict[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
    "sdiv": trunc_div, "srem": trunc_rem,
    "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
    "shl": lambda a, b: a << b, "ashr": lambda a, b: a >> b,
    "eq": lambda a, b: int(a == b), "ne": lambda a, b: int(a != b),
    "slt": lambda a, b: int(a < b), "sle": lambda a, b: int(a <= b),
    "sgt": lambda a, b: int(a > b), "sge": lambda a, b: int(a >= b),
}


@dataclass(frozen=True)
class Code:
    """A compiled function: blocks of operations, each ending with its terminator."""

    name: str
    params: tuple[str, ...]
    blocks: tuple[tuple[Any, ...], ...]
    labels: dict[str, int]
    operands: tuple[tuple[tuple[Any, ...], ...], ...]  # atoms per operation


class Denotation:
    """Builds the trees of function calls of one lowered module."""

    def __init__(self, lowered: Lowered) -> None:
        self.path = lowered.path
        self.code: dict[str, Code] = {}
        for f in lowered.functions:
            blocks = tuple(tuple(b.code) + (b.term,) for b in f.blocks)
            self.code[f.name] = Code(
                f.name, f.params, blocks, {b.label: i for i, b in enumerate(f.blocks)},
                tuple(tuple(tuple(a for fld in ATOM_FIELDS[type(op)]
                                  if (a := getattr(op, fld)) is not None)
                            for op in block) for block in blocks))

    # -- entry -------------------------------------------------------------------------------

    def call(self, name: str, args: tuple[Any, ...]) -> Tree:
        code = self.code[name]
        if len(args) != len(code.params):
            return halt(Failure(f"@{name} takes {len(code.params)} argument(s), "
                                f"called with {len(args)}"))
        return self.bind_params(code, args, 0)

    def bind_params(self, code: Code, args: tuple[Any, ...], i: int) -> Tree:
        if i == len(args):
            return self.enter_block(code.name, 0)
        return Vis(LocalWrite(code.params[i], args[i]),
                   Kont(lambda _: self.bind_params(code, args, i + 1), ("params", code.name, args, i)))

    def enter_block(self, fname: str, b: int) -> Tree:
        """Block entry: a ``Yield``, then the first operation."""
        poll()  # the budget: a loop can run many blocks inside one step of the scheduler
        return Vis(Yield(), Kont(lambda _: self.exec(fname, b, 0, ()), ("at", fname, b, 0)))

    # -- operations ------------------------------------------------------------------------

    def exec(self, fname: str, b: int, pc: int, vals: tuple[Any, ...]) -> Tree:
        """Run operation ``pc`` of block ``b`` having read the operand values ``vals``."""
        code = self.code[fname]
        atoms = code.operands[b][pc]
        while len(vals) < len(atoms):
            atom = atoms[len(vals)]
            if type(atom) is ast.Lit:
                vals = vals + (atom.value,)
                continue
            event = LocalRead(atom.name) if type(atom) is ast.Reg else GlobalRead(atom.name)
            return Vis(event, Kont(lambda v, vals=vals: self.exec(fname, b, pc, vals + (v,)),
                                   ("read", fname, b, pc, vals)))
        return self.act(code, b, pc, code.blocks[b][pc], vals)

    def next(self, fname: str, b: int, pc: int, pure: bool = False) -> Tree:
        """Continue after operation ``pc`` (yielding first after a pure operation)."""
        if pure:
            return Vis(Yield(), Kont(lambda _: self.exec(fname, b, pc + 1, ()), ("at", fname, b, pc + 1)))
        return self.exec(fname, b, pc + 1, ())

    def result(self, fname: str, b: int, pc: int, dest: str | None, pure: bool = False) -> Kont:
        """A continuation writing its answer to ``dest`` (if any), then going on."""
        def write(v: Any) -> Tree:
            if dest is None:
                return self.next(fname, b, pc, pure)
            return Vis(LocalWrite(dest, v), Kont(lambda _: self.next(fname, b, pc, pure),
                                                 ("written", fname, b, pc)))
        return Kont(write, ("result", fname, b, pc))

    def where(self, op: Any) -> str:
        return f"{self.path}:{op.pos.line}:{op.pos.col}"

    def address(self, op: Any, v: Any, what: str) -> Tree | None:
        """UB unless ``v`` is a valid address."""
        if v is UNDEF:
            return halt(UB(f"{what} through an undef address", self.where(op)))
        if not isinstance(v, int) or v <= 0:
            return halt(UB(f"{what} through invalid address {v}", self.where(op)))
        return None

    def act(self, code: Code, b: int, pc: int, op: Any, vals: tuple[Any, ...]) -> Tree:
        f = code.name
        t = type(op)
        if t is ast.Compute:
            if op.op is None:
                value = vals[0]
            else:
                x, y = vals
                if x is UNDEF or y is UNDEF:
                    value = UNDEF
                elif op.op in ("sdiv", "srem") and y == 0:
                    return halt(UB(f"{op.op} by zero", self.where(op)))
                elif op.op in ("shl", "ashr") and y < 0:
                    return halt(UB(f"{op.op} by a negative amount", self.where(op)))
                elif op.op == "shl" and x and x.bit_length() + y > MAX_BITS:
                    return halt(Failure(f"shl by {y}: the result is wider than {MAX_BITS} "
                                        f"bits (unsupported)", self.where(op)))
                else:
                    value = BINARY[op.op](x, y)
                    if type(value) is int and value.bit_length() > MAX_BITS:
                        return halt(Failure(f"{op.op}: the result is wider than {MAX_BITS} "
                                            f"bits (unsupported)", self.where(op)))
            return self.result(f, b, pc, op.dest, pure=True)(value)
        if t is ast.Load:
            bad = self.address(op, vals[0], "load")
            return bad or Vis(Read(op.ordering, vals[0]), self.result(f, b, pc, op.dest))
        if t is ast.Store:
            bad = self.address(op, vals[1], "store")
            return bad or Vis(Write(op.ordering, vals[1], vals[0]), self.result(f, b, pc, None))
        if t is ast.Rmw:
            bad = self.address(op, vals[0], "read-modify-write")
            event = ReadWrite(op.ordering, vals[0], RmwOp(RMW[op.op], vals[1]))
            return bad or Vis(event, self.result(f, b, pc, op.dest))
        if t is ast.CmpXchg:
            bad = self.address(op, vals[0], "cmpxchg")
            failure = op.failure or DEFAULT_FAILURE.get(op.ordering, op.ordering)
            event = CmpXchg(op.ordering, failure, vals[0], vals[1], vals[2])
            old = Kont(lambda pair: self.result(f, b, pc, op.dest)(pair[0]), ("old", f, b, pc))
            return bad or Vis(event, old)
        if t is ast.FenceI:
            return Vis(Fence(op.ordering), self.result(f, b, pc, None))
        if t is ast.Alloca:
            n = vals[0]
            if n is UNDEF or not isinstance(n, int) or n < 1:
                return halt(UB(f"alloca of {n} cells", self.where(op)))
            return Vis(Alloc(n), self.result(f, b, pc, op.dest))
        if t is ast.SpawnI:
            return Vis(Spawn(op.f, op.init, op.cleanup, vals[0]), self.result(f, b, pc, op.dest))
        if t is JoinI:
            tid = vals[0]
            if not isinstance(tid, int) or tid is UNDEF:
                return halt(UB(f"join of an invalid thread id {tid}", self.where(op)))
            return Vis(Join(tid), self.result(f, b, pc, None))
        if t is ast.Assert or t is CheckI:
            c = vals[0]
            if c is UNDEF:
                return halt(UB("assertion on an undef value", self.where(op)))
            if c == 0:
                stop = AssertFail(op.message, self.where(op)) if t is ast.Assert else UB(op.message, self.where(op))
                return halt(stop)
            return self.next(f, b, pc, pure=True)
        if t is ast.Jump:
            return self.enter_block(f, code.labels[op.target])
        if t is ast.Branch:
            c = vals[0]
            if c is UNDEF:
                return halt(UB("branch on an undef value", self.where(op)))
            return self.enter_block(f, code.labels[op.then if c != 0 else op.other])
        if t is ast.Return:
            return Ret(vals[0])
        raise TypeError(f"unknown μIR-thread operation {op!r}")
