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
* a read-modify-write or compare-exchange writes its global; a seq_cst fence is marked;
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
    FENCE,
    LOAD,
    RET,
    RMW,
    STORE,
    Function,
    Instr,
    _successors,
)
from .printf import FormatError, argument_kinds, parse_format
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
_QUIET = frozenset(("fflush", "malloc", "_Znwm", "_Znam", "thrd_yield"))
_FREEING = frozenset(("free", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm", "realloc", "calloc"))
# locks: (argument positions of the objects, of the mutexes a condition wait relocks)
_LOCKS = {name: (0,) for name in (
    "pthread_mutex_lock", "pthread_mutex_trylock", "pthread_mutex_unlock",
    "pthread_mutex_init", "pthread_mutex_destroy", "mtx_lock", "mtx_trylock", "mtx_unlock",
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


def _ordered(start: int, end: int, write: bool, orderings: tuple[Ordering, ...]
             ) -> frozenset[Access]:
    fp = {Access("mem", start, end, write)}
    if Ordering.not_atomic in orderings:
        fp.add(Access(NOT_ATOMIC, start, end, write))
    if Ordering.seq_cst in orderings:
        fp.add(cell(SEQ_CST))
    return frozenset(fp)


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

    # -- what a continuation asks ------------------------------------------------------------

    def after(self, fn: Function, bi: int, pc: int, stack: Any) -> Footprint:
        """The future of a thread about to run instruction ``pc`` of block ``bi`` of ``fn``
        with the call stack ``stack`` (the callers' frames, see :mod:`.machine`)."""
        if not self.ready():
            return None
        chain: tuple[Any, ...] = (fn.index, bi, pc)
        while stack is not None:
            if len(stack) > 7:  # an atomic section's return unlocks
                return None
            chain += (stack[0], stack[1], stack[2])
            stack = stack[5]
        found = self.found.get(chain, False)
        if found is False:
            found = self.found[chain] = self.chain(chain)
        return found

    def chain(self, chain: tuple[Any, ...]) -> Footprint:
        """The future from each (function, block, instruction) position of ``chain`` on."""
        cover: Cover = frozenset((OUTPUT_READ,))
        for i in range(0, len(chain), 3):
            cover = _union(cover, self.at(*chain[i:i + 3]))
        return None if cover is None else tuple(cover)

    def returned(self, stack: Any) -> Footprint:
        """The future of a thread returning to the caller on top of ``stack``."""
        if stack is None:
            return (OUTPUT_READ,)
        if len(stack) > 7:
            return None
        return self.after(self.by_index[stack[0]], stack[1], stack[2], stack[5])

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
        # each block: its instructions' own cover, the functions its calls enter, successors
        parts: dict[tuple[int, int], tuple[Cover, frozenset[int], tuple[int, ...]]] = {}
        for f in self.by_index.values():
            for bi, block in enumerate(f.blocks):
                cover: Cover = NOTHING
                calls: set[int] = set()
                for ins in block.code:
                    own = self.own(f, ins)
                    if own is None:
                        cover = None
                        break
                    cover = _union(cover, own[0])
                    calls |= own[1]
                parts[f.index, bi] = (cover, frozenset(calls), _successors(block))
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
        cover: Cover = NOTHING
        for ins in block.code[pc:]:
            own = self.own(f, ins)
            if own is None:
                cover = None
                break
            cover = _union(_union(cover, own[0]), self.callees(own[1]))
        else:
            for s in _successors(block):
                cover = _union(cover, self.entry[index, s])
        self.at_pc[key] = cover
        return cover

    def own(self, f: Function, ins: Instr) -> tuple[frozenset[Access], frozenset[int]] | None:
        """What ``ins`` touches itself, and the functions it enters (their covers are the
        rest); ``None``: unknown."""
        kind = ins.kind
        if kind == LOAD or kind == STORE:
            if ins.private:
                return NOTHING, frozenset()
            return self.access(ins, kind == STORE, (ins.extra,)), frozenset()
        if kind == RMW:
            return self.access(ins, True, (ins.extra,)), frozenset()
        if kind == CMPXCHG:
            return self.access(ins, True, tuple(ins.extra)), frozenset()
        if kind == FENCE:
            return (frozenset((cell(SEQ_CST),)) if ins.extra is Ordering.seq_cst else NOTHING,
                    frozenset())
        if kind == RET:
            return (frozenset((ANY_WRITE,)) if f.releases else NOTHING), frozenset()
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

    def access(self, ins: Instr, write: bool, orderings: tuple[Ordering, ...]
               ) -> frozenset[Access]:
        b = ins.bounds
        if b is not None and b[2] is None and type(ins.ty) not in AGGREGATES:
            # derived from a global: inside it, or UB before the access
            return _ordered(b[0], b[0] + b[1], write, orderings)
        return _ordered(0, ALL, write, orderings)

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
            kinds = argument_kinds(parse_format(text))
        except FormatError:
            return NOTHING  # the call fails before it prints
        cover = NOTHING
        for i, kind in enumerate(kinds):
            if kind == "str":
                cover |= self.string(f, args[at + 1 + i]) if at + 1 + i < len(args) else \
                    frozenset((ANY_READ,))
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
        if name in ("strlen",):
            return self.string(f, args[0]), frozenset()
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
                if type(addr) is int:
                    cover.update((Access("sync", addr, addr + 1, True),
                                  Access("mem", addr, addr + 8, True)))
                else:
                    cover.update((ANY_SYNC, ANY_WRITE))
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
