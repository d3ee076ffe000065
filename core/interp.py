"""``interp``: stateful interpretation of some events, passing everything else through.

A handler is ``handler(event, state) -> Tree | None``: ``None`` means "not mine" (the event
is passed through unchanged, with the same state); otherwise the returned tree computes
``(answer, new_state)`` and may contain events and branches of its own.  Branches of the
interpreted tree are passed through, unless an ``on_branch`` hook replaces one (the memory
stage adds its internal actions to ``Sched`` branches that way).

``interp`` is lazy and never recurses: each call returns one node whose continuations
resume interpretation, and handled events are sequenced through ``Bind`` nodes that the
driver loop normalises.  Continuation keys compose: ``(stage, inner key, state)``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from .tree import Bind, Br, Ret, Tree, Vis, bound, key_of, observe

Handler = Callable[[Any, Any], "Tree | None"]
OnRet = Callable[[Any, Any], Tree]
# (branch node, state) -> a replacement node, or None to pass the branch through
OnBranch = Callable[[Any, Any], "Tree | None"]


def _pair(value: Any, state: Any) -> Tree:
    return Ret((value, state))


class Interpreter:
    """One interpretation pass: a handler, what to do at ``Ret``, and a key for the stage."""

    __slots__ = ("handler", "name", "on_branch", "on_ret")

    def __init__(self, handler: Handler, on_ret: OnRet = _pair, name: Hashable = "interp",
                 on_branch: OnBranch | None = None):
        self.handler = handler
        self.on_ret = on_ret
        self.name = name
        self.on_branch = on_branch

    def passed(self, node: Br, state: Any, branch: Any) -> Tree:
        """``node`` passed through in ``state`` with ``branch`` as its branch signature (an
        ``on_branch`` hook that refines what a branch says, e.g. its footprints)."""
        return Br(branch, _Resume(self, node.k, state), node.stepping)

    def run(self, t: Tree, state: Any) -> Tree:
        handler = self.handler
        while True:
            # a head node needs no normalising: only ``Bind`` goes through ``observe``
            node = observe(t) if type(t) is Bind else t
            cls = type(node)
            if cls is Br:
                if self.on_branch is not None:
                    replaced = self.on_branch(node, state)
                    if replaced is not None:
                        return replaced
                return Br(node.branch, _Resume(self, node.k, state), node.stepping)  # type: ignore[union-attr]
            if cls is Vis:
                handled = handler(node.event, state)  # type: ignore[union-attr]
                if handled is None:
                    return Vis(node.event, _Resume(self, node.k, state))  # type: ignore[union-attr]
                if type(handled) is Ret:  # answered at once: continue in this loop
                    answer, state = handled.value
                    t = node.k(answer)  # type: ignore[union-attr]
                    continue
                return bound(handled, _AfterHandled(self, node.k))  # type: ignore[union-attr]
            if cls is Ret:
                return self.on_ret(node.value, state)  # type: ignore[union-attr]
            raise TypeError(f"not a choice tree: {node!r}")


class _Resume:
    """Continue interpreting ``k(answer)`` in ``state``."""

    __slots__ = ("interp", "k", "state")

    def __init__(self, interp: Interpreter, k: Any, state: Any) -> None:
        self.interp = interp
        self.k = k
        self.state = state

    @property
    def key(self) -> Hashable | None:
        inner = key_of(self.k)
        return None if inner is None else (self.interp.name, inner, self.state)

    def __call__(self, answer: Any) -> Tree:
        return self.interp.run(self.k(answer), self.state)


class _AfterHandled:
    """Receive ``(answer, new_state)`` from a handler and continue with ``k(answer)``."""

    __slots__ = ("interp", "k")

    def __init__(self, interp: Interpreter, k: Any) -> None:
        self.interp = interp
        self.k = k

    @property
    def key(self) -> Hashable | None:
        inner = key_of(self.k)
        return None if inner is None else (self.interp.name, "handled", inner)

    def __call__(self, pair: tuple[Any, Any]) -> Tree:
        answer, state = pair
        return self.interp.run(self.k(answer), state)


def interp(handler: Handler, t: Tree, state: Any, on_ret: OnRet = _pair,
           name: Hashable = "interp") -> Tree:
    """Interpret the events ``handler`` understands in ``t``, starting from ``state``."""
    return Interpreter(handler, on_ret, name).run(t, state)
