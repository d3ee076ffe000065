"""The ``io`` stage: the program's output as part of its outcome.

It consumes thread-tagged ``Output(text, stream)`` events, keeps the text written so far
to each stream as its state (all threads append to one stdout and one stderr, in execution
order) and, when the program ends, adds them to the observed values as ``output`` and,
when something was written to it, ``stderr``; an execution that stops early (UB, OOM, an
assertion failure…) after printing something gets them too
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
        def handler(event: Any, texts: tuple[str, str]) -> Tree | None:
            inner = event.event if type(event) is Tagged else event
            if type(inner) is Output:
                out, err = texts
                if inner.stream == "stderr":
                    return Ret((None, (out, err + inner.text)))
                return Ret((None, (out + inner.text, err)))
            if texts != _NOTHING and isinstance(inner, Halt):  # it stops after printing
                stop = Observed(inner, _observed(texts))
                return halt(Tagged(event.tid, stop) if type(event) is Tagged else stop)
            return None

        def finish(value: Any, texts: tuple[str, str]) -> Tree:
            if isinstance(value, Final):
                return Ret(Final(value.ret, value.observed + _observed(texts)))
            return Ret(Final(value, _observed(texts)))

        return Interpreter(handler, finish, "io").run(tree, _NOTHING)


_NOTHING = ("", "")  # (stdout, stderr) before anything is written


def _observed(texts: tuple[str, str]) -> tuple[tuple[str, Text], ...]:
    """``output``, and ``stderr`` when the program wrote to it."""
    out, err = texts
    return (("output", Text(out)), ("stderr", Text(err))) if err else (("output", Text(out)),)
