"""Litmus threads as choice trees.

A thread is a register machine over its instruction list.  Pure instructions (``Assign``,
``Goto``, ``IfNot``) run without events; each memory instruction is one kernel memory event
whose continuation is keyed by ``(thread, pc, registers)``, so explorers merge equal
configurations.  A backward jump yields (a scheduling point), so a spin loop lets the other
threads run and an empty infinite loop is a cycle the explorers detect, not a hang.  At its
end a thread returns the values of its user-visible registers.

``main`` spawns ``P0 … Pn`` in order, joins them in order and returns a
:class:`~ctreelab.values.Record` of their final registers, named herd's way (``0:EAX``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ctreelab.arith import trunc_div, trunc_rem
from ctreelab.budget import poll
from ctreelab.events import (
    UB,
    CmpXchg,
    Failure,
    Fence,
    Join,
    Read,
    ReadWrite,
    RmwOp,
    Spawn,
    Write,
    Yield,
)
from ctreelab.tree import Kont, Ret, Tree, Vis
from ctreelab.values import UNDEF, Record
from ctreelab.vars_stage import halt

from . import ast
from .futures import futures

BINARY: dict[str, Callable[[int, int], int]] = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": trunc_div, "%": trunc_rem,
    "&": lambda a, b: a & b, "|": lambda a, b: a | b, "^": lambda a, b: a ^ b,
    "<<": lambda a, b: a << b, ">>": lambda a, b: a >> b,
    "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b),
    "<": lambda a, b: int(a < b), "<=": lambda a, b: int(a <= b),
    ">": lambda a, b: int(a > b), ">=": lambda a, b: int(a >= b),
    "&&": lambda a, b: int(bool(a) and bool(b)), "||": lambda a, b: int(bool(a) or bool(b)),
}
UNARY: dict[str, Callable[[int], int]] = {
    "!": lambda a: int(not a), "-": lambda a: -a, "~": lambda a: ~a,
}
PURE = (ast.Assign, ast.Goto, ast.IfNot)


class Stop(Exception):
    """Evaluation reached undefined behaviour."""


def thread_name(tid: int) -> str:
    return f"P{tid}"


class ThreadCode:
    """One thread, compiled: register slots, initial registers, the instruction list."""

    def __init__(self, test: ast.LitmusTest, thread: ast.Thread, addresses: dict[str, int]) -> None:
        self.tid = thread.tid
        self.code = thread.code
        self.path = test.path
        self.addresses = addresses
        visible = visible_registers(test, thread)
        names = dict.fromkeys(visible)  # the visible registers take the first slots
        for instr in thread.code:
            names.update(dict.fromkeys(_registers_of(instr)))
        self.slots = {name: i for i, name in enumerate(names)}
        init = [0] * len(names)
        for ref, value in test.init_regs:
            if ref.tid == thread.tid:
                init[self.slots[ref.reg]] = ast.resolve(value, addresses)
        self.init = tuple(init)
        self.visible = len(visible)
        self.valid = frozenset(addresses.values())
        assigned = {name for instr in thread.code for name in _assigned(instr)}
        self.future = futures(self.code, lambda e: self.static_address(e, assigned))

    def static_address(self, e: ast.Expr, assigned: set[str]) -> int | None:
        """The address ``e`` denotes in every run, if it is a location or a register that
        holds one from the start and is never assigned; else ``None``."""
        if type(e) is ast.Loc:
            return self.addresses.get(e.name)
        if type(e) is ast.Reg and e.name not in assigned:
            a = self.init[self.slots[e.name]]
            return a if isinstance(a, int) and a in self.valid else None
        return None

    def where(self, instr: Any) -> str:
        return f"{self.path}:{instr.pos.line}:{instr.pos.col}"

    # -- evaluation --------------------------------------------------------------------------

    def eval(self, e: ast.Expr, regs: tuple[Any, ...]) -> Any:
        t = type(e)
        if t is ast.Const:
            return e.value  # type: ignore[union-attr]
        if t is ast.Reg:
            return regs[self.slots[e.name]]  # type: ignore[union-attr]
        if t is ast.Loc:
            return self.addresses[e.name]  # type: ignore[union-attr]
        if t is ast.Un:
            a = self.eval(e.a, regs)  # type: ignore[union-attr]
            return UNDEF if a is UNDEF else UNARY[e.op](a)  # type: ignore[union-attr]
        a = self.eval(e.a, regs)  # type: ignore[union-attr]
        b = self.eval(e.b, regs)  # type: ignore[union-attr]
        op = e.op  # type: ignore[union-attr]
        if a is UNDEF or b is UNDEF:
            return UNDEF
        if op in ("/", "%") and b == 0:
            raise Stop(f"division by zero in {op}")
        if op in ("<<", ">>") and b < 0:
            raise Stop(f"shift by a negative amount in {op}")
        return BINARY[op](a, b)

    def address(self, e: ast.Expr, regs: tuple[Any, ...]) -> int:
        a = self.eval(e, regs)
        if a is UNDEF:
            raise Stop("access through an undef address")
        if not isinstance(a, int) or a not in self.valid:
            raise Stop(f"access through invalid address {a}")
        return a

    # -- running -----------------------------------------------------------------------------

    def start(self) -> Tree:
        return self.run(0, self.init)

    def run(self, pc: int, regs: tuple[Any, ...]) -> Tree:
        """Run pure instructions from ``pc`` up to the next event (or the end)."""
        code, n = self.code, len(self.code)
        try:
            while pc < n:
                instr = code[pc]
                t = type(instr)
                if t not in PURE:
                    return self.access(pc, instr, regs)
                if t is ast.Assign:
                    regs = self.put(regs, instr.dest, self.eval(instr.expr, regs))  # type: ignore[union-attr]
                    pc += 1
                    continue
                if t is ast.Goto:
                    target = instr.target  # type: ignore[union-attr]
                else:
                    c = self.eval(instr.cond, regs)  # type: ignore[union-attr]
                    if c is UNDEF:
                        raise Stop("branch on an undef value")
                    target = pc + 1 if c else instr.target  # type: ignore[union-attr]
                if target <= pc:  # a loop: a scheduling point
                    poll()  # the budget, also inside one step of the scheduler
                    return Vis(Yield(), Kont(lambda _, target=target, regs=regs: self.run(target, regs),
                                             ("litmus-loop", self.tid, target, regs),
                                             self.future[target]))
                pc = target
        except Stop as stop:
            return halt(UB(str(stop), self.where(code[pc])))
        return Ret(regs[:self.visible])

    def put(self, regs: tuple[Any, ...], name: str | None, value: Any) -> tuple[Any, ...]:
        if name is None:
            return regs
        i = self.slots[name]
        return regs[:i] + (value,) + regs[i + 1:]

    def then(self, pc: int, regs: tuple[Any, ...], dest: str | None) -> Kont:
        """The continuation of the memory instruction at ``pc``: write its answer, go on."""
        return Kont(lambda v: self.run(pc + 1, self.put(regs, dest, v)),
                    ("litmus", self.tid, pc, regs), self.future[pc + 1])

    def access(self, pc: int, instr: Any, regs: tuple[Any, ...]) -> Tree:
        t = type(instr)
        if t is ast.FenceI:
            return Vis(Fence(instr.ordering), self.then(pc, regs, None))
        addr = self.address(instr.addr, regs)
        if t is ast.Load:
            return Vis(Read(instr.ordering, addr), self.then(pc, regs, instr.dest))
        if t is ast.Store:
            value = self.eval(instr.value, regs)
            return Vis(Write(instr.ordering, addr, value), self.then(pc, regs, None))
        if t is ast.Rmw:
            operand = self.eval(instr.operand, regs)
            return Vis(ReadWrite(instr.ordering, addr, RmwOp(instr.op, operand)),
                       self.then(pc, regs, instr.dest))
        if t is ast.Cas:
            expected = regs[self.slots[instr.expected]]
            event = CmpXchg(instr.success, instr.failure, addr, expected,
                            self.eval(instr.desired, regs), instr.weak)

            def answer(pair: tuple[Any, bool]) -> Tree:
                old, ok = pair
                after = self.put(regs, instr.dest, int(ok))
                if not ok:
                    after = self.put(after, instr.expected, old)
                return self.run(pc + 1, after)
            return Vis(event, Kont(answer, ("litmus-cas", self.tid, pc, regs), self.future[pc + 1]))
        raise TypeError(f"unknown litmus instruction {instr!r}")


def visible_registers(test: ast.LitmusTest, thread: ast.Thread) -> tuple[str, ...]:
    """The registers a thread reports at its end: those it declares or assigns, then those
    the init block sets."""
    names = dict.fromkeys(thread.registers)
    names.update((ref.reg, None) for ref, _ in test.init_regs if ref.tid == thread.tid)
    return tuple(names)


def _assigned(instr: Any) -> list[str]:
    """The registers an instruction writes."""
    return [v for v in (getattr(instr, "dest", None), getattr(instr, "expected", None))
            if isinstance(v, str)]


def _registers_of(instr: Any) -> list[str]:
    """Every register an instruction names (destinations and operands)."""
    names: list[str] = []
    for field in ("dest", "expected"):
        v = getattr(instr, field, None)
        if isinstance(v, str):
            names.append(v)
    todo = [getattr(instr, f) for f in ("expr", "addr", "value", "operand", "desired", "cond")
            if hasattr(instr, f)]
    while todo:
        e = todo.pop()
        if type(e) is ast.Reg:
            names.append(e.name)
        elif type(e) is ast.Bin:
            todo += [e.b, e.a]
        elif type(e) is ast.Un:
            todo.append(e.a)
    return names


class Denotation:
    """The trees of a litmus test: ``main`` and one function per thread."""

    def __init__(self, test: ast.LitmusTest, addresses: dict[str, int]) -> None:
        self.threads = {thread_name(t.tid): ThreadCode(test, t, addresses) for t in test.threads}
        self.order = tuple(self.threads)
        self.labels = tuple(tuple(f"{t.tid}:{r}" for r in visible_registers(test, t))
                            for t in test.threads)

    def has_function(self, name: str) -> bool:
        return name == "main" or name in self.threads

    def call(self, name: str, args: tuple[Any, ...]) -> Tree:
        if name == "main":
            return self.spawn(0, ())
        code = self.threads.get(name)
        if code is None:
            return halt(Failure(f"no thread {name} in this litmus test"))
        return code.start()

    def spawn(self, i: int, tids: tuple[int, ...]) -> Tree:
        if i == len(self.order):
            return self.join(0, tids, ())
        return Vis(Spawn(self.order[i], None, None, None),
                   Kont(lambda tid: self.spawn(i + 1, tids + (tid,)), ("litmus-spawn", i, tids)))

    def join(self, i: int, tids: tuple[int, ...], results: tuple[Any, ...]) -> Tree:
        if i == len(tids):
            return Ret(Record((label, value) for labels, values in zip(self.labels, results)
                              for label, value in zip(labels, values)))
        return Vis(Join(tids[i]), Kont(lambda r: self.join(i + 1, tids, results + (r,)),
                                       ("litmus-join", i, tids, results), ()))
