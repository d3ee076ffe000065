"""Floating-point intrinsics (``llvm.sqrt.f64``, …) and the libm functions C programs call.

``llvm.fmuladd`` is computed unfused (a rounded product, then a rounded sum), as native
x86-64 code without FMA instructions does; ``llvm.fma``/``fma`` are exact.  The libm
functions that Python's :mod:`math` wraps (``sin``, ``exp``, ``pow``, …) call the platform's
C library, so they agree with a native run on the same machine; the ``f``-suffixed ones are
computed in double and rounded to binary32.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .floats import DEFAULT_NAN, FP, fma, lift, rounder
from .values import norm


def _round_half_away(x: float) -> float:
    if not math.isfinite(x):
        return x
    r = math.floor(abs(x) + 0.5)
    if r - abs(x) > 0.5:  # abs(x) + 0.5 rounded up
        r -= 1
    return math.copysign(r, x)


def _rint(x: float) -> float:
    if not math.isfinite(x):
        return x
    return math.copysign(float(round(x)), x)


def _minnum(a: float, b: float) -> float:
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    if a == b == 0.0:
        return a if math.copysign(1.0, a) < 0 else b
    return min(a, b)


def _maxnum(a: float, b: float) -> float:
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    if a == b == 0.0:
        return b if math.copysign(1.0, a) < 0 else a
    return max(a, b)


def _minimum(a: float, b: float) -> float:
    return a if math.isnan(a) else b if math.isnan(b) else _minnum(a, b)


def _maximum(a: float, b: float) -> float:
    return a if math.isnan(a) else b if math.isnan(b) else _maxnum(a, b)


def _safe(f: Callable[..., float]) -> Callable[..., float]:
    """A :mod:`math` function with C's results where Python raises (domain: NaN; range:
    infinity with the sign of the exact result, approximated by the sign of ``f``'s input)."""
    def g(*xs: float) -> float:
        try:
            return f(*xs)
        except ValueError:
            return DEFAULT_NAN
        except OverflowError:
            return math.inf
    return g


def _sqrt(x: float) -> float:
    if math.isnan(x):
        return x
    if x < 0:
        return DEFAULT_NAN
    return math.sqrt(x)


def _pow(x: float, y: float) -> float:
    try:
        return math.pow(x, y)
    except ValueError:
        return DEFAULT_NAN
    except OverflowError:
        return -math.inf if x < 0 and y == int(y) and int(y) % 2 else math.inf


def _log(f: Callable[[float], float]) -> Callable[[float], float]:
    def g(x: float) -> float:
        if x == 0.0:
            return -math.inf
        if x < 0:
            return DEFAULT_NAN
        return f(x)
    return g


def _fmod(a: float, b: float) -> float:
    from .floats import BINARY
    return BINARY["frem"](a, b)


# name -> (arity, function on doubles)
FUNCTIONS: dict[str, tuple[int, Callable[..., float]]] = {
    "fabs": (1, math.fabs), "sqrt": (1, _sqrt), "round": (1, _round_half_away),
    "rint": (1, _rint), "nearbyint": (1, _rint), "roundeven": (1, _rint),
    "copysign": (2, math.copysign), "minnum": (2, _minnum), "maxnum": (2, _maxnum),
    "minimum": (2, _minimum), "maximum": (2, _maximum),
    "fmin": (2, _minnum), "fmax": (2, _maxnum), "fmod": (2, _fmod),
    "fma": (3, fma), "fmuladd": (3, lambda a, b, c: a * b + c),
    "sin": (1, _safe(math.sin)), "cos": (1, _safe(math.cos)), "tan": (1, _safe(math.tan)),
    "asin": (1, _safe(math.asin)), "acos": (1, _safe(math.acos)), "atan": (1, _safe(math.atan)),
    "atan2": (2, _safe(math.atan2)), "sinh": (1, _safe(math.sinh)), "cosh": (1, _safe(math.cosh)),
    "tanh": (1, _safe(math.tanh)), "exp": (1, _safe(math.exp)), "exp2": (1, _safe(lambda x: math.pow(2.0, x))),
    "log": (1, _log(math.log)), "log2": (1, _log(math.log2)), "log10": (1, _log(math.log10)),
    "pow": (2, _pow), "hypot": (2, _safe(math.hypot)), "cbrt": (1, math.cbrt),
    "log1p": (1, lambda x: -math.inf if x == -1.0 else _safe(math.log1p)(x)),
    "expm1": (1, _safe(math.expm1)), "asinh": (1, _safe(math.asinh)),
    "acosh": (1, _safe(math.acosh)),
    "atanh": (1, lambda x: math.copysign(math.inf, x) if abs(x) == 1.0 else _safe(math.atanh)(x)),
}
# cbrt, log1p, expm1 and the inverse hyperbolic functions are the platform's libm through
# Python's math (glibc's, bit for bit, on Linux); tgamma, lgamma, erf and erfc are not
# (CPython computes them itself): a clear failure rather than a wrong last digit


def _integral(f: Callable[[float], int]) -> Callable[[float], float]:
    """floor/ceil/trunc give an int in Python: a float again, with the input's sign."""
    return lambda x: x if not math.isfinite(x) else math.copysign(float(f(x)), x)


for _name, _f in (("floor", math.floor), ("ceil", math.ceil), ("trunc", math.trunc)):
    FUNCTIONS[_name] = (1, _integral(_f))
TO_INT = {"lround", "llround", "lrint", "llrint"}


def intrinsic(name: str) -> Callable[..., Any] | None:
    """``llvm.<op>.f32``/``.f64`` (also ``llvm.lround.i64.f64``), or None."""
    parts = name.split(".")
    base = parts[1] if len(parts) > 1 else ""
    kind = parts[-1]
    if parts[1:3] == ["is", "fpclass"] and kind in ("f32", "f64"):
        return _is_fpclass(32 if kind == "f32" else 64)
    if kind not in ("f32", "f64") or (base not in FUNCTIONS and base not in TO_INT):
        return None
    bits = 32 if kind == "f32" else 64
    if base in TO_INT:
        return _to_int(base, int(parts[2][1:]) if parts[2].startswith("i") else 64)
    return _pure(base, bits)


def libm(name: str) -> Callable[..., Any] | None:
    """The C library function ``name`` (``sqrt``, ``sqrtf``, ``lround``, …), or None."""
    if name in TO_INT or (name.endswith("f") and name[:-1] in TO_INT):
        return _to_int(name.rstrip("f"), 64)
    if name in FUNCTIONS and name not in ("minnum", "maxnum", "minimum", "maximum", "fmuladd",
                                          "roundeven"):
        return _pure(name, 64)
    if name.endswith("f") and name[:-1] in FUNCTIONS and name[:-1] not in ("minnum", "maxnum"):
        return _pure(name[:-1], 32)
    return None


def _pure(base: str, bits: int) -> Callable[..., Any]:
    arity, f = FUNCTIONS[base]
    rnd = rounder(bits)
    if base == "fmuladd":
        def unfused(a: float, b: float, c: float) -> FP:
            return rnd(rnd(a * b) + c)
        return lift(unfused)
    return lift(lambda *xs: rnd(f(*xs[:arity])))


def _to_int(base: str, bits: int) -> Callable[..., Any]:
    to = _rint if "rint" in base else _round_half_away

    def convert(x: float) -> Any:
        if not math.isfinite(x):
            return norm(-(1 << (bits - 1)), bits)  # x86's "integer indefinite"
        v = int(to(x))
        if not -(1 << (bits - 1)) <= v < (1 << (bits - 1)):
            return norm(-(1 << (bits - 1)), bits)  # x86's "integer indefinite"
        return norm(v, bits)
    return lift(convert)


def _is_fpclass(bits: int) -> Callable[..., Any]:
    """``llvm.is.fpclass`` (LLVM 16+; clang's isnan/isinf/isfinite/fpclassify at -O0): is
    the value in one of the classes of the mask?  Bits 0-9: signalling NaN, quiet NaN, -inf,
    -normal, -subnormal, -0, +0, +subnormal, +normal, +inf."""
    from .floats import to_bits
    quiet = 1 << (22 if bits == 32 else 51)
    smallest = 2.0 ** (-126 if bits == 32 else -1022)

    def test(x: float, mask: int) -> int:
        if math.isnan(x):
            cls = 1 if to_bits(x, bits) & quiet else 0
        else:
            negative = math.copysign(1.0, x) < 0
            a = abs(x)
            kind = 3 if math.isinf(a) else 0 if a == 0 else 1 if a < smallest else 2
            cls = (5, 4, 3, 2)[kind] if negative else (6, 7, 8, 9)[kind]
        return 1 if int(mask) >> cls & 1 else 0
    return lift(test)
