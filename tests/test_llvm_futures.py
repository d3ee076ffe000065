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
    future (932 configurations) and not with exact futures (666).  With races checked,
    tso tracks happens-before (every atomic store of the program is seq_cst) and the
    records run alone, as under sc: 242 configurations either way."""
    path = VALUE_RICH / "sxly_rec_N3.ll"

    def run(races: str) -> Any:
        spec = PipelineSpec(program=str(path), memory="tso", observe=(), races=races,
                            scheduler_options={"max-states": 20_000})
        return build(spec, Registry.discover()).run()

    exact = {races: run(races) for races in ("ignore", "report")}
    assert [exact[r].stats["states"] for r in ("ignore", "report")] == [666, 242]
    monkeypatch.setattr(Futures, "frame", lambda self, index, bi, pc, regs: (index, bi, pc))
    static = {races: run(races) for races in ("ignore", "report")}
    assert [static[r].stats["states"] for r in ("ignore", "report")] == [932, 242]
    for races in ("ignore", "report"):
        assert shown(static[races]) == shown(exact[races])
    assert shown(exact["report"]) == shown(pipeline(path, "sc", ()).run())


def cells(future: Any, base: int, size: int, write: bool) -> set[tuple[int, int]]:
    """The 4-byte elements of the array of ``size`` bytes at ``base`` that ``future``
    touches (as ranges)."""
    return {((s - base) // 4, (e - base) // 4) for s, e in mem(future, write)
            if base <= s < base + size}


def test_a_loops_induction_variables_give_the_elements_it_touches() -> None:
    """Each thread's future names the elements its loops reach: an upward loop from its
    argument (up: cells[0..2]), a downward one (down: cells[3], cells[2]) and a constant
    element past it (cells[7]), a strided loop (reader: cells[2], cells[7]: the span
    between) and a triangular nest (cells[5 + i + j], i <= j < 2: 5 to 7); and its own
    row of rows[][], filled by a loop in an inlined helper."""
    p = pipeline(DIR / "loop_slices.O1.ll", observe=("cells", "rows"))
    p.run()
    futures: Futures = p.program.machine.futures
    base, rows = p.program.module.addresses["cells"], p.program.module.addresses["rows"]
    covers = {name: futures.after(p.program.machine.functions[name], 0, 0, None, (arg,))
              for name, arg in (("up", 0), ("down", 4), ("reader", 2))}
    assert cells(covers["up"], base, 32, True) == {(0, 3)}
    assert cells(covers["down"], base, 32, True) == {(2, 4), (7, 8)}
    assert cells(covers["reader"], base, 32, False) == {(2, 8), (5, 8)}
    assert cells(covers["reader"], base, 32, True) == set()
    assert [cells(covers[n], rows, 24, True) for n in ("up", "down", "reader")] == \
        [{(0, 2)}, {(2, 4)}, {(4, 6)}]


# cells[2] is written by up (1) and down (2); the reader returns cells[2] + cells[7] as it
# read them, plus 10 * (cells[5] + cells[6] + cells[7]) read later (cells[7]: 0, or the
# 3 down stores; once read as 3, read as 3 again): under every model
LOOP_SLICES = frozenset(
    f'done  cells=[1, 1, {c2}, 2, 0, 0, 0, 3] rows=[[0, 1], [10, 11], [20, 21]] output="" '
    f'ret={a + b}' for c2 in (1, 2) for a in (0, 1, 2) for b in (0, 30, 33))


@pytest.mark.parametrize(("model", "states", "static_states"),
                         [("sc", 23, 33), ("tso", 374, 482), ("promising", 48, 64)])
def test_loop_futures_keep_the_outcomes_in_fewer_configurations(
        monkeypatch: pytest.MonkeyPatch, model: str, states: int, static_states: int) -> None:
    """With the loops' elements in the futures, each model reaches the same outcomes in
    fewer configurations than with the covers that do not know the frames' arguments
    (those of the accesses that depend on them are their whole arrays; while a set that
    took in main, blocked in its join, was never used: sc 67 and 89, tso 465 and 647,
    promising 166 and 206; before loops had covers at all: sc 225, tso 1,245, promising
    418 configurations).  Checked against the
    unreduced exploration when written: sc 5,640 configurations, promising 6,914, tso
    57,983, the same 18 outcomes."""
    path = DIR / "loop_slices.O1.ll"
    exact = pipeline(path, model, ("cells", "rows")).run()
    monkeypatch.setattr(Futures, "frame", lambda self, index, bi, pc, regs: (index, bi, pc))
    static = pipeline(path, model, ("cells", "rows")).run()
    assert shown(exact) == shown(static) == LOOP_SLICES
    assert (exact.stats["states"], static.stats["states"]) == (states, static_states)


POINTER_STATES = {"sc": (1, 4), "tso": (26, 31), "promising": (3, 6)}  # (frames, static)


@pytest.mark.parametrize("model", ["sc", "tso", "promising"])
def test_a_pointer_stepped_by_a_loop_gives_the_elements_it_touches(
        monkeypatch: pytest.MonkeyPatch, model: str) -> None:
    """The loop's pointer has no global's bounds (the address goes through a phi), so a
    static cover is all of memory; the frame's cover is the three elements from its
    argument on.  Outcomes: cells[2] as either thread left it."""
    path = DIR / "pointer_slices.O1.ll"
    p = pipeline(path, model, ())
    result = p.run()
    futures: Futures = p.program.machine.futures
    base = p.program.module.addresses["cells"]
    span = p.program.machine.functions["span"]
    assert [cells(futures.after(span, 0, 0, None, (lo,)), base, 32, True)
            for lo in (0, 2)] == [{(0, 3)}, {(2, 5)}]
    assert (0, 1 << 64) in mem(futures.after(span, 0, 0, None), True)
    assert shown(result) == {'done  output="" ret=1', 'done  output="" ret=3'}
    monkeypatch.setattr(Futures, "frame", lambda self, index, bi, pc, regs: (index, bi, pc))
    static = pipeline(path, model, ()).run()
    assert shown(static) == shown(result)
    assert (result.stats["states"], static.stats["states"]) == POINTER_STATES[model]
