"""herd's reading of a litmus test's outcomes: final states, the condition, the verdict.

A *final state* maps the targets the condition and the ``locations`` clause mention
(``0:EAX``, ``[x]``) to their values at the end of an execution; it is printed herd's way,
registers first (by thread, then name), then locations: ``0:EAX=0; 1:EAX=1; [x]=1;``.

The condition's proposition is evaluated on every final state.  A value may be ``undef``
(the Promising model's non-atomic rule): an atom over ``undef`` could be true or false, so
the proposition is evaluated in three-valued (Kleene) logic and a state whose proposition
is *unknown* counts as possibly satisfying it.  Verdicts, as herd prints them:

* ``exists P``  — ``Ok`` iff some state may satisfy P;
* ``~exists P`` — ``Ok`` iff no state may satisfy P;
* ``forall P``  — ``Ok`` iff every state surely satisfies P.

Witnesses count final states (herd counts candidate executions): *positive* the states that
may satisfy P, *negative* the others.  Executions that do not finish normally (UB, a
failure, an exhausted budget) are reported beside the verdict; a test with a failure or a
budget outcome has no trustworthy verdict (``complete`` is false).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ctreelab.outcome import Outcome, RunResult
from ctreelab.values import UNDEF, show

from . import ast

KIND = {"exists": "Allowed", "~exists": "Forbidden", "forall": "Required"}
State = tuple[tuple[str, Any], ...]


def label(target: ast.Target) -> str:
    if isinstance(target, ast.RegRef):
        return f"{target.tid}:{target.reg}"
    return f"[{target.name}]"


def _order(target: ast.Target) -> tuple[Any, ...]:
    if isinstance(target, ast.RegRef):
        return (0, target.tid, target.reg)
    return (1, 0, target.name)


def targets(test: ast.LitmusTest) -> tuple[ast.Target, ...]:
    """What a final state shows: the condition's targets and the ``locations`` clause."""
    found: dict[ast.Target, None] = dict.fromkeys(test.locations)
    todo: list[ast.Prop] = [test.condition.prop]
    while todo:
        p = todo.pop()
        if isinstance(p, ast.Atom):
            found[p.target] = None
        elif isinstance(p, (ast.And, ast.Or)):
            todo += [p.a, p.b]
        elif isinstance(p, ast.Not):
            todo.append(p.a)
    return tuple(sorted(found, key=_order))


def show_state(state: State) -> str:
    return "".join(f"{name}={show(v)}; " for name, v in state).rstrip()


def parse_state(text: str) -> frozenset[tuple[str, str]]:
    """A herd state line (``0:EAX=0; [x]=1;``) as a set of ``(target, value)`` strings."""
    pairs = (item.strip().split("=", 1) for item in text.split(";") if item.strip())
    return frozenset((name.strip(), value.strip()) for name, value in pairs)


@dataclass(frozen=True)
class Judgement:
    """herd's verdict on one test under one memory model."""

    verdict: str  # "Ok" or "No"
    kind: str  # Allowed / Forbidden / Required
    states: tuple[State, ...]  # sorted, distinct
    positive: int
    negative: int
    executions: int
    others: tuple[tuple[Outcome, int], ...]  # outcomes other than done
    complete: bool

    def state_lines(self) -> list[str]:
        return [show_state(s) for s in self.states]


class Reader:
    """Reads done outcomes of one test as final states."""

    def __init__(self, test: ast.LitmusTest, addresses: dict[str, int]) -> None:
        self.test = test
        self.addresses = addresses
        self.shown = targets(test)

    def values(self, outcome: Outcome) -> dict[str, Any]:
        values: dict[str, Any] = {f"[{name}]": v for name, v in outcome.observed}
        if isinstance(outcome.ret, tuple):
            values.update(outcome.ret)
        return values

    def lookup(self, values: dict[str, Any], target: ast.Target) -> Any:
        name = label(target)
        if name not in values:
            where = self.test.condition.pos
            raise ast.LitmusError(self.test.path, where.line, where.col,
                                  f"the condition names {name}, which the test never sets")
        return values[name]

    def holds(self, prop: ast.Prop, values: dict[str, Any]) -> bool | None:
        r"""Kleene evaluation: True, False or None (depends on an undef value).  A chain of
        ``/\`` or ``\/`` is walked in a loop, so only nesting depth (bounded by the parser)
        costs stack."""
        if isinstance(prop, ast.TrueP):
            return True
        if isinstance(prop, ast.Atom):
            v = self.lookup(values, prop.target)
            if v is UNDEF:
                return None
            return bool(v == ast.resolve(prop.value, self.addresses))
        if isinstance(prop, ast.Not):
            a = self.holds(prop.a, values)
            return None if a is None else not a
        chain = type(prop)
        parts: list[ast.Prop] = []
        while type(prop) is chain:
            parts.append(prop.b)  # type: ignore[union-attr]
            prop = prop.a  # type: ignore[union-attr]
        parts.append(prop)
        found = {self.holds(p, values) for p in parts}
        decisive = chain is ast.Or  # True decides a disjunction, False a conjunction
        if decisive in found:
            return decisive
        return None if None in found else not decisive

    def judge(self, result: RunResult) -> Judgement:
        cond = self.test.condition
        states: dict[State, bool | None] = {}
        others: list[tuple[Outcome, int]] = []
        for outcome, count in result.sorted():
            if outcome.kind != "done":
                others.append((outcome, count))
                continue
            values = self.values(outcome)
            state = tuple((label(t), self.lookup(values, t)) for t in self.shown)
            if state not in states:
                states[state] = self.holds(cond.prop, values)
        maybe = sum(1 for h in states.values() if h is not False)
        surely = sum(1 for h in states.values() if h is True)
        if cond.quantifier == "exists":
            ok = maybe > 0
        elif cond.quantifier == "~exists":
            ok = maybe == 0
        else:
            ok = surely == len(states)
        complete = not any(o.kind in ("failure", "budget") for o, _ in others)
        return Judgement("Ok" if ok else "No", KIND[cond.quantifier],
                         tuple(sorted(states, key=show_state)), maybe, len(states) - maybe,
                         sum(result.outcomes.values()), tuple(others), complete)
