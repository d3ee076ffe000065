"""Every C program of ``examples/``, ``tests/`` and ``benchmarks/``, compiled by the clang on
PATH at ``-O0`` to ``-O3``, runs one execution without a Python exception: whatever the
front-end does not support (vector arithmetic at -O2, …) is a ``failure`` outcome naming it.
Where a folder commits clang's output at a level (``O0/NAME.ll``, ``O1/NAME.ll``, made by
its ``regenerate.sh``, perhaps with ``-g``), that file is run instead of compiling again.
Skipped, with the reason, without clang."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from ctreelab.outcome import KINDS as OUTCOME_KINDS
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from helpers import ROOT
from test_llvm_differential import clang

PROGRAMS = sorted(p for folder in ("examples", "tests", "benchmarks")
                  for p in (ROOT / folder).rglob("*.c"))
KINDS = set(OUTCOME_KINDS)


@pytest.mark.parametrize("levels", [("O0",), ("O1",), ("O2", "O3")], ids="-".join)
def test_no_traceback_at_any_level(levels: tuple[str, ...], tmp_path: Path) -> None:
    """-O3 with -O2 in one test: most programs' -O3 IR is their -O2 IR, run once."""
    compiler = clang()
    registry = Registry.discover()
    assert len(PROGRAMS) >= 60
    for src in PROGRAMS:
        ran = ""
        for level in levels:
            ll = src.parent / level / f"{src.stem}.ll"  # committed: clang's output at that level
            if not ll.is_file():  # (their regenerate.sh tests check that it still is)
                ll = tmp_path / f"{src.parent.name}-{src.stem}-{level}.ll"
                build_ll(compiler, src, level, ll)
            text = ll.read_text()
            if text == ran:  # the same IR as the level before (-O3 as -O2): already run
                continue
            ran = text
            spec = PipelineSpec(program=str(ll), scheduler="round_robin",
                                scheduler_options={"max-steps": 20_000})
            result = build(spec, registry).run()
            kinds = {o.kind for o in result.outcomes}
            assert kinds <= KINDS, (src, level, kinds)
            if level in ("O2", "O3"):  # the vectoriser's constructs are all supported
                vector = [o.show() for o in result.outcomes if o.kind == "failure" and any(
                    w in o.show() for w in VECTOR_WORDS)]
                assert vector == [], (src, level)


def build_ll(compiler: str, src: Path, level: str, ll: Path) -> None:
    built = subprocess.run([compiler, "-S", "-emit-llvm", f"-{level}", "-w", str(src),
                            "-o", str(ll)], capture_output=True, text=True, check=False)
    assert built.returncode == 0, built.stderr


VECTOR_WORDS = ("insertelement", "extractelement", "shufflevector", "llvm.vector.", "splat",
                "vector")


@pytest.mark.parametrize("level", ["O2", "O3"])
def test_vectorised_loops_print_what_the_native_program_prints(level: str,
                                                              tmp_path: Path) -> None:
    compiler = clang()
    src = ROOT / "tests" / "c_reach" / "vector_loops.c"
    ll = tmp_path / "vector_loops.ll"
    subprocess.run([compiler, "-S", "-emit-llvm", f"-{level}", str(src), "-o", str(ll)],
                   check=True)
    assert "<4 x i32>" in ll.read_text()  # clang did vectorise
    expected = (ROOT / "tests" / "c_reach" / "native" / "vector_loops.out").read_text()
    for memory in ("sc", "tso"):
        result = build(PipelineSpec(program=str(ll), memory=memory, scheduler="round_robin"),
                       Registry.discover()).run()
        (outcome,) = result.outcomes
        assert outcome.kind == "done" and dict(outcome.observed)["output"] == expected, \
            outcome.show()
