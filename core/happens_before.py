"""Happens-before for data races: which earlier accesses each thread knows of.

C11 calls two conflicting accesses of different threads, at least one not atomic, a data
race unless one happens before the other.  The interleaving finds the races of two accesses
that are both next at a ``Sched`` (an adjacency check, complete when every interleaving is
explored); this module finds every race of an explored execution, which the race-free
reduction (non-atomic accesses run alone, ``Sched.plain``) relies on.  Beside the thread
table it keeps a **record** of every memory access (locks' words aside) that some live
thread does not know of yet, with

* ``knowers``: the live threads the access happens before (its own thread first);
* ``carriers``: what passes the knowledge on — an atomic word a release put it in
  (``("m", address, head)``: the release sequence headed by thread ``head``), a finished
  thread a join will learn it from (``("x", tid)``), a release fence whose thread's later
  relaxed stores release it (``("pf", tid)``), a relaxed read whose thread's next acquire
  fence acquires it (``("pa", tid)``).

An access races with a conflicting record whose knowers it is not among, unless both are
atomic.  The rules are C11's (§5.1.2.4 and §7.17.4 of C17): a release store or
read-modify-write puts everything its thread knows into the word; a store that is no
read-modify-write ends the release sequences there headed by other threads (the same
thread's stores and every read-modify-write go on with them — C11's rule, which RC11 and
GenMC keep; C++20 dropped the same-thread part); an acquire read learns what the word
carries — it reads the word's last write, which holds under sequential consistency and,
up to the first race, under x86-TSO when every atomic store is seq_cst (a memory model
says so, ``MemoryModel.reads_latest``); with another model that can tell when an atomic
read may read an older write (``MemoryModel.stale``), such a read drops what its word
carries (:class:`Stale`, :meth:`HB.stale`);
fences as above; a created thread knows what its creator knows; a join learns what the
joined thread knew when it finished.  Locks, condition
variables and barriers are read-modify-writes of their words (acquire, release, acq_rel),
so they need nothing of their own.  The end of a tracked block (``free``, ``realloc``, the
return of the function of an escaping stack slot, :mod:`ctreelab.allocations`) is a
non-atomic write of all its bytes.

The records are a canonical set (no clocks or counters), so two configurations that differ
only in the order of things no thread can tell apart are equal and merge.  A record every
live thread knows can never race again (a thread created later learns it from its creator)
and is dropped; with one live thread nothing is recorded at all.  A new record replaces
the records its thread knows that it covers for races (see :meth:`HB.accessed`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from .allocations import Block
from .allocations import Release as FrameRelease
from .events import CmpXchg, Ordering, Read, ReadWrite, Write
from .fmap import EMPTY, FrozenMap
from .pointer import address_of


class Rec(NamedTuple):
    """An access some live thread does not know of."""

    start: int
    end: int
    write: bool
    atomic: bool
    tid: int
    what: str  # the access, as race messages describe it
    knowers: frozenset[int]
    carriers: frozenset[Any]


def _ends_sequences(c: frozenset[Any], start: int, end: int, tid: int,
                   ended: bool = False) -> frozenset[Any]:
    """Carriers ``c`` after a store of ``tid`` that is no read-modify-write to ``[start,
    end)``: the release sequences of the words there headed by other threads end.
    ``ended``: each leaves ``("e", address, head)`` behind, for a memory model whose
    reads may read older writes (:meth:`HB.stale` drops what a word carried)."""
    if not any(x[0] == "m" and start <= x[1] < end and x[2] != tid for x in c):
        return c
    gone = frozenset(x for x in c if x[0] == "m" and start <= x[1] < end and x[2] != tid)
    return (c - gone) | frozenset(("e", x[1], x[2]) for x in gone) if ended else c - gone


# HB.settled's answers: the same records, joins and live threads recur at many steps
_SETTLED: dict[tuple[Any, ...], Any] = {}
ACQUIRE = frozenset({Ordering.acquire, Ordering.acq_rel, Ordering.seq_cst})
RELEASE = frozenset({Ordering.release, Ordering.acq_rel, Ordering.seq_cst})
_NONE: frozenset[Any] = frozenset()


@dataclass(frozen=True, slots=True)
class HB:
    """The records (a frozenset of :class:`Rec`), the live tracked blocks (start ->
    :class:`~ctreelab.allocations.Block`: heap blocks and escaping stack slots, whose end
    is a write of all their bytes) and the bytes atomic accesses have touched; immutable,
    compared and hashed by value."""

    recs: frozenset[Rec] = frozenset()
    blocks: FrozenMap = EMPTY
    touched: frozenset[int] = frozenset()

    def _with(self, recs: Iterable[Rec], live: Iterable[int] | None = None) -> HB:
        """These records, less those every thread of ``live`` knows."""
        if live is not None:
            alive = frozenset(live)
            recs = (r for r in recs if not alive <= r.knowers)
        new = frozenset(recs)
        return self if new == self.recs else HB(new, self.blocks, self.touched)

    def stale(self, start: int | None = None, end: int = 0) -> HB:
        """After an access of ``[start, end)`` that may break the records' assumption
        (:class:`Stale`: it may read an older write than the last, or take another place
        in the word's order than last), less the records that a word there carries or
        carried (``("m", …)``, and ``("e", …)`` for an ended release sequence, which a read
        of an older write may still learn): what the access or a later read of the word
        learns of them is not known.  The others stay exact, and tracking goes on, since
        the memory model marks every later event that may break the assumption again.
        What the records may then get wrong is knowing more than C11 (a read of a store
        that drained before an older one): that may hide a race, never invent one.
        ``start`` ``None``: the word is not known, every record goes."""
        kept = [] if start is None else [
            r for r in self.recs if not any(
                (x[0] == "m" or x[0] == "e") and start <= x[1] < end for x in r.carriers)]
        return self if len(kept) == len(self.recs) else \
            HB(frozenset(kept), self.blocks, self.touched)

    def settled(self, joining: dict[int, int], live: Iterable[int]) -> HB:
        """Less the records every live thread knows or will know before its next access:
        a thread whose next action joins a live thread (``joining``: joiner -> joined)
        learns at least what that thread knows now."""
        if not self.recs:
            return self
        memo = (self, tuple(joining.items()), tuple(live))
        known = _SETTLED.get(memo)
        if known is None:
            if len(_SETTLED) > 2048:
                _SETTLED.clear()
            known = _SETTLED[memo] = self._settled(joining, live)
        return known

    def _settled(self, joining: dict[int, int], live: Iterable[int]) -> HB:
        proxies = {}
        for t in live:
            group, u = {t}, t
            while u in joining and joining[u] not in group:
                u = joining[u]
                group.add(u)
            proxies[t] = group
        kept = [r for r in self.recs if not all(g & r.knowers for g in proxies.values())]
        return self if len(kept) == len(self.recs) else HB(frozenset(kept), self.blocks,
                                                           self.touched)

    def covers(self, other: HB) -> bool:
        """Whether every race an execution from ``other`` can meet, the same execution from
        ``self`` meets too (the configurations otherwise equal): the tracked blocks and the
        atomically touched bytes are the same, and each record of ``other`` is a record of
        ``self`` (the same access) that no more threads know, with no more carriers.  Every
        rule of this module keeps that relation through the same events (knowledge only
        grows with knowers and carriers; a record goes when its knowers cover the live
        threads, or a record its thread knows covers it), and a race needs an unknowing
        thread.  The race-free exploration merges such configurations
        (``ctreelab_plugins.schedulers.exhaustive``): its first race ends it anyway."""
        if self.blocks != other.blocks or self.touched != other.touched:
            return False
        if len(other.recs) > len(self.recs):
            return False
        mine = {r[:6]: r for r in self.recs}
        for r in other.recs:
            a = mine.get(r[:6])
            if a is None or not (a.knowers <= r.knowers and a.carriers <= r.carriers):
                return False
        return True

    # -- races --------------------------------------------------------------------------

    def race(self, tid: int, start: int, end: int, write: bool, atomic: bool) -> Rec | None:
        """The record an access of ``[start, end)`` by ``tid`` races with (the least, so
        that the message does not depend on the set's order), or ``None``."""
        found = [r for r in self.recs if r.start < end and start < r.end
                 and (write or r.write) and not (atomic and r.atomic)
                 and tid not in r.knowers]
        return min(found) if found else None

    # -- accesses -----------------------------------------------------------------------

    def accessed(self, tid: int, start: int, end: int, write: bool, atomic: bool, what: str,
                 live: Collection[int], ended: bool = False) -> HB:
        """After an access by ``tid`` (``live``: the live threads), recorded.  The new
        record replaces those of its bytes that its thread knows and that it covers for
        races: any later access that races with one of them and does not know the new
        record races with the new record (a plain write covers every record, a plain read
        the reads; an atomic access only atomic ones, since two atomic accesses never
        race).  A plain store to an atomic word ends the release sequences of other
        threads there, as an atomic store does (:meth:`atomic`; ``ended`` as there)."""
        if len(live) < 2 and not self.recs:
            return self
        kept = [r for r in self.recs if not (
            start <= r.start and r.end <= end and tid in r.knowers
            and (write or not r.write) and (r.atomic or not atomic))]
        if write and not atomic:
            kept = [r._replace(carriers=c) if c is not r.carriers else r for r, c in
                    ((r, _ends_sequences(r.carriers, start, end, tid, ended))
                     for r in kept)]
        kept.append(Rec(start, end, write, atomic, tid, what, frozenset((tid,)), _NONE))
        return self._with(kept, live)

    def atomic(self, tid: int, addr: int, read: Ordering | None, write: Ordering | None,
               rmw: bool, live: Iterable[int], ended: bool = False) -> HB:
        """The synchronisation of an atomic access of the word at ``addr`` by ``tid``: its
        read part with ordering ``read`` (``None``: no read) acquires the word's release
        sequences, then its write part (``None``: no write) heads one of its own if it is a
        release (or follows a release fence).  The word carries what it releases as
        ``("m", addr, head)``, per head: a store that is no read-modify-write ends the
        sequences of the other heads (C11's release sequence: later stores of the same
        thread, and read-modify-writes of any, go on with it; ``ended``: an ended one
        leaves ``("e", addr, head)``, see :meth:`stale`)."""
        if not self.recs:
            return self
        mine = ("m", addr, tid)
        acquire = read in ACQUIRE
        release = write in RELEASE
        pending = ("pa", tid)
        fenced = ("pf", tid)
        out = []
        changed = False
        for r in self.recs:
            k, c = r.knowers, r.carriers
            if read is not None and any(x[0] == "m" and x[1] == addr for x in c):
                if acquire:
                    k = k | {tid}
                else:
                    c = c | {pending}
            if write is not None:
                if not rmw:
                    c = _ends_sequences(c, addr, addr + 1, tid, ended)
                if tid in k if release else fenced in c:
                    c = c | {mine}
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
        return type(self)(self.recs, self.blocks.set(block.start, block), self.touched)

    def atomically(self, start: int, end: int) -> HB:
        """An atomic access has touched ``[start, end)``."""
        if all(a in self.touched for a in range(start, end)):
            return self
        return HB(self.recs, self.blocks, self.touched.union(range(start, end)))

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
        return type(self)(recs, table, self.touched)


class Stale:
    """The answer of a write or atomic read that may have read another write than the last
    to its bytes in the order of the thread actions, or taken another place in their order
    than the last (marked by the memory stage, see ``MemoryModel.stale``): the
    interleaving gives the thread ``value`` and drops the records its word carries or
    carried (:meth:`HB.stale`)."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __repr__(self) -> str:
        return f"Stale({self.value!r})"


class Blocks(HB):
    """The live tracked blocks alone, with a memory model whose reads may read older
    writes and that does not say when (``MemoryModel.stale``: the interleaving cannot tell
    which release an acquire synchronises with, so it keeps no records): the interleaving
    finds the races of a block's end — ``free``, ``realloc``, the return of a function
    whose escaping stack slots die — with another thread's access to the block as it finds
    races, both next (see ``ctreelab.interleave``).  Never split out of a key
    (:func:`split`): there are no records to cover."""

    __slots__ = ()


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


def split(key: Any) -> tuple[Any, HB] | None:
    """A configuration key (nested tuples) with its happens-before records taken out: the
    key with an :class:`HB` in it (the first found) replaced by its blocks and atomically
    touched bytes, and that ``HB``; ``None`` when the key holds none.  Another ``HB`` in
    the key stays as it is (compared exactly).  The place found last is tried first: a
    pipeline's keys keep their shape."""
    path = _last_path[0]
    chain = _chain(key, path)
    if chain is None or type(chain[-1]) is not HB:
        found = _find(key)
        if found is None:
            return None
        path = _last_path[0] = found
        chain = _chain(key, path)
        assert chain is not None
    hb: HB = chain[-1]
    loose: Any = ("hb", hb.blocks, hb.touched)
    for outer, j in zip(reversed(chain[:-1]), reversed(path)):
        loose = (*outer[:j], loose, *outer[j + 1:])
    return loose, hb


_last_path: list[tuple[int, ...]] = [()]


def _chain(key: Any, path: tuple[int, ...]) -> list[Any] | None:
    """The tuples along ``path`` in ``key`` and what it leads to; ``None`` if it leaves
    the tuples."""
    chain = [key]
    for i in path:
        k = chain[-1]
        if type(k) is not tuple or i >= len(k):
            return None
        chain.append(k[i])
    return chain


def _find(key: Any) -> tuple[int, ...] | None:
    """The place of the first :class:`HB` in a key of nested tuples (depth first)."""
    todo: list[tuple[Any, tuple[int, ...]]] = [(key, ())]
    while todo:
        k, path = todo.pop()
        if type(k) is HB:
            return path
        if type(k) is tuple:
            todo.extend((x, (*path, i)) for i, x in reversed(tuple(enumerate(k)))
                        if type(x) is tuple or type(x) is HB)
    return None
