"""An immutable, hashable mapping with cheap updates, used for interpreter states (registers,
memories, views).

:class:`FrozenMap` is persistent: ``set``/``delete``/``update_many`` return a new map and
share everything they do not change with the old one.

* A map of at most ``SMALL`` entries is a ``dict`` (``FrozenMap`` subclasses it, so it reads
  at the speed of a ``dict`` and iterates in insertion order); an update copies it.
* A larger map is a :class:`_TrieMap`, a hash trie: 32-way nodes indexed by successive 5-bit slices of the
  key's mixed hash, with ``dict`` buckets of at most ``LEAF`` entries as leaves (a bucket
  splits into a node when it outgrows that, down to ``LEVELS`` levels).  An update copies
  the nodes on one path and one bucket: ``O(log n)``, so a program writing ``n`` distinct
  cells costs ``O(n log n)`` instead of the ``O(n²)`` of copying a ``dict`` per write.
  Iteration follows the trie (for ``int`` keys, the same order in every process).

The shape is canonical: a map is a trie exactly when it holds more than ``SMALL`` entries,
and a subtree is a node exactly when it holds more than ``LEAF`` (a deletion collapses it
back), so equal contents have equal shapes whatever their
history, and equality walks the two tries together, skipping the subtrees they share.

Equality and hashing are structural: two maps with equal contents are equal and hash
equal.  A small map hashes as the ``frozenset`` of its items; a trie keeps the sum of its
items' hashes, updated by each write in ``O(1)`` (an unhashable value leaves it unknown:
computed, and failing as ``hash`` does, only when the map is hashed).
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterable, Iterator, KeysView, Mapping, ValuesView
from typing import Any, Self

SMALL = 512  # entries of a map kept as one dict (a copy costs less than trie reads)
LEAF = 64  # entries of a trie's bucket
LEVELS = 12  # trie levels: 12 slices of 5 bits of a 64-bit mixed hash
_M64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15  # Fibonacci hashing: spreads aligned addresses over the slots
_TOP = 59  # the shift of level 0's slice (the hash's top 5 bits)
_LAST = _TOP - 5 * (LEVELS - 1)  # the last level's shift: its buckets never split
_MISSING: Any = object()


def _mix(key: Any) -> int:
    return (hash(key) * _GOLDEN) & _M64


def _ih(key: Any, value: Any) -> int:
    """One item's share of a trie's hash."""
    return hash((key, value))


class _Node:
    """A trie node: 32 children (``None``, a ``dict`` bucket or a ``_Node``) and how many
    entries lie below it.  Never changed once built."""

    __slots__ = ("kids", "size")

    def __init__(self, kids: tuple[Any, ...], size: int) -> None:
        self.kids = kids
        self.size = size


def _build(items: dict[Any, Any], shift: int) -> _Node:
    """The node holding ``items`` (more than ``LEAF``) whose slice starts at ``shift``."""
    buckets: list[Any] = [None] * 32
    for k, v in items.items():
        i = (_mix(k) >> shift) & 31
        b = buckets[i]
        if b is None:
            buckets[i] = {k: v}
        else:
            b[k] = v
    if shift > _LAST:  # the children may be nodes too
        for i, b in enumerate(buckets):
            if b is not None and len(b) > LEAF:
                buckets[i] = _build(b, shift - 5)
    return _Node(tuple(buckets), len(items))


def _gather(node: _Node) -> dict[Any, Any]:
    """Every entry below ``node`` as one ``dict`` (in trie order)."""
    out: dict[Any, Any] = {}
    todo = [node]
    while todo:
        for kid in reversed(todo.pop().kids):
            if type(kid) is dict:
                out.update(kid)
            elif kid is not None:
                todo.append(kid)
    return out


def _leaves(node: _Node) -> Iterator[dict[Any, Any]]:
    todo = [iter(node.kids)]
    while todo:
        for kid in todo[-1]:
            if type(kid) is dict:
                yield kid
            elif kid is not None:
                todo.append(iter(kid.kids))
                break
        else:
            todo.pop()


def _same(a: _Node, b: _Node) -> bool:
    """Whether two canonical tries hold the same entries (shared subtrees are skipped)."""
    todo = [(a, b)]
    while todo:
        x, y = todo.pop()
        if x.size != y.size:
            return False
        for p, q in zip(x.kids, y.kids):
            if p is q:
                continue
            tp = type(p)
            if tp is not type(q):
                return False
            if tp is dict:
                if p != q:
                    return False
            else:
                todo.append((p, q))
    return True


class FrozenMap(dict):  # type: ignore[type-arg]
    """An immutable ``dict`` with a cached structural hash; ``set``/``delete`` return new
    maps.  A map of more than ``SMALL`` entries is a :class:`_TrieMap` (see the module
    documentation); both compare and hash by their contents only."""

    __slots__ = ("_hash",)
    _hash: int | None

    def __new__(cls, items: Any = (), **kw: Any) -> FrozenMap:  # noqa: PYI034 (a trie when large)
        if type(items) is _TrieMap and not kw:
            return items
        m = dict.__new__(FrozenMap)
        dict.__init__(m, items, **kw)
        m._hash = None
        if len(m) > SMALL:
            return _TrieMap._of(m)
        return m

    def __init__(self, items: Any = (), **kw: Any) -> None:
        pass  # built by __new__

    def __hash__(self) -> int:  # type: ignore[override]
        h = self._hash
        if h is None:
            h = self._hash = hash(frozenset(dict.items(self)))
        return h

    def set(self, key: Any, value: Any) -> FrozenMap:
        new = dict.__new__(FrozenMap)
        dict.update(new, self)
        dict.__setitem__(new, key, value)
        new._hash = None
        return new if len(new) <= SMALL else _TrieMap._of(new)

    def update_many(self, items: Iterable[tuple[Any, Any]]) -> FrozenMap:
        new = dict.__new__(FrozenMap)
        dict.update(new, self)
        for k, v in items:
            dict.__setitem__(new, k, v)
        new._hash = None
        return new if len(new) <= SMALL else _TrieMap._of(new)

    def delete(self, key: Any) -> FrozenMap:
        if not dict.__contains__(self, key):
            return self
        new = dict.__new__(FrozenMap)
        dict.update(new, self)
        dict.__delitem__(new, key)
        new._hash = None
        return new

    def _immutable(self, *_: Any, **__: Any) -> None:
        raise TypeError("FrozenMap is immutable")

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _immutable  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"FrozenMap({dict(self.items())!r})"

    def __reduce__(self) -> Any:
        return (FrozenMap, (dict(self.items()),))

    def copy(self) -> FrozenMap:
        return self


class _TrieMap(FrozenMap):
    """A :class:`FrozenMap` of more than ``SMALL`` entries: a canonical hash trie (its own
    ``dict`` storage stays empty; every reading method is overridden)."""

    __slots__ = ("_len", "_root", "_sum")
    _len: int
    _root: _Node
    _sum: int | None

    def __new__(cls, *_: Any, **__: Any) -> Self:
        raise TypeError("build a FrozenMap; it becomes a trie when it is large")

    @staticmethod
    def _of(items: dict[Any, Any]) -> _TrieMap:
        return _TrieMap._make(_build(items, _TOP), len(items), _sum_of(items.items()))

    @staticmethod
    def _make(root: _Node, n: int, total: int | None) -> _TrieMap:
        m = dict.__new__(_TrieMap)
        m._root, m._len, m._sum, m._hash = root, n, total, None
        return m

    # -- reading ------------------------------------------------------------------------
    def get(self, key: Any, default: Any = None) -> Any:
        node: Any = self._root
        h = (hash(key) * _GOLDEN) & _M64  # _mix, inlined
        shift = _TOP
        while True:
            node = node.kids[(h >> shift) & 31]
            if type(node) is dict:
                return node.get(key, default)
            if node is None:
                return default
            shift -= 5

    def __getitem__(self, key: Any) -> Any:
        v = self.get(key, _MISSING)
        if v is _MISSING:
            raise KeyError(key)
        return v

    def __contains__(self, key: object) -> bool:
        return self.get(key, _MISSING) is not _MISSING

    def __len__(self) -> int:
        return self._len

    def __iter__(self) -> Iterator[Any]:
        return (k for leaf in _leaves(self._root) for k in leaf)

    def __reversed__(self) -> Iterator[Any]:
        keys: list[Any] = list(self)
        return iter(keys[::-1])

    def keys(self) -> KeysView[Any]:  # type: ignore[override]
        return KeysView(self)

    def items(self) -> ItemsView[Any, Any]:  # type: ignore[override]
        return _Items(self)

    def values(self) -> ValuesView[Any]:  # type: ignore[override]
        return _Values(self)

    # -- persistent updates -------------------------------------------------------------
    def _path(self, key: Any) -> tuple[list[tuple[_Node, int]], Any, int]:
        """The nodes from the root towards ``key`` with the slot taken in each, the child
        found in the last slot (``None`` or a bucket), and that slot's shift."""
        h = _mix(key)
        shift = _TOP
        path: list[tuple[_Node, int]] = []
        node = self._root
        while True:
            i = (h >> shift) & 31
            path.append((node, i))
            kid = node.kids[i]
            if type(kid) is not _Node:
                return path, kid, shift
            node = kid
            shift -= 5

    def set(self, key: Any, value: Any) -> FrozenMap:
        path, kid, shift = self._path(key)
        if kid is None:
            old = _MISSING
            leaf: Any = {key: value}
        else:
            old = kid.get(key, _MISSING)
            if old is value:
                return self
            leaf = kid.copy()
            leaf[key] = value
            if len(leaf) > LEAF and shift > _LAST:
                leaf = _build(leaf, shift - 5)
        grew = old is _MISSING
        for node, i in reversed(path):
            kids = list(node.kids)
            kids[i] = leaf
            leaf = _Node(tuple(kids), node.size + grew)
        total = self._sum
        if total is not None:
            try:
                total = (total + _ih(key, value) - (0 if grew else _ih(key, old))) & _M64
            except TypeError:
                total = None
        return _TrieMap._make(leaf, self._len + grew, total)

    def update_many(self, items: Iterable[tuple[Any, Any]]) -> FrozenMap:
        m: FrozenMap = self
        for k, v in items:
            m = m.set(k, v)
        return m

    def delete(self, key: Any) -> FrozenMap:
        path, kid, _ = self._path(key)
        if kid is None or key not in kid:
            return self
        old = kid[key]
        leaf: Any = kid.copy()
        del leaf[key]
        if not leaf:
            leaf = None
        for node, i in reversed(path):
            kids = list(node.kids)
            kids[i] = leaf
            leaf = _Node(tuple(kids), node.size - 1)
            if leaf.size <= LEAF:  # collapses into one bucket: the shape stays canonical
                leaf = _gather(leaf)
        n = self._len - 1
        if n <= SMALL:  # the whole map is small again
            return FrozenMap(leaf if type(leaf) is dict else _gather(leaf))
        total = self._sum
        if total is not None:
            try:
                total = (total - _ih(key, old)) & _M64
            except TypeError:
                total = None
        return _TrieMap._make(leaf, n, total)

    # -- equality and hashing -----------------------------------------------------------
    def __hash__(self) -> int:  # type: ignore[override]
        h = self._hash
        if h is None:
            total = self._sum
            if total is None:
                total = self._sum = _sum_of(self.items(), strict=True)
            h = self._hash = hash((self._len, total))
        return h

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is _TrieMap:
            if self._len != other._len:
                return False
            if self._hash is not None and other._hash is not None and \
                    self._hash != other._hash:
                return False
            return _same(self._root, other._root)
        if isinstance(other, Mapping):
            return len(other) == self._len and dict(self.items()) == dict(other.items())
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __or__(self, other: Any) -> Any:
        return dict(self.items()) | other

    def __ror__(self, other: Any) -> Any:
        return other | dict(self.items())

    def __sizeof__(self) -> int:
        return object.__sizeof__(self)


def _sum_of(items: Iterable[tuple[Any, Any]], strict: bool = False) -> int | None:
    """The sum of the items' hashes (``None`` if one is unhashable, unless ``strict``:
    then the ``TypeError`` propagates, as ``hash`` of the map fails)."""
    total = 0
    try:
        for k, v in items:
            total += _ih(k, v)
    except TypeError:
        if strict:
            raise
        return None
    return total & _M64


class _Items(ItemsView[Any, Any]):
    __slots__ = ()

    def __iter__(self) -> Iterator[tuple[Any, Any]]:
        for leaf in _leaves(self._mapping._root):  # type: ignore[attr-defined]
            yield from leaf.items()


class _Values(ValuesView[Any]):
    __slots__ = ()

    def __iter__(self) -> Iterator[Any]:
        for leaf in _leaves(self._mapping._root):  # type: ignore[attr-defined]
            yield from leaf.values()


EMPTY = FrozenMap()
