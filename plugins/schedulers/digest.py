"""Compact visited sets: a configuration key replaced by a 128-bit digest of it.

The exhaustive explorer remembers every branching configuration it has expanded, keyed by
its continuation key (DESIGN §2.1): a nested tuple that holds the configuration's states
(memories, thread tables, registers) alive.  With ``visited = "digest"`` it keeps instead
the BLAKE2b-128 digest of a canonical encoding of the key: 16 bytes, and the states can be
freed once their subtree is done.

The encoding is canonical: equal keys give equal bytes.  Tuples and lists are encoded
element by element with their length, mappings (``FrozenMap`` included) and sets as their
sorted encoded items, dataclasses as their class and the fields that take part in equality,
enums by class and name, and ``None``, booleans, integers, floats, strings and bytes with
their type.  Two keys that are equal in Python but differ in type (``1`` and ``1.0``)
encode differently: they are then not merged, which costs time, never an outcome.  A key
holding anything else, or nested deeper than ``MAX_DEPTH``, is kept exactly.

Collision argument: distinct encodings collide under BLAKE2b-128 with probability about
``2**-128`` per pair, so among ``n`` configurations the chance of any collision is at most
``n**2 / 2**129`` — below ``1.5e-21`` for a billion configurations (a collision would merge
two different configurations and could lose their outcomes).  ``visited = "exact"`` (the
default) keeps the keys themselves and rules that out entirely.
"""

from __future__ import annotations

import dataclasses
import enum
from hashlib import blake2b
from typing import Any

from ctreelab.fmap import FrozenMap

MAX_DEPTH = 400  # nesting beyond this: the key is kept exactly (the encoder recurses)


class _Opaque(Exception):
    """A key the encoding does not cover."""


def digest(key: Any) -> Any:
    """The 16-byte digest of ``key``, or ``key`` itself when it cannot be encoded."""
    try:
        return blake2b(_encode(key, 0), digest_size=16).digest()
    except _Opaque:
        return key


def _encode(v: Any, depth: int) -> bytes:
    if depth > MAX_DEPTH:
        raise _Opaque
    cls = type(v)
    if cls is tuple or cls is list:
        d = depth + 1
        return b"(%d:" % len(v) + b"".join([_encode(x, d) for x in v]) + b")"
    if v is None or cls is bool or cls is int or cls is float or cls is str or cls is bytes:
        return cls.__name__.encode() + b"=" + repr(v).encode() + b";"
    if isinstance(v, tuple):  # a named tuple equals the plain tuple of its fields
        d = depth + 1
        return b"(%d:" % len(v) + b"".join([_encode(x, d) for x in v]) + b")"
    if cls is FrozenMap or isinstance(v, dict):
        d = depth + 1
        items = sorted(_encode(k, d) + _encode(x, d) for k, x in v.items())
        return b"{%d:" % len(items) + b"".join(items) + b"}"
    if isinstance(v, (frozenset, set)):
        d = depth + 1
        return b"<%d:" % len(v) + b"".join(sorted(_encode(x, d) for x in v)) + b">"
    if isinstance(v, enum.Enum):
        return f"{cls.__module__}.{cls.__qualname__}.{v.name};".encode()
    if dataclasses.is_dataclass(v) and _generated_eq(cls):
        d = depth + 1
        fields = [_encode(getattr(v, f.name), d) for f in dataclasses.fields(v) if f.compare]
        return f"@{cls.__module__}.{cls.__qualname__}(".encode() + b"".join(fields) + b")"
    raise _Opaque


_GENERATED: dict[type, bool] = {}


def _generated_eq(cls: type) -> bool:
    """Whether ``cls`` compares by its fields with the ``__eq__`` that ``dataclasses``
    generated (not by identity, not by an ``__eq__`` of its own)."""
    known = _GENERATED.get(cls)
    if known is None:
        code = getattr(getattr(cls, "__eq__", None), "__code__", None)
        params = getattr(cls, "__dataclass_params__", None)
        known = _GENERATED[cls] = bool(params is not None and params.eq and code is not None
                                       and code.co_filename == "<string>")
    return known
