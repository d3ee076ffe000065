"""SV-COMP's verifier functions.

* ``__VERIFIER_nondet_T()`` is a kernel ``Choose`` branch over a bounded domain: the
  integers of the language option ``nondet-range`` (default ``[-2, 2]``) plus the type's
  extremes, clipped to the type (``uint``: 0, 1, 2, UINT_MAX; ``bool``: 0, 1; ``float``/
  ``double``: the range's integers as floats).  The type is the call's return type; the
  name says whether it is unsigned (``u…``, ``bool``, ``size_t``, ``pointer``).
* ``__VERIFIER_assume(c)`` with ``c == 0`` ends the execution with no outcome (a ``Stuck``
  branch: exhaustive exploration drops it; a single-run scheduler reports it as stuck).
* ``reach_error()`` and ``__VERIFIER_error()``, when the program only declares them, are
  an assertion failure.
* Atomic sections: ``__VERIFIER_atomic_begin()`` … ``__VERIFIER_atomic_end()`` and every
  call of a *defined* function named ``__VERIFIER_atomic_*`` hold one global lock (a kernel
  ``Acquire``/``Release`` of a word in the module's hidden area, see .process), so atomic
  sections of different threads never interleave — the usual reading of SV-COMP's "executed
  atomically" for concurrent programs; code outside atomic sections may still interleave
  with them (a data race with it is reported as one).  Sections nest: inside an atomic
  function, ``begin``/``end`` and calls of atomic functions do nothing more, and an atomic
  function called between ``begin`` and ``end`` keeps the lock; ``begin`` inside
  ``begin``…``end`` (outside atomic functions) does not count, so the first ``end`` ends the
  section.  A declared but undefined ``__VERIFIER_atomic_*`` function is a failure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ctreelab.branches import Choose
from ctreelab.events import Acquire, AssertFail, Failure, Release
from ctreelab.tree import Br, Kont, Stuck, Tree
from ctreelab.vars_stage import halt

from .floats import FLOAT_TYPES, FP
from .types import IntT, OtherT, PtrT, Type
from .values import norm

if TYPE_CHECKING:
    from .library import Call

NONDET = "__VERIFIER_nondet_"
UNSIGNED = ("bool", "size_t", "pointer", "unsigned", "ushort", "uchar", "uint", "ulong",
            "ulonglong", "u8", "u16", "u32", "u64", "uint128")
ATOMIC = "__VERIFIER_atomic_"


def domain(ty: Type | None, kind: str, lo: int, hi: int) -> tuple[Any, ...] | None:
    """The values ``__VERIFIER_nondet_<kind>`` returns at type ``ty``, in order."""
    if isinstance(ty, OtherT) and ty.text in FLOAT_TYPES:
        return tuple(FP(float(v)) for v in range(lo, hi + 1))
    if isinstance(ty, PtrT):
        return (0,) if lo <= 0 <= hi else ()
    if not isinstance(ty, IntT):
        return None
    bits = ty.bits
    if kind in UNSIGNED or kind.startswith("u") or bits == 1:
        first, last = 0, (1 << bits) - 1
    else:
        first, last = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    values = {v for v in range(max(lo, first), min(hi, last) + 1)} | {first, last}
    return tuple(norm(v, bits) for v in sorted(values))


def nondet(c: Call, a: list[Any]) -> Tree:
    lo, hi = c.m.program.nondet_range
    kind = c.name[len(NONDET):]
    values = domain(c.ins.ty if c.ins is not None else None, kind, lo, hi)
    if values is None:
        return c.fail(f"unsupported return type {c.ins.ty if c.ins else '?'}")
    if len(values) == 1:
        return c.k(values[0])
    if not values:
        return Stuck()
    return Br(Choose(len(values)), Kont(lambda i: c.k(values[i]), c.key + ("nondet",)), False)


def assume(c: Call, a: list[Any]) -> Tree:
    return c.k(None) if a[0] else Stuck()


def reach_error(c: Call, a: list[Any]) -> Tree:
    return halt(AssertFail(f"{c.name}() reached", c.where))


def _nested(c: Call) -> bool:
    return c.frames is not None and c.m.in_atomic(*c.frames)


def atomic_begin(c: Call, a: list[Any]) -> Tree:
    if _nested(c):
        return c.k(None)
    return c.then(Acquire(c.m.atomic_lock(), nested=True), "atomic", lambda _: c.k(None))


def atomic_end(c: Call, a: list[Any]) -> Tree:
    if _nested(c):
        return c.k(None)
    return c.then(Release(c.m.atomic_lock()), "atomic-end", lambda _: c.k(None))


def atomic_undefined(c: Call, a: list[Any]) -> Tree:
    return halt(Failure(f"call to unsupported external function @{c.name}: an atomic "
                        "function must be defined in the program", c.where))


def routine(name: str) -> Any:
    """The routine of a verifier function ``name``, or None."""
    if name.startswith(NONDET):
        return nondet
    if name == ATOMIC + "begin":
        return atomic_begin
    if name == ATOMIC + "end":
        return atomic_end
    if name.startswith(ATOMIC):
        return atomic_undefined
    return {"__VERIFIER_assume": assume, "reach_error": reach_error,
            "__VERIFIER_error": reach_error}.get(name)
