"""The litmus front-end's intermediate form: one test, its threads as register machines.

Both dialects (herd's C and X86 litmus) parse into this form; :mod:`.denote` turns it into
choice trees.  A thread is a flat list of instructions over named registers; structured
control flow (``if``/``else``, ``while``) is lowered to ``Goto``/``IfNot`` jumps whose
targets are indices into that list (``len(code)`` = the end of the thread).  Every
instruction carries its source position.
"""

from __future__ import annotations

from dataclasses import dataclass

from ctreelab.errors import ProgramError
from ctreelab.events import Ordering


@dataclass(frozen=True, slots=True)
class Pos:
    line: int
    col: int


class LitmusError(ProgramError):
    """A malformed litmus test: ``file:line:col: message``."""


class Unsupported(LitmusError):
    """Well-formed litmus syntax that ctreelab does not support (names the construct)."""


# --- expressions: pure, over the thread's registers ------------------------------------------


@dataclass(frozen=True, slots=True)
class Const:
    value: int


@dataclass(frozen=True, slots=True)
class Reg:
    name: str  # as written: "EAX", "r0"


@dataclass(frozen=True, slots=True)
class Loc:
    """The address of the shared location ``name`` (a C parameter ``x``, an X86 ``[x]``)."""

    name: str


# Binary operators: "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>",
# "==", "!=", "<", "<=", ">", ">=", "&&", "||" (C semantics; comparisons give 0/1).
@dataclass(frozen=True, slots=True)
class Bin:
    op: str
    a: Expr
    b: Expr


# Unary operators: "!" (logical not), "-" (negation), "~" (bitwise not).
@dataclass(frozen=True, slots=True)
class Un:
    op: str
    a: Expr


Expr = Const | Reg | Loc | Bin | Un


# --- instructions ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Assign:
    """``dest = expr`` (no memory access)."""

    dest: str
    expr: Expr
    pos: Pos


@dataclass(frozen=True, slots=True)
class Load:
    """``dest = *addr`` with ``ordering`` (``not_atomic`` for a plain C read)."""

    dest: str
    addr: Expr
    ordering: Ordering
    pos: Pos


@dataclass(frozen=True, slots=True)
class Store:
    """``*addr = value`` with ``ordering``."""

    addr: Expr
    value: Expr
    ordering: Ordering
    pos: Pos


@dataclass(frozen=True, slots=True)
class Rmw:
    """Atomic read-modify-write; ``dest`` (if any) receives the old value.

    ``op`` is one of the kernel's RmwOp names: "xchg", "add", "sub", "and", "or", "xor",
    "nand", "max", "min".
    """

    dest: str | None
    addr: Expr
    op: str
    operand: Expr
    ordering: Ordering
    pos: Pos


@dataclass(frozen=True, slots=True)
class Cas:
    """C11 compare-exchange: compares ``*addr`` with register ``expected``; on success writes
    ``desired``, on failure stores the value read into ``expected``.  ``dest`` (if any)
    receives 1 on success, 0 on failure."""

    dest: str | None
    addr: Expr
    expected: str
    desired: Expr
    success: Ordering
    failure: Ordering
    weak: bool
    pos: Pos


@dataclass(frozen=True, slots=True)
class FenceI:
    ordering: Ordering
    pos: Pos


@dataclass(frozen=True, slots=True)
class Goto:
    target: int
    pos: Pos


@dataclass(frozen=True, slots=True)
class IfNot:
    """Jump to ``target`` when ``cond`` evaluates to 0; otherwise fall through."""

    cond: Expr
    target: int
    pos: Pos


Instr = Assign | Load | Store | Rmw | Cas | FenceI | Goto | IfNot


@dataclass(frozen=True, slots=True)
class Thread:
    tid: int  # the N of "PN"
    code: tuple[Instr, ...]
    registers: tuple[str, ...]  # every register the thread declares or assigns, in order
    pos: Pos


# --- the test --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RegRef:
    """``N:reg`` in an init block or a condition."""

    tid: int
    reg: str


@dataclass(frozen=True, slots=True)
class LocRef:
    """``x`` or ``[x]`` in a condition (the value stored at location ``x``)."""

    name: str


Target = RegRef | LocRef
# An initial or compared value: an integer, or the address of a location (``0:EAX=x``).
Value = int | Loc


def resolve(value: Value, addresses: dict[str, int]) -> int:
    """An initial or compared value as a number (a location's address)."""
    return addresses[value.name] if isinstance(value, Loc) else value


@dataclass(frozen=True, slots=True)
class Atom:
    target: Target
    value: Value


@dataclass(frozen=True, slots=True)
class And:
    a: Prop
    b: Prop


@dataclass(frozen=True, slots=True)
class Or:
    a: Prop
    b: Prop


@dataclass(frozen=True, slots=True)
class Not:
    a: Prop


@dataclass(frozen=True, slots=True)
class TrueP:
    pass


Prop = Atom | And | Or | Not | TrueP


@dataclass(frozen=True, slots=True)
class Condition:
    quantifier: str  # "exists", "~exists" or "forall"
    prop: Prop
    text: str  # as written in the file, on one line (e.g. "exists (0:EAX=0 /\ 1:EAX=0)")
    pos: Pos


@dataclass(frozen=True, slots=True)
class LitmusTest:
    path: str
    arch: str  # "X86", "X86_64" or "C"
    name: str
    init_locs: tuple[tuple[str, Value], ...]  # every shared location, in order of appearance
    init_regs: tuple[tuple[RegRef, Value], ...]
    threads: tuple[Thread, ...]  # in order P0, P1, ...
    condition: Condition
    locations: tuple[Target, ...] = ()  # the ``locations [...]`` clause
