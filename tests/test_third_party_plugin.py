"""A third-party memory model shipped as its own distribution (examples/third_party_memory).

The distribution ``ctreelab-zeroinit`` is really installed with pip into a temporary
folder and ctreelab, run in a subprocess with that folder on ``PYTHONPATH``, discovers it
through its entry point and selects it from TOML: nothing in ctreelab names it.  An
in-process test registers the same plugin module with ``Registry.discover(extra=...)``.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Iterator

import importlib_metadata
import pytest

from ctreelab import __version__
from ctreelab.outcome import Outcome
from ctreelab.pipeline import PipelineSpec, StageSpec, build
from ctreelab.registry import Registry
from ctreelab.values import UNDEF

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "third_party_memory"
SPEC = EXAMPLE / "example.toml"
PROGRAM = EXAMPLE / "uninit.muir"
STATS = re.compile(r"^1 outcome · 1 executions · .* s$")


# --- installed with pip, run as a command ---------------------------------------------------


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder where ctreelab-zeroinit is installed (put it on PYTHONPATH to use it)."""
    for module in ("pip", "setuptools"):
        if importlib.util.find_spec(module) is None:
            pytest.skip(f"{module} is not installed in {sys.executable}: cannot build and "
                        f"install the example distribution ctreelab-zeroinit")
    root = tmp_path_factory.mktemp("third_party")
    # Build from a copy: an in-place build leaves build/ and src/*.egg-info in the example.
    source = root / "source"
    shutil.copytree(EXAMPLE, source, ignore=shutil.ignore_patterns(
        "build", "*.egg-info", "__pycache__"))
    target = root / "site"
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation",
         "--no-index", "--disable-pip-version-check", "--quiet", "--target", str(target),
         str(source)],
        capture_output=True, text=True)
    assert proc.returncode == 0, f"pip install failed:\n{proc.stdout}\n{proc.stderr}"
    assert (target / "ctreelab_zeroinit" / "plugin.py").is_file()
    return target


def ctreelab(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(site)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    return subprocess.run([sys.executable, "-c", "from ctreelab.cli import main; main()", *args],
                          capture_output=True, text=True, env=env, cwd=str(site.parent))


def header(memory: str, flags: str = "") -> str:
    line = (f"ctreelab {__version__} · spec {SPEC} · program {PROGRAM} (muir) · "
            f"stages vars → interleave → memory({memory}) · scheduler exhaustive")
    return line + (f" · flags {flags}" if flags else "")


def test_its_five_line_suite_passes_with_ctreelab_testing(site: Path) -> None:
    """The example's tests (ctreelab.testing's MemoryModelTests) run against the installed
    distribution: 12 litmus shapes × 3 checks."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(site)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-p", "no:xdist", str(site.parent / "source" / "tests")],
                          capture_output=True, text=True, env=env, cwd=str(site.parent))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.splitlines()[-1].startswith("36 passed"), proc.stdout


def test_plugins_lists_zeroinit(site: Path) -> None:
    proc = ctreelab(site, "plugins")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "name          kind          plugin      distribution          version"
    assert ("zeroinit      memory model  zeroinit    ctreelab-zeroinit     0.1.0") in lines
    assert proc.stderr == ""


def test_run_spec_selects_zeroinit(site: Path) -> None:
    proc = ctreelab(site, "run", str(SPEC))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[:3] == [
        header("zeroinit"),
        "outcome          executions",
        "done  r=0 ret=0  1",
    ]
    assert len(lines) == 4 and STATS.match(lines[3]), lines
    assert proc.stderr == ""


def test_memory_flag_overrides_the_spec(site: Path) -> None:
    proc = ctreelab(site, "run", str(SPEC), "--memory", "sc")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[:3] == [
        header("sc", "--memory sc"),
        "outcome              executions",
        "done  r=undef ret=0  1",
    ]
    assert len(lines) == 4 and STATS.match(lines[3]), lines


def test_option_in_spec(site: Path, tmp_path: Path) -> None:
    spec = tmp_path / "seven.toml"
    spec.write_text(SPEC.read_text(encoding="utf-8").replace("# zero = 0", "zero = 7")
                    .replace('path = "uninit.muir"', f'path = "{PROGRAM.as_posix()}"'),
                    encoding="utf-8")
    proc = ctreelab(site, "run", str(spec), "--observe", "r,x")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[1:3] == ["outcome              executions", "done  r=7 x=7 ret=0  1"]
    assert "memory(zeroinit(zero=7))" in lines[0]


def test_invalid_option_is_one_located_error(site: Path, tmp_path: Path) -> None:
    spec = tmp_path / "bad.toml"
    spec.write_text(
        f'[program]\n'                       # 1
        f'path = "{PROGRAM.as_posix()}"\n'   # 2
        f'\n'                                # 3
        f'[[stage]]\n'                       # 4
        f'use = "vars"\n'                    # 5
        f'\n'                                # 6
        f'[[stage]]\n'                       # 7
        f'use = "interleave"\n'              # 8
        f'\n'                                # 9
        f'[[stage]]\n'                       # 10
        f'use = "memory"\n'                  # 11
        f'model = "zeroinit"\n'              # 12
        f'  zero = "x"\n',                   # 13
        encoding="utf-8")
    proc = ctreelab(site, "run", str(spec))
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.splitlines() == [
        f"error: {spec}:13:3: option 'zero' must be an integer, got str 'x'"]


# --- registered in-process -------------------------------------------------------------------

TWO_THREADS = """\
@x = global undef
@c = global undef
@y = global undef
@r0 = global undef
@r1 = global undef
@ra = global undef

define @t1(%arg) {
entry:
  store monotonic 1, @x
  ret 0
}

define @main() {
entry:
  %t = thrd_create @t1, 0
  %v = load monotonic @x
  store monotonic %v, @r0
  %old = rmw monotonic add @c, 5
  store monotonic %old, @r1
  cmpxchg sc @y, 0, 9
  fence seq_cst
  %p = alloca 1
  %a = load not_atomic %p
  store not_atomic %a, @ra
  %d = thrd_join %t
  ret 0
}
"""
OBSERVED = ("r0", "c", "r1", "y", "ra", "x")


@pytest.fixture
def plugin(monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """``ctreelab_zeroinit.plugin`` imported from the example's source folder."""
    if any(d.metadata["Name"] == "ctreelab-zeroinit" for d in importlib_metadata.distributions()):
        pytest.skip("ctreelab-zeroinit is installed in this environment: its entry point "
                    "would clash with the in-process registration (uninstall it)")
    monkeypatch.syspath_prepend(str(EXAMPLE / "src"))
    for name in [m for m in sys.modules if m.split(".")[0] == "ctreelab_zeroinit"]:
        monkeypatch.delitem(sys.modules, name)
    module = importlib.import_module("ctreelab_zeroinit.plugin")
    yield module
    for name in [m for m in sys.modules if m.split(".")[0] == "ctreelab_zeroinit"]:
        del sys.modules[name]  # imported by this test only: forget them again


def outcomes(registry: Registry, program: Path, model: str, **options: object) -> set[Outcome]:
    memory = StageSpec("memory", {"model": model, **options})
    spec = PipelineSpec(program=str(program), observe=OBSERVED,
                        stages=(StageSpec("vars"), StageSpec("interleave"), memory))
    return set(build(spec, registry).run().outcomes)


def done(r0: object, c: object, r1: object, y: object, ra: object) -> Outcome:
    return Outcome("done", (("r0", r0), ("c", c), ("r1", r1), ("y", y), ("ra", ra), ("x", 1)), 0)


def test_in_process_registration(plugin: ModuleType, tmp_path: Path) -> None:
    registry = Registry.discover(extra=[("zeroinit", plugin)])
    assert {"sc", "zeroinit"} <= set(registry.names("memory model"))
    item = registry.components["memory model"]["zeroinit"]
    assert (item.plugin, item.distribution, item.version) == (
        "zeroinit", "(registered in-process)", "-")
    model_cls = registry.get("memory model", "zeroinit")
    from ctreelab.memory import MemoryModel
    assert issubclass(model_cls, MemoryModel)
    assert model_cls.options["zero"].default == 0

    program = tmp_path / "two.muir"
    program.write_text(TWO_THREADS, encoding="utf-8")
    assert outcomes(registry, program, "zeroinit") == {
        done(0, 5, 0, 9, 0), done(1, 5, 0, 9, 0)}
    assert outcomes(registry, program, "zeroinit", zero=7) == {
        done(7, 12, 7, 7, 7), done(1, 12, 7, 7, 7)}
    assert outcomes(registry, program, "sc") == {
        done(UNDEF, UNDEF, UNDEF, UNDEF, UNDEF), done(1, UNDEF, UNDEF, UNDEF, UNDEF)}


def test_in_process_example_and_state(plugin: ModuleType) -> None:
    registry = Registry.discover(extra=[("zeroinit", plugin)])
    spec = PipelineSpec(program=str(PROGRAM), memory="zeroinit", observe=("r", "x"))
    pipeline = build(spec, registry)
    assert set(pipeline.run().outcomes) == {Outcome("done", (("r", 0), ("x", 0)), 0)}

    model = registry.get("memory model", "zeroinit")(zero=3)
    state = model.initial_state(pipeline.layout)
    hash(state)
    assert model.value_at(state, pipeline.layout.addresses["x"]) == 3
    assert model.label() == "zeroinit(zero=3)"
