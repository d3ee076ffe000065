"""Aggregate globals are observed whole, and C++ structures in namespaces (quoted LLVM
type names) run (issue 25); the type reader refuses types nested too deep with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ctreelab.errors import ProgramError
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.values import Array, Repeat, Struct, assemble, show, to_json
from typer.testing import CliRunner

from helpers import ROOT, shown

AGGREGATES = ROOT / "tests" / "aggregates"


def run(path: Path, model: str = "sc", observe: tuple[str, ...] = ()) -> set[str]:
    spec = PipelineSpec(program=str(path), memory=model, observe=observe)
    return shown(build(spec, Registry.discover()).run())


@pytest.mark.parametrize("model", ["sc", "tso", "promising", "twophase-inf"])
def test_aggregates_are_observed_whole_with_c_field_names(model: str) -> None:
    assert run(AGGREGATES / "globals.g.ll", model, ("s", "v", "cv", "u")) == {
        "done  s={a: 1, c: 120, p: [{lo: 2, hi: 3}, {lo: 4, hi: -1}], arr: [6, 7, 9]} "
        'v=[1, 5, 3] cv=[[1, 2], [3, 4]] u={i: 65} output="" ret=3'}


def test_without_debug_information_fields_are_shown_by_position() -> None:
    assert run(AGGREGATES / "globals.ll", "sc", ("s", "u")) == {
        'done  s={1, 120, [{2, 3}, {4, -1}], [6, 7, 9]} u={65} output="" ret=3'}


def test_json_gives_lists_and_objects() -> None:
    from ctreelab.cli import app
    result = CliRunner().invoke(app, ["run", str(AGGREGATES / "globals.g.ll"),
                                      "-o", "s,v", "--json"])
    assert result.exit_code == 0, result.output
    observed = json.loads(result.output)["outcomes"][0]["observed"]
    assert observed["v"] == [1, 5, 3]
    assert observed["s"] == {"a": 1, "c": 120, "p": [{"lo": 2, "hi": 3}, {"lo": 4, "hi": -1}],
                             "arr": [6, 7, 9]}


@pytest.mark.parametrize("model", ["sc", "tso", "promising"])
def test_cxx_structures_in_namespaces(model: str) -> None:
    # two threads bump box.hits through a helper that is not inlined; main returns
    # hits * 10 + box.hi.y
    assert run(AGGREGATES / "namespaces.O1.ll", model, ("box",)) == {
        'done  box={{0, 0}, {3, 4}, {2}} output="" ret=24'}


def test_muir_array_globals_are_observed_whole(tmp_path: Path) -> None:
    prog = tmp_path / "arr.muir"
    prog.write_text("@a = global [1, 2, undef]\ndefine @main() {\n  store sc 5, @a\n  ret 0\n}\n")
    assert run(prog, "sc", ("a",)) == {"done  a=[5, 2, undef] ret=0"}


def test_shapes() -> None:
    shape = Struct((("x", 0), ("ys", Repeat(2, 4, 8))))
    value = assemble(shape, lambda off: off * 10, base=100)
    assert value == Struct((("x", 1000), ("ys", Array((1080, 1120)))))
    assert show(value) == "{x: 1000, ys: [1080, 1120]}"
    assert to_json(value) == {"x": 1000, "ys": [1080, 1120]}
    assert to_json(Struct((("", 1), ("", 2)))) == [1, 2]


def deep_module(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "deep.ll"
    path.write_text(text + "define i32 @main() {\n  ret i32 0\n}\n")
    return path


def test_types_nested_too_deep_are_one_error(tmp_path: Path) -> None:
    nested = "[1 x " * 300 + "i32" + "]" * 300
    path = deep_module(tmp_path, f"@g = global {nested} zeroinitializer\n")
    with pytest.raises(ProgramError, match=r"deep.ll: type of @g: type nested more than 256 deep"):
        run(path)
    chain = "".join(f"%s{i} = type {{ %s{i + 1} }}\n" for i in range(300))
    path = deep_module(tmp_path, chain + "%s300 = type { i32 }\n@g = global %s0 zeroinitializer\n")
    with pytest.raises(ProgramError, match=r"type of @g: struct type %s\d+ nested more than "
                                           r"256 deep"):
        run(path)
    # 200 levels are fine, through either form of nesting, without recursion
    ok = "[1 x " * 200 + "i32" + "]" * 200
    assert run(deep_module(tmp_path, f"@g = global {ok} zeroinitializer\n")) == {
        'done  output="" ret=0'}
