"""How data races are named in outcomes (the interleaving and memory models find them)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from .branches import RaceFound
from .events import UB, CmpXchg, Race, Read, Tagged, Write
from .pointer import address_of
from .program import Layout
from .tree import Br, Kont, Tree
from .vars_stage import halt


def describe_access(tid: int, event: Any, layout: Layout, where: str,
                    name: str | None = None) -> str:
    """``thread 2 writes x (not_atomic) at f.c:5``: a memory access, for messages
    (``name``: what the address is, when the layout cannot say: a heap block's offset)."""
    cls = type(event)
    verb = "reads" if cls is Read else "writes" if cls is Write else "updates"
    ordering = event.success if cls is CmpXchg else event.ordering
    text = f"thread {tid} {verb} {name or layout.symbol(address_of(event.addr))} ({ordering})"
    return text + (f" at {where}" if where else "")


def found(race: Race, mode: str, rest: Tree, key: Hashable | None,
          tid: int | None = None) -> Tree:
    """What finding ``race`` makes of the execution that goes on as ``rest`` (``mode`` as
    in ``ctreelab.stage.RACE_MODES``, not ``ignore``): ``ub`` ends it as undefined
    behaviour; ``report`` offers both, going on (0) and stopping with the race (1)."""
    stop: Any = UB(race.reason()) if mode == "ub" else race
    stopped = halt(stop if tid is None else Tagged(tid, stop))
    if mode == "ub":
        return stopped
    return Br(RaceFound(2), Kont(lambda c: stopped if c else rest, key), False)
