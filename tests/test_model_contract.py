"""The plugin-author contract (issue 23): answers are checked, and ``ctreelab.testing``
catches each kind of broken model with a message that says what is wrong."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ctreelab.boundary import ComponentError
from ctreelab.events import Alloc, Read, Write
from ctreelab.footprint import Footprint
from ctreelab.hookspecs import hookimpl
from ctreelab.memory import MemoryModel, step
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.testing import SHAPES, ModelChecker
from ctreelab.values import UNDEF
from ctreelab_plugins.memory_sc.model import SC

from helpers import EXAMPLES


class ForgetsAlloc(MemoryModel):
    """What a newcomer writes first: reads and writes, every other event a plain step —
    so ``Alloc`` (the thread handle of ``thrd_create``) is answered with ``None``."""

    name = "forgets-alloc"

    def initial_state(self, layout: Any) -> Any:
        return tuple(sorted(layout.initial))

    def handle(self, tid: int, event: Any, state: Any) -> Any:
        cells = dict(state)
        if type(event) is Read:
            return step(cells.get(event.addr, UNDEF), state)
        if type(event) is Write:
            cells[event.addr] = event.value
            return step(None, tuple(sorted(cells.items())))
        return step(None, state)

    def value_at(self, state: Any, addr: int) -> Any:
        return dict(state).get(addr, UNDEF)


def _plugin(*models: type) -> Any:
    class Plugin:
        @hookimpl
        def ctreelab_register_memory_models(self) -> list[type]:
            return list(models)
    return Plugin()


def failure(model: type, program: str) -> str:
    """The one-line error of running ``examples/<program>`` under ``model`` (registered
    in-process by the plugin ``p``)."""
    pipeline = build(PipelineSpec(program=str(EXAMPLES / program), memory=model.name),
                     Registry.discover(extra=[("p", _plugin(model))]))
    with pytest.raises(ComponentError) as info:
        pipeline.run()
    return str(info.value)


def test_a_wrong_answer_is_one_line_naming_the_event_and_the_answer() -> None:
    assert failure(ForgetsAlloc, "sb.muir") == (
        f"memory model 'forgets-alloc' (plugin 'p', (registered in-process) -) failed "
        f"while running {EXAMPLES / 'sb.muir'}: ContractError: answered Alloc(size=4) with "
        f"None, but the answer to Alloc must be the base address of the size fresh cells (an "
        f"int, or a pointer value of a provenance-aware model) (see the plugin guide's event "
        f"table)")


def test_handle_returning_no_tree_is_named() -> None:
    class NoTree(ForgetsAlloc):
        name = "no-tree"

        def handle(self, tid: int, event: Any, state: Any) -> Any:
            return None

    assert failure(NoTree, "mp.muir") == (
        f"memory model 'no-tree' (plugin 'p', (registered in-process) -) failed "
        f"while running {EXAMPLES / 'mp.muir'}: ContractError: handle() returned None for "
        f"Alloc(size=4), not a tree; return step(answer, new_state) (ctreelab.memory.step) or a "
        f"tree computing that pair")


def test_shapes_are_programs_of_every_memory_event(tmp_path: Path) -> None:
    """The shapes run under sc with their SC outcomes (SB: never both 0)."""
    checker = ModelChecker("sc", tmp_path)
    assert checker.outcomes("SB") == {"done  r0=0 r1=1 ret=0", "done  r0=1 r1=0 ret=0",
                                      "done  r0=1 r1=1 ret=0"}
    assert checker.outcomes("CAS") == {"done  x=1 r0=0 r1=1 ret=0", "done  x=2 r0=2 r1=0 ret=0"}
    assert checker.outcomes("alloc+join") == {"done  r0=7 r1=0 ret=0", "done  r0=7 r1=1 ret=0"}
    assert checker.outcomes("SB", "tso") - checker.outcomes("SB") == {"done  r0=0 r1=0 ret=0"}
    assert len(SHAPES) == 12


def test_the_builtin_models_pass(tmp_path: Path) -> None:
    for model in ("tso", "promising"):
        checker = ModelChecker(model, tmp_path)
        for shape in ("SB", "MP", "RMW", "alloc+join"):
            checker.check_includes_sc(shape)
            checker.check_footprint_sound(shape)
            checker.check_states(shape)


class Unsound(SC):
    """SC claiming that every access touches nothing shared."""

    name = "unsound"

    def footprint(self, tid: int, event: Any) -> Footprint:
        return ()


def test_an_unsound_footprint_is_found(tmp_path: Path) -> None:
    checker = ModelChecker(Unsound, tmp_path)
    with pytest.raises(AssertionError) as info:
        checker.check_footprint_sound("SB")
    assert str(info.value) == (
        "SB: unsound's footprint is unsound: with reduction the outcomes are "
        "['done  r0=0 r1=1 ret=0'], without ['done  r0=0 r1=1 ret=0', 'done  r0=1 r1=0 ret=0', "
        "'done  r0=1 r1=1 ret=0'] (missing with reduction: ['done  r0=1 r1=0 ret=0', "
        "'done  r0=1 r1=1 ret=0'])")


class Stale(SC):
    """Reads always see the initial value: stronger than nothing, weaker than SC misses."""

    name = "stale"

    def handle(self, tid: int, event: Any, state: Any) -> Any:
        if type(event) is Read:
            return step(0, state)
        return super().handle(tid, event, state)


def test_a_model_missing_sc_outcomes_is_found(tmp_path: Path) -> None:
    with pytest.raises(AssertionError) as info:
        ModelChecker(Stale, tmp_path).check_includes_sc("MP")
    assert str(info.value) == (
        "MP: stale misses outcomes that sc has: ['done  r0=0 r1=1 ret=0', "
        "'done  r0=1 r1=1 ret=0'] (it has "
        "['done  r0=0 r1=0 ret=0'])")


class Cells:
    """A mutable memory with value equality: hashable, but changed in place."""

    def __init__(self, items: dict[int, Any]) -> None:
        self.items = items

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Cells) and self.items == other.items

    def __hash__(self) -> int:
        return 0

    def __repr__(self) -> str:
        return f"Cells({self.items})"


class InPlace(ForgetsAlloc):
    name = "in-place"

    def initial_state(self, layout: Any) -> Any:
        return Cells(dict(layout.initial))

    def handle(self, tid: int, event: Any, state: Any) -> Any:
        if type(event) is Write:
            state.items[event.addr] = event.value
            return step(None, state)
        if type(event) is Alloc:
            return step(100, state)
        if type(event) is Read:
            return step(state.items.get(event.addr, UNDEF), state)
        return step(None, state)

    def value_at(self, state: Any, addr: int) -> Any:
        return state.items.get(addr, UNDEF)


def test_a_mutated_state_is_found(tmp_path: Path) -> None:
    with pytest.raises(AssertionError, match=r"^CoRR: the state after initial_state was "
                       r"mutated later: it was Cells\(\{1: 0, 2: 0, 3: 0\}\), it is Cells\(\{1: "
                       r"1, 2: \d, 3: \d\}\) \(states must be immutable: return a new one\)"):
        ModelChecker(InPlace, tmp_path).check_states("CoRR")


def test_an_unhashable_state_is_found(tmp_path: Path) -> None:
    class Listed(ForgetsAlloc):
        name = "listed"

        def initial_state(self, layout: Any) -> Any:
            return [1]

    with pytest.raises(AssertionError) as info:
        ModelChecker(Listed, tmp_path).check_states("CoRR")
    assert str(info.value) == ("CoRR: the state after initial_state is not hashable "
                               "(unhashable type: 'list'): [1]")
    assert failure(Listed, "mp.muir") == (
        f"memory model 'listed' (plugin 'p', (registered in-process) -) failed while "
        f"running {EXAMPLES / 'mp.muir'}: ContractError: initial_state() returned [1], which is "
        f"not hashable (TypeError: unhashable type: 'list'); states must be hashable and "
        f"immutable")
