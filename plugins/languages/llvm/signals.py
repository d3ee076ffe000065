"""Signals a program sends itself: ``signal`` and ``raise``.

No signal comes from outside (nothing interrupts the program, ``kill`` is not supported);
``raise(sig)`` delivers ``sig`` at once to the calling thread, as POSIX has it for a
single-threaded process: its handler (set by ``signal``) is called with ``sig`` and
``raise`` returns 0; ``SIG_IGN`` does nothing; ``SIG_DFL`` ignores the signals whose
default action is to ignore them (``SIGCHLD``, ``SIGCONT``, ``SIGURG``, ``SIGWINCH``) and
ends the program for the others, as an ``assert`` outcome like ``abort`` (``raise(SIGABRT)``
is ``abort``).  ``signal`` keeps glibc's (BSD) semantics: the handler stays installed.

The handlers live in a memory area of their own (``Module.signals``, reserved only when
the module declares ``signal`` or ``raise``): one pointer per signal 1 to 64, all
``SIG_DFL`` (NULL) at first.  A handler is not reentrant-checked: a program that raises a
signal from its own handler recurses as it would natively.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ctreelab.events import AssertFail, Ordering, Read, Write
from ctreelab.pointer import address_of
from ctreelab.tree import Bind, Kont, Tree
from ctreelab.vars_stage import halt

from .ctype import EINVAL, set_errno
from .values import norm

if TYPE_CHECKING:
    from .library import Call, Routine

NA = Ordering.not_atomic
USERS = ("signal", "raise")
NSIG = 65  # signals 1 to 64
AREA = 8 * NSIG
SIG_IGN, SIG_ERR = 1, norm(-1, 64)
SIGKILL, SIGSTOP = 9, 19
IGNORED = frozenset((17, 18, 23, 28))  # SIGCHLD, SIGCONT, SIGURG, SIGWINCH: default ignore
NAMES = {1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
         7: "SIGBUS", 8: "SIGFPE", 10: "SIGUSR1", 11: "SIGSEGV", 12: "SIGUSR2",
         13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM"}


def initial(base: int) -> list[tuple[int, int, str]]:
    return [(base + 8 * sig, 0, "ptr") for sig in range(1, NSIG)]


def _slot(c: Call, sig: Any) -> int | None:
    """The handler slot of signal ``sig``, or None: not a signal a program may handle."""
    base = c.m.program.module.signals
    if base is None or type(sig) is not int or not 0 < sig < NSIG:
        return None
    return base + 8 * sig


def _signal(c: Call, a: list[Any]) -> Tree:
    sig = norm(a[0], 32)
    at = _slot(c, sig)
    if at is None or sig in (SIGKILL, SIGSTOP):
        return set_errno(c, EINVAL, lambda: c.k(SIG_ERR))
    return c.then(Read(NA, at, "ptr"), "old", lambda old: c.then(
        Write(NA, at, a[1], "ptr"), ("new", old), lambda _: c.k(old)))


def _raise(c: Call, a: list[Any]) -> Tree:
    sig = norm(a[0], 32)
    at = _slot(c, sig)
    if at is None:
        return set_errno(c, EINVAL, lambda: c.k(norm(-1, 32)))

    def deliver(handler: Any) -> Tree:
        h = address_of(handler)
        if h == SIG_IGN or h == 0 and sig in IGNORED:
            return c.k(0)
        if h == 0:
            name = NAMES.get(sig, f"signal {sig}")
            return halt(AssertFail("abort" if sig == 6 else
                                   f"raise({name}): the default action ends the program",
                                   c.where))
        fn = c.m.defined_at(h)
        if fn is None:
            return c.fail(f"the handler of signal {sig} is not a function of the program")
        return Bind(c.m.call(fn, (sig,)), Kont(lambda _: c.k(0), c.key + ("handled",)))
    return c.then(Read(NA, at, "ptr"), "handler", deliver)


SIGNALS: dict[str, Routine] = {"signal": _signal, "raise": _raise}
