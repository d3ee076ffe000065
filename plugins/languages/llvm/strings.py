"""``<string.h>`` and ``<stdlib.h>`` helpers: byte strings read and written with events.

Every byte is one ``i8`` access (strings in constant globals are read from the initialiser,
as :meth:`.library.Call.cstring` does).  Comparisons return the difference of the first
differing bytes as unsigned chars, as glibc's x86-64 versions do (C only fixes the sign).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ctreelab.events import Ordering, Read, Write
from ctreelab.pointer import address_of
from ctreelab.tree import Tree

from .process import STRTOK
from .values import norm

if TYPE_CHECKING:
    from .library import Call, Routine

NA = Ordering.not_atomic


def read_upto(c: Call, addr: int, limit: int, stop_at_nul: bool, step: Any,
              go: Callable[[bytes], Tree]) -> Tree:
    """At most ``limit`` bytes from ``addr``; with ``stop_at_nul``, up to (without) a NUL."""
    if limit > 0 and addr == 0:
        return c.ub("null pointer")
    static = c.m.program.constant_string(addr) if stop_at_nul and type(addr) is int else None
    if static is not None:
        return go(static[:limit])

    def more(got: bytes) -> Tree:
        if len(got) >= limit:
            return go(got)

        def byte(b: Any) -> Tree:
            if type(b) is not int:
                return c.ub(f"byte at {c.named(addr + len(got))} is undefined")
            if stop_at_nul and b & 0xFF == 0:
                return go(got)
            return more(got + bytes([b & 0xFF]))
        return c.then(Read(NA, addr + len(got), "i8", c.mine(addr + len(got))), (step, got),
                      byte)
    return more(b"")


def write_bytes(c: Call, addr: int, data: bytes, step: Any, go: Callable[[], Tree]) -> Tree:
    """Write ``data`` at ``addr`` byte by byte.  The steps' keys hold ``data``: it may come
    from memory the routine read before (``sprintf``'s ``%s``), which another thread may
    have changed since, so the key of the memory and the next write alone would not tell
    two such writes apart."""
    if data and addr == 0:
        return c.ub("null pointer")
    return c.seq([Write(NA, addr + i, norm(b, 8), "i8", c.mine(addr + i))
                  for i, b in enumerate(data)], (step, data), go)


UNBOUNDED = 1 << 62
MAX_STRING = 1 << 16  # the longest string a routine reads


def _diff(a: bytes, b: bytes) -> int:
    for x, y in zip(a, b):
        if x != y:
            return x - y
    return 0


def compare(c: Call, x: int, y: int, n: int, nul: bool, fold: bool = False) -> Tree:
    """``memcmp`` (``nul``: ``strncmp``, ``strcmp`` with ``n`` unbounded): byte by byte
    from both sides at once, stopping at the first difference (or at a NUL both have), so
    that the bytes after it, undefined or out of bounds, are never read (a struct copy
    compared with ``memcmp``, ``strcmp`` of an unterminated buffer that differs early).  A
    constant string is read from its initialiser.  ``fold``: ``strcasecmp`` (ASCII letters
    compared in lower case, as in the C locale)."""
    low = _LOWER if fold else _SAME
    if n > 0 and (x == 0 or y == 0):
        return c.ub("null pointer")
    program = c.m.program
    sx, sy = (program.constant_string(p) if nul and type(p) is int else None for p in (x, y))
    sx, sy = (None if s is None else s + b"\0" for s in (sx, sy))
    if sx is not None and sy is not None:
        return c.k(_diff(sx[:n].translate(low), sy[:n].translate(low)))

    def fetch(addr: int, static: bytes | None, i: int, step: Any,
              go: Callable[[Any], Tree]) -> Tree:
        if static is not None:
            return go(static[i] if i < len(static) else 0)
        return c.then(Read(NA, addr + i, "i8", c.mine(addr + i)), step, go)

    def at(i: int) -> Tree:
        if i >= n:
            return c.k(0)
        if nul and i > MAX_STRING:
            return c.fail(f"strings at {c.named(x, True)} and {c.named(y, True)} equal for "
                          f"over {MAX_STRING} bytes")

        def first(bx: Any) -> Tree:
            def second(by: Any) -> Tree:
                for addr, v in ((x, bx), (y, by)):
                    if type(v) is not int:
                        return c.ub(f"byte at {c.named(addr + i)} is undefined")
                d = low[bx & 0xFF] - low[by & 0xFF]
                return c.k(d) if d or (nul and not bx & 0xFF) else at(i + 1)
            return fetch(y, sy, i, ("b", i, bx), second)
        return fetch(x, sx, i, ("a", i), first)
    return at(0)


_SAME = bytes(range(256))
_LOWER = _SAME.lower()  # bytes.lower folds ASCII letters only


def _strcmp(c: Call, a: list[int]) -> Tree:
    return compare(c, a[0], a[1], UNBOUNDED, True)


def _strncmp(c: Call, a: list[int]) -> Tree:
    return compare(c, a[0], a[1], a[2] & 0xFFFFFFFFFFFFFFFF, True)


def _memcmp(c: Call, a: list[int]) -> Tree:
    return compare(c, a[0], a[1], a[2] & 0xFFFFFFFFFFFFFFFF, False)


def _strcpy(c: Call, a: list[int]) -> Tree:
    return c.cstring(a[1], "s", lambda s: write_bytes(c, a[0], s + b"\0", "w", lambda: c.k(a[0])))


def _strncpy(c: Call, a: list[int]) -> Tree:
    n = a[2] & 0xFFFFFFFFFFFFFFFF
    return read_upto(c, a[1], n, True, "s", lambda s: write_bytes(
        c, a[0], s + b"\0" * (n - len(s)), "w", lambda: c.k(a[0])))


def _strcat(c: Call, a: list[int]) -> Tree:
    return c.cstring(a[0], "d", lambda d: c.cstring(a[1], "s", lambda s: write_bytes(
        c, a[0] + len(d), s + b"\0", "w", lambda: c.k(a[0]))))


def _strncat(c: Call, a: list[int]) -> Tree:
    """At most ``n`` bytes of the source, then a NUL, after the destination's string."""
    n = a[2] & 0xFFFFFFFFFFFFFFFF
    return c.cstring(a[0], "d", lambda d: read_upto(c, a[1], n, True, "s", lambda s: write_bytes(
        c, a[0] + len(d), s + b"\0", "w", lambda: c.k(a[0]))))


def _memchr(c: Call, a: list[int]) -> Tree:
    ch, n = a[1] & 0xFF, a[2] & 0xFFFFFFFFFFFFFFFF

    def found(s: bytes) -> Tree:
        i = s.find(bytes([ch]))
        return c.k(0 if i < 0 else a[0] + i)
    return _find_bytes(c, a[0], n, ch, found)


def _find_bytes(c: Call, addr: int, n: int, ch: int, go: Callable[[bytes], Tree]) -> Tree:
    """Bytes from ``addr`` up to and including the first ``ch`` (at most ``n``)."""
    if n and addr == 0:
        return c.ub("null pointer")

    def more(got: bytes) -> Tree:
        if len(got) >= n:
            return go(got)

        def byte(b: Any) -> Tree:
            if type(b) is not int:
                return c.ub(f"byte at {c.named(addr + len(got))} is undefined")
            got2 = got + bytes([b & 0xFF])
            return go(got2) if b & 0xFF == ch else more(got2)
        return c.then(Read(NA, addr + len(got), "i8", c.mine(addr + len(got))), ("m", got),
                      byte)
    return more(b"")


def _strchr(c: Call, a: list[int], last: bool) -> Tree:
    ch = a[1] & 0xFF

    def found(s: bytes) -> Tree:
        s += b"\0"
        i = s.rfind(bytes([ch])) if last else s.find(bytes([ch]))
        return c.k(0 if i < 0 else a[0] + i)
    return c.cstring(a[0], "s", found)


def _strstr(c: Call, a: list[int]) -> Tree:
    def found(h: bytes, n: bytes) -> Tree:
        i = h.find(n)
        return c.k(0 if i < 0 else a[0] + i)
    return c.cstring(a[0], "h", lambda h: c.cstring(a[1], "n", lambda n: found(h, n)))


def _span(accept: bool) -> Routine:
    """``strspn`` (the length of the prefix of bytes in the set) or ``strcspn`` (not in it)."""
    def routine(c: Call, a: list[int]) -> Tree:
        def count(s: bytes, chars: bytes) -> Tree:
            i = 0
            while i < len(s) and (s[i] in chars) == accept:
                i += 1
            return c.k(i)
        return c.cstring(a[0], "s", lambda s: c.cstring(a[1], "set", lambda t: count(s, t)))
    return routine


def _strtok(c: Call, s: Any, delim: int, save: int) -> Tree:
    """``strtok``/``strtok_r``: the next token of ``s`` (null: where the previous call
    stopped, kept at ``save``): delimiters skipped, the first one after the token overwritten
    with a NUL."""
    def cut(p: int, delims: bytes, text: bytes) -> Tree:
        i = 0
        while i < len(text) and text[i] in delims:
            i += 1
        if i == len(text):  # no token: later calls find none either
            return c.then(Write(NA, save, p + i, "ptr", c.mine(save, 8)), ("none", p + i),
                          lambda _: c.k(0))
        j = i
        while j < len(text) and text[j] not in delims:
            j += 1
        # the steps name the token: what is left to do depends on it, not only on memory
        if j == len(text):
            return c.then(Write(NA, save, p + j, "ptr", c.mine(save, 8)), ("last", p + i, j),
                          lambda _: c.k(p + i))
        return c.seq([Write(NA, p + j, 0, "i8", c.mine(p + j)),
                      Write(NA, save, p + j + 1, "ptr", c.mine(save, 8))],
                     ("cut", p + i, j), lambda: c.k(p + i))

    def start(p: Any) -> Tree:
        p = address_of(p)
        if p == 0:
            return c.k(0)
        return c.cstring(delim, "delim", lambda d: c.cstring(p, "text", lambda t: cut(p, d, t)))
    if address_of(s) != 0:
        return start(s)
    return c.then(Read(NA, save, "ptr", c.mine(save, 8)), "saved", start)


def _strsep(c: Call, a: list[int]) -> Tree:
    """``strsep(&s, delim)``: the token at ``s`` up to the first delimiter, which becomes a
    NUL (``s`` then points past it), or the rest of the string (``s`` becomes null); null
    when ``s`` is.  Empty tokens are returned, unlike ``strtok``'s."""
    at = a[0]

    def cut(p: int, delims: bytes, text: bytes) -> Tree:
        j = next((i for i, b in enumerate(text) if b in delims), None)
        if j is None:
            return c.then(Write(NA, at, 0, "ptr", c.mine(at, 8)), ("last", p), lambda _: c.k(p))
        return c.seq([Write(NA, p + j, 0, "i8", c.mine(p + j)),
                      Write(NA, at, p + j + 1, "ptr", c.mine(at, 8))],
                     ("cut", p, j), lambda: c.k(p))

    def start(p: Any) -> Tree:
        p = address_of(p)
        if p == 0:
            return c.k(0)
        return c.cstring(a[1], "delim", lambda d: c.cstring(p, "text", lambda t: cut(p, d, t)))
    return c.then(Read(NA, at, "ptr", c.mine(at, 8)), "s", start)


def _strtok_hidden(c: Call, a: list[int]) -> Tree:
    base = c.m.program.module.hidden
    assert base is not None  # reserved when the module declares strtok (.module)
    return _strtok(c, a[0], a[1], base + STRTOK)


def _abs(bits: int) -> Routine:
    return lambda c, a: c.k(norm(abs(a[0]), bits))


STRINGS: dict[str, Routine] = {
    "strcmp": _strcmp, "strncmp": _strncmp, "memcmp": _memcmp, "bcmp": _memcmp,
    "strcasecmp": lambda c, a: compare(c, a[0], a[1], UNBOUNDED, True, True),
    "strncasecmp": lambda c, a: compare(c, a[0], a[1], a[2] & 0xFFFFFFFFFFFFFFFF, True, True),
    "strcpy": _strcpy, "strncpy": _strncpy, "strcat": _strcat, "strncat": _strncat,
    "strpbrk": lambda c, a: c.cstring(a[0], "s", lambda s: c.cstring(a[1], "set", lambda t: c.k(
        next((a[0] + i for i, b in enumerate(s) if b in t), 0)))),
    "memchr": _memchr, "strchr": lambda c, a: _strchr(c, a, False),
    "strrchr": lambda c, a: _strchr(c, a, True),
    "strstr": _strstr, "strspn": _span(True), "strcspn": _span(False),
    "strnlen": lambda c, a: read_upto(c, a[0], a[1] & 0xFFFFFFFFFFFFFFFF, True, "s",
                                      lambda s: c.k(len(s))),
    "abs": _abs(32), "labs": _abs(64), "llabs": _abs(64),
    "strtok": _strtok_hidden, "strtok_r": lambda c, a: _strtok(c, a[0], a[1], a[2]),
    "strsep": _strsep,
}
