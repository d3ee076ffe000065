"""What every pluggable component declares: a name, a description and typed options."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import CtreelabError


class OptionError(CtreelabError):
    """A bad option value; ``key`` says which option (the spec layer adds the position)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


@dataclass(frozen=True)
class Option:
    """A typed option with its default (``None`` = not set) and an explanation."""

    type: type
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: int | float | None = None

    def type_name(self) -> str:
        return {int: "an integer", float: "a number", str: "a string", bool: "a boolean",
                list: "a list"}.get(self.type, self.type.__name__)

    def check(self, key: str, value: Any) -> Any:
        ok = isinstance(value, self.type) and not (self.type is not bool and isinstance(value, bool))
        if self.type is float and isinstance(value, int) and not isinstance(value, bool):
            value, ok = float(value), True
        if not ok:
            raise OptionError(key, f"option {key!r} must be {self.type_name()}, "
                                   f"got {type(value).__name__} {value!r}")
        if self.type is float and math.isnan(value):
            raise OptionError(key, f"option {key!r} must be a number, got nan")
        if self.choices is not None and value not in self.choices:
            known = ", ".join(map(str, self.choices))
            raise OptionError(key, f"option {key!r} must be one of: {known} (got {value!r})")
        if self.minimum is not None and value < self.minimum:
            raise OptionError(key, f"option {key!r} must be at least {self.minimum} (got {value!r})")
        return value


class Component:
    """Base class of languages, memory models, schedulers and stages."""

    kind: ClassVar[str] = "component"
    name: ClassVar[str] = ""
    description: ClassVar[str] = ""
    options: ClassVar[Mapping[str, Option]] = {}

    @classmethod
    def check_options(cls, given: Mapping[str, Any]) -> dict[str, Any]:
        """Validated options with defaults filled in; unknown keys name the known ones."""
        result = {key: opt.default for key, opt in cls.options.items()}
        for key, value in given.items():
            opt = cls.options.get(key)
            if opt is None:
                known = ", ".join(sorted(cls.options)) or "none"
                raise OptionError(key, f"unknown option {key!r} for {cls.kind} {cls.name!r} "
                                       f"(known: {known})")
            result[key] = opt.check(key, value)
        return result

    def __init__(self, **options: Any) -> None:
        self.config = self.check_options(options)

    def label(self) -> str:
        """``name(key=value, ...)`` with the options that differ from their defaults."""
        changed = [f"{k}={v}" for k, v in self.config.items()
                   if v != self.options[k].default]
        return f"{self.name}({', '.join(changed)})" if changed else self.name
