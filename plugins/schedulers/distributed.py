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

import itertools
import os
import time
from typing import Any

from ctreelab.budget import STATE, BudgetExceeded, Clock, resident_mb
from ctreelab.errors import CtreelabError
from ctreelab.outcome import Outcome, RunResult, budget_outcome
from ctreelab.scheduler import Progress

from .shard_actor import actor_class

STATUS_TIMEOUT = 60.0  # seconds a worker may take to answer before it counts as lost
POLL_MAX = 0.05  # seconds between two status rounds, at most
NEEDS_RAY = "workers need Ray, an optional dependency: pip install 'ctreelab[ray]'"

_runs = itertools.count(1)
_pool: dict[str, Any] = {}  # actors kept between explorations of one driver process


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
    started = _connect(ray, config["ray-address"], workers)
    try:
        actors, loops = _actors(ray, workers)
        return _explore(ray, actors, loops, config, specs, progress)
    finally:
        if started:
            _pool.clear()
            ray.shutdown()


def _connect(ray: Any, address: str, workers: int) -> bool:
    """Join the cluster at ``address``, or start a local Ray for this run (returns True)."""
    if ray.is_initialized():
        return False
    import logging
    quiet = {"logging_level": logging.ERROR, "log_to_driver": False,
             "include_dashboard": False, "configure_logging": True}
    try:
        if address:
            ray.init(address=address, **quiet)
        else:
            ray.init(address="local", num_cpus=workers, object_store_memory=80 << 20, **quiet)
    except Exception as exc:  # noqa: BLE001 - Ray raises many kinds; one line says why
        where = f"the Ray cluster at {address}" if address else "a local Ray"
        raise CtreelabError(f"cannot start {where}: {str(exc).splitlines()[0]}") from None
    cpus = ray.cluster_resources().get("CPU", 0)
    if cpus < workers:
        ray.shutdown()
        raise CtreelabError(f"the Ray cluster at {address} has {cpus:g} CPUs; workers = "
                            f"{workers} needs one per worker")
    return True


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
    start = time.perf_counter()
    clock = Clock(config["timeout"])
    workers = len(actors)
    runs = [next(_runs) for _ in specs]
    remaining = None if not clock.deadline else max(0.001, clock.deadline - time.monotonic())
    options = {k: config[k] for k in ("reduce", "max-steps", "max-states")}
    options["timeout"] = remaining
    cwd = os.getcwd()
    driver = _Driver(ray, actors, loops, config, progress, clock)
    stopped: Outcome | None = None
    hangs: dict[int, dict[Outcome, int]] = {r: {} for r in runs}
    try:
        first = driver.call("status")
        driver.busy0 = [s["busy"] for s in first]
        driver.sent0 = sum(s["sent"] for s in first)
        driver.call("begin", list(zip(runs, specs)), options, cwd)
        driver.get([a.post.remote([("root", r) for r in runs[w::workers]])
                    for w, a in enumerate(actors)])
        stopped = driver.until_quiet(runs)
        cyclic = [r for r in runs if driver.total(r, "backedges") and r not in driver.over]
        if stopped is None and cyclic:
            for r in cyclic:
                driver.call("liveness", r)
            stopped = driver.until_quiet(runs)
            if stopped is None:
                for r in cyclic:
                    if r not in driver.over:
                        hangs[r] = driver.hangs(r)
    except BudgetExceeded as exc:  # time, or an interrupt
        driver.call("abort", runs)
        stopped = budget_outcome(exc.reason)
    except WorkerLost as exc:
        stopped = Outcome("failure", reason=str(exc))
        _drop_pool(ray)
    wall = time.perf_counter() - start
    results = [driver.result(r, hangs[r], driver.over.get(r, stopped), wall) for r in runs]
    if _pool:
        driver.call("end_all", runs)
    return results


class _Driver:
    def __init__(self, ray: Any, actors: list[Any], loops: list[Any], config: dict[str, Any],
                 progress: Progress | None, clock: Clock) -> None:
        self.ray = ray
        self.actors = actors
        self.loops = loops
        self.config = config
        self.progress = progress
        self.clock = clock
        self.status: list[dict[str, Any]] = []  # the last answers to "status"
        self.lost: set[int] = set()
        self.over: dict[int, Outcome] = {}  # explorations stopped by their own budget
        self.busy0 = [0.0] * len(actors)  # each worker's busy seconds before this exploration
        self.sent0 = 0  # messages sent between workers before this exploration

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

    def until_quiet(self, runs: list[int]) -> Outcome | None:
        """Poll the workers until the explorations are over (``None``) or a budget of them
        all ran out (time, memory: its outcome; the workers' pending work is dropped).  An
        exploration whose own budget runs out (states, steps) is stopped alone
        (``self.over``); the others go on."""
        previous: tuple[int, int] | None = None
        delay = 0.001
        max_states = self.config["max-states"]
        while True:
            self.status = status = self.call("status", timeout=STATUS_TIMEOUT)
            done, _ = self.ray.wait(self.loops, timeout=0)
            if done:
                self.get(done)  # a work loop ended: re-raises what ended it
                raise WorkerLost(self.loops.index(done[0]), len(self.actors), "it stopped")
            for s in status:
                if s["error"]:
                    raise RuntimeError(f"worker {s['worker'] + 1}: {s['error']}")
            over = {r: why for s in status for r, why in s["budget"].items()}
            over.update((r, f"max-states={max_states} exhausted") for r in runs
                        if self.total(r, "states") > max_states)
            over = {r: why for r, why in over.items() if r not in self.over}
            if over:
                self.call("abort", list(over))
                self.over.update((r, budget_outcome(why)) for r, why in over.items())
            self.clock.check()
            limit = STATE.max_memory
            rss = sum(s["rss"] for s in status) + resident_mb()
            if limit and rss > limit:
                self.call("abort", runs)
                return budget_outcome(f"max-memory of {limit:g} MB exceeded (resident set "
                                      f"of the driver and workers {rss:.0f} MB)")
            if self.progress is not None:
                counters = {"states": sum(self.total(r, "states") for r in runs)}
                counters.update((f"w{s['worker'] + 1}", sum(s["states"].values()))
                                for s in status)
                self.progress(counters)
            sent = sum(s["sent"] for s in status)
            received = sum(s["received"] for s in status)
            quiet = all(s["idle"] for s in status) and sent == received
            if quiet and previous == (sent, received):
                return None
            previous = (sent, received) if quiet else None
            time.sleep(delay)
            delay = min(2 * delay, POLL_MAX)

    def total(self, r: int, key: str) -> int:
        return sum(s[key].get(r, 0) for s in self.status)

    def hangs(self, r: int) -> dict[Outcome, int]:
        """One ``hang`` per strongly connected component of the configurations from which no
        execution ends that leads to no other such component (as the single-process explorer
        reports one at the root of each), named after its configuration with the smallest
        choice path."""
        dead: dict[tuple[int, int], tuple[tuple[int, ...], list[tuple[int, int]]]] = {}
        for w, part in enumerate(self.call("dead", r)):
            for i, path, preds in part:
                dead[(w, i)] = (path, preds)
        succ: dict[tuple[int, int], list[tuple[int, int]]] = {n: [] for n in dead}
        for n, (_, preds) in dead.items():
            for p in preds:
                p = tuple(p)  # type: ignore[assignment]
                if p in dead:
                    succ[p].append(n)
        found: dict[Outcome, int] = {}
        for component in _bottom_components(succ):
            w, i = min(component, key=lambda n: dead[n][0])
            o = self.get([self.actors[w].hang.remote(r, i)])[0]
            found[o] = found.get(o, 0) + 1
        return found

    def result(self, r: int, hangs: dict[Outcome, int], stopped: Outcome | None,
               wall: float) -> RunResult:
        result = RunResult()
        per_worker: list[dict[str, Any]] = []
        totals = dict.fromkeys(("states", "merged", "cycles", "backedges", "steps",
                                "replayed", "executions"), 0)
        for w, a in enumerate(self.actors):
            if w in self.lost:
                continue
            try:
                outcomes, counters, busy, node = self.ray.get(a.report.remote(r), timeout=10)
            except Exception:  # noqa: BLE001 - lost: the survivors' results are kept
                self.lost.add(w)
                continue
            for o, n in outcomes.items():
                result.add(o, n)
            for k in totals:
                totals[k] += counters.get(k) or 0
            per_worker.append({"worker": w + 1, "states": counters.get("states", 0),
                               "busy": round(busy - self.busy0[w], 3), "node": node})
        for o, n in hangs.items():
            result.add(o, n)
        if stopped is not None:
            result.add(stopped)
        busy_total = sum(p["busy"] for p in per_worker)
        result.stats = {
            "states": totals["states"], "merged": totals["merged"], "pruned": 0,
            "cycles": totals["cycles"] + totals["backedges"],
            "executions": totals["executions"] + sum(hangs.values()),
            "steps": totals["steps"], "replayed": totals["replayed"],
            "messages": sum(s["sent"] for s in self.status) - self.sent0,
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
