"""The ``vars`` stage (paper §3.4): registers as state, globals as a reader, per function."""

from __future__ import annotations

from typing import Any, ClassVar

from .events import Failure, GlobalRead, LocalRead, LocalWrite
from .fmap import EMPTY, FrozenMap
from .interp import Interpreter
from .stage import RunContext, Stage
from .tree import Kont, Ret, Tree, Vis


def halt(event: Any) -> Tree:
    """A tree that stops the execution with a halting event."""
    return Vis(event, _NEVER)


def _never(_: Any) -> Tree:
    raise AssertionError("a halting event was resumed")


# Never resumed, so one key serves every halt (the event tells halts apart) and nothing
# follows it: a thread about to halt keeps its configuration mergeable and its cycles visible.
_NEVER = Kont(_never, ("halt",), ())


def _drop_state(value: Any, _: Any) -> Tree:
    return Ret(value)


class VarsStage(Stage):
    name: ClassVar[str] = "vars"
    description: ClassVar[str] = "registers as per-call state, globals as a read-only map (paper §3.4)"
    level: ClassVar[str] = "function"
    consumes: ClassVar[tuple[type, ...]] = (LocalRead, LocalWrite, GlobalRead)

    def apply_function(self, ctx: RunContext, name: str, tree: Tree) -> Tree:
        addresses = ctx.layout.addresses

        def handler(event: Any, regs: FrozenMap) -> Tree | None:
            cls = type(event)
            if cls is LocalRead:
                if event.name in regs:
                    return Ret((regs[event.name], regs))
                return halt(Failure(f"read of unassigned register %{event.name} in @{name}"))
            if cls is LocalWrite:
                return Ret((None, regs.set(event.name, event.value)))
            if cls is GlobalRead:
                addr = addresses.get(event.name)
                if addr is None:
                    return halt(Failure(f"unknown global @{event.name}"))
                return Ret((addr, regs))
            return None

        return Interpreter(handler, _drop_state, "vars").run(tree, EMPTY)
