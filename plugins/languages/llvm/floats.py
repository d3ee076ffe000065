"""Floating point: ``float`` (binary32) and ``double`` (binary64) values and operations.

A floating-point register holds an :class:`FP`, a Python float that compares and hashes by
its IEEE bits (so ``-0.0`` and ``0.0`` are different machine states and a NaN equals
itself).  A ``float`` value is a double rounded to binary32 after every operation; memory
holds the IEEE encoding as an ``i32``/``i64`` (so mixed-size accesses see the real bytes).
Invalid operations (0/0, inf-inf, sqrt(-1), …) give x86's default NaN (sign bit set), as a
native run prints ``-nan``.  Operations are lifted like the integer ones: poison absorbs,
``undef`` is delayed (a picked ``undef`` is 0, i.e. +0.0).
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ctreelab.values import FP, Sym, bits64
from ctreelab.values import float_from_bits as from_bits

from .types import OtherT, Type
from .values import POISON, norm, signed, unsigned

Op = Callable[..., Any]
FLOAT_TYPES = {"float": 32, "double": 64}
UNSUPPORTED_FP = ("half", "bfloat", "x86_fp80", "fp128", "ppc_fp128")


def float_width(t: Type) -> int | None:
    """The width of a ``float``/``double`` type (its IEEE encoding's bits), else None."""
    return FLOAT_TYPES.get(t.text) if isinstance(t, OtherT) else None


def to_bits(x: Any, bits: int) -> int:
    """The IEEE encoding of ``x`` as a canonical ``iN`` (an int is already an encoding: a
    picked ``undef``)."""
    if type(x) is int:
        return x
    if bits == 32:
        return norm(int.from_bytes(struct.pack("<f", round32(x)), "little"), 32)
    return norm(bits64(x), 64)


DEFAULT_NAN = from_bits(-0x8000000000000, 64)  # 0xFFF8000000000000: x86's "-nan"


def round32(x: float) -> float:
    """``x`` rounded to the nearest binary32 (ties to even), as a double."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:  # rounds beyond the largest finite binary32
        return math.copysign(math.inf, x)


def rounder(bits: int) -> Callable[[float], FP]:
    if bits == 32:
        return lambda x: FP(round32(x))
    return FP


def lift(concrete: Op) -> Op:
    """A float operation extended to poison (absorbing) and undef (delayed)."""
    def op(*args: Any) -> Any:
        for a in args:
            if not isinstance(a, float):
                break
        else:  # plain floats inside: FP's equality is by bits, not IEEE's
            return concrete(*(float(a) for a in args))
        if any(a is POISON for a in args):
            return POISON
        if all(isinstance(a, (int, float)) for a in args):  # a picked undef is 0
            return concrete(*(float(a) for a in args))
        return Sym(lambda *xs: concrete(*(float(x) for x in xs)), args)
    return op


# --- arithmetic ------------------------------------------------------------------------------


def _div(a: float, b: float) -> float:
    if b == 0.0:
        if a == 0.0 or math.isnan(a):
            return a if math.isnan(a) else DEFAULT_NAN
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


def _rem(a: float, b: float) -> float:
    if math.isnan(a) or math.isnan(b):
        return a if math.isnan(a) else b
    if b == 0.0 or math.isinf(a):
        return DEFAULT_NAN
    return math.fmod(a, b)


def _nan_or(a: float, b: float, result: Callable[[], float]) -> float:
    if math.isnan(a):
        return a
    if math.isnan(b):
        return b
    return result()


BINARY: dict[str, Callable[[float, float], float]] = {
    "fadd": lambda a, b: a + b, "fsub": lambda a, b: a - b, "fmul": lambda a, b: a * b,
    "fdiv": _div, "frem": _rem,
}


def binary(op: str, bits: int) -> Op:
    f, rnd = BINARY[op], rounder(bits)
    return lift(lambda a, b: rnd(f(a, b)))


def fneg(bits: int) -> Op:
    rnd = rounder(bits)
    return lift(lambda a: rnd(-a))


FCMP: dict[str, Callable[[float, float], bool]] = {
    "false": lambda a, b: False, "true": lambda a, b: True,
    "oeq": float.__eq__, "one": lambda a, b: a < b or a > b,
    "ogt": float.__gt__, "oge": float.__ge__, "olt": float.__lt__, "ole": float.__le__,
    "ord": lambda a, b: not (math.isnan(a) or math.isnan(b)),
    "uno": lambda a, b: math.isnan(a) or math.isnan(b),
    "ueq": lambda a, b: not (a < b or a > b), "une": float.__ne__,
    "ugt": lambda a, b: not a <= b, "uge": lambda a, b: not a < b,
    "ult": lambda a, b: not a >= b, "ule": lambda a, b: not a > b,
}


def fcmp(pred: str) -> Op:
    test = FCMP[pred]
    return lift(lambda a, b: int(test(a, b)))


# --- conversions -----------------------------------------------------------------------------


def int_to_float(n: int, bits: int) -> FP:
    """``n`` rounded once to the target precision (ties to even)."""
    precision = 24 if bits == 32 else 53
    size = abs(n).bit_length()
    if size > precision:
        shift = size - precision
        q, r = divmod(abs(n), 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        n = (q << shift) * (1 if n >= 0 else -1)
    try:
        x = float(n)
    except OverflowError:
        x = math.copysign(math.inf, n)
    return FP(round32(x)) if bits == 32 else FP(x)


def cast(op: str, src: int, dst: int, nneg: bool = False) -> Op:
    """``fptosi fptoui sitofp uitofp fptrunc fpext`` (``src``/``dst``: widths in bits;
    ``nneg``: LLVM 19's ``uitofp nneg``, poison on a negative operand)."""
    if op in ("fptosi", "fptoui"):
        lo, hi = (-(1 << (dst - 1)), (1 << (dst - 1)) - 1) if op == "fptosi" else (0, (1 << dst) - 1)
        if op == "fptosi" and dst == 1:
            lo, hi = -1, 0

        def to_int(a: float) -> Any:
            if math.isnan(a) or math.isinf(a):
                return POISON
            v = math.trunc(a)
            return POISON if not lo <= v <= hi else norm(v, dst)
        return lift(to_int)
    if op == "sitofp":
        return _int_lift(lambda a: int_to_float(a if src > 1 else -a, dst))
    if op == "uitofp":
        if nneg:
            return _int_lift(lambda a: POISON if signed(a, src) < 0
                             else int_to_float(unsigned(a, src), dst))
        return _int_lift(lambda a: int_to_float(unsigned(a, src), dst))
    rnd = rounder(dst)
    return lift(lambda a: rnd(a))  # fptrunc, fpext


def _int_lift(f: Callable[[int], Any]) -> Op:
    def op(a: Any) -> Any:
        if type(a) is int:
            return f(a)
        if a is POISON:
            return POISON
        return Sym(f, (a,))
    return op


def bitcast_to_float(bits: int) -> Op:
    return _int_lift(lambda a: from_bits(a, bits))


def bitcast_to_int(bits: int) -> Op:
    return lift(lambda a: to_bits(a, bits))


# --- constants -------------------------------------------------------------------------------


def parse_const(tok: str, ty: str) -> FP:
    """A constant as LLVM prints it: decimal (``1.000000e+00``) or ``0x`` followed by the
    bits of the value *as a double*, also for ``float``."""
    bits = FLOAT_TYPES[ty]
    if tok.lower().startswith("0x"):
        if not all(c in "0123456789abcdefABCDEF" for c in tok[2:]):
            raise ValueError(f"floating-point constant {tok}")
        x: float = from_bits(norm(int(tok, 0), 64), 64)
    elif tok.lstrip("-").lower() in ("inf", "nan"):
        raise ValueError(f"floating-point constant {tok}")
    else:
        x = float(tok)
    return FP(round32(x)) if bits == 32 else FP(x)


# --- exact fused multiply-add ----------------------------------------------------------------


def fma(a: float, b: float, c: float) -> float:
    """``a * b + c`` with one rounding (to double)."""
    if not all(math.isfinite(v) for v in (a, b, c)):
        return a * b + c
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return a * b + c  # the sign of an exact zero follows IEEE's rules for the sum
    try:
        return float(exact)
    except OverflowError:
        return math.copysign(math.inf, exact)
