"""Outcomes of runs (DESIGN §2.4) and the result of a scheduler."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .events import Halt, Observed, Tagged
from .values import Record, show, to_json

KINDS = ("done", "ub", "oom", "failure", "assert", "race", "deadlock", "hang", "budget")
VIOLATIONS = frozenset({"ub", "oom", "assert", "race", "deadlock", "hang"})

# Exit codes of the commands that explore (run, outcomes, trace): the first that applies.
EXIT_VIOLATION = 10  # some outcome is a violation (VIOLATIONS)
EXIT_FAILURE = 11  # some execution reached a construct that is not supported (failure)
EXIT_BUDGET = 12  # a budget stopped the exploration (the outcome set may be incomplete)


def exit_code(kinds: Iterable[str]) -> int:
    """0 when every outcome is a normal completion (``done``), else the code of the
    gravest outcome: a violation, then a failure, then a budget."""
    found = set(kinds)
    if found & VIOLATIONS:
        return EXIT_VIOLATION
    if "failure" in found:
        return EXIT_FAILURE
    return EXIT_BUDGET if "budget" in found else 0


@dataclass(frozen=True, slots=True)
class Final:
    """What the last stage returns when the program ends: main's result and observations."""

    ret: Any
    observed: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """One outcome: ``done`` (with observed values) or how the execution stopped (with what
    was observed before, e.g. the output printed, if anything)."""

    kind: str
    observed: tuple[tuple[str, Any], ...] = ()
    ret: Any = None
    reason: str = ""
    where: str = ""
    thread: int | None = None

    def show(self) -> str:
        if self.kind == "done":
            parts = [f"{name}={show(v)}" for name, v in self.observed]
            parts.append(show(self.ret) if isinstance(self.ret, Record) else f"ret={show(self.ret)}")
            return "done  " + " ".join(parts)
        text = f"{self.kind}: {self.reason}"
        if self.where:
            text += f" at {self.where}"
        if self.thread is not None and not self.reason.startswith(f"thread {self.thread} "):
            text += f" (thread {self.thread})"  # (unless the reason begins by naming it)
        for name, v in self.observed:  # observed before it stopped (its output)
            text += f", {name}={show(v)}"
        return text

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.kind == "done":
            data["observed"] = {name: to_json(v) for name, v in self.observed}
            data["ret"] = to_json(self.ret)
        else:
            data["reason"] = self.reason
            if self.where:
                data["where"] = self.where
            if self.thread is not None:
                data["thread"] = self.thread
            if self.observed:
                data["observed"] = {name: to_json(v) for name, v in self.observed}
        return data

    def sort_key(self) -> tuple[Any, ...]:
        return (KINDS.index(self.kind), self.show())


def outcome_of_value(value: Any) -> Outcome:
    """The outcome of a finished execution whose final tree returned ``value``."""
    if isinstance(value, Final):
        return Outcome("done", value.observed, value.ret)
    return Outcome("done", (), value)


def outcome_of_halt(event: Any) -> Outcome:
    """The outcome of an execution stopped by a halting event (possibly thread-tagged)."""
    tid = None
    if isinstance(event, Tagged):
        tid, event = event.tid, event.event
    observed: tuple[tuple[str, Any], ...] = ()
    if isinstance(event, Observed):
        observed, event = event.observed, event.halt
    assert isinstance(event, Halt)
    return Outcome(event.kind, observed, reason=event.reason(), where=getattr(event, "where", ""),
                   thread=tid)


def budget_outcome(reason: str) -> Outcome:
    return Outcome("budget", reason=reason)


@dataclass
class RunResult:
    """Outcomes with the number of executions reaching each, plus statistics."""

    outcomes: dict[Outcome, int] = field(default_factory=dict)
    stats: dict[str, Any] = field(default_factory=dict)
    trace: list[dict[str, Any]] | None = None
    # for explorers that keep them: a witness of each outcome, the index of the choice
    # taken at each branch with more than one choice (see ctreelab.witness)
    witnesses: dict[Outcome, tuple[int, ...]] = field(default_factory=dict)

    def add(self, outcome: Outcome, count: int = 1) -> None:
        self.outcomes[outcome] = self.outcomes.get(outcome, 0) + count

    def sorted(self) -> list[tuple[Outcome, int]]:
        return sorted(self.outcomes.items(), key=lambda item: item[0].sort_key())
