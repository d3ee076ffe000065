"""Dynamic values shared by languages and memory models.

A value is an unbounded ``int`` (integers and addresses alike, as in μIR-thread) or the
distinguished :data:`UNDEF`, LLVM's undefined value.  ``undef`` is first class: it is
stored, loaded and shown in outcomes as ``undef``, never silently a number.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


class _Undef:
    __slots__ = ()
    _instance: _Undef | None = None

    def __new__(cls) -> _Undef:  # noqa: PYI034 - a singleton
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "undef"

    def __reduce__(self) -> str:
        return "UNDEF"

    def __hash__(self) -> int:
        return 0x0DEF

    def __eq__(self, other: object) -> bool:
        return other is self


UNDEF = _Undef()
Value = Any  # int | UNDEF, or a language-specific hashable value


class Record(tuple):  # type: ignore[type-arg]
    """Named values, ``((name, value), ...)``: shown as ``name=value ...``, a JSON object.

    A language returns one from ``main`` when the program's result is several named values
    (e.g. the final registers of a litmus test)."""

    __slots__ = ()


class Array(tuple):  # type: ignore[type-arg]
    """The elements of an observed array, shown ``[1, 2, 3]``, a JSON list."""

    __slots__ = ()


class Struct(tuple):  # type: ignore[type-arg]
    """The fields of an observed structure, ``((name, value), ...)``, shown ``{a: 1, b: 2}``
    and a JSON object; a name may be ``""`` (unknown: no debug information), shown by
    position ``{1, 2}``, a JSON list."""

    __slots__ = ()


@dataclass(frozen=True)
class Repeat:
    """The shape of an array: ``n`` elements of shape ``elem``, ``step`` apart."""

    n: int
    step: int
    elem: Any


@dataclass(frozen=True)
class FloatAt:
    """The shape of a floating-point scalar at ``off`` whose memory holds its ``bits``-bit
    IEEE encoding (32: ``float``, 64: ``double``): observed as the number, not the bits."""

    off: int
    bits: int


def offset_of(shape: Any) -> int:
    """The offset of a scalar shape (an ``int``, or a :class:`FloatAt`)."""
    return shape.off if type(shape) is FloatAt else shape


class FP(float):
    """A float that compares and hashes by its bit pattern (so ``-0.0`` and ``0.0`` differ
    and a NaN equals itself): a language's floating-point values, an observed one."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, float) and bits64(self) == bits64(other)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(("fp", bits64(self)))

    def __repr__(self) -> str:
        return float.__repr__(self)


def bits64(x: float) -> int:
    """The binary64 encoding of ``x``, unsigned."""
    return int.from_bytes(struct.pack("<d", x), "little")


def float_from_bits(v: int, bits: int) -> FP:
    """The float whose ``bits``-bit IEEE encoding is ``v`` (signed or not)."""
    u = v & ((1 << bits) - 1)
    if bits == 32:
        return FP(struct.unpack("<f", u.to_bytes(4, "little"))[0])
    return FP(struct.unpack("<d", u.to_bytes(8, "little"))[0])


def assemble(shape: Any, read: Callable[[int], Any], base: int = 0) -> Any:
    """The value of an observed global of ``shape``: an offset from ``base`` (a scalar,
    ``read`` there), a :class:`FloatAt` (a float read as its encoding), a :class:`Repeat`
    (an :class:`Array`) or a :class:`Struct` of ``(name, shape)``.  Shapes nest as deep as
    types do, which the languages bound."""
    if type(shape) is Repeat:
        return Array(assemble(shape.elem, read, base + i * shape.step) for i in range(shape.n))
    if type(shape) is Struct:
        return Struct((name, assemble(s, read, base)) for name, s in shape)
    if type(shape) is FloatAt:
        v = read(base + shape.off)
        return float_from_bits(v, shape.bits) if type(v) is int else v
    return read(base + shape)


class Text(str):
    """A value that is text (e.g. a program's output): shown quoted, with escapes."""

    __slots__ = ()


class Sym:
    """A delayed operation ``fn(*args)`` whose arguments contain ``undef`` (Vellvm's
    under-defined values): each ``undef`` leaf is picked where a concrete value is needed,
    so ``undef + undef`` is not ``2 * undef``.  Languages build them from operations; memory
    models build them when a load assembles bytes of under-defined values."""

    __slots__ = ("args", "fn", "h")

    def __init__(self, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
        self.fn = fn
        self.args = args
        # computed once, from the arguments' own (cached) hashes: a loop that accumulates
        # an undefined value nests Syms as deep as it runs, and nothing here may recurse
        self.h = hash((id(fn), args))

    def __repr__(self) -> str:
        return "undef"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Sym, (self.fn, self.args))  # the hash is made anew (ids differ elsewhere)

    def __eq__(self, other: object) -> bool:
        """Structural equality, by an explicit stack (no recursion)."""
        todo = [(self, other)]
        while todo:
            a, b = todo.pop()
            if a is b:
                continue
            if type(a) is not Sym or type(b) is not Sym:
                if type(a) is Sym or type(b) is Sym or a != b:
                    return False
                continue
            if a.h != b.h or a.fn is not b.fn or len(a.args) != len(b.args):
                return False
            todo.extend(zip(a.args, b.args))
        return True

    def __hash__(self) -> int:
        return self.h


def is_undef(v: Any) -> bool:
    return v is UNDEF


def show(v: Any) -> str:
    """How a value is printed in outcomes and traces."""
    if v is UNDEF:
        return "undef"
    if v is None:
        return "-"
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, Text):
        return json.dumps(v)
    if isinstance(v, Record):
        return " ".join(f"{name}={show(x)}" for name, x in v)
    if isinstance(v, Array):
        return "[" + ", ".join(show(x) for x in v) + "]"
    if isinstance(v, Struct):
        return "{" + ", ".join(f"{name}: {show(x)}" if name else show(x) for name, x in v) + "}"
    if isinstance(v, tuple):
        return "(" + ", ".join(show(x) for x in v) + ")"
    if isinstance(v, int) and v.bit_length() > SHOWN_BITS:
        return _huge(v)
    return str(v)


SHOWN_BITS = 14_000  # ints wider than this (over ~4,200 digits) are shown by their size


def _huge(v: int) -> str:
    """A short stand-in for an integer too long to print in decimal."""
    sign = "-" if v < 0 else ""
    return f"<{sign}integer of {v.bit_length()} bits, {hex(abs(v))[-8:]} in the low bits>"


def to_json(v: Any) -> Any:
    """A JSON-friendly form of a value (``undef`` becomes the string ``"undef"``)."""
    if v is UNDEF:
        return "undef"
    if isinstance(v, Record) or (isinstance(v, Struct) and all(name for name, _ in v)):
        return {name: to_json(x) for name, x in v}
    if isinstance(v, Struct):
        return [to_json(x) for _, x in v]
    if isinstance(v, tuple):
        return [to_json(x) for x in v]
    if isinstance(v, int) and not isinstance(v, bool) and v.bit_length() > SHOWN_BITS:
        return _huge(v)
    return v
