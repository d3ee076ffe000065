"""The two-phase infinite/finite memory model (Beck et al., ICFP 2024; digest §2–6).

One implementation, two instances that differ only in the address domain:
``twophase-inf`` (addresses and ``iptr`` are unbounded integers) and ``twophase-fin``
(unsigned 64-bit; leaving the domain is **OOM**, never wrap-around, never UB).

A configuration (:class:`Conf`) is the paper's ``{mem, heap, stack, used}``:

* ``mem`` — the symbolic byte of every written byte (:mod:`.sbytes`); a byte's provenance and
  whether it is allocated come from the block holding it (``blocks``), because a write keeps
  the stored byte's allocation id;
* ``blocks`` — live blocks ``base -> (size, provenance, kind)`` (kind ``heap``, ``stack``
  or ``global``): the heap is the blocks of kind ``heap`` keyed by their root;
* ``stacks`` — per thread, the list of frames (the bases of each frame's allocas);
* ``next_prov`` — provenances ``1 .. next_prov-1`` are used (``fresh`` is a counter);
* ``top`` — the bump allocator's next address; ``next_sid`` — the next store id;
* ``dead`` — freed or popped blocks, only to say *why* an access is undefined.

Every handled event is one visible step.  See ``README.md`` for options and outcomes.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ctreelab.arith import trunc_div, trunc_rem
from ctreelab.branches import StepB
from ctreelab.cells import canonical
from ctreelab.component import Option, OptionError
from ctreelab.errors import CtreelabError
from ctreelab.events import (
    OOM,
    UB,
    Alloc,
    CmpXchg,
    Failure,
    Fence,
    Free,
    IntToPtr,
    IptrArith,
    Malloc,
    MemCopy,
    MemEvent,
    MemSet,
    PickUndef,
    PopFrame,
    PushFrame,
    Read,
    ReadWrite,
    Tagged,
    Write,
)
from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.memory import MEMORY_EVENTS, ZEROS_LIMIT, MemoryModel, step
from ctreelab.pointer import Ptr
from ctreelab.program import Layout
from ctreelab.tree import Br, Kont, Tree
from ctreelab.values import UNDEF
from ctreelab.vars_stage import halt

from .branches import Place, UndefValue
from .sbytes import SByte, Store, deserialize, serialize, size_of

EXPLORE_GAP = 16  # the exploration mode's third placement: this many bytes past the bump
UNDEF_CANDIDATES = (0, 1, -1)  # exploration mode: 0 (the executable default), 1, all ones
SPACE_64 = 1 << 64


@dataclass(frozen=True, slots=True)
class Conf:
    mem: Store
    blocks: FrozenMap
    starts: tuple[int, ...]
    stacks: FrozenMap
    dead: FrozenMap
    top: int
    next_prov: int
    next_sid: int


class _Stop(Exception):
    """An operation ends the execution with ``event`` (UB, OOM or a failure)."""

    def __init__(self, event: Any) -> None:
        super().__init__(event)
        self.event = event


def _ub(message: str) -> _Stop:
    return _Stop(UB(message))


ZERO_BYTE: SByte = serialize(0, "i8", 0)[0]


class TwoPhase(MemoryModel):
    """Shared implementation; subclasses fix the address domain (``limit``)."""

    limit: ClassVar[int | None] = None
    byte_precise: ClassVar[bool] = True
    check_answers: ClassVar[bool] = False  # checked by the test suite
    zero_regions: ClassVar[bool] = True
    consumes: ClassVar[tuple[type, ...]] = MEMORY_EVENTS + (
        Malloc, Free, PushFrame, PopFrame, IntToPtr, MemCopy, MemSet, PickUndef, IptrArith)
    introduces_branches: ClassVar[tuple[type, ...]] = (StepB, Place, UndefValue)
    options: ClassVar[dict[str, Option]] = {
        "mode": Option(str, "exec", "exec: bump allocator, fresh provenance by counter, undef "
                       "picks 0; explore: allocation placement and undef picks are branches "
                       "over the documented candidate sets", choices=("exec", "explore")),
        "base": Option(str, "", "first address of the allocator, an integer literal as a "
                       "string (TOML integers stop below 2^63), e.g. '0xfffffffffffffff0'; "
                       "empty: right after the globals"),
    }

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        text = self.config["base"].strip().replace("_", "")
        self.base: int | None = None
        if text:
            try:
                self.base = int(text, 0)
            except ValueError:
                raise OptionError("base", f"option 'base' must be an integer literal such as "
                                          f"'0x10000' or '18446744073709551600', got "
                                          f"{self.config['base']!r}") from None
            if self.base < 0 or (self.limit is not None and self.base > self.limit):
                top = "" if self.limit is None else f" and at most {self.limit:#x}"
                raise OptionError("base", f"option 'base' must be at least 0{top}, got "
                                          f"{self.base:#x}")
        self.explore = self.config["mode"] == "explore"
        self.plain = False
        self._ops: dict[type, Callable[[int, Any, Conf], Tree]] = {
            Read: self._read, Write: self._write, ReadWrite: self._rmw, CmpXchg: self._cas,
            Fence: lambda tid, e, c: step(None, c), Alloc: self._alloca, Malloc: self._malloc,
            Free: self._free, PushFrame: self._push, PopFrame: self._pop,
            IntToPtr: self._itop, MemCopy: self._memcpy, MemSet: self._memset,
            PickUndef: self._pick, IptrArith: self._iptr,
        }

    # -- configurations -------------------------------------------------------------------------

    def initial_state(self, layout: Layout) -> Hashable:
        named = sorted({a for a in layout.addresses.values() if a > 0}
                       | {a for a, _ in layout.initial})
        bounds = named + [max(layout.first_free, named[-1] + 1 if named else 0)]
        blocks: dict[int, tuple[int, int, str]] = {}
        for i, a in enumerate(named):  # a global extends to the next one (padding included)
            blocks[a] = (bounds[i + 1] - a, i + 1, "global")
        types = dict(layout.types)
        mem = Store()
        run: list[SByte | None] = []  # the bytes of consecutive cells, written at once
        start = 0
        for sid, (a, v) in enumerate(layout.initial, 1):
            if a != start + len(run):
                mem = mem.write(start, run)
                start, run = a, []
            run += serialize(v, types.get(a, "int"), sid)
        mem = mem.write(start, run)
        sid = len(layout.initial) + 1
        size = sum(end - start for start, end in layout.zeros)
        if size > ZEROS_LIMIT:
            raise CtreelabError(f"{size} bytes of zero-initialised globals: more than the "
                                f"twophase model, which keeps each byte, takes (limit {ZEROS_LIMIT})")
        for start, end in layout.zeros:  # bytes of value 0, written by no store of the program
            mem = mem.write(start, [ZERO_BYTE] * (end - start))
        top = layout.first_free if self.base is None else self.base
        # languages without sized accesses (μIR-thread, litmus) compute with plain int
        # addresses: they get ints, i.e. pointers with the wildcard provenance
        self.plain = not layout.byte_addressed
        return Conf(mem, FrozenMap(blocks), tuple(named), EMPTY, EMPTY, top,
                    len(named) + 1, sid)

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        try:
            return self._ops[type(event)](tid, event, state)
        except _Stop as stop:
            return halt(Tagged(tid, stop.event))

    def value_at(self, state: Any, addr: int) -> Any:
        sb = state.mem.get(addr)
        if sb is None or sb[2] != 0:
            return UNDEF
        return sb[0]

    # -- pointers and blocks --------------------------------------------------------------------

    def pointer(self, v: Any) -> Ptr:
        """A pointer value as a :class:`Ptr` (an int is an address with the wildcard)."""
        if type(v) is Ptr:
            return v
        if type(v) is int:
            return Ptr(v & (SPACE_64 - 1), None, self.limit)
        raise _ub(f"the address {v!r} is not a pointer")

    def block_at(self, c: Conf, a: int) -> int | None:
        """The base of the live block holding address ``a``."""
        i = bisect.bisect_right(c.starts, a) - 1
        if i < 0:
            return None
        base = c.starts[i]
        return base if a < base + c.blocks[base][0] else None

    def check(self, c: Conf, p: Ptr, n: int, what: str) -> None:
        """``n`` bytes from ``p`` are allocated and ``p``'s provenance allows them
        (``_Stop`` with OOM when they leave a finite address space, else with UB)."""
        a = p.addr
        if self.limit is not None and (a < 0 or a + n > self.limit):
            raise _Stop(OOM(f"{what} of {n} byte(s) at {a:#x} leaves the 64-bit address space"))
        base = self.block_at(c, a)
        if base is not None:
            size, prov, _ = c.blocks[base]
            if a + n <= base + size and (p.prov is None or p.prov == prov):
                return
        for i in range(n):
            b = a + i
            base = self.block_at(c, b)
            if base is None:
                raise _ub(f"{what} of {b:#x}: {self.why_unallocated(c, b)}")
            prov = c.blocks[base][1]
            if p.prov is not None and p.prov != prov:
                raise _ub(f"{what} of {b:#x}: provenance mismatch (pointer of allocation "
                          f"#{p.prov}, byte of allocation #{prov})")

    def why_unallocated(self, c: Conf, a: int) -> str:
        for base, (size, kind) in c.dead.items():
            if base <= a < base + size:
                return "use after free" if kind == "heap" else \
                    "use of a stack slot after its function returned"
        if a == 0:
            return "null pointer"
        return "unallocated address"

    def place(self, c: Conf, n: int, then: Callable[[int], Tree], key: Hashable) -> Tree:
        """``find_bk n``: the bump allocator, or (exploration) a branch over candidates."""
        span = max(n, 1)
        bump = self.fit(c, c.top, span)
        if not self.explore:
            return then(self.in_domain(bump, n))
        options = [bump, self.fit(c, self.first_address(c), span),
                   self.fit(c, bump + EXPLORE_GAP, span)]
        found: list[int] = []
        for a in options:
            if a not in found and (self.limit is None or a + n <= self.limit):
                found.append(a)
        if not found:
            return then(self.in_domain(bump, n))
        if len(found) == 1:
            return then(found[0])
        return Br(Place(n, tuple(found)), Kont(then, ("twophase-place", key)), False)

    def first_address(self, c: Conf) -> int:
        """Where dynamic allocation may start: after the globals (or at ``base``)."""
        if self.base is not None:
            return self.base
        globals_end = [b + s for b, (s, _, k) in c.blocks.items() if k == "global"]
        return max(globals_end, default=1)

    def fit(self, c: Conf, a: int, span: int) -> int:
        """The first address from ``a`` where ``span`` bytes overlap no live block."""
        while True:
            i = bisect.bisect_left(c.starts, a + span) - 1
            if i < 0:
                return a
            base = c.starts[i]
            end = base + max(c.blocks[base][0], 1)
            if end <= a:
                return a
            a = end

    def in_domain(self, a: int, n: int) -> int:
        if self.limit is not None and a + n > self.limit:
            raise _Stop(OOM(f"no room for {n} byte(s) below 2^64 (allocator at {a:#x})"))
        return a

    def allocate(self, c: Conf, a: int, n: int, kind: str) -> tuple[Any, Conf]:
        prov = c.next_prov
        p: Any = a if self.plain else Ptr(a, prov, self.limit)
        top = max(c.top, a + (max(n, 1) if kind == "heap" else n))
        if n == 0 and kind != "heap":  # zero bytes: any address, nothing allocated
            return p, replace(c, next_prov=prov + 1, top=top)
        dead = c.dead
        if any(b < a + n and a < b + s for b, (s, _) in dead.items()):
            dead = FrozenMap((b, v) for b, v in dead.items() if not (b < a + n and a < b + v[0]))
        starts = list(c.starts)
        bisect.insort(starts, a)
        return p, replace(c, blocks=c.blocks.set(a, (n, prov, kind)), starts=tuple(starts),
                          dead=dead, top=top, next_prov=prov + 1)

    def deallocate(self, c: Conf, bases: tuple[int, ...]) -> Conf:
        blocks = dict(c.blocks)
        dead = dict(c.dead)
        mem = c.mem
        for base in bases:
            size, _, kind = blocks.pop(base)
            dead[base] = (size, kind)
            mem = mem.clear(base, size)
        starts = tuple(b for b in c.starts if b in blocks)
        return replace(c, mem=mem, blocks=FrozenMap(blocks), starts=starts, dead=FrozenMap(dead))

    # -- loads and stores -----------------------------------------------------------------------

    def load(self, c: Conf, addr: Any, ty: str) -> Any:
        p = self.pointer(addr)
        n = size_of(ty)
        self.check(c, p, n, "load")
        return deserialize(c.mem.read(p.addr, n), ty, self.limit)

    def store(self, c: Conf, addr: Any, ty: str, value: Any) -> Conf:
        p = self.pointer(addr)
        self.check(c, p, size_of(ty), "store")
        sbs = serialize(value, ty, c.next_sid)
        if sbs and sbs[0] is not None and sbs[0][3] == 0:  # a defined value: no store id used
            return replace(c, mem=c.mem.write(p.addr, sbs))
        return replace(c, mem=c.mem.write(p.addr, sbs), next_sid=c.next_sid + 1)

    def _read(self, tid: int, e: Read, c: Conf) -> Tree:
        return step(self.load(c, e.addr, e.ty), c)

    def _write(self, tid: int, e: Write, c: Conf) -> Tree:
        return step(None, self.store(c, e.addr, e.ty, e.value))

    def _rmw(self, tid: int, e: ReadWrite, c: Conf) -> Tree:
        old = self.load(c, e.addr, e.ty)
        if e.op.op == "xchg":
            new = e.op.operand
        elif type(old) is int or type(old) is Ptr:
            operand = e.op.operand
            x = e.op.apply(old.addr if type(old) is Ptr else old) if type(operand) is int else UNDEF
            new = x if type(x) is not int or e.ty in ("int", "iptr") else canonical(
                x, 64 if e.ty == "ptr" else int(e.ty[1:]))
        else:
            new = UNDEF
        return step(old, self.store(c, e.addr, e.ty, new))

    def _cas(self, tid: int, e: CmpXchg, c: Conf) -> Tree:
        old = self.load(c, e.addr, e.ty)
        same = (type(old) in (int, Ptr) and type(e.expected) in (int, Ptr)
                and _addr(old) == _addr(e.expected))
        if same:
            return step((old, True), self.store(c, e.addr, e.ty, e.new))
        return step((old, False), c)

    # -- allocation -----------------------------------------------------------------------------

    def _alloca(self, tid: int, e: Alloc, c: Conf) -> Tree:
        n = e.size

        def at(a: int) -> Tree:
            p, c2 = self.allocate(c, a, n, "stack")
            frames = c2.stacks.get(tid)
            if frames and n > 0:  # no frame (a language without frames): never popped
                top = frames[-1] + (a,)
                c2 = replace(c2, stacks=c2.stacks.set(tid, frames[:-1] + (top,)))
            return step(p, c2)
        return self.place(c, n, at, ("alloca", tid, n, c))

    def _malloc(self, tid: int, e: Malloc, c: Conf) -> Tree:
        n = e.size
        if n < 0:
            raise _ub(f"malloc of a negative size {n}")

        def at(a: int) -> Tree:
            p, c2 = self.allocate(c, a, n, "heap")
            return step(p, c2)
        return self.place(c, n, at, ("malloc", n, c))

    def _free(self, tid: int, e: Free, c: Conf) -> Tree:
        if e.addr == 0:
            return step(None, c)  # free(NULL) does nothing
        p = self.pointer(e.addr)
        a = p.addr
        block = c.blocks.get(a)
        if block is not None and p.prov is not None and p.prov != block[1]:
            # e.g. a zero-size alloca's pointer: no block of its own, another starts there
            raise _ub(f"free of {a:#x} with provenance {p.prov}, but the block there has "
                      f"provenance {block[1]}")
        if block is not None and block[2] == "heap":
            return step(None, self.deallocate(c, (a,)))
        if block is not None:
            raise _ub(f"free of {a:#x}, which is a {'stack (alloca)' if block[2] == 'stack' else 'global'}"
                      f" pointer, not a heap block")
        base = self.block_at(c, a)
        if base is not None:
            kind = c.blocks[base][2]
            raise _ub(f"free of {a:#x}, an interior pointer of the {kind} block at {base:#x}")
        dead = c.dead.get(a)
        if dead is not None and dead[1] == "heap":
            raise _ub(f"double free of {a:#x}")
        raise _ub(f"free of {a:#x}: {self.why_unallocated(c, a)}")

    def _push(self, tid: int, e: PushFrame, c: Conf) -> Tree:
        frames = c.stacks.get(tid, ())
        return step(None, replace(c, stacks=c.stacks.set(tid, frames + ((),))))

    def _pop(self, tid: int, e: PopFrame, c: Conf) -> Tree:
        frames = c.stacks.get(tid)
        if not frames:
            raise _Stop(Failure("pop of an empty frame stack (a return without a call)"))
        c = self.deallocate(c, frames[-1])
        return step(None, replace(c, stacks=c.stacks.set(tid, frames[:-1])))

    # -- casts, intrinsics, undef, iptr ---------------------------------------------------------

    def _itop(self, tid: int, e: IntToPtr, c: Conf) -> Tree:
        v = e.value
        if self.limit is not None and not 0 <= v < self.limit:
            raise _Stop(OOM(f"inttoptr of {v}: outside the 64-bit address space"))
        return step(v if self.plain else Ptr(v, None, self.limit), c)

    def _memcpy(self, tid: int, e: MemCopy, c: Conf) -> Tree:
        n = e.size
        if n < 0:
            raise _ub(f"memcpy of a negative length {n}")
        if n == 0:
            return step(None, c)
        src, dst = self.pointer(e.src), self.pointer(e.dst)
        self.check(c, src, n, "memcpy read")
        self.check(c, dst, n, "memcpy write")
        if not e.overlap and src.addr != dst.addr and \
                src.addr < dst.addr + n and dst.addr < src.addr + n:
            raise _ub(f"memcpy between overlapping ranges {src.addr:#x} and {dst.addr:#x} "
                      f"({n} bytes)")
        return step(None, replace(c, mem=c.mem.write(dst.addr, c.mem.read(src.addr, n))))

    def _memset(self, tid: int, e: MemSet, c: Conf) -> Tree:
        n = e.size
        if n < 0:
            raise _ub(f"memset of a negative length {n}")
        if n == 0:
            return step(None, c)
        dst = self.pointer(e.dst)
        self.check(c, dst, n, "memset")
        byte = canonical(e.byte, 8)
        return step(None, replace(c, mem=c.mem.write(dst.addr, [(byte, "i8", 0, 0)] * n)))

    def _pick(self, tid: int, e: PickUndef, c: Conf) -> Tree:
        if not self.explore:
            return step(UNDEF_CANDIDATES[0], c)
        return Br(UndefValue(UNDEF_CANDIDATES),
                  Kont(lambda v: step(v, c), ("twophase-undef", c)), False)

    def _iptr(self, tid: int, e: IptrArith, c: Conf) -> Tree:
        return step(self.iptr(e.op, e.a, e.b), c)

    def iptr(self, op: str, a: int, b: int) -> int:
        """``iptr`` arithmetic: Z in the infinite model; in the finite one the result must
        lie in [0, 2^64) or the execution runs out of memory (digest §6, [C]: signed
        division and remainder always do)."""
        fin = self.limit is not None
        if op in ("sdiv", "srem"):
            if b == 0:
                raise _ub(f"iptr {op} by zero")
            if fin:
                raise _Stop(OOM(f"iptr {op} in the finite model"))
            return trunc_div(a, b) if op == "sdiv" else trunc_rem(a, b)
        if op == "add":
            r = a + b
        elif op == "sub":
            r = a - b
        elif op == "mul":
            r = a * b
        elif op == "shl":
            if b < 0:
                raise _ub(f"iptr shl by a negative amount {b}")
            if fin and b >= 64:
                raise _Stop(OOM(f"iptr shl by {b}"))
            r = a << b
        elif op == "from":
            r = a
        else:
            raise _Stop(Failure(f"unknown iptr operation {op!r}"))
        if fin and not 0 <= r < SPACE_64:
            raise _Stop(OOM(f"iptr {op} of {a} and {b} gives {r}, outside [0, 2^64)"))
        return r


def _addr(v: Any) -> int:
    return v.addr if type(v) is Ptr else v & (SPACE_64 - 1)


class TwoPhaseInf(TwoPhase):
    name: ClassVar[str] = "twophase-inf"
    description: ClassVar[str] = ("two-phase model, infinite phase: unbounded addresses and "
                                  "iptr, provenance, symbolic bytes (allocation never fails)")
    limit: ClassVar[int | None] = None


class TwoPhaseFin(TwoPhase):
    name: ClassVar[str] = "twophase-fin"
    description: ClassVar[str] = ("two-phase model, finite phase: 64-bit addresses and iptr; "
                                  "leaving the address space is out of memory")
    limit: ClassVar[int | None] = SPACE_64


__all__ = ["TwoPhase", "TwoPhaseFin", "TwoPhaseInf"]
