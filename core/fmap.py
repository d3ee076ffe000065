"""A small immutable, hashable mapping used for interpreter states (registers, memory)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


class FrozenMap(dict):  # type: ignore[type-arg]
    """An immutable ``dict`` with a cached hash; ``set``/``delete`` return new maps."""

    __slots__ = ("_hash",)

    def __init__(self, items: Any = (), **kw: Any) -> None:
        dict.__init__(self, items, **kw)
        self._hash: int | None = None

    def __hash__(self) -> int:  # type: ignore[override]
        h = self._hash
        if h is None:
            h = self._hash = hash(frozenset(dict.items(self)))
        return h

    def set(self, key: Any, value: Any) -> FrozenMap:
        new = FrozenMap(self)
        dict.__setitem__(new, key, value)
        return new

    def update_many(self, items: Iterable[tuple[Any, Any]]) -> FrozenMap:
        new = FrozenMap(self)
        for k, v in items:
            dict.__setitem__(new, k, v)
        return new

    def delete(self, key: Any) -> FrozenMap:
        new = FrozenMap(self)
        dict.pop(new, key, None)
        return new

    def _immutable(self, *_: Any, **__: Any) -> None:
        raise TypeError("FrozenMap is immutable")

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _immutable  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"FrozenMap({dict.__repr__(self)})"

    def __reduce__(self) -> Any:
        return (FrozenMap, (dict(self),))


EMPTY = FrozenMap()
