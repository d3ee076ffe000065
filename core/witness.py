"""Witnesses: one execution that reaches an outcome, as a reproducible artefact.

A witness is the list of the choices an execution took, one for each branch with more than
one choice, in the order the execution met them: the *index* of the answer in
``branch.choices()`` (so a witness is plain JSON whatever the answers are).  Single-choice
branches (guards, steps, trace notes) take no entry, so the same witness replays the tree
built with tracing on, whose only extra nodes are notes.

:class:`Replay` is a scheduler that follows a witness; :func:`witness_file` and
:func:`check_file` write and check the JSON file that makes it reproducible (the program's
and spec's hashes, the command-line arguments that built the pipeline, the outcome).
"""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path
from typing import Any, ClassVar

from . import __version__
from .budget import BudgetExceeded, Clock
from .component import Option
from .errors import CtreelabError
from .outcome import Outcome, RunResult, budget_outcome
from .scheduler import BUDGET_OPTIONS, Scheduler, TreeFactory, leaf_outcome, record
from .tree import Br, observe

FORMAT = "ctreelab-witness/1"


class WitnessError(CtreelabError):
    """A witness that does not fit the program, or a file that is not a witness."""


class Replay(Scheduler):
    """Follows one witness (not registered: built by ``ctreelab replay`` and ``--witness``).
    With ``hang = True`` the witness leads to a configuration from which no execution
    ends, and the path stops there."""

    name: ClassVar[str] = "replay"
    description: ClassVar[str] = "one execution: the choices of a witness"
    options: ClassVar[dict[str, Option]] = dict(BUDGET_OPTIONS)

    def __init__(self, choices: tuple[int, ...] | list[int], hang: bool = False,
                 **options: Any) -> None:
        super().__init__(**options)
        self.choices = tuple(choices)
        self.hang = hang
        self.stopped: Any = None  # hang witnesses: the tree where the path ends

    def explore(self, make_tree: TreeFactory, trace: bool = False) -> RunResult:
        result = RunResult(trace=[] if trace else None)
        start = time.perf_counter()
        outcome, steps = self.follow(make_tree(), result.trace)
        if outcome is not None:
            result.add(outcome)
        result.stats = {"executions": 1, "steps": steps, "time": time.perf_counter() - start}
        return result

    def follow(self, tree: Any, trace: list[dict[str, Any]] | None) -> tuple[Outcome | None, int]:
        """Run the witness; the outcome reached, or ``None`` when the choices ran out at a
        branch (``stopped`` is then the tree there)."""
        clock = Clock(self.config["timeout"])
        max_steps = self.config["max-steps"]
        choices, used, steps = self.choices, 0, 0
        t = tree
        try:
            while True:
                node = observe(t)
                if type(node) is not Br:
                    if used < len(choices):
                        raise WitnessError(
                            f"the witness does not fit the program: the execution ended after "
                            f"{used} of its {len(choices)} choices")
                    return leaf_outcome(node), steps
                steps += 1
                if steps > max_steps:
                    raise BudgetExceeded(f"max-steps={max_steps} exhausted")
                if not steps & 0x3F:
                    clock.check()
                if self.hang and used == len(choices):
                    self.stopped = node  # the configuration no execution ends from
                    return None, steps
                b = node.branch
                options = b.choices()
                if len(options) > 1:
                    if used == len(choices):
                        raise WitnessError(
                            f"the witness does not fit the program: its {len(choices)} "
                            f"choices end before the execution does (at {b.describe()})")
                    i = choices[used]
                    if not 0 <= i < len(options):
                        raise WitnessError(
                            f"the witness does not fit the program: choice {used + 1} is "
                            f"{i}, but the branch there ({b.describe()}) has {len(options)}")
                    used += 1
                    choice = options[i]
                elif options:
                    choice = options[0]
                else:
                    return Outcome("failure", reason="the execution is stuck (no continuation)"), steps
                if trace is not None:
                    record(trace, b, choice)
                t = node.k(choice)
        except BudgetExceeded as exc:
            return budget_outcome(exc.reason), steps


# --- selecting ----------------------------------------------------------------------------


def select(rows: list[tuple[Outcome, int]], selector: str) -> list[int]:
    """The rows (0-based) of the outcome table that ``selector`` names: a row number (from
    1), an outcome kind (``assert``, ``race``, …), ``all-bad`` (every violation) or
    ``all``."""
    from .outcome import KINDS, VIOLATIONS

    sel = selector.strip()
    if sel.isdigit():
        n = int(sel)
        if not 1 <= n <= len(rows):
            raise CtreelabError(f"--witness {sel}: the outcome table has rows 1 to {len(rows)}")
        return [n - 1]
    if sel == "all":
        return list(range(len(rows)))
    if sel == "all-bad":
        return [i for i, (o, _) in enumerate(rows) if o.kind in VIOLATIONS]
    if sel in KINDS:
        return [i for i, (o, _) in enumerate(rows) if o.kind == sel]
    raise CtreelabError(f"--witness {sel!r}: expected a row number of the outcome table, an "
                        f"outcome kind ({', '.join(KINDS)}), all-bad or all")


# --- files --------------------------------------------------------------------------------


def digest(path: str | None) -> str | None:
    """The SHA-256 of a file's bytes (``None`` for no file)."""
    if path is None:
        return None
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError as exc:
        raise WitnessError(f"cannot read {path}: {exc.strerror}") from None


def witness_file(target: str, program: str, spec: str | None, args: dict[str, Any],
                 pipeline: dict[str, Any], outcome: Outcome,
                 choices: tuple[int, ...]) -> dict[str, Any]:
    """The JSON of a witness: what ran (the command's target and arguments, the program's
    and spec's hashes, the pipeline as ``--json`` describes it), the choices and the
    outcome they reach."""
    return {"format": FORMAT, "ctreelab": __version__, "target": target,
            "program": program, "program_sha256": digest(program),
            "spec": spec, "spec_sha256": digest(spec), "args": args, "pipeline": pipeline,
            "hang": outcome.kind == "hang", "choices": list(choices),
            "outcome": outcome.to_json(), "outcome_text": outcome.show()}


def read_witnesses(path: str) -> list[dict[str, Any]]:
    """The witnesses of a file written by ``--save-witness`` (one, or several under
    ``witnesses``), checked for shape."""
    try:
        data = json.loads(Path(path).read_text())
    except OSError as exc:
        raise WitnessError(f"cannot read {path}: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise WitnessError(f"{path}:{exc.lineno}:{exc.colno}: not JSON ({exc.msg})") from None
    found = data.get("witnesses") if isinstance(data, dict) and "witnesses" in data else [data]
    if not isinstance(found, list) or not found:
        raise WitnessError(f"{path}: expected a witness written by --save-witness")
    for w in found:
        if not isinstance(w, dict) or w.get("format") != FORMAT:
            raise WitnessError(f"{path}: not a ctreelab witness (expected \"format\": "
                               f"\"{FORMAT}\")")
        choices = w.get("choices")
        if not isinstance(choices, list) or not all(type(c) is int for c in choices) or \
                not isinstance(w.get("target"), str) or not isinstance(w.get("args"), dict):
            raise WitnessError(f"{path}: a witness needs \"target\", \"args\" and a list of "
                               "integer \"choices\"")
    return found


def check_unchanged(path: str, w: dict[str, Any]) -> None:
    """The program and spec still have the bytes the witness was recorded on."""
    for key in ("program", "spec"):
        name = w.get(key)
        if name is None:
            continue
        now = digest(name)
        if now != w.get(f"{key}_sha256"):
            raise WitnessError(f"{path}: {name} changed since the witness was recorded "
                               f"(sha256 {str(w.get(f'{key}_sha256'))[:12]}…, now {str(now)[:12]}…)")
