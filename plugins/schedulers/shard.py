"""One owner of the distributed explorer: its shard of the visited set and its work.

A :class:`Shard` owns the configurations whose fingerprint
(:mod:`~ctreelab_plugins.schedulers.fingerprint`) maps to it.  It holds no Ray code: the
actor in :mod:`~ctreelab_plugins.schedulers.distributed` feeds it messages and sends what it
emits; tests may drive shards directly.

Configurations cannot be pickled (continuations are closures), so a configuration travels as
its *position*: the index of the choice taken at every branch with more than one choice,
from the root of the program's tree, and the number of single-choice branches after the last
one.  The owner replays the position on its own copy of the
tree, starting from the nearest ancestor configuration it still has in a bounded cache (the
message carries the positions of the last few ancestors), else from the root.

Messages (tuples, the kind first; ``run`` numbers the explorations sharing the shards):

* ``("root", run)``: expand the program from its root;
* ``("visit", run, fp, position, anchors, steps, parent, parent_depth, reduced, full,
  sleep)``: a configuration reached from configuration ``parent`` (``(owner, index)``,
  ``None`` from the root) with sleep set ``sleep`` (choices: thread ids and internal
  actions, equal in every process) — merged by fingerprint, expanded if new; ``full`` asks
  for every choice awake (a single-choice chain that loops, as the single-process explorer
  does);
* ``("again", run, index, woken, sleep)``: a visit woke choices asleep at every earlier
  visit: they are expanded (those the reduction keeps), below the sleep set the visits
  share;
* ``("full", run, index)``: the cycle proviso — expand the configuration with every choice;
* ``("live", run, index)``: backward propagation of "some execution from here ends" (hangs);
* ``("best", run, fp, path)``: the witness phase — ``path`` reaches the configuration ``fp``;
  the shortest, then lexicographically least, such path is kept and passed on to the
  successors (with their edges' choices appended).

Witnesses (``witnesses = true``): every edge of the explored graph (configuration to
configuration, or configuration to outcome) keeps its choice indices, its *segment*.  After
the exploration, the witness phase computes for every configuration its least path in the
shortlex order (shortest, then lexicographically least), which is compatible with
concatenation, so that propagating improvements converges to the least paths whatever order
the messages arrive in (each shard processes its ``best`` messages least path first).  An
outcome's witness is the least ``best(parent) + segment`` over the edges into it: the least
path of the explored graph, whatever the order of the messages.

Sleep sets (state-space caching with sleep sets, after Godefroid 1996, ch. 5, in any order
of the visits): each configuration keeps ``sleep``, the intersection of the sleep sets of
all its visits so far, and ``explored``, the choices expanded so far.  A visit with sleep
set ``S`` expands the choices asleep at every earlier visit and awake now (``sleep - S``,
less what was explored, those the reduction keeps), and the children get the shrunk
intersection plus the choices tried before them in that expansion, less what depends on the
chosen one.  A visit arriving before the first expansion only shrinks the intersection.
The argument (by induction on the length of an execution to an end) uses only the
sequence of visits at each configuration, not the order between configurations: see
docs/guide/distributed.md.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from contextlib import ExitStack
from typing import Any

from ctreelab.branches import Sched
from ctreelab.budget import STATE, BudgetExceeded, Clock, exploring
from ctreelab.outcome import Outcome
from ctreelab.scheduler import leaf_outcome
from ctreelab.tree import Br, Tree, key_of, observe

from .exhaustive import NO_SLEEP, _asleep, _hang, _reduced, awake
from .fingerprint import fingerprint, owner_of

ANCHORS = 8  # ancestor path lengths a visit message carries (replay starting points)
CACHE = 4096  # configurations kept for replays, per exploration and shard
CHUNK = 64  # work items between two returns to the actor's event loop, at most
CHUNK_SECONDS = 0.02  # and seconds (the actor answers the driver between two chunks)

Send = Callable[[int, tuple[Any, ...]], None]  # (owner, message)
# A position in the tree: the choice indices at the branches with more than one choice from
# the root, and how many single-choice branches follow the last of them.
Pos = tuple[tuple[int, ...], int]
Path = tuple[int, ...]
Edge = tuple[int, bytes, Path]  # (owner, fingerprint, segment): an edge to a configuration


class Starved(Exception):
    """This shard used its part of ``max-states`` for a run: the work waits for more."""


def shortlex(path: Path) -> tuple[int, Path]:
    """The witness order: shortest first, then lexicographically least."""
    return len(path), path


class _Run:
    """One exploration's part on this shard."""

    def __init__(self, root: Tree, options: dict[str, Any]) -> None:
        self.root = root
        self.clock = Clock(options["timeout"])  # this exploration's own time budget
        self.keep: bool = options.get("witnesses", False)
        self.reduce: bool = options["reduce"]
        # the race-free reduction (exhaustive's RaceSeen): the driver explores again
        # without it when a race shows
        self.race_free: bool = options.get("race-free", False) and self.reduce
        self.max_steps: int = options["max-steps"]
        self.max_states: int = options["max-states"]
        # the configurations this shard may expand: its part of max-states, granted by the
        # driver (the parts of all shards never add up to more than max-states)
        self.cap: int = options.get("cap", self.max_states)
        self.parked: list[tuple[Any, ...]] = []  # work waiting for a bigger cap
        self.work: list[tuple[Any, ...]] = []  # a stack: depth first, for the replay cache
        self.heap: list[tuple[int, Path, int, tuple[Any, ...]]] = []  # "best": least first
        self.index: dict[bytes, int] = {}  # fingerprint -> configuration number
        self.paths: list[Pos] = []  # the position a configuration was first reached at
        self.anchors: list[tuple[Pos, ...]] = []
        self.steps: list[int] = []
        self.preds: list[list[tuple[int, int]]] = []  # parents (owner, index), for hangs
        self.state = bytearray()  # 0 queued, 1 expanded (reduced), 2 expanded with every choice
        # sleep sets: the choices asleep at every visit so far (the intersection), and the
        # choices explored so far, of each configuration
        self.sleep: list[frozenset[Any]] = []
        self.explored: list[frozenset[Any]] = []
        self.want_full = bytearray()
        self.live = bytearray()  # an execution from here ends (or stops: stuck)
        self.napping = bytearray()  # a choice left asleep: never a hang (as when pruned)
        self.threads = bytearray()  # the choices are threads (a Sched under reduction)
        self.spread = bytearray()  # "live" sent to the parents
        self.cache: dict[Pos, Br] = {}
        # witnesses: edges out of each configuration, and out of the root (on the shard
        # that expanded the root); the least segment to each outcome; the least paths
        self.succ: dict[int, list[Edge]] = {}
        self.leaves: dict[int, dict[Outcome, Path]] = {}
        self.root_succ: list[Edge] = []
        self.root_leaves: dict[Outcome, Path] = {}
        self.best: dict[int, Path] = {}
        self.first: dict[Outcome, Path] = {}  # the first path found to each outcome
        self.busy = 0.0
        self.outcomes: dict[Outcome, int] = {}
        self.states = self.merged = self.backedges = self.steps_total = self.replayed = 0
        self.executions = self.cycles = self.pruned = 0
        self.budget: str | None = None
        self.stopped = False  # a budget ran out elsewhere: messages still arriving are dropped

    def ready(self) -> bool:
        """Whether there is work to do now (not waiting for more of max-states)."""
        return bool(self.work or self.heap) and not self.parked and not self.stopped


def _remember(cache: dict[Pos, Br], pos: Pos, node: Br) -> None:
    """Cache the configuration at ``pos`` for replays (the oldest entry makes room)."""
    if len(cache) >= CACHE:
        del cache[next(iter(cache))]
    cache[pos] = node


class Shard:
    def __init__(self, me: int, owners: int, send: Send) -> None:
        self.me = me
        self.owners = owners
        self.send = send
        self.runs: dict[int, _Run] = {}
        self.pushed = 0
        self.busy = 0.0  # seconds spent working
        self.budget_stack = ExitStack()

    # -- explorations ------------------------------------------------------------------------

    def begin(self, run: int, root: Tree, options: dict[str, Any]) -> None:
        if not self.runs:
            self.budget_stack.enter_context(exploring())
        self.runs[run] = _Run(root, options)

    def end(self, run: int) -> None:
        self.runs.pop(run, None)
        if not self.runs:
            self.budget_stack.close()

    def abort(self, runs: list[int]) -> None:
        """Stop these explorations (a budget ran out): their pending and arriving work is
        dropped, the results found so far stay readable."""
        for r in runs:
            run = self.runs.get(r)
            if run is not None:
                run.stopped = True
                run.work.clear()
                run.heap.clear()
                run.parked.clear()

    def receive(self, message: tuple[Any, ...]) -> None:
        run = self.runs.get(message[1])
        if run is None or run.stopped or run.budget is not None:
            return  # arrives after its exploration stopped
        if message[0] == "best":
            self.pushed += 1
            path = message[3]
            heapq.heappush(run.heap, (len(path), path, self.pushed, message))
        else:
            run.work.append(message)

    def grant(self, r: int, more: int) -> None:
        """The driver grants ``more`` configurations of ``max-states`` to run ``r``."""
        run = self.runs.get(r)
        if run is None or run.stopped:
            return
        run.cap += more
        run.work.extend(reversed(run.parked))
        run.parked.clear()

    def release(self, r: int) -> int:
        """Give back the part of ``max-states`` not used yet (the driver grants it to a
        shard that needs it)."""
        run = self.runs.get(r)
        if run is None:
            return 0
        spare, run.cap = max(run.cap - run.states, 0), min(run.cap, run.states)
        return spare

    def starved(self) -> list[int]:
        return [r for r, run in self.runs.items() if run.parked and not run.stopped]

    # -- the work loop -----------------------------------------------------------------------

    def has_work(self) -> bool:
        return any(run.ready() for run in self.runs.values())

    def busy_runs(self) -> list[int]:
        """The runs with work here (waiting for a grant counts)."""
        return [r for r, run in self.runs.items() if run.work or run.heap or run.parked]

    def step(self, chunk: int = CHUNK) -> None:
        """Process up to ``chunk`` work items, shared among the explorations with work here
        (so that a long one does not hold up the others).  A budget that runs out while
        expanding ends that exploration on this shard (``_Run.budget``, read by the driver);
        a shard that used its part of ``max-states`` parks the run's work until the driver
        grants more."""
        start = now = time.perf_counter()
        ready = [run for run in self.runs.values() if run.ready()]
        if not ready:
            return
        each = max(1, chunk // len(ready))
        for run in ready:
            work, heap = run.work, run.heap
            n = 0
            end = now + CHUNK_SECONDS / len(ready)  # each its share of the chunk's time
            STATE.clock = run.clock  # front-ends poll it inside long steps
            while (work or heap) and n < each and not run.parked:
                if n and now > end:
                    break
                message = work.pop() if work else heapq.heappop(heap)[3]
                n += 1
                try:
                    self.dispatch(run, message)
                except Starved:
                    run.parked.append(message)
                except BudgetExceeded as exc:
                    run.budget = exc.reason
                    work.clear()
                    heap.clear()
                last, now = now, time.perf_counter()
                run.busy += now - last
        self.busy += now - start

    def dispatch(self, run: _Run, m: tuple[Any, ...]) -> None:
        kind = m[0]
        if kind == "visit":
            self.visit(run, m)
        elif kind == "expand":
            self.expand(run, m[1], m[2])
        elif kind == "again":
            self.expand(run, m[1], m[2], woken=m[3], sleep=m[4])
        elif kind == "full":
            i = m[2]
            if run.state[i] == 1:
                self.expand(run, m[1], i, every=True)
            elif run.state[i] == 0:
                run.want_full[i] = 1  # not expanded yet: it will be with every choice
        elif kind == "live":
            self.spread_live(run, m[1], m[2])
        elif kind == "best":
            self.improve(run, m[1], m[2], m[3])
        elif kind == "root":
            self.descend(run, m[1], None, run.root, ((), 0), (), 0, NO_SLEEP)

    def visit(self, run: _Run, m: tuple[Any, ...]) -> None:
        _, r, fp, path, anchors, steps, parent, parent_depth, reduced, full, sleep = m
        i = run.index.get(fp)
        if i is not None:
            run.merged += 1
            known = run.sleep[i]
            run.sleep[i] = known & sleep
            # State-space caching with sleep sets (Godefroid): what was asleep at every
            # visit so far and is awake now is expanded now, below the sleep set both share
            # (a configuration not expanded yet will be, with the intersection)
            woken = None if not run.state[i] else known - sleep - run.explored[i] \
                if run.threads[i] else known - sleep
            if woken:
                self.receive(("again", r, i, woken, sleep))
        else:
            i = run.index[fp] = len(run.paths)
            run.paths.append(path)
            run.anchors.append(anchors)
            run.steps.append(steps)
            run.preds.append([])
            run.state.append(0)
            run.sleep.append(sleep)
            run.explored.append(NO_SLEEP)
            run.want_full.append(0)
            run.live.append(0)
            run.napping.append(0)
            run.threads.append(0)
            run.spread.append(0)
            self.receive(("expand", r, i))
        if parent is not None:
            run.preds[i].append(parent)
            # The cycle proviso: every cycle has an edge into a configuration first reached
            # no deeper than the edge's source (depths — branch nodes followed from the root
            # at the first visit, ``steps`` — cannot rise all the way round), so
            # the source of such an edge is expanded with every choice.
            if run.steps[i] <= parent_depth:
                run.backedges += 1
                if reduced:
                    self.send(parent[0], ("full", r, parent[1]))
        if full:
            if run.state[i] == 1:
                self.expand(run, r, i, every=True)
            elif run.state[i] == 0:
                run.want_full[i] = 1

    def replay(self, run: _Run, pos: Pos, anchors: tuple[Pos, ...]) -> Br:
        """The configuration at position ``pos``: from the deepest cached ancestor (one of
        ``anchors``), else from the root."""
        path, tail = pos
        node: Any = None
        for a, a_tail in reversed(anchors):
            node = run.cache.get((path[:a], a_tail))
            if node is not None:
                i, seen = a, a_tail
                break
        if node is None:
            node, i, seen = observe(run.root), 0, 0
        n = 0
        while True:
            if type(node) is not Br:
                raise RuntimeError(f"replaying choice path {pos!r} reached a leaf")
            if i == len(path) and seen == tail:
                run.replayed += n
                return node
            every = node.branch.choices()
            if len(every) > 1:
                t = node.k(every[path[i]])
                i, seen = i + 1, 0
            else:
                t = node.k(every[0])
                seen += 1
            node = observe(t)
            n += 1

    def expand(self, run: _Run, r: int, i: int, every: bool = False,
               woken: frozenset[Any] | None = None, sleep: frozenset[Any] = NO_SLEEP) -> None:
        """Expand configuration ``i``: its reduced choices less those asleep the first time
        (every choice awake when asked for), the choices left out when the proviso asks
        later (``every``), and at a visit that ``woken`` choices asleep at every earlier
        visit (sleep set ``sleep``; every choice where the sleep set only passes through)."""
        pos = run.paths[i]
        node = run.cache.get(pos)
        if node is None:
            node = self.replay(run, pos, run.anchors[i])
            _remember(run.cache, pos, node)
        b = node.branch
        all_choices = b.choices()
        fps = dict(zip(all_choices, b.footprints)) if run.reduce and type(b) is Sched and \
            b.footprints else None
        done, asleep, explored = run.state[i], run.sleep[i], run.explored[i]
        every = every or bool(run.want_full[i])
        if fps is None:  # the choices are not threads: none is ever asleep
            choices = () if done and woken is None else all_choices
        elif woken is not None:  # a visit woke these: below the sleep set both visits share
            choices = all_choices if done == 2 else _reduced(b, all_choices, sleep, run.race_free)
            choices = tuple(c for c in choices if c in woken and c not in explored)
        elif every:  # every choice awake and not explored yet (the proviso)
            choices = tuple(c for c in all_choices if c not in asleep and c not in explored)
        else:
            choices = _reduced(b, all_choices, asleep, run.race_free)
        if not choices:
            return
        if run.states >= run.cap:
            if run.cap >= run.max_states:
                raise BudgetExceeded(f"max-states={run.max_states} exhausted")
            raise Starved
        run.states += 1
        explored = run.explored[i] = explored.union(choices)
        if fps is None or every or done == 2:
            run.state[i] = 2
        else:  # reduced while a choice awake is left out (the proviso may ask for it)
            run.state[i] = 1 if any(c not in explored and c not in asleep
                                    for c in all_choices) else 2
        if fps is not None:
            run.threads[i] = 1
            run.napping[i] = any(c in run.sleep[i] and c not in explored for c in all_choices)
        me = (self.me, i)
        path, tail = pos
        anchors = (run.anchors[i] + ((len(path), tail),))[-ANCHORS:]
        reduced = run.state[i] == 1
        base = run.sleep[i]  # the sleep set every visit so far shares
        spins: list[Any] = []  # choices whose step comes straight back here: never asleep
        for k, c in enumerate(choices):
            child = (path + (all_choices.index(c),), 0) if len(all_choices) > 1 else \
                (path, tail + 1)
            before = [x for x in choices[:k] if x not in spins] if spins else choices[:k]
            below = base if fps is None else _asleep(fps, base.union(before), c)
            if self.descend(run, r, me, node.k(c), child, anchors, run.steps[i], below,
                            reduced, type(b) is Sched):
                spins.append(c)

    def descend(self, run: _Run, r: int, parent: tuple[int, int] | None, t: Tree,
                pos: Pos, anchors: tuple[Pos, ...], steps: int, sleep: frozenset[Any],
                reduced: bool = False, after_sched: bool = True) -> bool:
        """Follow ``t`` to the next configurations (sent to their owners, with the sleep
        set they are reached with) and outcomes, as the single-process explorer's ``enter``
        does (unkeyed branches are enumerated).  Whether some path comes straight back to
        the parent (a spin: the parent's other children must not leave this one asleep, see
        expand).  Below a configuration that is no scheduling point (``after_sched`` false:
        a race report's branch, a memory model's choice), the first scheduling point where
        the reduction leaves choices out is a configuration of its own, so that a loop
        through both has a reduced scheduling point as the source of its back edge (the
        cycle proviso; the single process expands that point when the loop closes)."""
        home = False
        todo = [(t, pos[0], pos[1], steps, sleep)]
        parent_depth = run.steps[parent[1]] if parent is not None else -1
        base = len(run.paths[parent[1]][0]) if parent is not None else 0
        while todo:
            t, path, tail, steps, sleep = todo.pop()
            saved: Any = None
            since, period = 0, 1
            while True:
                node = observe(t)
                if type(node) is not Br:
                    o = leaf_outcome(node)
                    run.outcomes[o] = run.outcomes.get(o, 0) + 1
                    run.executions += 1
                    self.mark_live(run, parent)
                    if run.keep:
                        self.leaf(run, parent, o, path, base)
                    break
                steps += 1
                run.steps_total += 1
                if steps > run.max_steps:
                    raise BudgetExceeded(f"max-steps={run.max_steps} exhausted on one path")
                if not run.steps_total & 0x3F:
                    run.clock.check()
                b = node.branch
                every, fps, choices = awake(b, run.reduce, sleep, run.race_free)
                if not choices:
                    if fps is not None:
                        run.pruned += 1  # every ready thread asleep: an explored reordering
                    self.mark_live(run, parent)  # stuck or pruned: never a hang
                    break
                kk = key_of(node.k)
                key = None if kk is None else (b, kk)
                full = False
                if len(choices) == 1 and (after_sched or key is None or fps is None
                                          or len(every) == 1):
                    if key is None or type(b) is not Sched or key != saved:
                        if type(b) is Sched and key is not None:
                            since += 1
                            if since >= period:
                                saved, since, period = key, 0, period << 1
                        if fps is not None and sleep:
                            sleep = _asleep(fps, sleep, choices[0])
                        if len(every) > 1:
                            path, tail = path + (every.index(choices[0]),), 0
                        else:
                            tail += 1
                        t = node.k(choices[0])
                        continue
                    run.cycles += 1  # a single-choice chain came back: expand it fully
                    full = True
                if key is None:
                    for k in range(len(choices) - 1, -1, -1):
                        c = choices[k]
                        below = sleep if fps is None else \
                            _asleep(fps, sleep.union(choices[:k]), c)
                        todo.append((node.k(c), path + (every.index(c),), 0, steps, below))
                    break
                fp = fingerprint(key)
                owner = owner_of(fp, self.owners)
                if owner == self.me:  # expanded here: no replay if it is still cached then
                    _remember(run.cache, (path, tail), node)
                if run.keep:
                    edge = (owner, fp, path[base:])
                    if parent is None:
                        run.root_succ.append(edge)
                    else:
                        run.succ.setdefault(parent[1], []).append(edge)
                self.send(owner, ("visit", r, fp, (path, tail), anchors, steps, parent,
                                  parent_depth, reduced, full, sleep))
                home = home or parent is not None and owner == self.me == parent[0] and \
                    run.index.get(fp) == parent[1]
                break
        return home

    # -- witnesses ---------------------------------------------------------------------------

    def leaf(self, run: _Run, parent: tuple[int, int] | None, o: Outcome, path: Path,
             base: int) -> None:
        """An edge into outcome ``o`` (``path``: the whole choice path, through the parent's
        first position of length ``base``)."""
        run.first.setdefault(o, path)
        leaves = run.root_leaves if parent is None else run.leaves.setdefault(parent[1], {})
        seg = path[base:]
        known = leaves.get(o)
        if known is None or shortlex(seg) < shortlex(known):
            leaves[o] = seg

    def start_witnesses(self, r: int) -> None:
        """The witness phase starts from the root's edges (on the shard that expanded it)."""
        run = self.runs[r]
        for owner, fp, seg in run.root_succ:
            self.send(owner, ("best", r, fp, seg))

    def improve(self, run: _Run, r: int, fp: bytes, path: Path) -> None:
        i = run.index.get(fp)
        if i is None:
            return
        known = run.best.get(i)
        if known is not None and shortlex(known) <= shortlex(path):
            return
        run.best[i] = path
        for owner, child, seg in run.succ.get(i, ()):
            self.send(owner, ("best", r, child, path + seg))

    def witnesses(self, r: int, least: bool) -> dict[Outcome, Path]:
        """Each outcome's least path through this shard's configurations (``least``: after
        the witness phase; else the first path found, for an exploration a budget stopped)."""
        run = self.runs.get(r)
        if run is None:
            return {}
        if not least:
            return dict(run.first)
        found = dict(run.root_leaves)
        for i, leaves in run.leaves.items():
            b = run.best.get(i)
            if b is None:
                continue
            for o, seg in leaves.items():
                path = b + seg
                known = found.get(o)
                if known is None or shortlex(path) < shortlex(known):
                    found[o] = path
        return found

    # -- hangs -------------------------------------------------------------------------------

    def mark_live(self, run: _Run, parent: tuple[int, int] | None) -> None:
        if parent is not None:
            run.live[parent[1]] = 1

    def start_liveness(self, r: int) -> None:
        run = self.runs[r]
        for i in range(len(run.live)):
            if run.live[i] or run.napping[i]:
                self.receive(("live", r, i))

    def spread_live(self, run: _Run, r: int, i: int) -> None:
        if run.spread[i]:
            return
        run.spread[i] = run.live[i] = 1
        for owner, j in run.preds[i]:
            self.send(owner, ("live", r, j))

    def dead(self, r: int) -> list[tuple[int, Path, list[tuple[int, int]]]]:
        """The configurations from which no execution ends: (index, least path (the first
        position's path without witnesses), parents)."""
        run = self.runs[r]
        return [(i, run.best.get(i, run.paths[i][0]), run.preds[i])
                for i in range(len(run.paths)) if not run.live[i]]

    def hang(self, r: int, i: int) -> Outcome:
        run = self.runs[r]
        return _hang(self.replay(run, run.paths[i], run.anchors[i]).branch)

    # -- reports -----------------------------------------------------------------------------

    def counters(self, r: int) -> dict[str, Any]:
        run = self.runs.get(r)
        if run is None:
            return {}
        return {"states": run.states, "merged": run.merged, "cycles": run.cycles,
                "backedges": run.backedges, "steps": run.steps_total,
                "replayed": run.replayed, "executions": run.executions, "pruned": run.pruned,
                "configurations": len(run.paths), "budget": run.budget, "busy": run.busy}

    def progress(self) -> dict[str, Any]:
        """What the driver polls: states and back edges per exploration (those not zero),
        the first budget that ran out here."""
        runs = self.runs.items()
        return {"states": {r: run.states for r, run in runs if run.states},
                "backedges": {r: run.backedges for r, run in runs if run.backedges},
                "budget": {r: run.budget for r, run in runs if run.budget},
                "starved": self.starved()}

    def outcomes(self, r: int) -> dict[Outcome, int]:
        run = self.runs.get(r)
        return dict(run.outcomes) if run is not None else {}
