"""Bounded refinement checking: does TARGET refine SOURCE (issue 6)?

Both pipelines are explored with the ``exhaustive`` scheduler (any other scheduler named by a
spec is replaced, and its options dropped; ``max-states``/``timeout`` given to the exhaustive
scheduler are kept).  TARGET refines SOURCE when every outcome of TARGET is *allowed* by
SOURCE.  This is the paper's refinement (two-phase memory model paper §4.4, digest §5)

    P ⊒ Q  :=  ∀t' ∈ Q. ∃t ∈ P. hasUB(t) ∨ eutt_oom(t, t')

read over finished executions (outcomes) instead of trees.  The rules, in order:

1. **Source UB allows anything.**  If some execution of SOURCE has undefined behaviour,
   every TARGET outcome is allowed (``∃t. hasUB(t)``: UB is time-travelling, so it also
   covers output printed before it, digest §9 #21 "a program that prints then hits UB refines
   to anything").  The paper's definition is whole-execution, not per observable prefix, so
   neither is this check.  A source UB outcome found before a budget ran out still proves
   refinement.
2. **Target OOM** (``trigger O`` refines any tree in ``eutt_oom``) is allowed by every
   source outcome whose output continues what the target printed before running out of
   memory (halting outcomes carry the output printed before them; without an ``io`` stage
   there is none, and every target OOM is allowed).  A SOURCE OOM allows nothing but a
   target OOM.
3. **Target UB** is allowed only by rule 1.
4. **Done** target outcomes need a done source outcome with the same observed names and, per
   name, an allowed value; the same for ``ret`` (the return value of main or of the entry
   function; for litmus tests a :class:`~ctreelab.values.Record` of the final registers,
   compared register by register, by name; ``compare_ret=False`` / ``--ignore-ret`` skips
   ``ret``).  Observed values are the observed globals
   (``--observe``, else each program's default) and, when the stack has an ``io`` stage,
   the whole printed ``output``, which must be equal.
5. **Values**: a source ``undef`` allows any target value at that position (also inside
   records and tuples); a target ``undef`` is allowed only by a source ``undef`` (it stands
   for every value; the check does not try to cover it by a set of source outcomes, so it is
   conservative there).  Other values must be equal.
6. **Assertion failures, failures and deadlocks** of the target need a source outcome of the
   same kind with the same message (``reason``; the location and thread are not compared,
   since a transformation may move code) and the same output printed before it.
7. **Divergence is not an outcome**: executions the explorer cuts as cycles (spin loops)
   contribute nothing on either side, so a target that diverges where the source terminates
   is not detected.

Verdicts: ``refines`` (rule 1 applies, or both explorations are complete and no target
outcome is unallowed); ``does not refine`` (some target outcome is unallowed and the SOURCE
exploration is complete — a target outcome found before a target budget ran out is a real
behaviour, so the counterexample stands); ``unknown`` otherwise (a budget was hit: the answer
is not a proof either way).  :func:`check_refinement` is the API; ``ctreelab refine`` the CLI.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .errors import CtreelabError
from .outcome import Outcome
from .pipeline import Pipeline, PipelineSpec, build
from .registry import Registry
from .values import UNDEF, Record

REFINES = "refines"
DOES_NOT_REFINE = "does not refine"
UNKNOWN = "unknown"


class RefinementError(CtreelabError):
    """Two pipelines that cannot be compared (e.g. they observe different globals)."""


@dataclass(frozen=True)
class Side:
    """One explored program: its pipeline description, outcomes (sorted) and statistics."""

    pipeline: dict[str, Any]
    header: str
    outcomes: tuple[Outcome, ...]
    counts: tuple[int, ...]
    stats: dict[str, Any]

    @property
    def budget(self) -> Outcome | None:
        """The budget outcome, if the exploration was cut short."""
        return next((o for o in self.outcomes if o.kind == "budget"), None)

    @property
    def behaviours(self) -> tuple[Outcome, ...]:
        return tuple(o for o in self.outcomes if o.kind != "budget")

    def to_json(self) -> dict[str, Any]:
        return {"pipeline": self.pipeline,
                "outcomes": [dict(o.to_json(), count=n)
                             for o, n in zip(self.outcomes, self.counts, strict=True)],
                "budget": self.budget.reason if self.budget else None,
                "stats": self.stats}


@dataclass(frozen=True)
class Refinement:
    """The result of :func:`check_refinement`."""

    verdict: str  # REFINES | DOES_NOT_REFINE | UNKNOWN
    reason: str  # one line: why this verdict
    source: Side
    target: Side
    counterexamples: tuple[Outcome, ...]  # every target outcome the source does not allow
    compared_with: tuple[Outcome, ...]  # the source outcomes the first one was compared with
    source_ub: Outcome | None  # the source UB outcome that allows everything (rule 1)

    @property
    def refines(self) -> bool:
        return self.verdict == REFINES

    @property
    def counterexample(self) -> Outcome | None:
        return self.counterexamples[0] if self.counterexamples else None

    @property
    def source_outcomes(self) -> tuple[Outcome, ...]:
        return self.source.outcomes

    @property
    def target_outcomes(self) -> tuple[Outcome, ...]:
        return self.target.outcomes

    @property
    def source_budget(self) -> bool:
        return self.source.budget is not None

    @property
    def target_budget(self) -> bool:
        return self.target.budget is not None

    @property
    def inconclusive(self) -> bool:
        return self.verdict == UNKNOWN

    def to_json(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "refines": self.refines, "reason": self.reason,
                "counterexample": self.counterexample.to_json() if self.counterexample else None,
                "counterexamples": [o.to_json() for o in self.counterexamples],
                "compared_with": [o.to_json() for o in self.compared_with],
                "source_ub": self.source_ub.to_json() if self.source_ub else None,
                "source": self.source.to_json(), "target": self.target.to_json()}


# --- the rules -----------------------------------------------------------------------------


def value_allows(src: Any, tgt: Any) -> bool:
    """Rule 5: may a target value ``tgt`` stand where the source has ``src``?"""
    if src is UNDEF:
        return True
    if tgt is UNDEF:
        return False
    if isinstance(src, Record) or isinstance(tgt, Record):
        return (isinstance(src, Record) and isinstance(tgt, Record)
                and named_allows(tuple(src), tuple(tgt)))
    if isinstance(src, tuple) and isinstance(tgt, tuple):
        return len(src) == len(tgt) and all(
            value_allows(s, t) for s, t in zip(src, tgt, strict=True))
    if isinstance(src, tuple) or isinstance(tgt, tuple):
        return False
    return bool(src == tgt)


def named_allows(src: tuple[tuple[str, Any], ...], tgt: tuple[tuple[str, Any], ...]) -> bool:
    """Same names (in any order) and, per name, an allowed value."""
    s, t = dict(src), dict(tgt)
    return s.keys() == t.keys() and all(value_allows(s[k], t[k]) for k in s)


def allows(src: Outcome, tgt: Outcome, compare_ret: bool = True) -> bool:
    """Does the single source outcome ``src`` allow the target outcome ``tgt``?
    (Rules 2–6; rule 1 — any source UB — is applied to the whole set by the caller.)
    ``compare_ret=False`` compares done outcomes on their observed values only."""
    if src.kind == "ub":
        return True
    if tgt.kind == "oom":  # the source's output went on from what the target printed
        return all(s.startswith(t) for s, t in zip(_output(src), _output(tgt)))
    if src.kind != tgt.kind:
        return False
    if tgt.kind == "done":
        return named_allows(src.observed, tgt.observed) and (
            not compare_ret or value_allows(src.ret, tgt.ret))
    if tgt.kind in ("assert", "failure", "deadlock"):
        return src.reason == tgt.reason and _output(src) == _output(tgt)
    return False  # target UB (rule 3), budget


def _output(o: Outcome) -> tuple[str, str]:
    """What an execution printed, to stdout and stderr (empty without an ``io`` stage)."""
    seen = dict(o.observed)
    return str(seen.get("output", "")), str(seen.get("stderr", ""))


def compare(source: Side, target: Side, compare_ret: bool = True) -> Refinement:
    """Apply the rules to two explored sides (see the module docstring for the verdicts)."""
    behaviours = source.behaviours
    source_ub = next((o for o in behaviours if o.kind == "ub"), None)
    if source_ub is not None:
        return Refinement(REFINES, f"the source has undefined behaviour ({source_ub.show()}), "
                          "which allows every target behaviour", source, target, (), (),
                          source_ub)
    same = set(behaviours)  # an equal source outcome allows a target one (UB aside: above)
    bad = tuple(t for t in target.behaviours
                if t not in same and not any(allows(s, t, compare_ret) for s in behaviours))
    compared = behaviours if bad else ()
    if bad and source.budget is None:
        n = len(bad)
        return Refinement(DOES_NOT_REFINE, f"{n} target outcome{'s' if n != 1 else ''} "
                          "not allowed by any source outcome", source, target, bad, compared,
                          None)
    if not bad and source.budget is None and target.budget is None:
        return Refinement(REFINES, "every target outcome is allowed by a source outcome",
                          source, target, (), (), None)
    cut = [f"{name} exploration stopped: {side.budget.reason}"
           for name, side in (("source", source), ("target", target)) if side.budget]
    why = "; ".join(cut)
    if bad:
        why += " (a target outcome is unmatched, but a missing source outcome may allow it)"
    return Refinement(UNKNOWN, why, source, target, bad, compared, None)


# --- running -------------------------------------------------------------------------------


def exhaustive(spec: PipelineSpec) -> PipelineSpec:
    """The spec with the ``exhaustive`` scheduler (other schedulers' options dropped)."""
    if spec.scheduler == "exhaustive":
        return spec
    keep = {k: v for k, v in spec.scheduler_options.items() if k in ("max-states", "timeout")}
    where = {k: v for k, v in spec.where.items() if not k.startswith("scheduler")}
    return replace(spec, scheduler="exhaustive", scheduler_options=keep, where=where)


def explore(pipeline: Pipeline) -> Side:
    result = pipeline.run()
    rows = result.sorted()
    return Side(pipeline.describe(), pipeline.header(), tuple(o for o, _ in rows),
                tuple(n for _, n in rows), dict(result.stats))


def check_refinement(source: PipelineSpec, target: PipelineSpec,
                     registry: Registry | None = None, compare_ret: bool = True) -> Refinement:
    """Explore both pipelines exhaustively and decide whether TARGET refines SOURCE.

    ``compare_ret=False`` ignores the return values (``ret``) and compares the observed values
    only: e.g. for litmus tests whose transformation renumbers threads, so that the register
    records cannot be compared by name.

    Raises :class:`~ctreelab.errors.CtreelabError` (one line) for bad input: unknown names,
    unreadable programs, an unknown entry function, or pipelines that observe different
    globals (they cannot be compared: choose common ones with ``observe``)."""
    registry = registry or Registry.discover()
    src = build(exhaustive(source), registry)
    tgt = build(exhaustive(target), registry)
    if set(src.observed) != set(tgt.observed):
        raise RefinementError(
            f"source observes ({', '.join(src.observed) or 'nothing'}) but target observes "
            f"({', '.join(tgt.observed) or 'nothing'}): choose common globals with --observe")
    return compare(explore(src), explore(tgt), compare_ret)
