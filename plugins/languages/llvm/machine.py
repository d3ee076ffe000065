"""One LLVM thread as a register machine whose effects are kernel events.

The machine state is ``(function, block, pc, registers, call stack)``; the call stack is
an immutable linked list of suspended callers, so calls and returns are steps of one loop
(no Python recursion, however deep the program recurses).  Pure instructions run without
events.  Memory instructions emit the kernel's memory events, picks of ``undef`` are
``Pick`` branches, and a jump to an earlier block may yield (every loop is a scheduling point,
so spin loops let other threads run and exhaustive exploration detects cycles; a loop
without events yields every ``LOOP_RUN`` iterations).  Every
continuation is keyed by the machine state, so explorers merge equal configurations.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ctreelab.allocations import Allocate, Fault, Release
from ctreelab.branches import Pick
from ctreelab.budget import poll
from ctreelab.cells import size_of
from ctreelab.events import (
    OOM,
    UB,
    Acquire,
    Alloc,
    CmpXchg,
    CurrentThread,
    Failure,
    Fence,
    PickUndef,
    PopFrame,
    PushFrame,
    Read,
    ReadWrite,
    RmwOp,
    Write,
    Yield,
)
from ctreelab.events import Release as Unlock
from ctreelab.pointer import AddressOverflow, Ptr
from ctreelab.tree import Bind, Br, Kont, LazyKont, Ret, Tree, Vis, future_of
from ctreelab.vars_stage import halt

from .aggregates import flatten, leaves, shaped
from .compile import (
    ALLOCA,
    BR,
    CALL,
    CMPXCHG,
    CONDBR,
    FAIL,
    FENCE,
    FREEZE,
    LOAD,
    PURE,
    RET,
    RMW,
    STORE,
    SWITCH,
    UNREACHABLE,
    Function,
    Instr,
)
from .floats import FLOAT_TYPES, FP, from_bits, to_bits
from .fuse import ENTER
from .futures import Futures
from .module import Unsupported
from .ops import NeedPick, Stop
from .process import ATOMIC_LOCK
from .twophase import Emit, Modes
from .types import AGGREGATES, OtherT, VectorT, access_type
from .values import POISON, is_defined, resolve, undef_leaves
from .verifier import ATOMIC

if TYPE_CHECKING:
    from .program import LLVMProgram

UNDEF_CHOICES = (0,)  # what a pick of undef yields: Vellvm's executable handler's "0"
MAX_DEPTH = 100_000
# Backward jumps a thread takes between two yields.  Pure steps commute with every other
# thread's actions, so where the scheduling points of a loop lie does not change the
# outcomes; yielding now and then keeps infinite loops fair and lets explorers find cycles.
LOOP_RUN = 256  # calls deep before the run stops with a stack-overflow failure

# (function index, block, pc, registers, dest, caller stack, depth): only immutable values,
# since the stack is part of every continuation key
Stack = tuple[Any, ...] | None
Done = Callable[[Any], Tree]


class Machine:
    def __init__(self, program: LLVMProgram) -> None:
        self.program = program
        self.functions = program.functions
        self.by_index = {fn.index: fn for fn in program.functions.values()}
        self.copies: dict[tuple[int, int], Instr] = {}
        self.modes: Modes = program.modes
        self.futures = Futures(program)

    # -- entry ----------------------------------------------------------------------------------

    def call(self, fn: Function, args: tuple[Any, ...],
             spans: tuple[tuple[int, int], ...] = ()) -> Tree:
        """Run ``fn`` on ``args`` with an empty call stack (a thread's start, a library
        routine's call back); ``spans``: the thread-local slots the arguments may point
        into (see ``Function.spans``)."""
        if len(args) < fn.params:  # extra arguments are ignored (a prototype-less callee)
            return halt(Failure(f"@{fn.name} takes {fn.params} arguments, called with {len(args)}"))
        regs = entry_registers(fn, args, ())
        if fn.spans >= 0:
            regs[fn.spans] = spans
        if fn.tls:
            return self.thread_local(fn, regs, None)
        if self.modes.frames:
            t = tuple(regs)
            return Vis(PushFrame(), Kont(lambda _: self.run(fn, 0, 0, t, None),
                                         ("llvm-push", fn.index, t, None)))
        return self.run(fn, 0, 0, tuple(regs), None)

    def defined_at(self, addr: Any) -> Function | None:
        """The function the program defines at address ``addr`` (a function pointer), if
        any: what a library routine calls back (a thread's start, a comparison, ...)."""
        name = self.program.module.function_at.get(addr) if type(addr) is int else None
        return self.functions.get(name) if name is not None else None

    def thread_local(self, fn: Function, r: list[Any], stack: Stack) -> Tree:
        """Enter ``fn``, which uses thread-local globals: ask which thread runs, fill in the
        addresses of its copies (:attr:`Function.tls`), then run ``fn`` (framed if the
        model wants frames)."""
        t = tuple(r)

        def entered(tid: Any) -> Tree:
            regs = list(t)
            for slot, addresses in fn.tls:
                if not 1 <= tid <= len(addresses):
                    return halt(Failure(f"@{fn.name} uses thread-local variables, which "
                                        f"threads 1 to {len(addresses)} have (thread {tid})"))
                regs[slot] = addresses[tid - 1]
            if self.modes.frames:
                return self.framed(PushFrame(), fn, regs, stack)
            return self.run(fn, 0, 0, tuple(regs), stack)
        return Vis(CurrentThread(), Kont(entered, ("llvm-tls", fn.index, t, stack)))

    # -- the loop -------------------------------------------------------------------------------

    def run(self, fn: Function, bi: int, pc: int, regs: tuple[Any, ...], stack: Stack,
            first: Instr | None = None) -> Tree:
        """Run from ``pc`` to the next event (``first`` replaces the instruction at ``pc``)."""
        r = list(regs)
        # generated code inlines integer arithmetic; the two-phase model's pointer values
        # and iptr checks need every instruction's own closure
        fast = not self.modes.itop
        code = fn.blocks[bi].fast if fast else fn.blocks[bi].code
        ins: Instr = code[pc]
        loops = LOOP_RUN
        try:
            while True:
                if first is None:
                    ins = code[pc]
                else:
                    ins, first = first, None
                kind = ins.kind
                if kind == ENTER:  # the function's generated code (see .fuse)
                    bi, pc, loops = ins.fn(r, ins.extra, loops)
                    code = fn.blocks[bi].fast
                    if pc < 0:  # a loop's budget ran out on the jump into block bi
                        return self.loop_yield(fn, bi, r, stack)
                    first = fn.blocks[bi].code[pc]  # interpret the instruction there
                    continue
                if kind == PURE:
                    r[ins.dest] = ins.fn(r)
                    pc += 1
                    continue
                if kind == BR or kind == CONDBR or kind == SWITCH:
                    if kind == BR:
                        target = ins.extra
                    else:
                        c = r[ins.args[0]]
                        if type(c) is not int:
                            return self.pick_operand(fn, bi, pc, r, stack, ins, 0)
                        if kind == CONDBR:
                            target = ins.extra[0] if c else ins.extra[1]
                        else:
                            target = ins.extra[0].get(c, ins.extra[1])
                    moves = fn.blocks[target].moves.get(bi)
                    if moves is not None:
                        moves(r)
                    if target <= bi and not (loops := loops - 1):  # a loop: yield now and then
                        return self.loop_yield(fn, target, r, stack)
                    bi, pc = target, 0
                    code = fn.blocks[bi].fast if fast else fn.blocks[bi].code
                    continue
                if kind == CALL:
                    name = ins.fn
                    if name is None:
                        target = r[ins.extra]
                        if type(target) is not int:
                            return self.pick_operand(fn, bi, pc, r, stack, ins, -1)
                        name = self.program.module.function_at.get(target)
                        if name is None:
                            raise Stop(f"call through {target:#x}, which is not a function")
                    callee = self.functions.get(name)
                    args = [r[a] for a in ins.args]
                    if callee is None:
                        return self.external(fn, bi, pc, r, stack, ins, name, args)
                    depth = stack[6] + 1 if stack else 1
                    if depth > MAX_DEPTH:
                        return halt(Failure(f"call stack exhausted ({MAX_DEPTH} frames deep)", ins.where))
                    if len(args) < callee.params:  # more: C's prototype-less call, ignored
                        raise Unsupported(f"@{name} takes {callee.params} arguments, called with {len(args)}")
                    if name.startswith(ATOMIC) and not self.in_atomic(fn, stack):
                        return self.enter_atomic(fn, bi, pc, r, stack, ins, callee, args, depth)
                    stack = (fn.index, bi, pc + 1, tuple(r), ins.dest, stack, depth)
                    regs = entry_registers(callee, args, ins.va)
                    if callee.spans >= 0:
                        regs[callee.spans] = self.spans(fn, r, ins)
                    fn, bi, pc, r = callee, 0, 0, regs
                    code = fn.blocks[0].fast if fast else fn.blocks[0].code
                    if callee.tls:
                        return self.thread_local(callee, r, stack)
                    if self.modes.frames:
                        return self.framed(PushFrame(), fn, r, stack)
                    continue
                if kind == RET:
                    value = r[ins.args[0]] if ins.args else None
                    if stack is not None and len(stack) > 7:  # an atomic section ends
                        return self.leave_atomic(fn, bi, pc, r, stack)
                    if self.modes.frames:
                        return self.popped(value, stack)
                    if fn.releases and self.modes.checked:  # its escaping slots die
                        return self.popped(value, stack, Release(stack[6] if stack else 0))
                    if stack is None:
                        return Ret(value)
                    fn, bi, pc, r, stack = self.caller(value, stack)
                    code = fn.blocks[bi].fast if fast else fn.blocks[bi].code
                    continue
                return self.effect(fn, bi, pc, r, stack, ins)
        except NeedPick as need:
            return self.pick_operand(fn, bi, pc, r, stack, ins, need.index, need.poison_ok)
        except Emit as emit:
            return Vis(emit.event, self.resume(fn, bi, pc, r, stack, ins.dest))
        except AddressOverflow as exc:
            return halt(OOM(str(exc), ins.where))
        except Stop as stop:
            return halt(UB(str(stop), ins.where))
        except Unsupported as exc:
            return halt(Failure(f"unsupported {exc}", ins.where))

    def loop_yield(self, fn: Function, target: int, r: list[Any], stack: Stack) -> Tree:
        """Yield on a backward jump into block ``target`` (its phis done), then go on."""
        poll()  # the budget, also inside one long step of the scheduler
        t = tuple(r)
        return Vis(Yield(), LazyKont(lambda _: self.run(fn, target, 0, t, stack),
                                     ("llvm-loop", fn.index, target, fn.entry_keys[target](t),
                                      stack), self.futures.after, (fn, target, 0, stack, t)))

    def resume(self, fn: Function, bi: int, pc: int, r: list[Any], stack: Stack,
               dest: int) -> Kont:
        """The continuation of the event at ``pc``: store its answer in ``dest``, go on."""
        t = tuple(r)

        def go(answer: Any) -> Tree:
            if type(answer) is Fault:  # the allocations stage refused the access
                return halt(UB(answer.reason, fn.blocks[bi].code[pc].where))
            if dest < 0:
                return self.run(fn, bi, pc + 1, t, stack)
            regs = list(t)
            regs[dest] = answer
            return self.run(fn, bi, pc + 1, tuple(regs), stack)
        return LazyKont(go, ("llvm", fn.index, bi, pc, fn.keys[bi][pc](t), stack),
                        self.futures.after, (fn, bi, pc + 1, stack, t))

    def caller(self, value: Any, stack: Any) -> tuple[Function, int, int, list[Any], Stack]:
        """Return ``value`` to the caller frame on top of ``stack``: its function, block,
        position and registers (``value`` stored in the call's destination), and the rest."""
        index, bi, pc, saved, dest, rest = stack[:6]
        regs = list(saved)
        if dest >= 0:
            regs[dest] = value
        return self.by_index[index], bi, pc, regs, rest

    def framed(self, event: Any, fn: Function, r: list[Any], stack: Stack) -> Tree:
        """Emit ``PushFrame``, then run ``fn`` from its entry with registers ``r``."""
        t = tuple(r)
        return Vis(event, Kont(lambda _: self.run(fn, 0, 0, t, stack),
                               ("llvm-push", fn.index, t, stack)))

    def popped(self, value: Any, stack: Stack, event: Any = None) -> Tree:
        """Emit ``PopFrame`` (or ``event``: the allocations stage's ``Release``), then
        return ``value`` to the caller on ``stack``."""
        def back(_: Any) -> Tree:
            if stack is None:
                return Ret(value)
            fn, bi, pc, regs, rest = self.caller(value, stack)
            return self.run(fn, bi, pc, tuple(regs), rest)
        if event is None:
            return Vis(PopFrame(), Kont(back, ("llvm-pop", value, stack)))
        return Vis(event, LazyKont(back, ("llvm-release", value, stack), self.futures.returned,
                                   (stack,)))

    # -- SV-COMP's atomic sections (see .verifier) ----------------------------------------------

    def in_atomic(self, fn: Function, stack: Stack) -> bool:
        """Whether the thread runs inside a ``__VERIFIER_atomic_*`` function."""
        if fn.name.startswith(ATOMIC):
            return True
        while stack is not None:
            if self.by_index[stack[0]].name.startswith(ATOMIC):
                return True
            stack = stack[5]
        return False

    def atomic_lock(self) -> int:
        """The address of the atomic sections' lock word (in the module's hidden area)."""
        base = self.program.module.hidden
        assert base is not None  # reserved for every module with __VERIFIER_atomic_*
        return base + ATOMIC_LOCK

    def enter_atomic(self, fn: Function, bi: int, pc: int, r: list[Any], stack: Stack,
                     ins: Instr, callee: Function, args: list[Any], depth: int) -> Tree:
        """Call the atomic function ``callee`` holding the atomic sections' lock.  The
        caller's frame records whether the call took it (not when the thread holds it
        already, between ``__VERIFIER_atomic_begin`` and ``_end``), and the callee's return
        releases it then."""
        t, a = tuple(r), tuple(args)
        spans = self.spans(fn, r, ins)

        def go(took: Any) -> Tree:
            frame = (fn.index, bi, pc + 1, t, ins.dest, stack, depth) + \
                (("atomic",) if took else ())
            regs = entry_registers(callee, a, ins.va)
            if callee.spans >= 0:
                regs[callee.spans] = spans
            if callee.tls:
                return self.thread_local(callee, regs, frame)
            if self.modes.frames:
                return self.framed(PushFrame(), callee, regs, frame)
            return self.run(callee, 0, 0, tuple(regs), frame)
        return Vis(Acquire(self.atomic_lock(), nested=True),
                   Kont(go, ("llvm-atomic", fn.index, bi, pc, fn.keys[bi][pc](t), a, stack)))

    def leave_atomic(self, fn: Function, bi: int, pc: int, r: list[Any], stack: Any) -> Tree:
        """Release the atomic sections' lock, then return from the atomic function ``fn``."""
        t, rest = tuple(r), stack[:7]
        return Vis(Unlock(self.atomic_lock()), Kont(
            lambda _: self.run(fn, bi, pc, t, rest), ("llvm-unlock", fn.index, bi, pc, t, stack)))

    # -- effects --------------------------------------------------------------------------------

    def effect(self, fn: Function, bi: int, pc: int, r: list[Any], stack: Stack, ins: Instr) -> Tree:
        kind = ins.kind
        if kind == FENCE:
            return Vis(Fence(ins.extra), self.resume(fn, bi, pc, r, stack, -1))
        if kind == UNREACHABLE:
            return halt(UB("unreachable executed", ins.where))
        if kind == FAIL:
            return halt(Failure(ins.extra, ins.where))
        if kind == FREEZE:
            v = r[ins.args[0]]
            if v is not POISON and is_defined(v) and not isinstance(v, tuple):
                r[ins.dest] = v
                return self.run(fn, bi, pc + 1, tuple(r), stack)
            return self.pick_operand(fn, bi, pc, r, stack, ins, 0, poison_ok=True)
        if (kind == LOAD or kind == STORE) and type(ins.ty) in AGGREGATES:
            return self.aggregate_access(fn, bi, pc, r, stack, ins)
        # memory accesses: every operand must be concrete (Vellvm picks them); with the
        # two-phase model a store stores an under-defined value as it is
        exact = self.modes.exact
        for i, a in enumerate(ins.args):
            v = r[a]
            if type(v) is not int and type(v) is not Ptr and type(v) is not FP and not (
                    exact and kind == STORE and i == 0):
                return self.pick_operand(fn, bi, pc, r, stack, ins, i)
        if kind == ALLOCA:
            count = r[ins.args[0]] if ins.args else 1
            if exact:
                size = ins.extra * count
                if size < 0:
                    return halt(UB(f"alloca of a negative size {size}", ins.where))
            else:
                size = max(16, -(-ins.extra * max(count, 1) // 16) * 16)
                if self.modes.checked and not ins.private:  # its address escapes: tracked
                    return Vis(Allocate(ins.extra * count, "stack", ins.fn,
                                        stack[6] if stack else 0),
                               self.resume(fn, bi, pc, r, stack, ins.dest))
            return Vis(Alloc(size), self.resume(fn, bi, pc, r, stack, ins.dest))
        acc = access_type(ins.ty) if ins.ty is not None else None
        if acc == "iptr" and not exact:
            acc = "i64"
        if acc is None and (kind == LOAD or kind == STORE) and isinstance(ins.ty, OtherT) \
                and ins.ty.text in FLOAT_TYPES:
            return self.float_access(fn, bi, pc, r, stack, ins, FLOAT_TYPES[ins.ty.text])
        if acc is None:
            return halt(Failure(f"unsupported memory access of type {ins.ty}", ins.where))
        if kind == LOAD:
            addr = self.address(r[ins.args[0]], ins)
            if type(addr) is not int and type(addr) is not Ptr:
                return addr
            if ins.bounds is not None and self.modes.checked:
                bad = self.out_of_bounds(ins, r, addr, acc)
                if bad is not None:
                    return bad
            return Vis(Read(ins.extra, addr, acc, self.private(fn, r, ins, addr, acc)),
                       self.resume(fn, bi, pc, r, stack, ins.dest))
        if kind == STORE:
            addr = self.address(r[ins.args[1]], ins)
            if type(addr) is not int and type(addr) is not Ptr:
                return addr
            if ins.bounds is not None and self.modes.checked:
                bad = self.out_of_bounds(ins, r, addr, acc)
                if bad is not None:
                    return bad
            return Vis(Write(ins.extra, addr, r[ins.args[0]], acc,
                             self.private(fn, r, ins, addr, acc)),
                       self.resume(fn, bi, pc, r, stack, -1))
        if kind == RMW:
            addr = self.address(r[ins.args[0]], ins)
            if type(addr) is not int and type(addr) is not Ptr:
                return addr
            if ins.bounds is not None and self.modes.checked:
                bad = self.out_of_bounds(ins, r, addr, acc)
                if bad is not None:
                    return bad
            if ins.fn not in RMW_SUPPORTED:
                return halt(Failure(f"unsupported atomicrmw operation '{ins.fn}'", ins.where))
            return Vis(ReadWrite(ins.extra, addr, RmwOp(ins.fn, r[ins.args[1]]), acc),
                       self.resume(fn, bi, pc, r, stack, ins.dest))
        if kind == CMPXCHG:
            addr = self.address(r[ins.args[0]], ins)
            if type(addr) is not int and type(addr) is not Ptr:
                return addr
            if ins.bounds is not None and self.modes.checked:
                bad = self.out_of_bounds(ins, r, addr, acc)
                if bad is not None:
                    return bad
            success, failure = ins.extra
            event = CmpXchg(success, failure, addr, r[ins.args[1]], r[ins.args[2]], ins.fn, acc)
            k = self.resume(fn, bi, pc, r, stack, ins.dest)
            return Vis(event, LazyKont(lambda pair: k(pair) if type(pair) is Fault
                                       else k((pair[0], int(pair[1]))), k.key, future_of, (k,)))
        raise AssertionError(f"unknown instruction kind {kind}")

    def float_access(self, fn: Function, bi: int, pc: int, r: list[Any], stack: Stack,
                     ins: Instr, bits: int) -> Tree:
        """A load or store of a ``float``/``double``: memory holds its IEEE encoding."""
        acc = f"i{bits}"
        if ins.kind == LOAD:
            addr = self.address(r[ins.args[0]], ins)
            if type(addr) is not int and type(addr) is not Ptr:
                return addr
            if ins.bounds is not None and self.modes.checked:
                bad = self.out_of_bounds(ins, r, addr, acc)
                if bad is not None:
                    return bad
            k = self.resume(fn, bi, pc, r, stack, ins.dest)
            return Vis(Read(ins.extra, addr, acc, self.private(fn, r, ins, addr, acc)),
                       LazyKont(lambda v: k(from_bits(v, bits) if type(v) is int else v), k.key,
                                future_of, (k,)))
        addr = self.address(r[ins.args[1]], ins)
        if type(addr) is not int and type(addr) is not Ptr:
            return addr
        if ins.bounds is not None and self.modes.checked:
            bad = self.out_of_bounds(ins, r, addr, acc)
            if bad is not None:
                return bad
        value = r[ins.args[0]]
        if type(value) is FP or type(value) is int:
            value = to_bits(value, bits)
        return Vis(Write(ins.extra, addr, value, acc, self.private(fn, r, ins, addr, acc)),
                   self.resume(fn, bi, pc, r, stack, -1))

    def aggregate_access(self, fn: Function, bi: int, pc: int, r: list[Any], stack: Stack,
                         ins: Instr) -> Tree:
        """A load or store of a vector (``<2 x float>``, how clang passes small structures)
        or an aggregate (``{ double, double }``): one access per scalar leaf, in order
        (:mod:`.aggregates`)."""
        assert ins.ty is not None
        parts = leaves(ins.ty, self.program.module.dl)
        if parts is None:
            return halt(Failure(f"unsupported memory access of type {ins.ty}", ins.where))
        slot = ins.args[0] if ins.kind == LOAD else ins.args[1]
        if type(r[slot]) is not int and type(r[slot]) is not Ptr:
            return self.pick_operand(fn, bi, pc, r, stack, ins, 0 if ins.kind == LOAD else 1)
        addr = self.address(r[slot], ins)
        if type(addr) is not int and type(addr) is not Ptr:
            return addr
        t = tuple(r)
        key = ("llvm-agg", fn.index, bi, pc, fn.keys[bi][pc](t), stack)
        n = len(parts)
        private = self.private(fn, r, ins, addr, None, self.program.module.dl.size(ins.ty))
        if ins.kind == LOAD:
            k = self.resume(fn, bi, pc, r, stack, ins.dest)
            ty = ins.ty

            def load(i: int, got: tuple[Any, ...]) -> Tree:
                if i == n:
                    return k(got if type(ty) is VectorT else shaped(ty, list(got)))
                off, acc, bits = parts[i]
                return Vis(Read(ins.extra, addr + off, acc, private), Kont(
                    lambda v: k(v) if type(v) is Fault else load(i + 1, got + (
                        (from_bits(v, bits) if bits and type(v) is int else v),)),
                    key + (i, got)))
            return load(0, ())
        items = flatten(ins.ty, r[ins.args[0]])
        if any(v is POISON for v in items):
            return halt(UB(f"poison value used where a defined one is needed ({_what(ins)})",
                           ins.where))
        cells = [to_bits(v, bits) if bits and type(v) is FP else v if type(v) in (int, Ptr) else 0
                 for v, (_, _, bits) in zip(items, parts)]
        k = self.resume(fn, bi, pc, r, stack, -1)

        def store(i: int) -> Tree:
            if i == n:
                return k(None)
            off, acc, _ = parts[i]
            return Vis(Write(ins.extra, addr + off, cells[i], acc, private),
                       Kont(lambda a: k(a) if type(a) is Fault else store(i + 1), key + (i,)))
        return store(0)

    def address(self, a: Any, ins: Instr) -> Any:
        if type(a) is Ptr:
            return a
        if a == 0:
            return halt(UB("access through a null pointer", ins.where))
        if 0 < a < 0x1000:  # a member or element of a null pointer
            return halt(UB(f"access through a null pointer (address {a:#x})", ins.where))
        if a < 0:
            return halt(UB(f"access through invalid address {a:#x}", ins.where))
        return a

    def out_of_bounds(self, ins: Instr, r: list[Any], addr: Any, acc: str) -> Tree | None:
        """UB when an access through a pointer derived from a global or a stack slot of
        this function (``ins.bounds``) leaves that object; ``None`` when it stays inside."""
        base, size, count, name = ins.bounds
        if count is not None:  # a stack slot: its register holds its address
            base, n = r[base], r[count]
            if type(base) is not int or type(n) is not int:
                return None
            size *= n
        a = addr.addr if type(addr) is Ptr else addr
        width = size_of(acc) or 1
        if base <= a and a + width <= base + size:
            return None
        verb = {LOAD: "load", STORE: "store", RMW: "read-modify-write"}.get(ins.kind, "cmpxchg")
        return halt(UB(f"out-of-bounds {verb} of {width} bytes at offset {a - base} of {name} "
                       f"({size} bytes)", ins.where))

    def external(self, fn: Function, bi: int, pc: int, r: list[Any], stack: Stack, ins: Instr,
                 name: str, args: list[Any]) -> Tree:
        from .library import call_external

        k = self.resume(fn, bi, pc, r, stack, ins.dest)
        # A routine that answers at once calls ``k`` itself, inside this call: ``k`` hands
        # the rest back as a ``Bind`` for the driver loop, so that a loop calling such a
        # routine (``sin``, ``llvm.fmuladd``) does not nest a Python frame per call.
        run = k.fn
        k.fn = lambda answer: Bind(Ret(answer), run)
        return call_external(self, name, ins, args, k, (fn, stack), self.spans(fn, r, ins))

    @staticmethod
    def spans(fn: Function, r: list[Any], ins: Instr) -> tuple[tuple[int, int], ...]:
        """The spans ``[start, end)`` of the thread-local slots the arguments of the call
        ``ins`` in ``fn`` may point into: those of ``fn``'s own slots they point into now,
        and those ``fn``'s own local parameters may point into."""
        spans = r[fn.spans] if fn.spans >= 0 else ()
        if ins.bounds:
            spans += tuple((r[base], r[base] + size * r[count])
                           for base, size, count, _ in ins.bounds
                           if type(r[base]) is int and type(r[count]) is int)
        return spans

    @staticmethod
    def private(fn: Function, r: list[Any], ins: Instr, addr: Any, acc: Any, n: int = 0
                ) -> bool:
        """Whether the access ``ins`` of type ``acc`` (or ``n`` bytes) at ``addr`` is
        private: its address points into a thread-local slot of this function, or derives
        from a local parameter and lies inside one of the thread-local slots the parameters
        may point into."""
        if ins.private or not ins.local or type(addr) is not int:
            return bool(ins.private)
        end = addr + (n or size_of(acc) or 1)
        return any(start <= addr and end <= stop for start, stop in r[fn.spans])

    def bottom(self, fn: Function, stack: Stack) -> str:
        """The name of the thread's first function (the bottom of its call stack)."""
        name = fn.name
        while stack is not None:
            name, stack = self.by_index[stack[0]].name, stack[5]
        return name

    # -- picks ----------------------------------------------------------------------------------

    def pick_operand(self, fn: Function, bi: int, pc: int, r: list[Any], stack: Stack, ins: Instr,
                     index: int, poison_ok: bool = False) -> Tree:
        """Pick a concrete value for operand ``index`` of ``ins`` (-1: an indirect callee),
        then run ``ins`` with it.  The picked value goes to a scratch register that only a
        copy of ``ins`` reads: the operand's own register keeps its undefined value, so each
        use picks anew (Vellvm)."""
        slot = ins.args[index] if index >= 0 else ins.extra
        t = tuple(r)
        key = ("llvm-pick", fn.index, bi, pc, index, t, stack)
        if ins.kind == FREEZE:
            def frozen(v: Any) -> Tree:
                regs = list(t)
                regs[ins.dest] = v
                return self.run(fn, bi, pc + 1, tuple(regs), stack)
            return self.pick(t[slot], ins, True, frozen, key)
        scratch = fn.scratch + (index if index >= 0 else len(ins.args))
        if scratch >= len(fn.init):
            return halt(Failure("unsupported: too many undefined operands", ins.where))
        copy = self.copies.get((id(ins), index))
        if copy is None:
            copy = replace(ins, args=tuple(scratch if i == index else a for i, a in enumerate(ins.args)),
                           extra=scratch if index < 0 else ins.extra)
            if ins.kind == PURE:
                copy.fn = ins.extra(copy.args)
            self.copies[(id(ins), index)] = copy

        def with_value(v: Any) -> Tree:
            regs = list(t)
            regs[scratch] = v
            return self.run(fn, bi, pc, tuple(regs), stack, copy)
        return self.pick(t[slot], ins, poison_ok, with_value, key)

    def choice(self, k: Kont) -> Tree:
        """A concrete value for one undef leaf: ``PickUndef`` when the memory model chooses,
        else the executable default."""
        if self.modes.picks:
            return Vis(PickUndef(), k)
        return Br(Pick(UNDEF_CHOICES), k, False)

    def pick(self, value: Any, ins: Instr, poison_ok: bool, then: Done, key: Any) -> Tree:
        if type(value) is Ptr:  # e.g. a call through a pointer with provenance
            return then(value.addr)
        if value is POISON:
            if not poison_ok:
                return halt(UB(f"poison value used where a defined one is needed ({_what(ins)})",
                               ins.where))
            return self.choice(Kont(then, key + ("poison",)))
        n = undef_leaves(value)

        def choose(i: int, chosen: tuple[Any, ...]) -> Tree:
            if i == n:
                v = resolve(value, list(chosen))
                if v is POISON and not poison_ok:
                    return halt(UB(f"poison value used where a defined one is needed ({_what(ins)})",
                                   ins.where))
                if type(v) is not int and type(v) is not FP:
                    return halt(Failure(f"unsupported value {v!r} ({_what(ins)})", ins.where))
                return then(v)
            return self.choice(Kont(lambda c: choose(i + 1, chosen + (c,)), key + (i, chosen)))
        if n == 0:
            return halt(Failure(f"unsupported aggregate operand ({_what(ins)})", ins.where))
        return choose(0, ())


def entry_registers(fn: Function, args: Sequence[Any], types: tuple[str, ...]) -> list[Any]:
    """``fn``'s register file on entry: its constants, its parameters and, when it is
    variadic, its variable arguments with their slot types (``types``: the call's, see
    :mod:`.varargs`)."""
    regs = list(fn.init)
    regs[:fn.params] = args[:fn.params]
    if fn.va >= 0:
        regs[fn.va] = tuple(zip(types[fn.params:], args[fn.params:]))
    return regs


RMW_SUPPORTED = frozenset(("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min",
                           "umax", "umin"))


def _what(ins: Instr) -> str:
    """The instruction in a message: up to its first operand (``br i1 %c``); a call as its
    callee (``%14 = call @printf``: its operand list is no help)."""
    text = ins.text.strip()
    call = re.match(r"(%\S+ = )?(?:tail |musttail |notail )?call .*?(@[-\w.$]+)\(", text)
    if call:
        return f"{call[1] or ''}call {call[2]}"
    return text.split(",")[0].strip()
