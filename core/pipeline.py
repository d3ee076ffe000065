"""Composing a language, stages, a memory model and a scheduler into a checked pipeline.

A :class:`PipelineSpec` is plain data (from a TOML file or the command line).  ``build``
resolves every name through the registry, validates options, loads the program, and checks
the stack before anything runs: every event the language emits must be consumed by some
stage (halting events excepted: they become outcomes).
"""

from __future__ import annotations

import hashlib
import stat
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import __version__
from .boundary import Suspect, component_error, doing, suspect
from .budget import BudgetExceeded, exploring, loading, memory_budget, started_at
from .component import OptionError
from .errors import (
    CtreelabError,
    LoadBudgetError,
    PipelineError,
    ProgramError,
    SpecError,
    UnknownName,
)
from .events import Exit, Halt
from .footprint import AT_EXIT, Footprint
from .memory import MemoryModel, MemoryStage
from .outcome import RunResult, budget_outcome
from .program import Language, Program
from .registry import Registry
from .scheduler import Scheduler
from .stage import LEVELS, RunContext, Stage
from .tree import Tree


@dataclass(frozen=True)
class Located:
    """A value from a spec with the position it came from (for error messages)."""

    path: str
    line: int | None = None
    col: int | None = None

    def error(self, message: str) -> SpecError:
        return SpecError(self.path, self.line, self.col, message)


@dataclass(frozen=True)
class StageSpec:
    use: str
    options: dict[str, Any] = field(default_factory=dict)
    where: Located | None = None
    option_where: dict[str, Located] = field(default_factory=dict)


@dataclass(frozen=True)
class PipelineSpec:
    program: str
    language: str | None = None
    stages: tuple[StageSpec, ...] | None = None  # None: the language's default stack
    memory: str | None = None  # overrides the model of the memory stage
    scheduler: str = "exhaustive"
    scheduler_options: dict[str, Any] = field(default_factory=dict)
    observe: tuple[str, ...] = ()
    source: str | None = None  # the spec file, if any
    where: dict[str, Located] = field(default_factory=dict)  # positions of spec keys
    overrides: tuple[str, ...] = ()  # command-line flags applied, for the header
    entry: str | None = None  # run this function (no arguments) instead of main
    # options of the language ([program] keys such as cflags, nondet-range; CLI flags)
    language_options: dict[str, Any] = field(default_factory=dict)
    races: str | None = None  # [checks] races / --races; None: the language's default


class Pipeline:
    def __init__(self, spec: PipelineSpec, language: Language, program: Program,
                 stages: list[Stage], scheduler: Scheduler,
                 registry: Registry | None = None) -> None:
        self.spec = spec
        self.registry = registry
        self.language = language
        self.program = program
        self.stages = stages
        self.scheduler = scheduler
        scheduler.source = spec
        # large zero-initialised storage as zero regions, if every memory model reads them
        self.layout = program.layout(_zero_regions(stages))
        # when loading began: the exploration's timeout counts from there (set by build)
        self.load_started: float | None = None
        # the stage that handles each event class (the first that consumes it)
        self.handler_of = {c: s for s in reversed(stages) for c in s.consumed()}
        # what an exit that ends the program while other threads still run (C's exit,
        # main's return in C) sees: the observed globals' bytes, up to the next global
        # (see footprint.AT_EXIT); nothing in a language whose programs end only when every
        # thread is done
        self.seen_at_exit: tuple[tuple[int, int], ...] = ()
        if Exit in language.emits and self.observed:
            starts = sorted(set(self.layout.addresses.values()) | {self.layout.first_free})
            self.seen_at_exit = tuple(
                (a, next((b for b in starts if b > a), a + 1))
                for a in (self.layout.addresses[n] for n in self.observed
                          if n in self.layout.addresses))

    # -- running ----------------------------------------------------------------------------

    def context(self, trace: bool = False) -> RunContext:
        races = self.spec.races or self.program.races
        models = [s.model for s in self.stages if isinstance(s, MemoryStage)]
        latest = all(m.reads_latest(self.program) for m in models)
        records = races != "ignore" and bool(models) and (latest or all(
            type(m).stale is not MemoryModel.stale for m in models))
        return RunContext(self.program, self.layout, self.observed, trace, self.footprint,
                          races, records, records and not latest, self.seen_at_exit)

    def footprint(self, tid: int, event: Any) -> Footprint:
        """The footprint of a thread's event, from the stage that handles it."""
        stage = self.handler_of.get(type(event))
        if stage is None:
            return None
        fp = stage.footprint(tid, event)
        if fp and any(a.space == AT_EXIT for a in fp):
            fp = tuple(a for a in fp if a.space != AT_EXIT or any(
                a.start < end and start < a.end for start, end in self.seen_at_exit))
        return fp

    @property
    def observed(self) -> tuple[str, ...]:
        """The globals whose final values are observed: the spec's, else the program's."""
        return self.spec.observe or self.program.observe

    def tree(self, trace: bool = False) -> Tree:
        """The final tree of the program (only branches, results and halts remain)."""
        ctx = self.context(trace)
        per_function = [s for s in self.stages if s.level == "function"]
        combine = next(s for s in self.stages if s.level == "program")
        whole = [s for s in self.stages if s.level == "tree"]
        program = self.program
        program.use_events(_consumed(self.stages))

        def function(name: str, args: tuple[Any, ...]) -> Tree:
            t = program.denote(name, args)
            for s in per_function:
                t = s.apply_function(ctx, name, t)
            return t

        t = combine.combine(ctx, function)
        for s in whole:
            t = s.apply(ctx, t)
        return t

    def run(self, trace: bool = False) -> RunResult:
        """Explore the program with the scheduler.  A budget exception that escapes the
        scheduler is a budget outcome; any other exception from a component is a
        :class:`~ctreelab.boundary.ComponentError` naming it."""
        start = time.perf_counter()
        origin, self.load_started = self.load_started, None  # only the first run
        try:
            with memory_budget(_budgets(self.scheduler).get("max-memory")), exploring(), \
                    started_at(origin):
                result = self.scheduler.explore(lambda: self.tree(trace), trace)
        except BudgetExceeded as exc:
            result = RunResult(trace=[] if trace else None)
            result.add(budget_outcome(exc.reason))
            result.stats = {"executions": 0}
        except CtreelabError:
            raise
        except Exception as exc:
            raise component_error(exc, self.suspects(), f"running {self.spec.program}",
                                  f"scheduler {self.scheduler.name!r}") from exc
        result.stats.setdefault("time", time.perf_counter() - start)
        return result

    def suspects(self) -> list[Suspect]:
        """The components of this pipeline, innermost layers first."""
        reg = self.registry
        found: list[tuple[Any, str]] = [(self.language, "language")]
        for s in self.stages:
            found.append((s, "stage"))
            if isinstance(s, MemoryStage) or hasattr(s, "model"):
                found.append((s.model, "memory model"))
        found.append((self.scheduler, "scheduler"))
        return [suspect(c, kind, reg.origin_of(c) if reg else None) for c, kind in found]

    def header(self) -> str:
        """One line that says exactly what ran (reproducible, flags included)."""
        stack = " → ".join(s.label() for s in self.stages)
        entry = f", entry @{self.spec.entry}" if self.spec.entry else ""
        parts = [f"ctreelab {__version__}",
                 f"program {self.spec.program} ({self.language.name}{entry})",
                 f"stages {stack}",
                 f"scheduler {self.scheduler.label()}"]
        if self.spec.source:
            parts.insert(1, f"spec {self.spec.source}")
        if self.spec.overrides:
            parts.append("flags " + " ".join(self.spec.overrides))
        return " · ".join(parts)

    def describe(self) -> dict[str, Any]:
        return {
            "version": __version__, "spec": self.spec.source, "program": self.spec.program,
            "language": self.language.name, "stages": [s.label() for s in self.stages],
            "memory": next((s.model.label() for s in self.stages
                            if isinstance(s, MemoryStage)), None),
            "scheduler": self.scheduler.label(), "scheduler_options": self.scheduler.config,
            "observe": list(self.observed), "flags": list(self.spec.overrides),
            "entry": self.spec.entry,
        }


# --- building ------------------------------------------------------------------------------


def build(spec: PipelineSpec, registry: Registry) -> Pipeline:
    """Resolve, construct and check a pipeline; load its program.  An exception from a
    component (not a domain error) becomes a :class:`~ctreelab.boundary.ComponentError`."""
    try:
        return _build(spec, registry)
    except CtreelabError:
        raise
    except BudgetExceeded as exc:  # --timeout, --max-memory while loading
        raise LoadBudgetError(spec.program, exc.reason) from exc
    except SyntaxError as exc:  # a front-end's reader refusing its input
        raise ProgramError(spec.program, exc.lineno, None, str(exc.msg)) from exc
    except RecursionError as exc:  # a reader that recurses on nesting (e.g. types)
        raise ProgramError(spec.program, None, None, "nested too deeply for the "
                           f"{spec.language or 'front-end'!s} reader") from exc
    except MemoryError as exc:
        raise ProgramError(spec.program, None, None, "too large to load: out of memory") \
            from exc
    except UnicodeDecodeError as exc:  # e.g. an LLVM name made of bytes that are not UTF-8
        raise ProgramError(spec.program, None, None, "a name or string that is not UTF-8 "
                           f"text ({exc.reason}); the front-end cannot read it") from exc
    except ValueError as exc:
        if "integer string conversion" not in str(exc):
            raise component_error(exc, registry.suspects(), f"loading {spec.program}") from exc
        raise ProgramError(spec.program, None, None, "an integer literal longer than "
                           f"{sys.get_int_max_str_digits()} digits (not supported)") from exc
    except Exception as exc:
        raise component_error(exc, registry.suspects(), f"loading {spec.program}") from exc


def _build(spec: PipelineSpec, registry: Registry) -> Pipeline:
    where = spec.where
    here = Located(spec.source or "<command line>")

    def at(key: str) -> Located:
        return where.get(key, here)

    language_cls = (_lookup(registry, "language", spec.language, at("program.language"))
                    if spec.language else registry.language_for(spec.program))
    language = _construct(language_cls, spec.language_options, at("program.language"),
                          {k: at(f"program.{k}") for k in spec.language_options})
    scheduler_cls = _lookup(registry, "scheduler", spec.scheduler, at("scheduler"))
    scheduler = _construct(scheduler_cls, spec.scheduler_options,
                           at("scheduler"), {k: at(f"scheduler.{k}") for k in spec.scheduler_options})
    stage_specs = spec.stages
    if stage_specs is None:
        stage_specs = tuple(StageSpec(name) for name in language_cls.default_stages)
    stages = [_stage(s, spec, registry, here) for s in stage_specs]
    _check_order(stages, stage_specs, here)
    # a stage whose work a later one does (allocation tracking under a model that tracks
    # allocations itself) is left out
    stages = [s for i, s in enumerate(stages) if not s.superseded(stages[i + 1:])]
    config = _budgets(scheduler)
    with memory_budget(config.get("max-memory")), loading(config.get("timeout")) as started:
        return _load(spec, language, stages, scheduler, registry, at, started)


def _load(spec: PipelineSpec, language: Language, stages: list[Stage], scheduler: Scheduler,
          registry: Registry, at: Any, started: float) -> Pipeline:
    """Load the program and make the pipeline (inside the loading budget)."""
    with doing(f"loading {spec.program}"):
        program = _loaded(language, Path(spec.program), stages)
    if spec.entry:
        program = program.with_entry(spec.entry)
    missing = program.missing_entry()
    if missing:
        raise ProgramError(spec.program, None, None, missing)
    _check_events(language, stages)
    pipeline = Pipeline(spec, language, program, stages, scheduler, registry)
    for name in spec.observe:
        if name not in pipeline.layout.addresses:
            known = ", ".join(g.name for g in program.globals) or "none"
            raise at("observe.globals").error(
                f"observed global {name!r} is not a global of {spec.program} (known: {known})")
    pipeline.load_started = started
    return pipeline


def _consumed(stages: list[Stage]) -> frozenset[type]:
    """Every event class some stage of the stack consumes (``Program.use_events``)."""
    return frozenset(c for s in stages for c in s.consumed())


def _zero_regions(stages: list[Stage]) -> bool:
    """Whether large zero-initialised storage is laid out as zero regions: when every
    memory model of the stack reads them."""
    return all(s.model.zero_regions for s in stages if isinstance(s, MemoryStage))


# The programs loaded last, of languages that share them (``Language.shares_programs``),
# by file content, language options and what of the stack the program depends on: the
# events consumed (its modes) and the layout.  Compiling a module costs more than
# exploring a small program, and ``outcomes``, ``refine``, the distributed workers and the
# tests load one file once per model.
PROGRAMS_KEPT = 8
_PROGRAMS: dict[tuple[Any, ...], Program] = {}


def _loaded(language: Language, path: Path, stages: list[Stage]) -> Program:
    """``language.load(path)``, or the program an earlier pipeline of the same key loaded."""
    key = None
    if path.suffix in language.shares_programs:
        digest = _digest(path)
        if digest is not None:
            key = (type(language), repr(sorted(language.config.items())), str(path), digest,
                   _consumed(stages), _zero_regions(stages))
    program = _PROGRAMS.pop(key, None) if key is not None else None
    if program is None:
        program = language.load(path)
    if key is not None:
        _PROGRAMS[key] = program  # the most recent last
        while len(_PROGRAMS) > PROGRAMS_KEPT:
            del _PROGRAMS[next(iter(_PROGRAMS))]
    return program


def _digest(path: Path) -> bytes | None:
    """The digest of a regular file's content (a file rewritten within the clock's
    resolution is still told apart), or ``None`` (loading then says why it cannot be
    read; a FIFO or a device is not read here)."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            return None
        return hashlib.blake2b(path.read_bytes(), digest_size=16).digest()
    except OSError:
        return None


def _budgets(scheduler: Scheduler) -> dict[str, Any]:
    """The scheduler's options, where its budgets are (none for a scheduler without a
    ``config``)."""
    config = getattr(scheduler, "config", None)
    return config if isinstance(config, dict) else {}


def _lookup(registry: Registry, kind: str, name: str, where: Located) -> Any:
    try:
        return registry.get(kind, name)
    except UnknownName as exc:
        if where.line is None:
            raise
        raise where.error(str(exc)) from None


def _construct(cls: Any, options: dict[str, Any], where: Located,
               option_where: dict[str, Located] | None = None) -> Any:
    try:
        return cls(**options)
    except OptionError as exc:
        raise (option_where or {}).get(exc.key, where).error(str(exc)) from None


def _stage(s: StageSpec, spec: PipelineSpec, registry: Registry, here: Located) -> Stage:
    where = s.where or here
    cls = _lookup(registry, "stage", s.use, where)
    if cls is MemoryStage or getattr(cls, "hosts_memory_model", False):
        options = dict(s.options)
        model_name = options.pop("model", "sc")
        if not isinstance(model_name, str) or not model_name:
            raise s.option_where.get("model", where).error(
                f"option 'model' must be the name of a memory model, got {model_name!r}")
        if spec.memory and spec.memory != model_name:
            model_name, options = spec.memory, {}  # the spec's options were for another model
        model_where = s.option_where.get("model", where) if not spec.memory else here
        model_cls = _lookup(registry, "memory model", model_name, model_where)
        model: MemoryModel = _construct(model_cls, options, where, s.option_where)
        stage: Stage = cls(model)
        return stage
    stage = _construct(cls, s.options, where, s.option_where)
    return stage


def _check_order(stages: list[Stage], specs: tuple[StageSpec, ...], here: Located) -> None:
    levels = [LEVELS.index(s.level) for s in stages]
    combiners = [s for s in stages if s.level == "program"]
    if len(combiners) != 1:
        names = ", ".join(s.name for s in combiners) or "none"
        raise (specs[0].where if specs and specs[0].where else here).error(
            f"a pipeline needs exactly one program-level stage such as 'interleave' "
            f"(found: {names})")
    hosts = [i for i, s in enumerate(stages) if isinstance(s, MemoryStage)
             or getattr(s, "hosts_memory_model", False)]
    if len(hosts) > 1:
        raise (specs[hosts[1]].where or here).error(
            f"a pipeline has at most one memory stage (found {len(hosts)}: "
            f"{', '.join(stages[i].label() for i in hosts)})")
    for i in range(1, len(stages)):
        if levels[i] < levels[i - 1]:
            where = specs[i].where or here
            raise where.error(
                f"stage {stages[i].name!r} ({stages[i].level} level) cannot come after "
                f"{stages[i - 1].name!r} ({stages[i - 1].level} level); the order is "
                f"function stages, then the program stage, then tree stages")


def _check_events(language: Language, stages: list[Stage]) -> None:
    remaining = set(language.emits)
    for s in stages:
        remaining -= set(s.consumed())
        remaining |= set(s.introduced())
    unhandled = sorted(c.__name__ for c in remaining if not issubclass(c, Halt))
    if unhandled:
        stack = " → ".join(s.label() for s in stages)
        raise PipelineError(
            f"event{'s' if len(unhandled) > 1 else ''} {', '.join(unhandled)} emitted by "
            f"language {language.name!r} {'are' if len(unhandled) > 1 else 'is'} consumed by "
            f"no stage (stages: {stack})")
