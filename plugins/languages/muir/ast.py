"""Abstract syntax of μIR-thread (paper Fig. 5), with source positions for error messages."""

from __future__ import annotations

from dataclasses import dataclass

from ctreelab.events import Ordering
from ctreelab.values import UNDEF  # noqa: F401  (the value of the `undef` literal)


@dataclass(frozen=True, slots=True)
class Pos:
    line: int
    col: int


# --- atoms -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reg:
    """``%name`` — a register of the current function instance."""

    name: str


@dataclass(frozen=True, slots=True)
class GlobalRef:
    """``@name`` — the address of a global variable (or, in spawn, a function name)."""

    name: str


@dataclass(frozen=True, slots=True)
class Lit:
    """An integer literal (``true``/``false`` are 1/0) or ``undef`` (value ``UNDEF``)."""

    value: object


Atom = Reg | GlobalRef | Lit

BINARY_OPS = (
    "add", "sub", "mul", "sdiv", "srem", "and", "or", "xor", "shl", "ashr",
    "eq", "ne", "slt", "sle", "sgt", "sge",
)
RMW_OPS = ("atomic_exchange", "atomic_add")


# --- instructions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Compute:
    """``%dest = a`` or ``%dest = op a, b`` (op in BINARY_OPS)."""

    pos: Pos
    dest: str
    op: str | None
    a: Atom
    b: Atom | None


@dataclass(frozen=True, slots=True)
class Alloca:
    """``%dest = alloca n`` — n fresh cells; dest receives the base address."""

    pos: Pos
    dest: str
    size: Atom


@dataclass(frozen=True, slots=True)
class Load:
    """``[%dest =] load ORD addr``."""

    pos: Pos
    dest: str | None
    ordering: Ordering
    addr: Atom


@dataclass(frozen=True, slots=True)
class Store:
    """``store ORD value, addr``."""

    pos: Pos
    ordering: Ordering
    value: Atom
    addr: Atom


@dataclass(frozen=True, slots=True)
class Rmw:
    """``[%dest =] rmw ORD op addr, operand`` — dest receives the old value."""

    pos: Pos
    dest: str | None
    ordering: Ordering
    op: str
    addr: Atom
    operand: Atom


@dataclass(frozen=True, slots=True)
class CmpXchg:
    """``[%dest =] cmpxchg ORD [FAILORD] addr, expected, new`` — dest receives the old value."""

    pos: Pos
    dest: str | None
    ordering: Ordering
    failure: Ordering | None
    addr: Atom
    expected: Atom
    new: Atom


@dataclass(frozen=True, slots=True)
class FenceI:
    """``fence ORD``."""

    pos: Pos
    ordering: Ordering


@dataclass(frozen=True, slots=True)
class SpawnI:
    """``[%dest =] spawn @f, @init, @cleanup, arg`` (``none`` for no init/cleanup)."""

    pos: Pos
    dest: str | None
    f: str
    init: str | None
    cleanup: str | None
    arg: Atom


@dataclass(frozen=True, slots=True)
class ThrdCreate:
    """``%dest = thrd_create @f, arg`` — dest receives the thread handle."""

    pos: Pos
    dest: str
    f: str
    arg: Atom


@dataclass(frozen=True, slots=True)
class ThrdJoin:
    """``[%dest =] thrd_join handle`` — dest receives the thread's result."""

    pos: Pos
    dest: str | None
    handle: Atom


@dataclass(frozen=True, slots=True)
class Assert:
    """``assert cond[, "message"]`` — an assertion-failure outcome when cond is 0."""

    pos: Pos
    cond: Atom
    message: str


Instr = (Compute | Alloca | Load | Store | Rmw | CmpXchg | FenceI | SpawnI | ThrdCreate
         | ThrdJoin | Assert)


# --- terminators, blocks, functions, modules -----------------------------------------------


@dataclass(frozen=True, slots=True)
class Branch:
    """``br cond, %then, %else`` — nonzero selects ``then``."""

    pos: Pos
    cond: Atom
    then: str
    other: str


@dataclass(frozen=True, slots=True)
class Jump:
    """``jmp %label``."""

    pos: Pos
    target: str


@dataclass(frozen=True, slots=True)
class Return:
    """``ret value``."""

    pos: Pos
    value: Atom


Terminator = Branch | Jump | Return


@dataclass(frozen=True, slots=True)
class Block:
    pos: Pos
    label: str
    code: tuple[Instr, ...]
    term: Terminator


@dataclass(frozen=True, slots=True)
class Function:
    pos: Pos
    name: str
    params: tuple[str, ...]
    blocks: tuple[Block, ...]  # the first block is the entry


@dataclass(frozen=True, slots=True)
class GlobalDef:
    """``@name = global INIT`` with INIT an int, ``undef``, or ``[v, v, ...]`` (cells)."""

    pos: Pos
    name: str
    init: tuple[object, ...]  # one value per cell; UNDEF for uninitialised cells


@dataclass(frozen=True, slots=True)
class Module:
    path: str
    globals: tuple[GlobalDef, ...]
    functions: tuple[Function, ...]
