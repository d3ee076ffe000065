"""C's ``printf`` format strings: parsing conversions and rendering them (glibc's output;
the floating-point conversions are in :mod:`.printf_float`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .floats import from_bits, to_bits
from .printf_float import render_float

SPEC = re.compile(rb"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|j|z|t|L|q)?([diouxXcspn%fFeEgGaA])")
LENGTH_BITS = {b"hh": 8, b"h": 16, None: 32, b"l": 64, b"ll": 64, b"q": 64, b"j": 64,
               b"z": 64, b"t": 64, b"L": 64}


MAX_FIELD = 65536  # the largest width or precision printf accepts
MAX_OUTPUT = 1 << 20  # the most bytes one printf call may produce


class FormatError(Exception):
    pass


def _field(what: str, value: int) -> int:
    """A width or precision, refused over :data:`MAX_FIELD` (it would take gigabytes)."""
    if value > MAX_FIELD:
        raise FormatError(f"{what} {value} over the limit of {MAX_FIELD}")
    return value


def _literal(what: str, digits: bytes) -> int:
    if len(digits) > 9:  # no int() of thousands of digits
        raise FormatError(f"{what} {digits[:20].decode()}{'...' if len(digits) > 20 else ''} "
                          f"over the limit of {MAX_FIELD}")
    return _field(what, int(digits))


@dataclass(frozen=True)
class Conversion:
    flags: str
    width: int | None  # -1: taken from an argument
    precision: int | None  # -1: taken from an argument
    bits: int
    conv: str
    length: str = ""  # the length modifier as written ("l", "ll", "L", ...)


Piece = bytes | Conversion


def parse_format(fmt: bytes) -> list[Piece]:
    pieces: list[Piece] = []
    pos = 0
    for m in SPEC.finditer(fmt):
        if m.start() > pos:
            pieces.append(fmt[pos:m.start()])
        flags, width, prec, length, conv = m.groups()
        if conv == b"%":
            pieces.append(b"%")
        else:
            if conv == b"n":
                raise FormatError("%n is not supported")
            pieces.append(Conversion(
                flags.decode(), -1 if width == b"*" else (_literal("width", width) if width else None),
                -1 if prec == b"*" else (_literal("precision", prec or b"0") if prec is not None
                                         else None),
                LENGTH_BITS[length], conv.decode(), (length or b"").decode()))
        pos = m.end()
    rest = fmt[pos:]
    if b"%" in rest:
        raise FormatError(f"bad conversion in format {fmt[:40]!r}")
    if rest:
        pieces.append(rest)
    return pieces


def arguments(pieces: list[Piece]) -> list[Conversion | None]:
    """The variadic arguments a format takes, in order: the conversion each one is printed
    by, or None for a ``*`` width or precision (an ``int``)."""
    out: list[Conversion | None] = []
    for p in pieces:
        if isinstance(p, Conversion):
            out += [None] * ((p.width == -1) + (p.precision == -1))
            out.append(p)
    return out


def argument_kinds(pieces: list[Piece]) -> list[str]:
    """What each variadic argument is: ``"int"``, ``"float"`` or ``"str"`` (a string to
    read)."""
    return ["int" if p is None else "str" if p.conv == "s" else
            "float" if p.conv in FLOAT_CONVS else "int" for p in arguments(pieces)]


FLOAT_CONVS = "fFeEgGaA"


def render(pieces: list[Piece], args: list[int | float | bytes]) -> bytes:
    """The formatted text; :class:`FormatError` for a width or precision over
    :data:`MAX_FIELD` or more than :data:`MAX_OUTPUT` bytes of output."""
    out = bytearray()
    it = iter(args)
    for p in pieces:
        if isinstance(p, bytes):
            out += p
            continue
        flags, width, prec = p.flags, p.width, p.precision
        if width == -1:
            w = int(next(it))  # type: ignore[call-overload]
            if w < 0:
                flags, w = flags + "-", -w
            width = _field("width", w)
        if prec == -1:
            pr = int(next(it))  # type: ignore[call-overload]
            prec = _field("precision", pr) if pr >= 0 else None
        arg = next(it)
        out += _one(p, flags, width, prec, arg)
        if len(out) > MAX_OUTPUT:
            raise FormatError(f"output over the limit of {MAX_OUTPUT} bytes")
    return bytes(out)


def _one(p: Conversion, flags: str, width: int | None, prec: int | None,
         arg: float | bytes) -> bytes:
    conv = p.conv
    if conv in FLOAT_CONVS:
        if isinstance(arg, int):  # not a double (a picked undef): read its bits
            arg = from_bits(arg, 64)
        assert isinstance(arg, float)
        return render_float(conv, flags, width, prec, arg)
    if conv == "s":
        body = arg if isinstance(arg, bytes) else b""
        if prec is not None:
            body = body[:prec]
        return _pad(body, width, flags)
    if isinstance(arg, float):  # a double where an integer is expected: its bits
        arg = to_bits(arg, 64)
    assert isinstance(arg, int)
    if conv == "c":
        return _pad(bytes([arg & 0xFF]), width, flags)
    if conv == "p":
        if arg == 0:
            return _pad(b"(nil)", width, flags)
        return _pad(b"0x" + format(arg & (2**64 - 1), "x").encode(), width, flags)
    bits = p.bits
    sign = b""
    if conv in "di":
        v = arg & ((1 << bits) - 1)
        if v >> (bits - 1):
            v -= 1 << bits
        if v < 0:
            sign, v = b"-", -v
        elif "+" in flags:
            sign = b"+"
        elif " " in flags:
            sign = b" "
        digits = str(v).encode()
    else:
        v = arg & ((1 << bits) - 1)
        digits = {"u": str(v), "o": format(v, "o"), "x": format(v, "x"), "X": format(v, "X")}[conv].encode()
    if prec is not None:
        digits = b"" if prec == 0 and v == 0 else digits.rjust(prec, b"0")
    prefix = b""
    if "#" in flags and v != 0:
        prefix = {"x": b"0x", "X": b"0X", "o": b"0" if not digits.startswith(b"0") else b""}.get(conv, b"")
    body = sign + prefix + digits
    if width is not None and len(body) < width:
        if "-" in flags:
            return body.ljust(width)
        if "0" in flags and prec is None:
            return sign + prefix + digits.rjust(width - len(sign) - len(prefix), b"0")
        return body.rjust(width)
    return body


def _pad(body: bytes, width: int | None, flags: str) -> bytes:
    if width is None or len(body) >= width:
        return body
    return body.ljust(width) if "-" in flags else body.rjust(width)
