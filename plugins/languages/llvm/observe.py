"""How aggregate globals are observed: element by element (``v=[1, 2, 3]``), structures
field by field with the C names of the debug information when the module has it
(``s={a: 1, b: 2}``, compiled with ``-g``), by position otherwise (``s={1, 2}``); a
``float`` or ``double``, alone or inside one, as its number (``d=1.5``), not its encoding.

Shapes follow :func:`ctreelab.values.assemble`: byte offsets, :class:`Repeat` for arrays
(one element shape, however long the array), :class:`Struct` for structures.  A field
clang added for padding has no C member at its offset and is left out."""

from __future__ import annotations

import re
from typing import Any

from ctreelab.values import FloatAt, Repeat, Struct

from .floats import float_width
from .module import Module
from .types import ArrayT, DataLayout, StructT, Type, VectorT

_NODE = re.compile(r"^!(\d+) = (?:distinct )?!(\w+)\((.*)\)\s*$", re.MULTILINE)
_TUPLE = re.compile(r"^!(\d+) = (?:distinct )?!\{(.*)\}\s*$", re.MULTILINE)
_DBG = re.compile(r"!dbg !(\d+)")
# qualifiers and typedefs: the type they name is their base type
_TRANSPARENT = ("DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type",
                "DW_TAG_atomic_type", "DW_TAG_restrict_type")

DI = tuple[str, int] | None  # a debug-info type node and how many array dimensions are used


def shapes(module: Module) -> tuple[tuple[str, Any], ...]:
    """The shapes of the module's aggregate and floating-point globals."""
    aggregates = [g for g in module.globals.values() if g.init is not None and (
        isinstance(g.ty, ArrayT | StructT | VectorT) or float_width(g.ty))]
    if not aggregates:
        return ()
    info = _DebugInfo(str(module.llvm)) if any(_has_struct(g.ty) for g in aggregates) else None
    dbg = {} if info is None else {
        g.name: m[1] for g in module.llvm.global_variables if (m := _DBG.search(str(g)))}
    out = []
    for g in aggregates:
        di = None if info is None or g.name not in dbg else info.variable_type(dbg[g.name])
        out.append((g.name, _shape(module.dl, g.ty, di, info)))
    return tuple(out)


def _has_struct(t: Type) -> bool:
    while isinstance(t, ArrayT | VectorT):
        t = t.elem
    return isinstance(t, StructT)


def _shape(dl: DataLayout, t: Type, di: DI, info: _DebugInfo | None, off: int = 0) -> Any:
    """The shape of a value of type ``t`` at ``off`` bytes into the global."""
    if isinstance(t, ArrayT | VectorT):
        inner = None if info is None else info.element(di)
        return Repeat(t.n, dl.size(t.elem), _shape(dl, t.elem, inner, info, off))
    if isinstance(t, StructT):
        members = None if info is None else info.members(di)
        fields = []
        for at, f in zip(dl.offsets(t), t.fields):
            if members is None:
                fields.append(("", _shape(dl, f, None, info, off + at)))
            elif at * 8 in members:
                name, mdi = members[at * 8]
                fields.append((name, _shape(dl, f, mdi, info, off + at)))
        return Struct(fields)
    bits = float_width(t)
    return FloatAt(off, bits) if bits else off


class _DebugInfo:
    """The debug-information nodes of a module (``!N = !DI…(…)`` and ``!N = !{…}``)."""

    def __init__(self, text: str) -> None:
        self.nodes = {int(m[1]): (m[2], m[3]) for m in _NODE.finditer(text)}
        self.tuples = {int(m[1]): m[2] for m in _TUPLE.finditer(text)}

    def field(self, node: int, name: str) -> str | None:
        kind_fields = self.nodes.get(node)
        if kind_fields is None:
            return None
        m = re.search(rf"(?:^|, ){name}: (\"[^\"]*\"|[^,]+)", kind_fields[1])
        return None if m is None else m[1].strip('"')

    def ref(self, node: int, name: str) -> int | None:
        value = self.field(node, name)
        return int(value[1:]) if value and re.fullmatch(r"!\d+", value) else None

    def variable_type(self, dbg: str) -> DI:
        """The type of the global whose ``!dbg`` is ``dbg`` (a variable expression)."""
        var = self.ref(int(dbg), "var")
        ty = None if var is None else self.ref(var, "type")
        return None if ty is None else (self.resolve(ty), 0)

    def resolve(self, node: int) -> int:
        """``node`` past typedefs and qualifiers (bounded: a cycle of them stops)."""
        for _ in range(64):
            kind_fields = self.nodes.get(node)
            if kind_fields is None or kind_fields[0] != "DIDerivedType" or \
                    self.field(node, "tag") not in _TRANSPARENT:
                return node
            base = self.ref(node, "baseType")
            if base is None:
                return node
            node = base
        return node

    def element(self, di: DI) -> DI:
        """The type of the elements of array type ``di`` (one dimension in)."""
        if di is None or self.field(di[0], "tag") != "DW_TAG_array_type":
            return None
        elements = self.ref(di[0], "elements")
        dims = len(self.items(elements)) if elements is not None else 1
        if di[1] + 1 < dims:
            return (di[0], di[1] + 1)
        base = self.ref(di[0], "baseType")
        return None if base is None else (self.resolve(base), 0)

    def members(self, di: DI) -> dict[int, tuple[str, DI]] | None:
        """The named members of structure or union type ``di`` by bit offset."""
        if di is None or self.field(di[0], "tag") not in (
                "DW_TAG_structure_type", "DW_TAG_union_type", "DW_TAG_class_type"):
            return None
        elements = self.ref(di[0], "elements")
        out: dict[int, tuple[str, DI]] = {}
        for m in self.items(elements) if elements is not None else ():
            if self.field(m, "tag") != "DW_TAG_member":
                continue
            name = self.field(m, "name")
            base = self.ref(m, "baseType")
            off = int(self.field(m, "offset") or 0)
            if name and off not in out:
                out[off] = (name, None if base is None else (self.resolve(base), 0))
        return out

    def items(self, node: int) -> list[int]:
        return [int(x) for x in re.findall(r"!(\d+)", self.tuples.get(node, ""))]
