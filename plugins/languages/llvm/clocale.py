"""``<locale.h>``: the "C" locale, and glibc's built-in "C.UTF-8", which is the same for
everything modelled here (character classes of single bytes, ``localeconv``, ``strftime``'s
texts, the decimal point; multibyte conversions are not modelled).

``setlocale(category, locale)`` queries (``locale`` NULL) or selects ``""`` (the
environment's, and there is no environment: "C"), ``"C"`` or ``"POSIX"`` (named "C"), or
one of the spellings "C.UTF-8", "C.utf8", "C.UTF8", "C.utf-8" (named as given, as glibc
does); any other name is a locale that is not installed: NULL with ``errno`` ENOENT, as
glibc answers for an unknown locale (the program keeps its locale).  An invalid category is
NULL with ``errno`` EINVAL.  Each category has its locale's name: ``LC_ALL`` sets every one,
and when they differ ``setlocale(LC_ALL, NULL)`` is glibc's composite name
(``LC_CTYPE=C.UTF-8;LC_NUMERIC=C;…``), which ``setlocale(LC_ALL, …)`` takes back (every
category named once at least, or NULL and EINVAL).  ``localeconv()`` returns the "C"
locale's ``struct lconv``: the decimal point ``"."``, every other string ``""`` and every
``char`` field ``CHAR_MAX``.

The names, the ``struct lconv`` (glibc's x86-64 layout: ten ``char *`` then fourteen
``char``) and its strings are constant data in a memory area of their own
(``Module.locale``, reserved only when the program declares ``setlocale`` or
``localeconv``): every call returns the same addresses, as glibc's do.  The area also holds
each category's name (a pointer to one of the names) and the composite name's buffer, which
``setlocale`` writes: not thread-safe, as in C (two threads setting locales race).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ctreelab.events import Ordering, Read, Write
from ctreelab.pointer import address_of

from .ctype import EINVAL, ENOENT, set_errno
from .strings import write_bytes
from .values import norm

if TYPE_CHECKING:
    from ctreelab.tree import Tree

    from .library import Call, Routine

USERS = ("setlocale", "localeconv")
LCONV, STRINGS, CHARS = 0, 10, 14  # the struct at 0: ten pointers, then fourteen chars
NAME = 8 * STRINGS + CHARS + 2  # "C" after the struct (94 bytes, padded to 96)
POINT = NAME + 2  # "."
EMPTY = POINT + 2  # ""
CHAR_MAX = 127
CATEGORIES = 13  # LC_CTYPE (0) … LC_IDENTIFICATION (12); LC_ALL is 6
LC_ALL = 6
CATEGORY_NAMES = ("LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
                  "LC_MESSAGES", "LC_ALL", "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE",
                  "LC_MEASUREMENT", "LC_IDENTIFICATION")
EACH = tuple(i for i in range(CATEGORIES) if i != LC_ALL)
C_NAMES = (b"", b"C", b"POSIX")  # all named "C"
UTF8_NAMES = (b"C.UTF-8", b"C.utf8", b"C.UTF8", b"C.utf-8")
SLOTS = EMPTY + 4  # each category's name (a pointer, aligned), LC_ALL's too
UTF8 = SLOTS + 8 * CATEGORIES  # the UTF-8 names, one after the other
NAMES = {b"C": NAME, **{name: UTF8 + sum(len(n) + 1 for n in UTF8_NAMES[:i])
                        for i, name in enumerate(UTF8_NAMES)}}
COMPOSITE = UTF8 + sum(len(n) + 1 for n in UTF8_NAMES)  # LC_ALL's name when they differ
AREA = COMPOSITE + sum(len(c) + 2 + max(map(len, NAMES)) for c in CATEGORY_NAMES)
NA = Ordering.not_atomic


def initial(base: int) -> list[tuple[int, int, str]]:
    """``(address, value, type)`` of the area's cells: the ``struct lconv``, then the
    strings."""
    strings = [base + POINT] + [base + EMPTY] * (STRINGS - 1)  # decimal_point first
    cells = [(base + LCONV + 8 * i, p, "ptr") for i, p in enumerate(strings)]
    cells += [(base + LCONV + 8 * STRINGS + i, CHAR_MAX, "i8") for i in range(CHARS)]
    for off, text in ((POINT, b".\0"), (EMPTY, b"\0"), *((at, name + b"\0")
                                                          for name, at in NAMES.items())):
        cells += [(base + off + i, norm(b, 8), "i8") for i, b in enumerate(text)]
    cells += [(base + SLOTS + 8 * i, base + NAME, "ptr") for i in range(CATEGORIES)]
    return cells


def _area(c: Call) -> int:
    base = c.m.program.module.locale
    assert base is not None  # reserved whenever one of USERS is declared
    return base


def _named(c: Call, name: bytes) -> int | None:
    """The address of the locale ``name``'s name, ``None`` when it is not installed."""
    at = NAMES.get(b"C" if name in C_NAMES else name)
    return None if at is None else _area(c) + at


def _composite(c: Call, names: dict[int, int]) -> bytes | None:
    """LC_ALL's name when the categories' names (addresses) differ, ``None`` when they are
    one."""
    if len(set(names.values())) == 1:
        return None
    texts = {_area(c) + at: name for name, at in NAMES.items()}
    return b";".join(CATEGORY_NAMES[i].encode() + b"=" + texts.get(names[i], b"?")
                     for i in EACH)


def _set(c: Call, names: dict[int, int], result: Callable[[int], int]) -> Tree:
    """Store each category's name, and LC_ALL's: one of them, or their composite in its
    buffer; then answer ``result(LC_ALL's name)``."""
    base = _area(c)
    composite = _composite(c, names)
    every = base + COMPOSITE if composite is not None else names[EACH[0]]
    writes = [Write(NA, base + SLOTS + 8 * i, names[i], "ptr") for i in EACH]
    writes.append(Write(NA, base + SLOTS + 8 * LC_ALL, every, "ptr"))
    step = ("set", tuple(sorted(names.items())))
    if composite is None:
        return c.seq(writes, step, lambda: c.k(result(every)))
    return write_bytes(c, base + COMPOSITE, composite + b"\0", "composite",
                       lambda: c.seq(writes, step, lambda: c.k(result(every))))


def _parse(c: Call, text: bytes) -> dict[int, int] | str:
    """The categories' names of glibc's composite name ``text`` (``LC_CTYPE=C;…``); "EINVAL"
    when it does not name every category, "unknown" for a locale that is not installed."""
    found: dict[int, bytes] = {}
    for part in text.split(b";"):
        key, eq, value = part.partition(b"=")
        if not eq:
            break
        category = key.decode("latin-1")
        if category not in CATEGORY_NAMES or category == "LC_ALL":
            return "EINVAL"
        found[CATEGORY_NAMES.index(category)] = value
    if len(found) < len(EACH):
        return "EINVAL"
    names = {i: _named(c, name) for i, name in found.items()}
    if None in names.values():
        return "unknown"
    return {i: at for i, at in names.items() if at is not None}


def _setlocale(c: Call, a: list[int]) -> Tree:
    category = norm(a[0], 32)
    if not 0 <= category < CATEGORIES:
        return set_errno(c, EINVAL, lambda: c.k(0))
    slots = _area(c) + SLOTS
    if address_of(a[1]) == 0:  # a query
        return c.then(Read(NA, slots + 8 * category, "ptr"), "query", c.k)

    def select(name: bytes) -> Tree:
        if category == LC_ALL and b";" in name:  # a composite name
            names = _parse(c, name)
            if names == "EINVAL":
                return set_errno(c, EINVAL, lambda: c.k(0))
            if isinstance(names, str):  # glibc leaves errno as it is
                return c.k(0)
            return _set(c, names, lambda every: every)
        at = _named(c, name)
        if at is None:
            return set_errno(c, ENOENT, lambda: c.k(0))
        if category == LC_ALL:
            return _set(c, dict.fromkeys(EACH, at), lambda every: every)

        def others(i: int, names: dict[int, int]) -> Tree:
            if i == len(EACH):
                return _set(c, names, lambda _: at)
            if EACH[i] == category:
                return others(i + 1, {**names, category: at})
            return c.then(Read(NA, slots + 8 * EACH[i], "ptr"),
                          ("name", i, name, tuple(names.items())),
                          lambda v: others(i + 1, {**names, EACH[i]: address_of(v)}))
        return others(0, {})
    return c.cstring(a[1], "name", select)


LOCALE: dict[str, Routine] = {
    "setlocale": _setlocale,
    "localeconv": lambda c, a: c.k(_area(c) + LCONV),
}
