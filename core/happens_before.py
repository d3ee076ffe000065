"""Happens-before for data races: which earlier non-atomic accesses each thread knows of.

C11 calls two conflicting accesses of different threads, at least one not atomic, a data
race unless one happens before the other.  The interleaving finds the races of two accesses
that are both next at a ``Sched`` (an adjacency check, complete when every interleaving is
explored); this module finds the others, and every race once the exploration runs
non-atomic accesses alone (the race-free reduction, ``Sched.plain``): it keeps, beside the
thread table, a **record** of every non-atomic access that some live thread does not know
yet, with

* ``knowers``: the live threads the access happens before (its own thread first);
* ``carriers``: what passes the knowledge on — an atomic word a release put it in (``("m",
  address)``, the word's current release sequence), a finished thread a join will learn
  it from (``("x", tid)``), a release fence whose thread's later relaxed stores release
  it (``("pf", tid)``), a relaxed read whose thread's next acquire fence acquires it
  (``("pa", tid)``).

An access whose thread is not among the knowers of a conflicting record races with it.
The rules are C11's (§5.1.2.4 of C17): a release store, or a read-modify-write, to a word
puts everything its thread knows into the word (a plain store first ends the word's release
sequence: ``("m", a)`` leaves every record); an acquire read of the word learns it — the
read reads the word's last write, which holds under sequential consistency only (the
pipeline tracks happens-before only with a memory model that says so,
``MemoryModel.reads_latest``); fences as above; a created thread knows what its creator
knows; a join learns what the joined thread knew when it finished.  Locks, condition
variables and barriers are read-modify-writes of their words (acquire, release, acq_rel),
so they need nothing of their own.  The end of a tracked block (``free``, ``realloc``, the
return of the function of an escaping stack slot, :mod:`ctreelab.allocations`) is a write
of all its bytes.

The records are a canonical set (no clocks or counters), so two configurations that differ
only in the order of things no thread can tell apart are equal and merge.  A record every
live thread knows can never race again (a thread created later learns it from its creator)
and is dropped; with one live thread nothing is recorded at all.  A write by a thread
replaces the records of the bytes it covers that the thread knows (a later access that does
not know the write races with it anyway); a read replaces the reads it covers likewise.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any, NamedTuple

from .allocations import Block
from .allocations import Release as FrameRelease
from .events import CmpXchg, Ordering, Read, ReadWrite, Write
from .fmap import EMPTY, FrozenMap
from .pointer import address_of


class Rec(NamedTuple):
    """A non-atomic access some live thread does not know of."""

    start: int
    end: int
    write: bool
    tid: int
    what: str  # the access, as race messages describe it
    knowers: frozenset[int]
    carriers: frozenset[Any]


ACQUIRE = frozenset({Ordering.acquire, Ordering.acq_rel, Ordering.seq_cst})
RELEASE = frozenset({Ordering.release, Ordering.acq_rel, Ordering.seq_cst})
_NONE: frozenset[Any] = frozenset()


class HB:
    """The records (a frozenset of :class:`Rec`) and the live tracked blocks (start ->
    :class:`~ctreelab.allocations.Block`: heap blocks and escaping stack slots, whose end
    is a write of all their bytes); immutable, compared and hashed by value."""

    __slots__ = ("_hash", "blocks", "recs")

    def __init__(self, recs: frozenset[Rec] = frozenset(), blocks: FrozenMap = EMPTY) -> None:
        self.recs = recs
        self.blocks = blocks
        self._hash = hash((recs, blocks))

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is HB and self._hash == other._hash
                                 and self.recs == other.recs and self.blocks == other.blocks)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"HB({len(self.recs)} records, {len(self.blocks)} blocks)"

    def _with(self, recs: Iterable[Rec], live: Iterable[int] | None = None) -> HB:
        """These records, less those every thread of ``live`` knows."""
        if live is not None:
            alive = frozenset(live)
            recs = (r for r in recs if not alive <= r.knowers)
        new = frozenset(recs)
        return self if new == self.recs else HB(new, self.blocks)

    # -- races --------------------------------------------------------------------------

    def race(self, tid: int, start: int, end: int, write: bool) -> Rec | None:
        """The record an access of ``[start, end)`` by ``tid`` races with (the least, so
        that the message does not depend on the set's order), or ``None``."""
        found = [r for r in self.recs if r.start < end and start < r.end
                 and (write or r.write) and tid not in r.knowers]
        return min(found) if found else None

    # -- accesses -----------------------------------------------------------------------

    def accessed(self, tid: int, start: int, end: int, write: bool, what: str,
                 live: Collection[int]) -> HB:
        """After a non-atomic access by ``tid`` (``live``: the live threads)."""
        if len(live) < 2 and not self.recs:
            return self
        kept = [r for r in self.recs if not (
            start <= r.start and r.end <= end and tid in r.knowers and (write or not r.write))]
        if write:  # a plain store to an atomic word ends its release sequence
            kept = [r._replace(carriers=frozenset(
                c for c in r.carriers if not (c[0] == "m" and start <= c[1] < end)))
                if any(c[0] == "m" and start <= c[1] < end for c in r.carriers) else r
                for r in kept]
        kept.append(Rec(start, end, write, tid, what, frozenset((tid,)), _NONE))
        return self._with(kept, live)

    def atomic(self, tid: int, addr: int, read: Ordering | None, write: Ordering | None,
               rmw: bool, live: Iterable[int]) -> HB:
        """After an atomic access of the word at ``addr`` by ``tid``: its read part with
        ordering ``read`` (``None``: no read), then its write part (``None``: no write; a
        read-modify-write's continues the word's release sequence)."""
        if not self.recs:
            return self
        word = ("m", addr)
        acquire = read in ACQUIRE
        release = write in RELEASE
        pending = ("pa", tid)
        fenced = ("pf", tid)
        out = []
        changed = False
        for r in self.recs:
            k, c = r.knowers, r.carriers
            if read is not None and word in c:
                if acquire:
                    k = k | {tid}
                else:
                    c = c | {pending}
            if write is not None:
                if not rmw and word in c:
                    c = c - {word}
                if tid in k if release else fenced in c:
                    c = c | {word}
            if k is not r.knowers or c is not r.carriers:
                changed = True
                r = r._replace(knowers=k, carriers=c)
            out.append(r)
        return self._with(out, live) if changed else self

    def fence(self, tid: int, ordering: Ordering, live: Iterable[int]) -> HB:
        """After a fence of ``tid``: an acquire fence learns what its thread's relaxed reads
        read; a release fence lets its thread's later relaxed stores release what it knows."""
        if not self.recs:
            return self
        pending = ("pa", tid)
        fenced = ("pf", tid)
        out = []
        for r in self.recs:
            k, c = r.knowers, r.carriers
            if ordering in ACQUIRE and pending in c:
                k, c = k | {tid}, c - {pending}
            if ordering in RELEASE and tid in k:
                c = c | {fenced}
            out.append(r._replace(knowers=k, carriers=c))
        return self._with(out, live)

    # -- threads ------------------------------------------------------------------------

    def spawned(self, parent: int, child: int) -> HB:
        """A thread created by ``parent`` knows what ``parent`` knows."""
        if not self.recs:
            return self
        return self._with(r._replace(knowers=r.knowers | {child}) if parent in r.knowers else r
                          for r in self.recs)

    def exited(self, tid: int, live: Iterable[int]) -> HB:
        """``tid`` has finished: a join of it will learn what it knew."""
        if not self.recs:
            return self
        gone = ("x", tid)
        mine = (("pa", tid), ("pf", tid))
        out = []
        for r in self.recs:
            k, c = r.knowers, r.carriers
            if tid in k:
                k, c = k - {tid}, c | {gone}
            if mine[0] in c or mine[1] in c:
                c = c - set(mine)
            out.append(r._replace(knowers=k, carriers=c))
        return self._with(out, live)

    def joined(self, tid: int, target: int, live: Iterable[int]) -> HB:
        """``tid`` has joined the finished thread ``target``."""
        if not self.recs:
            return self
        gone = ("x", target)
        return self._with((r._replace(knowers=r.knowers | {tid}) if gone in r.carriers else r
                           for r in self.recs), live)

    # -- tracked blocks (ctreelab.allocations) ---------------------------------------------

    def allocated(self, block: Block) -> HB:
        return HB(self.recs, self.blocks.set(block.start, block))

    def block_of(self, addr: Any) -> Block | None:
        """The live tracked block holding ``addr``, if any."""
        if type(addr) is int:
            block: Block
            for block in self.blocks.values():
                if block.start <= addr < block.start + block.size:
                    return block
        return None

    def dying(self, tid: int, event: Any) -> tuple[Block, ...]:
        """The live blocks ``event`` of thread ``tid`` ends (``free``, ``realloc``, the
        return of a function whose escaping stack slots die)."""
        cls = type(event)
        if cls is FrameRelease:
            return tuple(b for b in self.blocks.values() if b.kind == "stack" and
                         b.tid == tid and b.depth >= event.depth)
        b = self.blocks.get(address_of(event.addr))
        return () if b is None else (b,)

    def killed(self, blocks: tuple[Block, ...]) -> HB:
        """These blocks are gone: so are the records of their bytes."""
        recs, table = self.recs, self.blocks
        for b in blocks:
            end = b.start + b.size
            recs = frozenset(r for r in recs if not (b.start <= r.start and r.end <= end))
            table = table.delete(b.start)
        return HB(recs, table)


def orderings(event: Any, answer: Any) -> tuple[Ordering | None, Ordering | None, bool]:
    """An atomic access's read and write orderings and whether it is a read-modify-write
    (a compare-and-exchange's from its answer: a failed one only reads)."""
    cls = type(event)
    if cls is Read:
        return event.ordering, None, False
    if cls is Write:
        return None, event.ordering, False
    if cls is ReadWrite:
        return event.ordering, event.ordering, True
    if cls is CmpXchg:
        if type(answer) is tuple and len(answer) == 2 and answer[1] is True:
            return event.success, event.success, True
        return event.failure, None, False
    return None, None, False
