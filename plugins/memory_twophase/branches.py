"""The exploration mode's branch kinds (see ``README.md``, "Modes").

Both list a bounded candidate set; ``exhaustive`` enumerates it in order, ``round_robin``
takes ``default()`` (the first candidate: what the executable mode does), ``random``
samples uniformly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ctreelab.branches import Branch


@dataclass(frozen=True, slots=True)
class Place(Branch):
    """Where a new block of ``size`` bytes goes: one of ``candidates`` (base addresses);
    the first is the bump allocator's choice."""

    size: int
    candidates: tuple[int, ...]

    def choices(self) -> Sequence[Any]:
        return self.candidates

    def describe(self) -> str:
        return f"Place({self.size} bytes at {', '.join(hex(a) for a in self.candidates)})"


@dataclass(frozen=True, slots=True)
class UndefValue(Branch):
    """A concrete value for one ``undef`` leaf: one of ``candidates`` (the first is the
    executable mode's default, 0)."""

    candidates: tuple[int, ...]

    def choices(self) -> Sequence[Any]:
        return self.candidates

    def describe(self) -> str:
        return f"UndefValue{list(self.candidates)}"
