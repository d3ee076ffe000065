"""Domain errors: each one is a single line that the CLI prints (exit code 1)."""

from __future__ import annotations


class CtreelabError(Exception):
    """Base class of every error the user is meant to read (never shown as a traceback)."""


def one_line(text: str) -> str:
    """``text`` on one line: line breaks (e.g. inside a quoted token) shown as ``\\n``."""
    return text.replace("\r", "\\r").replace("\n", "\\n")


def located(path: str, line: int | None, col: int | None, message: str) -> str:
    """``file:line:col: message`` (omitting what is unknown), on one line."""
    where = path
    if line is not None:
        where += f":{line}"
        if col is not None:
            where += f":{col}"
    return one_line(f"{where}: {message}")


class ProgramError(CtreelabError):
    """A malformed or unsupported program, with its source position."""

    def __init__(self, path: str, line: int | None, col: int | None, message: str) -> None:
        super().__init__(located(path, line, col, message))
        self.path, self.line, self.col, self.message = path, line, col, message


class SpecError(CtreelabError):
    """An invalid pipeline spec (TOML), with its position when known."""

    def __init__(self, path: str, line: int | None, col: int | None, message: str) -> None:
        super().__init__(located(path, line, col, message))
        self.path, self.line, self.col, self.message = path, line, col, message


class PluginError(CtreelabError):
    """A plugin that cannot be loaded, or two plugins that register the same name."""


class UnknownName(CtreelabError):
    """A name that no plugin registers."""

    def __init__(self, kind: str, name: str, known: list[str]) -> None:
        names = ", ".join(sorted(known)) or "none"
        super().__init__(f"unknown {kind} {name!r} (known: {names})")
        self.kind, self.name, self.known = kind, name, known


class PipelineError(CtreelabError):
    """A pipeline whose stages do not fit together."""


class LoadBudgetError(CtreelabError):
    """A budget (``--timeout``, ``--max-memory``) ran out while the program was loaded."""

    exit_code = 12  # the exit code of a budget outcome

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(located(path, None, None, f"budget: {reason} while loading"))
        self.path, self.reason = path, reason
