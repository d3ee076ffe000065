"""Symbolic bytes (paper §4.2.2) and a persistent byte store.

A symbolic byte is ``(uv, ty, i, sid)``: byte ``i`` of the under-defined value ``uv`` that
the store ``sid`` wrote at access type ``ty`` (``"iN"``, ``"ptr"``, ``"iptr"``, ``"int"``).
A byte nobody wrote since its block was allocated is absent (``None``) and reads as
``undef``.

:func:`deserialize` is the paper's: the bytes of exactly one store read back at its type
give its value unchanged (lossless, also for pointers beyond 2^64 in the infinite model);
anything else is concretised byte by byte — lazily, as a :class:`ctreelab.values.Sym` over
the under-defined values involved, one argument per store id, so bytes of one store are
entangled (they come from one choice of its value).
"""

from __future__ import annotations

from typing import Any

from ctreelab.cells import canonical
from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.pointer import Ptr
from ctreelab.values import UNDEF, Sym

PAGE = 64  # bytes per page of the store
SByte = tuple[Any, str, int, int]


def size_of(ty: str) -> int:
    """Bytes of an access type: ``iN`` ceil(N/8), ``ptr`` and ``iptr`` 8, ``int`` (a whole
    cell of μIR-thread and litmus programs) 1."""
    if ty == "ptr" or ty == "iptr":
        return 8
    if ty == "int":
        return 1
    if ty[:1] == "i" and ty[1:].isdigit():
        return (int(ty[1:]) + 7) // 8
    raise ValueError(f"unknown access type {ty!r}")


class Store:
    """Address -> symbolic byte, in pages of :data:`PAGE` bytes (one copy of the page table
    and of one page per page touched by a write, instead of one of the whole memory)."""

    __slots__ = ("_hash", "pages")

    def __init__(self, pages: FrozenMap = EMPTY) -> None:
        self.pages = pages
        self._hash: int | None = None

    def __eq__(self, other: object) -> bool:
        return type(other) is Store and other.pages == self.pages

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self.pages)
        return self._hash

    def get(self, a: int) -> SByte | None:
        page = self.pages.get(a // PAGE)
        return None if page is None else page[a % PAGE]

    def read(self, a: int, n: int) -> list[SByte | None]:
        return [self.get(a + i) for i in range(n)]

    def write(self, a: int, values: list[SByte | None]) -> Store:
        """The bytes from ``a`` set to ``values`` (``None`` clears one)."""
        pages = dict(self.pages)
        i = 0
        n = len(values)
        while i < n:
            p, off = divmod(a + i, PAGE)
            old = pages.get(p)
            page = list(old) if old is not None else [None] * PAGE
            k = min(PAGE - off, n - i)
            page[off:off + k] = values[i:i + k]
            if any(b is not None for b in page):
                pages[p] = tuple(page)
            else:
                pages.pop(p, None)
            i += k
        return Store(FrozenMap(pages))

    def clear(self, a: int, n: int) -> Store:
        if n <= 0:
            return self
        if not any(p in self.pages for p in range(a // PAGE, (a + n - 1) // PAGE + 1)):
            return self
        return self.write(a, [None] * n)


def serialize(uv: Any, ty: str, sid: int) -> list[SByte | None]:
    """The bytes of ``uv`` stored at type ``ty`` by the store ``sid``.  A defined value (an
    int, a pointer, poison) gets store id 0 instead: entanglement only matters for
    under-defined values, and equal configurations then stay equal whatever the order of
    the stores that led to them (explorers merge them, spin loops are found as cycles)."""
    if uv is not UNDEF and type(uv) is not Sym:
        sid = 0
    return [(uv, ty, i, sid) for i in range(size_of(ty))]


def deserialize(sbs: list[SByte | None], ty: str, limit: int | None) -> Any:
    """The value of type ``ty`` the bytes ``sbs`` hold (see the module docstring)."""
    first = sbs[0] if sbs else None
    if first is not None and first[1] == ty and first[2] == 0:
        uv, _, _, sid = first
        if all(sb is not None and sb[3] == sid and sb[2] == i and sb[1] == ty and sb[0] == uv
               for i, sb in enumerate(sbs)):
            return uv
    layout: list[Any] = []
    args: list[Any] = []
    slots: dict[Any, int] = {}
    for i, sb in enumerate(sbs):
        if sb is None:  # never written: one undef for all such bytes of this load
            key: Any = "absent"
            uv, j = UNDEF, i
        else:
            uv, _, j, sid = sb
            key = sid
        if type(uv) is int:
            layout.append((uv >> (8 * j)) & 0xFF)
            continue
        if type(uv) is Ptr:
            layout.append((uv.addr >> (8 * j)) & 0xFF)
            continue
        if uv is not UNDEF and type(uv) is not Sym:
            return uv  # e.g. LLVM's poison: a poisoned byte poisons the whole value
        k = slots.get(key)
        if k is None:
            k = slots[key] = len(args)
            args.append(uv)
        layout.append((k, j))
    if not args:
        return _bitcast(ty, _join(tuple(layout), ()))
    if all(a is UNDEF for a in args) and all(type(b) is tuple for b in layout):
        return UNDEF  # every byte undefined: an undef of the load's type
    return Sym(_assemble, (ty, tuple(layout), *args))


def _join(layout: tuple[Any, ...], values: tuple[Any, ...]) -> int:
    v = 0
    for i, b in enumerate(layout):
        if type(b) is tuple:
            k, j = b
            x = values[k]
            x = x.addr if type(x) is Ptr else x
            b = (x >> (8 * j)) & 0xFF
        v |= b << (8 * i)
    return v


def _bitcast(ty: str, v: int) -> int:
    if ty == "iptr":
        return v
    if ty == "ptr":
        return canonical(v, 64)  # an address without provenance: the wildcard
    if ty == "int":
        return v
    return canonical(v, int(ty[1:]))


def _assemble(ty: str, layout: tuple[Any, ...], *values: Any) -> Any:
    for x in values:
        if type(x) is not int and type(x) is not Ptr:
            return x  # poison
    return _bitcast(ty, _join(layout, values))
