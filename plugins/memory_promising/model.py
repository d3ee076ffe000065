"""Promise-free Promising semantics (paper §2.2, §3.6; spec §5 with the fixes of §7.1).

State (:class:`PSState`): one timeline of messages per location, a :class:`TView` per thread
(absent = all 0), the global SC view and the threads' allocation arenas.  Each access chooses
its timestamps in a :class:`PSUpdateView` branch (candidates: spec §5.2, one per coherence
position or every adjacency class), then takes one visible step.  After every write the
written location's timeline is renumbered (:func:`normalised`) so that equivalent states are
equal.  The rules that ``compat`` switches live in :mod:`.rules`; see README.md.

Byte-addressed programs (accesses typed ``iN``/``ptr``): a location is the sized cell its
first write gave it; a non-atomic access overlapping cells of other sizes is done byte by
byte (:mod:`.sized`), an atomic one is a failure outcome.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, ClassVar

from ctreelab.arenas import allocate, arenas
from ctreelab.arenas import footprint as arena_footprint
from ctreelab.branches import Branch, StepB
from ctreelab.cells import (
    NO_ZEROS,
    Zeros,
    bits_of,
    canonical,
    initial_widths,
    load,
    overlapping,
    size_of,
)
from ctreelab.component import Option
from ctreelab.events import (
    SYNC_TOUCH,
    Alloc,
    CmpXchg,
    Failure,
    Fence,
    MemEvent,
    Ordering,
    Read,
    ReadWrite,
    Tagged,
    ThreadCreated,
    ThreadJoined,
    Write,
)
from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.footprint import JOIN, NOT_ATOMIC, Footprint, cell, of_access
from ctreelab.footprint import SEQ_CST as SEQ_CST_MARK
from ctreelab.memory import MemoryModel, step
from ctreelab.program import Layout
from ctreelab.slotinit import fast_init
from ctreelab.tree import Br, Kont, Stuck, Tree
from ctreelab.values import UNDEF, Value
from ctreelab.vars_stage import halt

from .rules import RULES
from .sized import (
    byte,
    gathered,
    merged_timeline,
    merged_tview,
    split_timeline,
    split_tview,
    spread,
    uniform,
)
from .timeline import (
    Msg,
    Slot,
    Timeline,
    gaps,
    inserted,
    latest,
    message_at,
    readable,
    renumbering,
    settled,
    update_slots,
    write_slots,
)
from .views import BOT, BOT_TVIEW, ZERO, Time, TView, View, at, join, lowered, raised, renamed

SEQ_CST = Ordering.seq_cst
NA = Ordering.not_atomic
SC_VIEW = cell("sc-view")
WRITES, UPDATES = "promising-writes", "promising-updates"  # footprint marks of writes and updates
# the footprint mark of an action that leaves its thread's ``cur`` past the SC view, whatever
# it reads (for ``forget``: a cell of its own that conflicts with nothing)
SC_MERGED = cell("promising-sc-merged", False)


@fast_init  # built at every step (issue 20)
@dataclass(frozen=True, slots=True)
class PSUpdateView(Branch):
    """Thread ``tid``'s choice of timestamps for an access to ``addr``: ``(d, d)`` reads
    the message ending at ``d``, ``(f, t)`` with ``f < t`` writes at ``(f, t]`` (an update
    or a successful cmpxchg reads at ``f``).  ``latest`` is the SC-like default."""

    tid: int
    addr: int
    access: str  # read | write | update | cmpxchg
    candidates: tuple[Slot, ...]
    latest: Slot

    def choices(self) -> Sequence[Any]:
        return self.candidates

    def default(self) -> Any:
        return self.latest

    def describe(self) -> str:
        return (f"PSUpdateView[t{self.tid} {self.access} @{self.addr}, "
                f"{len(self.candidates)} choices]")


# a location in a zero region that no one wrote: its initial message, value 0
ZERO_TIMELINE: Timeline = (Msg(ZERO, ZERO, 0, BOT),)


@fast_init  # built at every step (issue 20)
@dataclass(frozen=True, slots=True)
class PSState:
    mem: FrozenMap  # addr -> Timeline
    threads: FrozenMap  # tid -> TView (absent: BOT_TVIEW)
    sc: View
    free: FrozenMap  # the threads' allocation arenas (ctreelab.arenas)
    widths: FrozenMap = EMPTY  # addr -> bytes of the sized locations (byte-addressed programs)
    zeros: Zeros = NO_ZEROS  # the layout's zero regions: locations with one message of 0

    def timeline(self, a: int) -> Timeline:
        tl: Timeline | None = self.mem.get(a)
        if tl is None:
            return ZERO_TIMELINE if self.zeros and self.zeros.covers(a) else ()
        return tl

    def tview(self, tid: int) -> TView:
        tv: TView = self.threads.get(tid, BOT_TVIEW)
        return tv

    def with_thread(self, tid: int, tv: TView, sc: View) -> PSState:
        threads = self.threads.delete(tid) if tv == BOT_TVIEW else self.threads.set(tid, tv)
        return PSState(self.mem, threads, sc, self.free, self.widths, self.zeros)

    def merged(self, start: int, width: int) -> PSState | None:
        """The byte locations ``start … start+width-1`` merged into one (:mod:`.sized`), or
        ``None`` when they do not look like one location split."""
        tl = merged_timeline([self.timeline(start + i) for i in range(width)], start, width)
        if tl is None or not uniform(self.sc, start, width):
            return None
        bytes_ = range(start, start + width)
        mem = {}
        for b, t in self.mem.items():
            if b in bytes_:
                continue
            if any(not uniform(m.view, start, width) for m in t):
                return None
            mem[b] = tuple(Msg(m.frm, m.to, m.val, gathered(m.view, start, width)) for m in t)
        mem[start] = tl
        threads = {}
        for t, tv in self.threads.items():
            merged = merged_tview(tv, start, width)
            if merged is None:
                return None
            threads[t] = merged
        widths = self.widths
        for b in bytes_:
            widths = widths.delete(b)
        return PSState(FrozenMap(mem), FrozenMap(threads), gathered(self.sc, start, width),
                       self.free, widths.set(start, width), self.zeros)

    def split(self, start: int, width: int) -> PSState:
        """The location ``(start, width)`` split into one location per byte (:mod:`.sized`)."""
        mem = {b: tuple(Msg(m.frm, m.to, m.val, spread(m.view, start, width)) for m in tl)
               for b, tl in self.mem.items() if b != start}
        for i, tl in enumerate(split_timeline(self.timeline(start), start, width)):
            if tl:
                mem[start + i] = tl
        threads = FrozenMap((t, split_tview(tv, start, width)) for t, tv in self.threads.items())
        widths = self.widths.delete(start).update_many((start + i, 1) for i in range(width))
        return PSState(FrozenMap(mem), threads, spread(self.sc, start, width), self.free, widths,
                       self.zeros)


def normalised(s: PSState, a: int) -> PSState:
    """``s`` with the points of ``a``'s timeline renamed to 0, 1, 2, … (order and adjacency
    kept) in every message and view: the canonical representative of its class."""
    mapping = renumbering(s.timeline(a))
    if mapping is None:
        return s
    r = mapping.__getitem__

    def msg(m: Msg, here: bool) -> Msg:
        view = renamed(m.view, a, r)
        if here:
            return Msg(r(m.frm), r(m.to), m.val, view)
        return m if view is m.view else Msg(m.frm, m.to, m.val, view)

    # only the timelines that mention ``a`` change (a persistent map shares the others)
    mem = s.mem.update_many(
        [(b, tuple(msg(m, b == a) for m in tl)) for b, tl in s.mem.items()
         if b == a or _mentions(tl, a)])
    threads = FrozenMap((t, tv.rename(a, r)) for t, tv in s.threads.items())
    return PSState(mem, threads, renamed(s.sc, a, r), s.free, s.widths, s.zeros)


def _mentions(tl: Timeline, a: int) -> bool:
    """Whether a message of ``tl`` has a view with an entry for ``a`` (most timelines are
    one message without a view: checked without a generator)."""
    if len(tl) == 1:
        v = tl[0].view
        return v is not None and a in v
    return any(m.view is not None and a in m.view for m in tl)


def collected(s: PSState, pending: Iterable[tuple[int, Footprint]], blocked: Iterable[int],
              joins: dict[int, int], futures: dict[int, Footprint] | None = None) -> PSState:
    """``s`` without the messages no thread can read, or write next to, again.

    A thread reads, and writes, only at or after its ``cur``; ``cur`` only grows, a thread
    created later (synchronising) starts from its creator's, a join raises it.  A thread
    whose next action leaves ``cur`` past the SC view (a seq_cst access, ``SC_MERGED``)
    reaches no lower than the SC view on every location that action does not touch; one
    whose next action is the synchronising join of another (``joins``) no lower than the
    joined one.  A thread whose next action and event-level future (``futures``; absent: not
    known) touch a location no more reaches nothing there: its view of it only ever joins
    views that reach further (a synchronising spawn passes it on, but the future of a thread
    about to spawn covers what the new thread touches, ``Sched.futures``); where every
    thread that touches it again only stores to it or updates it (no load, no
    compare-exchange), each reaches no lower than the first gap from its view on, where its
    stores go and after which its updates read.  Per location,
    the messages before the oldest one that some live thread (``pending`` and ``blocked``)
    still reaches go (all but the last where none does); that message becomes the location's
    origin ``(0, 0]`` and every view entry at or below it goes (the threads that read a view
    entry there all see it already).

    Split bytes (width 1 beside width 1) keep theirs, to stay alike for a merge
    (:mod:`.sized`); a one-byte location alone (an ``atomic_flag``) is collected."""
    blocked = tuple(blocked)
    nexts = dict(pending)
    reach: dict[int, tuple[View, Footprint]] = {t: (s.tview(t).cur, None) for t in blocked}
    for t, fp in nexts.items():
        reach[t] = (s.tview(t).cur, fp if fp and SC_MERGED in fp else None)
    for u in joins.values():
        reach.setdefault(u, (s.tview(u).cur, None))  # (a finished thread: its last view)
    ahead = futures or {}
    chains = []
    for t in {*nexts, *blocked}:
        # (a blocked thread's pending action is in its future)
        spans = _spans(nexts.get(t, ()), ahead.get(t))
        chain = [reach[t]]
        while (t := joins.get(t, -1)) != -1 and len(chain) <= len(joins):
            chain.append(reach[t])  # (a cycle of joins stops at its length)
        chains.append((spans, chain))
    if not chains:
        return s
    widths = s.widths
    for a, tl in s.mem.items():
        if len(tl) < 2 or widths.get(a) == 1 and (widths.get(a - 1) == 1 or
                                                  widths.get(a + 1) == 1):
            continue  # (a byte of a split cell, or one that may look like one)
        end, sc = a + widths.get(a, 1), at(s.sc, a)
        reads, writes = [], []  # how low each thread that reads, or only writes, reaches
        for spans, chain in chains:
            only = [o for x, y, o in spans if x < end and a < y] if spans is not None \
                else [False]
            if only:  # it touches the location again
                low = max(_lowest(cur, fp, a, end, sc) for cur, fp in chain)
                (writes if all(only) else reads).append(low)
        # (where some thread reads, the views alone: a floor inside a chain of updates
        # would tell apart configurations that _settle makes alike)
        floor = min(reads + writes) if reads else \
            min((_gap(tl, low) for low in writes), default=tl[-1].to)
        i = next((i for i in range(len(tl) - 1, -1, -1) if tl[i].to <= floor), 0)
        if i > 0 or tl[0].to != ZERO and tl[0].to <= floor:
            s = _rebased(s, a, i)
    return s


def _spans(fp: Footprint, future: Footprint) -> list[tuple[int, int, bool]] | None:
    """The memory a thread may still touch (``(start, end, only)``: ``only`` when it
    stores or updates there, without a load or a compare-exchange), from its next
    action's footprint ``fp`` (an update's read is marked ``UPDATES``) and its event-level
    ``future`` (a store or update is a write there, :func:`ctreelab.footprint.ordered`);
    ``None``: any."""
    if fp is None or future is None:
        return None
    updates = {(x.start, x.end) for x in fp if x.space is UPDATES}
    return [(x.start, x.end, x.write or (x.start, x.end) in updates)
            for x in (*fp, *future) if x.space == "mem"]


def _gap(tl: Timeline, c: Time) -> Time:
    """Where the first gap at or after ``c`` starts (else the last message's end): a
    thread that only stores to or updates the location from a view ``c`` writes there or
    later (:func:`write_slots`), an update reads the message just before (an update
    reads a message no other one follows right after: :func:`update_slots`)."""
    return next((p for p, _ in gaps(tl, c)), latest(tl))


def _lowest(cur: View, fp: Footprint, a: int, end: int, sc: Time) -> Time:
    """How low a thread with view ``cur`` may still read or write the location ``[a, end)``
    when its next action (``fp``) leaves ``cur`` past the SC view (``sc`` there), or is
    not known to (``None``)."""
    if fp is None or any(x.start < end and a < x.end for x in fp if x.space == "mem"):
        return at(cur, a)
    return max(at(cur, a), sc)


def _rebased(s: PSState, a: int, i: int) -> PSState:
    """``s`` with ``a``'s timeline starting at its message ``i``, moved to ``(0, 0]``
    (:func:`collected`), renumbered."""
    tl = s.timeline(a)
    floor = tl[i].to

    def view(v: View | None) -> Any:
        if v is None or a not in v:
            return v
        t = v[a]
        return v.delete(a) if t <= floor else v.set(a, t - floor)

    def msg(m: Msg) -> Msg:
        v = view(m.view)
        return m if v is m.view else Msg(m.frm, m.to, m.val, v)

    kept = (Msg(ZERO, ZERO, tl[i].val, view(tl[i].view)),
            *(Msg(m.frm - floor, m.to - floor, m.val, view(m.view)) for m in tl[i + 1:]))
    mem = FrozenMap((b, kept if b == a else tuple(msg(m) for m in t)) for b, t in s.mem.items())
    if kept == ZERO_TIMELINE and s.zeros and s.zeros.covers(a):
        mem = mem.delete(a)
    threads: dict[int, TView] = {}
    for t, tv in s.threads.items():
        rel_all = view(tv.rel_all)  # (no per-address entry equal to it)
        rel = FrozenMap((b, r) for b, v in tv.rel.items() if (r := view(v)) != rel_all)
        if (tv := TView(view(tv.cur), view(tv.acq), rel_all, rel)) != BOT_TVIEW:
            threads[t] = tv
    return normalised(PSState(mem, FrozenMap(threads), view(s.sc), s.free, s.widths, s.zeros), a)


def view_read(tl: Timeline, d: Any) -> View:
    """The view a read at timestamp ``d`` acquires (bottom for none or a non-atomic one)."""
    m = message_at(tl, d)
    return BOT if m is None or m.view is None else m.view


def sc_merge(tv: TView, sc: View) -> tuple[TView, View]:
    """A seq_cst access or fence: ``sc := sc ⊔ cur; cur := sc; acq ⊔= sc``."""
    sc = join(sc, tv.cur)
    return TView(sc, join(tv.acq, sc), tv.rel_all, tv.rel), sc


class Promising(MemoryModel):
    name: ClassVar[str] = "promising"
    check_answers: ClassVar[bool] = False  # checked by the test suite
    description: ClassVar[str] = ("promise-free Promising: timelines of messages, thread views, "
                                  "LLVM non-atomics")
    options: ClassVar[dict[str, Option]] = {
        "compat": Option(str, "faithful", "faithful (every fix of spec §7.1, initial messages) "
                         "or artifact (spec §5 exactly, quirks included)",
                         choices=tuple(RULES)),
        "slots": Option(str, "positions", "write intervals offered: one per coherence position "
                        "(positions) or also every adjacency class of spec §5.2 (all); both give "
                        "the same outcomes", choices=("positions", "all")),
    }
    introduces_branches: ClassVar[tuple[type, ...]] = (StepB, PSUpdateView)
    byte_precise: ClassVar[bool] = True
    zero_regions: ClassVar[bool] = True

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.rules = RULES[self.config["compat"]]
        self.every = self.config["slots"] == "all"

    def initial_state(self, layout: Layout) -> Hashable:
        mem = EMPTY
        if self.rules.initial_messages:
            mem = FrozenMap((a, (Msg(ZERO, ZERO, v, BOT),))
                            for a, v in layout.initial if v is not UNDEF)
        zeros = Zeros(layout.zeros) if self.rules.initial_messages else NO_ZEROS
        return PSState(mem, EMPTY, BOT, arenas(layout.first_free), initial_widths(layout.types),
                       zeros)

    def footprint(self, tid: int, event: MemEvent) -> Footprint:
        """Faithful mode: an access touches its location's timeline (renumbering a
        timeline renames timestamps everywhere, consistently, so it commutes with the other
        locations' accesses); a seq_cst access or fence also the global SC view; other
        fences only the thread's own views; ``Alloc`` its thread's arena."""
        if self.config["compat"] != "faithful":
            return None
        cls = type(event)
        if cls is Alloc:
            return arena_footprint(tid)
        if cls is ThreadCreated or cls is ThreadJoined:  # the two threads' views only
            return ()
        if cls is CmpXchg:
            sc = SEQ_CST in (event.success, event.failure)  # type: ignore[attr-defined]
            merges = event.success is SEQ_CST and event.failure is SEQ_CST  # type: ignore[attr-defined]
        else:  # (a private access does not go through the SC view: see _private)
            sc = event.ordering is SEQ_CST  # type: ignore[attr-defined]
            merges = sc and not getattr(event, "private", False)
        fp = () if cls is Fence else of_access(event)
        if fp and (cls is Read or cls is Write) and event.ordering is NA:  # type: ignore[attr-defined]
            fp += (fp[0]._replace(space=NOT_ATOMIC),)  # marked for ``late``
        if fp and (cls is Write or cls is ReadWrite):  # marked for ``forget``
            fp += (fp[0]._replace(space=WRITES if cls is Write else UPDATES),)
        if fp is None or not sc:
            return fp
        return (*fp, SC_VIEW, SC_MERGED) if merges else (*fp, SC_VIEW)

    def futures(self, state: Any, futures: tuple[tuple[int, Footprint], ...]
                ) -> tuple[tuple[int, Footprint], ...] | None:
        """Memory accesses touch their timelines; a seq_cst mark is the SC view."""
        if self.config["compat"] != "faithful":
            return None
        return tuple((t, None if f is None else
                      tuple(SC_VIEW if a.space == SEQ_CST_MARK else a for a in f))
                     for t, f in futures)

    def forget(self, state: Any, pending: tuple[tuple[int, Footprint], ...],
               futures: tuple[tuple[int, Footprint], ...] | None,
               blocked: tuple[int, ...] | None = None,
               joins: tuple[tuple[int, int], ...] = ()) -> Any:
        """The views of finished threads, when every future is known and no synchronising
        join can come: nothing else reads them.  In faithful mode also what a ready
        thread's next write overwrites (:meth:`_settle`) and, when the blocked threads are
        known, what a synchronising join will cover (:meth:`_joined_ahead`) and, when every
        future is known (no thread can be spawned plainly any more, to start at view 0),
        the messages no live thread reaches (:func:`collected`)."""
        s: PSState = state
        ahead = dict(futures) if futures and all(f is not None for _, f in futures) else None
        if ahead is not None and blocked is not None and not joins and not any(
                a.space == JOIN for f in ahead.values() for a in f or ()):
            live = ahead.keys()
            if any(t not in live for t in s.threads):
                s = PSState(s.mem, FrozenMap((t, v) for t, v in s.threads.items() if t in live),
                            s.sc, s.free, s.widths, s.zeros)
        if self.config["compat"] != "faithful":
            return s  # the artifact's racy check reads the view itself
        if ahead is not None and blocked is not None:
            s = collected(s, pending, blocked, dict(joins), ahead)
        for t, fp in pending:
            for a in fp or ():
                if a.space is WRITES or a.space is UPDATES:
                    s = self._settle(t, a.start, a.end - a.start, a.space is UPDATES, s)
        if blocked is None:
            return s
        live = {*(t for t, _ in pending), *blocked}
        if all(t in live for t in s.threads) and all(x not in live for _, x in joins):
            return s  # no finished thread, no join of a live one
        return self._joined_ahead(s, dict(pending), live, dict(joins))

    def _settle(self, tid: int, a: int, n: int, update: bool, s: PSState) -> PSState:
        """``s`` with thread ``tid``'s views of location ``a`` lowered to the point from which
        its timeline is settled (:func:`settled`; atomic too for an ``update``), when the
        thread's next action writes or updates ``a``.  Any view in ``[settled, latest]``
        offers that action the same choices with the same results (it goes after the last
        message; the racy check sees no non-atomic message there), and the action raises
        ``cur``, ``acq`` and ``a``'s own release view of ``a`` past them all: nothing else
        reads these entries first."""
        p = _overwritten(s, a, n, update)
        if p is None:
            return s
        tv = s.tview(tid)
        cur, acq, own = lowered(tv.cur, a, p), lowered(tv.acq, a, p), tv.rel.get(a)
        low = None if own is None else lowered(own, a, p)  # a's own release view
        rel = tv.rel if low is own else tv.with_rel(a, low)
        if cur is tv.cur and acq is tv.acq and rel is tv.rel:
            return s
        return s.with_thread(tid, TView(cur, acq, tv.rel_all, rel), s.sc)

    def _joined_ahead(self, s: PSState, pending: dict[int, Footprint], live: set[int],
                      joins: dict[int, int]) -> PSState:
        """``s`` without the view entries no continuation can tell from 0.

        A thread's view of ``a`` *covers* ``v`` when it is at least ``v`` from its next
        action on, whatever reads it then (its own reads, a join of it, a thread it
        creates): its ``cur`` entry is at least ``v``; or its next action writes ``a``
        after every message (:func:`_overwritten`); or its next action is the synchronising
        join of a thread whose view covers ``v`` (a finished one: its ``cur``).

        - A thread whose next action is the synchronising join of a live thread: its
          ``cur`` and ``acq`` entries that the joined thread covers are dropped (the join
          takes the maximum).
        - A finished thread: only its ``cur`` is ever read again, by a synchronising join;
          its other views, and its ``cur`` entries that every live thread covers (without
          the finished thread's help), are dropped.

        Each entry is decided on the state the decisions before it left, so none relies on
        an entry that another dropped (those of the threads whose next action is a write,
        ``over``, stay as they are)."""
        over = {(t, x.start) for t, fp in pending.items() for x in fp or ()
                if (x.space is WRITES or x.space is UPDATES)
                and (p := _overwritten(s, x.start, x.end - x.start, x.space is UPDATES))
                is not None and at(s.tview(t).cur, x.start) >= p}  # (these views stay)
        steps = len(joins) + 1  # a chain of joins longer than that goes round a cycle

        def covers(t: int, a: int, v: Time, without: int) -> bool:
            for _ in range(steps):
                # at(s.tview(t).cur, a), inline: the hot loop of forget
                if s.threads.get(t, BOT_TVIEW).cur.get(a, ZERO) >= v or (t, a) in over:
                    return True
                nxt = joins.get(t) if t in live else None
                if nxt is None or nxt == without:
                    return False
                t = nxt
            return False

        def uncovered(v: View, by: Iterable[int], without: int) -> View:
            """``v`` without the entries that every thread of ``by`` covers."""
            kept = []
            for a, t in v.items():
                for b in by:
                    if not covers(b, a, t, without):
                        kept.append((a, t))
                        break
            return v if len(kept) == len(v) else FrozenMap(kept)

        for t, x in joins.items():
            if x in live:
                tv = s.tview(t)
                cur, acq = uncovered(tv.cur, (x,), t), uncovered(tv.acq, (x,), t)
                if cur is not tv.cur or acq is not tv.acq:
                    s = s.with_thread(t, TView(cur, acq, tv.rel_all, tv.rel), s.sc)
        for f, tv in s.threads.items():
            if f not in live:
                cur = uncovered(tv.cur, live, f)
                # tv != TView(cur): uncovered gives tv.cur itself when it drops nothing
                if cur is not tv.cur or tv.acq or tv.rel_all or tv.rel:
                    s = s.with_thread(f, TView(cur), s.sc)
        return s

    def late(self, state: Any, pending: tuple[tuple[int, Footprint], ...],
             futures: tuple[tuple[int, Footprint], ...]) -> frozenset[int]:
        """Threads whose next action (if ready) and future are atomic, non-seq_cst reads
        only.  Such a read moves right past another thread's action: it changes only its
        own thread's views, and a message it can read now stays readable (a later write
        only adds one), with the same value — unless a non-atomic message takes part (a
        racy read is ``undef``): so no location it reads may have one, now or in another
        thread's future.  Word-sized programs only (no location is ever split)."""
        s: PSState = state
        if self.config["compat"] != "faithful" or s.widths or \
                any(f is None for _, f in futures):
            return frozenset()
        na_writes = {a.start for _, f in (*futures, *pending) if f for a in f
                     if a.space == NOT_ATOMIC and a.write}

        def moves(fp: Footprint) -> bool:
            return fp is not None and all(
                a.space == "mem" and not a.write and a.start not in na_writes
                and all(m.view is not None for m in s.timeline(a.start)) for a in fp)

        now = dict(pending)
        return frozenset(t for t, f in futures
                         if moves(f) and (t not in now or now[t] != () and moves(now[t])))

    def created(self, tid: int, child: int, state: Any) -> Tree:
        """The child starts with the creator's ``cur`` view as its ``cur`` and ``acq``
        (the creator releases, the child acquires)."""
        s: PSState = state
        cur = s.tview(tid).cur
        return step(None, s.with_thread(child, TView(cur, cur), s.sc))

    def joined(self, tid: int, child: int, state: Any) -> Tree:
        """The joiner acquires the finished child's ``cur`` view; the child's views, of no
        further use, leave the state."""
        s: PSState = state
        done, tv = s.tview(child).cur, s.tview(tid)
        s = s.with_thread(child, BOT_TVIEW, s.sc)
        return step(None, s.with_thread(tid, TView(join(tv.cur, done), join(tv.acq, done),
                                                   tv.rel_all, tv.rel), s.sc))

    def explain(self, tid: int, event: MemEvent, answer: Any, before: Any, after: Any
                ) -> tuple[tuple[str, Any], ...]:
        """A write's message: its position in the location's timeline (``co``) and its
        interval; a read's: the position of the message it read (``rf``, among those its
        view allowed, the one its view now points at when several hold the value)."""
        cls = type(event)
        if cls not in (Read, Write, ReadWrite, CmpXchg) or not isinstance(before, PSState) \
                or ((cls is Read or cls is Write) and event.private):  # type: ignore[attr-defined]
            return ()
        a = event.addr  # type: ignore[attr-defined]
        old, new = before.timeline(a), after.timeline(a)
        now = at(after.tview(tid).cur, a)
        detail: list[tuple[str, Any]] = [("kept", len(old))]
        if cls is not Write:
            cur = at(before.tview(tid).cur, a)
            value = answer[0] if cls is CmpXchg else answer
            seen = [i for i, m in enumerate(old) if m.to >= cur and m.val == value]
            if seen:
                i = next((j for j in seen if old[j].to == now), seen[-1])
                detail += [("rf", i), ("note", f"reads @{_ts(old[i].to)}")]
            elif value is UNDEF and not any(m.to == ZERO for m in old):
                detail += [("rf", -1), ("note", "reads @0")]  # the uninitialised origin
        if cls is not Read and len(new) == len(old) + 1:
            i = next((j for j, m in enumerate(new) if m.to == now), None)
            if i is None:
                i = next((j for j, (m, n) in enumerate(zip(old, new)) if m.val != n.val
                          or m.view != n.view), len(old))
            m = new[i]
            note = f"@({_ts(m.frm)},{_ts(m.to)}]"
            detail += [("co", i), ("note", note if cls is Write else
                                   f"{dict(detail).get('note', '')} writes {note}".strip())]
        cur, was = after.tview(tid).cur, before.tview(tid).cur
        raised_ = tuple((b, t) for b, t in sorted(cur.items()) if b != a and t > at(was, b))
        if raised_:  # what the step made the thread see of other locations (an acquire)
            detail.append(("views", raised_))
        return tuple(detail)

    def value_at(self, state: Any, addr: int) -> Any:
        tl = state.timeline(addr)
        return tl[-1].val if tl else UNDEF

    # -- events ------------------------------------------------------------------------------

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        s: PSState = state
        ty: str = getattr(event, "ty", "int")
        if (type(event) is Read or type(event) is Write) and event.private:  # type: ignore[union-attr]
            private = self._private(event, s, ty)
            if private is not None:
                return private
        if ty != "int":
            sized = self._sized(tid, event, s, ty)
            if not isinstance(sized, PSState):
                return sized
            s = sized
        match event:
            case Read(ordering=Ordering.not_atomic, addr=a):
                return step(self._na_value(tid, a, s), s)
            case Read(ordering=o, addr=a):
                slots = [(d, d) for d in self._readable(tid, a, s)]
                return self._choose(tid, event, s, a, "read", slots,
                                    lambda slot: self._read(tid, a, o, slot[0], s))
            case Write(ordering=o, addr=a, value=v):
                slots = write_slots(s.timeline(a), at(s.tview(tid).cur, a), self.every)
                return self._choose(tid, event, s, a, "write", slots,
                                    lambda slot: (None, self._write(tid, a, o, slot, v, BOT, s)))
            case ReadWrite(ordering=o, addr=a, op=op) if op == SYNC_TOUCH:
                return self._sync_touch(tid, a, self.rules.rmw_ordering(o), s)
            case ReadWrite(ordering=o, addr=a, op=op):
                o = self.rules.rmw_ordering(o)
                slots = self._update_slots(tid, a, o, s, self._readable(tid, a, s))
                return self._choose(tid, event, s, a, "update", slots,
                                    lambda slot: self._update(tid, a, o, slot,
                                                              lambda v: _wrap(op.apply(v), ty), s))
            case CmpXchg():
                return self._cmpxchg(tid, event, s)
            case Fence(ordering=o):
                return step(None, self._fence(tid, o, s))
            case Alloc(size=n):
                return allocate(s.free, tid, n, lambda addr, rest: step(addr, PSState(
                    s.mem, s.threads, s.sc, rest, s.widths, s.zeros)))
        raise TypeError(f"promising cannot handle {event!r}")

    # -- sized accesses (byte-addressed programs) ------------------------------------------------

    def _sized(self, tid: int, event: Any, s: PSState, ty: str) -> PSState | Tree:
        """A same-size access: the state, with the location's width recorded by a write.
        A mixed-size one: a non-atomic read or write done byte by byte; an atomic one: the
        state with the locations it overlaps split into bytes and, for more than one byte,
        its bytes merged into one location (both as :mod:`.sized` does them), so that the
        access is then same-size (a word zeroed as part of a wider store, or byte by byte
        by calloc, then used atomically); a failure when the bytes do not merge."""
        a, n = event.addr, size_of(ty) or 1
        cells = overlapping(s.widths, a, n)
        if all(c == (a, n) for c in cells):
            if cells or type(event) is Read:
                return s
            return PSState(s.mem, s.threads, s.sc, s.free, s.widths.set(a, n), s.zeros)
        if type(event) not in (Read, Write) or event.ordering is not NA:
            split = s
            for c, w in cells:
                if w > 1:
                    split = split.split(c, w)
            if n == 1:  # one byte: an ordinary atomic access to its byte location
                return split
            merged = split.merged(a, n)
            if merged is not None:
                return merged
            other = next(c for c in cells if c != (a, n))
            return halt(Tagged(tid, Failure(
                f"promising cannot express mixed-size atomic accesses: {ty} at {a:#x} overlaps "
                f"a {other[1]}-byte location at {other[0]:#x}")))
        if type(event) is Read:
            values = FrozenMap((c, self._na_value(tid, c, s)) for c, _ in cells)
            return step(load(values, s.widths, a, ty, s.zeros), s)
        for c, w in cells:
            if w > 1:
                s = s.split(c, w)
        fresh = [(k, 1) for k in range(a, a + n) if k not in s.widths]
        if fresh:
            s = PSState(s.mem, s.threads, s.sc, s.free, s.widths.update_many(fresh), s.zeros)
        return self._write_bytes(tid, event, s, a, [byte(event.value, i) for i in range(n)])

    def _write_bytes(self, tid: int, event: Write, s: PSState, a: int,
                     values: list[Value]) -> Tree:
        """Non-atomic writes of ``values`` to the byte locations ``a, a+1, …``: one
        ``PSUpdateView`` branch per byte, then one step."""
        def write(i: int, s: PSState) -> Tree:
            if i == len(values):
                return step(None, s)
            b = a + i
            tl = s.timeline(b)
            slots = write_slots(tl, at(s.tview(tid).cur, b), self.every)
            last = latest(tl)
            default = next((x for x in slots if x[0] == last), slots[-1])

            def then(slot: Slot) -> Tree:
                return write(i + 1, self._write(tid, b, NA, slot, values[i], BOT, s))
            return Br(PSUpdateView(tid, b, "write", tuple(slots), default),
                      Kont(then, ("promising-bytes", tid, event, i, s)))
        return write(0, s)

    def _private(self, event: Read | Write, s: PSState, ty: str) -> Tree | None:
        """A load or store of a location only its thread ever accesses (a stack slot whose
        address never escapes): no other thread reads the older messages, and the thread's
        own view is past them, so the location keeps one message, its latest value, at
        ``(0, 0]``; a loop that stores there comes back to the same state.  ``None``: the
        location has a timeline of its own (an access that was not private) or mixed
        sizes, which take the general path."""
        a, n = event.addr, size_of(ty) or 1
        cells = overlapping(s.widths, a, n)
        if cells and cells != [(a, n)]:
            return None
        tl = s.timeline(a)
        if tl and (len(tl) > 1 or tl[0].to != ZERO):
            return None
        if type(event) is Read:
            return step(tl[0].val, s) if tl else None
        mem = s.mem.set(a, (Msg(ZERO, ZERO, event.value, None),))
        return step(None, PSState(mem, s.threads, s.sc, s.free,
                                  s.widths if cells else s.widths.set(a, n), s.zeros))

    def race(self, tid: int, event: MemEvent, state: Any) -> bool:
        """A read that may read more than one message, one of them non-atomic (or, for a
        non-atomic read, any of them): another thread wrote the location and that write
        does not happen before the read (a race: the faithful rules make the read ``undef``)."""
        s: PSState = state
        a, n = event.addr, size_of(getattr(event, "ty", "int")) or 1  # type: ignore[attr-defined]
        cells = [c for c, _ in overlapping(s.widths, a, n)] or [a]
        na = event.ordering is Ordering.not_atomic  # type: ignore[attr-defined]
        for c in cells:
            tl = s.timeline(c)
            cur = at(s.tview(tid).cur, c)
            if len(readable(tl, cur)) > 1 and (na or any(m.view is None for m in tl if m.to > cur)):
                return True
        return False

    def _na_value(self, tid: int, a: int, s: PSState) -> Value:
        """A non-atomic read: the value of the only readable message, else ``undef``."""
        tl = s.timeline(a)
        seen = readable(tl, at(s.tview(tid).cur, a))
        m = message_at(tl, seen[0]) if len(seen) == 1 else None
        return UNDEF if m is None else m.val

    def _choose(self, tid: int, event: MemEvent, s: PSState, a: int, access: str,
                slots: list[Slot], then: Callable[[Slot], tuple[Value, PSState]]) -> Tree:
        """A ``PSUpdateView`` branch over ``slots``, then one step with ``then(slot)``."""
        if not slots:
            return Stuck()
        last = latest(s.timeline(a))
        default = next((x for x in slots if x[0] == last), slots[-1])
        branch = PSUpdateView(tid, a, access, tuple(slots), default)
        return Br(branch, Kont(lambda slot: step(*then(slot)), ("promising", tid, event, s)))

    def _readable(self, tid: int, a: int, s: PSState) -> list[Any]:
        return readable(s.timeline(a), at(s.tview(tid).cur, a))

    def _read(self, tid: int, a: int, o: Ordering, d: Any, s: PSState) -> tuple[Value, PSState]:
        tl, tv = s.timeline(a), s.tview(tid)
        val = self.rules.value(tl, at(tv.cur, a), d)
        tv = self.rules.read(tv, a, d, view_read(tl, d), o)
        tv, sc = sc_merge(tv, s.sc) if o is SEQ_CST else (tv, s.sc)
        return val, s.with_thread(tid, tv, sc)

    def _write(self, tid: int, a: int, o: Ordering, slot: Slot, v: Value, read: View,
               s: PSState, normalise: bool = True) -> PSState:
        frm, to = slot
        tv = s.tview(tid)
        tv = TView(raised(tv.cur, a, to), raised(tv.acq, a, to), tv.rel_all, tv.rel)
        tv, sc = sc_merge(tv, s.sc) if o is SEQ_CST else (tv, s.sc)
        tv, view = self.rules.release(tv, a, to, o, read)
        s = s.with_thread(tid, tv, sc)
        mem = s.mem.set(a, inserted(s.timeline(a), Msg(frm, to, v, view)))
        s = PSState(mem, s.threads, s.sc, s.free, s.widths, s.zeros)
        if not normalise:
            return s
        s = normalised(s, a)
        return _deduplicated(s, a) if view is None and self.rules.stutters_in_place else s

    def _update_slots(self, tid: int, a: int, o: Ordering, s: PSState,
                      points: list[Any]) -> list[Slot]:
        """The intervals adjacent to each of ``points`` whose read part leaves ``cur(a)`` at
        most there (a seq_cst or acquire read part can raise it higher, and then no write
        can follow: spec §5.5; such reads are not offered)."""
        tl = s.timeline(a)
        slots: list[Slot] = []
        for f in points:
            adjacent = update_slots(tl, f, self.every)
            # only an acquire (or seq_cst) read can raise cur(a) above what it reads
            if adjacent and (not o.is_acquire
                             or at(self._read(tid, a, o, f, s)[1].tview(tid).cur, a) <= f):
                slots += adjacent
        return slots

    def _update(self, tid: int, a: int, o: Ordering, slot: Slot, f: Callable[[Value], Value],
                s: PSState) -> tuple[Value, PSState]:
        old, s1 = self._read(tid, a, o, slot[0], s)
        read = view_read(s.timeline(a), slot[0])
        new = f(old)
        src = message_at(s.timeline(a), slot[0])
        if not self.rules.stutters_in_place or src is None or src.view is None \
                or old is UNDEF or type(new) is not type(old) or new != old:
            return old, self._write(tid, a, o, slot, new, read, s1)
        return old, _stuttered(self._write(tid, a, o, slot, new, read, s1, normalise=False),
                               tid, a, src, slot)

    def _sync_touch(self, tid: int, a: int, o: Ordering, s: PSState) -> Tree:
        """A synchronisation object's read-modify-write (``SYNC_TOUCH``): an update after the
        latest message, which then stays the location's only message, at ``(0, 0]``, and no
        view keeps an entry for the location.  Every update of such a word is one of these,
        each reading the latest message, so no thread reads an older one again and the
        word's timestamps tell nothing: a thread that locks and unlocks in a loop comes
        back to the same state."""
        tl = s.timeline(a)
        slots = self._update_slots(tid, a, o, s, [tl[-1].to] if tl else [ZERO])
        if not slots:
            return Stuck()
        old, s1 = self._update(tid, a, o, slots[-1], lambda v: v, s)
        last = s1.timeline(a)[-1]
        mem = FrozenMap((b, tl if b != a else (Msg(ZERO, ZERO, last.val, _without(last.view, a)),))
                        for b, tl in s1.mem.items())
        mem = FrozenMap((b, tuple(m if m.view is None or a not in m.view
                                  else Msg(m.frm, m.to, m.val, _without(m.view, a)) for m in tl))
                        for b, tl in mem.items())
        threads = FrozenMap((t, TView(_without(tv.cur, a), _without(tv.acq, a),
                                      _without(tv.rel_all, a),
                                      FrozenMap((b, _without(v, a)) for b, v in tv.rel.items())))
                            for t, tv in s1.threads.items())
        return step(old, PSState(mem, threads, _without(s1.sc, a), s1.free, s1.widths, s1.zeros))

    def _cmpxchg(self, tid: int, event: CmpXchg, s: PSState) -> Tree:
        """For each readable message: if the rules make reading it an update (faithful: its
        value equals ``expected``), the intervals adjacent to it (success ordering); else a
        plain read of it with the failure ordering.  Answer ``(old, success)``."""
        a, e, new = event.addr, event.expected, event.new
        ok, fail = self.rules.rmw_ordering(event.success), self.rules.rmw_ordering(event.failure)
        tl = s.timeline(a)
        c = at(s.tview(tid).cur, a)
        slots: list[Slot] = []
        for d in readable(tl, c):
            writes = self.rules.cas_writes(self.rules.value(tl, c, d), e)
            if writes:
                slots += self._update_slots(tid, a, ok, s, [d])
            if not writes or event.weak:  # a weak cmpxchg may also fail spuriously
                slots.append((d, d))

        def then(slot: Slot) -> tuple[Value, PSState]:
            if slot[0] == slot[1]:
                old, s1 = self._read(tid, a, fail, slot[0], s)
                return (old, False), s1
            old, s1 = self._update(tid, a, ok, slot, lambda v: new if v == e else v, s)
            return (old, old is not UNDEF and old == e), s1

        return self._choose(tid, event, s, a, "cmpxchg", slots, then)

    def _fence(self, tid: int, o: Ordering, s: PSState) -> PSState:
        tv, sc = s.tview(tid), s.sc
        if o.is_acquire:
            tv = TView(tv.acq, tv.acq, tv.rel_all, tv.rel)
        if o is SEQ_CST:
            tv, sc = sc_merge(tv, sc)
        if o.is_release:
            tv = self.rules.release_fence(tv, s.mem)
        return s.with_thread(tid, tv, sc)


def _stuttered(s: PSState, tid: int, a: int, src: Msg, slot: Slot) -> PSState:
    """``s`` after thread ``tid``'s update at ``slot`` that read ``src`` and wrote its value
    back (a failed ``atomic_exchange(&lock, 1)`` of a spinlock, a ``fetch_or`` of bits
    already set), normalised; without the new message when it is ``src`` again — the same
    value, and a view that differs from ``src``'s only at ``a`` (nothing released beyond
    what ``src`` carries).  The two messages are then adjacent and alike: a read of either
    gives the same value and views that see the same messages elsewhere, no write fits
    between them and only the later one can be updated, so the state where ``src`` alone
    stands for both (every view's ``slot[1]`` at ``a`` renamed to ``src``'s point, which
    only the updating thread's views and ``sc`` hold) allows the same steps with the same
    results.  A thread spinning on such an update then comes back to the state it left,
    a cycle, where each spin would otherwise add a message and the state space be
    infinite.  The renamed views stay canonical (no entry at the origin 0, no release
    view of a location equal to ``rel_all``), so that equal states are equal."""
    frm, to = slot
    tl = s.timeline(a)
    mine = next(m for m in tl if m.to == to)
    if _without(mine.view, a) != _without(src.view, a):
        return normalised(s, a)

    def back(t: Time) -> Time:
        return frm if t == to else t

    s = PSState(s.mem.set(a, tuple(m for m in tl if m is not mine)), s.threads, s.sc, s.free,
                s.widths, s.zeros)
    return normalised(s.with_thread(tid, s.tview(tid).rename(a, back), renamed(s.sc, a, back)),
                      a)


def _deduplicated(s: PSState, a: int) -> PSState:
    """``s`` without each non-atomic message of ``a`` that the next message repeats (also
    non-atomic, the same value) and no view points at (no thread's, message's, release or
    ``sc`` entry for ``a`` is its timestamp), renumbered.  Whoever reads ``a`` sees the
    same: a view is never at such a message, so one below it sees an earlier message (or
    the origin) and the repeat as well — more than one message, one of them non-atomic, a
    race (``undef``) with or without it — and one at or past the repeat does not see it.
    A write in the gap before it or in the one after it lands before the repeat either
    way, and an update reading it reads ``undef`` as one reading the message before it
    does.  A loop that keeps storing the same value to a location another thread may read
    (``n->next = top`` of a Treiber push whose compare-exchange fails spuriously, a
    seq_cst one publishing the thread's view to ``sc`` each time) then comes back to its
    state.  Split bytes keep their messages, to stay alike for a merge (as in
    :func:`collected`)."""
    tl = s.timeline(a)
    w = s.widths.get(a)
    if len(tl) < 2 or w == 1 and (s.widths.get(a - 1) == 1 or s.widths.get(a + 1) == 1):
        return s
    repeated = [m for m, n in pairwise(tl) if m.view is None and n.view is None
                and m.to != ZERO and m.val is not UNDEF and type(m.val) is type(n.val)
                and m.val == n.val]
    if not repeated:
        return s
    points = {v[a] for v in _views(s) if a in v}
    dropped = {m.to for m in repeated} - points
    if not dropped:
        return s
    kept = tuple(m for m in tl if m.to not in dropped)
    return normalised(PSState(s.mem.set(a, kept), s.threads, s.sc, s.free, s.widths, s.zeros),
                      a)


def _views(s: PSState) -> Iterator[View]:
    """Every view of ``s``: the threads', the messages' and ``sc``."""
    yield s.sc
    for tv in s.threads.values():
        yield from (tv.cur, tv.acq, tv.rel_all, *tv.rel.values())
    for tl in s.mem.values():
        if len(tl) == 1:  # (most: checked without a generator)
            if tl[0].view is not None:
                yield tl[0].view
        else:
            yield from (m.view for m in tl if m.view is not None)


def _overwritten(s: PSState, a: int, n: int, update: bool) -> Time | None:
    """Where ``a``'s timeline is settled (:func:`settled`), when a write (``update``) of
    ``n`` bytes at ``a`` by a thread whose view of ``a`` is there or above goes after the
    last message; ``None`` otherwise.  Only for a whole location (one that a sized access
    would split keeps its views)."""
    if s.widths.get(a, 1) != n:  # no width recorded: a word-sized or one-byte location
        return None
    return settled(s.timeline(a), update)


def _ts(t: Time) -> str:
    return str(t)


def _wrap(v: Value, ty: str) -> Value:
    """A read-modify-write result wrapped to a sized access's width."""
    return v if ty == "int" or v is UNDEF else canonical(v, bits_of(ty))


def _without(v: View | None, a: int) -> Any:
    """View ``v`` without an entry for ``a``."""
    return v.delete(a) if v is not None and a in v else v
