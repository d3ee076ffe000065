"""The ``io`` stage: the program's output as part of its outcome.

It consumes thread-tagged ``Output(text)`` events, keeps the text written so far as its
state (all threads append to one stream, in execution order) and, when the program ends,
adds it to the observed values as ``output``; an execution that stops early (UB, OOM, an
assertion failure…) after printing something gets it too
(:class:`~ctreelab.events.Observed`).  Placed after ``memory``, it sees the
:class:`~ctreelab.outcome.Final` the memory stage returns.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .events import Halt, Observed, Output, Tagged
from .footprint import OUTPUT, Footprint, cell
from .interp import Interpreter
from .outcome import Final
from .stage import RunContext, Stage
from .tree import Ret, Tree
from .values import Text
from .vars_stage import halt


class IOStage(Stage):
    name: ClassVar[str] = "io"
    description: ClassVar[str] = "collects the program's output (printf, puts…) into its outcome"
    level: ClassVar[str] = "tree"
    consumes: ClassVar[tuple[type, ...]] = (Output,)

    def footprint(self, tid: int, event: Any) -> Footprint:
        return (cell(OUTPUT),)  # one stream: outputs of different threads do not commute

    def apply(self, ctx: RunContext, tree: Tree) -> Tree:
        def handler(event: Any, text: str) -> Tree | None:
            inner = event.event if type(event) is Tagged else event
            if type(inner) is Output:
                return Ret((None, text + inner.text))
            if text and isinstance(inner, Halt):  # the execution stops after printing
                stop = Observed(inner, (("output", Text(text)),))
                return halt(Tagged(event.tid, stop) if type(event) is Tagged else stop)
            return None

        def finish(value: Any, text: str) -> Tree:
            output = (("output", Text(text)),)
            if isinstance(value, Final):
                return Ret(Final(value.ret, value.observed + output))
            return Ret(Final(value, output))

        return Interpreter(handler, finish, "io").run(tree, "")
