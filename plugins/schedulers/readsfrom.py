"""``readsfrom``: one execution per reads-from class, by execution graphs (SC).

Two executions are equivalent when every read reads from the same write (coherence is left
existential, as in Abdulla et al., "Optimal stateless model checking for reads-from
equivalence under sequential consistency", OOPSLA 2019).  The explorer builds execution
graphs in the style of GenMC's TruSt (Kokologiannakis et al., PLDI 2022) over the same
choice trees as ``exhaustive``: a graph (:mod:`ctreelab_plugins.schedulers.rf_graph`) is
*realised* by replaying on the tree a schedule that the SC consistency check returns (the
trees along the previous schedule are kept, and the longest common prefix reused).  Then the
lowest ready thread's next action ``e`` is added:

* forward: one child per consistent choice of writer for each cell ``e`` reads (every write
  of the cell in the graph, or the initial value);
* backward revisits: for each read ``r`` of another thread that reads a cell ``e`` writes
  and is not in the (po ∪ rf ∪ enabling)-prefix of ``e``, the graph restricted to the events
  added before ``r`` and that prefix, plus ``e``, with ``r`` now reading from ``e`` (``r``'s
  later events are dropped, and so is whatever depended on a dropped event).

TruSt's maximality condition is not used; a visited set of canonical graph keys (per
thread, its events with their reads-from, and the insertion order) removes the
duplicates instead (``visited = "graph"`` leaves the order out: one execution per
reads-from class where it works, but it can miss outcomes; docs/guide/reads-from.md).
A complete graph is an execution: its leaf gives the outcome.  When the program
may end with different last writes of a cell (final values a litmus condition or an
observed global reads), each possible combination of last writers is realised too.

Where the graph view is not sound the explorer does not guess: it runs the whole
exploration with ``exhaustive`` and says why in the ``fallback`` statistic — a memory model
other than ``sc``; internal actions of a memory model; a thread blocked or unblocked by
another thread's action other than an exit it joins (locks, condition variables,
barriers); threads created by more than one thread (thread ids would depend on the
interleaving); a configuration repeating along a schedule (a spin loop); a data race found
by a replay (``races = "report"``: a race is a property of schedules, not of graphs); a
thread's own choice before its first action.  Data races are looked for on every complete
graph: two conflicting accesses of different threads, not both known to be atomic, that
some schedule of the graph makes both next (known atomic: met together at a ``Sched``
without a race report).

Statistics: ``graphs`` explored, ``executions`` (complete graphs, times their final-write
combinations), ``duplicates`` skipped, ``inconsistent`` candidate graphs,
``consistency-checks`` (search steps), ``steps`` replayed, ``byte-cells`` (1: restarted
with single-byte cells after overlapping accesses of different sizes), ``dropped`` (graphs whose
replay got stuck: no execution).  A replay that does not follow its graph (a thread not
ready at its turn, an action touching other cells) means a dependency the graph does not
show: the explorer falls back.  Budgets: ``max-states`` graphs, ``max-steps`` branch
nodes on one replayed path, ``timeout``, ``max-memory``.  Witnesses: the choice path of the first execution found for
each outcome (not the least one, unlike ``exhaustive``).
"""

from __future__ import annotations

import time
from functools import partial
from itertools import product
from pathlib import Path
from typing import Any, ClassVar

from ctreelab.branches import RaceFound, Sched
from ctreelab.component import Option
from ctreelab.footprint import OUTPUT_READ
from ctreelab.outcome import Outcome, RunResult, budget_outcome
from ctreelab.scheduler import (
    BUDGET_OPTIONS,
    BudgetExceeded,
    Clock,
    Progress,
    Scheduler,
    TreeFactory,
    leaf_outcome,
)
from ctreelab.tree import Br, Tree, key_of, observe

from .rf_graph import (
    INIT,
    UNIVERSAL,
    Closures,
    Event,
    EventId,
    Interner,
    Search,
    Threads,
    writers,
)
from .rf_graph import key_of as graph_key


class Fallback(Exception):
    """The graph view is not sound for this program: explore it exhaustively."""


class ReadsFrom(Scheduler):
    name: ClassVar[str] = "readsfrom"
    description: ClassVar[str] = ("one execution per reads-from class (execution graphs, "
                                  "sc); falls back to exhaustive where unsound")
    options: ClassVar[dict[str, Option]] = {
        "max-states": Option(int, 1_000_000, "execution graphs to explore", minimum=1),
        "visited": Option(str, "stamped", "which graphs are duplicates: the same events, "
                          "reads-from and insertion order (stamped: every graph TruSt would "
                          "reach is explored), or only the same events and reads-from (graph: "
                          "fewer executions, but it can miss outcomes)",
                          choices=("stamped", "graph")),
        **BUDGET_OPTIONS,
    }

    def explore(self, make_tree: TreeFactory, trace: bool = False) -> RunResult:
        start = time.perf_counter()
        model = _model(self.source)
        reason = None if model == "sc" else f"memory model {model!r} (readsfrom: sc only)"
        walk = None
        if reason is None:
            spec = self.source
            litmus = spec is not None and (spec.language == "litmus" or (
                spec.language is None and str(spec.program).endswith(".litmus")))
            walk = _Walk(self.config, self.progress, make_tree, litmus, _final_memory(spec))
            try:
                walk.run()
            except Fallback as exc:
                reason = str(exc)
        if reason is not None:
            from .exhaustive import Exhaustive
            opts = {k: self.config[k] for k in ("max-states", *BUDGET_OPTIONS)}
            inner = Exhaustive(**opts)
            inner.progress, inner.source = self.progress, self.source
            result = inner.explore(make_tree, trace)
            result.stats["fallback"] = reason
            result.stats["time"] = time.perf_counter() - start
            return result
        assert walk is not None
        result = RunResult()
        for o, n in walk.counts.items():
            result.add(o, n)
        result.witnesses = dict(walk.witnesses)
        result.stats = {**walk.counters(), "time": time.perf_counter() - start}
        return result


def _model(spec: Any) -> str:
    """The memory model of the pipeline spec (``sc`` when the stack leaves it default)."""
    if spec is None:
        return "unknown"
    if spec.memory:
        return str(spec.memory)
    for stage in spec.stages or ():
        if stage.use == "memory":
            return str(stage.options.get("model", "sc"))
    return "sc"


def _final_memory(spec: Any) -> bool:
    """Whether outcomes may read the final memory (observed globals, a litmus condition,
    an unknown language): then every possible combination of last writes is realised."""
    if spec is None or spec.observe:
        return True
    language = spec.language or {".ll": "llvm", ".c": "llvm", ".cpp": "llvm",
                                 ".muir": "muir"}.get(Path(str(spec.program)).suffix)
    return language not in ("llvm", "muir")


class _Graph:
    """A work item: the events per thread, their insertion stamps, a schedule realising
    them, and the id of the event added last."""

    __slots__ = ("closures", "last", "lin", "lw", "plan", "stamps", "threads", "ws")

    def __init__(self, threads: Threads, stamps: dict[EventId, int], lin: list[int],
                 last: EventId | None, table: dict[Event, dict[int, int]] | None = None,
                 ws: dict[Any, tuple[EventId, ...]] | None = None,
                 lw: dict[Any, Any] | None = None) -> None:
        self.threads = threads
        self.stamps = stamps
        self.lin = lin
        self.last = last
        self.closures = Closures(threads, table)
        self.plan: list[Event] | None = None  # the events of ``lin``, step by step
        # each cell's writers, and its last writer after ``lin`` (computed when needed)
        self.ws = ws
        self.lw = lw

    def schedule(self) -> list[Event]:
        if self.plan is None:
            self.plan = _plan(self.threads, self.lin)
        return self.plan

    def writers(self) -> dict[Any, tuple[EventId, ...]]:
        if self.ws is None:
            self.ws = {c: tuple(w) for c, w in writers(self.threads).items()}
        return self.ws

    def last_writers(self) -> dict[Any, Any]:
        """The last writer of each cell after the schedule."""
        if self.lw is None:
            lw: dict[Any, Any] = {}
            seen = dict.fromkeys(self.threads, 0)
            threads = self.threads
            for t in self.lin:
                e = threads[t][seen[t]]
                seen[t] += 1
                for c in e.writes:
                    lw[c] = e.id
            self.lw = lw
        return self.lw


class _Walk:
    def __init__(self, config: dict[str, Any], progress: Progress | None,
                 make_tree: TreeFactory, litmus: bool = False, final_memory: bool = True
                 ) -> None:
        self.max_states = config["max-states"]
        self.stamped = config.get("visited") == "stamped"
        self.litmus = litmus
        self.final_memory = final_memory
        self.max_steps = config["max-steps"]
        self.clock = Clock(config["timeout"])
        self.progress = progress
        self.make_tree = make_tree
        self.bytes = False
        self.reset()

    def reset(self) -> None:
        """The exploration's state (again from the start after ``_Restart``)."""
        self.intern = Interner()
        self.visited: set[Any] = set()
        self.counts: dict[Outcome, int] = {}
        self.witnesses: dict[Outcome, tuple[int, ...]] = {}
        self.graphs = self.executions = self.duplicates = self.inconsistent = 0
        self.checks = self.steps = self.dropped = 0
        self.stamp = 0
        # the cells met: per space, start -> end (ranges), until two overlapping different
        # ranges are met: then bytes (the exploration restarts)
        self.ranges: dict[Any, dict[int, int]] = {}
        self.atomic: set[Any] = set()  # (thread, history node, racy accesses) known atomic
        self.spawners: set[int] = set()
        # the replayed path: the Sched node before each step, the step (thread, inner
        # choices), its witness choices, the branch nodes up to it, the configuration keys
        self.nodes: list[Br] = []
        self.plan: list[Event] = []  # the events of the steps
        self.wit: list[tuple[int, ...]] = []
        self.depth: list[int] = []
        self.keys: dict[Any, int] = {}
        self.node_keys: list[Any] = []
        self.leaf_wit: tuple[int, ...] = ()  # the witness choices of the step to a leaf

    # -- the exploration ---------------------------------------------------------------------

    def run(self) -> None:
        try:
            while True:
                try:
                    self.explore()
                    return
                except _Restart:
                    self.bytes = True
                    self.reset()
        except BudgetExceeded as exc:
            o = budget_outcome(exc.reason)
            self.counts[o] = self.counts.get(o, 0) + 1

    def explore(self) -> None:
        work = [_Graph({}, {}, [], None)]
        while work:
            g = work.pop()
            self.graphs += 1
            if self.graphs > self.max_states:
                raise BudgetExceeded(f"max-states={self.max_states} exhausted")
            if not self.graphs & 0x3F:
                self.clock.check()
                if self.progress is not None:
                    self.progress(self.counters())
            end = self.realise(g)
            if end is None:
                self.dropped += 1
                continue
            kind, node = end
            if kind == "fork":
                work.extend(self.forked(g, node))
            elif kind == "halt":
                fixed = self.halting(g, node)
                if fixed is not None:
                    work.append(fixed)
                else:
                    self.dropped += 1
            elif kind == "leaf":
                self.leaf(g, node)
            else:
                work.extend(self.children(g, node))

    def counters(self) -> dict[str, int]:
        return {"graphs": self.graphs, "states": self.graphs, "executions": self.executions,
                "duplicates": self.duplicates, "inconsistent": self.inconsistent,
                "consistency-checks": self.checks, "steps": self.steps, "dropped": self.dropped,
                "byte-cells": int(self.bytes)}

    # -- realising a graph -------------------------------------------------------------------

    def realise(self, g: _Graph, lin: list[int] | None = None) -> tuple[str, Any] | None:
        """Replay a schedule of ``g`` (``lin``, or the one it was found with): the node it
        ends at, as ``("sched", node)``, ``("leaf", node)``, ``("fork", branch)`` (the last
        event meets a branch of its own not chosen yet), ``("halt", None)`` (an event ended
        the program before the end of the schedule); ``None``: the graph is refuted."""
        plan = g.schedule() if lin is None else _plan(g.threads, lin)
        if not self.nodes:
            self.nodes.append(self.first(self.make_tree()))
            self.depth.append(0)
            self.remember(0)
        path = self.plan
        m = min(len(plan), len(path))
        if plan[:m] != path[:m]:  # events compare by identity (fast); else step by step
            m = 0
            while m < len(plan) and m < len(path) and (path[m] is plan[m] or (
                    path[m].tid == plan[m].tid and path[m].inner == plan[m].inner)):
                m += 1
        self.truncate(m)
        for i in range(m, len(plan)):
            e = plan[i]
            node = self.nodes[i]
            b = node.branch
            if type(b) is not Sched or e.tid not in b.ready:
                raise Fallback(f"thread {e.tid} was not ready where a schedule of its graph "
                               "has it run (a dependency the graph does not show)")
            j = b.ready.index(e.tid)
            reads, writes, _racy = self.cells(b.footprints[j] if b.footprints else None)
            if reads != e.reads or writes != e.writes:
                raise Fallback(f"thread {e.tid}'s action touched other cells in another "
                               "schedule of its graph (a dependency the graph does not show)")
            wit = [j] if len(b.choices()) > 1 else []
            depth = self.depth[i] + 1
            t: Tree = node.k(e.tid)
            k = 0
            while True:
                nxt = observe(t)
                if type(nxt) is not Br:
                    if len(b.ready) + len(b.blocked or ()) > 1:
                        raise Fallback(f"thread {e.tid} ends the program while other threads "
                                       "run (the outcome depends on the schedule)")
                    self.steps += 1
                    self.leaf_wit = tuple(wit)
                    if i == len(plan) - 1:
                        return "leaf", nxt
                    return "halt", e.id
                nb = nxt.branch
                if type(nb) is Sched:
                    break
                if type(nb) is RaceFound:
                    raise Fallback("a data race (races are found per schedule, not per graph)")
                depth += 1
                choices = nb.choices()
                if len(choices) == 1:
                    t = nxt.k(choices[0])
                    continue
                if not choices:
                    return None
                if k >= len(e.inner):
                    if i != len(plan) - 1:
                        return None
                    self.truncate(i)
                    return "fork", len(choices)
                wit.append(e.inner[k])
                t = nxt.k(choices[e.inner[k]])
                k += 1
            if k != len(e.inner):
                return None
            if depth > self.max_steps:
                raise BudgetExceeded(f"max-steps={self.max_steps} exhausted on one path")
            self.steps += 1
            if not self.steps & 0x3F:
                self.clock.check()
            self.plan.append(e)
            self.wit.append(tuple(wit))
            self.nodes.append(nxt)
            self.depth.append(depth)
            self.check_step(i, e)
            self.remember(i + 1)
        return "sched", self.nodes[len(plan)]

    def first(self, t: Tree) -> Br:
        """The first scheduling point."""
        while True:
            node = observe(t)
            if type(node) is not Br:
                raise Fallback("the program ends before its first thread action")
            if type(node.branch) is Sched:
                return node
            choices = node.branch.choices()
            if len(choices) != 1:
                raise Fallback("a choice before the first thread action")
            t = node.k(choices[0])

    def truncate(self, m: int) -> None:
        """Keep the first ``m`` steps of the replayed path."""
        del self.plan[m:]
        del self.wit[m:]
        while len(self.nodes) > m + 1:
            self.nodes.pop()
            self.depth.pop()
            k = self.node_keys.pop()
            if k is not None:
                left = self.keys[k] - 1
                if left:
                    self.keys[k] = left
                else:
                    del self.keys[k]

    def remember(self, i: int) -> None:
        """The configuration key of scheduling point ``i``: if it was met before on the
        path, the program has a cycle (a spin loop)."""
        node = self.nodes[i]
        b = node.branch
        if type(b) is Sched and b.internal:
            raise Fallback("the memory model offers internal actions")
        kk = key_of(node.k)
        k = None if kk is None else (b, kk)
        if k is not None:
            if k in self.keys:
                raise Fallback("a configuration repeats along a schedule (a spin loop)")
            self.keys[k] = 1
        self.node_keys.append(k)

    def check_step(self, i: int, e: Event) -> None:
        """Readiness between scheduling points ``i`` and ``i + 1`` (after ``e``): only a
        thread's own action blocks it, only an exit it joins or its creation enables it; and
        conflicting next actions met together without a race report are atomic."""
        before, after = self.nodes[i].branch, self.nodes[i + 1].branch
        live_before = set(before.ready) | set(before.blocked or ())
        ready_after = set(after.ready)
        exited = e.tid not in ready_after and e.tid not in (after.blocked or ())
        for v in after.ready:
            if v == e.tid:
                continue
            if v not in live_before:
                self.spawners.add(e.tid)
                if len(self.spawners) > 1:
                    raise Fallback("threads created by more than one thread")
            elif v not in before.ready and not exited:
                raise Fallback(f"thread {v} was enabled by thread {e.tid}'s action "
                               "(a lock, condition or barrier)")
        for v in before.ready:
            if v != e.tid and v not in ready_after and v in (after.blocked or ()):
                raise Fallback(f"thread {v} was blocked by thread {e.tid}'s action")
        fps = after.footprints
        if len(after.ready) > 1 and fps:
            self.learn_atomic(after)

    def learn_atomic(self, b: Sched) -> None:
        found = []
        for v, fp in zip(b.ready, b.footprints):
            racy = self.cells(fp)[2]
            if racy:
                found.append((v, racy))
        if len(found) < 2:
            return
        hist: dict[int, int] = {}
        wanted = {v for v, _ in found}
        for e in reversed(self.plan):  # each thread's last event node along the path
            if e.tid in wanted and e.tid not in hist:
                hist[e.tid] = e.node
                if len(hist) == len(wanted):
                    break
        for x, (v, ra) in enumerate(found):
            for w, rb in found[x + 1:]:
                if _conflict(ra, rb):
                    self.atomic.add((v, hist.get(v, 0), ra))
                    self.atomic.add((w, hist.get(w, 0), rb))

    # -- events --------------------------------------------------------------------------------

    def cells(self, fp: Any) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]]:
        """A footprint as the cells read and written (every event reads ``UNIVERSAL``; an
        unknown footprint writes it too) and its race-detection accesses."""
        if fp is None:
            return (UNIVERSAL,), (UNIVERSAL,), ()
        reads: list[Any] = [UNIVERSAL]
        writes: list[Any] = []
        racy: list[Any] = []
        for a in fp:
            space = a.space
            if space == "race":
                racy.append((a.start, a.end, a.write))
                continue
            if a == OUTPUT_READ:  # what a race found there would show: races fall back
                continue
            keys = self.keys_of(space, a.start, a.end)
            if space == "mem":
                (writes if a.write else reads).extend(keys)
            else:
                reads.extend(keys)
                writes.extend(keys)
        return tuple(dict.fromkeys(reads)), tuple(dict.fromkeys(writes)), tuple(racy)

    def keys_of(self, space: Any, start: int, end: int) -> list[Any]:
        if self.bytes:
            return [b if space == "mem" else (space, b) for b in range(start, end)]
        known = self.ranges.setdefault(space, {})
        have = known.get(start)
        if have is None:
            for s, e in known.items():
                if s < end and start < e:
                    raise _Restart
            known[start] = end
        elif have != end:
            raise _Restart
        return [start if space == "mem" else (space, start)]

    # -- children of a graph -----------------------------------------------------------------

    def children(self, g: _Graph, node: Br) -> list[_Graph]:
        b = node.branch
        threads = g.threads
        t = b.ready[0]
        j = 0
        for v, fp in zip(b.ready[1:], b.footprints[1:]):
            if fp is None and self.halts(node, v):
                raise Fallback(f"thread {v} may end the program while other threads run "
                               "(the outcome depends on the schedule)")
        reads, writes, racy = self.cells(b.footprints[j] if b.footprints else None)
        mine = threads.get(t, ())
        idx = len(mine)
        enabler = self.enabler(g, t, b)
        parent = mine[-1].node if mine else 0
        found: list[_Graph] = []
        # forward: every choice of writers not overwritten before the event
        pre = g.closures.new(t, idx, (), enabler)
        lw = g.last_writers()
        ws = g.writers()
        for rf in product(*_candidates(g.closures, ws, reads, pre)):
            e = self.intern.event(parent, t, idx, reads, writes, tuple(rf), (), enabler, False,
                                  racy)
            new = dict(threads)
            new[t] = (*mine, e)
            natural = all(lw.get(c) == w for c, w in zip(reads, rf))
            child = self.child(new, {**g.stamps, e.id: self.next_stamp()}, e.id, g.lin + [t],
                               None if natural else g.lin + [t], g.closures.table,
                               None if natural else partial(self.placed, g, e))
            if child is not None:
                if natural:
                    child.plan = [*g.schedule(), e]
                if writes:
                    child.ws = {**ws, **{c: (*ws.get(c, ()), e.id) for c in writes}}
                    if natural:
                        child.lw = {**lw, **dict.fromkeys(writes, e.id)}
                else:
                    child.ws = ws
                    if natural:
                        child.lw = lw
                found.append(child)
        # backward revisits
        if writes:
            wset = set(writes)
            for v, es in threads.items():
                if v == t:
                    continue
                for r in es[pre.get(v, 0):]:
                    if wset.isdisjoint(r.reads):
                        continue
                    found.extend(self.revisit(g, t, idx, reads, writes, racy, enabler, pre, r))
        return found

    def halts(self, node: Br, v: int) -> bool:
        """Whether thread ``v``'s next action ends the program."""
        t: Tree = node.k(v)
        while True:
            nxt = observe(t)
            if type(nxt) is not Br:
                return True
            choices = nxt.branch.choices()
            if type(nxt.branch) is Sched or len(choices) != 1:
                return False
            t = nxt.k(choices[0])

    def revisit(self, g: _Graph, t: int, idx: int, reads: tuple[Any, ...],
                writes: tuple[Any, ...], racy: tuple[Any, ...], enabler: tuple[EventId, ...],
                pre: dict[int, int], r: Event) -> list[_Graph]:
        threads, stamps = g.threads, g.stamps
        limit = stamps[r.id]
        cut: dict[int, int] = {}
        for v, es in threads.items():
            n = 0
            while n < len(es) and (stamps[es[n].id] < limit or n < pre.get(v, 0)):
                n += 1
            cut[v] = n
        cut[r.tid] = r.idx + 1
        eid = (t, idx)
        wset = set(writes)
        new_rf = tuple(eid if c in wset else w for c, w in zip(r.reads, r.rf))
        changed = True
        while changed:  # drop what depends on a dropped event
            changed = False
            for v, es in threads.items():
                for e in es[:cut[v]]:
                    rf = new_rf if e is r else e.rf
                    if any(w is not None and w != eid and w[1] >= cut[w[0]] for w in rf) or (
                            any(w[1] >= cut[w[0]] for w in e.enabler)):
                        cut[v] = e.idx
                        changed = True
                        break
        if cut[r.tid] <= r.idx or cut.get(t, 0) != idx:
            return []
        new: Threads = {}
        for v, es in threads.items():
            kept = es[:cut[v]]
            if kept or v == t:
                new[v] = kept
        before_r = new[r.tid][:-1]
        r_parent = before_r[-1].node if before_r else 0

        def revisited() -> Event:
            """``r`` reading from the new event: an object of each child's own, since its
            closure (cached per object) depends on which new event that child has."""
            return self.intern.event(r_parent, r.tid, r.idx, r.reads, r.writes, new_rf,
                                     r.inner, r.enabler, r.halting, r.racy)

        new[r.tid] = (*before_r, revisited())
        mine = new.get(t, ())
        parent = mine[-1].node if mine else 0
        if any(w[1] >= cut.get(w[0], 0) for w in enabler):
            return []
        found = []
        closures = Closures(new)
        ws = {c: tuple(w) for c, w in writers(new).items()}
        for rf in product(*_candidates(closures, ws, reads, closures.new(t, idx, (), enabler))):
            e = self.intern.event(parent, t, idx, reads, writes, tuple(rf), (), enabler, False,
                                  racy)
            child_threads = dict(new)
            child_threads[t] = (*mine, e)
            child_threads[r.tid] = (*before_r, revisited())
            kept_stamps = {x.id: stamps[x.id] for es in child_threads.values() for x in es
                           if x.id in stamps}
            kept_stamps[eid] = self.next_stamp()
            order = [x.tid for x in g.schedule() if x.idx < cut.get(x.tid, 0) and x is not r]
            # a table of its own: kept events that read from ``r`` have closures through
            # this child's ``e``
            child = self.child(child_threads, kept_stamps, eid, [], g.lin,
                               dict(closures.table), partial(list, [*order, t, r.tid]))
            if child is not None:
                found.append(child)
        return found

    def child(self, threads: Threads, stamps: dict[EventId, int], last: EventId,
              lin: list[int], hint: list[int] | None,
              table: dict[Event, dict[int, int]] | None = None,
              guess: Any = None) -> _Graph | None:
        """A new graph unless seen before; ``hint`` given: checked for consistency (the
        schedule ``guess()`` if it realises it, else a search from ``hint``), else ``lin``
        realises it."""
        key = self.key(threads, stamps)
        if key in self.visited:
            self.duplicates += 1
            return None
        self.visited.add(key)
        if hint is not None:
            search = Search(threads)
            order = guess() if guess is not None else None
            if order is not None and search.valid(order):
                return _Graph(threads, stamps, order, last, table)
            found = search.run(hint)
            self.checks += search.checks
            if found is None:
                self.inconsistent += 1
                return None
            lin = found
        return _Graph(threads, stamps, lin, last, table)

    def placed(self, g: _Graph, e: Event) -> list[int] | None:
        """A schedule of ``g`` plus ``e`` with ``e`` right after the last of the events
        it must follow and of the writers it reads from (checked by the caller)."""
        plan = g.schedule()
        need = {*(w for w in e.rf if w is not None), *e.enabler}
        if e.idx:
            need.add((e.tid, e.idx - 1))
        at = 0
        for k, x in enumerate(plan):
            if x.id in need:
                at = k + 1
        order = g.lin[:at] + [e.tid] + g.lin[at:]
        return order

    def key(self, threads: Threads, stamps: dict[EventId, int]) -> Any:
        """A graph's key in the visited set (``visited``: with the insertion order)."""
        key = graph_key(threads)
        if self.stamped:
            return key, tuple(sorted(stamps, key=stamps.__getitem__))
        return key

    def next_stamp(self) -> int:
        self.stamp += 1
        return self.stamp

    def enabler(self, g: _Graph, t: int, b: Sched) -> tuple[EventId, ...]:
        """The events that must come first for thread ``t``'s next action: the last event of
        the thread its synchronising join waits for (``Sched.joins``; whether or not ``t``
        had to wait: that thread may have ended first), with ``t``'s creation if it has no
        event yet; else, if ``t`` was not ready just after its own last event along the
        replayed path, its creation or, for a raw join, every exit
        while it was blocked (exact when it waits for all of them, as the litmus harness
        does; otherwise, with more than one, the explorer falls back)."""
        lin, nodes, plan = g.lin, self.nodes, self.plan
        k = len(lin) - 1
        blocked_from = None
        created: tuple[EventId, ...] = ()
        while k >= 0 and lin[k] != t:  # back to t's last event
            if t not in nodes[k].branch.ready:
                if t not in (nodes[k].branch.blocked or ()):  # not there yet: created
                    created = (plan[k].id,)
                    break
                blocked_from = k
            k -= 1
        joins = dict(b.joins)
        if t in joins:
            u = joins[t]
            mine = g.threads.get(u, ())
            if not mine:
                raise Fallback(f"thread {t} joins thread {u}, which never ran")
            return (*created, mine[-1].id)
        if created or blocked_from is None:
            return created
        exits = tuple(plan[i].id for i in range(blocked_from, len(lin))
                      if self.exited(i))
        if len(exits) != 1 and not self.litmus:
            raise Fallback(f"thread {t} waited for {len(exits)} thread exits at once (a raw "
                           "join: which of them it joins is not visible)")
        return exits

    def exited(self, i: int) -> bool:
        """Whether the event of step ``i`` ended its thread."""
        after = self.nodes[i + 1].branch
        v = self.plan[i].tid
        return v not in after.ready and v not in (after.blocked or ())

    # -- the end of an execution -------------------------------------------------------------

    def leaf(self, g: _Graph, node: Any) -> None:
        self.record(leaf_outcome(node))
        search = Search(g.threads)
        if self.final_memory:
            first = g.last_writers()
            for final in search.finals(g.closures):
                self.clock.check()
                if all(first.get(c) == w for c, w in final.items()):
                    continue
                lin = search.run(g.lin, final)
                if lin is None:
                    continue
                end = self.realise(g, lin)
                if end is not None and end[0] == "leaf":
                    self.record(end[1])
        self.checks += search.checks
        self.races(g, search)

    def record(self, o: Any) -> None:
        if not isinstance(o, Outcome):
            o = leaf_outcome(o)
        self.executions += 1
        self.counts[o] = self.counts.get(o, 0) + 1
        if o not in self.witnesses:
            self.witnesses[o] = tuple(c for w in self.wit for c in w) + self.leaf_wit

    def races(self, g: _Graph, search: Search) -> None:
        """Look for two conflicting accesses that some schedule makes both next, not both
        known atomic; replay that schedule: a race report there means a fallback."""
        threads = g.threads
        racy = [e for es in threads.values() for e in es if e.racy]
        if len(racy) < 2:
            return
        def before(a: Event, b: Event) -> bool:
            return a.idx < g.closures.before(b).get(a.tid, 0)

        for x, a in enumerate(racy):
            for b in racy[x + 1:]:
                if a.tid == b.tid or not _conflict(a.racy, b.racy):
                    continue
                ka = (a.tid, threads[a.tid][a.idx - 1].node if a.idx else 0, a.racy)
                kb = (b.tid, threads[b.tid][b.idx - 1].node if b.idx else 0, b.racy)
                if (ka in self.atomic and kb in self.atomic) or before(a, b) or before(b, a):
                    continue
                lin = search.run(g.lin, stop=(a.id, b.id))
                if lin is None:
                    continue
                self.replay_prefix(g, lin)
                if ka not in self.atomic or kb not in self.atomic:
                    # met together without a report: the memory stage found no race there
                    self.atomic.add(ka)
                    self.atomic.add(kb)

    def replay_prefix(self, g: _Graph, lin: list[int]) -> None:
        """Replay a schedule of part of ``g`` (for the race check; a race report there
        raises ``Fallback``)."""
        counts: dict[int, int] = {}
        for v in lin:
            counts[v] = counts.get(v, 0) + 1
        part = _Graph({v: es[:counts.get(v, 0)] for v, es in g.threads.items()}, g.stamps, lin,
                      None)
        self.realise(part)

    # -- forks and halts -----------------------------------------------------------------------

    def forked(self, g: _Graph, n: int) -> list[_Graph]:
        """The last event met a branch of its own: one graph per choice."""
        assert g.last is not None
        t, i = g.last
        e = g.threads[t][i]
        parent = g.threads[t][i - 1].node if i else 0
        found = []
        for c in range(n):
            f = self.intern.event(parent, t, i, e.reads, e.writes, e.rf, (*e.inner, c),
                                  e.enabler, e.halting, e.racy)
            new = dict(g.threads)
            new[t] = (*g.threads[t][:i], f)
            key = self.key(new, g.stamps)
            if key in self.visited:
                self.duplicates += 1
                continue
            self.visited.add(key)
            found.append(_Graph(new, g.stamps, g.lin, g.last, g.closures.table, g.ws, g.lw))
        return found

    def halting(self, g: _Graph, end: EventId) -> _Graph | None:
        """The event ``end`` ended the program before the end of the schedule: if it is
        the last one added, it is marked as ending the program and scheduled last."""
        if g.last is None or end != g.last:
            return None
        t, i = g.last
        e = g.threads[t][i]
        parent = g.threads[t][i - 1].node if i else 0
        f = self.intern.event(parent, t, i, e.reads, e.writes, e.rf, e.inner, e.enabler, True,
                              e.racy)
        new = dict(g.threads)
        new[t] = (*g.threads[t][:i], f)
        search = Search(new)
        lin = search.run(g.lin)
        self.checks += search.checks
        if lin is None:
            return None
        return _Graph(new, g.stamps, lin, g.last, g.closures.table, g.ws)


class _Restart(Exception):
    """Two different overlapping ranges: explore again with byte cells."""


def _plan(threads: Threads, lin: list[int]) -> list[Event]:
    """The events a schedule takes, step by step."""
    seen = dict.fromkeys(threads, 0)
    plan = []
    for t in lin:
        plan.append(threads[t][seen[t]])
        seen[t] += 1
    return plan


def _candidates(closures: Closures, ws: dict[Any, tuple[EventId, ...]],
                reads: tuple[Any, ...], pre: dict[int, int]) -> list[list[Any]]:
    """For each cell read by a new event whose dependencies' closure is ``pre``: the
    writers it may read from — the initial value or a write, unless an event that must
    come before the new one writes the cell after it, or reads the cell from another
    writer after it (which then comes between them)."""
    threads = closures.threads
    found = []
    for c in reads:
        wl = ws.get(c, ())
        before = [threads[w[0]][w[1]] for w in wl if w[1] < pre.get(w[0], 0)]
        cands = _unhidden(closures, c, wl, before)
        if len(cands) > 1 and c != UNIVERSAL:  # the reads before it may hide more
            before += [x for v, n in pre.items() for x in threads[v][:n]
                       if c in x.reads and c not in x.writes]
            cands = _unhidden(closures, c, wl, before)
        found.append(cands)
    return found


def _unhidden(closures: Closures, c: Any, wl: tuple[EventId, ...],
              before: list[Event]) -> list[Any]:
    """The writers of ``c`` (and ``INIT``) that none of the events ``before`` hides."""
    cands: list[Any] = [] if any(c in x.writes or x.rf[x.reads.index(c)] is not INIT
                                 for x in before) else [INIT]
    for w in wl:
        for x in before:
            if x.id != w and w[1] < closures.of(x).get(w[0], 0) and (
                    c in x.writes or x.rf[x.reads.index(c)] != w):
                break
        else:
            cands.append(w)
    return cands


def _conflict(a: tuple[Any, ...], b: tuple[Any, ...]) -> bool:
    return any((x[2] or y[2]) and x[0] < y[1] and y[0] < x[1] for x in a for y in b)
