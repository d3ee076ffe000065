"""Happens-before race records (ctreelab.happens_before) and the race-free reduction.

The records follow C11's rules; the unit tests drive them directly.  The program tests
check what a user sees under ``sc``: races the adjacency check cannot see (a relaxed flag,
the end of a block's life) are reported, race-free programs explore fewer configurations
with the same outcomes, and a racy program is explored again without the reduction so that
its outcome set is the one without it.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from ctreelab.allocations import Block
from ctreelab.allocations import Release as FrameRelease
from ctreelab.events import Ordering, Read, Write
from ctreelab.fmap import EMPTY
from ctreelab.happens_before import HB, split
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab_plugins.memory_tso import TSO, TSOState

HERE = Path(__file__).resolve().parent
BUGS = HERE / "bugs"
VALUE_RICH = HERE.parent / "benchmarks" / "programs" / "value_rich"

acq, rel, rlx, sc = Ordering.acquire, Ordering.release, Ordering.monotonic, Ordering.seq_cst
DATA, FLAG = 100, 200
LIVE = {1: None, 2: None, 3: None}  # three live threads (only the keys matter)


def wrote(hb: HB, tid: int, addr: int = DATA) -> HB:
    return hb.accessed(tid, addr, addr + 4, True, False, f"thread {tid} writes", LIVE)


def races(hb: HB, tid: int, addr: int = DATA, write: bool = False, atomic: bool = False) -> bool:
    return hb.race(tid, addr, addr + 4, write, atomic) is not None


def test_message_passing_synchronises_only_through_release_and_acquire():
    hb = wrote(HB(), 2)
    assert races(hb, 3)
    assert not races(hb, 2)  # its own access
    published = hb.atomic(2, FLAG, None, rel, False, LIVE)
    assert not races(published.atomic(3, FLAG, acq, None, False, LIVE), 3)
    assert races(published.atomic(3, FLAG, rlx, None, False, LIVE), 3)  # a relaxed read
    relaxed = hb.atomic(2, FLAG, None, rlx, False, LIVE)  # a relaxed store releases nothing
    assert races(relaxed.atomic(3, FLAG, acq, None, False, LIVE), 3)


def test_release_sequences_go_on_through_read_modify_writes_and_end_at_a_store():
    published = wrote(HB(), 2).atomic(2, FLAG, None, rel, False, LIVE)
    # thread 1's relaxed increment continues the release sequence headed by thread 2's store
    bumped = published.atomic(1, FLAG, rlx, rlx, True, LIVE)
    assert not races(bumped.atomic(3, FLAG, acq, None, False, LIVE), 3)
    # a plain relaxed store of thread 1 ends it; so does a non-atomic store to the word
    broken = published.atomic(1, FLAG, None, rlx, False, LIVE)
    assert races(broken.atomic(3, FLAG, acq, None, False, LIVE), 3)
    overwritten = published.accessed(1, FLAG, FLAG + 4, True, False, "thread 1 writes", LIVE)
    assert races(overwritten.atomic(3, FLAG, acq, None, False, LIVE), 3)
    # C11 (not C++20): a later store of the thread that heads the sequence goes on with it
    again = published.atomic(2, FLAG, None, rlx, False, LIVE)
    assert not races(again.atomic(3, FLAG, acq, None, False, LIVE), 3)


def test_a_stale_access_drops_what_its_word_carries_or_carried():
    """Under a model whose reads may read older writes (tso with relaxed stores), an ended
    release sequence leaves a mark; an access the model marks stale drops the records its
    word carries or carried: a read of the older, releasing store would learn them."""
    published = wrote(HB(), 2).atomic(2, FLAG, None, rel, False, LIVE, ended=True)
    broken = published.atomic(1, FLAG, None, rlx, False, LIVE, ended=True)
    assert races(broken.atomic(3, FLAG, acq, None, False, LIVE, ended=True), 3)  # read the 2nd
    assert broken.stale(FLAG, FLAG + 4).recs == frozenset()  # it may have read the release
    unmarked = published.atomic(1, FLAG, None, rlx, False, LIVE)  # (sc: the sequence is gone)
    assert races(unmarked.stale(FLAG, FLAG + 4), 3)  # the mark is what tells
    other = wrote(broken, 1, DATA + 8)  # carried by no word: stays
    assert [r.start for r in other.stale(FLAG, FLAG + 4).recs] == [DATA + 8]
    assert other.stale(FLAG + 8, FLAG + 12) is other  # another word
    assert other.stale().recs == frozenset()  # the word is not known: every record goes


def test_fences_make_relaxed_accesses_synchronise():
    hb = wrote(HB(), 2)
    fenced = hb.fence(2, rel, LIVE).atomic(2, FLAG, None, rlx, False, LIVE)
    seen = fenced.atomic(3, FLAG, rlx, None, False, LIVE)
    assert races(seen, 3)  # read, not yet acquired
    assert not races(seen.fence(3, acq, LIVE), 3)
    # without the release fence the acquire fence finds nothing to learn
    unfenced = hb.atomic(2, FLAG, None, rlx, False, LIVE).atomic(3, FLAG, rlx, None, False,
                                                                 LIVE)
    assert races(unfenced.fence(3, acq, LIVE), 3)


def test_creation_and_joins_pass_knowledge_on_and_known_records_are_dropped():
    hb = wrote(HB(), 2)
    assert races(hb, 1, write=True)
    child = hb.spawned(2, 4)  # thread 4, created by thread 2, knows its past
    assert not races(child, 4)
    gone = hb.exited(2, {1: None, 3: None})
    assert races(gone, 1) and races(gone, 3)
    learnt = gone.joined(1, 2, {1: None, 3: None})
    assert not races(learnt, 1) and races(learnt, 3)
    # once every live thread knows a record it can never race again: it is dropped
    assert learnt.joined(3, 2, {1: None, 3: None}).recs == frozenset()
    # and with one live thread nothing is recorded
    assert HB().accessed(1, DATA, DATA + 4, True, False, "w", {1: None}).recs == frozenset()


def test_equal_knowledge_gives_equal_records_whatever_the_order():
    """The records are a set without clocks: independent steps commute exactly."""
    a = wrote(HB(), 2, DATA).atomic(3, FLAG, None, rel, False, LIVE)
    b = HB().atomic(3, FLAG, None, rel, False, LIVE)
    b = wrote(b, 2, DATA)
    assert a == b and hash(a) == hash(b)


def test_atomic_accesses_race_only_with_plain_ones():
    hb = HB().accessed(2, DATA, DATA + 4, True, True, "thread 2 updates", LIVE)
    assert not races(hb, 3, write=True, atomic=True)
    assert races(hb, 3, write=False)  # a plain read of it
    assert races(hb, 3, write=True)  # the end of the block it is in, say
    # an atomic access does not replace a plain record: a later atomic access races with it
    plain = wrote(HB(), 2)
    both = plain.atomic(3, FLAG, acq, None, False, LIVE).accessed(
        2, DATA, DATA + 4, True, True, "thread 2 updates", LIVE)
    assert races(both, 3, write=True, atomic=True)


def test_the_end_of_a_block_is_a_write_of_all_its_bytes():
    block = Block(DATA, 8, 8, "stack", "local %x of @f", 1, 2)
    hb = HB().allocated(block).accessed(2, DATA + 4, DATA + 8, False, False, "thread 2 reads",
                                        LIVE)
    ending = hb.dying(1, FrameRelease(2))
    assert ending == (block,)
    assert hb.race(1, block.start, block.start + block.size, True, False) is not None
    assert hb.dying(1, FrameRelease(3)) == ()  # a deeper frame returns: not this slot's
    assert hb.killed(ending).recs == frozenset()


def run(path: Path, memory: str = "sc", **options):
    spec = PipelineSpec(program=str(path), memory=memory, scheduler="exhaustive",
                        scheduler_options={"timeout": 120, **options})
    return build(spec, Registry.discover()).run()


@pytest.mark.parametrize("memory", ["sc", "tso"])
def test_a_relaxed_flag_is_a_race(memory):
    """The load of the payload only runs after the flag is seen, so no interleaving has
    both accesses next; the records see that the relaxed flag orders nothing (under tso
    too: they hold until an access may be stale, and here the flag's store may drain
    before the load)."""
    result = run(BUGS / "race" / "wrong" / "O1" / "mp_relaxed_flag.ll", memory)
    assert {o.show() for o in result.outcomes if o.kind == "race"} == {(
        "race: data race: thread 2 writes payload (not_atomic) at "
        "race/wrong/mp_relaxed_flag.c:16 (mp_relaxed_flag.ll:15) and thread 3 reads payload "
        "(not_atomic) at race/wrong/mp_relaxed_flag.c:23 (mp_relaxed_flag.ll:28)")}


@pytest.mark.parametrize("memory, races, kept", [
    ("sc", "report", (True, False)),  # records to the end, the race-free reduction
    ("tso", "report", (True, True)),  # a relaxed store: records up to a stale access
    ("promising", "report", (False, False)),  # no records (its reads read older writes)
    ("tso", "ignore", (False, False)),
])
def test_which_models_keep_records(memory, races, kept):
    spec = PipelineSpec(program=str(BUGS / "race" / "wrong" / "O1" / "mp_relaxed_flag.ll"),
                        memory=memory, races=races)
    ctx = build(spec, Registry.discover()).context()
    assert (ctx.happens_before, ctx.stale_reads) == kept


def test_tso_marks_what_another_threads_buffer_overlaps():
    """A write or an atomic read of bytes another thread's buffer holds a store to may
    break the records' assumption; the thread's own buffer does not (its stores drain in
    order, and reading them teaches nothing)."""
    model = TSO()
    state = TSOState(EMPTY, ((2, ((FLAG, 1, "i32", rlx),)),), EMPTY)
    load = Read(acq, FLAG, "i32")
    assert model.stale(3, load, state)  # misses thread 2's buffered store
    assert not model.stale(2, load, state)  # its own
    assert model.stale(3, Write(rlx, FLAG + 2, 5, "i16"), state)  # overlaps it
    assert not model.stale(3, Write(rlx, FLAG + 4, 5, "i32"), state)  # next to it
    assert not model.stale(3, load, TSOState(EMPTY, (), EMPTY))


def test_a_stack_slot_read_by_another_thread_races_with_its_functions_return():
    result = run(BUGS / "memory" / "wrong" / "O1" / "stack_thread.ll")
    races = sorted(o.reason for o in result.outcomes if o.kind == "race")
    assert races == [
        f"data race: thread 1 ends local %1 of @start_worker (8 bytes, thread 1) by returning "
        f"and thread 2 reads offset {off} of local %1 of @start_worker (8 bytes, thread 1) "
        f"(not_atomic) at stack_thread.ll:{line} in work()" for off, line in ((0, 84), (4, 76))]
    # the use after return that the exploration without the reduction finds is still there
    assert any(o.kind == "ub" and "after its function returned" in o.reason
               for o in result.outcomes)
    assert result.stats["race-rerun"] == 1


@pytest.mark.parametrize("program", ["sxly_rec_N2", "sb_ring_N3"])
def test_the_race_free_reduction_keeps_the_outcomes_with_fewer_configurations(program):
    path = VALUE_RICH / f"{program}.ll"
    if not path.exists():
        path = HERE.parent / "benchmarks" / "programs" / f"{program}.ll"
    reduced = run(path)
    assert "race-rerun" not in reduced.stats
    plain = run(path, reduce=False)
    assert set(reduced.outcomes) == set(plain.outcomes)
    assert reduced.stats["states"] < plain.stats["states"]


def test_sxly_rec_records_its_reads_in_fewer_configurations():
    """The recorded reads (``out[i-1] = x``, plain stores) no longer interleave with the
    other threads: 242 configurations at N=3 with persistent sets (344 while a set that took
    in a joiner blocked in its join was never used, 704 before the LLVM front-end had
    futures, 1,737 without the race-free reduction)."""
    result = run(VALUE_RICH / "sxly_rec_N3.ll")
    assert (result.stats["states"], len(result.outcomes)) == (242, 95)


def test_races_ignored_keep_no_records():
    """``--races ignore``: no records, no race-free reduction (the Michael–Scott queue: 122
    configurations); with races checked it merges less by knowledge and runs plain
    accesses alone (132), with the same outcomes."""
    path = VALUE_RICH / "msqueue_N2.ll"
    ignored = build(PipelineSpec(program=str(path), races="ignore"), Registry.discover()).run()
    stats = {k: ignored.stats[k] for k in ("states", "merged", "pruned", "executions", "steps")}
    assert stats == {"states": 122, "merged": 73, "pruned": 46, "executions": 360, "steps": 1186}
    checked = run(path)
    assert checked.stats["states"] == 132 and set(checked.outcomes) == set(ignored.outcomes)


def _random_step(hb: HB, rng: random.Random, live: dict[int, None]) -> HB:
    """One event of a random history over three threads, two data words and two atomic
    words (plain and atomic accesses, fences)."""
    tid = rng.choice(sorted(live))
    what = rng.randrange(4)
    if what == 0:
        addr = rng.choice((DATA, DATA + 8))
        return hb.accessed(tid, addr, addr + 4, rng.random() < 0.5, False, f"t{tid}", live)
    if what == 1:
        return hb.fence(tid, rng.choice((acq, rel, sc)), live)
    addr = rng.choice((FLAG, FLAG + 8))
    kind = rng.randrange(3)  # load, store, read-modify-write
    order = rng.choice((rlx, acq, rel, sc))
    read = order if kind != 1 else None
    write = order if kind != 0 else None
    return hb.atomic(tid, addr, read, write, kind == 2, live)


def test_covering_records_stay_covering_and_meet_every_race():
    """``HB.covers`` (what the race-free exploration merges on): from a pair where one
    history knows less than the other, the same random events keep the relation, and every
    race the knowing one meets the other meets too."""
    rng = random.Random(20)
    checked = 0
    for _ in range(1500):
        less = HB()
        for _ in range(rng.randrange(1, 5)):
            less = _random_step(less, rng, LIVE)
        assert less.covers(less)
        more = less  # two histories after a common one
        for _ in range(rng.randrange(3)):
            less = _random_step(less, rng, LIVE)
        for _ in range(rng.randrange(1, 4)):
            more = _random_step(more, rng, LIVE)
        if not less.covers(more):
            continue
        for _ in range(8):
            state = rng.getstate()
            less = _random_step(less, rng, LIVE)
            rng.setstate(state)
            more = _random_step(more, rng, LIVE)
            assert less.covers(more)
            for tid in LIVE:
                for addr in (DATA, DATA + 8, FLAG, FLAG + 8):
                    for write in (False, True):
                        if races(more, tid, addr, write):
                            assert races(less, tid, addr, write)
                            checked += 1
    assert checked > 100
    # knowing less is not covered by knowing more
    known = wrote(HB(), 2).atomic(2, FLAG, None, rel, False, LIVE)
    assert not known.atomic(3, FLAG, acq, None, False, LIVE).covers(known)


def test_split_takes_the_records_out_of_a_key():
    hb = wrote(HB(), 2)
    loose, found = split(("a", (1, ("b", hb)), 3))
    assert found is hb and loose == ("a", (1, ("b", ("hb", hb.blocks, hb.touched))), 3)
    assert split(("a", 1)) is None
    other = wrote(HB(), 3)
    loose, found = split((hb, (other,)))  # the first one; the other stays as it is
    assert found is hb and loose == (("hb", hb.blocks, hb.touched), (other,))
    loose, found = split(((), (other,)))  # not where the last one was
    assert found is other and loose == ((), (("hb", other.blocks, other.touched),))
