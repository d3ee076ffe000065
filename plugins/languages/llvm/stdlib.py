"""``<stdlib.h>``'s conversions and searches: ``strtol`` and its family, ``atoi``, ``strtod``,
``qsort`` and ``bsearch``.

Numbers are read as C's ``strtol``/``strtod`` read them (in the "C" locale: leading white
space, a sign, ``0x``/``0`` prefixes for base 0 and 16, ``inf``/``nan``, hexadecimal
floats); ``endptr``, when not null, receives the address of the first character not used.
A value out of range is clamped as C says (``errno`` is not modelled).  ``qsort`` is an
insertion sort that calls the program's comparison function, so it is correct for any
consistent comparison but does not call it in the order glibc does; ``bsearch`` is a
binary search.  Elements are moved as 8-, 4-, 2- and 1-byte words; a word that does not
read as one defined value (some of its bytes are ``undef``, e.g. a structure's padding, or
poison) is moved byte by byte, so that each byte keeps its own value and definedness.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ctreelab.arith import trunc_div, trunc_rem
from ctreelab.cells import size_of
from ctreelab.events import Ordering, Read, Write
from ctreelab.pointer import address_of
from ctreelab.tree import Bind, Kont, Tree

from .ctype import ERANGE, set_errno
from .floats import rounder, to_bits
from .strings import read_upto, write_bytes
from .types import StructT
from .values import norm

if TYPE_CHECKING:
    from .library import Call, Routine

NA = Ordering.not_atomic
SPACE = b" \t\n\v\f\r"
DIGITS = b"0123456789abcdefghijklmnopqrstuvwxyz"
MAX_NUMBER = 4096  # characters of one number read at most (more are not a number of C's)
_FLOAT = re.compile(
    rb"[+-]?(?:(?:inf(?:inity)?|nan(?:\([0-9a-z_]*\))?)"
    rb"|0x(?:[0-9a-f]+\.?[0-9a-f]*|\.[0-9a-f]+)(?:p[+-]?[0-9]+)?"
    rb"|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?)", re.IGNORECASE)


def parse_integer(text: bytes, base: int) -> tuple[int, int, bool]:
    """(value, characters used, negative) of C's ``strtol`` family; 0 characters when
    ``text`` holds no number (or ``base`` is invalid)."""
    if base != 0 and not 2 <= base <= 36:
        return 0, 0, False
    i = len(text) - len(text.lstrip(SPACE))
    negative = text[i:i + 1] == b"-"
    if text[i:i + 1] in (b"+", b"-"):
        i += 1
    hex_prefix = text[i:i + 2].lower() == b"0x" and _digit(text[i + 2:i + 3]) < 16
    if base in (0, 16) and hex_prefix:
        base, i = 16, i + 2
    elif base == 0:
        base = 8 if text[i:i + 1] == b"0" else 10
    start, value = i, 0
    while i < len(text) and _digit(text[i:i + 1]) < base:
        value = value * base + _digit(text[i:i + 1])
        i += 1
    return (value, i, negative) if i > start else (0, 0, False)


def _digit(ch: bytes) -> int:
    i = DIGITS.find(ch.lower()) if ch else -1
    return 36 if i < 0 else i


def parse_float(text: bytes) -> tuple[float, int]:
    """(value, characters used) of C's ``strtod``; (0.0, 0) when ``text`` holds no number."""
    i = len(text) - len(text.lstrip(SPACE))
    m = _FLOAT.match(text, i)
    if m is None:
        return 0.0, 0
    body = m[0].lower()
    sign = -1.0 if body.startswith(b"-") else 1.0
    body = body.lstrip(b"+-")
    if body.startswith(b"inf"):
        return sign * float("inf"), m.end()
    if body.startswith(b"nan"):
        return math.copysign(float("nan"), sign), m.end()
    if body.startswith(b"0x"):
        return sign * float.fromhex(body.decode() if b"p" in body else body.decode() + "p0"), m.end()
    return sign * float(body), m.end()


def _number(c: Call, addr: int, go: Callable[[bytes], Tree]) -> Tree:
    """The string at ``addr`` (at most :data:`MAX_NUMBER` characters of it)."""
    return read_upto(c, addr, MAX_NUMBER, True, "n", go)


def _end(c: Call, endptr: int, addr: int, used: int, result: Any) -> Tree:
    """Store ``addr + used`` in ``*endptr`` (when not null), then return ``result``."""
    if address_of(endptr) == 0:
        return c.k(result)
    return c.then(Write(NA, endptr, addr + used, "ptr", c.mine(endptr, 8)), "end",
                  lambda _: c.k(result))


def _strtol(bits: int, signed: bool, with_end: bool = True, base: int | None = None) -> Routine:
    """``strtol``/``strtoll`` (signed), ``strtoul``/``strtoull``; without ``with_end``, the
    ``atoi`` family (base 10, no ``endptr``), which glibc computes as ``strtol`` and
    truncates to ``bits``."""
    top = 1 << (63 if signed else 64)  # long's or unsigned long's bound

    def routine(c: Call, a: list[int]) -> Tree:
        def parsed(text: bytes) -> Tree:
            value, used, negative = parse_integer(text, a[2] if base is None else base)
            out_of_range = value >= top + negative if signed else value >= top
            if out_of_range:  # clamped to LONG_MIN/LONG_MAX, or ULONG_MAX
                value, negative = top - 1 + (negative and signed), negative and signed
            result = norm(-value if negative else value, bits)
            if not with_end:
                return c.k(result)
            if out_of_range:
                return set_errno(c, ERANGE, lambda: _end(c, a[1], a[0], used, result))
            return _end(c, a[1], a[0], used, result)
        return _number(c, a[0], parsed)
    return routine


def _strtod(bits: int, with_end: bool = True) -> Routine:
    rnd = rounder(bits)

    def routine(c: Call, a: list[int]) -> Tree:
        def parsed(text: bytes) -> Tree:
            value, used = parse_float(text)
            result = rnd(value)
            return _end(c, a[1], a[0], used, result) if with_end else c.k(result)
        return _number(c, a[0], parsed)
    return routine


def _words(size: int) -> list[tuple[int, str]]:
    """(offset, type) of the words an element of ``size`` bytes is moved as."""
    out, off = [], 0
    for width in (8, 4, 2, 1):
        while size - off >= width:
            out.append((off, f"i{8 * width}"))
            off += width
    return out


def _compare(c: Call, routine: Any, p: int, q: int, step: Any, go: Callable[[int], Tree]
             ) -> Tree:
    """Call the comparison function on ``p``, ``q``; ``go`` gets its sign."""
    def answer(r: Any) -> Tree:
        if type(r) is not int:
            return c.ub(f"the comparison function returned {r!r}")
        return go(norm(r, 32))
    return Bind(c.m.call(routine, (p, q), c.slots), Kont(answer, c.key + step))


def _exchange(c: Call, p: int, q: int, ty: str, step: Any, go: Callable[[], Tree]) -> Tree:
    """Exchange the ``ty``-sized values at ``p`` and ``q``, then ``go()``; a word that does
    not read as one defined value on either side (padding, ``undef``, poison) is exchanged
    one byte at a time, so that each byte keeps its own value and definedness."""
    n = size_of(ty) or 1
    mp, mq = c.mine(p, n), c.mine(q, n)

    def write(x: Any, y: Any) -> Tree:
        if ty != "i8" and (type(x) is not int or type(y) is not int):
            return bytewise(0)
        return c.then(Write(NA, p, y, ty, mp), step + ("wp", x, y), lambda _: c.then(
            Write(NA, q, x, ty, mq), step + ("wq", x, y), lambda _: go()))

    def bytewise(i: int) -> Tree:
        return go() if i == n else _exchange(c, p + i, q + i, "i8", step + ("byte", i),
                                             lambda: bytewise(i + 1))
    return c.then(Read(NA, p, ty, mp), step + ("p",), lambda x: c.then(
        Read(NA, q, ty, mq), step + ("q", x), lambda y: write(x, y)))


def _qsort(c: Call, a: list[int]) -> Tree:
    base, n, size = a[0], a[1] & 0xFFFFFFFFFFFFFFFF, a[2] & 0xFFFFFFFFFFFFFFFF
    routine = c.m.defined_at(a[3])
    if n < 2 or size == 0:
        return c.k(None)
    if routine is None:
        return c.ub(f"comparison function {a[3]!r} is not a defined function")
    words = _words(size)

    def sift(i: int, j: int) -> Tree:  # element j of the sorted prefix [0, i] moves down
        if j == 0:
            return sift(i + 1, i + 1) if i + 1 < n else c.k(None)
        p, q = base + (j - 1) * size, base + j * size
        return _compare(c, routine, p, q, ("cmp", i, j), lambda r: swap(
            p, q, ("swap", i, j), lambda: sift(i, j - 1)) if r > 0 else (
            sift(i + 1, i + 1) if i + 1 < n else c.k(None)))

    def swap(p: int, q: int, step: Any, go: Callable[[], Tree]) -> Tree:
        def word(w: int) -> Tree:
            if w == len(words):
                return go()
            off, ty = words[w]
            return _exchange(c, p + off, q + off, ty, step + (w,), lambda: word(w + 1))
        return word(0)
    return sift(1, 1)


def _bsearch(c: Call, a: list[int]) -> Tree:
    key, base = a[0], a[1]
    n, size = a[2] & 0xFFFFFFFFFFFFFFFF, a[3] & 0xFFFFFFFFFFFFFFFF
    routine = c.m.defined_at(a[4])
    if routine is None:
        return c.ub(f"comparison function {a[4]!r} is not a defined function")

    def search(lo: int, hi: int) -> Tree:  # the key, if present, is in [lo, hi)
        if lo >= hi:
            return c.k(0)
        mid = (lo + hi) // 2
        elem = base + mid * size
        return _compare(c, routine, key, elem, ("cmp", lo, hi), lambda r: (
            search(lo, mid) if r < 0 else search(mid + 1, hi) if r > 0 else c.k(elem)))
    return search(0, n)


_SCAN = re.compile(rb"%(\*)?(\d+)?(hh|h|ll|l|j|z|t|L)?(\[\^?\]?[^\]]*\]|[diouxXaAeEfFgGscpn%])")
_WORD = re.compile(rb"[^ \t\n\v\f\r]*")  # %s: up to white space
_SCAN_BITS = {b"hh": 8, b"h": 16, None: 32, b"l": 64, b"ll": 64, b"j": 64, b"z": 64, b"t": 64}
_SCAN_BASE = {b"d": 10, b"u": 10, b"i": 0, b"o": 8, b"x": 16, b"X": 16, b"p": 16}


def scan(text: bytes, fmt: bytes) -> tuple[list[tuple[str, Any]], int] | str:
    """C's ``sscanf``: the values to store, in order, as ``(type, value)`` (``"bytes"`` for
    ``%s``, ``%c`` and ``%[``), and the count it returns; or a message naming what is not
    supported."""
    out: list[tuple[str, Any]] = []
    count, i, j = 0, 0, 0
    started = False  # a conversion met input (else running out of it is EOF)
    while j < len(fmt):
        ch = fmt[j:j + 1]
        if ch.isspace():
            i, j = _space(text, i), j + 1
            continue
        if ch != b"%":
            if text[i:i + 1] != ch:
                break
            i, j = i + 1, j + 1
            continue
        m = _SCAN.match(fmt, j)
        if m is None:
            return f"unsupported conversion in scan format {fmt[j:j + 8]!r}"
        j = m.end()
        skip, width, length, conv = m[1], m[2], m[3], m[4]
        limit = int(width) if width else None
        if conv == b"%":
            i = _space(text, i)
            if text[i:i + 1] != b"%":
                break
            i += 1
            continue
        if conv == b"n":
            if not skip:
                out.append((f"i{_SCAN_BITS.get(length, 32)}", i))
            continue
        if conv not in (b"c",) and not conv.startswith(b"["):
            i = _space(text, i)
        if i >= len(text):
            return (out, count if started else -1)
        started = True
        rest = text[i:] if limit is None else text[i:i + limit]
        if conv in _SCAN_BASE:
            value, used, negative = parse_integer(rest, _SCAN_BASE[conv])
            if used == 0:
                break
            bits = 64 if conv == b"p" else _SCAN_BITS.get(length, 32)
            item: tuple[str, Any] = ("ptr" if conv == b"p" else f"i{bits}",
                                     norm(-value if negative else value, bits))
        elif conv in b"aAeEfFgG":
            if length == b"L":
                return "long double in a scan format is not supported"
            number, used = parse_float(rest)
            if used == 0:
                break
            bits = 64 if length == b"l" else 32  # stored as its IEEE encoding
            item = (f"i{bits}", to_bits(rounder(bits)(number), bits))
        elif conv == b"c":
            used = len(rest[:limit or 1])
            if used < (limit or 1):
                break
            item = ("bytes", rest[:used])
        else:  # %s, %[set]
            if conv == b"s":
                used = len(_WORD.match(rest)[0])  # type: ignore[index]  # (always matches)
            else:
                body = conv[1:-1]
                negate = body.startswith(b"^")
                allowed = _scanset(body[1:] if negate else body)
                used = 0
                while used < len(rest) and (rest[used] in allowed) != negate:
                    used += 1
            if used == 0:
                break
            item = ("bytes", rest[:used] + b"\0")
        i += used
        if not skip:
            out.append(item)
            count += 1
    return out, count


def _space(text: bytes, i: int) -> int:
    """The first position from ``i`` that is not white space."""
    while i < len(text) and text[i] in SPACE:
        i += 1
    return i


def _scanset(body: bytes) -> set[int]:
    """The bytes of a ``%[...]`` set (``a-z`` ranges; a leading ``]`` is a member)."""
    allowed: set[int] = set()
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1:k + 2] == b"-":
            allowed.update(range(body[k], body[k + 2] + 1))
            k += 3
        else:
            allowed.add(body[k])
            k += 1
    return allowed


def _sscanf(c: Call, a: list[int]) -> Tree:
    def scanned(text: bytes, fmt: bytes) -> Tree:
        got = scan(text, fmt)
        if isinstance(got, str):
            return c.fail(got)
        items, count = got
        if len(items) > len(a) - 2:
            return c.ub(f"scan format {fmt!r} stores {len(items)} values, got "
                        f"{len(a) - 2} pointers")

        def store(k: int) -> Tree:
            if k == len(items):
                return c.k(count)
            ty, value = items[k]
            if ty == "bytes":
                return write_bytes(c, a[2 + k], value, ("s", k), lambda: store(k + 1))
            return c.then(Write(NA, a[2 + k], value, ty), ("v", k), lambda _: store(k + 1))
        return store(0)
    return c.cstring(a[0], "in", lambda text: c.cstring(a[1], "fmt", lambda fmt: scanned(text, fmt)))


def _div(bits: int) -> Routine:
    """``div``/``ldiv``/``lldiv``: the quotient (towards zero) and remainder, returned as
    clang's ABI has it: ``div_t`` packed in one ``i64`` (quot in the low half), ``ldiv_t``
    as ``{ i64, i64 }``."""
    def routine(c: Call, a: list[int]) -> Tree:
        n, d = norm(a[0], bits), norm(a[1], bits)
        if d == 0:
            return c.ub("division by zero")
        if n == -(1 << (bits - 1)) and d == -1:
            return c.ub("quotient overflows")
        quot, rem = trunc_div(n, d), trunc_rem(n, d)
        if c.ins is not None and isinstance(c.ins.ty, StructT):
            return c.k((norm(quot, 64), norm(rem, 64)))
        return c.k(norm((rem & 0xFFFFFFFF) << 32 | quot & 0xFFFFFFFF, 64))
    return routine


def _modf(ty: str) -> Routine:
    """``modf``/``modff``: the fractional part, the integral part stored at ``a[1]`` (both
    with ``x``'s sign; infinities and NaNs as C has them: Python's ``math.modf`` is C's)."""
    bits = 32 if ty == "float" else 64
    rnd = rounder(bits)

    def routine(c: Call, a: list[Any]) -> Tree:
        x = a[0]
        if not isinstance(x, float):
            return c.ub("modf of an undefined value")
        frac, whole = math.modf(x)
        return c.then(Write(NA, address_of(a[1]), to_bits(rnd(whole), bits), f"i{bits}"),
                      "whole", lambda _: c.k(rnd(frac)))
    return routine


STDLIB: dict[str, Routine] = {
    "modf": _modf("double"), "modff": _modf("float"),
    "div": _div(32), "ldiv": _div(64), "lldiv": _div(64), "imaxdiv": _div(64),
    "strtol": _strtol(64, True), "strtoll": _strtol(64, True), "strtoimax": _strtol(64, True),
    "strtoul": _strtol(64, False), "strtoull": _strtol(64, False),
    "strtoumax": _strtol(64, False),
    "atoi": _strtol(32, True, False, 10), "atol": _strtol(64, True, False, 10),
    "atoll": _strtol(64, True, False, 10),
    "strtod": _strtod(64), "strtof": _strtod(32), "atof": _strtod(64, False),
    "qsort": _qsort, "bsearch": _bsearch,
    "sscanf": _sscanf, "__isoc99_sscanf": _sscanf,
}
