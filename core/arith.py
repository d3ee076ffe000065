"""Integer arithmetic as C and LLVM define it, shared by the language front-ends."""

from __future__ import annotations


def trunc_div(a: int, b: int) -> int:
    """Signed division rounding toward zero (C's ``/``, LLVM's ``sdiv``); ``b != 0``."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def trunc_rem(a: int, b: int) -> int:
    """The remainder of :func:`trunc_div` (C's ``%``, LLVM's ``srem``): the sign of ``a``."""
    return a - b * trunc_div(a, b)
