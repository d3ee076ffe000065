"""A stable fingerprint of a configuration key: the same bytes in every process.

The owner of a configuration is chosen from its fingerprint, and owners merge equal
configurations by fingerprint, so it must (a) be equal for equal keys and (b) be the same in
every worker process, on every machine.  Python's ``hash`` gives neither across processes:
``str`` hashes are salted per process (``PYTHONHASHSEED``), ``hash(None)`` and the default
``object.__hash__`` depend on addresses.  So the key is encoded canonically and the encoding
digested with BLAKE2b (128 bits):

* ``None``, ``bool``, ``int``, ``float``, ``str``, ``bytes``: a type tag and the value
  (``str`` as UTF-8, lone surrogates kept);
* ``tuple``/``list``: a tag, the length, then the elements in order;
* ``frozenset``/``set`` and mappings (``dict``, ``FrozenMap``): a tag, then the digest of
  the length and the sorted digests of the elements (of the key/value pairs): equal
  containers built in a different order have the same fingerprint.  These digests are
  remembered (by equality, for hashable containers and members): successive configurations
  share most of their memory maps, so each is digested once (profiled on one shard
  exploring ``store_x_load_y_N3.ll`` under sc: 3.8 s of fingerprints before, 0.9 s after);
* ``Enum`` members: the class and the member's name; dataclasses: the class, then the fields
  that take part in equality (``compare=True``), in order — fields such as a ``Sched``
  branch's footprints, derived from the configuration, are left out as equality leaves them;
* anything else: the class and its pickle (equal objects whose pickles differ get two
  fingerprints: two owners then expand the same configuration twice, which costs time and
  never loses an outcome); an object that cannot be pickled is refused with a clear error.

Equal keys give equal encodings for every type above (the encoding reads only what equality
reads), and the encoding is injective on them (tags and lengths delimit every part), so two
configurations are merged exactly when their keys are equal, up to a BLAKE2b-128 collision.
The walk uses an explicit stack: its depth does not grow with the size of a key; only
unordered containers nested inside unordered containers recurse, and keys nest those a few
levels at most.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import pickle
from collections.abc import Mapping
from typing import Any

from ctreelab.errors import CtreelabError

_FIELDS: dict[type, tuple[str, ...]] = {}
# Digests of mappings, sets and their members, by equality: the keys of successive
# configurations share most of their memory maps, whose digests are then computed once.
# Equal objects get one digest (as the single-process explorer merges equal keys); the memo
# is emptied when it reaches MEMO entries.
_MEMO: dict[Any, bytes] = {}
MEMO = 1 << 16


def fingerprint(key: Any) -> bytes:
    """The 16-byte fingerprint of ``key`` (see the module documentation)."""
    parts: list[bytes] = []
    _encode(key, parts)
    return hashlib.blake2b(b"".join(parts), digest_size=16).digest()


def owner_of(fp: bytes, owners: int) -> int:
    """The owner (``0 … owners-1``) of the configuration with fingerprint ``fp``."""
    return int.from_bytes(fp[:8], "little") % owners


def _encode(root: Any, out: list[bytes]) -> None:
    todo: list[Any] = [root]
    while todo:
        x = todo.pop()
        t = type(x)
        if t is str:
            b = x.encode("utf-8", "surrogatepass")
            out.append(b"s%d:" % len(b))
            out.append(b)
        elif t is int:
            out.append(b"i%d;" % x)
        elif t is tuple or t is list:
            out.append(b"t%d:" % len(x))
            todo.extend(reversed(x))
        elif x is None:
            out.append(b"n")
        elif t is bool:
            out.append(b"T" if x else b"F")
        elif isinstance(x, Mapping):
            out.append(b"m")
            out.append(_memo(x, _mapping))
        elif isinstance(x, (frozenset, set)):
            out.append(b"f")
            out.append(_memo(x, _set))
        elif isinstance(x, enum.Enum):
            out.append(_class_tag(b"e", t))
            name = x.name.encode()
            out.append(b"%d:" % len(name))
            out.append(name)
        elif t is float:
            out.append(b"d" + repr(x).encode() + b";")
        elif t is bytes:
            out.append(b"b%d:" % len(x))
            out.append(x)
        elif dataclasses.is_dataclass(x):
            names = _FIELDS.get(t)
            if names is None:
                names = _FIELDS[t] = tuple(f.name for f in dataclasses.fields(x) if f.compare)
            out.append(_class_tag(b"c", t))
            todo.append(tuple(getattr(x, n) for n in names))
        elif isinstance(x, int):  # an int subclass other than bool (IntEnum is an Enum)
            out.append(_class_tag(b"I", t) + b"%d;" % int(x))
        else:
            try:
                data = pickle.dumps(x, protocol=5)
            except Exception as exc:  # noqa: BLE001 - pickling fails in many ways; one line
                raise CtreelabError(
                    f"a configuration key holds a {t.__module__}.{t.__qualname__}, which has "
                    f"no canonical encoding and cannot be pickled ({exc}); the distributed "
                    f"explorer cannot choose its owner") from None
            out.append(_class_tag(b"p", t) + b"%d:" % len(data))
            out.append(data)


def _memo(x: Any, digest: Any) -> bytes:
    """``digest(x)``, remembered for ``x`` when it is hashable."""
    try:
        found = _MEMO.get(x)
    except TypeError:  # unhashable (a dict, a set)
        return digest(x)  # type: ignore[no-any-return]
    if found is None:
        found = digest(x)
        if len(_MEMO) >= MEMO:
            _MEMO.clear()
        _MEMO[x] = found
    return found


def _mapping(x: Mapping[Any, Any]) -> bytes:
    digests = sorted(_memo((k, v), fingerprint) for k, v in x.items())
    return hashlib.blake2b(b"%d:" % len(digests) + b"".join(digests), digest_size=16).digest()


def _set(x: Any) -> bytes:
    digests = sorted(_memo(e, fingerprint) for e in x)
    return hashlib.blake2b(b"%d:" % len(digests) + b"".join(digests), digest_size=16).digest()


def _class_tag(tag: bytes, t: type) -> bytes:
    name = f"{t.__module__}.{t.__qualname__}".encode()
    return tag + b"%d:" % len(name) + name
