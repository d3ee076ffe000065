"""Pointers with provenance, for memory models that track it (the two-phase model, DESIGN §2.2).

Most memory models answer an allocation with a plain ``int`` address.  A provenance-aware
model answers with a :class:`Ptr`: the address, the provenance of the block it was derived
from (``None`` is the wildcard of integer-to-pointer casts) and the size of the address space
(``None``: unbounded, the infinite model; ``2**64``: the finite one).  Languages treat a
``Ptr`` as an opaque pointer value: pointer arithmetic keeps its provenance
(:meth:`Ptr.offset`), casts to integers take :attr:`Ptr.addr`, comparisons compare addresses.
A plain ``int`` used as an address is a pointer with the wildcard provenance.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class AddressOverflow(Exception):
    """Pointer arithmetic left a finite address space: the execution runs out of memory."""


@dataclass(frozen=True, slots=True)
class Ptr:
    addr: int
    prov: int | None = None
    limit: int | None = None  # addresses are < limit (None: unbounded)

    def offset(self, delta: int) -> Ptr:
        """``self + delta`` with the same provenance; :class:`AddressOverflow` if the result
        leaves a finite address space (never wraps around)."""
        a = self.addr + delta
        if self.limit is not None and not 0 <= a < self.limit:
            raise AddressOverflow(f"pointer arithmetic {self.addr:#x} + {delta} leaves the "
                                  f"{self.limit.bit_length() - 1}-bit address space")
        return Ptr(a, self.prov, self.limit)

    def __add__(self, delta: int) -> Ptr:
        """Unchecked offset (library code); an access outside the address space is then
        reported by the memory model."""
        return Ptr(self.addr + delta, self.prov, self.limit)

    def __str__(self) -> str:
        prov = "*" if self.prov is None else str(self.prov)
        return f"{self.addr:#x}@{prov}"


def address_of(v: Any) -> Any:
    """The address of a pointer value (a :class:`Ptr` or an int), other values unchanged."""
    return v.addr if type(v) is Ptr else v
