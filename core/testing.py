"""``ctreelab.testing``: a pytest plugin that gives a memory model a test suite.

Installed with ctreelab (entry point group ``pytest11``), so its fixtures are available in
every test suite of an environment where ctreelab is installed.  A third-party model gets
its suite in five lines::

    from ctreelab.testing import MemoryModelTests
    from my_model import MyModel

    class TestMyModel(MemoryModelTests):
        model = MyModel            # the class, or the name of an installed model

For each of the standard litmus shapes (:data:`SHAPES`: store buffering, message passing,
load buffering, IRIW, 2+2W, coherence, read-modify-writes, compare-exchange, fences,
allocation and thread handles), the suite checks that

* every outcome under SC is an outcome of the model (a memory model weaker than or equal to
  SC: ``SC ⊆ model``) — :meth:`ModelChecker.check_includes_sc`;
* its ``footprint`` is sound: the exhaustive exploration with partial-order reduction finds
  the same outcome set as the one without (``reduced = unreduced``) —
  :meth:`ModelChecker.check_footprint_sound`;
* its states are hashable, compare by value, and are never mutated once produced, and
  every answer keeps the event contract (:mod:`ctreelab.contract`) —
  :meth:`ModelChecker.check_states`.

The fixtures: ``litmus_shape`` (parametrised over the shapes' names) and
``ctreelab_checker`` (a factory: ``ctreelab_checker(model, **options)`` gives a
:class:`ModelChecker`).  Models stronger than SC for some shape (none should be) or with
options set the class attributes ``options`` or ``baseline``.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import pytest

from .errors import CtreelabError
from .hookspecs import hookimpl
from .memory import MemoryModel
from .pipeline import PipelineSpec, StageSpec, build
from .registry import Registry
from .tree import Bind, Kont, Ret, Tree

# A thread is a list of instructions: ("st", location, value), ("ld", location, register),
# ("rmw", location, operand, register) (fetch-and-add), ("cas", location, expected, new,
# register), ("fence",), ("alloc", register) (alloca, store and load back).  Registers are
# observed as globals of their name.


@dataclass(frozen=True)
class Shape:
    """A litmus shape: shared locations, threads (the first is ``main``) and what is
    observed (every register, plus ``final`` locations)."""

    locations: tuple[str, ...]
    threads: tuple[tuple[tuple[Any, ...], ...], ...]
    final: tuple[str, ...] = ()
    handles: bool = False  # start threads with thrd_create/thrd_join (Alloc, handshakes)

    def registers(self) -> tuple[str, ...]:
        return tuple(op[-1] for thread in self.threads for op in thread
                     if op[0] in ("ld", "rmw", "cas", "alloc"))

    def observed(self) -> tuple[str, ...]:
        return (*self.final, *self.registers())

    def muir(self) -> str:
        """The shape as a μIR-thread program (relaxed accesses)."""
        lines = [f"@{g} = global 0" for g in (*self.locations, *self.registers())]
        for i, thread in enumerate(self.threads[1:], 1):
            lines += [f"define @t{i}(%arg) {{", "entry:", *_body(thread), "  ret 0", "}"]
        start = [(f"  %h{i} = thrd_create @t{i}, 0" if self.handles
                  else f"  %h{i} = spawn @t{i}, none, none, 0")
                 for i in range(1, len(self.threads))]
        joins = [f"  %j{i} = thrd_join %h{i}" for i in range(1, len(self.threads))
                 if self.handles]
        lines += ["define @main() {", "entry:", *start, *_body(self.threads[0]), *joins,
                  "  ret 0", "}"]
        return "\n".join(lines) + "\n"


def _body(thread: tuple[tuple[Any, ...], ...]) -> list[str]:
    out: list[str] = []
    for n, op in enumerate(thread):
        match op:
            case ("st", loc, value):
                out.append(f"  store monotonic {value}, @{loc}")
            case ("ld", loc, reg):
                out += [f"  %v{n} = load monotonic @{loc}", f"  store monotonic %v{n}, @{reg}"]
            case ("rmw", loc, operand, reg):
                out += [f"  %v{n} = rmw monotonic add @{loc}, {operand}",
                        f"  store monotonic %v{n}, @{reg}"]
            case ("cas", loc, expected, new, reg):
                out += [f"  %v{n} = cmpxchg monotonic @{loc}, {expected}, {new}",
                        f"  store monotonic %v{n}, @{reg}"]
            case ("fence",):
                out.append("  fence seq_cst")
            case ("alloc", reg):
                out += [f"  %p{n} = alloca 1", f"  store monotonic 7, %p{n}",
                        f"  %v{n} = load monotonic %p{n}", f"  store monotonic %v{n}, @{reg}"]
            case _:
                raise ValueError(f"unknown shape instruction {op!r}")
    return out


SHAPES: dict[str, Shape] = {
    "SB": Shape(("x", "y"), ((("st", "x", 1), ("ld", "y", "r0")),
                             (("st", "y", 1), ("ld", "x", "r1")))),
    "SB+fences": Shape(("x", "y"), ((("st", "x", 1), ("fence",), ("ld", "y", "r0")),
                                    (("st", "y", 1), ("fence",), ("ld", "x", "r1")))),
    "MP": Shape(("x", "y"), ((("st", "x", 1), ("st", "y", 1)),
                             (("ld", "y", "r0"), ("ld", "x", "r1")))),
    "LB": Shape(("x", "y"), ((("ld", "x", "r0"), ("st", "y", 1)),
                             (("ld", "y", "r1"), ("st", "x", 1)))),
    "IRIW": Shape(("x", "y"), ((("st", "x", 1),), (("st", "y", 1),),
                               (("ld", "x", "r0"), ("ld", "y", "r1")),
                               (("ld", "y", "r2"), ("ld", "x", "r3")))),
    "2+2W": Shape(("x", "y"), ((("st", "x", 1), ("st", "y", 2)),
                               (("st", "y", 1), ("st", "x", 2))), final=("x", "y")),
    "CoRR": Shape(("x",), ((("st", "x", 1),), (("ld", "x", "r0"), ("ld", "x", "r1")))),
    "S": Shape(("x", "y"), ((("st", "x", 2), ("st", "y", 1)),
                            (("ld", "y", "r0"), ("st", "x", 1))), final=("x",)),
    "WRC": Shape(("x", "y"), ((("st", "x", 1),), (("ld", "x", "r0"), ("st", "y", 1)),
                              (("ld", "y", "r1"), ("ld", "x", "r2")))),
    "RMW": Shape(("x",), ((("rmw", "x", 1, "r0"),), (("rmw", "x", 2, "r1"),)), final=("x",)),
    "CAS": Shape(("x",), ((("cas", "x", 0, 1, "r0"),), (("cas", "x", 0, 2, "r1"),)),
                 final=("x",)),
    "alloc+join": Shape(("x",), ((("alloc", "r0"), ("ld", "x", "r1")), (("st", "x", 1),)),
                        handles=True),
}


# --- watching a model's states ------------------------------------------------------------


@dataclass
class StateLog:
    """The states a watched model produced, each with a deep copy taken when it appeared,
    and the problems found with them."""

    seen: list[tuple[Any, Any, str]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def record(self, state: Any, where: str) -> None:
        try:
            hash(state)
        except TypeError as exc:
            self._problem(f"the state after {where} is not hashable ({exc}): {state!r}")
            return
        try:
            snapshot = copy.deepcopy(state)
        except Exception as exc:  # noqa: BLE001 - reported as a finding
            self._problem(f"the state after {where} cannot be copied ({exc})")
            return
        if snapshot != state or hash(snapshot) != hash(state):
            self._problem(f"the state after {where} does not equal a copy of itself (states "
                          f"must compare and hash by value, or equal configurations never "
                          f"merge): {state!r}")
            return
        if len(self.seen) < 20_000:
            self.seen.append((state, snapshot, where))

    def mutated(self) -> list[str]:
        """The states that changed after they were produced."""
        return [f"the state after {where} was mutated later: it was {snapshot!r}, it is "
                f"{state!r} (states must be immutable: return a new one)"
                for state, snapshot, where in self.seen if state != snapshot]

    def _problem(self, text: str) -> None:
        if text not in self.problems:
            self.problems.append(text)


def _watched(cls: type[MemoryModel], log: StateLog) -> type[MemoryModel]:
    """A subclass of ``cls`` that records every state it produces in ``log`` and checks its
    answers (it is registered under ``<name>~watched``)."""

    def after(where: str) -> Kont:
        def note(pair: Any) -> Tree:
            if type(pair) is tuple and len(pair) == 2:
                log.record(pair[1], where)
            return Ret(pair)
        return Kont(note, ("watched", where))

    class Watched(cls):  # type: ignore[valid-type,misc]
        name: ClassVar[str] = f"{cls.name}~watched"
        check_answers: ClassVar[bool] = True

        def initial_state(self, layout: Any) -> Hashable:
            state = super().initial_state(layout)
            log.record(state, "initial_state")
            return state  # type: ignore[no-any-return]

        def handle(self, tid: int, event: Any, state: Any) -> Tree:
            return Bind(super().handle(tid, event, state), after(f"handle({event!r})"))

        def created(self, tid: int, child: int, state: Any) -> Tree:
            return Bind(super().created(tid, child, state), after("created"))

        def joined(self, tid: int, child: int, state: Any) -> Tree:
            return Bind(super().joined(tid, child, state), after("joined"))

    Watched.__module__ = cls.__module__  # a failure inside names the model's plugin
    Watched.__qualname__ = f"{cls.__qualname__}~watched"
    return Watched


class _Plugin:
    """Registers the checker's classes in-process."""

    def __init__(self, classes: list[type[MemoryModel]]) -> None:
        self.classes = classes

    @hookimpl
    def ctreelab_register_memory_models(self) -> list[type[MemoryModel]]:
        return list(self.classes)


# --- the checks ---------------------------------------------------------------------------


class ModelChecker:
    """Runs a memory model (a class, or the name of an installed one) on the litmus
    :data:`SHAPES` (written as μIR-thread programs into ``folder``) and checks it."""

    def __init__(self, model: str | type[MemoryModel], folder: Path,
                 options: Mapping[str, Any] | None = None, baseline: str = "sc",
                 max_states: int = 200_000) -> None:
        self.folder, self.options, self.baseline = folder, dict(options or {}), baseline
        self.max_states = max_states
        self.log = StateLog()
        installed = Registry.discover(strict=False)
        if isinstance(model, str):
            cls: type[MemoryModel] = installed.get("memory model", model)
        else:
            cls = model
        if not (isinstance(cls, type) and issubclass(cls, MemoryModel)):
            raise TypeError(f"{cls!r} is not a subclass of ctreelab.memory.MemoryModel")
        self.model = cls
        registered = installed.components["memory model"].get(cls.name)
        extra: list[type[MemoryModel]] = [_watched(cls, self.log)]
        if registered is None:
            extra.append(cls)
        elif registered.component is not cls:
            raise ValueError(f"a different memory model named {cls.name!r} is installed "
                             f"({registered.origin()}); rename one of them")
        self.registry = Registry.discover(extra=[("ctreelab-testing", _Plugin(extra))],
                                          strict=False)

    def program(self, shape: str) -> Path:
        path = self.folder / f"{shape.replace('+', '_')}.muir"
        if not path.exists():
            path.write_text(SHAPES[shape].muir())
        return path

    def outcomes(self, shape: str, model: str | None = None, reduce: bool = True,
                 options: Mapping[str, Any] | None = None) -> set[str]:
        """The outcomes of ``shape`` under ``model`` (default: the checked one), as printed."""
        name = model or self.model.name
        opts = self.options if options is None and model is None else dict(options or {})
        stages = (StageSpec("vars"), StageSpec("interleave"),
                  StageSpec("memory", {"model": name, **opts}))
        spec = PipelineSpec(program=str(self.program(shape)), stages=stages,
                            scheduler_options={"reduce": reduce, "max-states": self.max_states},
                            observe=SHAPES[shape].observed())
        result = build(spec, self.registry).run()
        shown = {o.show() for o in result.outcomes}
        stopped = sorted(s for s in shown if s.startswith("budget"))
        if stopped:
            raise AssertionError(f"{shape} under {name}: the exploration stopped: {stopped[0]}")
        return shown

    def check_includes_sc(self, shape: str) -> None:
        """Every outcome of the baseline (SC) is an outcome of the model."""
        base = self.outcomes(shape, self.baseline)
        mine = self.outcomes(shape)
        missing = sorted(base - mine)
        if missing:
            raise AssertionError(
                f"{shape}: {self.model.name} misses outcomes that {self.baseline} has: "
                f"{missing} (it has {sorted(mine)})")

    def check_footprint_sound(self, shape: str) -> None:
        """Partial-order reduction (which trusts ``footprint``) changes no outcome."""
        reduced = self.outcomes(shape)
        unreduced = self.outcomes(shape, reduce=False)
        if reduced != unreduced:
            raise AssertionError(
                f"{shape}: {self.model.name}'s footprint is unsound: with reduction the "
                f"outcomes are {sorted(reduced)}, without {sorted(unreduced)} (missing with "
                f"reduction: {sorted(unreduced - reduced)})")

    def check_states(self, shape: str) -> None:
        """States are hashable, compare by value and are never mutated; answers keep the
        event contract (a contract error is raised by the run itself)."""
        try:
            self.outcomes(shape, f"{self.model.name}~watched", reduce=False,
                          options=self.options)
        except CtreelabError:  # a contract error, or what a broken state led to
            if not self.log.problems:
                raise
        problems = self.log.problems + self.log.mutated()
        self.log.seen.clear()
        self.log.problems.clear()
        if problems:
            raise AssertionError(f"{shape}: " + "; ".join(problems[:3]))

    def check_all(self, shapes: Iterator[str] | None = None) -> None:
        """Every check on every shape."""
        for shape in shapes or iter(SHAPES):
            self.check_includes_sc(shape)
            self.check_footprint_sound(shape)
            self.check_states(shape)


# --- pytest: fixtures and the five-line suite ------------------------------------------------


@pytest.fixture(params=sorted(SHAPES))
def litmus_shape(request: pytest.FixtureRequest) -> str:
    """The name of each standard litmus shape (:data:`SHAPES`) in turn."""
    return str(request.param)


@pytest.fixture
def ctreelab_checker(tmp_path: Path) -> Callable[..., ModelChecker]:
    """``ctreelab_checker(model, **options)``: a :class:`ModelChecker` for ``model`` (a
    class or the name of an installed memory model) with the model's ``options``."""
    def make(model: str | type[MemoryModel], **options: Any) -> ModelChecker:
        return ModelChecker(model, tmp_path, options)
    return make


class MemoryModelTests:
    """Subclass it as ``Test...`` and set ``model`` (a class or an installed model's name):
    pytest then runs the three checks on every shape.  ``options``: the model's options;
    ``baseline``: the model whose outcomes must be included (``sc``)."""

    model: ClassVar[str | type[MemoryModel] | None] = None
    options: ClassVar[Mapping[str, Any]] = {}
    baseline: ClassVar[str] = "sc"

    @pytest.fixture(scope="class")
    @classmethod
    def checker(cls, tmp_path_factory: pytest.TempPathFactory) -> ModelChecker:
        if cls.model is None:
            pytest.fail(f"{cls.__name__}: set the class attribute `model` to the memory "
                        f"model to test (its class or its name)")
        return ModelChecker(cls.model, tmp_path_factory.mktemp("shapes"), cls.options,
                            cls.baseline)

    def test_includes_sc(self, checker: ModelChecker, litmus_shape: str) -> None:
        checker.check_includes_sc(litmus_shape)

    def test_footprint_sound(self, checker: ModelChecker, litmus_shape: str) -> None:
        checker.check_footprint_sound(litmus_shape)

    def test_states_hashable_and_immutable(self, checker: ModelChecker,
                                           litmus_shape: str) -> None:
        checker.check_states(litmus_shape)
