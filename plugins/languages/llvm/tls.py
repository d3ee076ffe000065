"""Thread-specific data: ``pthread_key_create``, ``pthread_setspecific``,
``pthread_getspecific``, ``pthread_key_delete`` (and C11's ``tss_*``).

The values live in a memory area of their own (``Module.keys``, reserved only when the
module declares one of :data:`USERS`): a key counter, then one row of :data:`MAX_KEYS`
pointers per thread (threads 1 to :data:`.ctype.MAX_THREADS`), all initially NULL.  A key
is made by a read-modify-write of the counter (so two threads never get the same key); a
thread reads and writes its own row only.  Destructors are not run at thread exit (a
program that relies on them to print or to free is told nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ctreelab.events import Ordering, Read, ReadWrite, RmwOp, Write
from ctreelab.tree import Tree

from .ctype import EAGAIN, EINVAL, MAX_THREADS, thread_row

if TYPE_CHECKING:
    from .library import Call, Routine

NA, SC = Ordering.not_atomic, Ordering.seq_cst
USERS = ("pthread_key_create", "tss_create")
MAX_KEYS = 16
COUNT, ROWS = 0, 8
AREA = ROWS + 8 * MAX_KEYS * MAX_THREADS


def initial(base: int) -> list[tuple[int, int, str]]:
    return [(base + COUNT, 0, "i32")] + [(base + ROWS + 8 * i, 0, "ptr")
                                         for i in range(MAX_KEYS * MAX_THREADS)]


def _area(c: Call) -> int:
    base = c.m.program.module.keys
    assert base is not None  # reserved whenever one of USERS is declared
    return base


def _create(c: Call, a: list[int], ok: int = 0, full: int = EAGAIN) -> Tree:
    def made(key: Any) -> Tree:
        if key >= MAX_KEYS:
            return c.k(full)
        return c.then(Write(NA, a[0], key, "i32"), "key", lambda _: c.k(ok))
    return c.then(ReadWrite(SC, _area(c) + COUNT, RmwOp("add", 1), "i32"), "count", made)


def _slot(c: Call, key: Any, go: Any) -> Tree:
    """``go`` the address of the calling thread's value of ``key`` (None: an invalid key)."""
    def at(row: int) -> Tree:
        if type(key) is not int or not 0 <= key < MAX_KEYS:
            return go(None)
        return go(_area(c) + ROWS + 8 * (row * MAX_KEYS + key))
    return thread_row(c, "thread-specific data", at)


def _set(c: Call, a: list[int], ok: int = 0, bad: int = EINVAL) -> Tree:
    return _slot(c, a[0], lambda addr: c.k(bad) if addr is None else c.then(
        Write(NA, addr, a[1], "ptr"), "set", lambda _: c.k(ok)))


def _get(c: Call, a: list[int]) -> Tree:
    return _slot(c, a[0], lambda addr: c.k(0) if addr is None else c.then(
        Read(NA, addr, "ptr"), "get", c.k))


KEYS: dict[str, Routine] = {
    "pthread_key_create": _create, "pthread_setspecific": _set,
    "pthread_getspecific": _get, "pthread_key_delete": lambda c, a: c.k(0),
    # C11: thrd_success 0, thrd_error 2
    "tss_create": lambda c, a: _create(c, a, 0, 2), "tss_set": lambda c, a: _set(c, a, 0, 2),
    "tss_get": _get, "tss_delete": lambda c, a: c.k(None),
}
