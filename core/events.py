"""The standard event vocabulary (paper Listing 3, Vellvm Fig. 2, DESIGN §2.2).

Every event is a frozen, hashable dataclass; its docstring states the answer type.  Events
are grouped in families by base class so that stages can declare what they consume.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .slotinit import fast_init
from .values import UNDEF, Value, is_undef


class Ordering(enum.Enum):
    """LLVM memory orderings."""

    not_atomic = "not_atomic"
    unordered = "unordered"
    monotonic = "monotonic"
    acquire = "acquire"
    release = "release"
    acq_rel = "acq_rel"
    seq_cst = "seq_cst"

    @property
    def is_acquire(self) -> bool:
        return self in (Ordering.acquire, Ordering.acq_rel, Ordering.seq_cst)

    @property
    def is_release(self) -> bool:
        return self in (Ordering.release, Ordering.acq_rel, Ordering.seq_cst)

    @property
    def is_atomic(self) -> bool:
        return self is not Ordering.not_atomic

    def __str__(self) -> str:
        return self.value


class Event:
    """Base class of all events."""

    __slots__ = ()

    def describe(self) -> str:
        return repr(self)


# --- variables (handled by the `vars` stage) ---------------------------------------------


class VarEvent(Event):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class LocalRead(VarEvent):
    """Read a register of the current function instance.  Answer: its value."""

    name: str


@dataclass(frozen=True, slots=True)
class LocalWrite(VarEvent):
    """Write a register of the current function instance.  Answer: ``None``."""

    name: str
    value: Value


@dataclass(frozen=True, slots=True)
class GlobalRead(VarEvent):
    """The address of a global variable.  Answer: the address (int)."""

    name: str


# --- memory (handled by the memory model) ------------------------------------------------


class MemEvent(Event):
    __slots__ = ()


@fast_init  # built at every memory access (issue 20)
@dataclass(frozen=True, slots=True)
class Read(MemEvent):
    """Load from ``addr``.  Answer: the value read (possibly ``undef``)."""

    ordering: Ordering
    addr: int
    ty: str = "int"
    private: bool = False  # see Write


@fast_init  # built at every memory access (issue 20)
@dataclass(frozen=True, slots=True)
class Write(MemEvent):
    """Store ``value`` at ``addr``.  Answer: ``None``."""

    ordering: Ordering
    addr: int
    value: Value
    ty: str = "int"
    # The language vouches that no other thread ever accesses these bytes (a stack slot
    # whose address never escapes): a model may skip what only other threads could see
    # (TSO: the store buffer), and exploration treats the access as touching nothing shared.
    private: bool = False


@dataclass(frozen=True, slots=True)
class RmwOp:
    """A read-modify-write operation: ``xchg``, ``add``, ``sub``, ``and``, ``or``, ``xor``,
    ``nand``, ``max``, ``min`` (signed), ``umax``, ``umin`` (unsigned, for operands of one
width up to 128 bits) with one operand (unbounded integers; sized memory wraps the result
to the access width)."""

    op: str
    operand: Value

    def apply(self, old: Value) -> Value:
        if self.op == "xchg":
            return self.operand
        if self.op == "sync":
            return old
        if is_undef(old) or is_undef(self.operand):
            return UNDEF
        fn = _RMW_OPS.get(self.op)
        if fn is None:
            raise ValueError(f"unknown read-modify-write operation {self.op!r}")
        return fn(old, self.operand)


_UNSIGNED = (1 << 128) - 1
_RMW_OPS: dict[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
    "nand": lambda a, b: ~(a & b),
    "max": max,
    "min": min,
    # unsigned comparisons of two values of the same width (signed canonical or not)
    "umax": lambda a, b: max(a, b, key=lambda v: v & _UNSIGNED),
    "umin": lambda a, b: min(a, b, key=lambda v: v & _UNSIGNED),
}
RMW_OPERATIONS = ("xchg", *_RMW_OPS)


@fast_init  # built at every memory access (issue 20)
@dataclass(frozen=True, slots=True)
class ReadWrite(MemEvent):
    """Atomic read-modify-write of ``addr`` by ``op``.  Answer: the **old** value."""

    ordering: Ordering
    addr: int
    op: RmwOp
    ty: str = "int"


@fast_init  # built at every memory access (issue 20)
@dataclass(frozen=True, slots=True)
class CmpXchg(MemEvent):
    """Compare-and-exchange (LLVM ``cmpxchg``).  Answer: ``(old, success: bool)``.

    On success (``old == expected``) it writes ``new`` with ``success`` ordering; on failure
    it is a read with ``failure`` ordering and writes nothing.
    """

    success: Ordering
    failure: Ordering
    addr: int
    expected: Value
    new: Value
    weak: bool = False
    ty: str = "int"


@fast_init  # built at every memory access (issue 20)
@dataclass(frozen=True, slots=True)
class Fence(MemEvent):
    """A fence.  Answer: ``None``."""

    ordering: Ordering


@dataclass(frozen=True, slots=True)
class Alloc(MemEvent):
    """Allocate ``size`` fresh cells.  Answer: the base address (int)."""

    size: int


# --- thread synchronisation (issued by the `interleave` stage for ``sync`` spawns/joins) --


@dataclass(frozen=True, slots=True)
class ThreadCreated(MemEvent):
    """The issuing thread has just created thread ``child``: C11's thread creation, which
    synchronises the creator's past with the child's start.  Answer: ``None``."""

    child: int


@dataclass(frozen=True, slots=True)
class ThreadJoined(MemEvent):
    """The issuing thread has joined the finished thread ``child``: C11's join, which
    synchronises the child's whole run with the joiner's future.  Answer: ``None``."""

    child: int


# --- what the two-phase memory model needs (DESIGN §2.2) ----------------------------------
# A language emits these only when some stage consumes them (``Language.optional_emits``,
# ``Program.use_events``); other models never see them.  Addresses are ints (wildcard
# pointers) or :class:`ctreelab.pointer.Ptr` values handed out by a provenance-aware model.


@dataclass(frozen=True, slots=True)
class Malloc(MemEvent):
    """Allocate a heap block of exactly ``size`` bytes (``malloc``).  Answer: its pointer."""

    size: int


@dataclass(frozen=True, slots=True)
class Free(MemEvent):
    """Free the heap block whose first byte ``addr`` points to (``free``).  Answer: ``None``."""

    addr: Any


@dataclass(frozen=True, slots=True)
class PushFrame(MemEvent):
    """A function starts: a new, empty stack frame for ``Alloc``.  Answer: ``None``."""


@dataclass(frozen=True, slots=True)
class PopFrame(MemEvent):
    """A function returns: its frame's blocks are deallocated.  Answer: ``None``."""


@dataclass(frozen=True, slots=True)
class PtrToInt(MemEvent):
    """``ptrtoint`` to a ``bits``-wide integer (``bits`` 0: ``iptr``).  Answer: the integer.
    For models that give casts an effect; the two-phase model's casts are pure."""

    ptr: Any
    bits: int


@dataclass(frozen=True, slots=True)
class IntToPtr(MemEvent):
    """``inttoptr`` of the (mathematical, non-negative unless from ``iptr``) integer
    ``value``.  Answer: a pointer with the wildcard provenance."""

    value: int


@dataclass(frozen=True, slots=True)
class MemCopy(MemEvent):
    """Copy ``size`` bytes from ``src`` to ``dst`` exactly (``memcpy``; ``memmove`` when
    ``overlap``).  Answer: ``None``."""

    dst: Any
    src: Any
    size: int
    overlap: bool = False


@dataclass(frozen=True, slots=True)
class MemSet(MemEvent):
    """Set ``size`` bytes at ``dst`` to ``byte`` (``memset``).  Answer: ``None``."""

    dst: Any
    byte: int
    size: int


@dataclass(frozen=True, slots=True)
class PickUndef(MemEvent):
    """A concrete value for one ``undef`` leaf the program needs concrete.  Answer: an int."""


@dataclass(frozen=True, slots=True)
class IptrArith(MemEvent):
    """Arithmetic on ``iptr`` (the address-sized integer type) whose result depends on the
    address domain: ``op`` is an LLVM binary opcode (``add``, ``sub``, ``mul``, ``shl``,
    ``sdiv``, ``srem``) or ``from`` (a conversion of ``a`` into ``iptr``).  Answer: the
    result, or the model stops the execution (out of memory in a finite domain)."""

    op: str
    a: int
    b: int = 0


TWO_PHASE_EVENTS: tuple[type, ...] = (
    Malloc, Free, PushFrame, PopFrame, PtrToInt, IntToPtr, MemCopy, MemSet, PickUndef, IptrArith)


# --- threads (handled by the `interleave` stage) -----------------------------------------


class ThreadEvent(Event):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Spawn(ThreadEvent):
    """Start a thread running ``init(arg)``, then ``f(a)``, then ``cleanup(arg, r)``.
    Answer: the new thread id.  With ``sync`` the creation synchronises like C11's
    ``thrd_create`` (the interleave stage issues a :class:`ThreadCreated` for the memory
    model); without, it is μIR-thread's raw ``spawn``, which synchronises nothing."""

    f: str
    init: str | None
    cleanup: str | None
    arg: Value
    sync: bool = False


@dataclass(frozen=True, slots=True)
class Yield(ThreadEvent):
    """A scheduling point without memory effect.  Answer: ``None``."""


@dataclass(frozen=True, slots=True)
class Join(ThreadEvent):
    """Block until thread ``tid`` has finished.  Answer: its return value.  With ``sync``
    the join synchronises like C11's ``thrd_join`` (a :class:`ThreadJoined` for the memory
    model), and joining a thread a second time is undefined behaviour."""

    tid: int
    sync: bool = False


@dataclass(frozen=True, slots=True)
class CurrentThread(ThreadEvent):
    """The issuing thread's id (``pthread_self``).  Answer: the id; no scheduling point."""


# Blocking synchronisation objects, kept by the interleave stage in its thread table (keyed
# by address).  Each is one thread action; the stage gives the memory model the
# synchronisation as a read-modify-write of the object's first word that leaves it as it
# is (``SYNC_TOUCH``): every update of that word is such a read-modify-write, so each reads
# the latest (in every model: a chain of RMWs), and acquire/release orderings carry C11's
# synchronisation (an unlock with the next lock, a barrier's arrivals with its departures).


@dataclass(frozen=True, slots=True)
class Acquire(ThreadEvent):
    """Lock the mutex or read-write lock at ``addr`` (for reading when ``shared``): the
    thread waits while another holds it (a writer, or anyone for an exclusive lock).  With
    ``attempt`` it does not wait (``trylock``).  With ``nested`` a thread that holds the lock
    already goes on without taking it again (a re-entrant entry, e.g. SV-COMP's atomic
    sections) instead of deadlocking.  Answer: whether it took the lock."""

    addr: int
    shared: bool = False
    attempt: bool = False
    nested: bool = False


@dataclass(frozen=True, slots=True)
class Release(ThreadEvent):
    """Unlock the lock at ``addr``, which the thread must hold.  Answer: ``None``."""

    addr: int


@dataclass(frozen=True, slots=True)
class CondWait(ThreadEvent):
    """Unlock ``mutex`` (held by the thread) and wait on the condition variable ``cond``
    until a signal or broadcast wakes the thread (no spurious wake-ups); the caller then
    locks ``mutex`` again with an :class:`Acquire`.  Answer: ``None``."""

    cond: int
    mutex: int


@dataclass(frozen=True, slots=True)
class CondSignal(ThreadEvent):
    """Wake one thread waiting on ``cond`` (any of them), or all with ``broadcast``; nothing
    when none waits.  Answer: ``None``."""

    cond: int
    broadcast: bool = False


@dataclass(frozen=True, slots=True)
class BarrierInit(ThreadEvent):
    """Make ``addr`` a barrier for ``count`` threads.  Answer: ``None``."""

    addr: int
    count: int


@dataclass(frozen=True, slots=True)
class BarrierWait(ThreadEvent):
    """Wait at the barrier ``addr`` until ``count`` threads have arrived; every arrival
    happens before every departure.  Answer: ``True`` for one thread of each round (POSIX's
    ``PTHREAD_BARRIER_SERIAL_THREAD``), else ``False``."""

    addr: int


SYNC_EVENTS: tuple[type, ...] = (Acquire, Release, CondWait, CondSignal, BarrierInit, BarrierWait)
# The synchronisation objects' read-modify-write: it leaves the word as it is; a memory
# model may rely on such a word being updated only this way (each reads the latest, so the
# older values are never read again: Promising keeps only the latest)
SYNC_TOUCH = RmwOp("sync", 0)


@dataclass(frozen=True, slots=True)
class Exit(ThreadEvent):
    """End the whole program at once (C's ``exit``) with ``value`` as its result; the other
    threads stop where they are.  No answer."""

    value: Value


# --- input/output (handled by the `io` stage) ----------------------------------------------


class IOEvent(Event):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Output(IOEvent):
    """Append ``text`` to the program's output (``printf``, ``puts``…), or with ``stream``
    ``"stderr"`` to its error stream (``fprintf(stderr, …)``, ``perror``).  Answer:
    ``None``."""

    text: str
    stream: str = "stdout"


# --- events that stop an execution --------------------------------------------------------


class Halt(Event):
    """An event after which the execution stops with an outcome (no answer)."""

    __slots__ = ()
    kind = "halt"

    def reason(self) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class UB(Halt):
    """Undefined behaviour."""

    message: str
    where: str = ""
    kind = "ub"

    def reason(self) -> str:
        return self.message


@dataclass(frozen=True, slots=True)
class OOM(Halt):
    """Out of memory."""

    message: str = "out of memory"
    where: str = ""
    kind = "oom"

    def reason(self) -> str:
        return self.message


@dataclass(frozen=True, slots=True)
class Failure(Halt):
    """An ill-formed or unsupported program."""

    message: str
    where: str = ""
    kind = "failure"

    def reason(self) -> str:
        return self.message


@dataclass(frozen=True, slots=True)
class AssertFail(Halt):
    """A failed assertion."""

    message: str
    where: str = ""
    kind = "assert"

    def reason(self) -> str:
        return self.message


@dataclass(frozen=True, slots=True)
class Deadlock(Halt):
    """No live thread can go on: ``waits`` says, for each, what it waits for (``"thread 1
    waits for thread 2 to finish"``, ``"thread 2 waits for mutex m (held by thread 3)"``)."""

    waits: tuple[str, ...]
    where: str = ""
    kind = "deadlock"

    def reason(self) -> str:
        return "; ".join(self.waits)


@dataclass(frozen=True, slots=True)
class Race(Halt):
    """A data race: two conflicting accesses of different threads, at least one not
    atomic, neither happening before the other.  ``accesses`` describes both (thread,
    access, address, location)."""

    accesses: tuple[str, str]
    where: str = ""
    kind = "race"

    def reason(self) -> str:
        return "data race: " + " and ".join(self.accesses)


@dataclass(frozen=True, slots=True)
class Observed(Halt):
    """``halt`` together with what was observed before it — the output printed so far, added
    by the ``io`` stage — so that the outcome says what the execution did before stopping."""

    halt: Halt
    observed: tuple[tuple[str, Any], ...]

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.halt.kind

    def reason(self) -> str:
        return self.halt.reason()


# --- thread identity after interleaving -----------------------------------------------------


@fast_init  # built at every memory access (issue 20)
@dataclass(frozen=True, slots=True)
class Tagged(Event):
    """An event issued by thread ``tid`` (added by the interleaving stage); ``origin`` is the
    thread's continuation after it, which the language can locate in the source
    (:meth:`ctreelab.program.Program.locate`); it takes no part in equality."""

    tid: int
    event: Any
    origin: Any = field(default=None, compare=False, repr=False)


def event_class(e: Any) -> type:
    """The class of an event, looking through the thread tag."""
    return type(e.event) if type(e) is Tagged else type(e)


STANDARD_EVENTS: tuple[type, ...] = (
    LocalRead, LocalWrite, GlobalRead,
    Read, Write, ReadWrite, CmpXchg, Fence, Alloc, *TWO_PHASE_EVENTS,
    Spawn, Yield, Join, Exit, Output,
    UB, OOM, Failure, AssertFail, Deadlock,
)
