"""``<ctype.h>`` and ``errno``: glibc's tables in memory, as compiled code reads them.

clang compiles ``isdigit(c)`` against glibc's headers into ``(*__ctype_b_loc())[c] &
_ISdigit`` (at every level), and ``toupper``/``tolower`` at ``-O1`` and above into lookups
through ``__ctype_toupper_loc()``/``__ctype_tolower_loc()``; ``errno`` is
``*__errno_location()``.  So these functions return addresses in a memory area of their
own (``Module.tables``, reserved only when the module declares one of them), which holds
what glibc's "C" locale holds:

* three pointers, each to the middle of its table (so that index -128 .. 255 works, EOF = -1
  included);
* the class table: 384 ``unsigned short`` bit masks (glibc's little-endian ``_IS*`` bits);
* the ``tolower`` and ``toupper`` tables: 384 ``int`` each;
* ``errno``: one ``int`` per thread (thread ids up to :data:`MAX_THREADS`), initially 0.

The ``is*``/``to*`` functions themselves (called at ``-O0``) compute the same answers
without memory.  Library routines that fail set ``errno`` (``strtol`` out of range: ERANGE).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ctreelab.events import CurrentThread, Ordering, Write
from ctreelab.tree import Tree

from .values import norm

if TYPE_CHECKING:
    from .library import Call, Routine

USERS = ("__ctype_b_loc", "__ctype_tolower_loc", "__ctype_toupper_loc", "__errno_location")
MAX_THREADS = 64
B_PTR, LOWER_PTR, UPPER_PTR, ERRNO = 0, 8, 16, 32
B_TABLE = ERRNO + 4 * MAX_THREADS
LOWER_TABLE = B_TABLE + 2 * 384
UPPER_TABLE = LOWER_TABLE + 4 * 384
AREA = UPPER_TABLE + 4 * 384
# errno codes (glibc, x86-64) the library routines set or return
ENOENT, EAGAIN, EINVAL, ERANGE = 2, 11, 22, 34

# glibc's _ISbit(bit) on a little-endian machine: bits 0-7 in the high byte, 8-11 in the low
_BIT = {name: (1 << bit) << 8 if bit < 8 else (1 << bit) >> 8 for bit, name in enumerate(
    ("upper", "lower", "alpha", "digit", "xdigit", "space", "print", "graph", "blank",
     "cntrl", "punct", "alnum"))}
_TESTS: dict[str, Callable[[int], bool]] = {
    "upper": lambda c: 65 <= c <= 90, "lower": lambda c: 97 <= c <= 122,
    "alpha": lambda c: 65 <= c <= 90 or 97 <= c <= 122, "digit": lambda c: 48 <= c <= 57,
    "xdigit": lambda c: 48 <= c <= 57 or 65 <= c <= 70 or 97 <= c <= 102,
    "space": lambda c: c == 32 or 9 <= c <= 13, "print": lambda c: 32 <= c <= 126,
    "graph": lambda c: 33 <= c <= 126, "blank": lambda c: c in (9, 32),
    "cntrl": lambda c: 0 <= c <= 31 or c == 127,
    "punct": lambda c: 33 <= c <= 126 and not (48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122),
    "alnum": lambda c: 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122,
}


def classes(c: int) -> int:
    """The class table's entry of ``c`` (0 outside 0 .. 127: the "C" locale)."""
    return sum(bit for name, bit in _BIT.items() if _TESTS[name](c))


def lower(c: int) -> int:
    return c + 32 if 65 <= c <= 90 else c


def upper(c: int) -> int:
    return c - 32 if 97 <= c <= 122 else c


def initial(base: int) -> list[tuple[int, int, str]]:
    """``(address, value, type)`` of the area's initial cells."""
    cells = [(base + B_PTR, base + B_TABLE + 2 * 128, "ptr"),
             (base + LOWER_PTR, base + LOWER_TABLE + 4 * 128, "ptr"),
             (base + UPPER_PTR, base + UPPER_TABLE + 4 * 128, "ptr")]
    cells += [(base + ERRNO + 4 * i, 0, "i32") for i in range(MAX_THREADS)]
    for i, c in enumerate(range(-128, 256)):
        cells += [(base + B_TABLE + 2 * i, norm(classes(c), 16), "i16"),
                  (base + LOWER_TABLE + 4 * i, lower(c), "i32"),
                  (base + UPPER_TABLE + 4 * i, upper(c), "i32")]
    return cells


def _area(c: Call) -> int:
    base = c.m.program.module.tables
    assert base is not None  # reserved whenever one of USERS is declared
    return base


def thread_row(c: Call, what: str, go: Callable[[int], Tree]) -> Tree:
    """``go`` the calling thread's row (0 for thread 1) of a per-thread area: ``errno``
    here, thread-specific data in :mod:`.tls`; a thread past :data:`MAX_THREADS` fails."""
    def at(tid: Any) -> Tree:
        if not 1 <= tid <= MAX_THREADS:
            return c.fail(f"{what} of thread {tid}: only threads 1 to {MAX_THREADS} have one")
        return go(tid - 1)
    return c.then(CurrentThread(), "tid", at)


def labels(base: int) -> tuple[tuple[int, int, str], ...]:
    """How messages name the area's words at ``base`` (``Layout.labels``): each thread's
    ``errno`` (a trace line names the thread)."""
    first = base + ERRNO
    return tuple((first + 4 * row, first + 4 * row + 4, "errno") for row in range(MAX_THREADS))


def errno_address(c: Call, go: Callable[[int], Tree]) -> Tree:
    """``go`` the address of the calling thread's ``errno``."""
    return thread_row(c, "errno", lambda row: go(_area(c) + ERRNO + 4 * row))


def set_errno(c: Call, code: int, go: Callable[[], Tree]) -> Tree:
    """Set the calling thread's ``errno`` (when the program can read it), then ``go()``."""
    if c.m.program.module.tables is None:
        return go()
    return errno_address(c, lambda addr: c.then(Write(Ordering.not_atomic, addr, code, "i32"),
                                                ("errno", code), lambda _: go()))


def _is(name: str) -> Routine:
    test, bit = _TESTS[name], _BIT[name]
    return lambda c, a: c.k(bit if test(a[0]) else 0)


CTYPE: dict[str, Routine] = {
    "__ctype_b_loc": lambda c, a: c.k(_area(c) + B_PTR),
    "__ctype_tolower_loc": lambda c, a: c.k(_area(c) + LOWER_PTR),
    "__ctype_toupper_loc": lambda c, a: c.k(_area(c) + UPPER_PTR),
    "__errno_location": lambda c, a: errno_address(c, c.k),
    "tolower": lambda c, a: c.k(lower(a[0])), "toupper": lambda c, a: c.k(upper(a[0])),
    **{f"is{name}": _is(name) for name in _TESTS},
}
