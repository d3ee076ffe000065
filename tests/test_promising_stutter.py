"""Promising: an update that writes back the value it read, releasing nothing beyond what
the message it read carries, adds no message (``model._stuttered``), and a non-atomic
message that the next one repeats and no view points at is dropped
(``model._deduplicated``).  The states, the outcome sets with and without both, and two
programs whose explorations ended only by budget before (``tests/promising_stutter``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ctreelab.errors import CtreelabError
from ctreelab.events import CmpXchg, Fence, Ordering, ReadWrite, RmwOp, Write
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab_plugins.memory_promising.model import Promising, PSState
from ctreelab_plugins.memory_promising.rules import RULES
from helpers import ROOT
from test_memory_promising import LAYOUT, perform

LAYOUT_X = 1  # x; y is at 2
RLX, ACQ, REL = Ordering.monotonic, Ordering.acquire, Ordering.release
PROGRAMS = ROOT / "tests" / "promising_stutter"


def layout_state(model: Promising) -> PSState:
    s = model.initial_state(LAYOUT)
    assert isinstance(s, PSState)
    return s


def timeline_values(s: PSState) -> list[object]:
    return [m.val for m in s.timeline(LAYOUT_X)]


def test_an_update_writing_back_what_it_read_adds_no_message() -> None:
    model = Promising()
    s = layout_state(model)
    _, s, _ = perform(model, 1, Write(RLX, LAYOUT_X, 1), s)
    before = s
    old, s, _ = perform(model, 2, ReadWrite(ACQ, LAYOUT_X, RmwOp("xchg", 1)), s)
    assert old == 1 and timeline_values(s) == [0, 1]
    # thread 2 now sees the message it read, as if it had written it
    assert s.tview(2).cur[LAYOUT_X] == before.timeline(LAYOUT_X)[-1].to
    # a fetch_or of a bit already set, a compare-exchange of 1 for 1: the same
    old, s, _ = perform(model, 3, ReadWrite(RLX, LAYOUT_X, RmwOp("or", 1)), s)
    answer, s, _ = perform(model, 3, CmpXchg(RLX, RLX, LAYOUT_X, 1, 1), s)
    assert (old, answer, timeline_values(s)) == (1, (1, True), [0, 1])
    # an update that changes the value, or releases what its thread knows beyond the
    # message it read, adds its message
    _, s, _ = perform(model, 3, ReadWrite(RLX, LAYOUT_X, RmwOp("add", 1)), s)
    assert timeline_values(s) == [0, 1, 2]
    _, s, _ = perform(model, 1, Write(RLX, 2, 5), s)
    _, s, _ = perform(model, 1, ReadWrite(REL, LAYOUT_X, RmwOp("xchg", 2)), s)
    assert timeline_values(s) == [0, 1, 2, 2]


def test_the_artifact_adds_a_message_at_every_update() -> None:
    model = Promising(compat="artifact")
    s = layout_state(model)
    _, s, _ = perform(model, 1, Write(RLX, LAYOUT_X, 1), s)
    _, s, _ = perform(model, 2, ReadWrite(RLX, LAYOUT_X, RmwOp("xchg", 1)), s)
    assert timeline_values(s) == [1, 1]


def test_a_repeated_non_atomic_message_no_view_points_at_is_dropped() -> None:
    model = Promising()
    s = layout_state(model)
    na = Ordering.not_atomic
    _, s, _ = perform(model, 1, Write(na, LAYOUT_X, 4), s)
    _, s, _ = perform(model, 1, Fence(Ordering.seq_cst), s)  # sc points at the first 4
    _, s, _ = perform(model, 1, Write(na, LAYOUT_X, 4), s)
    assert timeline_values(s) == [0, 4, 4]
    _, s, _ = perform(model, 1, Fence(Ordering.seq_cst), s)  # now at the second one
    assert timeline_values(s) == [0, 4, 4]
    _, s, _ = perform(model, 1, Write(na, LAYOUT_X, 4), s)
    assert timeline_values(s) == [0, 4, 4]  # the first 4, which nothing points at, went
    _, s, _ = perform(model, 1, Write(na, LAYOUT_X, 5), s)
    _, s, _ = perform(model, 1, Write(na, LAYOUT_X, 4), s)
    assert timeline_values(s) == [0, 4, 4, 5, 4]  # not repeated by the next one: kept


def explore(path: Path, memory: str = "promising") -> tuple[list[str], int]:
    spec = PipelineSpec(program=str(path), memory=memory, scheduler="exhaustive",
                        scheduler_options={"max-states": 100_000})
    result = build(spec, Registry.discover()).run()
    return sorted(o.show() for o in result.outcomes), result.stats["states"]


def test_a_spin_lock_of_test_and_set_comes_back_to_its_states() -> None:
    """Three threads taking an ``atomic_flag`` lock twice: every failed test-and-set wrote a
    new message, so no spin loop closed and the exploration ran into its budget (more than
    100,000 configurations); now it ends with the one outcome of ``sc``."""
    outcomes, states = explore(PROGRAMS / "spin_rounds.ll")
    assert outcomes == ['done  output="counter=6\\n" ret=0'] == explore(
        PROGRAMS / "spin_rounds.ll", "sc")[0]
    assert states == 2369


def test_a_weak_compare_exchange_push_comes_back_to_its_states() -> None:
    """A Treiber stack whose push retries a weak compare-exchange, writing what it found
    into its node at every spurious failure: the exploration ran into its budget (100 s,
    more than 5,000 configurations, one merged); now ``sc``'s outcomes, use after free
    and races included."""
    program = PROGRAMS / "treiber_weak.ll"
    outcomes, states = explore(program)
    assert outcomes == explore(program, "sc")[0] and len(outcomes) == 7
    assert states == 966


UPDATES = ("atomic_fetch", "atomic_exchange", "atomic_compare", "test_and_set", "atomicrmw",
           "cmpxchg", "xchg", "fetch_add", "fetch_or")
SHARED = ROOT.parent / "shared" / "litmus"
C_LITMUS = sorted(p for p in SHARED.rglob("*.litmus")
                  if p.read_text().startswith("C ") and any(u in p.read_text() for u in UPDATES)) \
    if SHARED.is_dir() else []
CONCURRENT = sorted(
    p for p in [*(ROOT / "examples").glob("*.muir"), *(ROOT / "examples" / "c" / "O1").glob("*.ll"),
                *(ROOT / "tests" / "promising_collect").glob("*.ll"),
                *(ROOT / "tests" / "soundness").glob("*.O1.ll"),
                *(ROOT / "tests" / "c_reach" / "O1").glob("*.ll"),
                PROGRAMS / "xchg_tries.ll", ROOT / "benchmarks" / "programs" / "counter_N3.ll",
                *(ROOT / "benchmarks" / "programs" / "value_rich").glob("*_N2.ll")]
    if any(u in p.read_text() for u in ("thrd_create", "pthread_create", "spawn")))


@pytest.mark.parametrize("path", [*CONCURRENT, *C_LITMUS], ids=lambda p: p.name)
def test_updates_in_place_and_dropped_repeats_keep_every_outcome(
        monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Outcome sets with and without updates in place and dropped repeats on the concurrent
    examples, benchmarks, soundness-net, C-reach programs and these tests, and on every C
    litmus test of ../shared with an update (that the litmus front-end supports)."""
    if not path.exists():
        pytest.skip(f"{path} is absent")
    try:
        outcomes, _ = explore(path)
    except CtreelabError as exc:
        assert "unsupported" in str(exc)
        pytest.skip(f"not supported: {exc}")
    monkeypatch.setattr(RULES["faithful"], "stutters_in_place", False)
    assert outcomes == explore(path)[0]
    assert not [o for o in outcomes if o.startswith("budget")]


def test_there_are_programs_to_compare() -> None:
    names = {p.name for p in CONCURRENT}
    assert {"xchg_tries.ll", "spin_bank.ll", "counter_N3.ll", "treiber_N2.ll",
            "bank_transfer.O1.ll", "cond_queue.ll"} <= names, names
    assert len(names) >= 60, len(names)
    if SHARED.is_dir():
        assert len(C_LITMUS) >= 20, len(C_LITMUS)
