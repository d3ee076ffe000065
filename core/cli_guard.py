"""The command line's error boundary: no traceback reaches the user.

Every command (built-in or added by a plugin) runs inside :class:`GuardedGroup.invoke`:

* a domain error (:class:`~ctreelab.errors.CtreelabError`) is ``error: <message>`` on
  stderr, exit code 1 (4 for a :class:`~ctreelab.boundary.ComponentError`);
* any other exception is one line naming the command and the exception, exit code 4;
* SIGINT/SIGTERM during an exploration end it like a budget (the command prints what it
  found), then the exit code is 128 + the signal number (130, 143); outside an exploration
  the command stops at once with ``error: interrupted (SIGINT)`` and the same code;
* ``--debug`` or ``CTREELAB_DEBUG=1`` prints the traceback before the line.
"""

from __future__ import annotations

import os
import sys
import traceback
from typing import Any, NoReturn

import typer
from typer.core import TyperGroup

from .boundary import EXIT_COMPONENT, ComponentError, describe
from .budget import Interrupted, command, interrupted, limit_memory, signals_end_exploration
from .errors import CtreelabError, LoadBudgetError

EXIT_ERROR = 1
EXIT_USAGE = 2
_PASS = (typer.Exit, typer.Abort, typer.TyperException)  # typer's own control flow


class _Debug:
    on = False


DEBUG = _Debug()


def debugging() -> bool:
    return DEBUG.on or os.environ.get("CTREELAB_DEBUG", "") not in ("", "0")


def set_debug(on: bool) -> None:
    DEBUG.on = on


def exit_code_of(exc: CtreelabError, default: int = EXIT_ERROR) -> int:
    if isinstance(exc, ComponentError):
        return EXIT_COMPONENT
    if isinstance(exc, LoadBudgetError) and default == EXIT_ERROR:
        return exc.exit_code
    return default


def report(exc: BaseException, code: int | None = None) -> NoReturn:
    """Print ``exc`` as one ``error:`` line (the traceback first when debugging); exit."""
    if debugging():
        original = exc.__cause__ if isinstance(exc, ComponentError) and exc.__cause__ else exc
        traceback.print_exception(original, file=sys.stderr)
    if isinstance(exc, CtreelabError):
        line = " ".join(str(exc).split())
        code = exit_code_of(exc, EXIT_ERROR if code is None else code)
    else:
        line = f"internal error: {describe(exc)}" + _where(exc)
        code = EXIT_COMPONENT if code is None else code
    typer.echo(f"error: {line}", err=True)
    raise typer.Exit(code)


def _where(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f" (at {os.path.basename(last.filename)}:{last.lineno} in {last.name}; " \
           f"--debug shows the traceback)"


def interrupt_code(signum: int) -> int:
    return 128 + signum


def _flags_without_type(params: Any) -> Any:
    """Flags (``--json``) show no value type in the help: they take no value (typer would
    print ``<bool>``)."""
    for p in params:
        if getattr(p, "is_flag", False) and p.metavar is None:
            p.metavar = ""
    return params


class GuardedGroup(TyperGroup):
    """A typer group whose commands run inside the error boundary (and whose help shows
    flags as flags)."""

    def get_params(self, ctx: Any) -> Any:
        return _flags_without_type(super().get_params(ctx))

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        command: Any = super().get_command(ctx, cmd_name)
        if command is not None and not hasattr(command, "_ctreelab_flags"):
            params = command.get_params  # the command's own, plus --help
            command.get_params = lambda c: _flags_without_type(params(c))
            command._ctreelab_flags = True
        return command

    def main(self, *args: Any, **kwargs: Any) -> Any:
        with command():  # parsing the arguments (and finding the plugins) counts
            return super().main(*args, **kwargs)

    def invoke(self, ctx: Any) -> Any:
        with signals_end_exploration():
            try:
                value = super().invoke(ctx)
            except typer.Exit as exc:
                signum = interrupted()
                if signum is not None and exc.exit_code != EXIT_USAGE:
                    raise typer.Exit(interrupt_code(signum)) from None
                raise
            except (*_PASS, BrokenPipeError):  # BrokenPipeError: the reader went away
                raise  # (``| head``): click stops quietly
            except Interrupted as exc:
                typer.echo(f"error: interrupted ({exc})", err=True)
                raise typer.Exit(interrupt_code(exc.signum)) from None
            except KeyboardInterrupt:
                typer.echo("error: interrupted (SIGINT)", err=True)
                raise typer.Exit(130) from None
            except Exception as exc:  # noqa: BLE001 - the boundary: one line, never a traceback
                report(exc)
            finally:
                limit_memory(None)
            signum = interrupted()
            if signum is not None:
                raise typer.Exit(interrupt_code(signum))
            return value
