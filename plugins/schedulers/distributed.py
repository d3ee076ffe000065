"""The exhaustive explorer on several processes or machines, on Ray (``workers = N``).

The owner scheme (see ``docs/guide/distributed.md``): ``N`` Ray actors each own the
configurations whose fingerprint maps to them (:mod:`.fingerprint`), keep their shard of the
visited set and expand what they own (:mod:`.shard`), sending the configurations they reach
to their owners in batches.  This module is the driver: it starts (or joins) Ray, places the
actors, feeds them the explorations, detects termination (every owner idle and the message
counters balanced, twice in a row with the same counts: Mattern's four-counter method),
enforces the budgets across workers, finds hangs (configurations from which no execution
ends) and merges the results.  Ray is optional: without it ``workers`` says so in one line.
"""

from __future__ import annotations

import atexit
import itertools
import os
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ctreelab.budget import STATE, BudgetExceeded, Clock, resident_mb
from ctreelab.errors import CtreelabError
from ctreelab.outcome import Outcome, RunResult, budget_outcome
from ctreelab.scheduler import Progress

from .exhaustive import _racy
from .shard import Path, shortlex
from .shard_actor import actor_class

STATUS_TIMEOUT = 60.0  # seconds a worker may take to answer before it counts as lost
POLL_MAX = 0.05  # seconds between two status rounds, at most
JOIN_TIMEOUT = 60.0  # seconds to join a cluster, at most
PROBE_TIMEOUT = 5.0  # seconds to wait for a cluster address to accept a connection
WINDOW = 16  # explorations under way at once, per worker (each has its own budgets)
NEEDS_RAY = "workers need Ray, an optional dependency: pip install 'ctreelab[ray]'"

_runs = itertools.count(1)
_pool: dict[str, Any] = {}  # actors kept between explorations of one driver process
_started: dict[str, Any] = {}  # the CPUs of the local Ray this process started


class WorkerLost(Exception):
    def __init__(self, worker: int, owners: int, why: str) -> None:
        super().__init__(f"worker {worker + 1} of {owners} died ({why}); the exploration is "
                         f"incomplete")


def explore(config: dict[str, Any], specs: list[Any], progress: Progress | None = None,
            ) -> list[RunResult]:
    """Explore the programs of ``specs`` (pipeline specs) with ``config['workers']`` owners,
    all at once on the same actors; one result per spec."""
    try:
        import ray
    except ImportError:
        raise CtreelabError(NEEDS_RAY) from None
    if not config["merge"]:
        raise CtreelabError("workers need merge = true: owners merge equal configurations "
                            "(without merging a spin loop never ends)")
    workers = config["workers"]
    _connect(ray, config["ray-address"], workers)
    actors, loops = _actors(ray, workers)
    return _explore(ray, actors, loops, config, specs, progress)


def _connect(ray: Any, address: str, workers: int) -> None:
    """Join the cluster at ``address``, or start a local Ray, for the rest of this process
    (a command exploring several programs or models uses the same workers for them all;
    stopped when the process ends)."""
    if ray.is_initialized():
        if _started.get("cpus", workers) >= workers:
            return
        _stop(ray)  # the local Ray this process started is too small: a bigger one
    import logging
    quiet = {"logging_level": logging.ERROR, "log_to_driver": False,
             "include_dashboard": False, "configure_logging": True}
    try:
        if address:
            _probe(address)
            _bounded(lambda: ray.init(address=address, **quiet), address)
        else:
            ray.init(address="local", num_cpus=workers, object_store_memory=80 << 20, **quiet)
            _started["cpus"] = workers
    except CtreelabError:
        raise
    except Exception as exc:  # noqa: BLE001 - Ray raises many kinds; one line says why
        where = f"join the Ray cluster at {address}" if address else "start a local Ray"
        raise CtreelabError(f"cannot {where}: {str(exc).splitlines()[0]}") from None
    cpus = ray.cluster_resources().get("CPU", 0)
    if cpus < workers:
        ray.shutdown()
        raise CtreelabError(f"the Ray cluster at {address} has {cpus:g} CPUs; workers = "
                            f"{workers} needs one per worker")
    if not _started.get("atexit"):
        _started["atexit"] = atexit.register(_stop, ray)


def _probe(address: str) -> None:
    """An address ``host:port`` at which nothing answers fails at once (Ray itself would
    retry for minutes)."""
    host, colon, port = address.rpartition(":")
    if not colon or not port.isdigit() or "://" in address:
        return  # "auto", a ray:// client address: left to Ray (bounded by JOIN_TIMEOUT)
    try:
        with socket.create_connection((host.strip("[]") or "127.0.0.1", int(port)),
                                      timeout=PROBE_TIMEOUT):
            pass
    except OSError as exc:
        why = exc.strerror or "no answer"
        raise CtreelabError(f"cannot join the Ray cluster at {address}: nothing answers "
                            f"there ({why[0].lower() + why[1:]})") from None


def _bounded(init: Callable[[], Any], address: str) -> None:
    """Run ``init`` (joining a cluster) for at most ``JOIN_TIMEOUT`` seconds."""
    box: dict[str, BaseException] = {}

    def target() -> None:
        try:
            init()
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
            box["error"] = exc

    thread = threading.Thread(target=target, name="ray-init", daemon=True)
    thread.start()
    thread.join(JOIN_TIMEOUT)
    if thread.is_alive():
        raise CtreelabError(f"cannot join the Ray cluster at {address}: no answer from Ray "
                            f"within {JOIN_TIMEOUT:g} s")
    if "error" in box:
        raise box["error"]


def _stop(ray: Any) -> None:
    _pool.clear()
    _started.pop("cpus", None)
    ray.shutdown()


def _actors(ray: Any, workers: int) -> tuple[list[Any], list[Any]]:
    key = (ray.get_runtime_context().get_job_id(), workers)
    if _pool.get("key") == key:
        try:
            ray.get([a.ping.remote() for a in _pool["actors"]], timeout=STATUS_TIMEOUT)
            return _pool["actors"], _pool["loops"]
        except Exception:  # noqa: BLE001 - a worker of the pool is gone: start afresh
            _drop_pool(ray)
    _drop_pool(ray)
    cls = actor_class(ray)
    actors = [cls.options(scheduling_strategy="SPREAD").remote(i, workers)
              for i in range(workers)]
    try:
        ray.get([a.connect.remote(actors) for a in actors], timeout=STATUS_TIMEOUT)
    except Exception as exc:  # noqa: BLE001 - placement failed or timed out: one line
        for a in actors:
            ray.kill(a)
        raise CtreelabError(f"cannot start {workers} Ray workers: "
                            f"{str(exc).splitlines()[0]}") from None
    loops = [a.loop.remote() for a in actors]
    _pool.update(key=key, actors=actors, loops=loops)
    return actors, loops


def _drop_pool(ray: Any) -> None:
    for a in _pool.get("actors", ()):
        try:
            ray.kill(a)
        except Exception:  # noqa: BLE001, S110 - already gone is what we want
            pass
    _pool.clear()


def _explore(ray: Any, actors: list[Any], loops: list[Any], config: dict[str, Any],
             specs: list[Any], progress: Progress | None) -> list[RunResult]:
    runs = [next(_runs) for _ in specs]
    driver = _Driver(ray, actors, loops, {**config, "race-free": True}, progress)
    queue = list(zip(runs, specs))
    try:
        driver.run(queue)
        # the race-free reduction holds only without races (exhaustive's RaceSeen): the
        # explorations that found one start again without it
        again = [(r, next(_runs), s) for r, s in zip(runs, specs)
                 if any(_racy(o) for o in driver.results[r].outcomes)]
        if again:
            driver.config = {**config, "race-free": False}
            queue = [(new, s) for _, new, s in again]
            for old, new, _ in again:
                runs[runs.index(old)] = new
            driver.run(queue)
            for _, new, _ in again:
                driver.results[new].stats["race-rerun"] = 1
    except BudgetExceeded as exc:  # an interrupt, or max-memory (driver and workers)
        driver.stop_all(queue, budget_outcome(exc.reason))
    except WorkerLost as exc:
        driver.stop_all(queue, Outcome("failure", reason=str(exc)))  # the survivors' results
        _drop_pool(ray)
    return [driver.results[r] for r in runs]


@dataclass
class _Flight:
    """An exploration under way: its phase, budgets and termination counters."""

    start: float
    deadline: float | None
    spare: int  # the part of max-states not granted to a worker yet
    phase: str = "explore"  # then "after": liveness (hangs) and least paths (witnesses)
    quiet: tuple[int, int] | None = None  # the counters of the last quiet poll
    cyclic: bool = False
    stopped: Outcome | None = None  # phase "done": the budget outcome that stopped it


class _Driver:
    """Feeds the explorations to the workers, at most ``WINDOW`` per worker at once (each
    with its own budgets), detects the end of each phase of each exploration (the message
    counters of that exploration), and collects the results."""

    def __init__(self, ray: Any, actors: list[Any], loops: list[Any], config: dict[str, Any],
                 progress: Progress | None) -> None:
        self.ray = ray
        self.actors = actors
        self.loops = loops
        self.config = config
        self.progress = progress
        self.keep: bool = config["witnesses"]
        self.clock = Clock(None)  # interrupts; each exploration has its own deadline
        self.status: list[dict[str, Any]] = []  # the last answers to "status"
        self.lost: set[int] = set()
        self.flights: dict[int, _Flight] = {}
        self.results: dict[int, RunResult] = {}
        self.ending: list[int] = []  # explorations over, their results not collected yet
        self.phasing: list[tuple[int, bool, bool]] = []  # (run, hangs, witnesses) to start
        # each worker's first part of max-states; the rest is granted on demand
        self.share = config["max-states"] // (2 * len(actors))

    def get(self, refs: list[Any], timeout: float | None = None) -> list[Any]:
        """Results of actor calls; a dead or silent worker raises :class:`WorkerLost`, an
        error inside one is re-raised (a domain error as such)."""
        ray = self.ray
        try:
            return list(ray.get(refs, timeout=timeout))
        except (ray.exceptions.RayActorError, ray.exceptions.GetTimeoutError) as exc:
            raise self.which_lost(exc) from None
        except ray.exceptions.RayTaskError as exc:
            cause = getattr(exc, "cause", None)
            if isinstance(cause, (CtreelabError, BudgetExceeded)):
                raise cause from None
            raise RuntimeError(str(exc)) from None

    def which_lost(self, exc: Exception) -> WorkerLost:
        ray = self.ray
        why = "it stopped answering" if isinstance(exc, ray.exceptions.GetTimeoutError) \
            else "its process ended"
        for i, a in enumerate(self.actors):
            try:
                ray.get(a.ping.remote(), timeout=5)
            except Exception:  # noqa: BLE001 - any failure to answer: this one is lost
                self.lost.add(i)
                return WorkerLost(i, len(self.actors), why)
        return WorkerLost(0, len(self.actors), why)

    def call(self, method: str, *args: Any, timeout: float | None = None) -> list[Any]:
        """Call ``method`` on every worker.  A dead worker is found without a timeout (Ray
        reports it); ``timeout`` bounds the wait for a worker that hangs."""
        return self.get([getattr(a, method).remote(*args) for a in self.actors], timeout)

    # -- the explorations --------------------------------------------------------------------

    def run(self, queue: list[tuple[int, Any]]) -> None:
        """Explore everything in ``queue`` (taken from it as the explorations start)."""
        delay = 0.001
        while queue or self.flights:
            moved = self.admit(queue)
            self.poll()
            for r in list(self.flights):
                moved = self.advance(r) or moved
            if self.phasing:  # the explorations whose second phase starts, in one call
                self.call("phase", self.phasing)
                self.phasing = []
            self.collect()
            if moved:
                delay = 0.001
                continue
            time.sleep(delay)
            delay = min(2 * delay, POLL_MAX)

    def admit(self, queue: list[tuple[int, Any]]) -> bool:
        """Start explorations while fewer than ``WINDOW`` per worker are under way."""
        room = WINDOW * len(self.actors) - len(self.flights)
        if not queue or room <= 0:
            return False
        batch, queue[:room] = queue[:room], []
        timeout = self.config["timeout"]
        options = {k: self.config[k] for k in ("reduce", "max-steps", "max-states", "timeout",
                                               "witnesses", "race-free")}
        options["cap"] = self.share
        self.call("begin", batch, options, os.getcwd())
        now = time.monotonic()
        for r, _ in batch:
            self.flights[r] = _Flight(
                start=time.perf_counter(), deadline=now + timeout if timeout else None,
                spare=self.config["max-states"] - self.share * len(self.actors))
        workers = len(self.actors)
        self.get([a.post.remote([("root", r) for r, _ in batch if r % workers == w])
                  for w, a in enumerate(self.actors)])
        return True

    def poll(self) -> None:
        """One status round: errors, budgets (each exploration's, and memory), progress."""
        self.status = status = self.call("status", timeout=STATUS_TIMEOUT)
        done, _ = self.ray.wait(self.loops, timeout=0)
        if done:
            self.get(done)  # a work loop ended: re-raises what ended it
            raise WorkerLost(self.loops.index(done[0]), len(self.actors), "it stopped")
        for s in status:
            if s["error"]:
                raise RuntimeError(f"worker {s['worker'] + 1}: {s['error']}")
        self.clock.check()
        limit = STATE.max_memory
        rss = sum(s["rss"] for s in status) + resident_mb()
        if limit and rss > limit:
            raise BudgetExceeded(f"max-memory of {limit:g} MB exceeded (resident set of the "
                                 f"driver and workers {rss:.0f} MB)")
        now = time.monotonic()
        for r, f in list(self.flights.items()):
            if f.phase == "done":
                continue
            why = next((s["budget"][r] for s in status if r in s["budget"]), None)
            if why is None and f.deadline is not None and now > f.deadline:
                why = f"timeout of {self.config['timeout']:g} s exceeded"
            if why is None and f.phase == "explore":
                why = self.grant(r, f)
            if why is not None:
                self.call("abort", [r])
                self.finish(r, budget_outcome(why))
        if self.progress is not None:
            counters = {"states": sum(self.total(r, "states") for r in self.flights)}
            counters.update((f"w{s['worker'] + 1}", sum(s["states"].values())) for s in status)
            self.progress(counters)

    def grant(self, r: int, f: _Flight) -> str | None:
        """Give more of max-states to the workers that used their part for ``r``, from the
        part not granted yet or given back by the others; when none is left and every
        worker with work is waiting, max-states is exhausted (never exceeded)."""
        starved = [w for w, s in enumerate(self.status) if r in s["starved"]]
        if not starved:
            return None
        if not f.spare:
            others = [a for w, a in enumerate(self.actors) if w not in starved]
            f.spare += sum(self.get([a.release.remote(r) for a in others]))
        if not f.spare:
            if all(w in starved or r not in s["pending"] for w, s in enumerate(self.status)):
                return f"max-states={self.config['max-states']} exhausted"
            return None
        each = max(1, f.spare // (2 * len(starved)))
        grants = []
        for w in starved:
            more = min(each, f.spare)
            if more:
                f.spare -= more
                grants.append(self.actors[w].grant.remote(r, more))
        self.get(grants)
        return None

    def advance(self, r: int) -> bool:
        """Whether the current phase of exploration ``r`` is over: no work for it anywhere
        and its messages balanced, twice in a row with the same counts (a worker only gets
        work of ``r`` from a message of ``r``)."""
        f = self.flights.get(r)
        if f is None or f.phase == "done":
            return False
        status = self.status
        sent = sum(s["sent"].get(r, 0) for s in status)
        received = sum(s["received"].get(r, 0) for s in status)
        if any(r in s["pending"] for s in status) or sent != received:
            f.quiet = None
            return False
        if f.quiet != (sent, received):
            f.quiet = (sent, received)
            return False
        f.quiet = None
        if f.phase == "explore":
            f.cyclic = self.total(r, "backedges") > 0
            if f.cyclic or self.keep:
                f.phase = "after"
                self.phasing.append((r, f.cyclic, self.keep))
                return True
        self.finish(r, None)
        return True

    def finish(self, r: int, stopped: Outcome | None) -> None:
        """Exploration ``r`` is over (``stopped``: by a budget): its results are collected
        with those of the others that end in the same round (:meth:`collect`)."""
        f = self.flights[r]
        f.phase, f.stopped = "done", stopped
        self.ending.append(r)

    def collect(self) -> None:
        """Collect the results of the explorations that ended (outcomes, hangs, witnesses,
        statistics) in one call to each worker, which frees their parts."""
        if not self.ending:
            return
        ending, self.ending = self.ending, []
        flights = {r: self.flights[r] for r in ending}
        hangs = {r: self.hangs(r) for r, f in flights.items()
                 if f.stopped is None and f.cyclic}
        parts = self.call("collect", [(r, f.stopped is None) for r, f in flights.items()])
        for r, f in flights.items():
            found = hangs.get(r, {})
            result = self.result([(w, part[r]) for w, part in enumerate(parts)],
                                 {o: n for o, (n, _) in found.items()}, f.stopped,
                                 time.perf_counter() - f.start)
            if self.keep:
                witnesses: dict[Outcome, Path] = {}
                for part in parts:
                    for o, path in part[r][2].items():
                        if o not in witnesses or shortlex(path) < shortlex(witnesses[o]):
                            witnesses[o] = path
                witnesses.update((o, path) for o, (_, path) in found.items())
                result.witnesses = witnesses
            self.results[r] = result
            del self.flights[r]

    def stop_all(self, queue: list[tuple[int, Any]], stopped: Outcome) -> None:
        """A budget of them all ran out (an interrupt, memory) or a worker was lost: the
        explorations under way end with ``stopped`` beside what they found, the others with
        ``stopped`` alone."""
        if not self.lost:
            self.call("abort", list(self.flights))
        for r in list(self.flights):
            f = self.flights.pop(r)
            parts = []
            for w, a in enumerate(self.actors):
                if w in self.lost:
                    continue
                try:
                    part = self.ray.get(a.collect.remote([(r, False)]), timeout=10)
                except Exception:  # noqa: BLE001 - lost: the survivors' results are kept
                    self.lost.add(w)
                    continue
                parts.append((w, part[r]))
            self.results[r] = self.result(parts, {}, stopped, time.perf_counter() - f.start)
        for r, _ in queue:
            result = RunResult()
            result.add(stopped)
            self.results[r] = result

    def total(self, r: int, key: str) -> int:
        return sum(s[key].get(r, 0) for s in self.status)

    def hangs(self, r: int) -> dict[Outcome, tuple[int, Path]]:
        """One ``hang`` per strongly connected component of the configurations from which no
        execution ends that leads to no other such component (as the single-process explorer
        reports one at the root of each), named after its configuration with the least
        choice path (which is the hang's witness); each with its count and witness."""
        dead: dict[tuple[int, int], tuple[Path, list[tuple[int, int]]]] = {}
        for w, part in enumerate(self.call("dead", r)):
            for i, path, preds in part:
                dead[(w, i)] = (path, preds)
        succ: dict[tuple[int, int], list[tuple[int, int]]] = {n: [] for n in dead}
        for n, (_, preds) in dead.items():
            for p in preds:
                p = tuple(p)  # type: ignore[assignment]
                if p in dead:
                    succ[p].append(n)
        found: dict[Outcome, tuple[int, Path]] = {}
        for component in _bottom_components(succ):
            w, i = min(component, key=lambda n: shortlex(dead[n][0]))
            o = self.get([self.actors[w].hang.remote(r, i)])[0]
            count, path = found.get(o, (0, dead[(w, i)][0]))
            found[o] = (count + 1, min(path, dead[(w, i)][0], key=shortlex))
        return found

    def result(self, parts: list[tuple[int, Any]], hangs: dict[Outcome, int],
               stopped: Outcome | None, wall: float) -> RunResult:
        """The result of one exploration from each worker's part (outcomes, counters,
        witnesses, Ray node)."""
        result = RunResult()
        per_worker: list[dict[str, Any]] = []
        totals = dict.fromkeys(("states", "merged", "pruned", "cycles", "backedges", "steps",
                                "replayed", "executions", "messages"), 0)
        for w, (outcomes, counters, _, node) in parts:
            for o, n in outcomes.items():
                result.add(o, n)
            for k in totals:
                totals[k] += counters.get(k) or 0
            per_worker.append({"worker": w + 1, "states": counters.get("states", 0),
                               "busy": round(counters.get("busy", 0.0), 3), "node": node})
        for o, n in hangs.items():
            result.add(o, n)
        if stopped is not None:
            result.add(stopped)
        busy_total = sum(p["busy"] for p in per_worker)
        result.stats = {
            "states": totals["states"], "merged": totals["merged"], "pruned": totals["pruned"],
            "cycles": totals["cycles"] + totals["backedges"],
            "executions": totals["executions"] + sum(hangs.values()),
            "steps": totals["steps"], "replayed": totals["replayed"],
            "messages": totals["messages"],
            "workers": len(self.actors), "per_worker": per_worker,
            "speedup": round(busy_total / wall, 2) if wall > 0 else 0.0,
            "time": wall,
        }
        return result


def _bottom_components(succ: dict[Any, list[Any]]) -> list[list[Any]]:
    """The strongly connected components with no edge to another component (Tarjan's
    algorithm with an explicit stack)."""
    index: dict[Any, int] = {}
    low: dict[Any, int] = {}
    comp: dict[Any, int] = {}
    stack: list[Any] = []
    components: list[list[Any]] = []
    for root in succ:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            v, j = work.pop()
            if j == 0:
                index[v] = low[v] = len(index)
                stack.append(v)
            edges = succ[v]
            if j < len(edges):
                work.append((v, j + 1))
                w = edges[j]
                if w not in index:
                    work.append((w, 0))
                elif w not in comp:
                    low[v] = min(low[v], index[w])
                continue
            if low[v] == index[v]:
                members = []
                while True:
                    w = stack.pop()
                    comp[w] = len(components)
                    members.append(w)
                    if w == v:
                        break
                components.append(members)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    return [c for k, c in enumerate(components)
            if all(comp[w] == k for v in c for w in succ[v])]
