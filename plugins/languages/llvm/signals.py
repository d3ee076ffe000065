"""Signals a program sends itself: ``signal``, ``sigaction``, ``raise`` and ``kill``.

No signal comes from outside (nothing interrupts the program); ``raise(sig)`` delivers
``sig`` at once to the calling thread, as POSIX has it for a single-threaded process: its
handler (set by ``signal`` or ``sigaction``) is called with ``sig`` and ``raise`` returns
0; ``SIG_IGN`` does nothing; ``SIG_DFL`` ignores the signals whose default action is to
ignore them (``SIGCHLD``, ``SIGCONT``, ``SIGURG``, ``SIGWINCH``) and ends the program for
the others, as an ``assert`` outcome like ``abort`` (``raise(SIGABRT)`` is ``abort``).
``kill(getpid(), sig)`` (or pid 0, the program's process group) delivers as ``raise`` does;
``kill(pid, 0)`` checks that the process exists; another process is a failure.
``signal`` keeps glibc's (BSD) semantics: the handler stays installed.

``sigaction(sig, act, oldact)`` reads all of ``*act`` (glibc's x86-64 ``struct
sigaction``: the handler, a 128-byte ``sa_mask``, ``sa_flags``, ``sa_restorer``) before it
writes ``*oldact`` (the previous handler, an empty mask, no flags), so both may be the same
structure.  Signal masks are not modelled (``sa_mask`` is ignored: a handler is not
interrupted anyway); ``SA_SIGINFO`` (a three-argument handler) and ``SA_RESETHAND`` are
failures; the other flags change nothing here.  ``sigemptyset``, ``sigfillset``,
``sigaddset``, ``sigdelset`` and ``sigismember`` work on the 1024-bit ``sigset_t`` as
glibc's do (``sigfillset`` leaves out glibc's internal signals 32 and 33, which
``sigaddset``/``sigdelset`` refuse).

The handlers live in a memory area of their own (``Module.signals``, reserved only when
the module declares ``signal``, ``sigaction``, ``raise`` or ``kill``): one pointer per
signal 1 to 64, all ``SIG_DFL`` (NULL) at first.  A handler is not reentrant-checked: a
program that raises a signal from its own handler recurses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ctreelab.events import AssertFail, Ordering, Read, Write
from ctreelab.pointer import Ptr, address_of
from ctreelab.tree import Bind, Kont, Tree
from ctreelab.vars_stage import halt

from .ctype import EINVAL, set_errno
from .process import PID
from .values import norm

if TYPE_CHECKING:
    from .library import Call, Routine

NA = Ordering.not_atomic
USERS = ("signal", "raise", "sigaction", "kill")
NSIG = 65  # signals 1 to 64
AREA = 8 * NSIG
SIG_IGN, SIG_ERR = 1, norm(-1, 64)
SIGKILL, SIGSTOP = 9, 19
IGNORED = frozenset((17, 18, 23, 28))  # SIGCHLD, SIGCONT, SIGURG, SIGWINCH: default ignore
NAMES = {1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
         7: "SIGBUS", 8: "SIGFPE", 10: "SIGUSR1", 11: "SIGSEGV", 12: "SIGUSR2",
         13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM"}


# glibc's x86-64 struct sigaction and sigset_t
HANDLER, MASK, FLAGS, RESTORER = 0, 8, 136, 144
SIGSET_WORDS = 16  # 1024 bits
SA_SIGINFO, SA_RESETHAND = 4, 0x80000000
INTERNAL = (32, 33)  # glibc's SIGCANCEL and SIGSETXID: not in a set the program makes


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


def _sigaction(c: Call, a: list[Any]) -> Tree:
    """``sigaction(sig, act, oldact)``: ``*act`` read, then ``*oldact`` written, then the
    handler installed; 0."""
    sig, act, oldact = norm(a[0], 32), address_of(a[1]), address_of(a[2])
    at = _slot(c, sig)
    if at is None or act != 0 and sig in (SIGKILL, SIGSTOP):
        return set_errno(c, EINVAL, lambda: c.k(norm(-1, 32)))

    def install(old: Any, new: Any) -> Tree:
        """``*oldact`` = ``old`` (when wanted), then ``new`` installed (unless None)."""
        def then() -> Tree:
            if new is None:
                return c.k(0)
            return c.then(Write(NA, at, new, "ptr"), ("new", old), lambda _: c.k(0))
        if oldact == 0:
            return then()
        return c.seq([Write(NA, a[2] + HANDLER, old, "ptr"),
                      *(Write(NA, a[2] + MASK + 8 * i, 0, "i64") for i in range(SIGSET_WORDS)),
                      Write(NA, a[2] + FLAGS, 0, "i32"), Write(NA, a[2] + RESTORER, 0, "ptr")],
                     "oldact", then)

    def flagged(old: Any, flags: Any) -> Tree:
        if type(flags) is not int:
            return c.ub("sa_flags is undefined")
        if flags & SA_SIGINFO:
            return c.fail("SA_SIGINFO handlers (sa_sigaction, with three arguments) are not "
                          "supported")
        if flags & SA_RESETHAND:
            return c.fail("SA_RESETHAND (the handler reset when the signal is delivered) is "
                          "not supported")
        return c.then(Read(NA, a[1] + HANDLER, "ptr"), "handler", lambda new: install(
            old, new) if type(new) is int or type(new) is Ptr else c.ub(
            "sa_handler is undefined"))

    def read_act(old: Any) -> Tree:
        if act == 0:
            return install(old, None)
        return c.then(Read(NA, a[1] + FLAGS, "i32"), "flags", lambda flags: flagged(old, flags))
    return c.then(Read(NA, at, "ptr"), "old", read_act)


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
                                   f"{c.name}({name}): the default action ends the program",
                                   c.where))
        fn = c.m.defined_at(h)
        if fn is None:
            return c.fail(f"the handler of signal {sig} is not a function of the program")
        return Bind(c.m.call(fn, (sig,)), Kont(lambda _: c.k(0), c.key + ("handled",)))
    return c.then(Read(NA, at, "ptr"), "handler", deliver)


def _kill(c: Call, a: list[Any]) -> Tree:
    """``kill(pid, sig)``: to the program itself (``getpid()``, or 0: its process group),
    delivered as ``raise`` delivers it; signal 0 only checks that the process exists."""
    pid, sig = norm(a[0], 32), norm(a[1], 32)
    if pid not in (PID, 0):
        return c.fail(f"process {pid}: only the program itself (getpid() is {PID}) can be "
                      f"signalled")
    return c.k(0) if sig == 0 else _raise(c, [sig])


# --- signal sets ------------------------------------------------------------------------------


def _fill(word: int) -> Routine:
    """``sigemptyset`` (``word`` 0) or ``sigfillset`` (all ones but glibc's internal
    signals)."""
    def fill(c: Call, a: list[Any]) -> Tree:
        if address_of(a[0]) == 0:
            return set_errno(c, EINVAL, lambda: c.k(norm(-1, 32)))
        first = word & ~sum(1 << (s - 1) for s in INTERNAL)
        return c.seq([Write(NA, a[0] + 8 * i, norm(first if i == 0 else word, 64), "i64")
                      for i in range(SIGSET_WORDS)], "fill", lambda: c.k(0))
    return fill


def _member(change: Callable[[int, int], int] | None) -> Routine:
    """``sigaddset``/``sigdelset`` (``change`` gives the new word from the old one and the
    signal's bit) or ``sigismember`` (None): the signal's bit in its 64-bit word."""
    def member(c: Call, a: list[Any]) -> Tree:
        sig = norm(a[1], 32)
        if address_of(a[0]) == 0 or not 0 < sig < NSIG or change is not None and \
                sig in INTERNAL:
            return set_errno(c, EINVAL, lambda: c.k(norm(-1, 32)))
        at, bit = a[0] + 8 * ((sig - 1) // 64), 1 << (sig - 1) % 64

        def word(w: Any) -> Tree:
            if type(w) is not int:
                return c.ub("the signal set is not initialised (sigemptyset or sigfillset "
                            "first)")
            if change is None:
                return c.k(int(w & bit != 0))
            return c.then(Write(NA, at, norm(change(w, bit), 64), "i64"), "set",
                          lambda _: c.k(0))
        return c.then(Read(NA, at, "i64"), "word", word)
    return member


SIGNALS: dict[str, Routine] = {
    "signal": _signal, "raise": _raise, "sigaction": _sigaction, "kill": _kill,
    "sigemptyset": _fill(0), "sigfillset": _fill(-1),
    "sigaddset": _member(lambda w, bit: w | bit), "sigdelset": _member(lambda w, bit: w & ~bit),
    "sigismember": _member(None),
}
