"""libstdc++'s ``std::thread``: the out-of-line members a C++ program calls.

``std::thread t(f, args...)`` builds a heap ``_State_impl`` holding the callable and calls
``std::thread::_M_start_thread(unique_ptr<_State>, void (*)())``; the new thread runs the
state's virtual ``_M_run()`` (the third slot of its vtable, after the two destructors).
Here that member takes the state out of the ``unique_ptr`` (passed by address, as the
Itanium C++ ABI passes a non-trivial argument), spawns a thread running ``_M_run`` on it,
and stores the thread id in ``t`` (``std::thread::id``, one 8-byte word); ``join()`` joins
that id and sets it to 0 (not joinable), ``detach()`` does nothing (so destroying a thread
never joined nor detached calls ``std::terminate``: an ``abort``).  The state is never deleted (nothing is reclaimed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ctreelab.events import Ordering, Read, Write
from ctreelab.pointer import address_of
from ctreelab.tree import Tree

if TYPE_CHECKING:
    from .library import Call, Routine

NA = Ordering.not_atomic
RUN_SLOT = 16  # _M_run's offset in the vtable (after the complete and deleting destructors)


def _start(c: Call, a: list[int], create: Any) -> Tree:
    this, owner = a[0], a[1]

    def state(st: Any) -> Tree:
        if address_of(st) == 0:
            return c.ub("std::thread started with no state")
        return c.then(Write(NA, owner, 0, "ptr"), "own", lambda _: c.then(
            Read(NA, st, "ptr"), "vptr", lambda vptr: c.then(
                Read(NA, vptr + RUN_SLOT, "ptr"), "run",
                lambda run: create(c, this, run, st))))
    return c.then(Read(NA, owner, "ptr"), "state", state)


def _join(c: Call, a: list[int], join: Any) -> Tree:
    """Join the thread, then make ``t`` not joinable (its id 0), as libstdc++ does."""
    def joined(tid: Any) -> Tree:
        return join(c.followed_by(lambda _: c.then(Write(NA, a[0], 0, "i64"), "unjoinable",
                                                   lambda _: c.k(None)), "joined"), tid, 0, "ptr")
    return c.then(Read(NA, a[0], "i64"), "id", joined)


def routines(create: Any, join: Any) -> dict[str, Routine]:
    """The members, given the library's thread creation and join."""
    return {
        # std::thread::_M_start_thread(unique_ptr<_State>, void (*)()), and its older form
        "_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE":
            lambda c, a: _start(c, a, create),
        "_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EE":
            lambda c, a: _start(c, a, create),
        "_ZNSt6thread4joinEv": lambda c, a: _join(c, a, join),  # std::thread::join()
        "_ZNSt6thread6detachEv": lambda c, a: c.k(None),  # std::thread::detach()
    }
