"""The distributed explorer (``workers = N`` on Ray, docs/guide/distributed.md): the same
outcome sets as the single-process explorer, budgets across workers, a two-node cluster,
a worker killed mid-run, and the one-line message without Ray.

One local Ray session serves the in-process tests (started once for the module); the
explorations of a comparison all run in one batch on the same two workers.
"""

from __future__ import annotations

import glob
import json
import multiprocessing
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from ctreelab.cli import app, registry
from ctreelab.cli_explain import replay
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.spec import load_spec
from ctreelab_plugins.schedulers import distributed
from ctreelab_plugins.schedulers.exhaustive import Exhaustive
from typer.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
LITMUS = Path(os.environ.get("CTREELAB_LITMUS", ROOT.parent / "shared" / "litmus"))
X86 = sorted(glob.glob(str(LITMUS / "dat3m" / "litmus" / "X86" / "**" / "*.litmus"),
                       recursive=True))
NO_RAY = "Ray is not installed (pip install 'ctreelab[ray]'; CI installs it)"

try:
    import ray
except ImportError:
    ray = None

needs_ray = pytest.mark.skipif(ray is None, reason=NO_RAY)
# every test here on one pytest-xdist worker (--dist loadgroup, pyproject.toml): two local
# Ray clusters at once on a 2-core machine made each of them 4 to 15 times slower
pytestmark = pytest.mark.xdist_group("ray")


@pytest.fixture(scope="module")
def local_ray() -> Any:
    """One local Ray for the module's in-process explorations (the explorer reuses it)."""
    ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level="ERROR",
             log_to_driver=False, object_store_memory=80 << 20)
    yield ray
    distributed._pool.clear()
    ray.shutdown()


def spec(path: str, memory: str | None = None, **options: Any) -> PipelineSpec:
    s = load_spec(path) if path.endswith(".toml") else PipelineSpec(program=path)
    return replace(s, memory=memory or s.memory,
                   scheduler_options={**s.scheduler_options, **options})


def single_and_distributed(specs: list[PipelineSpec]) -> list[tuple[Any, Any]]:
    """(single-process result, 2-worker result) of each spec, the latter all in one call.
    The single-process explorations run meanwhile in a process of their own: the driver
    only waits for the workers, and on a loaded machine the three processes share the
    cores instead of taking turns."""
    config = Exhaustive.check_options({"workers": 2})
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        single = pool.submit(explore_single, specs)
        return list(zip(single.result(), distributed.explore(config, specs)))


def explore_single(specs: list[PipelineSpec]) -> list[Any]:
    """The single-process explorer's result of each spec (in the pool's process)."""
    reg = registry()
    return [build(s, reg).run() for s in specs]


def shortlex(path: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    return len(path), path


def compare(specs: list[PipelineSpec]) -> None:
    """The same outcome sets, and witnesses for the same outcomes.  Both explorers keep the
    least explored path (shortest, then lexicographically least): under sc the explored
    graphs are the same and so are the witnesses; under tso the sleep sets and the cycle
    proviso depend on the order in which configurations are reached, so the explored graphs,
    and with them a least path, may differ (docs/guide/distributed.md): there, the
    witnesses of violations (every kind but ``done``) must still be the same (issue 21), and
    each differing witness of a final state must replay to its outcome."""
    reg = registry()
    differ, wrong, unequal = [], [], []
    for s, (a, b) in zip(specs, single_and_distributed(specs)):
        if set(a.outcomes) != set(b.outcomes) or set(a.witnesses) != set(b.witnesses):
            differ.append((s.program, s.memory, sorted(o.show() for o in a.outcomes),
                           sorted(o.show() for o in b.outcomes), len(a.witnesses),
                           len(b.witnesses)))
            continue
        other = {o: w for o, w in b.witnesses.items() if w != a.witnesses[o]}
        if any(o.kind != "done" for o in other) or other and s.memory != "tso":
            unequal.append((s.program, s.memory, sorted(o.show() for o in other)))
        pipeline = build(s, reg) if other else None
        for o, w in other.items():
            if replay(pipeline, reg, w, o.kind == "hang")[0] != o:
                wrong.append((s.program, s.memory, o.show(), w))
    assert not differ
    assert not unequal
    assert not wrong


# programs with violations of every kind (data races, use after free, deadlocks, asserts...)
VIOLATING = sorted(ROOT.glob("tests/bugs/*/wrong/O1/*.ll"))


def example_specs(sizes: str = "23") -> list[PipelineSpec]:
    """Every example explored exhaustively (loop.toml is a single round-robin run of a
    million steps), the litmus examples under sc and tso, the benchmark programs with
    N in ``sizes`` under sc and tso, and the hang programs of tests/bugs."""
    found = [spec(str(p)) for p in sorted(ROOT.glob("examples/*.toml")) if p.name != "loop.toml"]
    found += [spec(str(p), m) for p in sorted(ROOT.glob("examples/litmus/*.litmus"))
              for m in ("sc", "tso")]
    found += [spec(str(p), m) for p in sorted(ROOT.glob(f"benchmarks/programs/*_N[{sizes}].ll"))
              for m in ("sc", "tso")]
    found += [spec(str(p)) for p in sorted(ROOT.glob("tests/bugs/hang/wrong/O1/*.ll"))]
    return found


@needs_ray
def test_examples_benchmarks_and_litmus_sample_match_single_process(local_ray: Any) -> None:
    assert X86, f"no Dat3M X86 litmus tests under {LITMUS}"
    compare(example_specs() + [spec(f, m) for f in X86[::16] for m in ("sc", "tso")])


@needs_ray
@pytest.mark.slow
def test_every_dat3m_x86_litmus_test_and_n4_matches_single_process(local_ray: Any) -> None:
    """The rest of the acceptance set: every Dat3M X86 test under sc and tso (those not
    sampled above), the benchmark programs with N = 4, and the programs with violations of
    tests/bugs under tso (their witnesses must be the same), in one call (each exploration has its own budgets: a few
    run at once on the workers, each timed from its start)."""
    assert len(X86) > 400
    sampled = set(X86[::16])  # compared by the test above
    compare([spec(f, m) for f in X86 if f not in sampled for m in ("sc", "tso")] + [
        spec(str(p), m) for p in sorted(ROOT.glob("benchmarks/programs/*_N4.ll"))
        for m in ("sc", "tso")] + [spec(str(p), "tso") for p in VIOLATING])


@needs_ray
def test_each_exploration_has_its_own_timeout(local_ray: Any) -> None:
    """A long exploration that runs out of time ends alone; the short ones explored with it
    are complete (the timeout is not shared by the explorations of one call)."""
    long = spec(str(ROOT / "benchmarks/programs/store_x_load_y_N6.ll"), "tso")  # over 120 s
    short = [spec(str(ROOT / "examples/sb.toml")), spec(str(ROOT / "examples/litmus/SB.litmus"))]
    config = Exhaustive.check_options({"workers": 2, "timeout": 8})
    results = distributed.explore(config, [long, *short])
    assert [o.reason for o in results[0].outcomes if o.kind == "budget"] == [
        "timeout of 8 s exceeded"]
    reg = registry()
    for s, r in zip(short, results[1:]):
        assert set(r.outcomes) == set(build(s, reg).run().outcomes)


@needs_ray
def test_hangs_are_found_and_named(local_ray: Any) -> None:
    hang = str(ROOT / "tests/bugs/hang/wrong/O1/spin_never_set.ll")
    (single, dist), = single_and_distributed([spec(hang)])
    assert {o.kind for o in dist.outcomes} == {"hang"}
    assert set(dist.outcomes) == set(single.outcomes)
    assert dist.witnesses == single.witnesses


@needs_ray
def test_spins_the_reduction_must_not_lose_are_found(local_ray: Any) -> None:
    """tests/hangs under sc and tso: the same outcomes as the single process, hangs
    included (spin_alone: a spin cut as a cycle must not be asleep in its siblings;
    plain_flag at -O1: a loop through a race report's branch must expand a scheduling
    point).  The witnesses of spin_alone's hang differ: the distributed explorer expands
    the spinning thread's chain a few steps further down (spin_alone.O1 sc: at choices
    0,0,0,0,0 against 0,0,0), so its least path to the hang is longer; not compared here."""
    specs = [spec(str(p), m) for p in sorted(ROOT.glob("tests/hangs/*.ll")) for m in ("sc", "tso")]
    for s, (a, b) in zip(specs, single_and_distributed(specs)):
        assert set(b.outcomes) == set(a.outcomes), (s.program, s.memory)


@needs_ray
def test_witnesses_do_not_depend_on_the_workers(local_ray: Any) -> None:
    """The least explored path of each outcome: the same with one worker and with two, and
    the same as the single-process explorer's where that one is also the least (sb)."""
    specs = [spec(str(ROOT / "examples/sb.toml")),
             spec(str(ROOT / "benchmarks/programs/store_x_load_y_N2.ll"), "tso")]
    one = distributed.explore(Exhaustive.check_options({"workers": 1}), specs)
    two = distributed.explore(Exhaustive.check_options({"workers": 2}), specs)
    assert [r.witnesses for r in one] == [r.witnesses for r in two]
    assert two[0].witnesses == build(specs[0], registry()).run().witnesses
    assert {o.show(): w for o, w in two[0].witnesses.items()} == {
        "done  r0=0 r1=1 ret=0": (0, 0, 0, 0, 0, 0, 0, 0),
        "done  r0=1 r1=0 ret=0": (0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0),
        "done  r0=1 r1=1 ret=0": (0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0)}


@needs_ray
def test_run_witness_with_workers(local_ray: Any) -> None:
    """run --witness with --workers: the violation is explained by a witness that replays to
    it (the command checks that), no longer than the single-process explorer's."""
    args = ["run", str(ROOT / "examples/c/mp.c"), "--memory", "promising", "--witness",
            "assert", "--json"]
    single = CliRunner().invoke(app, args)
    result = CliRunner().invoke(app, [*args, "--workers", "2"])
    assert result.exit_code == single.exit_code != 0, result.output
    got, expected = json.loads(result.output), json.loads(single.output)
    assert [w["outcome_text"] for w in got["witnesses"]] == [
        w["outcome_text"] for w in expected["witnesses"]] == [
        f"assert: !(r0 == 1 && r1 == 0) at {ROOT}/examples/c/mp.c:30 (thread 1)"]
    assert [shortlex(tuple(w["choices"])) <= shortlex(tuple(e["choices"]))
            for w, e in zip(got["witnesses"], expected["witnesses"])] == [True]


@needs_ray
def test_outcomes_command_with_workers(local_ray: Any) -> None:
    args = ["outcomes", str(ROOT / "examples/sb.toml"), "--memory", "sc,tso", "--json"]
    single = CliRunner().invoke(app, args)
    result = CliRunner().invoke(app, [*args, "--workers", "2"])
    assert result.exit_code == single.exit_code == 0, result.output
    rows = [(o["kind"], o.get("values"), sorted(o["counts"]), o["added_by"])
            for o in json.loads(result.output)["outcomes"]]
    assert rows == [(o["kind"], o.get("values"), sorted(o["counts"]), o["added_by"])
                    for o in json.loads(single.output)["outcomes"]]
    assert len(rows) == 4  # tso adds both loads 0
    assert [(r["scheduler_options"]["workers"], r["stats"]["workers"])
            for r in json.loads(result.output)["runs"]] == [(2, 2), (2, 2)]


@needs_ray
def test_litmus_command_with_workers(local_ray: Any) -> None:
    if not any(c.name == "litmus" for c in app.registered_commands):
        registry().add_commands(app)  # the litmus command (a plugin's)
    files = [str(ROOT / "examples/litmus/SB.litmus"), *X86[::97]]
    args = ["litmus", *files, "--model", "tso", "--json"]
    single = CliRunner().invoke(app, args)
    result = CliRunner().invoke(app, [*args, "--workers", "2"])
    assert result.exit_code == single.exit_code, result.output

    def verdicts(output: str) -> list[tuple[Any, ...]]:
        return [(t["file"], t["status"], t.get("verdict"), t.get("states"))
                for t in json.loads(output)["tests"]]
    assert verdicts(result.output) == verdicts(single.output)
    assert [t["stats"]["workers"] for t in json.loads(result.output)["tests"]] == \
        [2] * len(files)


@needs_ray
def test_max_states_holds_across_workers(local_ray: Any) -> None:
    program = str(ROOT / "benchmarks/programs/counter_N4.ll")
    config = Exhaustive.check_options({"workers": 2, "max-states": 40})
    result, = distributed.explore(config, [spec(program, "tso")])
    budgets = [o for o in result.outcomes if o.kind == "budget"]
    assert [o.reason for o in budgets] == ["max-states=40 exhausted"]
    # each worker expands only the part of the budget granted to it, and the parts never add
    # up to more than max-states: exactly 40 are expanded, as in a single process
    assert result.stats["states"] == 40
    assert [w["worker"] for w in result.stats["per_worker"]] == [1, 2]
    assert all(w["states"] > 0 for w in result.stats["per_worker"])


@needs_ray
def test_an_unreachable_ray_address_is_one_line() -> None:
    """Ray would retry for minutes: nothing answering at the address fails at once."""
    port = free_port()
    run = subprocess.run([*CLI, "run", "examples/sb.toml", "--workers", "2", "--ray-address",
                          f"127.0.0.1:{port}"], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, check=False)
    assert run.returncode == 1
    assert run.stdout == ""
    assert run.stderr.splitlines() == [
        f"error: cannot join the Ray cluster at 127.0.0.1:{port}: nothing answers there "
        "(connection refused)"]


def test_workers_without_ray_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails as when absent
    result = CliRunner().invoke(app, ["run", str(ROOT / "examples/sb.toml"), "--workers", "2"])
    assert result.exit_code == 1
    assert result.output.strip().splitlines()[-1] == (
        "error: workers need Ray, an optional dependency: pip install 'ctreelab[ray]'")


# --- real clusters (subprocesses) -----------------------------------------------------------

CLI = [sys.executable, "-c", "from ctreelab.cli import main; main()"]


def outcome_set(data: dict[str, Any]) -> list[str]:
    """The outcomes of a ``--json`` answer, without their counts."""
    return sorted(json.dumps({k: v for k, v in o.items() if k != "count"}, sort_keys=True)
                  for o in data["outcomes"])


def wait_for_cpus(ray_cli: str, address: str, cpus: int, env: dict[str, str]) -> None:
    """Wait (two minutes at most) until the cluster's nodes have joined."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        status = subprocess.run([ray_cli, "status", "--address", address], env=env, text=True,
                                capture_output=True, check=False, timeout=60)
        if f"/{cpus}.0 CPU" in status.stdout:
            return
        time.sleep(1)
    pytest.fail(f"the {cpus}-CPU cluster at {address} did not come up in two minutes")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def stop_group(proc: subprocess.Popen[bytes]) -> None:
    """End a process group this test started (ray start --block and what it started)."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=20)
            return
        except subprocess.TimeoutExpired:
            continue


@needs_ray
def test_two_node_cluster_with_ray_address() -> None:
    ray_cli = str(Path(sys.executable).parent / "ray")
    # a short folder: Ray's Unix socket paths under it must stay under 108 bytes
    temp = tempfile.mkdtemp(prefix="ctl-ray-", dir="/tmp")
    port = free_port()
    address = f"127.0.0.1:{port}"
    common = ["--num-cpus", "1", "--block", "--disable-usage-stats"]
    # Ray 2.60 asks a node joining on loopback for a token: the cluster gets its own
    env = dict(os.environ, RAY_AUTH_MODE="token", RAY_AUTH_TOKEN=secrets.token_hex(32))
    nodes: list[subprocess.Popen[bytes]] = []
    try:
        nodes.append(subprocess.Popen(
            [ray_cli, "start", "--head", "--node-ip-address", "127.0.0.1", "--port", str(port),
             "--include-dashboard", "false", "--temp-dir", temp, *common],
            start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env=env))
        time.sleep(5)
        nodes.append(subprocess.Popen(
            [ray_cli, "start", "--address", address, "--node-ip-address", "127.0.0.1",
             *common], start_new_session=True, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, env=env))
        wait_for_cpus(ray_cli, address, 2, env)
        run = subprocess.run(
            [*CLI, "run", "examples/sb.toml", "--workers", "2", "--ray-address", address,
             "--json", "--stats"], cwd=ROOT, capture_output=True, text=True, timeout=240,
            check=False,
            env=env)
    finally:
        for node in reversed(nodes):
            stop_group(node)
        shutil.rmtree(temp, ignore_errors=True)
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    single = CliRunner().invoke(app, ["run", str(ROOT / "examples/sb.toml"), "--json"])
    assert outcome_set(data) == outcome_set(json.loads(single.output))
    nodes_used = {w["node"] for w in data["stats"]["per_worker"]}
    assert len(nodes_used) == 2  # one worker on each node (one CPU each)


@needs_ray
def test_killing_a_worker_ends_the_run_with_a_failure(tmp_path: Path) -> None:
    import psutil
    program = str(ROOT / "benchmarks/programs/store_x_load_y_N4.ll")
    proc = subprocess.Popen([*CLI, "run", program, "--memory", "tso", "--workers", "2",
                             "--max-states", "10000000"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        victim = None
        deadline = time.monotonic() + 180
        while victim is None and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.5)
            for child in psutil.Process(proc.pid).children(recursive=True):
                try:
                    if "ShardActor" in " ".join(child.cmdline()):
                        victim = child
                        break
                except psutil.Error:
                    continue
        assert victim is not None, "no worker process appeared"
        # mid-run: once the worker has worked a while (starting it, loading the program and
        # joining the pool take it about a second of CPU; wall time would race with them
        # on a loaded machine)
        while time.monotonic() < deadline and proc.poll() is None and \
                sum(victim.cpu_times()[:2]) < 4.0:
            time.sleep(0.2)
        victim.kill()
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 11, err
    lines = [line for line in out.splitlines() if line.startswith("failure: worker")]
    assert len(lines) == 1
    assert "died (its process ended); the exploration is incomplete" in lines[0]
