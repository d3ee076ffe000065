"""``<locale.h>``: the program runs in the "C" locale, the only one there is.

``setlocale(category, locale)`` queries (``locale`` NULL) or selects ``""`` (the
environment's, and there is no environment: "C"), ``"C"`` or ``"POSIX"``: it returns the
name "C"; any other name is a locale that is not installed: NULL, as glibc returns for an
unknown locale (the program keeps the "C" locale).  An invalid category is NULL with
``errno`` EINVAL.  ``localeconv()`` returns the "C" locale's ``struct lconv``: the
decimal point ``"."``, every other string ``""`` and every ``char`` field ``CHAR_MAX``.

The name, the ``struct lconv`` (glibc's x86-64 layout: ten ``char *`` then fourteen
``char``) and its strings are constant data in a memory area of their own
(``Module.locale``, reserved only when the program declares ``setlocale`` or
``localeconv``): every call returns the same addresses, as glibc's do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ctreelab.pointer import address_of

from .ctype import EINVAL, set_errno
from .values import norm

if TYPE_CHECKING:
    from ctreelab.tree import Tree

    from .library import Call, Routine

USERS = ("setlocale", "localeconv")
LCONV, STRINGS, CHARS = 0, 10, 14  # the struct at 0: ten pointers, then fourteen chars
NAME = 8 * STRINGS + CHARS + 2  # "C" after the struct (94 bytes, padded to 96)
POINT = NAME + 2  # "."
EMPTY = POINT + 2  # ""
AREA = EMPTY + 1
CHAR_MAX = 127
CATEGORIES = 13  # LC_CTYPE (0) … LC_IDENTIFICATION (12); LC_ALL is 6
C_NAMES = (b"", b"C", b"POSIX")


def initial(base: int) -> list[tuple[int, int, str]]:
    """``(address, value, type)`` of the area's cells: the ``struct lconv``, then the
    strings."""
    strings = [base + POINT] + [base + EMPTY] * (STRINGS - 1)  # decimal_point first
    cells = [(base + LCONV + 8 * i, p, "ptr") for i, p in enumerate(strings)]
    cells += [(base + LCONV + 8 * STRINGS + i, CHAR_MAX, "i8") for i in range(CHARS)]
    for off, text in ((NAME, b"C\0"), (POINT, b".\0"), (EMPTY, b"\0")):
        cells += [(base + off + i, norm(b, 8), "i8") for i, b in enumerate(text)]
    return cells


def _area(c: Call) -> int:
    base = c.m.program.module.locale
    assert base is not None  # reserved whenever one of USERS is declared
    return base


def _setlocale(c: Call, a: list[int]) -> Tree:
    category = norm(a[0], 32)
    if not 0 <= category < CATEGORIES:
        return set_errno(c, EINVAL, lambda: c.k(0))
    if address_of(a[1]) == 0:  # a query
        return c.k(_area(c) + NAME)
    return c.cstring(a[1], "name", lambda name: c.k(_area(c) + NAME if name in C_NAMES
                                                    else 0))


LOCALE: dict[str, Routine] = {
    "setlocale": _setlocale,
    "localeconv": lambda c, a: c.k(_area(c) + LCONV),
}
