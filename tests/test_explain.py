"""Explaining outcomes (issue 19): witnesses of the exhaustive explorer, ``run --witness``,
``ctreelab replay``, readable traces with source lines, execution graphs."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ctreelab.cli import app
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.program import Layout
from ctreelab.registry import Registry
from ctreelab.values import Repeat, Struct
from ctreelab.witness import Replay

from helpers import EXAMPLES, ROOT, SPAWN_SB

runner = CliRunner()
BUGS = ROOT / "tests" / "bugs"
needs_clang = pytest.mark.skipif(shutil.which("clang") is None,
                                 reason="needs clang to compile the C programs with -g")
needs_dot = pytest.mark.skipif(shutil.which("dot") is None,
                               reason="needs Graphviz's dot (Debian: apt-get install graphviz)")


@pytest.fixture(scope="module", autouse=True)
def clang_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """One compilation cache for the module: each C program is compiled once."""
    old = os.environ.get("CTREELAB_CACHE")
    os.environ["CTREELAB_CACHE"] = str(tmp_path_factory.mktemp("clang-cache"))
    yield
    if old is None:
        del os.environ["CTREELAB_CACHE"]
    else:
        os.environ["CTREELAB_CACHE"] = old


def invoke(*args: str):
    return runner.invoke(app, list(args))


def c_line(action: dict) -> str:
    """``sb.c:13`` from an action's location ``/…/sb.c:13 (sb-….ll:20)``."""
    return Path(action.get("where", "").split(" (")[0]).name


def accesses(trace: list[dict]) -> dict[tuple[int, str], dict]:
    """The trace's memory accesses by (thread, text)."""
    return {(a["thread"], a["text"]): a for a in trace
            if a["kind"] in ("R", "W", "U", "race", "blocked")}


# --- witnesses from exhaustive exploration, replayed ------------------------------------------

# program, model, --witness, the kind reached, (thread, action text, C line, read from):
# the accesses that explain the verdict, with the write each read read ("init", or the
# (thread, text) of the write)
CASES = {
    "sb-tso": (EXAMPLES / "c" / "sb.c", "tso", "assert", "assert", [
        (2, "W x = 1", "sb.c:13", None), (2, "R y -> 0", "sb.c:14", "init"),
        (3, "W y = 1", "sb.c:19", None), (3, "R x -> 0", "sb.c:20", "init")]),
    "mp-promising": (EXAMPLES / "c" / "mp.c", "promising", "assert", "assert", [
        (2, "W data = 1", "mp.c:13", None), (2, "W flag = 1", "mp.c:14", None),
        (3, "R flag -> 1", "mp.c:19", (2, "W flag = 1")), (3, "R data -> 0", "mp.c:20", "init")]),
    "racy-counter-sc": (EXAMPLES / "c" / "racy_counter.c", "sc", "race", "race", [
        (2, "R counter -> 0", "racy_counter.c:11", "init"),
        (3, "R counter -> 0", "racy_counter.c:11", "init"),
        (2, "W counter (races, not run)", "racy_counter.c:11", None),
        (3, "W counter (races, not run)", "racy_counter.c:11", None)]),
    "deadlock-sc": (BUGS / "deadlock" / "wrong" / "abba.c", "sc", "deadlock", "deadlock", [
        (2, "lock first", "abba.c:13", "init"), (3, "lock second", "abba.c:22", "init"),
        (2, "waits to lock second (held by thread 3)", "abba.c:14", None),
        (3, "waits to lock first (held by thread 2)", "abba.c:23", None)]),
}


@needs_clang
@pytest.mark.parametrize("case", sorted(CASES))
def test_witness_replays_to_the_same_outcome_with_source_lines(case: str, tmp_path: Path) -> None:
    program, model, selector, kind, expected = CASES[case]
    saved = tmp_path / "w.json"
    result = invoke("run", str(program), "-m", model, "--witness", selector,
                    "--save-witness", str(saved), "--json")
    assert result.exit_code == 10, result.output
    data = json.loads(result.stdout)
    chosen = data["witnesses"]
    assert chosen and all(w["outcome"]["kind"] == kind for w in chosen)
    recorded = [o for o in data["outcomes"] if o["kind"] == kind]
    assert [w["choices"] for w in chosen] == [o["witness"] for o in recorded]
    trace = chosen[-1]["trace"] if case == "racy-counter-sc" else chosen[0]["trace"]
    found = accesses(trace)
    for tid, text, line, rf in expected:
        action = found[(tid, text)]
        assert c_line(action) == line
        # the racing accesses (not run) and the blocked lock attempts are the violation
        assert action.get("violation", False) is (action["kind"] in ("race", "blocked"))
        if rf is not None:
            assert action["rf"] == (rf if rf == "init" else found[rf]["index"])
    # the file replays every selected witness to its outcome
    replayed = invoke("replay", str(saved), "--json")
    assert replayed.exit_code == 0, replayed.output
    again = json.loads(replayed.stdout)
    again = again if isinstance(again, list) else [again]
    assert [r["outcome"] for r in again] == [w["outcome"] for w in chosen]
    assert [r["trace"] for r in again] == [w["trace"] for w in chosen]
    text = invoke("replay", str(saved))
    assert text.exit_code == 0
    assert text.stdout.splitlines()[-1] == \
        f"replayed: {chosen[-1]['outcome_text']} (as recorded)"


@needs_clang
def test_hang_witness_leads_to_the_configuration_no_execution_leaves(tmp_path: Path) -> None:
    saved = tmp_path / "hang.json"
    program = BUGS / "hang" / "wrong" / "spin_never_set.c"
    result = invoke("run", str(program), "--witness", "hang", "--save-witness", str(saved))
    assert result.exit_code == 10, result.output
    w = json.loads(saved.read_text())
    assert w["hang"] is True and w["outcome"]["kind"] == "hang"
    replayed = invoke("replay", str(saved))
    assert replayed.exit_code == 0, replayed.output
    assert replayed.stdout.splitlines()[-1].startswith(
        "replayed: hang: no execution from here ends: thread 2 loops forever")


def test_replay_in_another_process_with_other_string_hashes(tmp_path: Path) -> None:
    """A witness file is reproducible: a fresh process (another PYTHONHASHSEED) replays it."""
    saved = tmp_path / "w.json"
    result = invoke("run", str(EXAMPLES / "litmus" / "SB.litmus"), "-m", "tso", "--witness", "1",
                    "--save-witness", str(saved))
    assert result.exit_code == 0, result.output
    done = subprocess.run([sys.executable, "-c", "from ctreelab.cli import main; main()",
                           "replay", str(saved)], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, PYTHONHASHSEED="12345"), check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == \
        "replayed: done  x=1 y=1 0:EAX=0 1:EAX=0 (as recorded)"


def test_every_outcome_has_a_witness_that_reaches_it(tmp_path: Path) -> None:
    """With merging and reduction, and without: each witness replays to its outcome."""
    registry = Registry.discover()
    program = tmp_path / "sb.muir"
    program.write_text(SPAWN_SB)
    for options in ({}, {"merge": False, "reduce": False}):
        for model in ("sc", "tso", "promising"):
            spec = PipelineSpec(program=str(program), memory=model, scheduler_options=options,
                                observe=("r0", "r1"))
            pipeline = build(spec, registry)
            result = pipeline.run()
            assert set(result.witnesses) == set(result.outcomes)
            assert len(result.outcomes) == (3 if model == "sc" else 4)
            for outcome, choices in result.witnesses.items():
                pipeline.scheduler = Replay(choices)
                assert set(pipeline.run().outcomes) == {outcome}, (model, options, outcome)


def test_witnesses_can_be_turned_off() -> None:
    spec = PipelineSpec(program=str(EXAMPLES / "sb.muir"), memory="tso",
                        scheduler_options={"witnesses": False}, observe=("r0", "r1"))
    result = build(spec, Registry.discover()).run()
    assert result.witnesses == {} and len(result.outcomes) == 4


# --- replay: what goes wrong is one line ------------------------------------------------------


@pytest.fixture
def sb_witness(tmp_path: Path) -> tuple[Path, Path]:
    program = tmp_path / "sb.muir"
    program.write_text((EXAMPLES / "sb.muir").read_text())
    saved = tmp_path / "w.json"
    result = invoke("run", str(program), "-m", "tso", "-o", "r0,r1", "--witness", "1",
                    "--save-witness", str(saved))
    assert result.exit_code == 0, result.output
    return program, saved


def test_replay_of_a_witness_that_reaches_another_outcome(sb_witness: tuple[Path, Path]) -> None:
    _, saved = sb_witness
    w = json.loads(saved.read_text())
    assert w["outcome_text"] == "done  r0=0 r1=0 ret=0"
    w["outcome"]["observed"]["r1"] = 1
    w["outcome_text"] = "done  r0=0 r1=1 ret=0"
    saved.write_text(json.dumps(w))
    result = invoke("replay", str(saved))
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        f"error: {saved}: the witness reaches done r0=0 r1=0 ret=0, not the recorded "
        "done r0=0 r1=1 ret=0"]  # one line: runs of spaces are one


def test_replay_after_the_program_changed(sb_witness: tuple[Path, Path]) -> None:
    program, saved = sb_witness
    program.write_text(program.read_text() + "\n; edited\n")
    result = invoke("replay", str(saved))
    assert result.exit_code == 1
    [line] = result.stderr.splitlines()
    assert line.startswith(f"error: {saved}: {program} changed since the witness was recorded "
                           "(sha256 ")


def test_replay_of_choices_that_do_not_fit(sb_witness: tuple[Path, Path]) -> None:
    _, saved = sb_witness
    w = json.loads(saved.read_text())
    w["choices"][0] = 7
    saved.write_text(json.dumps(w))
    result = invoke("replay", str(saved))
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        "error: the witness does not fit the program: choice 1 is 7, but the branch there "
        "(Sched[1, 2]) has 2"]
    saved.write_text('{"format": "something else"}')
    result = invoke("replay", str(saved))
    assert result.stderr.splitlines() == [
        f'error: {saved}: not a ctreelab witness (expected "format": "ctreelab-witness/1")']


def test_witness_option_errors() -> None:
    sb = str(EXAMPLES / "sb.toml")
    result = invoke("run", sb, "--witness", "fancy")
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        "error: --witness 'fancy': expected a row number of the outcome table, an outcome kind "
        "(done, ub, oom, failure, assert, race, deadlock, hang, budget), all-bad or all"]
    result = invoke("run", sb, "--witness", "9")
    assert result.stderr.splitlines() == ["error: --witness 9: the outcome table has rows 1 to 3"]
    result = invoke("run", sb, "--graph", "g.dot")
    assert result.exit_code == 1
    assert result.stderr.splitlines() == ["error: --graph needs --witness to select the outcomes"]
    result = invoke("run", sb, "-s", "random", "--witness", "1")
    assert result.stderr.splitlines() == [
        "error: --witness: scheduler 'random' keeps no witnesses (use --scheduler exhaustive)"]
    result = invoke("run", sb, "--witness", "assert")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == "witness: no outcome is selected by 'assert'"


# --- readable traces ----------------------------------------------------------------------------


def witness_lines(litmus: str, model: str, row: int) -> list[str]:
    """The printed witness of row ``row``: its header, then its trace lines."""
    result = invoke("run", str(EXAMPLES / "litmus" / litmus), "-m", model, "--witness", str(row))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    return lines[next(i for i, line in enumerate(lines) if line.startswith("witness of row")):]


def test_trace_of_store_buffering_under_tso_shows_buffers_and_flushes() -> None:
    assert witness_lines("SB.litmus", "tso", 1) == [
        "witness of row 1: done  x=1 y=1 0:EAX=0 1:EAX=0 (5 choices)",
        "      #1 T1   create T2 (P0)",
        "      #2 T1   create T3 (P1)",
        "      #3 T2   W x = 1  [release, buffered]",
        "      #4 T3   W y = 1  [release, buffered]",
        "      #5 T2   R y -> 0  [acquire, rf init]",
        "      #6 T2   exit (returns (0))",
        "      #7 T3   R x -> 0  [acquire, rf init]",
        "      #8 T3   exit (returns (0))",
        "      #9 T1   exit (returns 0:EAX=0 1:EAX=0)",
        "     #10 mem  flush T2 at exit: x = 1 (#3)",
        "     #11 mem  flush T3 at exit: y = 1 (#4)",
        "  → outcome: done  x=1 y=1 0:EAX=0 1:EAX=0"]


def test_trace_under_promising_shows_timestamps_and_what_an_acquire_makes_visible() -> None:
    lines = witness_lines("MP+rlx.litmus", "promising", 3)
    assert lines[0] == "witness of row 3: done  x=1 y=1 1:r0=1 1:r1=0 (4 choices)"
    assert lines[3:8] == [
        "      #3 T2   W x = 1  [monotonic, @(1,2]]",
        "      #4 T2   W y = 1  [monotonic, @(1,2]]",
        "      #5 T2   exit (returns ())",
        "      #6 T3   R y -> 1  [monotonic, rf #4, reads @2]",
        "      #7 T3   R x -> 0  [monotonic, rf init, reads @0]"]
    assert "      #6 T3   R y -> 1  [acquire, rf #4, reads @2, sees x@2]" in \
        witness_lines("MP+rel+acq.litmus", "promising", 3)


@needs_clang
def test_trace_names_heap_blocks_under_twophase() -> None:
    """``heap#1`` for the first malloc'd block, its pointers with their provenance, and the
    free that makes the later load a use after free."""
    program = BUGS / "memory" / "wrong" / "uaf_after_join.c"
    result = invoke("run", str(program), "-m", "twophase-fin", "--witness", "ub", "--json")
    assert result.exit_code == 10, result.output
    trace = json.loads(result.stdout)["witnesses"][0]["trace"]
    texts = [(a["thread"], a["text"].split(" at ")[0] if a["kind"] == "alloc" else a["text"])
             for a in trace]
    assert (1, "malloc heap#1: 8 bytes") in texts
    assert (1, "W heap#1 = 5") in texts and (2, "R heap#1 -> 5") in texts
    [free] = [a for a in trace if a["text"].startswith("free ")]
    assert free["thread"] == 2 and free["text"].startswith("free heap#1 (0x") and \
        c_line(free) == "uaf_after_join.c:20"


# --- execution graphs ---------------------------------------------------------------------------


def parsed(dot_file: Path) -> tuple[dict[str, str], set[tuple[str, str, str]]]:
    """The graph as Graphviz parses it: node labels (first line, without ``#N``) and
    ``(kind, source, target)`` edges."""
    data = json.loads(subprocess.run(["dot", "-Tjson0", str(dot_file)], capture_output=True,
                                     check=True, text=True).stdout)
    labels = {o["_gvid"]: o.get("label", o["name"]).split("\\n")[0].split(" ", 1)[-1]
              if o.get("label", "").startswith("#") else o.get("label", o["name"])
              for o in data["objects"] if "nodes" not in o}
    names = {o["_gvid"]: o["name"] for o in data["objects"] if "nodes" not in o}
    edges = {(e["label"], labels[e["tail"]], labels[e["head"]]) for e in data.get("edges", [])}
    return {names[g]: labels[g] for g in names}, edges


@needs_clang
@needs_dot
def test_graph_of_store_buffering_under_tso(tmp_path: Path) -> None:
    dot_file, svg = tmp_path / "sb.dot", tmp_path / "sb.svg"
    for out in (dot_file, svg):
        result = invoke("run", str(EXAMPLES / "c" / "sb.c"), "-m", "tso", "--witness", "assert",
                        "--graph", str(out))
        assert result.exit_code == 10, result.output
    _, edges = parsed(dot_file)
    po = {(x, y) for k, x, y in edges if k == "po"}
    rf = {(x, y) for k, x, y in edges if k == "rf"}
    co = {(x, y) for k, x, y in edges if k == "co"}
    assert po == {("create T2 (t0)", "create T3 (t1)"), ("create T3 (t1)", "join T2"),
                  ("join T2", "join T3"), ("join T3", "R r0 -> 0"), ("R r0 -> 0", "R r1 -> 0"),
                  ("W x = 1 (monotonic)", "R y -> 0 (monotonic)"),
                  ("R y -> 0 (monotonic)", "W r0 = 0"),
                  ("W y = 1 (monotonic)", "R x -> 0 (monotonic)"),
                  ("R x -> 0 (monotonic)", "W r1 = 0")}
    assert rf == {("init y = 0", "R y -> 0 (monotonic)"),
                  ("init x = 0", "R x -> 0 (monotonic)"),
                  ("W r0 = 0", "R r0 -> 0"), ("W r1 = 0", "R r1 -> 0")}
    assert co == {("init x = 0", "W x = 1 (monotonic)"), ("init y = 0", "W y = 1 (monotonic)"),
                  ("init r0 = 0", "W r0 = 0"), ("init r1 = 0", "W r1 = 0")}
    # the weak cycle: each read reads before the other thread's write
    assert {(x, y) for k, x, y in edges if k == "fr"} == {
        ("R y -> 0 (monotonic)", "W y = 1 (monotonic)"),
        ("R x -> 0 (monotonic)", "W x = 1 (monotonic)")}
    assert svg.read_text().lstrip().startswith(("<?xml", "<svg"))
    assert "<svg" in svg.read_text()


@needs_dot
def test_litmus_graph_is_herd_style(tmp_path: Path) -> None:
    dot_file = tmp_path / "sb.dot"
    result = invoke("run", str(EXAMPLES / "litmus" / "SB.litmus"), "-m", "tso", "--witness", "1",
                    "--graph", str(dot_file))
    assert result.exit_code == 0, result.output
    _, edges = parsed(dot_file)
    assert edges == {("po", "a: Wrel[x]=1", "b: Racq[y]=0"), ("po", "c: Wrel[y]=1", "d: Racq[x]=0"),
                     ("co", "init: W[x]=0", "a: Wrel[x]=1"),
                     ("co", "init: W[y]=0", "c: Wrel[y]=1"),
                     ("rf", "init: W[y]=0", "b: Racq[y]=0"),
                     ("rf", "init: W[x]=0", "d: Racq[x]=0"),
                     ("fr", "b: Racq[y]=0", "c: Wrel[y]=1"), ("fr", "d: Racq[x]=0", "a: Wrel[x]=1")}


def test_graph_file_kind_and_missing_dot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sb = str(EXAMPLES / "sb.toml")
    result = invoke("run", sb, "--witness", "1", "--graph", str(tmp_path / "g.txt"))
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        f"error: --graph {tmp_path / 'g.txt'}: expected a .dot, .gv, .svg, .png or .pdf file"]
    monkeypatch.setenv("PATH", str(tmp_path))
    result = invoke("run", sb, "--witness", "1", "--graph", str(tmp_path / "g.svg"))
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        f"error: --graph {tmp_path / 'g.svg'}: rendering .svg needs Graphviz's dot, which is "
        "not on PATH (Debian/Ubuntu: apt-get install graphviz); write a .dot file instead"]


# --- outcome plots ------------------------------------------------------------------------------


def test_outcomes_plot(tmp_path: Path) -> None:
    """The chart names every outcome and model and writes every count (text stays text)."""
    pytest.importorskip("matplotlib", reason="needs the 'plot' extra (matplotlib)")
    import xml.etree.ElementTree as ET

    svg = tmp_path / "sb.svg"
    args = ("outcomes", str(EXAMPLES / "sb.toml"), "-m", "sc,tso")
    result = invoke(*args, "--plot", str(svg))
    assert result.exit_code == 0, result.output
    texts = {t.text for t in ET.parse(svg).iter("{http://www.w3.org/2000/svg}text")}
    rows = json.loads(invoke(*args, "--json").stdout)["outcomes"]
    assert len(rows) == 4
    shown = ["done  r0=0 r1=0 ret=0", "done  r0=0 r1=1 ret=0", "done  r0=1 r1=0 ret=0",
             "done  r0=1 r1=1 ret=0"]
    assert set(shown) | {"sc", "tso"} <= texts
    assert {str(n) for r in rows for n in r["counts"].values()} <= texts
    result = invoke("outcomes", str(EXAMPLES / "sb.toml"), "--plot", str(tmp_path / "sb.txt"))
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        f"error: --plot {tmp_path / 'sb.txt'}: expected a .svg, .png, .pdf file"]


def test_trace_draws_its_execution(tmp_path: Path) -> None:
    """``trace --graph``: the graph of the one execution the trace prints."""
    dot_file = tmp_path / "mp.dot"
    result = invoke("trace", str(EXAMPLES / "mp.toml"), "-s", "random", "--seed", "3",
                    "--graph", str(dot_file))
    assert result.exit_code == 0, result.output
    text = dot_file.read_text()
    assert text.startswith("digraph execution {") and text.rstrip().endswith("}")
    reads = [line for line in result.stdout.splitlines() if ", rf " in line]
    assert reads and len(reads) == text.count('[label="rf"')  # one rf edge per read


def test_a_lock_inside_a_struct_is_named_by_its_field() -> None:
    """``whole`` names the struct that starts at the address (``ring.m``, a mutex at offset
    24 of ``ring``, not ``ring.m+24``), also inside an array element."""
    mutex = Struct((("__data", Struct((("__lock", 24), ("__count", 28)))),))
    ring = Struct((("buf", Repeat(2, 4, 0)), ("count", 16), ("m", mutex)))
    layout = Layout({"ring": 0x100, "rings": 0x200}, (), 0x400,
                    shapes=(("ring", ring), ("rings", Repeat(2, 64, ring))))
    assert layout.symbol(0x100 + 24, whole=True) == "ring.m"
    assert layout.symbol(0x100 + 24) == "ring.m.__data.__lock"
    assert layout.symbol(0x200 + 64 + 24, whole=True) == "rings[1].m"
    assert layout.symbol(0x100 + 16, whole=True) == "ring.count"
    assert layout.symbol(0x100 + 4, whole=True) == "ring.buf[1]"


def test_an_address_past_every_global_is_not_named_after_the_one_before() -> None:
    """The C library's own state (atexit's slots) lies after the program's globals: it is
    not ``m.__data.__list.__next+48`` of the last global, a mutex."""
    layout = Layout({"m": 0x100, "n": 0x140}, (), 0x400, sizes=(("m", 40), ("n", 4)))
    assert layout.symbol(0x100 + 39) == "m+39"
    assert [layout.symbol(a) for a in (0x100 + 40, 0x144, 0x200)] == ["0x128", "0x144", "0x200"]


def test_witness_shows_waits_signals_and_what_a_lock_synchronises_with() -> None:
    """A lost wake-up (tests/c_reach/lost_wakeup.c): the signal that found no waiter is in
    the witness, a wait shows before its unlock, and each lock or unlock follows the one
    before it on the same mutex (``rf``: the unlock a lock synchronises with)."""
    ll = ROOT / "tests" / "c_reach" / "O1" / "lost_wakeup.ll"
    result = CliRunner().invoke(app, ["run", str(ll), "--witness", "deadlock"])
    assert result.exit_code == 10, result.output
    lines = result.output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("witness of row"))
    # (a signal is a seq_cst fence, then the wake-up: plugins/languages/llvm/sync.py)
    assert [line.split("  lost_wakeup.ll")[0].rstrip() for line in lines[start + 3:start + 14]] == [
        "      #3 T1   create T2 (waiter)",
        "      #4 T1   lock m  [acquire, rf init]",
        "      #5 T1   W ready = 1  [not_atomic]",
        "      #6 T1   fence seq_cst  [seq_cst]",
        "      #7 T1   signal c (no thread waits)",
        "      #8 T1   unlock m  [release, rf #4]",
        "      #9 T2   lock m  [acquire, rf #8]",
        "     #10 T2   wait c",
        "     #11 T2   unlock m  [release, rf #9]",
        "  ✗  #12 T1   waits for thread 2 to finish",
        "  ✗  #13 T2   waits on condition variable c"]
    woken = CliRunner().invoke(app, ["run", str(ll), "--witness", "1"]).output
    assert "T1   signal c (wakes T2)" in woken


def test_witnesses_of_memory_errors_show_the_block_its_free_and_the_faulting_access() -> None:
    """A use after free and a free racing with a load (tests/bugs/memory): the witness
    shows the block as the program asked for it (4 bytes, where ``malloc`` was called, not
    the model's span), pointers as where they point, the ``free``, and the access the
    allocations stage refused as the violation (before, a race involving a free stopped
    ``--witness`` with an internal error, and frees and faults were not shown)."""
    ll = BUGS / "memory" / "wrong" / "O1" / "free_while_reading.ll"
    result = invoke("run", str(ll), "--witness", "all-bad", "--json")
    assert result.exit_code == 10, result.output
    traces = {w["outcome"]["kind"]: w["trace"] for w in json.loads(result.stdout)["witnesses"]}
    assert sorted(traces) == ["race", "ub"]
    shown = {kind: [(a["thread"], a["text"], c_line(a), a.get("violation", False))
                    for a in trace if a["kind"] not in ("create", "exit", "choose")]
             for kind, trace in traces.items()}
    head = [(1, "malloc alloc#2: 4 bytes at 0x10040", "free_while_reading.c:19", False),
            (1, "W cell = &alloc#2", "free_while_reading.c:19", False),
            (1, "W alloc#2 = 7", "free_while_reading.c:20", False),
            (1, "W ready = 1", "free_while_reading.c:22", False),
            (1, "R cell -> &alloc#2", "free_while_reading.c:23", False)]
    assert shown["ub"][1:] == head + [
        (1, "free alloc#2", "free_while_reading.c:23", False),
        (2, "R ready -> 1", "free_while_reading.c:12", False),
        (2, "R cell -> &alloc#2", "free_while_reading.c:14", False),
        (2, "R alloc#2: use after free", "free_while_reading.c:14", True)]
    assert shown["race"][1:] == head + [
        (2, "R ready -> 1", "free_while_reading.c:12", False),
        (2, "R cell -> &alloc#2", "free_while_reading.c:14", False),
        (2, "R alloc#2 -> 7", "free_while_reading.c:14", False),
        (1, "free alloc#2 (races, not run)", "free_while_reading.c:23", True)]


def test_a_violation_that_is_no_memory_action_has_its_own_line_where_it_happened() -> None:
    """An unlock of a mutex the thread does not hold (tests/bugs/sync) is undefined
    behaviour at the unlock's C line, and the witness ends with that unlock as the
    violation (it used to mark the thread's last memory access, and the outcome had no
    source line)."""
    ll = BUGS / "sync" / "wrong" / "O1" / "unlock_not_held.ll"
    result = invoke("run", str(ll), "--witness", "1", "--json")
    assert result.exit_code == 10, result.output
    data = json.loads(result.stdout)
    assert [(o["kind"], o["reason"], Path(o["where"].split(" (")[0]).name)
            for o in data["outcomes"]] == [
        ("ub", "unlock of table_lock, which thread 2 does not hold (held by thread 1)",
         "unlock_not_held.c:18"),
        ("ub", "unlock of table_lock, which thread 2 does not hold (not locked)",
         "unlock_not_held.c:18")]
    last = data["witnesses"][0]["trace"][-1]
    assert (last["thread"], last["kind"], last["text"], c_line(last), last["violation"]) == \
        (2, "halt", "unlock of table_lock, which thread 2 does not hold", "unlock_not_held.c:18",
         True)
    assert sum(a.get("violation", False) for a in data["witnesses"][0]["trace"]) == 1


def test_an_instruction_the_optimiser_left_without_a_line_is_located_in_its_function() -> None:
    """clang -O1 hoists the out-of-bounds load of tests/bugs/memory/wrong/oob_thread_slot.c
    out of its loop and drops its debug line: the location is the ``.ll`` line by its file
    name (not the cache's full path) and the C function; at -O0 the C line."""
    wrong = BUGS / "memory" / "wrong"
    where = {}
    for level in ("O0", "O1"):
        result = invoke("run", str(wrong / level / "oob_thread_slot.ll"), "--json")
        assert result.exit_code == 10, result.output
        [ub] = [o for o in json.loads(result.stdout)["outcomes"] if o["kind"] == "ub"]
        where[level] = ub["where"]
    assert where == {"O0": "oob_thread_slot.c:16 (oob_thread_slot.ll:39)",
                     "O1": "oob_thread_slot.ll:23 in worker()"}


def test_an_instruction_at_debug_line_0_is_located_in_its_function(tmp_path: Path) -> None:
    """clang gives code merged from several lines ``!DILocation(line: 0, …)``: such an
    instruction is located as one without a line (its ``.ll`` line and function), never as
    ``oob_thread_slot.c:0``."""
    text = (BUGS / "memory" / "wrong" / "O1" / "oob_thread_slot.ll").read_text()
    load = "%6 = load i64, i64* %5, align 16, !tbaa !36"
    assert load in text and "!35 = !DILocation(line: 0, scope: !32)" in text
    ll = tmp_path / "oob_thread_slot.ll"
    ll.write_text(text.replace(load, load + ", !dbg !35"))
    result = invoke("run", str(ll), "--json")
    assert result.exit_code == 10, result.output
    [ub] = [o for o in json.loads(result.stdout)["outcomes"] if o["kind"] == "ub"]
    assert ub["where"] == "oob_thread_slot.ll:23 in worker()"


ERRNO_C = r"""#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
int bad;
void *worker(void *a) {
    errno = 0;
    strtol("99999999999999999999999", 0, 10);
    if (errno == ERANGE) bad++;
    return 0;
}
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    printf("%d\n", bad);
    return 0;
}
"""


@pytest.mark.skipif(shutil.which("clang") is None,
                    reason="needs clang (Debian: apt-get install clang)")
def test_trace_of_a_c_program_names_errno_and_the_c_file_alone(tmp_path: Path) -> None:
    """The library's errno words are named (not ``W 0x100f4 = 34``), and a ``.c`` input's
    locations name the C file alone, not the cached ``.ll`` it was compiled to."""
    src = tmp_path / "errno.c"
    src.write_text(ERRNO_C)
    result = invoke("run", str(src), "--witness", "1")
    assert result.exit_code == 0, result.output
    steps = [" ".join(line.split()) for line in result.output.splitlines() if "#" in line]
    assert [s.split(" ", 2)[2] for s in steps if " T2 " in s and " errno " in s] == [
        f"W errno = 0 [not_atomic] {src}:7", f"W errno = 34 [not_atomic] {src}:8",
        f"R errno -> 34 [not_atomic, rf #4] {src}:9"]
    assert ".ll" not in result.output
    assert any(s.endswith("errno.c in main()") for s in steps)  # (an alloca has no line)
