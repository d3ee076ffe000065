"""Choice trees (paper §2.3): ``Ret``, ``Vis``, ``Br`` and an explicit ``Bind``.

Trees are plain data.  A continuation is any callable ``answer -> Tree``; it must be pure,
because a ``Br`` or ``Vis`` may be resumed once per choice.  A continuation may carry a
hashable ``key`` (see :class:`Kont`): two continuations with equal keys promise identical
futures, which lets explorers merge equal configurations.

``Bind`` nodes are normalised by :func:`observe` in an explicit loop, never by recursion, so
long left-nested binds and long loops run at Python's default recursion limit.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from .branches import Branch, Choose, GuardB, StepB, StuckB
from .slotinit import fast_init

Cont = Callable[[Any], "Tree"]


class Kont:
    """A continuation with an optional key (``None`` = unknown future, never merged) and an
    optional ``future``: a footprint (:mod:`ctreelab.footprint`, event level: what the
    events touch) covering every event the thread may still perform from here on, threads
    it spawns included (``None`` = unknown).  Explorers use it for persistent sets."""

    __slots__ = ("fn", "future", "key")

    def __init__(self, fn: Callable[[Any], Tree], key: Hashable | None = None,
                 future: Any = None) -> None:
        self.fn = fn
        self.key = key
        self.future = future

    def __call__(self, answer: Any) -> Tree:
        return self.fn(answer)

    def __repr__(self) -> str:
        return f"Kont(key={self.key!r})"


class LazyKont(Kont):
    """A :class:`Kont` whose ``future`` is ``find(*args)``, computed when first asked for
    (most continuations are resumed without anyone asking)."""

    __slots__ = ("args", "find", "found")

    def __init__(self, fn: Callable[[Any], Tree], key: Hashable | None,
                 find: Callable[..., Any], args: tuple[Any, ...]) -> None:
        self.fn, self.key, self.find, self.args = fn, key, find, args
        self.found: tuple[Any] | None = None

    @property
    def future(self) -> Any:
        found = self.found
        if found is None:
            found = self.found = (self.find(*self.args),)
        return found[0]


def key_of(k: Any) -> Hashable | None:
    """The key of a continuation, or ``None`` when it has none."""
    return getattr(k, "key", None)


def future_of(k: Any) -> Any:
    """The future footprint of a continuation (see :class:`Kont`), or ``None``."""
    return getattr(k, "future", None)


@fast_init  # built at every step by every stage (issue 20)
@dataclass(frozen=True, slots=True)
class Ret:
    """A finished computation with its value."""

    value: Any


@fast_init  # built at every step by every stage (issue 20)
@dataclass(frozen=True, slots=True)
class Vis:
    """An event for a later layer; ``k(answer)`` is the rest of the computation."""

    event: Any
    k: Cont


@fast_init  # built at every step by every stage (issue 20)
@dataclass(frozen=True, slots=True)
class Br:
    """Internal nondeterminism over ``branch.choices()``; ``stepping`` is BrS (a τ step)."""

    branch: Branch
    k: Cont
    stepping: bool = False


@fast_init  # built at every step by every stage (issue 20)
@dataclass(frozen=True, slots=True)
class Bind:
    """Sequencing: run ``tree``, then ``f(value)``.  Removed by :func:`observe`."""

    tree: Tree
    f: Cont


Tree = Ret | Vis | Br | Bind
Head = Ret | Vis | Br

class _BindK:
    """The continuation of a head node found under pending binds (innermost first)."""

    __slots__ = ("conts", "k")

    def __init__(self, k: Cont, conts: tuple[Cont, ...]) -> None:
        self.k = k
        self.conts = conts

    @property
    def key(self) -> Hashable | None:
        keys = [key_of(self.k)]
        keys.extend(key_of(c) for c in self.conts)
        return None if None in keys else ("bind", tuple(keys))

    @property
    def future(self) -> Any:
        total: tuple[Any, ...] = ()
        for k in (self.k, *self.conts):
            f = future_of(k)
            if f is None:
                return None
            if f:
                total = total + f if total else f  # one future alone: itself
        return total

    def __call__(self, answer: Any) -> Tree:
        t: Tree = self.k(answer)
        conts = self.conts
        i = 0
        # a value goes on to the pending continuations at once, as observe would take it
        # through the Binds below (a handled step's answer is one such value)
        while type(t) is Ret and i < len(conts):
            t = conts[i](t.value)
            i += 1
        for f in conts[i:]:
            t = Bind(t, f)
        return t


def observe(t: Tree) -> Head:
    """Normalise ``t`` until its head is a ``Ret``, ``Vis`` or ``Br`` (iteratively)."""
    if type(t) is not Bind:  # already a head: the common case, without the list below
        return t  # type: ignore[return-value]
    return _normalised(t)


def _normalised(t: Tree) -> Head:
    """``observe`` of a ``Bind``."""
    pending: list[Cont] = []
    while True:
        cls = type(t)
        if cls is Bind:
            pending.append(t.f)  # type: ignore[union-attr]
            t = t.tree  # type: ignore[union-attr]
        elif cls is Ret:
            if not pending:
                return t  # type: ignore[return-value]
            t = pending.pop()(t.value)  # type: ignore[union-attr]
        elif not pending:
            return t  # type: ignore[return-value]
        elif cls is Vis:
            return Vis(t.event, _BindK(t.k, tuple(reversed(pending))))  # type: ignore[union-attr]
        elif cls is Br:
            return Br(t.branch, _BindK(t.k, tuple(reversed(pending))), t.stepping)  # type: ignore[union-attr]
        else:
            raise TypeError(f"not a choice tree: {t!r}")


# --- smart constructors -----------------------------------------------------------------


def ret(value: Any = None) -> Ret:
    return Ret(value)


def bind(t: Tree, f: Cont) -> Bind:
    return Bind(t, f)


def bound(t: Tree, f: Cont) -> Tree:
    """``Bind(t, f)``, already in the form :func:`observe` gives it when ``t`` is a ``Br``
    or a ``Vis`` (the same node, the same continuation keys): the layer above need not
    normalise it."""
    cls = type(t)
    if cls is Br:
        return Br(t.branch, _BindK(t.k, (f,)), t.stepping)  # type: ignore[union-attr]
    if cls is Vis:
        return Vis(t.event, _BindK(t.k, (f,)))  # type: ignore[union-attr]
    return Bind(t, f)


def fmap(f: Callable[[Any], Any], t: Tree) -> Bind:
    """``map``: apply a pure function to the result of ``t``."""
    fk = key_of(f)
    return Bind(t, Kont(lambda v: Ret(f(v)), None if fk is None else ("map", fk)))


def trigger(event: Any) -> Vis:
    """Perform one event and return its answer."""
    return Vis(event, Ret)


def branch(b: Branch, stepping: bool = False) -> Br:
    """Branch over ``b``'s choices and return the choice."""
    return Br(b, Ret, stepping)


def choose(*trees: Tree, stepping: bool = False) -> Tree:
    """n-ary choice between the given trees (``Stuck`` when there are none)."""
    if not trees:
        return Stuck()
    alts = tuple(trees)
    return Br(Choose(len(alts)), lambda i: alts[i], stepping)


def Guard(t: Tree | Cont) -> Br:
    """A silent unary branch in front of ``t`` (or of ``k(None)``)."""
    return Br(GuardB(), t if callable(t) else (lambda _: t), False)


def Step(t: Tree | Cont) -> Br:
    """A visible τ step in front of ``t`` (or of ``k(None)``)."""
    return Br(StepB(), t if callable(t) else (lambda _: t), True)


def Stuck() -> Br:
    """The stuck computation: a delayed branch with no choices."""
    return Br(StuckB(), _no_answer, False)


def _no_answer(_: Any) -> Tree:
    raise AssertionError("a stuck tree was resumed")


def iter_loop(body: Callable[[Any], Tree], i: Any, key: Hashable | None = None) -> Tree:
    """``iter``: run ``body(i)``; a result ``Left(i')`` loops, ``Right(j)`` returns ``j``.

    Each iteration is separated by a ``Guard`` so that even a body that returns at once
    never grows the Python stack.  ``key`` (if given) identifies ``body``.
    """

    def loop(i: Any) -> Tree:
        return Bind(body(i), Kont(after, None if key is None else ("iter", key)))

    def after(r: Any) -> Tree:
        if isinstance(r, Left):
            nk = None if key is None else ("iter-next", key, r.value)
            return Br(GuardB(), Kont(lambda _: loop(r.value), nk))
        return Ret(r.value)

    return loop(i)


@dataclass(frozen=True, slots=True)
class Left:
    """``inl``: continue the loop with this index."""

    value: Any


@dataclass(frozen=True, slots=True)
class Right:
    """``inr``: leave the loop with this result."""

    value: Any
