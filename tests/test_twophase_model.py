"""The two-phase model's operations, one by one (digest §9 #22: every executable step
satisfies the specification's post-condition, or the specification allows UB there), its
exploration mode, its options and how pipelines and the CLI reach it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from ctreelab.component import OptionError
from ctreelab.events import (
    Alloc,
    Free,
    Malloc,
    Ordering,
    PopFrame,
    PushFrame,
    Read,
    Tagged,
    Write,
)
from ctreelab.pointer import Ptr
from ctreelab.program import Layout
from ctreelab.tree import Br, Ret, observe
from ctreelab_plugins.memory_twophase.model import TwoPhaseFin, TwoPhaseInf
from hypothesis import example, given, settings
from hypothesis import strategies as st
from twophase_driver import HERE, TOP, run, shown

NA = Ordering.not_atomic
LAYOUT = Layout({"g": 0x1000}, ((0x1000, 7),), 0x2000, ((0x1000, "i32"),), byte_addressed=True)


def do(model: Any, event: Any, conf: Any, tid: int = 1) -> tuple[str, Any, Any]:
    """Run one event: ``("ok", answer, new conf)`` or ``("halt", kind, reason)``."""
    t = model.handle(tid, event, conf)
    while True:
        node = observe(t)
        if type(node) is Br:
            t = node.k(node.branch.default())
        elif type(node) is Ret:
            return ("ok", *node.value)
        else:
            e = node.event.event if type(node.event) is Tagged else node.event
            return ("halt", e.kind, e.reason())


def live(conf: Any) -> dict[int, tuple[int, int, str]]:
    return dict(conf.blocks)


def own_block(conf: Any, p: Ptr) -> tuple[int, int, str] | None:
    """The live block ``p`` points to the start of, if it has ``p``'s provenance (a
    zero-size alloca has no block: the next block may start at its address)."""
    block: tuple[int, int, str] | None = conf.blocks.get(p.addr)
    return block if block is not None and block[1] == p.prov else None


OPS = st.lists(st.tuples(st.sampled_from(["alloca", "malloc", "free", "store", "load", "push",
                                          "pop"]),
                         st.integers(0, 24), st.integers(0, 7)), max_size=25)


@settings(max_examples=60, deadline=None)
@given(ops=OPS, fin=st.booleans(), top=st.booleans())
@example(ops=[("alloca", 0, 0), ("alloca", 13, 0), ("alloca", 24, 0), ("alloca", 24, 0),
              ("alloca", 0, 0), ("store", 0, 4)], fin=True, top=True)  # a store at the top
def test_every_step_meets_its_specification(ops: list[tuple[str, int, int]], fin: bool,
                                            top: bool) -> None:
    cls = TwoPhaseFin if fin else TwoPhaseInf
    model = cls(**({"base": hex(TOP - 64)} if top else {}))
    conf = model.initial_state(LAYOUT)
    ptrs: list[Ptr] = []
    conf = do(model, PushFrame(), conf)[2]
    for op, n, k in ops:
        before = conf
        if op in ("alloca", "malloc"):
            r = do(model, Alloc(n) if op == "alloca" else Malloc(n), conf)
            if r[0] == "halt":  # only OOM, only in fin, only when the block does not fit
                assert r[1] == "oom" and fin and before.top + n > TOP
                continue
            _, p, conf = r
            assert p.prov is not None and p.prov >= before.next_prov  # fresh provenance
            assert conf.next_prov > p.prov
            if n:  # n bytes, undefined, disjoint from every live block; others unchanged
                assert conf.blocks[p.addr] == (n, p.prov, "stack" if op == "alloca" else "heap")
                assert all(b + s <= p.addr or p.addr + n <= b
                           for b, (s, _, _) in before.blocks.items())
                assert conf.mem.read(p.addr, n) == [None] * n
                assert {b: v for b, v in live(conf).items() if b != p.addr} == live(before)
            if op == "alloca" and n:
                assert conf.stacks[1][-1][-1] == p.addr
            else:
                assert conf.stacks == before.stacks
            assert conf.mem == before.mem
            ptrs.append(p)
        elif op == "free" and ptrs:
            p = ptrs[k % len(ptrs)]
            r = do(model, Free(p), conf)
            block = own_block(before, p)
            if block is not None and block[2] == "heap":
                assert r[0] == "ok"
                conf = r[2]
                assert p.addr not in conf.blocks
                assert conf.mem.read(p.addr, block[0]) == [None] * block[0]
                assert {b: v for b, v in live(before).items() if b != p.addr} == live(conf)
                assert conf.stacks == before.stacks
            else:
                assert r[:2] == ("halt", "ub")
        elif op == "store" and ptrs:
            p = ptrs[k % len(ptrs)]
            r = do(model, Write(NA, p, n, "i32"), conf)
            block = own_block(before, p)
            if block is not None and block[0] >= 4:
                assert r[0] == "ok"
                conf = r[2]
                assert do(model, Read(NA, p, "i32"), conf)[1] == n  # store forwarding
                assert live(conf) == live(before) and conf.stacks == before.stacks
            else:  # (the bytes' addresses first: past the finite space's end, OOM)
                assert r[:2] == ("halt", "oom" if fin and p.addr + 4 > TOP else "ub")
        elif op == "load" and ptrs:
            p = ptrs[k % len(ptrs)]
            r = do(model, Read(NA, p, "i8"), conf)
            block = own_block(before, p)
            assert r[0] == ("ok" if block is not None and block[0] >= 1 else "halt")
            if r[0] == "ok":
                assert r[2] == before  # a read changes nothing
        elif op == "push":
            conf = do(model, PushFrame(), conf)[2]
            assert conf.stacks[1] == before.stacks[1] + ((),)
        elif op == "pop" and len(conf.stacks.get(1, ())) > 1:
            r = do(model, PopFrame(), conf)
            conf = r[2]
            frame = before.stacks[1][-1]
            assert conf.stacks[1] == before.stacks[1][:-1]
            assert all(b not in conf.blocks for b in frame)
            assert {b: v for b, v in live(before).items() if b not in frame} == live(conf)


def test_globals_are_allocated_with_their_initial_values() -> None:
    model = TwoPhaseInf()
    conf = model.initial_state(LAYOUT)
    assert do(model, Read(NA, 0x1000, "i32"), conf)[1] == 7
    assert model.value_at(conf, 0x1000) == 7
    assert do(model, Read(NA, 0x0800, "i32"), conf)[:2] == ("halt", "ub")


def test_exploration_exposes_address_guessing() -> None:
    assert shown(run("x_guess_placement.ll", "twophase-inf")) == {"ret=5"}
    explored = shown(run("x_guess_placement.ll", "twophase-inf", {"mode": "explore"}, None,
                         "exhaustive"))
    assert "ret=5" in explored
    assert any(o.startswith("ub: load of ") and "unallocated" in o for o in explored)


@pytest.mark.parametrize(("options", "message"), [
    ({"base": "top"}, ("option 'base' must be an integer literal such as '0x10000' or "
                      "'18446744073709551600', got 'top'")),
    ({"base": hex(TOP + 1)}, ("option 'base' must be at least 0 and at most "
                             "0x10000000000000000, got 0x10000000000000001")),
    ({"mode": "fast"}, "option 'mode' must be one of: exec, explore (got 'fast')"),
])
def test_bad_options_give_one_clear_message(options: dict[str, Any], message: str) -> None:
    with pytest.raises(OptionError) as info:
        TwoPhaseFin(**options)
    assert str(info.value) == message


def test_a_toml_spec_reaches_the_model_options(tmp_path: Any) -> None:
    spec = tmp_path / "top.toml"
    spec.write_text(f"""
[program]
path = "{HERE / 's18_top.ll'}"

[[stage]]
use = "interleave"
[[stage]]
use = "memory"
model = "twophase-fin"
base = "{hex(TOP - 16)}"
[[stage]]
use = "io"
""")
    done = subprocess.run([str(Path(sys.executable).parent / "ctreelab"), "run", str(spec)],
                          capture_output=True, text=True, check=False)
    assert "memory(twophase-fin(base=0xfffffffffffffff0))" in done.stdout, done.stderr
    assert "oom: no room for 16 byte(s) below 2^64" in done.stdout


def test_a_zero_size_alloca_owns_no_bytes() -> None:
    # found by the property test above: a zero-size alloca has no block, so the next block
    # may start at its address; its pointer must not reach that block (not even by free)
    model = TwoPhaseInf()
    conf = do(model, PushFrame(), model.initial_state(LAYOUT))[2]
    _, empty, conf = do(model, Alloc(0), conf)
    _, block, conf = do(model, Malloc(4), conf)
    assert empty.addr == block.addr and empty.prov != block.prov
    assert do(model, Write(NA, empty, 1, "i32"), conf)[:2] == ("halt", "ub")
    assert do(model, Read(NA, empty, "i8"), conf)[:2] == ("halt", "ub")
    assert do(model, Free(empty), conf)[:2] == ("halt", "ub")
    assert do(model, Free(block), conf)[0] == "ok"
