"""Every key the exhaustive explorer uses to merge configurations and find cycles is made of
hashable, immutable values only (issue 25: a key holding the llvm front-end's mutable
``Function`` crashed every program whose threads call a helper that is not inlined).

The explorer's own ``key_of`` is wrapped so that each key it reads, at every branch of a
real exploration, is hashed and walked down to its leaves."""

from __future__ import annotations

import dataclasses
import enum
import types
from pathlib import Path
from typing import Any

import pytest
from ctreelab.fmap import FrozenMap
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.values import UNDEF, Sym
from ctreelab_plugins.schedulers import exhaustive

from helpers import EXAMPLES, ROOT

ATOMS = (int, float, str, bytes, type(None), range, enum.Enum, types.FunctionType,
         types.BuiltinFunctionType, type)


def mutable_parts(key: Any, walked: dict[int, Any] | None = None) -> list[str]:
    """The parts of ``key`` that are not immutable values, by type name (iterative).
    ``walked``: containers already walked, by id (kept alive there, so ids stay unique):
    keys share most of their structure."""
    bad: list[str] = []
    todo = [key]
    while todo:
        x = todo.pop()
        if isinstance(x, ATOMS) or x is UNDEF:
            continue
        if walked is not None:
            if id(x) in walked:
                continue
            walked[id(x)] = x
        if isinstance(x, tuple | frozenset):
            todo.extend(x)
        elif isinstance(x, FrozenMap):  # (keys and values apart: its pairs are made anew)
            todo.extend(x.keys())
            todo.extend(x.values())
        elif type(x) is Sym:
            todo.append(x.args)
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            if not type(x).__dataclass_params__.frozen:  # type: ignore[attr-defined]
                bad.append(type(x).__name__)
            todo.extend(getattr(x, f.name) for f in dataclasses.fields(x))
        else:
            bad.append(type(x).__name__)
    return bad


def test_the_walk_finds_mutable_parts() -> None:
    @dataclasses.dataclass
    class Mutable:
        a: int

    assert mutable_parts(("llvm", 1, (2, frozenset({3})), FrozenMap({4: (5,)}), UNDEF)) == []
    assert mutable_parts(("stack", (Mutable(1), 0))) == ["Mutable"]
    assert mutable_parts(("regs", [1, 2])) == ["list"]


# sequential runs of a million steps without a branch (they test stack safety elsewhere)
LONG_RUNS = {"loop.muir", "loop.ll"}


def programs() -> list[Path]:
    out = sorted(EXAMPLES.glob("*.muir")) + sorted((EXAMPLES / "litmus").glob("*.litmus"))
    out += sorted((EXAMPLES / "c").rglob("*.ll"))
    for folder in ("tests/promising_joins", "tests/soundness"):
        out += sorted((ROOT / folder).rglob("*.ll"))
    # the benchmark families at their smallest sizes (the larger ones are the same code)
    out += sorted(p for p in (ROOT / "benchmarks/programs").rglob("*.ll")
                  if p.stem.endswith(("_N2", "_N3")) or "_N" not in p.stem)
    return [p for p in out if p.name not in LONG_RUNS]


MODELS = ("sc", "tso", "promising")
CHUNKS = 3  # the programs in three tests, so that pytest -n spreads them


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_explored_key_is_hashable_and_immutable(chunk: int,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Each program under the three models in turn (compiled once: ``build`` keeps a
    loaded program for the next pipeline of the same kind)."""
    seen: dict[tuple[str, str], int] = {}
    bad: dict[str, set[str]] = {}
    current = ("", "")
    walked: dict[int, Any] = {}

    def checked_key_of(k: Any) -> Any:
        key = exhaustive_key_of(k)
        if key is not None:
            hash(key)
            seen[current] = seen.get(current, 0) + 1
            parts = mutable_parts(key, walked)
            if parts:
                bad.setdefault(" ".join(current), set()).update(parts)
        return key

    exhaustive_key_of = exhaustive.key_of
    monkeypatch.setattr(exhaustive, "key_of", checked_key_of)
    registry = Registry.discover()
    mine = programs()[chunk::CHUNKS]
    for path in mine:
        for model in MODELS:
            current = (str(path.relative_to(ROOT)), model)
            # (states and steps bound the work; the timeout, which loading counts against
            # too, only guards against a hang: a loaded machine loads a large example in
            # over 1 s)
            spec = PipelineSpec(program=str(path), memory=model,
                                scheduler_options={"max-states": 100, "max-steps": 2000,
                                                   "timeout": 30.0})
            build(spec, registry).run()
    assert bad == {}
    # the programs were explored and their keys read under every model (not a walk over
    # nothing)
    for model in MODELS:
        assert sum(m == model for _, m in seen) >= 40 // CHUNKS, (model, len(mine))
