"""What an LLVM thread may still touch, for persistent sets (``Kont.future``, DESIGN §2.1).

The continuation of each event a thread issues carries its *future*: an event-level
footprint (:mod:`ctreelab.footprint`) covering every event the thread may issue after it —
the rest of its function, the callers' code after each return on its call stack, every
function these may call and every thread they may create.  Explorers use it for persistent
sets (``Sched.futures``), so a cover that misses an access would lose outcomes; where the
analysis cannot tell, the cover is wider (all of memory) or unknown (``None``: no persistent
set leaves the thread out).

Covers are computed once per program, backwards over each function's blocks and across the
call graph until nothing changes (loops and recursion included):

* a load or store touches the global its address derives from (``Instr.bounds``: the
  allocations stage checks such an access stays inside the global, else it is UB before it
  happens) or, when the address is not known to derive from a global, all of memory; a
  private access (a stack slot that never escapes) touches nothing another thread sees;
  non-atomic accesses and seq_cst ones are marked (:func:`ctreelab.footprint.ordered`);
* where the address inside that global follows from constants, the function's arguments
  and the induction variables of its loops (pure instructions, no load; a phi only as an
  induction variable, see :class:`Induction`), a frame's future names the bytes it may
  touch, computed from the arguments it was called with (``out[i]`` of the thread with
  argument ``i``; ``c[i][j]`` for the rows ``i`` from ``2w`` to ``2w + 1`` of the thread with
  argument ``w``; a pointer argument, or one a loop steps, whose access has no global's
  bounds): *exact accesses*, see :meth:`Futures.exact`;
* a read-modify-write writes its global, a compare-exchange writes and reads it (a lock
  routine its object); a seq_cst fence is marked;
* a call of a defined function touches what the callee does; ``pthread_create`` of a
  constant start function what the new thread does; the C library routines the events they
  issue (output, locks, joins, heap blocks; strings only from constants, else all of memory);
  an indirect call, a routine not listed here and SV-COMP's atomic sections are unknown;
* every thread may end the run with a halt (an assertion, UB) whose outcome shows the output
  printed so far: each cover reads the output.

Only the plain pipeline gets covers (the allocations stage checking bounds, no two-phase
events): elsewhere every future is unknown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ctreelab.events import Ordering
from ctreelab.footprint import (
    JOIN,
    NOT_ATOMIC,
    OUTPUT,
    OUTPUT_READ,
    SEQ_CST,
    Access,
    Footprint,
    cell,
)

from .compile import (
    ALLOCA,
    CALL,
    CMPXCHG,
    CONDBR,
    FENCE,
    LOAD,
    PURE,
    RET,
    RMW,
    STORE,
    Function,
    Instr,
    _successors,
)
from .escape import RETURNS_FROM_CELL
from .printf import FormatError, argument_kinds, arguments, parse_format
from .types import AGGREGATES
from .verifier import ATOMIC, NONDET

if TYPE_CHECKING:
    from .program import LLVMProgram

Cover = frozenset[Access] | None  # None: unknown
ALL = 1 << 64
OUTPUT_WRITE = Access(OUTPUT, 0, 1, True)
ANY_READ = Access("mem", 0, ALL, False)
ANY_WRITE = Access("mem", 0, ALL, True)
ANY_SYNC = Access("sync", 0, ALL, True)
NOTHING: frozenset[Access] = frozenset()

# routines that print: the output, and the strings of their pointer arguments
_PRINTING = frozenset(("printf", "puts", "putchar", "fputs", "fprintf", "fwrite", "putc",
                       "fputc"))
# routines whose events touch nothing another thread sees (or only the thread's own arena)
_QUIET = frozenset(("fflush", "malloc", "_Znwm", "_Znam", "thrd_yield", "__tsan_init"))
_FREEING = frozenset(("free", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm", "realloc", "calloc"))
# C library routines that access memory only through their pointer arguments, during the
# call (see .escape: NON_CAPTURING, CELL_WRITERS): the positions of the arguments read
# through (as strings: a constant one reads nothing) and written through
_STRINGS: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {
    **{name: ((0,), ()) for name in ("strlen", "strnlen", "atoi", "atol", "atoll", "atof",
                                     "strchr", "strrchr", "memchr")},
    **{name: ((0, 1), ()) for name in (
        "strcmp", "strncmp", "strcasecmp", "strncasecmp", "memcmp", "bcmp", "strstr",
        "strpbrk", "strspn", "strcspn")},
    **{name: ((1,), (0,)) for name in ("strcpy", "strncpy", "memcpy", "memmove")},
    **{name: ((0, 1), (0,)) for name in ("strcat", "strncat")},
    "memset": ((), (0,)),
    "strtok_r": ((0, 1, 2), (0, 2)),
    **{name: ((0,), (1,)) for name in (
        "strtol", "strtoll", "strtoul", "strtoull", "strtoimax", "strtoumax", "strtod",
        "strtof")},
}
# locks: (argument positions of the objects, of the mutexes a condition wait relocks)
_LOCKS = {name: (0,) for name in (
    "pthread_mutex_lock", "pthread_mutex_trylock", "pthread_mutex_timedlock",
    "pthread_mutex_unlock", "pthread_mutex_init", "pthread_mutex_destroy", "mtx_lock",
    "mtx_trylock", "mtx_timedlock", "mtx_unlock",
    "mtx_init", "mtx_destroy", "pthread_rwlock_rdlock", "pthread_rwlock_wrlock",
    "pthread_rwlock_tryrdlock", "pthread_rwlock_trywrlock", "pthread_rwlock_unlock",
    "pthread_rwlock_init", "pthread_rwlock_destroy", "pthread_cond_signal",
    "pthread_cond_broadcast", "pthread_cond_init", "pthread_cond_destroy", "cnd_signal",
    "cnd_broadcast", "cnd_init", "cnd_destroy")}
_LOCKS.update({name: (0, 1) for name in ("pthread_cond_wait", "pthread_cond_timedwait",
                                          "cnd_wait", "cnd_timedwait")})
# intrinsics without events (pure or no-ops); memory ones below
_INTRINSIC_QUIET = frozenset(("lifetime", "dbg", "experimental", "prefetch", "donothing",
                              "sideeffect", "invariant", "var", "annotation", "ptr", "va_end",
                              "assume", "trap", "ubsantrap", "stacksave", "stackrestore"))


def _orderings(ins: Instr) -> tuple[Ordering, ...]:
    """The orderings of an access (a compare-exchange's on success and on failure)."""
    return tuple(ins.extra) if ins.kind == CMPXCHG else (ins.extra,)


def _ordered(start: int, end: int, kind: Any, orderings: tuple[Ordering, ...]
             ) -> frozenset[Access]:
    """An access of the instruction kind ``kind`` (a load reads, a store or
    read-modify-write writes, a compare-exchange both: ``ctreelab.footprint.ordered``) to
    ``[start, end)``, its orderings marked."""
    write = kind != LOAD
    fp = {Access("mem", start, end, write)}
    if kind == CMPXCHG:
        fp.add(Access("mem", start, end, False))
    if Ordering.not_atomic in orderings:
        fp.add(Access(NOT_ATOMIC, start, end, write))
    if Ordering.seq_cst in orderings:
        fp.add(cell(SEQ_CST))
    return frozenset(fp)


# An exact access (see Futures.exact): the pure instructions and induction variables that
# compute its address from constants and the function's arguments, in order; the address
# register; the access's width; the bounds of its global (all of memory when the address
# does not derive from one); its kind (load, store…); its orderings
Exact = tuple[tuple[Any, ...], int, int, int, int, Any, tuple[Ordering, ...]]
# an induction variable takes at most this many values, an exact access at most this many
# combinations of them; beyond, its cover is its global
VALUES = 1 << 12


class Unknown(Exception):
    """An induction variable whose values :meth:`Induction.values` cannot list."""


class Induction:
    """A loop's induction variable: a phi of a loop header ``H`` with two incoming values,
    ``start`` from outside and ``next`` from the latch ``L``, where ``L`` ends with a
    conditional branch on ``cond``, one of whose targets is ``H`` (taken when ``cond`` is
    ``on``), and ``next`` and ``cond`` are pure instructions (``chain``) of the phi and of
    values fixed during the call (constants, arguments and pure instructions of them).

    Each time the phi takes ``next``, the branch ending ``L`` went back to ``H`` with the
    values ``chain`` computed from the phi's current value (SSA: ``chain``'s instructions
    dominate the latch and depend only on the phi and fixed values, so they were computed
    after the header was last entered): the phi's values are ``start``, then ``next`` for as
    long as ``cond`` says to go back, exactly — an exit before the latch (a ``break``) only
    leaves some out.  The loop may be entered many times (an inner loop), each time from the
    value ``start`` then has."""

    __slots__ = ("chain", "cond", "dest", "leaves", "next", "on", "start")

    def __init__(self, dest: int, start: int, chain: tuple[Instr, ...], nxt: int, cond: int,
                 on: bool, leaves: tuple[int, ...]) -> None:
        self.dest, self.start, self.chain, self.next, self.cond, self.on = \
            dest, start, chain, nxt, cond, on
        self.leaves = leaves  # the fixed values ``chain`` reads

    def values(self, r: list[Any]) -> list[int]:
        """The values the phi takes when its loop is entered with the registers ``r``
        (``Unknown`` past :data:`VALUES` values, or where one is not a number)."""
        e = list(r)
        v = r[self.start]
        seen: dict[int, None] = {}
        while True:
            if type(v) is not int or len(seen) >= VALUES:
                raise Unknown
            seen[v] = None
            e[self.dest] = v
            for ins in self.chain:
                e[ins.dest] = ins.fn(e)
            c = e[self.cond]
            if type(c) is not int:
                raise Unknown
            if bool(c) != self.on:
                return list(seen)
            v = e[self.next]
            if v in seen:  # (a cycle: no more values)
                return list(seen)


_ADDRESS = {LOAD: 0, STORE: 1, RMW: 0, CMPXCHG: 0}  # the address operand of each access


def _union(a: Cover, b: Cover) -> Cover:
    if a is None or b is None:
        return None
    return a | b if b else a


class Futures:
    """The covers of one program's functions (computed when first asked for)."""

    def __init__(self, program: LLVMProgram) -> None:
        self.program = program
        self.by_index: dict[int, Function] = {f.index: f for f in program.functions.values()}
        self.entry: dict[tuple[int, int], Cover] = {}  # (function, block) -> cover
        self.at_pc: dict[tuple[int, int, int], Cover] = {}
        self.found: dict[tuple[Any, ...], Footprint] = {}  # see after()
        # exact accesses (see exact()): function -> id(instruction) -> how to compute it; the
        # constant ones are known at once (fixed); the rest of a function with some, without
        # them (rest_entry per block, rest_at per position: cover, the exact ones reachable)
        self.exacts: dict[int, dict[int, Exact]] = {}
        self.fixed: dict[int, frozenset[Access]] = {}
        self.rest_entry: dict[tuple[int, int], tuple[Cover, frozenset[int]]] = {}
        self.rest_at: dict[tuple[int, int, int], tuple[Cover, frozenset[int]]] = {}
        self.framed: dict[tuple[Any, ...], Cover] = {}  # (function, block, pc, arguments)
        self.covers: dict[tuple[int, tuple[Any, ...]], frozenset[Access]] = {}  # see exact()

    # -- what a continuation asks ------------------------------------------------------------

    def after(self, fn: Function, bi: int, pc: int, stack: Any, regs: Any = None) -> Footprint:
        """The future of a thread about to run instruction ``pc`` of block ``bi`` of ``fn``
        with the registers ``regs`` (``None``: not known) and the call stack ``stack`` (the
        callers' frames, see :mod:`.machine`)."""
        if not self.ready():
            return None
        chain: tuple[Any, ...] = (self.frame(fn.index, bi, pc, regs),)
        while stack is not None:
            if len(stack) > 7:  # an atomic section's return unlocks
                return None
            chain += (self.frame(stack[0], stack[1], stack[2], stack[3]),)
            stack = stack[5]
        try:
            found = self.found.get(chain, False)
        except TypeError:  # an argument that does not hash (a vector): without them
            chain = tuple(frame[:3] for frame in chain)
            found = self.found.get(chain, False)
        if found is False:
            found = self.found[chain] = self.chain(chain)
        return found

    def frame(self, index: int, bi: int, pc: int, regs: Any) -> tuple[Any, ...]:
        """A frame's place in a chain: its position, and the arguments it was called with
        when its function has exact accesses still to come."""
        if regs is None or index not in self.exacts:
            return (index, bi, pc)
        return (index, bi, pc, tuple(regs[:self.by_index[index].params]))

    def chain(self, chain: tuple[tuple[Any, ...], ...]) -> Footprint:
        """The future from each frame's position of ``chain`` on."""
        cover: Cover = frozenset((OUTPUT_READ,))
        for frame in chain:
            cover = _union(cover, self.at(*frame) if len(frame) == 3 else self.at_frame(*frame))
        return None if cover is None else tuple(cover)

    def returned(self, stack: Any) -> Footprint:
        """The future of a thread returning to the caller on top of ``stack``."""
        if stack is None:
            return (OUTPUT_READ,)
        if len(stack) > 7:
            return None
        return self.after(self.by_index[stack[0]], stack[1], stack[2], stack[5], stack[3])

    def call(self, fn: Function, ins: Instr) -> Cover:
        """What the external call ``ins`` of ``fn`` may still touch, from any point of its
        routine on (the call's own cover)."""
        if not self.ready():
            return None
        own = self.own(fn, ins)
        return None if own is None else _union(own[0], self.callees(own[1]))

    def plain_spans(self) -> tuple[tuple[int, int], ...] | None:
        """What the program's non-atomic accesses may touch (see
        :meth:`ctreelab.program.Program.plain_spans`): the marked accesses of every
        function, and every access of the library routines it calls (their events are
        non-atomic, locks aside)."""
        if not self.ready():
            return None
        spans: set[tuple[int, int]] = set()
        for f in self.by_index.values():
            for block in f.blocks:
                for ins in block.code:
                    own = self.own(f, ins)
                    if own is None:
                        return None
                    routine = ins.kind == CALL and ins.fn not in self.program.functions
                    for a in own[0]:
                        if a.space == NOT_ATOMIC or (routine and a.space == "mem"):
                            if a.end == ALL:
                                return None
                            spans.add((a.start, a.end))
        return tuple(sorted(spans))

    # -- the analysis ------------------------------------------------------------------------

    def ready(self) -> bool:
        """Whether the current pipeline gets covers (see the module), computed the first
        time it does."""
        modes = self.program.modes
        if not modes.checked or modes.frames or modes.heap or modes.blocks or modes.itop \
                or modes.ptoi or modes.iptr or modes.picks:
            return False
        if not self.entry:
            self.prepare()
        return True

    def prepare(self) -> None:
        for f in self.by_index.values():
            self.find_exact(f)
        # each block: its instructions' own cover, the functions its calls enter, successors
        parts: dict[tuple[int, int], tuple[Cover, frozenset[int], tuple[int, ...]]] = {}
        for f in self.by_index.values():
            for bi, block in enumerate(f.blocks):
                cover, calls, _ = self.stretch(f, block.code)
                parts[f.index, bi] = (cover, calls, _successors(block))
        entry: dict[tuple[int, int], Cover] = {key: NOTHING for key in parts}
        changed = True
        while changed:
            changed = False
            for key, (cover, calls, succs) in parts.items():
                new = cover
                for c in calls:
                    new = _union(new, entry.get((c, 0)))
                for s in succs:
                    new = _union(new, entry[key[0], s])
                if new != entry[key]:
                    entry[key] = new
                    changed = True
        self.entry = entry
        for index in self.exacts:
            self.prepare_rest(self.by_index[index])

    # -- exact accesses ----------------------------------------------------------------------

    def find_exact(self, f: Function) -> None:
        """The accesses of ``f`` into a global whose address constants, ``f``'s
        arguments and its loops' induction variables alone decide: the pure instructions
        and induction variables computing it (an argument never changes during a call, a
        pure instruction of such operands always gives the same result), none through a
        load, a call or another phi.  Those without arguments are fixed at once."""
        defs = {ins.dest: ins for block in f.blocks for ins in block.code if ins.kind == PURE}
        inductions = _inductions(f, defs)
        found: dict[int, Exact] = {}
        for block in f.blocks:
            for ins in block.code:
                b = ins.bounds
                if ins.kind not in _ADDRESS or ins.private or (b is not None and b[2] is not None) \
                        or type(ins.ty) in AGGREGATES:
                    continue
                width = self.program.module.dl.size(ins.ty)
                order = _computing(f, defs, ins.args[_ADDRESS[ins.kind]], inductions)
                if order is None or not width:
                    continue
                # inside its global when the address derives from one (a pointer argument,
                # or one a loop steps, does not say so: all of memory, where the address
                # says no more)
                lo, hi = (b[0], b[0] + b[1]) if b is not None else (0, ALL)
                x: Exact = (order[0], ins.args[_ADDRESS[ins.kind]], width, lo, hi,
                            ins.kind, _orderings(ins))
                if order[1]:
                    found[id(ins)] = x
                else:
                    self.fixed[id(ins)] = self.exact(f, x, ())
        if found:
            self.exacts[f.index] = found

    def exact(self, f: Function, x: Exact, args: tuple[Any, ...]) -> frozenset[Access]:
        """The cover of the exact access ``x`` of ``f`` called with ``args``: the bytes
        from its lowest address to the end of its highest, for every combination of the
        values of the induction variables it depends on, inside its global (an access
        outside is UB before it happens); its global (all of memory for an address that
        does not derive from one) when they cannot be listed."""
        chain, slot, width, lo, hi, kind, orderings = x
        r = list(f.init)
        r[:len(args)] = args
        files = [r]  # a register file per combination of the induction variables' values
        try:
            for step in chain:
                if type(step) is Induction:
                    values: dict[int, None] = {}
                    for e in files:
                        values.update(dict.fromkeys(step.values(e)))
                        if len(values) * len(files) > VALUES:
                            raise Unknown
                    files = [_with(e, step.dest, v) for e in files for v in values]
                else:
                    for e in files:
                        e[step.dest] = step.fn(e)
        except Exception:  # noqa: BLE001 - the machine fails there, or too many: the global
            return _ordered(lo, hi, kind, orderings)
        addrs = [e[slot] for e in files]
        if any(type(a) is not int or a < 0 for a in addrs):
            return _ordered(lo, hi, kind, orderings)
        start, end = max(lo, min(addrs)), min(hi, max(addrs) + width)
        return _ordered(start, end, kind, orderings) if start < end else \
            _ordered(lo, hi, kind, orderings)

    def prepare_rest(self, f: Function) -> None:
        """The cover of ``f`` from each block on without its exact accesses, and which of
        them each block may still reach."""
        parts = []
        for block in f.blocks:
            cover, calls, ids = self.stretch(f, block.code, self.exacts[f.index])
            parts.append((_union(cover, self.callees(calls)), ids, _successors(block)))
        rest = [(NOTHING, frozenset())] * len(parts)
        changed = True
        while changed:
            changed = False
            for bi, (cover, ids, succs) in enumerate(parts):
                new, reach = cover, ids
                for t in succs:
                    new, reach = _union(new, rest[t][0]), reach | rest[t][1]
                if (new, reach) != rest[bi]:
                    rest[bi] = (new, reach)
                    changed = True
        for bi, r in enumerate(rest):
            self.rest_entry[f.index, bi] = r

    def at_frame(self, index: int, bi: int, pc: int, args: tuple[Any, ...]) -> Cover:
        """:meth:`at` for a frame of a function with exact accesses called with ``args``."""
        key = (index, bi, pc, args)
        cover = self.framed.get(key, False)
        if cover is not False:
            return cover  # type: ignore[return-value]
        f = self.by_index[index]
        rest = self.rest_at.get(key[:3])
        if rest is None:
            rest = self.rest_at[key[:3]] = self.rest_from(f, bi, pc)
        cover = rest[0]
        found = self.exacts[index]
        for i in rest[1]:
            exact = self.covers.get((i, args))
            if exact is None:
                exact = self.covers[i, args] = self.exact(f, found[i], args)
            cover = _union(cover, exact)
        self.framed[key] = cover
        return cover

    def rest_from(self, f: Function, bi: int, pc: int) -> tuple[Cover, frozenset[int]]:
        """From instruction ``pc`` of block ``bi`` on: the cover without the exact
        accesses, and those it may reach."""
        block = f.blocks[bi]
        cover, calls, reach = self.stretch(f, block.code[pc:], self.exacts[f.index])
        cover = _union(cover, self.callees(calls))
        for t in _successors(block):
            cover, reach = _union(cover, self.rest_entry[f.index, t][0]), \
                reach | self.rest_entry[f.index, t][1]
        return cover, reach

    def callees(self, calls: frozenset[int]) -> Cover:
        cover: Cover = NOTHING
        for c in calls:
            cover = _union(cover, self.entry.get((c, 0)))
        return cover

    def at(self, index: int, bi: int, pc: int) -> Cover:
        """From instruction ``pc`` of block ``bi`` of function ``index`` to its return."""
        key = (index, bi, pc)
        if key in self.at_pc:
            return self.at_pc[key]
        f = self.by_index[index]
        block = f.blocks[bi]
        cover, calls, _ = self.stretch(f, block.code[pc:])
        cover = _union(cover, self.callees(calls))
        for s in _successors(block):
            cover = _union(cover, self.entry[index, s])
        self.at_pc[key] = cover
        return cover

    def stretch(self, f: Function, code: list[Instr], exact: dict[int, Exact] | None = None
                ) -> tuple[Cover, frozenset[int], frozenset[int]]:
        """What the instructions ``code`` of ``f`` touch themselves (``None``: unknown),
        the functions they enter, and which of them are ``exact`` accesses (left out of
        the cover)."""
        cover: Cover = NOTHING
        calls: set[int] = set()
        ids: set[int] = set()
        for ins in code:
            if exact and id(ins) in exact:
                ids.add(id(ins))
                continue
            own = self.own(f, ins)
            if own is None:
                return None, frozenset(calls), frozenset(ids)
            cover = _union(cover, own[0])
            calls |= own[1]
        return cover, frozenset(calls), frozenset(ids)

    def own(self, f: Function, ins: Instr) -> tuple[frozenset[Access], frozenset[int]] | None:
        """What ``ins`` touches itself, and the functions it enters (their covers are the
        rest); ``None``: unknown."""
        kind = ins.kind
        if kind in _ADDRESS:  # a load, store, read-modify-write or compare-exchange
            if ins.private and (kind == LOAD or kind == STORE):
                return NOTHING, frozenset()
            return self.access(ins), frozenset()
        if kind == FENCE:
            return (frozenset((cell(SEQ_CST),)) if ins.extra is Ordering.seq_cst else NOTHING,
                    frozenset())
        if kind == RET:
            # (the end of a thread-local slot touches what only its thread reaches)
            return (frozenset((ANY_WRITE, ANY_READ)) if f.shares else NOTHING), frozenset()
        if kind == ALLOCA:  # the thread's own arena
            return NOTHING, frozenset()
        if kind != CALL:
            return NOTHING, frozenset()
        name = ins.fn
        if name is None:  # an indirect call
            return None
        callee = self.program.functions.get(name)
        if callee is not None:
            return None if name.startswith(ATOMIC) else (NOTHING, frozenset((callee.index,)))
        return self.routine(f, ins, name)

    def access(self, ins: Instr) -> frozenset[Access]:
        fixed = self.fixed.get(id(ins))
        if fixed is not None:  # its bytes, from constants
            return fixed
        b = ins.bounds
        if b is not None and b[2] is None and type(ins.ty) not in AGGREGATES:
            # derived from a global: inside it, or UB before the access
            return _ordered(b[0], b[0] + b[1], ins.kind, _orderings(ins))
        return _ordered(0, ALL, ins.kind, _orderings(ins))

    def constant(self, f: Function, slot: int) -> Any:
        """The value of operand ``slot`` when it is a constant, else ``None``."""
        return f.init[slot] if slot < f.scratch else None

    def string(self, f: Function, slot: int) -> frozenset[Access]:
        """Reading the string argument ``slot``: nothing from a constant string (read from
        the initialiser), else memory."""
        addr = self.constant(f, slot)
        if type(addr) is int and self.program.constant_string(addr) is not None:
            return NOTHING
        return frozenset((ANY_READ,))

    def strings(self, f: Function, ins: Instr, reads: tuple[int, ...],
                writes: tuple[int, ...]) -> frozenset[Access]:
        """What a ``_STRINGS`` routine touches: nothing through an argument that points into
        a thread-local slot (its accesses there are private: .escape, ``Call.mine``; one
        that leaves the slot is out of bounds), nor by reading a constant string or writing
        through a null pointer (``endptr``); else memory.  A null source of a
        ``RETURNS_FROM_CELL`` routine (``strtok_r(NULL, …)``) is the string its cell points
        into."""
        args, private = ins.args, ins.private or frozenset()
        through_cell = RETURNS_FROM_CELL.get(ins.fn, (None,))[0]
        cover = NOTHING
        for i in reads:
            if i < len(args) and i not in private:
                cover |= self.string(f, args[i])
        for i in writes:
            if i < len(args) and i not in private and (
                    self.constant(f, args[i]) != 0 or i == through_cell):
                return cover | frozenset((ANY_WRITE,))
        return cover

    def printed(self, f: Function, name: str, args: tuple[int, ...]) -> frozenset[Access]:
        """What a printing routine reads: the strings of its format's ``%s`` (and the
        format), or the string it writes."""
        if name in ("putchar", "putc", "fputc"):
            return NOTHING
        if name == "fwrite":  # read byte by byte, constants too
            return frozenset((ANY_READ,))
        if name in ("puts", "fputs"):
            return self.string(f, args[0]) if args else frozenset((ANY_READ,))
        at = 1 if name == "fprintf" else 0
        fmt = self.constant(f, args[at]) if len(args) > at else None
        text = self.program.constant_string(fmt) if type(fmt) is int else None
        if text is None:
            return frozenset((ANY_READ,))
        try:
            pieces = parse_format(text)
        except FormatError:
            return NOTHING  # the call fails before it prints
        cover = NOTHING
        for i, (kind, conv) in enumerate(zip(argument_kinds(pieces), arguments(pieces))):
            if kind == "str":  # a wide string (%ls) is read from memory, constant or not
                cover |= self.string(f, args[at + 1 + i]) \
                    if at + 1 + i < len(args) and conv.length != "l" else frozenset((ANY_READ,))  # type: ignore[union-attr]
        return cover

    def routine(self, f: Function, ins: Instr, name: str
                ) -> tuple[frozenset[Access], frozenset[int]] | None:
        args = ins.args
        if name in _PRINTING:
            return frozenset((OUTPUT_WRITE,)) | self.printed(f, name, args), frozenset()
        if name in _QUIET or name.startswith(NONDET):
            return NOTHING, frozenset()
        if name in _FREEING:
            return frozenset((ANY_WRITE, ANY_READ)), frozenset()
        if name in _STRINGS:
            return self.strings(f, ins, *_STRINGS[name]), frozenset()
        if name in ("abort", "reach_error", "__VERIFIER_error", "__VERIFIER_assume"):
            return NOTHING, frozenset()  # a halt: what it shows is the output, read anyway
        if name == "__assert_fail":  # and its message
            return self.string(f, args[0]) | self.string(f, args[1]), frozenset()
        if name in ("exit", "_exit"):  # the run ends: whatever the end observes
            if self.program.module.hidden is not None:  # atexit handlers run first
                return None
            return frozenset((ANY_READ,)), frozenset()
        if name in ("pthread_create", "thrd_create"):
            start_slot, handle_slot = (args[2], 0) if name == "pthread_create" else (args[1], 0)
            start = self.program.machine.defined_at(self.constant(f, start_slot))
            if start is None:
                return None
            private = ins.private and handle_slot in ins.private
            return (NOTHING if private else frozenset((ANY_WRITE,)),
                    frozenset((start.index,)))
        if name in ("pthread_join", "thrd_join"):
            result = self.constant(f, args[1]) if len(args) > 1 else 0
            quiet = result == 0 or (ins.private and 1 in ins.private)
            return (frozenset((cell(JOIN),)) | (NOTHING if quiet else frozenset((ANY_WRITE,))),
                    frozenset())
        if name in _LOCKS:
            cover: set[Access] = set()
            for i in _LOCKS[name]:
                addr = self.constant(f, args[i]) if i < len(args) else None
                if type(addr) is int:  # (an update of the object: it reads it too)
                    cover.update((Access("sync", addr, addr + 1, True),
                                  Access("mem", addr, addr + 8, True),
                                  Access("mem", addr, addr + 8, False)))
                else:
                    cover.update((ANY_SYNC, ANY_WRITE, ANY_READ))
            return frozenset(cover), frozenset()
        if name.startswith("llvm."):
            base = name.split(".")[1]
            if base in _INTRINSIC_QUIET:
                return NOTHING, frozenset()
            if base in ("memcpy", "memmove", "memset", "va_start", "va_copy", "load"):
                return frozenset((ANY_WRITE, ANY_READ)), frozenset()
            from .library import _intrinsic
            return (NOTHING, frozenset()) if _intrinsic(name, ins) is not None else None
        from . import mathlib
        if mathlib.libm(name) is not None:
            return NOTHING, frozenset()
        return None


def _with(r: list[Any], slot: int, value: Any) -> list[Any]:
    e = list(r)
    e[slot] = value
    return e


def _inductions(f: Function, defs: dict[int, Instr]) -> dict[int, Induction]:
    """The induction variables of ``f`` (see :class:`Induction`), by register."""
    incoming: dict[int, list[tuple[int, int]]] = {}  # phi -> (predecessor, value)
    header: dict[int, int] = {}
    for h, block in enumerate(f.blocks):
        for pred, pairs in block.phis.items():
            for dest, src in pairs:
                incoming.setdefault(dest, []).append((pred, src))
                header[dest] = h
    found: dict[int, Induction] = {}
    for phi, pairs in incoming.items():
        if len(pairs) != 2 or pairs[0][0] == pairs[1][0]:
            continue
        h = header[phi]
        for (latch, nxt), (_, start) in ((pairs[0], pairs[1]), (pairs[1], pairs[0])):
            code = f.blocks[latch].code
            last = code[-1] if code else None
            if last is None or last.kind != CONDBR or list(last.extra).count(h) != 1:
                continue
            chain, leaves = _stepping(defs, phi, (nxt, last.args[0]))
            if chain is None or start == phi or _stepping(defs, phi, (start,))[0] != () or any(
                    _computing(f, defs, leaf) is None for leaf in leaves):
                continue  # (values changing in the loop, or a start of the phi's own)
            found[phi] = Induction(phi, start, chain, nxt, last.args[0], last.extra[0] == h,
                                   tuple(leaves))
            break
    return found


def _stepping(defs: dict[int, Instr], phi: int, roots: tuple[int, ...]
              ) -> tuple[tuple[Instr, ...] | None, set[int]]:
    """The pure instructions (``defs``: by destination) that compute the registers
    ``roots`` from the register ``phi``, in order, and the other registers they (and
    ``roots``) read (``None`` for the instructions when there are many)."""
    depends: dict[int, bool] = {phi: True}
    order: list[Instr] = []
    todo: list[tuple[int, bool]] = [(r, False) for r in roots]
    while todo:  # depth first, each definition after its operands
        r, ready = todo.pop()
        if r in depends:
            continue
        ins = defs.get(r)
        if ins is None:  # an argument, a constant, a phi, a load…
            depends[r] = False
        elif ready:
            depends[r] = any(depends[a] for a in ins.args)
            if depends[r]:
                order.append(ins)
        elif len(todo) + len(depends) > 64:
            return None, set()
        else:
            todo.append((r, True))
            todo.extend((a, False) for a in ins.args if a not in depends)
    reads = [a for ins in order for a in ins.args] + list(roots)
    return tuple(order), {a for a in reads if not depends[a]}


def _computing(f: Function, defs: dict[int, Instr], slot: int,
               inductions: dict[int, Induction] | None = None
               ) -> tuple[tuple[Any, ...], bool] | None:
    """The pure instructions of ``f`` (``defs``: by destination) and the ``inductions``
    that compute register ``slot`` from constants and arguments, in order, and whether an
    argument takes part; ``None`` when something else does (another phi, a load, a
    call's result)."""
    order: list[Any] = []
    done: set[int] = set()
    uses_args = False
    todo: list[tuple[int, bool]] = [(slot, False)]
    while todo:  # depth first, each definition after its operands
        r, ready = todo.pop()
        if r in done:
            continue
        ins: Any = defs.get(r)
        if ins is None and inductions is not None:
            ins = inductions.get(r)
        if ready:
            done.add(r)
            order.append(ins)
            continue
        if ins is None:
            if r < f.params:
                uses_args = True
            elif not (r < f.scratch and f.init[r] is not None):
                return None  # a phi, a load, a call's result, a variadic list
            done.add(r)
            continue
        if len(order) + len(todo) > 64:
            return None  # (a long computation: not worth it)
        todo.append((r, True))
        reads = ins.args if type(ins) is Instr else (ins.start, *ins.leaves)
        todo.extend((a, False) for a in reads if a not in done)
    return tuple(order), uses_args
