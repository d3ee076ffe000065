"""POSIX and C11 synchronisation objects: mutexes, read-write locks, condition variables,
barriers, ``pthread_once``, semaphores, spin locks, and the calling thread's id.

Each operation is one of the kernel's blocking synchronisation events (``Acquire``,
``Release``, ``CondWait``, ``CondSignal``, ``BarrierInit``, ``BarrierWait``), which the
interleave stage performs on its table of objects, keyed by the object's address: a thread
waits while a lock is held, on a condition variable until a signal wakes it (no spurious
wake-ups), at a barrier until the round is complete; when no thread can go on, the
execution is a ``deadlock`` naming each thread and the object it waits for.  The memory
model sees the synchronisation as read-modify-writes of the object's first word (an unlock
releases, the next lock acquires), and a signal or broadcast as a seq_cst fence before the
wake-up (see ``_signal``).

Mutexes are normal mutexes: locking one the thread holds is a deadlock, unlocking one it
does not hold undefined behaviour (recursive and error-checking attributes are not
modelled).  Time is not modelled, so a timed wait's deadline may pass at any moment: a
timed wait (``pthread_cond_timedwait``, ``cnd_timedwait``, ``sem_timedwait``,
``pthread_mutex_timedlock``, ``mtx_timedlock``) is the thread's choice between waiting as
the untimed one does and timing out (``ETIMEDOUT``, ``thrd_timedout``) — a condition wait
after releasing its mutex, and relocking it; a lock or semaphore only while it is not
available.  ``pthread_once`` runs its routine under a lock of the ``once`` object, whose word
(``PTHREAD_ONCE_INIT`` is 0) then records that it ran (read and set by read-modify-writes,
like every other update of a synchronisation object's word, so each reads the latest).
A semaphore is a count under a lock with a condition variable (``sem_wait`` waits on it
while the count is 0, no spinning; ``sem_post`` signals it); a spin lock is a mutex whose
waiters block instead of spinning (the same outcomes, without spinning's cycles).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ctreelab.branches import Choose
from ctreelab.events import (
    Acquire,
    BarrierInit,
    BarrierWait,
    CondSignal,
    CondWait,
    CurrentThread,
    Fence,
    Ordering,
    Read,
    ReadWrite,
    Release,
    RmwOp,
    Write,
)
from ctreelab.tree import Bind, Br, Kont, Tree

from .ctype import EAGAIN, set_errno
from .values import norm

if TYPE_CHECKING:
    from .library import Call, Routine

NA, MON, REL = Ordering.not_atomic, Ordering.monotonic, Ordering.release
EBUSY = 16
ETIMEDOUT = 110
THRD_BUSY = 1  # C11's thrd_busy (glibc)
THRD_TIMEDOUT = 4  # C11's thrd_timedout (glibc)
THRD_SUCCESS = 0
MTX_TIMED = 2  # C11's mtx_timed (glibc; mtx_plain 0, mtx_recursive 1)
BARRIER_SERIAL = -1  # PTHREAD_BARRIER_SERIAL_THREAD


def _acquire(c: Call, addr: int, shared: bool = False, busy: int | None = None) -> Tree:
    """Lock ``addr``; with ``busy`` a try-lock answering 0 or ``busy``."""
    return c.then(Acquire(addr, shared, busy is not None), "acquire",
                  lambda took: c.k(0 if took else busy))


def _release(c: Call, addr: int, result: Any = 0) -> Tree:
    return c.then(Release(addr), "release", lambda _: c.k(result))


def _init(c: Call, addr: int, result: Any = 0) -> Tree:
    """A lock or condition variable starts unlocked: its word is 0 (written with the type
    the interleaving touches it with, ``Layout.word``)."""
    layout = c.m.program.laid_out
    word = "i32" if layout is None else layout.word(addr)
    return c.then(Write(NA, addr, 0, word), "init", lambda _: c.k(result))


def _cond_wait(c: Call, cond: int, mutex: int, result: Any = 0) -> Tree:
    return c.then(CondWait(cond, mutex), "wait", lambda _: c.then(
        Acquire(mutex), "relock", lambda _: c.k(result)))


def _or_timeout(c: Call, wait: Callable[[], Tree], timeout: Callable[[], Tree],
                step: Any) -> Tree:
    """The thread's choice of a timed wait: ``wait()`` until woken as an untimed wait
    does, or ``timeout()`` — the deadline passes first.  Time is not modelled, so any
    deadline may pass, at any moment: the timed-out thread goes on whenever it is
    scheduled (``step`` keys the choice with what the two closures hold; the steps of
    ``timeout()`` are named apart from those of ``wait()``, whose answer differs)."""
    return Br(Choose(2), c.kont(lambda i: timeout() if i else wait(), step))


def _cond_timedwait(c: Call, cond: int, mutex: int, timedout: int) -> Tree:
    """``pthread_cond_timedwait``/``cnd_timedwait``: as ``_cond_wait`` (answer 0), or timed
    out (answer ``timedout``): the mutex released as the wait does, taken again after the
    timeout; a signal meanwhile does not wake the thread, no longer waiting."""
    return _or_timeout(c, lambda: _cond_wait(c, cond, mutex), lambda: c.then(
        Release(mutex), "timeout", lambda _: c.then(
            Acquire(mutex), "relock after timeout", lambda _: c.k(timedout))),
        ("timed", cond, mutex))


def _timedlock(c: Call, addr: int, timedout: int) -> Tree:
    """``pthread_mutex_timedlock``/``mtx_timedlock``: as ``lock``, or timed out while the
    mutex is held by another thread (a try-lock at the moment of the timeout: a free
    mutex is taken, as POSIX requires)."""
    return _or_timeout(c, lambda: _acquire(c, addr), lambda: c.then(
        Acquire(addr, False, True), "timed lock", lambda took: c.k(0 if took else timedout)),
        ("timed", addr))


# A semaphore (``sem_t``, 32 bytes) is a count (offset 0) guarded by a lock (its word at
# offset 8), with a condition variable for its waiters, named by the semaphore's address
# (a condition variable has no word: a deadlock names it "condition variable SEM")
SEM_COUNT, SEM_LOCK, SEM_COND = 0, 8, 0


def _sem_init(c: Call, a: list[int]) -> Tree:
    s = a[0]
    return c.then(Write(NA, s + SEM_COUNT, a[2], "i32"), "count", lambda _: c.then(
        Write(NA, s + SEM_LOCK, 0, "i32"), "lock", lambda _: c.k(0)))


def _sem_locked(c: Call, s: int, go: Any) -> Tree:
    """Lock the semaphore, read its count, ``go(count)``."""
    return c.then(Acquire(s + SEM_LOCK), "lock", lambda _: c.then(
        Read(NA, s + SEM_COUNT, "i32"), "count", go))


def _sem_set(c: Call, s: int, count: Any, result: Any, signal: bool = False) -> Tree:
    """Store the new count (and wake one waiter), unlock, return ``result``."""
    def unlock(_: Any) -> Tree:
        return c.then(Release(s + SEM_LOCK), "unlock", lambda _: c.k(result))
    return c.then(Write(NA, s + SEM_COUNT, count, "i32"), "set", lambda _: c.then(
        CondSignal(s + SEM_COND), "signal", unlock) if signal else unlock(None))


def _sem_wait(c: Call, a: list[int], timed: bool = False) -> Tree:
    """``sem_wait``: wait (on the condition, no spinning) until the count is positive;
    ``timed`` (``sem_timedwait``): while the count is 0, the deadline may also pass (``-1``,
    ``errno`` ``ETIMEDOUT``); a positive count is taken at once, as POSIX requires."""
    s = a[0]

    def check(count: Any) -> Tree:
        if count != 0:
            return _sem_set(c, s, norm(count - 1, 32), 0)

        def wait() -> Tree:
            return c.then(CondWait(s + SEM_COND, s + SEM_LOCK), "wait", lambda _: c.then(
                Acquire(s + SEM_LOCK), "relock", lambda _: c.then(
                    Read(NA, s + SEM_COUNT, "i32"), "count", check)))
        if not timed:
            return wait()
        return _or_timeout(c, wait, lambda: c.then(Release(s + SEM_LOCK), "unlock", lambda _:
                                                   set_errno(c, ETIMEDOUT, lambda: c.k(-1))),
                           ("timed", s))
    return _sem_locked(c, s, check)


def _sem_trywait(c: Call, a: list[int]) -> Tree:
    s = a[0]

    def check(count: Any) -> Tree:
        if count != 0:
            return _sem_set(c, s, norm(count - 1, 32), 0)
        return c.then(Release(s + SEM_LOCK), "unlock", lambda _: set_errno(
            c, EAGAIN, lambda: c.k(-1)))
    return _sem_locked(c, s, check)


def _signal(c: Call, cond: int, broadcast: bool = False) -> Tree:
    """``pthread_cond_signal``/``_broadcast``, ``cnd_signal``/``_broadcast``: a seq_cst fence,
    then the wake-up.  POSIX (XBD 4.12) lists both among the functions that synchronise
    memory, and on x86 glibc updates the condition with lock-prefixed instructions, which
    drain the store buffer: under x86-TSO a thread woken by a signal sees what the signaller
    stored before it.  (The fence orders nothing by itself in C11: no happens-before edge,
    so a waiter that reads data written outside the mutex still races.)"""
    return c.then(Fence(Ordering.seq_cst), "fence", lambda _: c.then(
        CondSignal(cond, broadcast), "broadcast" if broadcast else "signal", lambda _: c.k(0)))


def _sem_post(c: Call, a: list[int]) -> Tree:
    return _sem_locked(c, a[0], lambda count: _sem_set(c, a[0], norm(count + 1, 32), 0, True))


def _sem_getvalue(c: Call, a: list[int]) -> Tree:
    return _sem_locked(c, a[0], lambda count: c.then(
        Release(a[0] + SEM_LOCK), "unlock", lambda _: c.then(
            Write(NA, a[1], count, "i32"), "value", lambda _: c.k(0))))


def _mutex_type(c: Call, a: list[int]) -> Tree:
    """``pthread_mutexattr_settype``: only normal (and default) mutexes are modelled."""
    if a[1] != 0:
        kind = {1: "recursive", 2: "error-checking"}.get(a[1], f"type {a[1]}")
        return c.fail(f"{kind} mutexes are not modelled (only PTHREAD_MUTEX_NORMAL)")
    return c.k(0)


def _mtx_init(c: Call, a: list[int]) -> Tree:
    """``mtx_init``: plain and timed mutexes (``mtx_plain`` 0, ``mtx_timed`` 2) are
    modelled; ``mtx_recursive`` (1) is not (a relock would be a deadlock)."""
    if a[1] & ~MTX_TIMED:
        return c.fail("recursive mutexes are not modelled (only mtx_plain and mtx_timed)")
    return _init(c, a[0], THRD_SUCCESS)


def _barrier_wait(c: Call, a: list[int]) -> Tree:
    return c.then(BarrierWait(a[0]), "barrier",
                  lambda serial: c.k(BARRIER_SERIAL if serial else 0))


def _once(c: Call, a: list[int]) -> Tree:
    """``pthread_once(once, init)``: the first caller runs ``init``; the others wait until
    it has returned."""
    once, fn = a[0], a[1]
    routine = c.m.defined_at(fn)
    if routine is None:
        return c.ub(f"once routine {fn:#x} is not a defined function")

    def ran(done: Any) -> Tree:
        if done == 1:
            return c.then(Release(once), "done", lambda _: c.k(0))
        return Bind(c.m.call(routine, ()), Kont(lambda _: c.then(
            ReadWrite(MON, once, RmwOp("xchg", 1), "i32"), "mark", lambda _: c.then(
                Release(once), "done", lambda _: c.k(0))), c.key + ("ran",)))
    return c.then(Acquire(once), "once", lambda _: c.then(
        ReadWrite(MON, once, RmwOp("add", 0), "i32"), "ran?", ran))


GUARD_LOCK = 4  # a C++ guard's lock: its second word (the first byte says "built")


def _guard_acquire(c: Call, a: list[int]) -> Tree:
    """``__cxa_guard_acquire(g)`` (Itanium C++ ABI, a function-local static's first use): 1
    when the caller is to construct the object, holding the guard's lock until
    ``__cxa_guard_release`` or ``__cxa_guard_abort``; 0 once it is constructed (the
    guard's first byte, which the caller's inline check reads with acquire)."""
    def built(done: Any) -> Tree:
        return _unguard(c, a[0], 0) if done == 1 else c.k(1)
    return c.then(Acquire(a[0] + GUARD_LOCK), "guard", lambda _: c.then(
        ReadWrite(MON, a[0], RmwOp("add", 0), "i8"), "built?", built))


def _guard_release(c: Call, a: list[int]) -> Tree:
    """``__cxa_guard_release(g)``: the object is constructed (first byte 1), unlock."""
    return c.then(ReadWrite(REL, a[0], RmwOp("xchg", 1), "i8"), "built",
                  lambda _: _unguard(c, a[0], None))


def _unguard(c: Call, guard: int, answer: Any) -> Tree:
    """Unlock the guard at ``guard``, then answer ``answer``."""
    return c.then(Release(guard + GUARD_LOCK), "unguard", lambda _: c.k(answer))


SYNC: dict[str, Routine] = {
    # mutexes (POSIX and C11)
    "pthread_mutex_lock": lambda c, a: _acquire(c, a[0]),
    "pthread_mutex_trylock": lambda c, a: _acquire(c, a[0], busy=EBUSY),
    "pthread_mutex_timedlock": lambda c, a: _timedlock(c, a[0], ETIMEDOUT),
    "pthread_mutex_unlock": lambda c, a: _release(c, a[0]),
    "pthread_mutex_init": lambda c, a: _init(c, a[0]),
    "pthread_mutex_destroy": lambda c, a: c.k(0),
    "mtx_lock": lambda c, a: _acquire(c, a[0]),
    "mtx_trylock": lambda c, a: _acquire(c, a[0], busy=THRD_BUSY),
    "mtx_timedlock": lambda c, a: _timedlock(c, a[0], THRD_TIMEDOUT),
    "mtx_unlock": lambda c, a: _release(c, a[0]),
    "mtx_init": _mtx_init,
    "mtx_destroy": lambda c, a: c.k(None),
    # read-write locks
    "pthread_rwlock_rdlock": lambda c, a: _acquire(c, a[0], shared=True),
    "pthread_rwlock_wrlock": lambda c, a: _acquire(c, a[0]),
    "pthread_rwlock_tryrdlock": lambda c, a: _acquire(c, a[0], shared=True, busy=EBUSY),
    "pthread_rwlock_trywrlock": lambda c, a: _acquire(c, a[0], busy=EBUSY),
    "pthread_rwlock_unlock": lambda c, a: _release(c, a[0]),
    "pthread_rwlock_init": lambda c, a: _init(c, a[0]),
    "pthread_rwlock_destroy": lambda c, a: c.k(0),
    # condition variables
    "pthread_cond_wait": lambda c, a: _cond_wait(c, a[0], a[1]),
    "pthread_cond_timedwait": lambda c, a: _cond_timedwait(c, a[0], a[1], ETIMEDOUT),
    "pthread_cond_signal": lambda c, a: _signal(c, a[0]),
    "pthread_cond_broadcast": lambda c, a: _signal(c, a[0], True),
    "pthread_cond_init": lambda c, a: _init(c, a[0]),
    "pthread_cond_destroy": lambda c, a: c.k(0),
    "cnd_wait": lambda c, a: _cond_wait(c, a[0], a[1]),
    "cnd_timedwait": lambda c, a: _cond_timedwait(c, a[0], a[1], THRD_TIMEDOUT),
    "cnd_signal": lambda c, a: _signal(c, a[0]),
    "cnd_broadcast": lambda c, a: _signal(c, a[0], True),
    "cnd_init": lambda c, a: _init(c, a[0]),
    "cnd_destroy": lambda c, a: c.k(None),
    # barriers
    "pthread_barrier_init": lambda c, a: c.then(BarrierInit(a[0], a[2] & 0xFFFFFFFF), "init",
                                                lambda _: c.k(0)),
    "pthread_barrier_wait": _barrier_wait,
    "pthread_barrier_destroy": lambda c, a: c.k(0),
    # once, thread ids, detaching
    "pthread_once": _once,
    "call_once": _once,
    "__cxa_guard_acquire": _guard_acquire,
    "__cxa_guard_release": _guard_release,
    "__cxa_guard_abort": lambda c, a: _unguard(c, a[0], None),
    "pthread_self": lambda c, a: c.then(CurrentThread(), "self", c.k),
    "thrd_current": lambda c, a: c.then(CurrentThread(), "self", c.k),
    "pthread_equal": lambda c, a: c.k(int(a[0] == a[1])),
    "thrd_equal": lambda c, a: c.k(int(a[0] == a[1])),
    "pthread_detach": lambda c, a: c.k(0),
    "thrd_detach": lambda c, a: c.k(0),
    # semaphores
    "sem_init": _sem_init, "sem_wait": _sem_wait,
    "sem_timedwait": lambda c, a: _sem_wait(c, a, timed=True),
    "sem_trywait": _sem_trywait, "sem_post": _sem_post, "sem_getvalue": _sem_getvalue,
    "sem_destroy": lambda c, a: c.k(0),
    # spin locks: mutexes (a waiting thread blocks instead of spinning: the same outcomes)
    "pthread_spin_lock": lambda c, a: _acquire(c, a[0]),
    "pthread_spin_trylock": lambda c, a: _acquire(c, a[0], busy=EBUSY),
    "pthread_spin_unlock": lambda c, a: _release(c, a[0]),
    "pthread_spin_init": lambda c, a: _init(c, a[0]),
    "pthread_spin_destroy": lambda c, a: c.k(0),
    # attributes: thread attributes are ignored; mutexes are normal ones
    **{f"pthread_{name}": lambda c, a: c.k(0) for name in (
        "attr_init", "attr_destroy", "attr_setdetachstate", "attr_setstacksize",
        "mutexattr_init", "mutexattr_destroy", "condattr_init", "condattr_destroy")},
    "pthread_mutexattr_settype": _mutex_type,
}
