"""Futures of LLVM threads with exact accesses (issue 20): where the address inside a global
follows from constants and the function's arguments alone, a frame's future names the
exact bytes, computed from the arguments it was called with (plugins/languages/llvm/
futures.py).  The covers themselves, outcome sets with and without the reduction, and what
it saves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab_plugins.languages.llvm.futures import Futures
from helpers import ROOT, shown

DIR = ROOT / "tests" / "futures"
VALUE_RICH = ROOT / "benchmarks" / "programs" / "value_rich"


def pipeline(path: Path, model: str = "sc", observe: tuple[str, ...] = ("slot", "level", "got"),
             **options: Any) -> Any:
    spec = PipelineSpec(program=str(path), memory=model, observe=observe,
                        scheduler_options={"max-states": 20_000, **options})
    return build(spec, Registry.discover())


def mem(future: Any, write: bool) -> set[tuple[int, int]]:
    return {(a.start, a.end) for a in future if a.space == "mem" and a.write == write}


def test_a_threads_future_names_the_bytes_its_argument_picks() -> None:
    p = pipeline(DIR / "exact_index.O1.ll")
    p.run()  # (the pipeline's modes decide whether there are covers)
    futures: Futures = p.program.machine.futures
    slot, level = p.program.module.addresses["slot"], p.program.module.addresses["level"]
    worker = p.program.machine.functions["worker"]
    # from the worker's entry: it stores slot[t % 2], loads slot[(t + 1) % 2] and walks
    # level[] recursively (a call: the callee's whole cover, both elements)
    for t, (mine, other) in ((0, (0, 1)), (1, (1, 0)), (2, (0, 1))):
        future = futures.after(worker, 0, 0, None, (t,))
        assert (slot + 4 * mine, slot + 4 * mine + 4) in mem(future, True)
        assert (slot + 4 * other, slot + 4 * other + 4) in mem(future, False)
        assert (slot + 4 * other, slot + 4 * other + 4) not in mem(future, True)
        assert (level, level + 8) in mem(future, True)
    # without the registers: the whole global
    assert (slot, slot + 8) in mem(futures.after(worker, 0, 0, None), True)


# under every model (all seq_cst): (slot[0], slot[1]) * 10; got[t] = what thread t read of
# slot[(t + 1) % 2] * 100 + its walk (level[0] * 10 + level[1] for t = 1)
EXACT_INDEX = frozenset(f'done  slot=[{s}, 2] level=[1, 2] got=[{g}] output="" ret={s}2'
                        for s, g in [(1, "1, 112, 1"), (1, "1, 112, 201"), (1, "201, 112, 1"),
                                     (1, "201, 112, 201"), (1, "201, 12, 201"),
                                     (1, "201, 312, 1"), (1, "201, 312, 201"),
                                     (3, "1, 112, 201"), (3, "1, 312, 1"), (3, "1, 312, 201"),
                                     (3, "201, 112, 201"), (3, "201, 12, 201"),
                                     (3, "201, 312, 1"), (3, "201, 312, 201")])


@pytest.mark.parametrize("model", ["sc", "tso"])
def test_exact_futures_keep_the_outcomes(model: str) -> None:
    """Two threads' indices collide; a recursive helper's frames each have their index."""
    path = DIR / "exact_index.O1.ll"
    assert shown(pipeline(path, model).run()) == EXACT_INDEX
    assert shown(pipeline(path, model, reduce=False, **{"max-states": 100_000}).run()) \
        == EXACT_INDEX


def test_exact_futures_spare_tso_the_drains_of_other_threads_records(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """sxly_rec: thread i records what it read in out[i - 1], a plain store that waits in
    its buffer under tso.  With races ignored (no race-free reduction), each drain is
    ordered against the other threads' records when the whole array is in every thread's
    future (1,090 configurations) and not with exact futures (824).  With races checked,
    tso tracks happens-before (every atomic store of the program is seq_cst) and the
    records run alone, as under sc: 344 configurations either way."""
    path = VALUE_RICH / "sxly_rec_N3.ll"

    def run(races: str) -> Any:
        spec = PipelineSpec(program=str(path), memory="tso", observe=(), races=races,
                            scheduler_options={"max-states": 20_000})
        return build(spec, Registry.discover()).run()

    exact = {races: run(races) for races in ("ignore", "report")}
    assert [exact[r].stats["states"] for r in ("ignore", "report")] == [824, 344]
    monkeypatch.setattr(Futures, "frame", lambda self, index, bi, pc, regs: (index, bi, pc))
    static = {races: run(races) for races in ("ignore", "report")}
    assert [static[r].stats["states"] for r in ("ignore", "report")] == [1_090, 344]
    for races in ("ignore", "report"):
        assert shown(static[races]) == shown(exact[races])
    assert shown(exact["report"]) == shown(pipeline(path, "sc", ()).run())
