"""The ``interleave`` stage (paper §3.5): the generic thread scheduler combinator.

It keeps a thread table ``tid -> (continuation, pending answer, blocked-on)`` and, before
every thread action, offers a delayed ``Sched(ready)`` branch over the ready threads.  The
chosen thread runs to its next event: ``Spawn`` adds a thread (fresh ids from 2; main is 1),
``Yield`` is a scheduling point, ``Exit(v)`` ends the program with value ``v``, ``Join(t)``
blocks until ``t`` has finished and answers its return value, a halting event stops the
execution, and every other event is passed on as ``Tagged(tid, event)``.  Plain spawns and
joins commute with the other threads' actions, so they are no scheduling points of their
own.  A synchronising spawn or join (``sync``, C11's ``thrd_create``/``thrd_join``) is an
action: the stage passes ``ThreadCreated(child)`` / ``ThreadJoined(child)`` on to the
memory model, which makes the creator's past visible to the child and the child's run to
the joiner; the child starts only once its creation is done, and a second synchronising
join of a thread is undefined behaviour.  After each action a thread runs ahead to just
before its next one, so that ``Sched`` can show what each ready thread will touch next
(its footprint, for partial-order reduction).  When no thread is ready but some are
blocked, the execution ends in a ``Deadlock``.  The program's value is main's return
value; the program ends when every thread has finished.

Language- and memory-independent.  Configurations are keyed by the keys of all thread
continuations, so explorers can merge equal ones.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, ClassVar

from .allocations import Allocate, Block, Deallocate, Fault, Reallocate
from .allocations import Release as FrameRelease
from .branches import Choose, GuardB, Note, Sched
from .cells import size_of
from .events import (
    SYNC_EVENTS,
    SYNC_TOUCH,
    UB,
    Acquire,
    BarrierInit,
    CmpXchg,
    CondSignal,
    CondWait,
    CurrentThread,
    Deadlock,
    Exit,
    Failure,
    Fence,
    Halt,
    Join,
    Ordering,
    Race,
    Read,
    ReadWrite,
    Release,
    Spawn,
    Tagged,
    ThreadCreated,
    ThreadJoined,
    Write,
    Yield,
)
from .fmap import EMPTY, FrozenMap
from .footprint import JOIN, OUTPUT_READ, RACE, Access, Footprint, cell
from .happens_before import ACQUIRE, HB, Blocks, Stale, orderings
from .pointer import address_of
from .races import describe_access, found
from .stage import FunctionTable, RunContext, Stage
from .tree import Bind, Br, Kont, Ret, Tree, Vis, future_of, key_of, observe
from .vars_stage import halt

MAIN_TID = 1
_JOINED = ("joined",)  # the result of a thread that a synchronising join has joined
GUARD_RUN = 1000  # consecutive silent steps of one thread before the driver gets control


class Entry:
    """A thread: resume ``k`` with ``answer``; if ``blocked`` is set, wait for that thread
    (an int) or to be woken from a condition variable or barrier (``("cond", address)``,
    ``("barrier", address)``: ``k`` is what comes after the wait)."""

    __slots__ = ("_key", "answer", "blocked", "k")

    def __init__(self, k: Any, answer: Any, blocked: int | tuple[str, int] | None = None) -> None:
        self.k = k
        self.answer = answer
        self.blocked = blocked
        self._key: Any = False  # not computed yet (entries are shared by thread tables)

    @property
    def key(self) -> Hashable | None:
        if self._key is False:
            kk = key_of(self.k)
            self._key = None if kk is None else (kk, self.answer, self.blocked)
        key: Hashable | None = self._key
        return key


class Threads:
    """An immutable thread table, with the return values of the finished threads and the
    state of the synchronisation objects (``sync``): ``("lock", address)`` -> (writer or
    0, readers), ``("cond", address)`` -> waiting threads, ``("barrier", address)`` ->
    (count, threads arrived in this round)."""

    __slots__ = ("_key", "entries", "hb", "next_tid", "results", "sync")

    def __init__(self, entries: dict[int, Entry], next_tid: int, results: FrozenMap,
                 sync: FrozenMap = EMPTY, hb: HB | None = None) -> None:
        self.entries = entries
        self.next_tid = next_tid
        self.results = results
        self.sync = sync
        self.hb = hb  # happens-before records (ctreelab.happens_before), when tracked
        self._key: Any = False  # not computed yet

    @property
    def key(self) -> Hashable | None:
        key: Hashable | None = self._key
        if key is False:
            # flat: thread id, entry key, thread id, entry key... (one tuple, built once)
            keys: list[Any] = []
            for tid, e in sorted(self.entries.items()):
                ek = e._key
                if ek is False:
                    ek = e.key
                if ek is None:
                    self._key = None
                    return None
                keys += (tid, ek)
            key = self._key = (tuple(keys), self.next_tid, self.results, self.sync, self.hb)
        return key

    def with_entry(self, tid: int, entry: Entry, next_tid: int | None = None) -> Threads:
        entries = dict(self.entries)
        entries[tid] = entry
        return Threads(entries, self.next_tid if next_tid is None else next_tid, self.results,
                       self.sync, self.hb)

    def without(self, tid: int, ret: Any) -> Threads:
        entries = dict(self.entries)
        del entries[tid]
        hb = self.hb
        if hb is not None:
            hb = hb.exited(tid, entries)
        return Threads(entries, self.next_tid, self.results.set(tid, ret), self.sync, hb)

    def with_sync(self, obj: tuple[str, int], state: Any) -> Threads:
        """The table with ``obj``'s state set (``None``, or empty: the object at rest)."""
        if state == _FREE:
            state = None
        sync = self.sync.set(obj, state) if state else self.sync.delete(obj) \
            if obj in self.sync else self.sync
        return Threads(self.entries, self.next_tid, self.results, sync, self.hb)

    def with_hb(self, hb: HB) -> Threads:
        return self if hb is self.hb else \
            Threads(self.entries, self.next_tid, self.results, self.sync, hb)

    def joined(self, tid: int, target: int) -> Threads:
        """``tid`` has joined the finished thread ``target`` (it learns what that knew)."""
        hb = self.hb
        return self if hb is None else self.with_hb(hb.joined(tid, target, self.entries))

    def lock(self, addr: int) -> tuple[int, tuple[int, ...]]:
        """The holder of the lock at ``addr``: its writer (0: none) and readers."""
        state: tuple[int, tuple[int, ...]] = self.sync.get(("lock", addr), _FREE)
        return state


_FREE: tuple[int, tuple[int, ...]] = (0, ())


class InterleaveStage(Stage):
    name: ClassVar[str] = "interleave"
    description: ClassVar[str] = ("interleaves threads: Sched branches, spawn/join, "
                                  "thread ids on events (paper §3.5)")
    level: ClassVar[str] = "program"
    consumes: ClassVar[tuple[type, ...]] = (Spawn, Yield, Join, Exit, CurrentThread,
                                            *SYNC_EVENTS)
    introduces: ClassVar[tuple[type, ...]] = (Deadlock, Race, Failure, UB, ReadWrite)
    introduces_branches: ClassVar[tuple[type, ...]] = (Sched, Choose)

    def combine(self, ctx: RunContext, functions: FunctionTable) -> Tree:
        return _Interleaving(ctx, functions).start()


class _Interleaving:
    def __init__(self, ctx: RunContext, functions: FunctionTable) -> None:
        self.ctx = ctx
        self.functions = functions
        self.trace = ctx.trace
        self.words: dict[int, str] = {}  # type of each synchronisation word (see word)
        self.races = ctx.races
        # whether the happens-before records are kept (else, with races checked, only the
        # tracked blocks: their ends race with accesses as both next, see race), and
        # whether non-atomic accesses run alone (the race-free reduction needs the records
        # to find the first race of every execution, so no memory model may drop them)
        self.records = ctx.happens_before
        self.reduce = self.records and not ctx.stale_reads
        self.stale = ctx.stale_reads  # (then ended release sequences leave a mark, HB.stale)
        self.tracking = _TRACKED if self.records else _BLOCKS
        # what the program's non-atomic accesses may touch (see may_race), when first asked
        self.plain: tuple[tuple[int, int], ...] | None | bool = False

    # -- threads ---------------------------------------------------------------------------

    def start(self) -> Tree:
        main = Kont(lambda _: self.functions(self.ctx.program.main, ()), ("main",))
        # happens-before records (sc), else with races checked the tracked blocks alone
        hb = HB() if self.ctx.happens_before else Blocks() if self.races != "ignore" else None
        return self.schedule(Threads({MAIN_TID: Entry(main, None)}, MAIN_TID + 1, EMPTY, hb=hb))

    def thread_body(self, spawn: Spawn) -> Kont:
        """``init(arg)``; yield; ``r = f(a)``; yield; ``cleanup(arg, r)``; result ``r``."""
        functions, f, init, cleanup, arg = self.functions, spawn.f, spawn.init, spawn.cleanup, spawn.arg

        def after_cleanup(r: Any) -> Kont:
            return Kont(lambda _: Ret(r), ("thread-result", r))

        def run_cleanup(r: Any) -> Tree:
            if cleanup is None:
                return Ret(r)
            return Vis(Yield(), Kont(lambda _: Bind(functions(cleanup, (arg, r)), after_cleanup(r)),
                                     ("cleanup", cleanup, arg, r)))

        after_body = Kont(run_cleanup, ("after-body", cleanup, arg), () if cleanup is None else None)

        def run_body(a: Any) -> Tree:
            return Bind(functions(f, (a,)), after_body)

        def begin(_: Any) -> Tree:
            if init is None:
                return run_body(arg)
            after_init = Kont(lambda a: Vis(Yield(), Kont(lambda _: run_body(a), ("body", f, a, cleanup, arg))),
                              ("after-init", f, cleanup, arg))
            return Bind(functions(init, (arg,)), after_init)

        return Kont(begin, ("start", spawn))

    # -- the scheduling loop ---------------------------------------------------------------

    def schedule(self, th: Threads) -> Tree:
        entries = th.entries
        if not entries:
            return Ret(th.results[MAIN_TID])
        if th.hb is not None and th.hb.recs:
            th = self.settled(th)
            entries = th.entries
        ready: list[int] = []
        blocked: list[int] = []
        joins: list[tuple[int, int]] = []
        footprints: list[Footprint] = []
        futures: list[tuple[int, Footprint]] = []
        known = False  # whether some thread's future is known
        races = self.races != "ignore"
        plain: list[int] | None = [] if self.reduce else None
        # one pass over the threads, in the order of their ids; what each pending action
        # touches (now and later) is computed once per pending action
        for tid, e in sorted(entries.items()):
            k, b = e.k, e.blocked
            pending = type(k) is _Pending
            if b is None:
                if pending and k.acquire is not None and not _may_acquire(th, tid, k.acquire):
                    blocked.append(tid)
                else:
                    ready.append(tid)
                    fp = k.footprint if pending else None
                    footprints.append(self.footprint(tid, e) if fp is False else fp)
                    if plain is not None and pending:
                        acc = k.access
                        if acc is False:
                            acc = k.access = _access(k.node)
                        if type(acc) is tuple and not acc[3] and self.alone(th, acc):
                            plain.append(tid)
            elif type(b) is int and b not in entries:
                ready.append(tid)
                footprints.append(self.footprint(tid, e))
            else:
                blocked.append(tid)
            if pending:
                if k.joins is not None:
                    joins.append((tid, k.joins))
                fut = k.future
                if fut is False:
                    fut = _future(e, races, self.ctx.at_exit if tid == MAIN_TID else ())
                known = known or fut is not None
            else:
                fut = None
            futures.append((tid, fut))
        if not ready:
            stuck = halt(Deadlock(tuple(self.waiting(th, tid) for tid in blocked)))
            return self.note(None, "blocked", tuple(
                (f"blocked{tid}", (tid, self.waiting(th, tid), self.ctx.program.locate(
                    _waiting_at(entries[tid])))) for tid in blocked), stuck) \
                if self.trace else stuck
        sched = Br(Sched(tuple(ready), tuple(footprints), futures=tuple(futures) if known else (),
                         blocked=tuple(blocked), joins=tuple(joins), where=_Where(self, th),
                         plain=frozenset(plain) if plain else _NOBODY),
                   _SchedK(self, th), False)
        t: Tree = sched
        if th.hb is not None and th.hb.recs:  # each ready thread's race with the records
            thk = th.key
            for tid in reversed(ready):
                pending = entries[tid].k
                if type(pending) is _Pending and type(pending.node) is Vis:
                    t = self.raced(th, tid, pending.node, t,
                                   None if thk is None else ("hb-race", tid, thk)) or t
        if self.races != "ignore" and len(ready) > 1:
            race = self.race(th, ready)
            if race is not None:
                thk = th.key
                t = found(race[0], self.races, t, None if thk is None else ("race", thk))
                return self.note(None, "race", tuple(
                    (f"access{i}", (tid, node.event, self.ctx.program.locate(node.k)))
                    for i, (tid, node) in enumerate(race[1])), t) if self.trace else t
        return t

    def settled(self, th: Threads) -> Threads:
        """``th`` less the happens-before records that no live thread can race with any
        more (see :meth:`ctreelab.happens_before.HB.settled`)."""
        joining = {}
        for tid, e in th.entries.items():
            if type(e.blocked) is int:
                joining[tid] = e.blocked
            elif type(e.k) is _Pending and e.k.joins is not None:
                joining[tid] = e.k.joins
        hb = th.hb
        assert hb is not None
        return th.with_hb(hb.settled({t: u for t, u in joining.items() if u in th.entries},
                                     th.entries))

    def alone(self, th: Threads, access: tuple[int, int, bool, bool]) -> bool:
        """Whether a pending non-atomic access may run alone (``Sched.plain``): not to bytes
        outside tracked blocks that an atomic access has touched (such an access leaves no
        record, so its race with a later plain one is found as the interleaving finds it,
        both next: the plain one must then take its turn with the others; in a tracked
        block the atomic access's record finds it), nor to a global the end of the program
        observes (a thread still running when another ends the program sees its accesses
        done or not, which no race decides)."""
        start, end = access[0], access[1]
        hb = th.hb
        assert hb is not None
        if hb.touched and any(a in hb.touched for a in range(start, end)):
            return False
        return not any(s < end and start < e for s, e in self.ctx.at_exit)

    def raced(self, th: Threads, tid: int, node: Vis, rest: Tree,
              key: Hashable | None) -> Tree | None:
        """``rest`` after the race that thread ``tid``'s next action ``node`` makes with a
        recorded access its thread does not know of (:mod:`ctreelab.happens_before`), or
        ``None`` when it makes none (``key``: of going on to ``rest``).  The end of a
        tracked block writes all its bytes."""
        hb = th.hb
        assert hb is not None
        event = node.event
        access = _access(node)
        rec = None if access is None else hb.race(tid, *access)
        mine = ""
        if rec is None and type(event) in _KILLS:
            for b in hb.dying(tid, event):
                rec = hb.race(tid, b.start, b.start + b.size, True, False)
                if rec is not None:
                    mine = self.ended(tid, node, b)
                    break
        if rec is None:
            return None
        pair = sorted(((rec.tid, rec.what), (tid, mine or self.describe(tid, node, th))))
        t = found(Race((pair[0][1], pair[1][1])), self.races, rest, key)
        return self.note(None, "race", (("access0", (tid, event, self.ctx.program.locate(
            node.k))),), t) if self.trace else t

    def race(self, th: Threads, ready: list[int]) -> tuple[Race, tuple[Any, ...]] | None:
        """A data race between the next actions of two ready threads: conflicting accesses
        (overlapping, one a write), one not atomic.  Both can happen now, in either order,
        so neither happens before the other (C11's definition, checked as in interleaving
        race detectors).  Without happens-before records, the end of a tracked block (a
        write of all its bytes) is such an access too, but for another end (the second
        ``free`` is a double free), as the records find them.  With the race, its two
        threads and their pending actions."""
        found: list[tuple[int, tuple[int, int, bool, bool], Any, Block | None]] = []
        atomic = True  # whether every access found is atomic (then none races)
        entries = th.entries
        blocks = type(th.hb) is Blocks and th.hb.blocks
        for tid in ready:
            pending = entries[tid].k
            if type(pending) is _Pending:
                acc = pending.access
                if acc is False:
                    acc = pending.access = _access(pending.node)
                if type(acc) is tuple:
                    found.append((tid, acc, pending.node, None))
                    atomic = atomic and acc[3]
                elif blocks and type(pending.node) is Vis and type(pending.node.event) in _KILLS:
                    for b in th.hb.dying(tid, pending.node.event):  # type: ignore[union-attr]
                        found.append((tid, (b.start, b.start + b.size, True, False),
                                      pending.node, b))
                        atomic = False
        if atomic or len(found) < 2:
            return None
        for i, (t1, a1, n1, b1) in enumerate(found):
            for t2, a2, n2, b2 in found[i + 1:]:
                if t1 != t2 and a1[0] < a2[1] and a2[0] < a1[1] and (a1[2] or a2[2]) \
                        and not (a1[3] and a2[3]) and (b1 is None or b2 is None):
                    one, two = (self.ended(t, n, b) if b is not None else
                                self.describe(t, n, th) for t, n, b in ((t1, n1, b1),
                                                                        (t2, n2, b2)))
                    return Race((one, two)), ((t1, n1), (t2, n2))
        return None

    def describe(self, tid: int, node: Any, th: Threads | None = None) -> str:
        """A memory access for race messages (in a tracked block: named by its offset in
        the block, when happens-before is tracked)."""
        name = None
        if th is not None and th.hb is not None and th.hb.blocks:
            block = th.hb.block_of(address_of(node.event.addr))
            name = None if block is None else block.at(address_of(node.event.addr))
        return describe_access(tid, node.event, self.ctx.layout, self.ctx.program.locate(node.k),
                               name)

    def run(self, th: Threads, tid: int, t: Tree, ahead: bool = False,
            checked: bool = False) -> Tree:
        """Run thread ``tid`` from ``t``.  Thread-local steps happen on the way: silent
        guards, spawns, joins of finished threads.  Not ``ahead``: up to and
        including its next action (an event, a branch of its own, or its return).  ``ahead``: up to just
        before it; the thread is left pending with that action (whose footprint the next
        ``Sched`` shows) and the threads are scheduled.  ``checked``: ``t`` is a pending
        action a ``Sched`` has checked for races with the happens-before records."""
        silent = 0
        while True:
            node = observe(t) if type(t) is Bind else t
            cls = type(node)
            if cls is Ret:
                if ahead and tid == MAIN_TID:  # the end of the program: the others may act first
                    return self.pend(th, tid, node)
                # another thread's return is no action of its own: it only enables the
                # threads that join it, so the thread ends at once
                rest = self.released(th.without(tid, node.value), tid)  # type: ignore[union-attr]
                return self.note(tid, "exit", (("value", node.value),), self.schedule(rest))  # type: ignore[union-attr]
            if cls is Br:
                if type(node.branch) is GuardB and silent < GUARD_RUN:  # type: ignore[union-attr]
                    silent += 1
                    t = node.k(None)  # type: ignore[union-attr]
                    continue
                if ahead:
                    return self.pend(th, tid, node)
                return Br(node.branch, _RunK(self, th, tid, node.k), node.stepping)  # type: ignore[union-attr]
            event, k = node.event, node.k  # type: ignore[union-attr]
            ecls = type(event)
            if ecls is Yield:
                if len(th.entries) == 1 and silent < GUARD_RUN:  # nobody to switch to
                    silent += 1
                    t = k(None)
                    continue
                if ahead:
                    return self.pend(th, tid, node)
                t, ahead = k(None), True  # the yield is this thread's action
                continue
            if ecls is Spawn:
                unknown = [g for g in (event.f, event.init, event.cleanup)
                           if g is not None and not self.ctx.program.has_function(g)]
                if unknown:
                    return Vis(Tagged(tid, Failure(f"spawn of an unknown function {unknown[0]!r}")), k)
                if event.sync:  # the creation is an action: the memory model synchronises
                    if ahead:
                        return self.pend(th, tid, node)
                    return Vis(Tagged(tid, ThreadCreated(th.next_tid)), _AfterCreate(self, th, tid, k, event))
                # Spawning commutes with every action of the other threads, so the spawner
                # runs ahead to its next action that is not a spawn or a join.
                th, new = self.spawned(th, event, tid)
                if self.trace:
                    return self.note(tid, "spawn", (("new_thread", new), ("function", event.f)),
                                     self.run(th, tid, k(new), ahead=True))
                t, ahead = k(new), True
                continue
            if ecls is CurrentThread:
                t = k(tid)
                continue
            if ecls in _SYNC:
                if ahead:
                    return self.pend(th, tid, node)
                return self.synchronise(th, tid, node)
            if ecls is Join:
                target = event.tid
                if target == tid or not (MAIN_TID <= target < th.next_tid):
                    what = "itself" if target == tid else f"unknown thread {target}"
                    return Vis(Tagged(tid, Failure(f"thread {tid} joins {what}")), k)
                if target in th.entries:  # wait, then come back to this join
                    return self.schedule(th.with_entry(tid, Entry(_Pending(node), None, target)))
                result = th.results[target]
                if not event.sync:
                    th = th.joined(tid, target)
                    t = k(result)
                    continue
                if result is _JOINED:
                    return self.ub(tid, f"thread {target} joined twice", k)
                if ahead:
                    return self.pend(th, tid, node)
                th = Threads(th.entries, th.next_tid, th.results.set(target, _JOINED), th.sync,
                             th.hb).joined(tid, target)
                return Vis(Tagged(tid, ThreadJoined(target)),
                           _AfterEvent(self, th, tid, _Answer(k, result)))
            if ahead:
                return self.pend(th, tid, node)
            if ecls is Exit:
                return self.note(tid, "exit-program", (("value", event.value),), Ret(event.value))
            if isinstance(event, Halt):
                return Vis(Tagged(tid, event), k)
            if th.hb is not None and ecls in self.tracking:
                return self.tracked(th, tid, node, checked)
            return Vis(Tagged(tid, event, k), _AfterEvent(self, th, tid, k))

    def tracked(self, th: Threads, tid: int, node: Any, checked: bool) -> Tree:
        """A memory event of thread ``tid`` under happens-before tracking, after which the
        records learn of it (:class:`_AfterAccess`); unless ``checked`` (at the ``Sched``
        that chose it), first the race it makes with a recorded access, if any."""
        event, k = node.event, node.k
        hb = th.hb
        assert hb is not None
        dying = hb.dying(tid, event) if type(event) in _KILLS else ()
        t: Tree = Vis(Tagged(tid, event, k), _AfterAccess(self, th, tid, node, _access(node),
                                                          dying))
        if checked or not hb.recs:
            return t
        kk, thk = key_of(k), th.key
        return self.raced(th, tid, node, t, None if kk is None or thk is None else
                          ("hb-race-run", tid, event, kk, thk)) or t

    def ended(self, tid: int, node: Any, block: Block) -> str:
        """The end of a tracked block as race messages describe it."""
        where = self.ctx.program.locate(node.k)
        event = type(node.event)
        text = f"thread {tid} ends {block.name()} by returning" if event is FrameRelease \
            else f"thread {tid} {'frees' if event is Deallocate else 'reallocates'} {block.name()}"
        return text + (f", at {where}" if where else "")

    # -- synchronisation objects -------------------------------------------------------------

    def synchronise(self, th: Threads, tid: int, node: Any) -> Tree:
        """Thread ``tid`` performs its synchronisation action ``node.event``."""
        event, k = node.event, node.k
        cls = type(event)
        if cls is Acquire:
            writer, readers = th.lock(event.addr)
            if writer == tid or (not event.shared and tid in readers):
                if event.attempt or (event.nested and writer == tid):
                    return self.run(th, tid, k(False), ahead=True)
                return Vis(Tagged(tid, Deadlock((
                    f"thread {tid} locks {self.name(event.addr)} again while holding it",))), k)
            if writer or (readers and not event.shared):
                if event.attempt:
                    return self.run(th, tid, k(False), ahead=True)
                return self.pend(th, tid, node)  # it waits
            th = th.with_sync(("lock", event.addr), (0, tuple(sorted((*readers, tid))))
                              if event.shared else (tid, ()))
            return self.touch(th, tid, Ordering.acquire, event.addr, _Answer(k, True))
        if cls is Release:
            writer, readers = th.lock(event.addr)
            if writer == tid:
                th = th.with_sync(("lock", event.addr), None)
            elif tid in readers:
                i = readers.index(tid)
                th = th.with_sync(("lock", event.addr), (0, readers[:i] + readers[i + 1:]))
            else:
                return self.ub(tid, f"unlock of {self.name(event.addr)}, which thread {tid} "
                               f"does not hold ({self.holders(th, event.addr)})", k)
            return self.touch(th, tid, Ordering.release, event.addr, _Answer(k, None))
        if cls is CondWait:
            if th.lock(event.mutex)[0] != tid:
                return self.ub(
                    tid, f"wait on {self.name(event.cond)} with {self.name(event.mutex)}, which "
                    f"thread {tid} does not hold ({self.holders(th, event.mutex)})", k)
            obj = ("cond", event.cond)
            th = th.with_sync(("lock", event.mutex), None).with_sync(
                obj, th.sync.get(obj, ()) + (tid,))
            return self.noted(tid, "wait", f"wait {self.name(event.cond)}", k,
                              self.touch(th, tid, Ordering.release, event.mutex, k, obj))
        if cls is CondSignal:
            obj = ("cond", event.cond)
            waiters: tuple[int, ...] = th.sync.get(obj, ())
            if len(waiters) > 1 and not event.broadcast:  # which one wakes is a choice
                return Br(Choose(len(waiters)), _Signal(self, th, tid, k, obj), False)
            return self.signalled(tid, event.cond, event.broadcast, k, waiters, self.run(
                self.woken(th, obj, waiters), tid, k(None), ahead=True))
        if cls is BarrierInit:
            if event.count <= 0:
                return self.ub(tid, f"barrier {self.name(event.addr)} initialised for "
                               f"{event.count} threads", k)
            th = th.with_sync(("barrier", event.addr), (event.count, ()))
            return self.run(th, tid, k(None), ahead=True)
        # BarrierWait
        obj = ("barrier", event.addr)
        state = th.sync.get(obj)
        if state is None:
            return self.ub(tid, f"wait at {self.name(event.addr)}, which is not an "
                           "initialised barrier", k)
        count, arrived = state
        arrived += (tid,)
        if len(arrived) < count:
            th = th.with_sync(obj, (count, arrived))
            return self.touch(th, tid, Ordering.acq_rel, event.addr, _Answer(k, False), obj)
        th = self.woken(th.with_sync(obj, (count, ())), obj, arrived[:-1])
        return self.touch(th, tid, Ordering.acq_rel, event.addr, _Answer(k, True))

    def touch(self, th: Threads, tid: int, ordering: Ordering, addr: int, k: Any,
              wait: tuple[str, int] | None = None) -> Tree:
        """The memory model's part of a synchronisation action: a read-modify-write of the
        object's word that leaves it as it is; then the thread runs on (or waits)."""
        if th.hb is not None:  # a lock's, condition variable's or barrier's word
            th = th.with_hb(th.hb.atomic(tid, addr, ordering if ordering in ACQUIRE else None,
                                         ordering, True, th.entries))
        after = _AfterEvent(self, th, tid, k) if wait is None else _Wait(self, th, tid, k, wait)
        return Vis(Tagged(tid, self.touching(ordering, addr), k), after)

    def touching(self, ordering: Ordering, addr: int) -> ReadWrite:
        """The read-modify-write that leaves a synchronisation object's word as it is."""
        return ReadWrite(ordering, addr, SYNC_TOUCH, self.word(addr))

    def word(self, addr: int) -> str:
        """The type of a synchronisation object's word (:meth:`Layout.word`)."""
        found = self.words.get(addr)
        if found is None:
            found = self.words[addr] = self.ctx.layout.word(addr)
        return found

    def signalled(self, tid: int, cond: int, broadcast: bool, k: Any,
                  woken: tuple[int, ...], t: Tree) -> Tree:
        """``t`` after the trace's note of thread ``tid``'s signal or broadcast."""
        if not self.trace:
            return t
        text = f"{'broadcast' if broadcast else 'signal'} {self.name(cond)} " + (
            f"(wakes {', '.join(f'T{w}' for w in woken)})" if woken else "(no thread waits)")
        return self.noted(tid, "signal", text, k, t, ("woken", woken))

    def noted(self, tid: int, what: str, text: str, k: Any, t: Tree,
              *detail: tuple[str, Any]) -> Tree:
        """``t`` after the trace's note ``what`` of thread ``tid``, read as ``text`` in a
        witness, located where ``k`` goes on."""
        if not self.trace:
            return t
        return self.note(tid, what, (("text", text), *detail,
                                     ("where", self.ctx.program.locate(k))), t)

    def woken(self, th: Threads, obj: tuple[str, int], tids: tuple[int, ...]) -> Threads:
        """``th`` with the threads ``tids`` waiting on ``obj`` woken: from a condition
        variable each runs on to its next action (locking the mutex again); from a barrier
        each leaves it with an acquire read-modify-write of the barrier's word."""
        if not tids:
            return th
        entries = dict(th.entries)
        for t in tids:
            k = entries[t].k
            entries[t] = Entry(_started(k, t) if obj[0] == "cond" else _Pending(Vis(
                self.touching(Ordering.acq_rel, obj[1]), k)), None)
        sync = th.sync
        if obj[0] == "cond":
            rest = tuple(t for t in sync.get(obj, ()) if t not in tids)
            sync = sync.set(obj, rest) if rest else sync.delete(obj)
        return Threads(entries, th.next_tid, th.results, sync, th.hb)

    def name(self, addr: int) -> str:
        return self.ctx.layout.symbol(addr, whole=True)

    def holders(self, th: Threads, addr: int) -> str:
        writer, readers = th.lock(addr)
        if writer:
            who = f"held by thread {writer}"
        elif readers:
            who = f"held for reading by thread{'s' if len(readers) > 1 else ''} " + \
                ", ".join(map(str, readers))
        else:
            return "not locked"
        gone = [t for t in (writer, *readers) if t and t not in th.entries]
        if gone:
            who += f"; thread{'s' if len(gone) > 1 else ''} {', '.join(map(str, gone))} " \
                   "finished without unlocking it"
        return who

    def waiting(self, th: Threads, tid: int) -> str:
        """What blocked thread ``tid`` waits for."""
        e = th.entries[tid]
        b = e.blocked
        if type(b) is int:
            return f"thread {tid} waits for thread {b} to finish"
        if b is None:
            addr = e.k.acquire.addr
            return f"thread {tid} waits to lock {self.name(addr)} ({self.holders(th, addr)})"
        assert isinstance(b, tuple)
        if b[0] == "cond":
            return f"thread {tid} waits on condition variable {self.name(b[1])}"
        count, arrived = th.sync.get(b, (0, ()))
        return (f"thread {tid} waits at barrier {self.name(b[1])} "
                f"({len(arrived)} of {count} arrived)")

    def spawned(self, th: Threads, spawn: Spawn, parent: int) -> tuple[Threads, int]:
        """The thread table with the thread ``spawn`` starts (created by ``parent``), and
        its id."""
        new = th.next_tid
        if th.hb is not None:
            th = th.with_hb(th.hb.spawned(parent, new))
        return th.with_entry(new, Entry(_started(self.thread_body(spawn), new), None),
                             new + 1), new

    def released(self, th: Threads, done: int) -> Threads:
        """The threads waiting in a raw join for ``done``, which has just finished, resume:
        a raw join is no action, so each runs on to just before its next action (or its
        next wait), whose footprint ``Sched`` then shows."""
        entries = None
        joins: list[tuple[int, int]] = []  # (joiner, joined), for happens-before
        for t, e in th.entries.items():
            pending = e.k
            if e.blocked == done and type(pending) is _Pending and not pending.node.event.sync:
                entries = dict(th.entries) if entries is None else entries
                entries[t] = _past_joins(th, t, pending.node, joins)
        if entries is None:
            return th
        th = Threads(entries, th.next_tid, th.results, th.sync, th.hb)
        for t, target in joins:
            th = th.joined(t, target)
        return th

    def pend(self, th: Threads, tid: int, node: Any) -> Tree:
        """Leave thread ``tid`` just before ``node`` and schedule."""
        return self.schedule(th.with_entry(tid, Entry(_Pending(node), None)))

    def footprint(self, tid: int, entry: Entry) -> Footprint:
        """What the next action of a ready thread touches (``None``: unknown)."""
        pending = entry.k
        if type(pending) is not _Pending:
            return None
        fp = pending.footprint
        if fp is False:  # computed once per pending action
            computed = self.next_footprint(tid, pending.node)
            pending.footprint = computed
            return computed
        return fp  # type: ignore[return-value]

    def next_footprint(self, tid: int, node: Any) -> Footprint:
        if type(node) is not Vis:
            # returning only enables the threads that join this one
            return () if type(node) is Ret else None
        event = node.event
        cls = type(event)
        if cls is Yield:
            return ()
        if cls is Spawn:  # a synchronising spawn (the others never wait)
            return self.ctx.footprint(tid, ThreadCreated(0))
        if cls is Join:  # of a finished thread
            return self.ctx.footprint(tid, ThreadJoined(event.tid)) if event.sync else ()
        if cls in _SYNC:
            return self.sync_footprint(tid, event)
        fp = self.ctx.footprint(tid, event)
        if self.races != "ignore" and fp is not None:
            # A race is two conflicting accesses that can both be next: whatever the memory
            # model lets commute (a TSO store into its buffer), the exploration must not
            # order an access away from the others that conflict with it; and the race
            # found with it shows the output printed so far
            acc = _access(node)
            if acc is not None:
                fp = (*fp, Access(RACE, acc[0], acc[1], acc[2]))
                if self.may_race(acc):
                    fp += (OUTPUT_READ,)
        return fp

    def may_race(self, access: tuple[int, int, bool, bool]) -> bool:
        """Whether a race may be found with ``access`` (non-atomic, or atomic where a
        non-atomic access of the program may go: :meth:`Program.plain_spans`)."""
        if not access[3]:
            return True
        if self.plain is False:
            self.plain = self.ctx.program.plain_spans()
        spans = self.plain
        return not isinstance(spans, tuple) or any(
            s < access[1] and access[0] < e for s, e in spans)

    def sync_footprint(self, tid: int, event: Any) -> Footprint:
        """A synchronisation action touches its object (a cell of the ``sync`` space at its
        address) and, except a signal or a barrier's initialisation, the word the memory
        model sees (the mutex's, for a condition wait)."""
        cls = type(event)
        obj = event.cond if cls is CondWait or cls is CondSignal else event.addr
        own = (Access("sync", obj, obj + 1, True),)
        if cls is CondSignal or cls is BarrierInit:
            return own
        word = event.mutex if cls is CondWait else event.addr
        fp = self.ctx.footprint(tid, self.touching(Ordering.acq_rel, word))
        return None if fp is None else fp + own

    def ub(self, tid: int, message: str, k: Any) -> Tree:
        """Thread ``tid``'s synchronisation is undefined behaviour, at its place in the
        source (``k``: the thread's continuation after it)."""
        return Vis(Tagged(tid, UB(message, self.ctx.program.locate(k))), k)

    def note(self, tid: int | None, what: str, detail: tuple[tuple[str, Any], ...],
             t: Tree) -> Tree:
        if not self.trace:
            return t
        return Br(Note(tid, what, detail), lambda _: t, False)


def _started(body: Kont, tid: int) -> Any:
    """A new thread ``tid``, run ahead through its silent steps (and its questions which
    thread runs: a function with thread-local variables asks) to just before its first
    action when that is an ordinary event (whose footprint ``Sched`` can then show); else
    ``body`` itself, which starts it from the beginning when it is first scheduled."""
    node = observe(body(None))
    silent = 0
    while silent < GUARD_RUN:
        if type(node) is Br and type(node.branch) is GuardB:
            node = observe(node.k(None))
        elif type(node) is Vis and type(node.event) is CurrentThread:
            node = observe(node.k(tid))
        else:
            break
        silent += 1
    if type(node) is Vis and type(node.event) not in _ACTIONS_OF_THE_STAGE \
            and not isinstance(node.event, Halt):
        return _Pending(node)
    return body


_NOBODY: frozenset[int] = frozenset()
_ACTIONS_OF_THE_STAGE = (Spawn, Join, Yield, Exit, CurrentThread)
# the memory events happens-before tracking looks at (see _Interleaving.tracked)
_KILLS = frozenset((Deallocate, Reallocate, FrameRelease))
_TRACKED = frozenset((Read, Write, ReadWrite, CmpXchg, Fence, Allocate, *_KILLS))
_BLOCKS = frozenset((Allocate, *_KILLS))
_SYNC = frozenset(SYNC_EVENTS)


def _may_acquire(th: Threads, tid: int, event: Acquire) -> bool:
    """Whether thread ``tid`` can do its ``Acquire`` now (or fail it: a ``trylock``, or a
    lock it already holds)."""
    if event.attempt:
        return True
    writer, readers = th.lock(event.addr)
    if writer == tid:
        return True
    return not writer and (event.shared or not readers or readers == (tid,))


def _past_joins(th: Threads, tid: int, node: Any, joins: list[tuple[int, int]]) -> Entry:
    """Thread ``tid`` pending at ``node``, run past raw joins of finished threads and silent
    steps (thread-local: no action); each join passed is added to ``joins``."""
    for _ in range(GUARD_RUN):
        if type(node) is Vis and type(node.event) is Join and not node.event.sync:
            target = node.event.tid
            if target in th.entries and target != tid:
                return Entry(_Pending(node), None, target)
            if target not in th.results:
                break  # joins itself or an unknown thread: a failure when it runs
            joins.append((tid, target))
            node = observe(node.k(th.results[target]))
        elif type(node) is Br and type(node.branch) is GuardB:
            node = observe(node.k(None))
        else:
            break
    return Entry(_Pending(node), None)


def _future(entry: Entry, races: bool, ends: tuple[tuple[int, int], ...] = ()) -> Footprint:
    """What a thread may touch after its pending action (a blocked thread's pending action,
    a join, touches nothing); ``None`` when unknown.  With ``races``, its memory accesses
    are in the ``race`` space too (see ``_Interleaving.next_footprint``).  ``ends``: the
    spans the end of the program observes, which main's return reads."""
    pending = entry.k
    if type(pending) is not _Pending:
        return None
    fut = pending.future
    if fut is False:  # computed once per pending action
        node = pending.node
        fut = pending.future = () if type(node) is Ret else future_of(node.k)
        if fut is not None and pending.joins is not None:
            fut = pending.future = (cell(JOIN), *fut)
        if fut is not None and ends:
            fut = pending.future = (*fut, *(Access("mem", s, e, False) for s, e in ends))
        if fut and races:
            raced = _RACED.get(fut)
            if raced is None:
                if len(_RACED) > 4096:
                    _RACED.clear()
                raced = _RACED[fut] = fut + tuple(a._replace(space=RACE) for a in fut
                                                  if a.space == "mem")
            fut = pending.future = raced
    return fut  # type: ignore[return-value]


# a future with its memory accesses in the race space too (futures recur: one per position)
_RACED: dict[Footprint, Footprint] = {}


class _Pending:
    """A thread stopped just before an action: resuming it yields that action's node."""

    __slots__ = ("access", "acquire", "footprint", "future", "joins", "node")

    def __init__(self, node: Any) -> None:
        self.node = node
        self.footprint: Footprint | bool = False  # not computed yet
        self.future: Footprint | bool = False  # not computed yet
        self.access: tuple[int, int, bool, bool] | None | bool = False  # see _access
        event = node.event if type(node) is Vis else None
        # the thread whose synchronising join the action is, if it is one
        self.joins: int | None = event.tid if type(event) is Join and event.sync else None
        # the lock the action takes, if it may have to wait for it
        self.acquire: Acquire | None = event if type(event) is Acquire and \
            not event.attempt else None

    @property
    def key(self) -> Hashable | None:
        node = self.node
        if type(node) is Ret:
            return ("pending-ret", node.value)
        kk = key_of(node.k)
        if kk is None:
            return None
        return ("pending", node.event if type(node) is Vis else node.branch, kk)

    def __call__(self, _: Any) -> Tree:
        node: Tree = self.node
        return node


class _SchedK:
    __slots__ = ("il", "th")

    def __init__(self, il: _Interleaving, th: Threads) -> None:
        self.il, self.th = il, th

    @property
    def key(self) -> Hashable | None:
        thk = self.th.key
        return None if thk is None else ("sched", thk)

    def __call__(self, tid: int) -> Tree:
        e = self.th.entries[tid]
        th = self.th
        if e.blocked is not None:  # its pending join comes back: the thread has finished
            th = th.with_entry(tid, Entry(e.k, None))
        return self.il.run(th, tid, e.k(e.answer), checked=type(e.k) is _Pending)


class _RunK:
    """Resume a thread after a branch of its own (no rescheduling in between)."""

    __slots__ = ("il", "k", "th", "tid")

    def __init__(self, il: _Interleaving, th: Threads, tid: int, k: Any) -> None:
        self.il, self.th, self.tid, self.k = il, th, tid, k

    @property
    def key(self) -> Hashable | None:
        kk, thk = key_of(self.k), self.th.key
        return None if kk is None or thk is None else ("run", self.tid, kk, thk)

    def __call__(self, answer: Any) -> Tree:
        return self.il.run(self.th, self.tid, self.k(answer))


class _AfterCreate:
    """After a synchronising spawn's ``ThreadCreated``: add the thread, answer its id."""

    __slots__ = ("il", "k", "spawn", "th", "tid")

    def __init__(self, il: _Interleaving, th: Threads, tid: int, k: Any, spawn: Spawn) -> None:
        self.il, self.th, self.tid, self.k, self.spawn = il, th, tid, k, spawn

    @property
    def key(self) -> Hashable | None:
        kk, thk = key_of(self.k), self.th.key
        return None if kk is None or thk is None else ("created", self.tid, kk, thk, self.spawn)

    def __call__(self, _: Any) -> Tree:
        th, new = self.il.spawned(self.th, self.spawn, self.tid)
        return self.il.note(self.tid, "spawn", (("new_thread", new), ("function", self.spawn.f)),
                            self.il.run(th, self.tid, self.k(new), ahead=True))


def _access(node: Any) -> tuple[int, int, bool, bool] | None:
    """The memory a pending action accesses, for race detection: ``(start, end, write,
    atomic)``; ``None`` if it is no shared access."""
    if type(node) is not Vis:
        return None
    event = node.event
    cls = type(event)
    if cls is Read or cls is Write:
        if event.private:
            return None
    elif cls is not ReadWrite and cls is not CmpXchg:
        return None
    addr = address_of(event.addr)
    if type(addr) is not int:
        return None
    atomic = (event.success if cls is CmpXchg else event.ordering) is not Ordering.not_atomic
    return addr, addr + (size_of(event.ty) or 1), cls is not Read, atomic


def _waiting_at(entry: Entry) -> Any:
    """The continuation of a thread where it waits (its pending action's, if it has one)."""
    k = entry.k
    return k.node.k if type(k) is _Pending and type(k.node) is not Ret else k


class _Where:
    """Where each live thread stands: its pending action's source line (or function), else
    the one it waits at (see ``Sched.where``); coarse, so that every configuration of a
    loop names the same place."""

    __slots__ = ("il", "th")

    def __init__(self, il: _Interleaving, th: Threads) -> None:
        self.il, self.th = il, th

    def __call__(self) -> tuple[tuple[int, str], ...]:
        found = []
        for tid, e in sorted(self.th.entries.items()):
            where = self.il.ctx.program.locate(_waiting_at(e), coarse=True)
            if where:
                found.append((tid, where))
        return tuple(found)


class _OnObject:
    """A continuation about a synchronisation object ``obj`` of thread ``tid`` (keyed by the
    thread's continuation, the thread table and the object)."""

    __slots__ = ("il", "k", "obj", "th", "tid")
    tag = ""

    def __init__(self, il: _Interleaving, th: Threads, tid: int, k: Any,
                 obj: tuple[str, int]) -> None:
        self.il, self.th, self.tid, self.k, self.obj = il, th, tid, k, obj

    @property
    def key(self) -> Hashable | None:
        kk, thk = key_of(self.k), self.th.key
        return None if kk is None or thk is None else (self.tag, self.tid, kk, thk, self.obj)


class _Wait(_OnObject):
    """After the memory model's part of a wait: the thread waits on ``obj`` until woken
    (:meth:`_Interleaving.woken`), then goes on with ``k``."""

    __slots__ = ()
    tag = "wait"

    def __call__(self, answer: Any) -> Tree:
        th, _ = _unmarked(self.th, answer)
        return self.il.schedule(th.with_entry(self.tid, Entry(self.k, None, self.obj)))


class _Signal(_OnObject):
    """A signal wakes the ``i``-th thread waiting on the condition variable ``obj``."""

    __slots__ = ()
    tag = "signal"

    def __call__(self, i: int) -> Tree:
        waiter = self.th.sync[self.obj][i]
        th = self.il.woken(self.th, self.obj, (waiter,))
        return self.il.signalled(self.tid, self.obj[1], False, self.k, (waiter,),
                                 self.il.run(th, self.tid, self.k(None), ahead=True))


class _Answer:
    """A continuation that ignores its answer and resumes ``k`` with ``value``."""

    __slots__ = ("k", "value")

    def __init__(self, k: Any, value: Any) -> None:
        self.k, self.value = k, value

    @property
    def key(self) -> Hashable | None:
        kk = key_of(self.k)
        return None if kk is None else ("answer", kk, self.value)

    def __call__(self, _: Any) -> Tree:
        t: Tree = self.k(self.value)
        return t


class _AfterAccess:
    """After a tracked memory event (:meth:`_Interleaving.tracked`): the happens-before
    records learn of it, then the thread runs ahead to its next action."""

    __slots__ = ("access", "dying", "il", "node", "th", "tid")

    def __init__(self, il: _Interleaving, th: Threads, tid: int, node: Any,
                 access: tuple[int, int, bool, bool] | None, dying: tuple[Block, ...]) -> None:
        self.il, self.th, self.tid, self.node, self.access = il, th, tid, node, access
        self.dying = dying

    @property
    def key(self) -> Hashable | None:
        kk, thk = key_of(self.node.k), self.th.key
        return None if kk is None or thk is None else \
            ("after-hb", self.tid, self.node.event, kk, thk)

    def __call__(self, answer: Any) -> Tree:
        th, tid, event, access = self.th, self.tid, self.node.event, self.access
        hb = th.hb
        assert hb is not None
        live = th.entries
        cls = type(event)
        if type(answer) is Stale:  # see MemoryModel.stale
            answer = answer.value
            hb = hb.stale() if access is None else hb.stale(access[0], access[1])
        if type(answer) is Fault:  # an invalid operation: the language stops
            pass
        elif cls in _KILLS:
            hb = hb.killed(self.dying)
            if cls is Reallocate and type(answer) is int and answer:
                hb = hb.allocated(Block(answer, event.size, event.size, "heap",
                                        self.dying[0].site if self.dying else "", tid, 0))
        elif cls is Allocate:
            if type(answer) is int:
                hb = hb.allocated(Block(answer, event.size, event.size, event.kind, event.site,
                                        tid, event.depth))
        elif cls is Fence:
            hb = hb.fence(tid, event.ordering, live)
        elif access is not None:
            start, end, write, atomic = access
            if atomic:
                read, wrote, rmw = orderings(event, answer)
                write = wrote is not None
            tracked = hb.block_of(start) is not None if atomic else True
            if (len(live) > 1 or hb.recs) and tracked:
                # (an atomic access outside tracked blocks is not recorded: a plain access
                # to its bytes does not run alone, the interleaving finds their races)
                hb = hb.accessed(tid, start, end, write, atomic,
                                 self.il.describe(tid, self.node, th), live, self.il.stale)
            if atomic:  # after its record: a release releases the access itself too
                hb = hb.atomic(tid, start, read, wrote, rmw, live, self.il.stale)
                if not tracked:
                    hb = hb.atomically(start, end)
        return self.il.run(th.with_hb(hb), tid, self.node.k(answer), ahead=True)


class _AfterEvent:
    """Give a thread the answer of its event; it runs ahead to its next action."""

    __slots__ = ("il", "k", "th", "tid")

    def __init__(self, il: _Interleaving, th: Threads, tid: int, k: Any) -> None:
        self.il, self.th, self.tid, self.k = il, th, tid, k

    @property
    def key(self) -> Hashable | None:
        kk, thk = key_of(self.k), self.th.key
        return None if kk is None or thk is None else ("after", self.tid, kk, thk)

    def __call__(self, answer: Any) -> Tree:
        th, answer = _unmarked(self.th, answer)
        return self.il.run(th, self.tid, self.k(answer), ahead=True)


def _unmarked(th: Threads, answer: Any) -> tuple[Threads, Any]:
    """A synchronisation object's touch answered :class:`Stale` (see ``MemoryModel.stale``):
    the answer itself, and the threads without the records (the word is not at hand here);
    else both as they are."""
    if type(answer) is not Stale:
        return th, answer
    return th.with_hb(th.hb.stale()), answer.value  # type: ignore[union-attr]
