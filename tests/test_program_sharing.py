"""Pipelines share a loaded program only where nothing of it depends on which one runs it
(``ctreelab.pipeline._loaded``): the same file content, language options, events consumed
and layout.  Built first and run afterwards, or interleaved, each gives what a pipeline
with a program of its own gives."""

from __future__ import annotations

import shutil
from pathlib import Path

from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from helpers import EXAMPLES

LINKED = EXAMPLES / "c" / "O1" / "linked_list.ll"  # malloc and free: twophase's own events
SB = EXAMPLES / "c" / "O1" / "sb.ll"


def pipeline(path: Path, memory: str = "sc", **language: object):
    return build(PipelineSpec(program=str(path), memory=memory, scheduler="exhaustive",
                              language_options=dict(language)), Registry.discover())


def outcomes(p) -> frozenset:
    return frozenset(p.run().outcomes)


def test_the_same_stack_shares_the_program() -> None:
    a, b = pipeline(SB, "sc"), pipeline(SB, "sc")
    assert a.program is b.program
    assert outcomes(a) == outcomes(b)
    # tso consumes the same events and reads zero regions too: the same program
    assert pipeline(SB, "tso").program is a.program


def test_stacks_that_differ_in_events_or_layout_do_not() -> None:
    """``twophase-inf`` consumes the frames and heap events ``sc`` does not (the program's
    modes) and reads no zero regions (its layout): built both, then run both, each gives
    the outcomes of a pipeline of its own."""
    alone = {m: outcomes(pipeline(LINKED, m)) for m in ("sc", "twophase-inf")}
    sc, two = pipeline(LINKED, "sc"), pipeline(LINKED, "twophase-inf")
    assert sc.program is not two.program
    assert outcomes(two) == alone["twophase-inf"]
    assert outcomes(sc) == alone["sc"]
    # other language options: another program
    assert pipeline(LINKED, "sc", **{"nondet-range": [0, 1]}).program is not sc.program


def test_a_file_rewritten_in_place_is_loaded_again(tmp_path: Path) -> None:
    path = tmp_path / "prog.ll"
    shutil.copy(SB, path)
    first = pipeline(path)
    text = path.read_text()
    # the same size, perhaps the same modification time: the content tells them apart
    path.write_text(text.replace("store atomic i32 1, i32* @x", "store atomic i32 2, i32* @x", 1))
    assert path.read_text() != text
    second = pipeline(path)
    assert second.program is not first.program
    assert outcomes(second) != outcomes(first)


def test_languages_and_files_that_do_not_allow_it_load_anew(tmp_path: Path) -> None:
    muir = EXAMPLES / "sb.muir"
    assert pipeline(muir).program is not pipeline(muir).program
    # a C file: its headers are not in its content
    (tmp_path / "value.h").write_text("#define VALUE 1\n")
    source = tmp_path / "prog.c"
    source.write_text('#include "value.h"\nint main(void) { return VALUE; }\n')
    first = pipeline(source)
    (tmp_path / "value.h").write_text("#define VALUE 2\n")
    second = pipeline(source)
    assert second.program is not first.program
    assert [o.ret for o in outcomes(first)] == [1] and [o.ret for o in outcomes(second)] == [2]
