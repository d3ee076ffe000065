"""What the llvm language does for provenance-aware memory models (the two-phase model),
and which optional events it emits (:class:`Modes`; for the ``allocations`` stage, see
:mod:`ctreelab.allocations` and ``.machine``).

The two-phase model's events (``ctreelab.events.TWO_PHASE_EVENTS``) are *optional*: the
language emits one only when a stage of the pipeline consumes it (:class:`Modes`, set by
``LLVMProgram.use_events`` before each run), so ``sc``, ``tso`` and ``promising`` see
exactly the events they always saw.  When the memory model consumes them:

* calls and returns emit ``PushFrame``/``PopFrame``; ``alloca`` allocates its exact size;
* ``malloc``/``calloc``/``free`` emit ``Malloc``/``Free`` (exact sizes, no rounding);
* ``memcpy``/``memmove``/``memset`` emit ``MemCopy``/``MemSet`` (bytes copied exactly);
* ``inttoptr`` emits ``IntToPtr`` (a pointer with the wildcard provenance);
* a store stores its value as it is, ``undef`` included (no pick first);
* picks of ``undef`` emit ``PickUndef`` (the model's candidates instead of 0 only);
* ``iptr`` operations that can leave a finite address domain emit ``IptrArith``.

Pointers may then be :class:`ctreelab.pointer.Ptr` values: ``getelementptr`` keeps their
provenance (and stops with OOM when it leaves a finite address space), ``ptrtoint`` takes
the address (truncated for ``iN``, whole for ``iptr``: a pure operation, as in the paper),
``icmp`` compares addresses.

**iptr.**  llvmlite cannot parse the paper's ``iptr`` type, so :func:`preprocess` rewrites
the word ``iptr`` to the marker type ``i127`` (:data:`IPTR_BITS`) before parsing; the
interpreter gives ``i127`` the meaning of ``iptr``: 8 bytes in memory, values are
mathematical integers (never wrapped), comparisons are integer comparisons (no signed or
unsigned reading), access type ``"iptr"``.  Under models without the two-phase events,
``iptr`` values are unbounded integers stored as ``i64``.  A program cannot use a genuine
``i127``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ctreelab.allocations import Allocate
from ctreelab.arith import trunc_div, trunc_rem
from ctreelab.events import (
    Free,
    IntToPtr,
    IptrArith,
    Malloc,
    MemCopy,
    MemSet,
    PickUndef,
    PopFrame,
    PtrToInt,
    PushFrame,
)
from ctreelab.pointer import Ptr

from .ops import Stop
from .types import IPTR_BITS
from .values import POISON, Sym, lift, norm, unsigned

_IPTR_WORD = re.compile(r"(?<![\w%@.$\"-])iptr(?![\w.$\"-])")
IPTR_EVENT_OPS = frozenset(("add", "sub", "mul", "shl", "sdiv", "srem"))


def preprocess(text: str) -> str:
    """``iptr`` -> the marker ``i127`` (same line numbers)."""
    return _IPTR_WORD.sub(f"i{IPTR_BITS}", text) if "iptr" in text else text


class Emit(Exception):
    """A pure instruction needs an event (``event``) whose answer is its result."""

    def __init__(self, event: Any) -> None:
        super().__init__(event)
        self.event = event


class Modes:
    """Which optional events the current pipeline consumes (shared by a program's compiled
    code and its machine)."""

    __slots__ = ("blocks", "checked", "exact", "frames", "heap", "iptr", "itop", "picks", "ptoi")

    def __init__(self) -> None:
        self.use(frozenset())

    def use(self, consumed: frozenset[type]) -> None:
        self.frames = PushFrame in consumed and PopFrame in consumed
        self.heap = Malloc in consumed and Free in consumed
        self.blocks = MemCopy in consumed and MemSet in consumed
        self.itop = IntToPtr in consumed
        self.ptoi = PtrToInt in consumed
        self.picks = PickUndef in consumed
        self.iptr = IptrArith in consumed
        # exact allocation sizes and stores of under-defined values as they are
        self.exact = self.heap
        # the allocations stage tracks heap blocks and escaping stack slots (when the memory
        # model does not: it is then left out of the stack, see ctreelab.allocations)
        self.checked = Allocate in consumed and not self.heap


def address(v: Any) -> Any:
    return v.addr if type(v) is Ptr else v


# --- pure operations --------------------------------------------------------------------------


def ptrtoint(modes: Modes, dst_bits: int) -> Callable[[Any], Any]:
    to_iptr = dst_bits == IPTR_BITS

    def plain(a: Any) -> Any:
        if type(a) is Ptr:
            return a.addr if to_iptr else norm(a.addr, dst_bits)
        return unsigned(a, 64) if to_iptr else norm(unsigned(a, 64), dst_bits)

    def concrete(a: Any) -> Any:
        if modes.ptoi:
            raise Emit(PtrToInt(a, 0 if to_iptr else dst_bits))
        return plain(a)
    return _lifted(concrete, plain)


def inttoptr(modes: Modes, src_bits: int) -> Callable[[Any], Any]:
    from_iptr = src_bits == IPTR_BITS

    def plain(a: Any) -> Any:
        if type(a) is Ptr:  # a pointer stored and reloaded at an integer type, unchanged
            return a
        return norm(a if from_iptr else unsigned(a, src_bits), 64)

    def concrete(a: Any) -> Any:
        if type(a) is Ptr or not modes.itop:
            return plain(a)
        raise Emit(IntToPtr(a if from_iptr else unsigned(a, src_bits)))
    return _lifted(concrete, plain)


def to_iptr(modes: Modes, op: str, src_bits: int) -> Callable[[Any], Any]:
    """``zext``/``sext``/``trunc``/``bitcast`` into ``iptr``."""
    def plain(a: int) -> int:
        return a if op == "sext" or src_bits == IPTR_BITS else unsigned(a, src_bits)

    def concrete(a: int) -> Any:
        v = plain(a)
        if v < 0 and modes.iptr:
            raise Emit(IptrArith("from", v))
        return v
    return _lifted(concrete, plain)


def iptr_binary(modes: Modes, op: str) -> Callable[[Any, Any], Any]:
    """``iptr`` arithmetic on mathematical integers; the operations that can leave a finite
    domain ask the memory model when it consumes ``IptrArith``."""
    def concrete(a: int, b: int) -> Any:
        if modes.iptr and op in IPTR_EVENT_OPS:
            raise Emit(IptrArith(op, a, b))
        return iptr_z(op, a, b)

    def plain(a: int, b: int) -> int:  # undefined operands, resolved by a later pick
        return iptr_z(op, a, b)

    def divide(a: Any, b: Any) -> Any:
        if b is POISON:
            raise Stop(f"iptr {op} by a poison value")
        if type(b) is int and b == 0:
            raise Stop(f"iptr {op} by zero")
        return lifted(a, b)
    lifted = _lifted(concrete, plain)
    return divide if op in ("udiv", "sdiv", "urem", "srem") else lifted


def iptr_z(op: str, a: int, b: int) -> int:
    """``iptr`` arithmetic in Z (the infinite phase, and every model without ``IptrArith``)."""
    if op == "add":
        return a + b
    if op == "sub":
        return a - b
    if op == "mul":
        return a * b
    if op == "shl":
        if b < 0:
            raise Stop(f"iptr shl by a negative amount {b}")
        return a << b
    if op in ("lshr", "ashr"):
        if b < 0:
            raise Stop(f"iptr {op} by a negative amount {b}")
        return a >> b
    if op == "and":
        return a & b
    if op == "or":
        return a | b
    if op == "xor":
        return a ^ b
    if b == 0:
        raise Stop(f"iptr {op} by zero")
    if op in ("udiv", "sdiv"):
        return trunc_div(a, b)
    if op in ("urem", "srem"):
        return trunc_rem(a, b)
    raise Stop(f"unknown iptr operation {op}")


_PLAIN = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
    "slt": lambda a, b: a < b, "ult": lambda a, b: a < b,
    "sle": lambda a, b: a <= b, "ule": lambda a, b: a <= b,
    "sgt": lambda a, b: a > b, "ugt": lambda a, b: a > b,
    "sge": lambda a, b: a >= b, "uge": lambda a, b: a >= b,
}


def iptr_icmp(pred: str) -> Callable[[Any, Any], Any]:
    """``icmp`` on ``iptr``: integer comparison (no signed/unsigned reading)."""
    test = _PLAIN[pred]
    return lift(lambda a, b: int(test(a, b)))


def pointer_icmp(pred: str, fallback: Callable[[list[Any]], Any], x: int, y: int
                 ) -> Callable[[list[Any]], Any]:
    """``icmp`` on pointers: ``fallback`` unless an operand is a :class:`Ptr`, then the
    addresses (an int pointer read as unsigned 64-bit) are compared."""
    test = _PLAIN[pred]

    def concrete(a: int, b: int) -> int:
        return int(test(a, b))
    lifted = lift(concrete)

    def run(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is not Ptr and type(b) is not Ptr:
            return fallback(r)
        return lifted(_unsigned_address(a), _unsigned_address(b))
    return run


def _unsigned_address(v: Any) -> Any:
    if type(v) is Ptr:
        return v.addr
    if type(v) is int:
        return unsigned(v, 64)
    return v


def _lifted(concrete: Callable[..., Any], plain: Callable[..., Any]) -> Callable[..., Any]:
    """``lift`` for operands that may also be :class:`Ptr` values: ``concrete`` on defined
    operands (it may raise :class:`Emit`), ``plain`` (no events) delayed over ``undef``."""
    def op(*args: Any) -> Any:
        for a in args:
            if type(a) is not int and type(a) is not Ptr:
                break
        else:
            return concrete(*args)
        if any(a is POISON for a in args):
            return POISON
        return Sym(plain, args)
    return op


def gep_pointer(v: Ptr, delta: int) -> Ptr:
    """``getelementptr`` on a pointer with provenance: same provenance, no UB; leaving a
    finite address space raises :class:`ctreelab.pointer.AddressOverflow` (OOM)."""
    return v.offset(delta)
