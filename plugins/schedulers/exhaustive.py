"""``exhaustive``: the complete set of outcomes, with the number of executions reaching each.

Policy: every branch is resolved in every way ``branch.choices()`` lists, depth first, in
that order (so results are deterministic).  Unary branches (guards, steps, a single ready
thread) are followed without bookkeeping.

Merging (``merge = true``, the default): a branching configuration whose continuation has a
key (DESIGN §2.1) is expanded once; its outcome counts are reused when it is reached again,
so the cost is the number of distinct configurations, while execution counts remain the
number of paths.  A path that comes back to a configuration it is still expanding (a spin
loop) is cut there: it is an infinite execution and contributes no outcome (counted in the
``cycles`` statistic), with or without merging; a chain of single-choice scheduling points
is watched with Brent's cycle finding, and the configuration where it loops is expanded
with every choice (the cycle proviso, so that a reduction never ignores a thread behind a
spinning one).  A configuration from which every path comes back into its strongly
connected component and none reaches an outcome is a ``hang`` outcome (Tarjan lowlinks on
the search stack).  Without keys, or with ``merge = false``, the tree is enumerated.
Where one thread runs alone (every other thread waits or has ended), the configurations of
its run are remembered too when merging, although they offer a single choice (``waypoints``, not
counted in ``states``): the different interleavings of the other threads that led there
often meet again a few steps into the run (a last thread finishing while ``main`` waits in
a join), and each such run is then followed once.  Every step of the run's first
``SOLO_SPAN`` is one, then steps at doubling distances, so a long sequential phase keeps
few.

Reduction (``reduce = true``, the default): each ``Sched`` branch carries the footprint of
every ready thread's next action and of every internal action a memory model offers there
(:mod:`ctreelab.footprint`; below, those count as threads).  Sleep sets: after a thread has
been tried at a configuration, the threads tried after it do not try it again while its
next action stays independent of theirs, unless its exploration came back to this
configuration or one below it on the stack (a spin cut as a cycle: what follows its step was
not explored from there); a configuration where every ready thread sleeps is an explored
reordering (``pruned``).  While some ready thread's next action touches nothing
shared, only that thread is tried (a run narrowed this way is watched for cycles).  When
the threads' futures are known (``Sched.futures``), only a persistent set is tried, and
threads the memory model can postpone (``Sched.late``, e.g. Promising's atomic readers)
wait while another thread has something to do.  A configuration reached again is expanded
again only with the choices that were asleep at its earlier expansions and are awake now,
and its recorded sleep set shrinks to the intersection (state-space caching with sleep
sets, after Godefroid).
Outcome sets are unchanged; execution counts are then counts of the explored executions.

Witnesses: for every outcome, the least choice path of the explored executions that reach
it, shortest first, then lexicographically least (:mod:`ctreelab.witness`: the index of the
choice taken at each branch with more than one choice); for a ``hang``, the least path to a
configuration from which no execution ends.  The order does not depend on the search
order, so the distributed explorer finds the same path wherever it explored the same graph
(docs/guide/distributed.md says where it does not).  Each
frame keeps, for every outcome below it, its least *suffix*: the path from the frame to the
outcome, as a chain of shared segments (the choice taken at the frame and the single-choice
chain after it), so that a suffix costs one tuple whatever its length; a merged
configuration's suffixes are remembered with its counts, and the least path through it is
the path to it followed by its least suffix.  Two candidates at one frame differ in length
or in their first choice (they leave the frame by different choices), so comparing them is
cheap.

Visited set (``visited``): ``exact`` keeps each expanded configuration's key;
``digest`` keeps a 128-bit digest of it instead (:mod:`ctreelab_plugins.schedulers.digest`,
with the collision argument), so that the configurations themselves can be freed.

Budgets: ``max-states`` branching configurations, ``max-steps`` nodes along one path and
``timeout`` seconds; when one is exhausted the run ends with the outcomes found so far plus
one ``budget`` outcome.
"""

from __future__ import annotations

import sys
import time
from typing import Any, ClassVar

from ctreelab.branches import Sched
from ctreelab.component import Option
from ctreelab.footprint import independent
from ctreelab.happens_before import split
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

from .digest import digest

Counts = dict[Outcome, int]
# A witness suffix: (length, segment, rest): the choice indices ``segment`` followed by the
# suffix ``rest`` (``None``: the end), ``length`` in all
Suffix = tuple[int, tuple[int, ...], Any]
Suffixes = dict[Outcome, Suffix]


class Exhaustive(Scheduler):
    name: ClassVar[str] = "exhaustive"
    description: ClassVar[str] = "every execution: the complete outcome set with counts"
    options: ClassVar[dict[str, Option]] = {
        "max-states": Option(int, 1_000_000, "branching configurations to expand", minimum=1),
        "merge": Option(bool, True, "merge equal configurations (keyed continuations)"),
        "reduce": Option(bool, True, "partial-order reduction: sleep sets, and one thread at a "
                         "time while some thread's next action touches nothing shared"),
        "witnesses": Option(bool, True, "keep one witness execution of each outcome "
                            "(run --witness)"),
        "visited": Option(str, "exact", "how merged configurations are remembered: exact "
                          "keys, or 128-bit digests of them (less memory; see "
                          "ctreelab_plugins.schedulers.digest)", choices=("exact", "digest")),
        **BUDGET_OPTIONS,
        "workers": Option(int, 0, "explore on N Ray workers (0: in this process; "
                          "docs/guide/distributed.md)", minimum=0),
        "ray-address": Option(str, "", "the Ray cluster of the workers (empty: a local Ray "
                              "started for the run)"),
    }

    def explore(self, make_tree: TreeFactory, trace: bool = False) -> RunResult:
        if self.config["workers"]:
            from .distributed import explore
            return explore(self.config, [self.source], self.progress)[0]
        start = time.perf_counter()
        walk = _Walk(self.config, self.progress, race_free=True)
        try:
            counts = walk.run(make_tree())
            rerun = False
        except RaceSeen:
            # the race-free reduction holds only without races: explore it all again
            walk = _Walk(self.config, self.progress, race_free=False)
            counts = walk.run(make_tree())
            rerun = True
        result = RunResult()
        for outcome, n in counts.items():
            result.add(outcome, n)
        result.witnesses = {o: _flat(w) for o, w in walk.top_wit.items()}
        result.stats = {
            "states": walk.states, "merged": walk.merged, "pruned": walk.pruned,
            "cycles": walk.cycles, "waypoints": walk.waypoints, "narrowed": walk.narrowed,
            "executions": sum(n for o, n in counts.items() if o.kind != "budget"),
            "steps": walk.steps, "time": time.perf_counter() - start,
        }
        if rerun:
            result.stats["race-rerun"] = 1
        return result


class RaceSeen(Exception):
    """A data race was found while running non-atomic accesses alone (``Sched.plain``):
    that reduction is complete only for race-free programs, so the exploration starts again
    without it."""


NO_SLEEP: frozenset[Any] = frozenset()


class _Key:
    """A configuration key with its hash computed once: the visited set and the stack look
    a key up several times (a key is a deep tuple whose hash Python does not cache)."""

    __slots__ = ("h", "k")

    def __init__(self, k: Any) -> None:
        self.k = k
        self.h = hash(k)

    def __hash__(self) -> int:
        return self.h

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is _Key and self.h == other.h and self.k == other.k)


class _Frame:
    __slots__ = ("acc", "back", "branch", "choices", "cut", "depth", "every", "fps", "i", "index",
                 "k", "key", "left_out", "loose", "low", "reach", "seg", "sleep", "solo", "wit")

    def __init__(self, key: Any, node: Br, choices: Any, depth: int, sleep: frozenset[Any],
                 fps: dict[Any, Any] | None, index: int, left_out: tuple[Any, ...],
                 seg: tuple[int, ...], every: Any) -> None:
        self.key = key
        # witnesses: the choices from the parent frame to this one (the parent's choice and
        # the single-choice chain after it), and the least suffix to each outcome below
        self.seg = seg
        self.wit: Suffixes = {}
        self.every = every
        self.k = node.k
        self.branch = node.branch
        self.choices = choices
        self.i = 0
        self.acc: Counts = {}
        self.depth = depth
        self.sleep = sleep
        self.fps = fps  # a Sched frame under reduction: footprint of each ready thread
        self.loose: Any = None  # race-free: (key without happens-before, HB), see _Walk.covering
        # the choices the reduction left out, tried if a cycle closes here (the proviso)
        self.left_out = left_out
        # Tarjan's lowlink: the lowest stack index a cycle from below came back to (the
        # frame's own index: none above it; UNKNOWN: never a hang, see _Walk.run)
        self.index = self.low = index
        # the lowest stack index a cycle came back to from the children before the current
        # one (``reach``, unknown results left out) and from the current one (``back``); the
        # choices whose exploration came back to this frame or below it on the stack
        # (``cut``: never asleep for the next children, see child_sleep)
        self.reach = self.back = NONE
        self.cut: tuple[Any, ...] = ()
        self.solo = 0  # a waypoint: its place in the run of one thread alone (see SOLO_SPAN)

    def expand_left_out(self) -> None:
        """A cycle closed here: try the choices the reduction left out too (the cycle
        proviso: every cycle has a configuration where every choice is tried)."""
        if self.left_out:
            self.choices = tuple(self.choices) + self.left_out
            self.left_out = ()

    def next_child(self) -> None:
        """The previous child's exploration is complete: note whether it came back to this
        frame or below (its paths were cut there, relying on this frame's other children)."""
        if self.back <= self.index and self.i:
            self.cut += (self.choices[self.i - 1],)
        self.reach, self.back = min(self.reach, self.back), NONE

    def child_sleep(self, choice: Any) -> frozenset[Any]:
        """The sleep set below ``choice``: the threads asleep here or explored before it
        whose next action is independent of the chosen thread's, except those whose
        exploration came back here (a spin cut as a cycle: what follows its step was not
        explored from it, so it is not asleep; else a thread spinning forever after the
        others end would be asleep, and the hang lost)."""
        fps = self.fps
        if fps is None:
            return self.sleep
        before = self.choices[:self.i - 1]
        if self.cut:
            before = tuple(c for c in before if c not in self.cut)
        return _asleep(fps, self.sleep.union(before), choice)


def _asleep(fps: dict[Any, Any], candidates: Any, choice: Any) -> frozenset[Any]:
    mine = fps[choice]
    if mine is None:
        return NO_SLEEP
    return frozenset(u for u in candidates
                     if u != choice and u in fps and independent(fps[u], mine))


def _racy(o: Outcome) -> bool:
    """Whether ``o`` is a data race (reported, or undefined behaviour under ``races =
    "ub"``)."""
    return o.kind == "race" or (o.kind == "ub" and o.reason.startswith("data race"))


def _merge(into: Counts, counts: Counts) -> None:
    for o, n in counts.items():
        into[o] = into.get(o, 0) + n


_HEADS = tuple((i,) for i in range(256))  # a frame's choice index as a segment, made once


def _least(into: Suffixes, o: Outcome, s: Suffix) -> None:
    """Keep ``s`` as the witness suffix of ``o`` if it is less than the one known."""
    known = into.get(o)
    if known is None or s[0] < known[0] or (s[0] == known[0] and _less(s, known)):
        into[o] = s


def _extend(into: Suffixes, seg: tuple[int, ...], below: Suffixes) -> None:
    """The suffixes ``below`` a frame, after the segment ``seg`` that leads to it (a
    suffix is made only where it is less than the one known: mostly a new outcome)."""
    n = len(seg)
    get = into.get
    for o, s in below.items():
        m = n + s[0]
        known = get(o)
        if known is None or m < known[0]:
            into[o] = (m, seg, s) if n else s
        elif m == known[0]:
            s = (m, seg, s) if n else s
            if _less(s, known):
                into[o] = s


def _less(a: Suffix, b: Suffix) -> bool:
    """Of two suffixes of the same length, whether ``a`` is lexicographically less (their
    first choices decide, unless they are equal)."""
    fa, fb = _first(a), _first(b)
    return fa < fb if fa != fb else _flat(a) < _flat(b)


def _first(s: Suffix | None) -> int:
    while s is not None:
        if s[1]:
            return s[1][0]
        s = s[2]
    return -1


def _flat(s: Suffix | None) -> tuple[int, ...]:
    """The choice path of a suffix."""
    found: list[int] = []
    while s is not None:
        found.extend(s[1])
        s = s[2]
    return tuple(found)


NONE = sys.maxsize  # enter(): the path came back to no configuration on the stack
SOLO_SPAN = 8  # waypoints (module docstring): every step of a lone run's first SOLO_SPAN
UNKNOWN = -1  # enter(): pruned, stuck or merged with an incomplete result: never a hang


class _Walk:
    def __init__(self, config: dict[str, Any], progress: Progress | None,
                 race_free: bool = False) -> None:
        self.max_states = config["max-states"]
        self.max_steps = config["max-steps"]
        self.merge = config["merge"]
        self.reduce = config["reduce"]
        # run non-atomic accesses alone (Sched.plain) until a race shows (then RaceSeen)
        self.race_free = race_free and self.reduce
        # how a key is remembered: wrapped with its hash, or as a digest
        self.remembered = _Key if config["visited"] == "exact" else digest
        # race-free: a configuration is also merged with one that differs only in
        # happens-before records it covers (see covering)
        self.subsume = self.race_free and self.merge
        self.loose: dict[Any, list[tuple[Any, Any]]] = {}  # key without HB -> [(HB, key)]
        self.clock = Clock(config["timeout"])
        self.progress = progress
        # key -> (choices asleep at every expansion, outcome counts, where cycles from
        # below came back to: None (nowhere above it: its counts are complete), the key of
        # the configuration above it (its component's root), or UNKNOWN; the least witness
        # suffixes)
        self.memo: dict[Any, tuple[frozenset[Any], Counts, Any, Suffixes]] = {}
        self.active: dict[Any, int] = {}  # configurations being expanded -> stack index
        self.stack: list[_Frame] = []
        self.states = self.merged = self.pruned = self.cycles = self.steps = 0
        self.waypoints = 0
        # branch nodes where the reduction tried fewer choices than offered (none: the
        # walk without the reduction is the same walk)
        self.narrowed = 0
        self.executions = 0
        self.queue_at, self.queued = 0.0, 0  # the progress display's queue, when counted
        self.keep = config["witnesses"]
        self.top_wit: Suffixes = {}  # the least witness of each outcome (from the root)

    def run(self, root: Tree) -> Counts:
        """Depth first; a configuration from which every path comes back to it or below
        and none reaches an outcome (the root of a strongly connected component without
        exit, found as Tarjan does) is a ``hang``: no execution from there ends."""
        top: Counts = {}
        top_wit = self.top_wit
        keep = self.keep
        try:
            self.enter(root, 0, top, NO_SLEEP, top_wit, (), 0)
            stack = self.stack
            while stack:
                f = stack[-1]
                if f.i < len(f.choices):
                    f.next_child()
                    choice = f.choices[f.i]
                    f.i += 1
                    head = ()
                    if keep and len(f.every) > 1:
                        j = f.every.index(choice)
                        head = _HEADS[j] if j < len(_HEADS) else (j,)
                    link = self.enter(f.k(choice), f.depth, f.acc, f.child_sleep(choice),
                                      f.wit, head, f.solo)
                    f.low = min(f.low, link)
                    if 0 <= link < f.back:
                        f.back = link
                    continue
                stack.pop()
                if not f.acc and f.low == f.index:
                    o = _hang(f.branch)
                    f.acc[o] = 1
                    self.executions += 1
                    if keep:
                        f.wit[o] = (0, (), None)
                if f.key is not None:
                    del self.active[f.key]
                    if self.merge:
                        known = self.memo.get(f.key)
                        root = None if f.low >= f.index else \
                            UNKNOWN if f.low == UNKNOWN else stack[f.low].key
                        if root is None and f.low < f.index:
                            root = UNKNOWN  # came back to a configuration without a key
                        # asleep at every expansion: not tried at this one either (the
                        # cycle proviso tries some that were asleep, see expand_left_out)
                        asleep = f.sleep.difference(f.choices) if f.sleep else f.sleep
                        self.memo[f.key] = (asleep if known is None else known[0] & asleep,
                                            f.acc, root, f.wit)
                        if f.loose is not None and root is None:
                            self.loose.setdefault(f.loose[0], []).append((f.loose[1], f.key))
                if stack:
                    parent = stack[-1]
                    _merge(parent.acc, f.acc)
                    parent.low = min(parent.low, f.low)
                    parent.back = min(parent.back, f.reach, f.back)
                    if keep:
                        _extend(parent.wit, f.seg, f.wit)
                else:
                    _merge(top, f.acc)
                    _extend(top_wit, f.seg, f.wit)
        except BudgetExceeded as exc:
            while self.stack:  # keep what was found so far
                f = self.stack.pop()
                _merge(self.stack[-1].acc if self.stack else top, f.acc)
                _extend(self.stack[-1].wit if self.stack else top_wit, f.seg, f.wit)
            top[budget_outcome(exc.reason)] = 1
        return top

    def enter(self, t: Tree, depth: int, acc: Counts, sleep: frozenset[Any], wit: Suffixes,
              head: tuple[int, ...], solo: int) -> int:
        """Follow unary branches from ``t``; record a leaf in ``acc`` (its witness suffix in
        ``wit``, after ``head``: the choice that led to ``t``) or push a frame.
        ``sleep``: threads whose next action need not be tried here (explored elsewhere).
        Returns the stack index of the configuration the path came back to (a cycle),
        ``NONE``, or ``UNKNOWN``."""
        # Brent's cycle finding along the unary chain: the scheduling point saved, how
        # many have passed since, and when to save the next one
        saved: Any = None
        since, period = 0, 1
        chain: list[int] | None = None  # witness choices along the chain
        # the chain's first scheduling point where the reduction tried one choice of several
        # (node, depth, sleep, chain length, solo), and the node to expand with every choice
        # (see _Walk.proviso)
        narrow: tuple[Any, int, frozenset[Any], int, int] | None = None
        full: Any = None
        while True:
            node = observe(t)
            if type(node) is not Br:
                o = leaf_outcome(node)
                if self.race_free and _racy(o):
                    raise RaceSeen(o)
                acc[o] = acc.get(o, 0) + 1
                self.executions += 1
                if self.keep:
                    known = wit.get(o)
                    n = len(head) + len(chain) if chain else len(head)
                    if known is None or n <= known[0]:
                        seg = head + tuple(chain) if chain else head
                        _least(wit, o, (n, seg, None))
                return NONE
            depth += 1
            self.steps += 1
            if depth > self.max_steps:
                raise BudgetExceeded(f"max-steps={self.max_steps} exhausted on one path")
            if not self.steps & 0x3F:
                self.clock.check()
                if self.progress is not None:
                    self.progress(self.counters(queue=True))
            b = node.branch
            every, fps, choices = awake(b, self.reduce, sleep, self.race_free)
            if fps is not None and len(choices) != len(every):
                self.narrowed += 1
            if not choices:
                if fps is not None:
                    self.pruned += 1  # every ready thread asleep: an explored reordering
                return UNKNOWN  # else stuck: no execution
            if len(choices) == 1 and type(b) is not Sched:
                t = node.k(choices[0])  # no key needed: only Sched chains are cycle-checked
                continue
            kk = key_of(node.k)
            key = None if kk is None else (b, kk)
            waypoint = False
            if self.merge and len(every) == 1 and key is not None and type(b) is Sched:
                solo += 1  # one thread runs alone: a waypoint at the run's first steps
                waypoint = solo <= SOLO_SPAN or not solo & (solo - 1)
            else:
                solo = 0
            if len(choices) == 1 and not waypoint and node is not full:
                if key is None or type(b) is not Sched or key != saved:
                    if type(b) is Sched and key is not None:
                        since += 1
                        if since >= period:
                            saved, since, period = key, 0, period << 1
                    if narrow is None and fps is not None and len(every) > 1:
                        narrow = (node, depth - 1, sleep, len(chain) if chain else 0, solo)
                    if fps is not None and sleep:
                        sleep = _asleep(fps, sleep, choices[0])
                    if len(every) > 1 and self.keep:
                        chain = [] if chain is None else chain
                        chain.append(every.index(choices[0]))
                    t = node.k(choices[0])
                    continue
                # The chain came back to a configuration: it loops.  The reduction may
                # have left other threads waiting all along (the ignoring problem), so
                # this configuration is expanded with every choice (the cycle proviso);
                # the loop itself then ends as a cycle when it comes back here.
                choices = every
            if node is full:
                choices = every
            known = None
            link = NONE
            if key is not None:  # only where it is remembered: branching configurations
                key = self.remembered(key)
            if key is not None:
                if self.merge:
                    known = self.memo.get(key)
                    if known is None and self.subsume:
                        loose = split((b, kk))
                        if loose is None:  # no records in this pipeline's keys
                            self.subsume = False
                        else:
                            loose = (self.remembered(loose[0]), loose[1])
                            known = self.covering(*loose)
                    if known is not None:
                        # expanded before: only what was asleep then and is awake now
                        choices = tuple(c for c in choices if c in known[0])
                        seg = head + tuple(chain) if chain else head
                        link = self.linked(known[2], acc, wit, seg)
                        if not choices:
                            self.merged += 1
                            _merge(acc, known[1])
                            if self.keep:
                                _extend(wit, seg, known[3])
                            return link
                j = self.active.get(key)
                if j is not None:
                    self.cycles += 1
                    if not self.proviso(j) and narrow is not None:
                        # no scheduling point of the cycle tries every choice: the chain's
                        # first narrowed one does, as a frame (the chain from it is followed
                        # again)
                        full, depth, sleep, n, solo = narrow
                        t, narrow, saved, since, period = full, None, None, 0, 1
                        if chain is not None:
                            del chain[n:]
                        continue
                    return j
                self.active[key] = len(self.stack)
            if waypoint:
                self.waypoints += 1
            else:
                self.states += 1
            if self.states > self.max_states:
                raise BudgetExceeded(f"max-states={self.max_states} exhausted")
            left_out = () if choices is every else tuple(
                c for c in every if c not in choices and (known is None or c in known[0]))
            frame = _Frame(key, node, choices, depth,
                           sleep if known is None else sleep & known[0], fps, len(self.stack), left_out,
                           head + tuple(chain) if chain else head, every)
            if known is not None:
                frame.acc = dict(known[1])
                frame.wit = dict(known[3])
            elif self.subsume and key is not None:
                frame.loose = loose
            frame.low = min(frame.low, link)
            frame.solo = solo
            self.stack.append(frame)
            return NONE

    def proviso(self, j: int) -> bool:
        """A cycle closed at frame ``j``: try the choices the reduction left out there (the
        cycle proviso: every cycle has a scheduling point tried with every choice).  When
        frame ``j`` is no scheduling point (a race report's branch, a memory model's
        choice), the lowest scheduling point above it that left choices out tries them;
        ``False`` when the frames of the cycle have none (its scheduling points are all in
        single-choice chains)."""
        frames = self.stack[j:]
        frames[0].expand_left_out()
        sched = next((f for f in frames if type(f.branch) is Sched), None)
        if sched is None:
            return False
        sched.expand_left_out()
        return True

    def covering(self, loose: Any, hb: Any) -> tuple[frozenset[Any], Counts, Any, Suffixes] | None:
        """Race-free exploration: what is known of an expanded configuration equal to this
        one but for happens-before records that cover its own (``HB.covers``: every race
        from here is met from there, the same events, branches and outcomes otherwise),
        whose expansion met no cycle.  No race was met there (it would have ended this
        exploration), so none can be met here: the two merge."""
        for other, key in reversed(self.loose.get(loose, ())[-16:]):
            if other.covers(hb):
                known = self.memo[key]
                if known[2] is None:  # (expanded again since: still without a cycle)
                    return known
        return None

    def linked(self, root: Any, acc: Counts, wit: Suffixes, seg: tuple[int, ...]) -> int:
        """What merging a configuration whose cycles came back to ``root`` (see ``memo``)
        tells about hangs: the stack index of its component's root if that is still being
        expanded (the component is still open); if the component is complete, its root's
        outcomes are the configuration's too: a hang if they are only hangs (added to
        ``acc``, with the path ``seg`` to the configuration as witness suffix in ``wit``),
        else ``UNKNOWN`` (not a hang)."""
        if root is None:
            return NONE
        j = self.active.get(root)
        if j is not None:
            return j
        done = None if root is UNKNOWN else self.memo.get(root)
        if done is not None and done[1] and all(o.kind == "hang" for o in done[1]):
            for o in done[1]:
                acc[o] = acc.get(o, 0) + 1
                if self.keep:
                    _least(wit, o, (len(seg), seg, None))
            return NONE
        return UNKNOWN

    def counters(self, queue: bool = False) -> dict[str, int]:
        """The running counters; with ``queue``, the choices still to try on the stack
        (computed at most four times a second: it costs the stack's depth)."""
        counters = {"states": self.states, "merged": self.merged, "pruned": self.pruned,
                    "executions": self.executions, "steps": self.steps}
        if queue:
            now = time.monotonic()
            if now >= self.queue_at:
                self.queue_at, self.queued = now + 0.25, sum(
                    len(f.choices) - f.i for f in self.stack)
            counters["queue"] = self.queued
        return counters


def _hang(branch: Any) -> Outcome:
    """The outcome of a configuration from which no execution ends."""
    reason = "no execution from here ends"
    if type(branch) is Sched:
        ready = branch.ready
        where = dict(branch.where()) if branch.where is not None else {}
        reason += (f": thread {ready[0]} loops forever" if len(ready) == 1 else
                   f": threads {', '.join(map(str, ready))} loop forever")
        if any(t in where for t in ready):
            reason += " (" + ", ".join(f"thread {t} at {where[t]}" for t in ready
                                       if t in where) + ")"
        reason += "".join(f"; thread {t} is blocked" + (f" at {where[t]}" if t in where else "")
                          for t in branch.blocked or ())
    return Outcome("hang", reason=reason)


def awake(b: Any, reduce: bool, sleep: frozenset[Any],
          race_free: bool = False) -> tuple[Any, Any, Any]:
    """A branch's choices, the footprint of each (``None``: no reduction here) and the
    choices to try: all of them, or under reduction at a ``Sched`` with footprints the
    reduced ones less those asleep (``race_free``: see ``_reduced``)."""
    every = b.choices()
    if reduce and type(b) is Sched and b.footprints:
        return every, dict(zip(every, b.footprints)), _reduced(b, every, sleep, race_free)
    return every, None, every


def _reduced(b: Sched, choices: Any, sleep: frozenset[Any], race_free: bool = False) -> Any:
    """The choices to try at a ``Sched``: one whose action touches nothing shared (it
    commutes with everything, so trying it alone loses no outcome); with ``race_free``, one
    whose action is a non-atomic access (``Sched.plain``: in an execution without data
    races it commutes with whatever another thread can do before it, and the happens-before
    records find a race if there is one); else those of a persistent set when the futures
    allow one; less the choices asleep."""
    for c, fp in zip(choices, b.footprints):
        if fp == () and c not in sleep:
            return (c,)
    if race_free and b.plain:
        for c in choices:
            if c in b.plain and c not in sleep:
                return (c,)
    if b.owners:
        choices = _persistent(b, choices)
    if not sleep:
        return choices
    return tuple(c for c in choices if c not in sleep)


def _persistent(b: Sched, choices: Any) -> Any:
    """The choices of the persistent set with fewest choices found (Godefroid 1996, ch. 4), by
    closure from each thread with choices in turn: a thread's choices join the set with
    every thread whose choices or future (``Sched.futures``) may conflict with them, since
    whatever the other threads do first must commute with the set.  A conflicting thread
    with nothing to choose now (blocked) joins with the thread it waits to join, which then
    cannot end before the set acts, so neither can the blocked one act (a necessary enabling
    set, as in stubborn sets); one blocked otherwise (a lock), or an unknown footprint,
    rules a closure out.

    Late threads (``Sched.late``: every action they may still take moves right past the
    other threads' actions) are left out while another thread has a choice and every
    footprint is known: an execution that starts with late actions reaches what the same
    execution with the other thread's next action moved first reaches.  They take no part
    in the closures either, for the same reason."""
    fps, owners = b.footprints, b.owners
    future = dict(b.futures)
    late = b.late
    if late and (None in fps or all(o in late for o in owners)):
        late = frozenset()
    mine: dict[int, list[int]] = {}
    for i, o in enumerate(owners):
        if o not in late:
            mine.setdefault(o, []).append(i)
    threads = (set(future) | set(mine)) - late
    waits = dict(b.joins)  # joiner -> the thread it joins
    best: tuple[int, set[int]] | None = None  # (number of choices, threads)
    for seed in mine:
        group, todo = {seed}, [seed]
        while todo and group is not None:
            for i in mine.get(todo.pop(), ()):
                fp = fps[i]
                if fp is None:
                    group = None
                    break
                for h in threads - group:
                    f = future.get(h, ())
                    if f is None or not independent(fp, f) or \
                            any(not independent(fp, fps[j]) for j in mine.get(h, ())):
                        while h not in mine and h not in group:  # blocked: what it joins
                            group.add(h)
                            h = waits.get(h, 0)
                            if h not in threads:
                                group = None
                                break
                        if group is None:
                            break
                        if h not in group:
                            group.add(h)
                            todo.append(h)
                if group is None:
                    break
        if group is not None:
            size = sum(len(mine[g]) for g in group if g in mine)
            if best is None or size < best[0]:
                best = (size, group)
                if size == 1:
                    break
    keep = set(mine) if best is None else best[1]  # (with the blocked threads it took in)
    if all(o in keep for o in owners):
        return choices
    return tuple(c for c, o in zip(choices, owners) if o in keep)
