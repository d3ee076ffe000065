"""``printf``'s floating-point conversions ``%f %F %e %E %g %G %a %A`` as glibc prints them.

Python's ``%``-formatting of ``f``, ``e`` and ``g`` is correctly rounded (ties to even on
exact ties) with C's exponent style, as glibc is; infinities and NaNs (``-nan`` when the
sign bit is set), the ``0`` flag on them, and ``%a`` are done here.
"""

from __future__ import annotations

import math
import struct


def render_float(conv: str, flags: str, width: int | None, prec: int | None, x: float) -> bytes:
    upper = conv.isupper()
    negative = math.copysign(1.0, x) < 0
    sign = "-" if negative else "+" if "+" in flags else " " if " " in flags else ""
    if not math.isfinite(x):
        body = "nan" if math.isnan(x) else "inf"
        text = sign + (body.upper() if upper else body)
        return _pad(text, width, "-" in flags, "", "")
    lower = conv.lower()
    alt = "#" if "#" in flags else ""
    if lower == "a":
        digits = _hex(abs(x), prec, alt == "#")
        prefix = "0X" if upper else "0x"
        digits = digits.upper() if upper else digits
    else:
        p = 6 if prec is None else prec
        digits = ("%" + alt + "." + str(p) + lower) % abs(x)
        prefix = ""
        if upper:
            digits = digits.upper()
    if width is not None and "0" in flags and "-" not in flags:
        fill = width - len(sign) - len(prefix) - len(digits)
        if fill > 0:
            digits = "0" * fill + digits
    return _pad(sign + prefix + digits, width, "-" in flags, "", "")


def _pad(text: str, width: int | None, left: bool, _a: str, _b: str) -> bytes:
    if width is not None and len(text) < width:
        text = text.ljust(width) if left else text.rjust(width)
    return text.encode("latin-1")


def _hex(x: float, prec: int | None, alt: bool) -> str:
    """glibc's ``%a`` of a non-negative finite double, without the ``0x``: ``1.8p+1``,
    ``0p+0``; subnormals as ``0.xxxp-1022``; a precision rounds the hex digits (ties to
    even)."""
    bits = struct.unpack("<Q", struct.pack("<d", x))[0]
    exp = (bits >> 52) & 0x7FF
    mant = bits & ((1 << 52) - 1)
    if exp == 0 and mant == 0:
        lead, e = 0, 0
    elif exp == 0:
        lead, e = 0, -1022
    else:
        lead, e = 1, exp - 1023
    hexd = f"{mant:013x}"
    if prec is None:
        hexd = hexd.rstrip("0")
    elif prec < 13:
        drop = (13 - prec) * 4
        q, r = divmod(mant, 1 << drop)
        half = 1 << (drop - 1)
        if r > half or (r == half and (q & 1 if prec else lead & 1)):
            q += 1
        if q >> (prec * 4):  # carried into the leading digit
            lead += 1
            q &= (1 << (prec * 4)) - 1
        hexd = f"{q:0{prec}x}" if prec else ""
    else:
        hexd = hexd + "0" * (prec - 13)
    point = "." if hexd or alt else ""
    return f"{lead}{point}{hexd}p{'+' if e >= 0 else '-'}{abs(e)}"
