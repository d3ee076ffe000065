"""Loads and stores of whole aggregates and vectors (``load { double, double }, ptr %p``, as
clang writes a small structure's return at -O0; ``<2 x float>``): one access per scalar
leaf, at its offset in the data layout, in order.

A value of an aggregate type is a tuple (nested as the type nests: a structure of a
structure is a tuple of a tuple); a vector is a flat tuple of its lanes.  ``float`` and
``double`` leaves are held in memory as their IEEE encoding.
"""

from __future__ import annotations

from typing import Any

from .floats import float_width
from .types import ArrayT, DataLayout, StructT, Type, VectorT, access_type

# one scalar of an aggregate: (offset in bytes, access type, bits of a float leaf or 0)
Leaf = tuple[int, str, int]


def leaves(ty: Type, dl: DataLayout) -> list[Leaf] | None:
    """The scalar leaves of ``ty`` in order, or None when one is not a scalar the memory
    holds (an ``x86_fp80``, a label, ...).  The type's nesting is shallow (it is written
    in the program), so this recursion does not grow with the program's length."""
    if isinstance(ty, StructT):
        out: list[Leaf] = []
        for off, f in zip(dl.offsets(ty), ty.fields):
            inner = leaves(f, dl)
            if inner is None:
                return None
            out += [(off + o, a, b) for o, a, b in inner]
        return out
    if isinstance(ty, (ArrayT, VectorT)):
        inner = leaves(ty.elem, dl)
        if inner is None:
            return None
        step = dl.size(ty.elem)
        return [(i * step + o, a, b) for i in range(ty.n) for o, a, b in inner]
    acc = access_type(ty)
    if acc is not None:
        return [(0, acc, 0)]
    bits = float_width(ty)
    return [(0, f"i{bits}", bits)] if bits else None


def flatten(ty: Type, value: Any) -> list[Any]:
    """The leaves of ``value`` (of type ``ty``) in order; a value that is not a tuple (undef,
    poison) is that value at every leaf."""
    if isinstance(ty, (StructT, ArrayT, VectorT)):
        fields = ty.fields if isinstance(ty, StructT) else (ty.elem,) * ty.n
        items = value if isinstance(value, tuple) else (value,) * len(fields)
        return [leaf for f, v in zip(fields, items) for leaf in flatten(f, v)]
    return [value]


def shaped(ty: Type, flat: list[Any]) -> Any:
    """The value of type ``ty`` whose leaves are ``flat`` (the inverse of :func:`flatten`)."""
    it = iter(flat)

    def build(t: Type) -> Any:
        if isinstance(t, StructT):
            return tuple(build(f) for f in t.fields)
        if isinstance(t, (ArrayT, VectorT)):
            return tuple(build(t.elem) for _ in range(t.n))
        return next(it)
    return build(ty)
