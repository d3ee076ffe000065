"""Vector values and instructions (what clang's vectoriser emits at ``-O2``/``-O3``).

A vector value is a tuple of its elements (``zeroinitializer``, ``undef`` and ``poison``
constants stand for the whole vector until an instruction needs its lanes).  Arithmetic,
comparisons, casts, ``select`` with a vector condition and floating-point operations work
lane by lane with the scalar operation; ``extractelement``, ``insertelement`` and
``shufflevector`` move lanes; a ``bitcast`` that changes the shape goes through the bits
(little-endian, as in memory); ``llvm.vector.reduce.*`` fold the lanes (``fadd``/``fmul``
in order, from the start value), and the element-wise intrinsics (``llvm.smax.v4i32``,
``llvm.fabs.v2f64``, …) apply the scalar one to each lane.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ctreelab.values import UNDEF

from .floats import FLOAT_TYPES, FP, from_bits, to_bits
from .module import ZERO, Unsupported
from .ops import NeedPick
from .types import IntT, OtherT, PtrT, Type, VectorT
from .values import POISON, norm

Lanes = tuple[Any, ...]


def zero_of(elem: Type) -> Any:
    return FP(0.0) if isinstance(elem, OtherT) and elem.text in FLOAT_TYPES else 0


def lanes(v: Any, n: int, zero: Any) -> Lanes:
    """The ``n`` elements of the vector value ``v``."""
    if type(v) is tuple:
        return v
    if v == ZERO and type(v) is str:
        return (zero,) * n
    return (v,) * n  # undef, poison


def lanewise(f: Callable[..., Any], n: int, vector: tuple[bool, ...],
             zeros: tuple[Any, ...]) -> Callable[..., Lanes]:
    """``f`` applied to each lane of the operands (``vector[j]``: operand ``j`` is a vector;
    a scalar operand is the same in every lane)."""
    def run(*args: Any) -> Lanes:
        cols = [lanes(a, n, z) if v else (a,) * n for a, v, z in zip(args, vector, zeros)]
        return tuple(f(*(c[i] for c in cols)) for i in range(n))
    return run


def on_registers(f: Callable[..., Any], a: tuple[int, ...]) -> Callable[[list[Any]], Any]:
    return lambda r: f(*(r[x] for x in a))


def element_bits(t: Type) -> int:
    """The width of a scalar element type."""
    if isinstance(t, IntT):
        return t.bits
    if isinstance(t, PtrT):
        return 64
    if isinstance(t, OtherT) and t.text in FLOAT_TYPES:
        return FLOAT_TYPES[t.text]
    raise Unsupported(f"vector element type {t}")


def is_float(t: Type) -> bool:
    return isinstance(t, OtherT) and t.text in FLOAT_TYPES


# --- moving lanes ------------------------------------------------------------------------------


def extract(ty: VectorT) -> Callable[[Any, Any], Any]:
    zero = zero_of(ty.elem)

    def run(v: Any, i: Any) -> Any:
        if type(i) is not int:
            if i is POISON:
                return POISON
            raise NeedPick(1)
        if not 0 <= i < ty.n:
            return POISON
        return lanes(v, ty.n, zero)[i]
    return run


def insert(ty: VectorT) -> Callable[[Any, Any, Any], Any]:
    zero = zero_of(ty.elem)

    def run(v: Any, x: Any, i: Any) -> Any:
        if type(i) is not int:
            if i is POISON:
                return POISON
            raise NeedPick(2)
        if not 0 <= i < ty.n:
            return POISON
        old = lanes(v, ty.n, zero)
        return old[:i] + (x,) + old[i + 1:]
    return run


_MASK = re.compile(r",\s*<(\d+) x i32> (zeroinitializer|undef|poison|<[^>]*>)\s*(?:,\s*!|$)")


def shuffle_mask(text: str) -> tuple[int, ...]:
    """The mask of a ``shufflevector`` (-1: an undefined lane)."""
    m = _MASK.search(text.strip())
    if m is None:
        raise Unsupported("shufflevector mask")
    n, body = int(m[1]), m[2]
    if body == "zeroinitializer":
        return (0,) * n
    if body in ("undef", "poison"):
        return (-1,) * n
    items = [item.split()[-1] for item in body[1:-1].split(",")]
    return tuple(-1 if item in ("undef", "poison") else int(item) for item in items)


def shuffle(ty: VectorT, mask: tuple[int, ...]) -> Callable[[Any, Any], Any]:
    zero = zero_of(ty.elem)

    def run(a: Any, b: Any, *_mask: Any) -> Lanes:
        both = lanes(a, ty.n, zero) + lanes(b, ty.n, zero)
        return tuple(UNDEF if k < 0 else both[k] for k in mask)
    return run


# --- bitcasts through the bits -----------------------------------------------------------------


def _to_bits(v: Any, t: Type) -> int:
    """The unsigned bits of the value ``v`` of type ``t``; NeedPick or POISON otherwise."""
    if isinstance(t, VectorT):
        eb = element_bits(t.elem)
        total = 0
        for i, x in enumerate(lanes(v, t.n, zero_of(t.elem))):
            total |= _to_bits(x, t.elem) << (i * eb)
        return total
    bits = element_bits(t)
    if type(v) is FP:
        return to_bits(v, bits) & ((1 << bits) - 1)
    if type(v) is int:
        return v & ((1 << bits) - 1)
    if v is POISON:
        raise _Poison
    raise NeedPick(0)


class _Poison(Exception):
    pass


def _from_bits(b: int, t: Type) -> Any:
    if isinstance(t, VectorT):
        eb = element_bits(t.elem)
        return tuple(_from_bits((b >> (i * eb)) & ((1 << eb) - 1), t.elem) for i in range(t.n))
    bits = element_bits(t)
    if is_float(t):
        return from_bits(norm(b, bits), bits)
    return norm(b, bits)


def bitcast(src: Type, dst: Type) -> Callable[[Any], Any]:
    def run(v: Any) -> Any:
        try:
            return _from_bits(_to_bits(v, src), dst)
        except _Poison:
            return POISON
    return run


# --- intrinsics --------------------------------------------------------------------------------

_SUFFIX = re.compile(r"\.v(\d+)(i\d+|f32|f64|p0\w*)$")


def vector_suffix(name: str) -> tuple[int, str] | None:
    """``(n, scalar suffix)`` of an intrinsic overloaded on a vector (``.v4i32``)."""
    m = _SUFFIX.search(name)
    if m is None:
        return None
    return int(m[1]), m[2]


def reduce(name: str) -> Callable[..., Any] | None:
    """``llvm.vector.reduce.<op>.v<n><t>``: the fold of the lanes, or None."""
    parts = name.split(".")
    if len(parts) < 5 or parts[1] != "vector" or parts[2] != "reduce":
        return None
    op, suffix = parts[3], vector_suffix(name)
    if suffix is None:
        return None
    n, elem = suffix
    if elem in ("f32", "f64"):
        from . import floats, mathlib

        fbits = 32 if elem == "f32" else 64
        if op in ("fadd", "fmul"):
            f2 = floats.binary(op, fbits)

            def ordered(start: Any, v: Any) -> Any:
                acc = start
                for x in lanes(v, n, FP(0.0)):
                    acc = f2(acc, x)
                return acc
            return ordered
        scalar = {"fmax": "maxnum", "fmin": "minnum", "fmaximum": "maximum",
                  "fminimum": "minimum"}.get(op)
        fm = mathlib.intrinsic(f"llvm.{scalar}.{elem}") if scalar else None
        if fm is None:
            return None
        return lambda v: _fold(fm, lanes(v, n, FP(0.0)))
    if not elem.startswith("i"):
        return None
    from . import ops

    bits = int(elem[1:])
    if op in ("smax", "smin", "umax", "umin"):
        g = ops.intrinsic(f"llvm.{op}.{elem}", bits)
        assert g is not None
        return lambda v: _fold(g, lanes(v, n, 0))
    if op in ("add", "mul", "and", "or", "xor"):
        g = ops.binary(op, bits, frozenset())
        return lambda v: _fold(g, lanes(v, n, 0))
    return None


def _fold(f: Callable[[Any, Any], Any], xs: Lanes) -> Any:
    acc = xs[0]
    for x in xs[1:]:
        acc = f(acc, x)
    return acc


def concrete(x: Any) -> Any:
    """A lane as an intrinsic needs it: ``undef`` leaves resolved as 0 (the executable
    choice, see ``Machine.choice``), poison kept."""
    from .values import resolve, undef_leaves

    if type(x) is int or type(x) is FP or x is POISON:
        return x
    if hasattr(x, "addr"):  # a pointer with provenance
        return x.addr
    n = undef_leaves(x)
    return resolve(x, [0] * n) if n else x


def intrinsic(name: str, scalar: Callable[[str], Callable[..., Any] | None]
              ) -> Callable[..., Any] | None:
    """A vector intrinsic: a reduction, or an element-wise one (``scalar(name)`` gives the
    scalar intrinsic's function); None if it is neither."""
    folded = reduce(name)
    if folded is not None:
        def run_fold(*args: Any) -> Any:
            vals = [tuple(concrete(x) for x in a) if type(a) is tuple else concrete(a)
                    for a in args]
            flat = [x for a in vals for x in (a if type(a) is tuple else (a,))]
            if any(x is POISON for x in flat):
                return POISON
            return folded(*vals)
        return run_fold
    suffix = vector_suffix(name)
    if suffix is None:
        return None
    n, elem = suffix
    f = scalar(name[:name.rfind(".v")] + "." + elem)
    if f is None:
        return None
    zero = FP(0.0) if elem in ("f32", "f64") else 0

    def run(*args: Any) -> Lanes:
        cols = [tuple(map(concrete, lanes(a, n, zero))) if type(a) is tuple or (
            type(a) is str and a == ZERO) else (concrete(a),) * n for a in args]
        out = []
        for i in range(n):
            xs = [c[i] for c in cols]
            out.append(POISON if any(x is POISON for x in xs) else f(*xs))
        return tuple(out)
    return run
