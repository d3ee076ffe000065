"""Fast constructors for frozen, slotted dataclasses built on the hot path.

The ``__init__`` that ``dataclass(frozen=True)`` writes sets each field through
``object.__setattr__``, which costs about twice as much as setting the slot through its
descriptor.  The tree nodes, the thread tag and the memory events are built several times
per exploration step (issue 20), so :func:`fast_init` gives their class an ``__init__``
that sets the slots directly.  The instances stay frozen (assignment still raises), equal,
hashed and printed as before; the signature (names, order, defaults) is the dataclass's.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, TypeVar

C = TypeVar("C", bound=type)


def fast_init(cls: C) -> C:
    """Replace ``cls.__init__`` by one that sets its slots directly (see the module's
    docstring).  Only for frozen slotted dataclasses without ``__post_init__``, keyword-only
    fields or default factories (a field outside ``__init__`` gets its default): anything
    else is refused."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__ \
            or hasattr(cls, "__post_init__"):
        raise TypeError(f"fast_init: {cls.__name__} is not a frozen slotted dataclass "
                        "without __post_init__")
    names: list[str] = []
    scope: dict[str, Any] = {}
    body: list[str] = []
    for i, f in enumerate(fields(cls)):
        if f.kw_only or f.default_factory is not MISSING or (not f.init and f.default is MISSING):
            raise TypeError(f"fast_init: field {f.name!r} of {cls.__name__} is not a plain "
                            "positional field")
        scope[f"_set{i}"] = cls.__dict__[f.name].__set__
        if not f.init:  # set to its default, not a parameter (e.g. a cached hash)
            scope[f"_default{i}"] = f.default
            body.append(f"    _set{i}(self, _default{i})")
            continue
        if f.default is MISSING:
            names.append(f.name)
        else:
            scope[f"_default{i}"] = f.default
            names.append(f"{f.name}=_default{i}")
        body.append(f"    _set{i}(self, {f.name})")
    source = f"def __init__(self, {', '.join(names)}):\n" + ("\n".join(body) or "    pass")
    exec(source, scope)  # noqa: S102 - generated from the class's own field names
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = f"{cls.__name__}'s constructor, setting the slots directly."
    cls.__init__ = init  # type: ignore[misc]
    return cls
