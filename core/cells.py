"""Sized cells: byte-addressed accesses of a given type in a memory of cells.

An access type ``ty`` is ``"int"`` (a whole cell, as in μIR-thread and litmus tests) or a
sized type of a byte-addressed language: ``"iN"`` (``ceil(N/8)`` bytes) or ``"ptr"`` (8
bytes).  Values are ints in signed canonical form for their width (``i1`` is 0 or 1) or
``UNDEF``; byte order is little-endian.

A memory of sized cells is ``cells: address -> value`` with ``widths: address -> bytes``.
:func:`load` and :func:`store` keep it byte-precise: a load that matches a stored cell
returns it; otherwise its bytes are assembled from the overlapping cells (a byte nobody
wrote, or a byte of an ``undef`` value, makes the result ``undef``); a store splits the
cells it partly overwrites into byte cells.

Large zero-initialised storage (a ``static char buf[1 << 20]``) is not in the cells at
all: a layout names it as zero regions (:class:`Zeros`), whose bytes read as 0 until they
are written; :func:`load` takes them into account.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Any

from .fmap import FrozenMap
from .values import UNDEF

MAX_WIDTH = 16  # bytes: the widest cell this module assembles across


@dataclass(frozen=True)
class Zeros:
    """Disjoint address ranges ``[start, end)`` whose bytes are 0 until written (an
    immutable value: part of a model's state)."""

    ranges: tuple[tuple[int, int], ...] = ()
    starts: tuple[int, ...] = field(init=False, compare=False, repr=False)
    ends: tuple[int, ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        ranges = tuple(sorted(self.ranges))
        object.__setattr__(self, "ranges", ranges)
        object.__setattr__(self, "starts", tuple(a for a, _ in ranges))
        object.__setattr__(self, "ends", tuple(b for _, b in ranges))

    def covers(self, addr: int, n: int = 1) -> bool:
        """Whether the ``n`` bytes from ``addr`` all lie in one zero region."""
        i = bisect_right(self.starts, addr) - 1
        return i >= 0 and addr + n <= self.ends[i]

    def __bool__(self) -> bool:
        return bool(self.ranges)


NO_ZEROS = Zeros()


def get(cells: FrozenMap, addr: int, zeros: Zeros = NO_ZEROS) -> Any:
    """The whole cell at ``addr``: its value, 0 in a zero region, else ``undef``."""
    v = cells.get(addr, _MISSING)
    if v is _MISSING:
        return 0 if zeros and zeros.covers(addr) else UNDEF
    return v


_MISSING = object()


def size_of(ty: str) -> int | None:
    """The byte size of a sized access type, ``None`` for ``"int"``."""
    try:
        return _SIZES[ty]
    except KeyError:
        n = _SIZES[ty] = _size_of(ty)
        return n


_SIZES: dict[str, int | None] = {}  # memo of size_of (few distinct types)


def _size_of(ty: str) -> int | None:
    if ty == "int":
        return None
    if ty == "ptr":
        return 8
    if ty[:1] == "i" and ty[1:].isdigit():
        return (int(ty[1:]) + 7) // 8
    raise ValueError(f"unknown access type {ty!r} (expected int, ptr or iN)")


def bits_of(ty: str) -> int:
    return 64 if ty == "ptr" else int(ty[1:])


def canonical(v: int, bits: int) -> int:
    """``v`` wrapped to ``bits`` in signed canonical form (``i1``: 0 or 1)."""
    if bits == 1:
        return v & 1
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def overlapping(widths: FrozenMap, addr: int, n: int) -> list[tuple[int, int]]:
    """The sized cells ``(start, bytes)`` that share a byte with ``[addr, addr + n)``."""
    out = []
    for s in range(addr - MAX_WIDTH + 1, addr + n):
        w = widths.get(s)
        if w is not None and s + w > addr:
            out.append((s, w))
    return out


def load(cells: FrozenMap, widths: FrozenMap, addr: int, ty: str,
         zeros: Zeros = NO_ZEROS) -> Any:
    n = size_of(ty)
    if n is None:
        return get(cells, addr, zeros)
    if widths.get(addr) == n:
        return cells.get(addr, UNDEF)
    value = 0
    covered = 0
    for s, w in overlapping(widths, addr, n):
        v = cells.get(s, UNDEF)
        for k in range(max(s, addr), min(s + w, addr + n)):
            if v is UNDEF:
                return UNDEF
            value |= ((v >> (8 * (k - s))) & 0xFF) << (8 * (k - addr))
            covered += 1
    if covered < n and not (zeros and zeros.covers(addr, n)):  # the other bytes: 0
        return UNDEF
    return canonical(value, bits_of(ty))


def store(cells: FrozenMap, widths: FrozenMap, addr: int, ty: str,
          value: Any) -> tuple[FrozenMap, FrozenMap]:
    n = size_of(ty)
    if n is None:
        return cells.set(addr, value), widths
    over = overlapping(widths, addr, n)
    if widths.get(addr) == n and all(s == addr for s, _ in over):
        return cells.set(addr, value), widths
    # persistent updates (not a copy of the whole memory): a loop writing n fresh cells
    # costs O(n log n), not O(n^2)
    new_cells: list[tuple[int, Any]] = []
    new_widths: list[tuple[int, int]] = []
    for s, w in over:
        v = cells.get(s, UNDEF)
        cells, widths = cells.delete(s), widths.delete(s)
        for k in range(s, s + w):
            if not addr <= k < addr + n:  # keep the bytes outside the new cell
                new_widths.append((k, 1))
                new_cells.append((k, UNDEF if v is UNDEF else canonical(v >> (8 * (k - s)), 8)))
    new_cells.append((addr, value))
    new_widths.append((addr, n))
    return cells.update_many(new_cells), widths.update_many(new_widths)


def initial_widths(types: tuple[tuple[int, str], ...]) -> FrozenMap:
    """The widths of a layout's sized initial cells."""
    return FrozenMap((a, size_of(t)) for a, t in types if t != "int")


def mixed_size(widths: FrozenMap, addr: int, ty: str) -> tuple[int, int] | None:
    """A sized cell that ``[addr, addr + size)`` overlaps without being it, if any."""
    n = size_of(ty)
    if n is None:
        return None
    for s, w in overlapping(widths, addr, n):
        if (s, w) != (addr, n):
            return (s, w)
    return None
