"""The ``io`` stage: the program's output as part of its outcome.

It consumes thread-tagged ``Output(text)`` events, keeps the text written so far as its
state (all threads append to one stream, in execution order) and, when the program ends,
adds it to the observed values as ``output``.  Placed after ``memory``, it sees the
:class:`~ctreelab.outcome.Final` the memory stage returns.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .events import Output, Tagged
from .footprint import Footprint, cell
from .interp import Interpreter
from .outcome import Final
from .stage import RunContext, Stage
from .tree import Ret, Tree
from .values import Text


class IOStage(Stage):
    name: ClassVar[str] = "io"
    description: ClassVar[str] = "collects the program's output (printf, puts…) into its outcome"
    level: ClassVar[str] = "tree"
    consumes: ClassVar[tuple[type, ...]] = (Output,)

    def footprint(self, tid: int, event: Any) -> Footprint:
        return (cell("output"),)  # one stream: outputs of different threads do not commute

    def apply(self, ctx: RunContext, tree: Tree) -> Tree:
        def handler(event: Any, text: str) -> Tree | None:
            if type(event) is Tagged and type(event.event) is Output:
                return Ret((None, text + event.event.text))
            return None

        def finish(value: Any, text: str) -> Tree:
            output = (("output", Text(text)),)
            if isinstance(value, Final):
                return Ret(Final(value.ret, value.observed + output))
            return Ret(Final(value, output))

        return Interpreter(handler, finish, "io").run(tree, "")
