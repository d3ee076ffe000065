"""The error boundary: an exception escaping a component becomes one line.

Languages, stages, memory models and schedulers are plugin code: whatever they raise while
the library loads or runs a program (a bug, ``RecursionError``, ``MemoryError``) is turned
into a :class:`ComponentError` naming the component that raised it (the innermost frame of
the traceback inside the component's package), its plugin and distribution, what the
library was doing, the exception and where it was raised.  The original exception is kept
as ``__cause__`` (``--debug`` prints its traceback).
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from .errors import CtreelabError

EXIT_COMPONENT = 4  # the exit code of the command line when a component fails
_DOING = "_ctreelab_doing"


class ComponentError(CtreelabError):
    """A component (plugin code) raised an exception that is not a domain error."""

    exit_code = EXIT_COMPONENT


@dataclass(frozen=True)
class Suspect:
    """A component that may have raised: how it is named and which modules are its own."""

    label: str  # e.g. "memory model 'tso' (plugin 'tso', ctreelab 0.1.0)"
    module: str  # the module of its class
    exact: bool  # only that module (kernel components share the ``ctreelab`` package)

    def owns(self, module: str) -> bool:
        if self.exact:
            return module == self.module
        package = self.module.rpartition(".")[0] or self.module
        return module == package or module.startswith(package + ".")


def suspect(component: Any, kind: str, origin: str | None) -> Suspect:
    cls = component if isinstance(component, type) else type(component)
    module = cls.__module__
    name = getattr(cls, "name", "") or cls.__name__
    label = f"{kind} {name!r}" + (f" ({origin})" if origin else "")
    return Suspect(label, module, module.split(".")[0] == "ctreelab")


@contextmanager
def doing(activity: str) -> Iterator[None]:
    """Record ``activity`` on an exception leaving the block (the innermost one is kept)."""
    try:
        yield
    except BaseException as exc:
        if not hasattr(exc, _DOING):
            try:
                setattr(exc, _DOING, activity)
            except AttributeError:  # exceptions without a __dict__
                pass
        raise


def activity_of(exc: BaseException, default: str) -> str:
    return str(getattr(exc, _DOING, default))


def describe(exc: BaseException) -> str:
    """``Type: message`` on one line (long messages are cut)."""
    text = " ".join(str(exc).split())
    if isinstance(exc, MemoryError):
        text = text or "out of memory"
    elif isinstance(exc, RecursionError):
        text = "input nested too deeply (" + (text or "recursion limit") + ")"
    if len(text) > 300:
        text = text[:297] + "..."
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def component_error(exc: BaseException, suspects: Iterable[Suspect], activity: str,
                    fallback: str = "a component") -> ComponentError:
    """The one-line error for ``exc``, attributed to the innermost suspect on its stack."""
    candidates = list(suspects)
    blamed, where = None, ""
    owner = getattr(exc, "blame", None)  # a contract check names the component it checks
    if isinstance(owner, type):
        candidates = [s for s in candidates if s.module == owner.__module__] or candidates
    for frame, line in traceback.walk_tb(exc.__traceback__):
        module = str(frame.f_globals.get("__name__", ""))
        for s in candidates:
            if s.owns(module):
                blamed = s.label
                where = f"{os.path.basename(frame.f_code.co_filename)}:{line} in " \
                        f"{frame.f_code.co_name}"
                break
    if blamed is None and isinstance(owner, type) and len(candidates) == 1:
        blamed = candidates[0].label  # raised by the kernel's check, not in the component
    who = blamed or fallback
    at = f" (at {where})" if where else ""
    error = ComponentError(f"{who} failed while {activity_of(exc, activity)}: "
                           f"{describe(exc)}{at}")
    error.__cause__ = exc
    return error
