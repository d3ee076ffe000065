"""Execution graphs for the ``readsfrom`` explorer: events, reads-from, and the SC
consistency check that also finds a schedule realising a graph.

An event is one thread action (what a ``Sched`` choice runs, with the indices chosen at the
thread's own branches before the next ``Sched``).  It reads and writes *cells*: a memory
range as the run has met it (or single bytes, once two different overlapping ranges were
met), a cell of another space (allocator, output, synchronisation objects...: read and
written, so that those stay totally ordered), and the universal cell ``UNIVERSAL`` that
every event reads and an action of unknown footprint also writes (a barrier).  Each read
cell has a writer: an event ``(thread, index)`` or ``INIT``.

A graph is consistent under SC, reads-from only (coherence is existential), when some
schedule respects program order and the enabling events (a thread's creation, the exit a
join waits for) and makes each read's writer the last write of its cell before it.
:func:`linearize` searches for one over the frontiers (positions per thread, last writer
per cell), depth first with an explicit stack, remembering the frontiers from which no
schedule completes.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import Any

from ctreelab.budget import poll

INIT = None  # the writer of a cell's initial value
UNIVERSAL = ("*", 0)  # read by every event, written by barriers (footprint None)

EventId = tuple[int, int]


class Event:
    """One action of thread ``tid`` (its ``idx``-th); ``node``: its interned identity
    together with the thread's events before it (equal nodes: equal histories);
    ``enabler``: the events that must come first for the thread to be ready (its creation,
    the exits it joins)."""

    __slots__ = ("enabler", "halting", "id", "idx", "inner", "node", "racy", "reads", "rf",
                 "tid", "writes")

    def __init__(self, tid: int, idx: int, reads: tuple[Any, ...], writes: tuple[Any, ...],
                 rf: tuple[Any, ...], inner: tuple[int, ...], enabler: tuple[EventId, ...],
                 halting: bool, racy: tuple[Any, ...], node: int) -> None:
        self.tid = tid
        self.idx = idx
        self.id = (tid, idx)
        self.reads = reads
        self.writes = writes
        self.rf = rf
        self.inner = inner
        self.enabler = enabler
        self.halting = halting
        self.racy = racy
        self.node = node


class Interner:
    """Event identities: a thread history (the parent's node) followed by an event's data
    gets one integer, so that a graph's key is one integer per thread."""

    __slots__ = ("table",)

    def __init__(self) -> None:
        self.table: dict[Any, int] = {}

    def event(self, parent: int, tid: int, idx: int, reads: tuple[Any, ...],
              writes: tuple[Any, ...], rf: tuple[Any, ...], inner: tuple[int, ...],
              enabler: tuple[EventId, ...], halting: bool, racy: tuple[Any, ...]) -> Event:
        data = (parent, reads, writes, rf, inner, enabler, halting)
        node = self.table.get(data)
        if node is None:
            node = self.table[data] = len(self.table) + 1
        return Event(tid, idx, reads, writes, rf, inner, enabler, halting, racy, node)


Threads = dict[int, tuple[Event, ...]]


def key_of(threads: Threads) -> tuple[Any, ...]:
    """The canonical key of a graph: each thread's last event identity (no stamps)."""
    return tuple((t, es[-1].node) for t, es in sorted(threads.items()) if es)


class Closures:
    """Each event's (po ∪ rf ∪ enabling)-closure, itself included, as counts per thread,
    computed once per event object: a child graph that keeps its parent's events as they
    are shares the parent's table."""

    __slots__ = ("table", "threads")

    def __init__(self, threads: Threads, table: dict[Event, dict[int, int]] | None = None
                 ) -> None:
        self.threads = threads
        self.table = {} if table is None else table

    def deps(self, tid: int, idx: int, rf: tuple[Any, ...],
             enabler: tuple[EventId, ...]) -> list[Event]:
        threads = self.threads
        found = [threads[tid][idx - 1]] if idx else []
        for w in (*rf, *enabler):
            if w is not None:
                found.append(threads[w[0]][w[1]])
        return found

    def of(self, e: Event) -> dict[int, int]:
        table = self.table
        got = table.get(e)
        if got is not None:
            return got
        todo = [e]
        while todo:  # depth first over the dependencies not known yet
            x = todo[-1]
            if x in table:
                todo.pop()
                continue
            deps = self.deps(x.tid, x.idx, x.rf, x.enabler)
            missing = [d for d in deps if d not in table]
            if missing:
                todo.extend(missing)
                continue
            todo.pop()
            table[x] = merge([table[d] for d in deps], {x.tid: x.idx + 1})
        return table[e]

    def new(self, tid: int, idx: int, rf: tuple[Any, ...],
            enabler: tuple[EventId, ...]) -> dict[int, int]:
        """The closure of a new event's dependencies (without itself)."""
        return merge([self.of(d) for d in self.deps(tid, idx, (*rf,), enabler)], {})

    def before(self, e: Event) -> dict[int, int]:
        """What must happen before ``e`` can be next: its po-predecessors and enabler."""
        return merge([self.of(d) for d in self.deps(e.tid, e.idx, (), e.enabler)], {})


def merge(closures: list[dict[int, int]], into: dict[int, int]) -> dict[int, int]:
    for c in closures:
        for t, n in c.items():
            if n > into.get(t, 0):
                into[t] = n
    return into


def writers(threads: Threads) -> dict[Any, list[EventId]]:
    """Each written cell's writers."""
    found: dict[Any, list[EventId]] = {}
    for es in threads.values():
        for e in es:
            for c in e.writes:
                found.setdefault(c, []).append(e.id)
    return found


class Search:
    """The SC schedules of one graph (see the module docstring)."""

    def __init__(self, threads: Threads) -> None:
        self.tids = sorted(threads)
        self.index = {t: i for i, t in enumerate(self.tids)}
        self.evs = [threads[t] for t in self.tids]
        self.total = sum(len(es) for es in self.evs)
        readers: dict[Any, list[Event]] = {}
        cells: dict[Any, None] = {}
        for es in self.evs:
            for e in es:
                for c, w in zip(e.reads, e.rf):
                    readers.setdefault((w, c), []).append(e)
                for c in e.writes:
                    cells[c] = None
        self.readers = readers
        self.cells = tuple(cells)
        self.checks = 0  # states expanded

    def compiled(self) -> list[list[tuple[Any, ...]]]:
        """Per thread and event, what the search checks, over cell indices: (reads as
        (cell, writer), written cells, enablers as (thread index, event index), halting,
        the event's id); a read of a cell nothing writes must read the initial value."""
        cell_at = {c: k for k, c in enumerate(self.cells)}
        index = self.index
        out = []
        for es in self.evs:
            row = []
            for e in es:
                reads = []
                for c, w in zip(e.reads, e.rf):
                    k = cell_at.get(c)
                    if k is None:
                        if w is not None:
                            reads.append((-1, w))  # never satisfied
                        continue
                    reads.append((k, w))
                writes = tuple(cell_at[c] for c in e.writes)
                enabler = tuple((index[t], i) for t, i in e.enabler)
                row.append((tuple(reads), writes, enabler, e.halting, e.id, e))
            out.append(row)
        return out

    def run(self, hint: list[int] | None = None, final: dict[Any, Any] | None = None,
            stop: tuple[EventId, EventId] | None = None) -> list[int] | None:
        """A schedule (thread ids) of the whole graph, whose last writers end as ``final``
        says if given; or, with ``stop = (a, b)``, a schedule of a prefix after which the
        events ``a`` and ``b`` are both the next of their (enabled) threads.  ``hint``: a
        schedule to follow where it can (successive graphs share prefixes)."""
        evs, index = self.compiled(), self.index
        cell_at = {c: k for k, c in enumerate(self.cells)}
        readers: dict[Any, list[tuple[int, int, Event]]] = {}
        for (w, c), rs in self.readers.items():
            k = cell_at.get(c)
            if k is not None:
                readers[(w, k)] = [(index[r.tid], r.idx, r) for r in rs]
        n = len(evs)
        lens = [len(es) for es in evs]
        pos = [0] * n
        lw: list[Any] = [None] * len(self.cells)
        total = self.total
        order: list[int] = []
        dead: set[Any] = set()
        hint = hint or []
        stops = {} if stop is None else {index[stop[0][0]]: stop[0][1],
                                          index[stop[1][0]]: stop[1][1]}
        wanted = None if final is None else [(cell_at[c], w) for c, w in final.items()]

        def enabled(enabler: tuple[Any, ...]) -> bool:
            for ti, k in enabler:
                if pos[ti] <= k:
                    return False
            return True

        def can(i: int) -> bool:
            p = pos[i]
            if p >= lens[i] or stops.get(i) == p:
                return False
            reads, writes, enabler, halting, _, e = evs[i][p]
            if halting and len(order) != total - 1:
                return False
            if enabler and not enabled(enabler):
                return False
            for k, w in reads:
                if k < 0 or lw[k] != w:
                    return False
            if stop is None:
                for k in writes:
                    for ti, idx, r in readers.get((lw[k], k), ()):
                        if r is not e and pos[ti] <= idx:
                            return False
            return True

        def goal() -> bool:
            if stop is not None:
                return all(pos[i] == p and enabled(evs[i][p][2]) for i, p in stops.items())
            if len(order) != total:
                return False
            return wanted is None or all(lw[k] == w for k, w in wanted)

        # frames: (candidate thread indices, next candidate, undo of the move into it)
        frames: list[list[Any]] = []
        every = list(range(n))

        def push(depth: int, undo: Any) -> None:
            first = index.get(hint[depth]) if depth < len(hint) else None
            cands = every
            if first is not None and first:
                cands = [first, *every[:first], *every[first + 1:]]
            frames.append([cands, 0, undo])

        if goal():
            return []
        push(0, None)
        while frames:
            f = frames[-1]
            cands = f[0]
            moved = False
            while f[1] < n:
                i = cands[f[1]]
                f[1] += 1
                if not can(i):
                    continue
                ev = evs[i][pos[i]]
                undo = [(k, lw[k]) for k in ev[1]]
                for k in ev[1]:
                    lw[k] = ev[4]
                pos[i] += 1
                order.append(i)
                self.checks += 1
                if not self.checks & 0x7FF:
                    poll()  # a search can be long: the exploration's budget holds
                if goal():
                    return [self.tids[j] for j in order]
                s = (tuple(pos), tuple(lw))
                if s in dead:
                    _undo(lw, pos, order, i, undo)
                    continue
                push(len(order), (i, undo, s))
                moved = True
                break
            if moved:
                continue
            frames.pop()
            if f[2] is not None:
                i, undo, s = f[2]
                dead.add(s)
                _undo(lw, pos, order, i, undo)
        return None

    def valid(self, order: list[int]) -> bool:
        """Whether the schedule ``order`` (thread ids) realises the whole graph."""
        evs, index, readers = self.evs, self.index, self.readers
        if len(order) != self.total:
            return False
        pos = [0] * len(evs)
        lw: dict[Any, Any] = {}
        for done, t in enumerate(order):
            i = index[t]
            e = evs[i][pos[i]]
            if e.halting and done != self.total - 1:
                return False
            for u, k in e.enabler:
                if pos[index[u]] <= k:
                    return False
            for c, w in zip(e.reads, e.rf):
                if lw.get(c) != w:
                    return False
            for c in e.writes:
                for r in readers.get((lw.get(c), c), ()):
                    if r is not e and pos[index[r.tid]] <= r.idx:
                        return False
                lw[c] = e.id
            pos[i] += 1
        return True

    def finals(self, closures: Closures) -> Iterator[dict[Any, Any]]:
        """The last writers the complete graph may end with, for the cells where more than
        one is possible, as combinations to check, lazily (none: one only).  A candidate is each
        thread's last write of the cell that no other thread's last write of it, nor a
        read of it from another writer, must follow."""
        last_w: dict[Any, dict[int, Event]] = {}  # cell -> thread -> its last write
        reads: dict[Any, dict[int, list[Event]]] = {}  # cell -> thread -> its reads
        for es in self.evs:
            for e in es:
                for c in e.writes:
                    last_w.setdefault(c, {})[e.tid] = e
                for c in e.reads:
                    reads.setdefault(c, {}).setdefault(e.tid, []).append(e)
        choice: list[tuple[Any, list[EventId]]] = []
        for c, by_thread in last_w.items():
            if len(by_thread) < 2:
                continue
            cands = []
            for w in by_thread.values():
                later = [x for x in by_thread.values() if x is not w]
                for rs in reads.get(c, {}).values():
                    for r in reversed(rs):
                        if r is not w and r.rf[r.reads.index(c)] != w.id:
                            later.append(r)
                            break
                if not any(w.idx < closures.of(x).get(w.tid, 0) for x in later):
                    cands.append(w.id)
            if len(cands) > 1:
                choice.append((c, cands))
        cells = [c for c, _ in choice]
        return (dict(zip(cells, combo)) for combo in product(*(cands for _, cands in choice))
                if choice)


def _undo(lw: list[Any], pos: list[int], order: list[int], i: int, undo: Any) -> None:
    for k, old in undo:
        lw[k] = old
    pos[i] -= 1
    order.pop()
