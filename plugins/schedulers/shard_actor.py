"""The Ray actor of the distributed explorer: a :class:`~.shard.Shard` behind an asyncio
event loop that receives batches from the other workers while its work loop runs (see
:mod:`.distributed` for the driver)."""

from __future__ import annotations

import asyncio
import os
import traceback
from typing import Any

from ctreelab.budget import resident_mb
from ctreelab.errors import CtreelabError
from ctreelab.outcome import Outcome

from .shard import Shard

BATCH = 1024  # messages to one owner sent together, at most
_made: dict[str, Any] = {}


def actor_class(ray: Any) -> Any:
    """The Ray actor class around :class:`Shard` (made once Ray is imported)."""
    cached = _made.get("class")
    if cached is not None:
        return cached

    @ray.remote(num_cpus=1, max_restarts=0)
    class ShardActor:
        """A Ray actor around a :class:`Shard`: receives batches, runs the work loop."""

        def __init__(self, me: int, owners: int) -> None:
            self.me = me
            self.shard = Shard(me, owners, self.send)
            self.peers: list[Any] = []
            self.out: dict[int, list[Any]] = {}
            # messages sent to and received from other workers, per exploration (for the
            # driver's termination detection, exploration by exploration)
            self.sent: dict[int, int] = {}
            self.received: dict[int, int] = {}
            self.wake: asyncio.Event | None = None
            self.error: str | None = None
            self.registry: Any = None

        async def ping(self) -> int:
            return os.getpid()

        async def node(self) -> str:
            return str(ray.get_runtime_context().get_node_id())

        async def connect(self, peers: list[Any]) -> int:
            self.peers = peers
            return os.getpid()

        async def begin(self, runs: list[tuple[int, Any]], options: dict[str, Any],
                        cwd: str) -> None:
            """Load the program of each run (spec) and make its tree."""
            from ctreelab.pipeline import build
            from ctreelab.registry import Registry
            if os.path.isdir(cwd):
                os.chdir(cwd)  # the specs' relative paths (same paths on every node)
            if self.registry is None:
                self.registry = Registry.discover(strict=False)
            for run, spec in runs:
                self.shard.begin(run, build(spec, self.registry).tree(), options)

        async def post(self, messages: list[tuple[Any, ...]]) -> None:
            for m in messages:
                self.shard.receive(m)
            self.poke()

        async def phase(self, runs: list[tuple[int, bool, bool]]) -> None:
            """After these explorations: propagate "an execution ends from here" (hangs) and
            the least paths (witnesses), as each asks."""
            for run, liveness, witnesses in runs:
                if liveness:
                    self.shard.start_liveness(run)
                if witnesses:
                    self.shard.start_witnesses(run)
            self.poke()

        async def receive(self, batch: list[Any]) -> None:
            received = self.received
            runs = self.shard.runs
            for m in batch:
                if m[1] in runs:  # else it arrives after its exploration ended
                    received[m[1]] = received.get(m[1], 0) + 1
                self.shard.receive(m)
            self.poke()

        async def grant(self, run: int, more: int) -> None:
            self.shard.grant(run, more)
            self.poke()

        async def release(self, run: int) -> int:
            return self.shard.release(run)

        def poke(self) -> None:
            if self.wake is not None:
                self.wake.set()

        def send(self, owner: int, message: tuple[Any, ...]) -> None:
            if owner == self.me:
                self.shard.receive(message)
                return
            box = self.out.setdefault(owner, [])
            box.append(message)
            if len(box) >= BATCH:
                self.flush_to(owner)

        def flush_to(self, owner: int) -> None:
            box = self.out.pop(owner, None)
            if box:
                sent = self.sent
                for m in box:
                    sent[m[1]] = sent.get(m[1], 0) + 1
                self.peers[owner].receive.remote(box)

        def flush(self) -> None:
            for owner in list(self.out):
                self.flush_to(owner)

        async def loop(self) -> None:
            self.wake = asyncio.Event()
            while True:
                if self.shard.has_work() and self.error is None:
                    try:
                        self.shard.step()
                    except CtreelabError as exc:
                        self.error = str(exc)
                        self.shard.abort(list(self.shard.runs))
                    except Exception as exc:  # noqa: BLE001 - reported by the driver
                        self.error = "".join(traceback.format_exception_only(exc)).strip()
                        self.shard.abort(list(self.shard.runs))
                    self.flush()
                    await asyncio.sleep(0)
                else:
                    self.flush()
                    self.wake.clear()
                    await self.wake.wait()

        async def status(self) -> dict[str, Any]:
            pending = set(self.shard.busy_runs())
            pending.update(m[1] for box in self.out.values() for m in box)
            return {"worker": self.me, "pending": pending, "sent": self.sent,
                    "received": self.received, "error": self.error, "rss": resident_mb(),
                    "busy": self.shard.busy, **self.shard.progress()}

        async def abort(self, runs: list[int]) -> None:
            self.shard.abort(runs)

        async def dead(self, run: int) -> list[Any]:
            return self.shard.dead(run)

        async def hang(self, run: int, i: int) -> Outcome:
            return self.shard.hang(run, i)

        async def collect(self, runs: list[tuple[int, bool]]) -> dict[int, tuple[Any, ...]]:
            """The results of these explorations here (outcomes, counters, witnesses: the
            least paths, else the first ones found; the Ray node), which end here."""
            node = str(ray.get_runtime_context().get_node_id())
            found = {}
            for r, least in runs:
                counters = self.shard.counters(r)
                counters["messages"] = self.sent.get(r, 0)
                found[r] = (self.shard.outcomes(r), counters, self.shard.witnesses(r, least),
                            node)
                self.shard.end(r)
                self.sent.pop(r, None)
                self.received.pop(r, None)
            return found

    _made["class"] = ShardActor
    return ShardActor
