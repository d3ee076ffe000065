"""LLVM values: integers in signed canonical form, ``poison``, and symbolic ``undef``.

An ``iN`` value is a Python int in ``[-2^(N-1), 2^(N-1))`` (``i1`` is 0 or 1); a pointer is
its byte address; an aggregate is a tuple.  Following Vellvm (spec §2), ``undef`` is
resolved separately at each use: an operation on ``undef`` builds a :class:`Sym` node (so
``undef + undef`` is not ``2 * undef``), and a pick replaces each ``undef`` leaf by a
concrete value where the semantics needs one.  ``poison`` taints every result computed
from it; picking it is undefined behaviour.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ctreelab.cells import canonical
from ctreelab.values import UNDEF, Sym


class _Poison:
    __slots__ = ()
    _instance: _Poison | None = None

    def __new__(cls) -> _Poison:  # noqa: PYI034 - a singleton
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "poison"

    def __reduce__(self) -> str:
        return "POISON"


POISON = _Poison()


def is_defined(v: Any) -> bool:
    """Whether ``v`` needs no pick (contains no ``undef``)."""
    return v is not UNDEF and type(v) is not Sym


def undef_leaves(v: Any) -> int:
    """How many ``undef`` leaves a value has (each is picked separately).  Iterative: a
    loop that accumulates an undefined value nests its ``Sym`` as deep as it runs."""
    count, todo = 0, [v]
    while todo:
        x = todo.pop()
        if x is UNDEF:
            count += 1
        elif type(x) is Sym:
            todo.extend(x.args)
    return count


def resolve(v: Any, choices: list[Any]) -> Any:
    """Evaluate ``v`` with its ``undef`` leaves replaced by ``choices``, in order (leaves
    left to right).  Iterative, as :func:`undef_leaves`."""
    picks = iter(choices)
    # post-order: a Sym's node is entered, then its arguments, then it is applied to them
    done: list[Any] = []
    todo: list[tuple[Any, bool]] = [(v, False)]
    while todo:
        x, ready = todo.pop()
        if ready:
            n = len(x.args)
            args = done[len(done) - n:] if n else []
            del done[len(done) - n:]
            done.append(x.fn(*args))
        elif x is UNDEF:
            done.append(next(picks))
        elif type(x) is Sym:
            todo.append((x, True))
            todo.extend((a, False) for a in reversed(x.args))
        else:
            done.append(x)
    return done[0]


def lift(concrete: Callable[..., Any]) -> Callable[..., Any]:
    """An operation on concrete ints extended to poison (absorbing) and undef (delayed)."""
    def op(*args: Any) -> Any:
        for a in args:
            if type(a) is not int:
                break
        else:
            return concrete(*args)
        if any(a is POISON for a in args):
            return POISON
        return Sym(concrete, args)
    return op


norm = canonical  # ``v`` wrapped to ``iN`` in signed canonical form


def unsigned(v: int, bits: int) -> int:
    return v & ((1 << bits) - 1)


def signed(v: int, bits: int) -> int:
    """The signed reading of a canonical value (``i1`` 1 reads as -1)."""
    if bits == 1:
        return -v
    return v


def smin(bits: int) -> int:
    return -(1 << (bits - 1)) if bits > 1 else -1


def smax(bits: int) -> int:
    return (1 << (bits - 1)) - 1 if bits > 1 else 0
