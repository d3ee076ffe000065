"""Differential tests of the ``llvm`` language against native code.

Every sequential C program of ``examples/c`` is compiled natively with clang (``-O0``) and
run; ctreelab's run of the committed ``.ll`` files (``O0/`` and ``O1/``, default stack, each
memory model, round-robin) must print exactly the same text and end with the same exit
status (the outcome's ``ret`` is the C-level status; the shell sees ``ret & 0xff``).

The comparison goes through the native runs recorded in ``examples/c/native/`` (written by
``examples/c/regenerate.sh``), in two halves:

* ctreelab's runs == the recorded native runs, under each memory model (``sc``, ``tso``,
  ``promising``: the programs are sequential, so every model must give the native result,
  including where they copy or set memory of one type with accesses of another — struct
  copies, ``memcpy``/``memset``, ``char`` access to integers: mixed-size accesses) — needs no
  clang, so it runs everywhere;
* the recorded native runs == fresh native runs — needs clang and an x86-64 Linux machine
  (the committed IR targets ``x86_64-pc-linux-gnu``: ``char`` is signed, ``long`` is 64
  bits; another target would legitimately print other text).

A last test checks that the committed ``.ll`` files are what ``regenerate.sh`` produces
(same clang version only).  Tests that need clang are skipped, with the reason, without it.
"""

from __future__ import annotations

import filecmp
import platform
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from helpers import EXAMPLES

C_DIR = EXAMPLES / "c"
NATIVE = C_DIR / "native"
LEVELS = ("O0", "O1")
MODELS = ("sc", "tso", "promising")
CONCURRENT = ("iriw", "lb", "mp", "mp_join", "racy_counter", "sb")  # test_llvm_concurrency.py
LONG_RUNNING = ("loop",)  # 10^6 iterations: test_llvm_stack.py (O1 only)
SEQUENTIAL = sorted(p.stem for p in C_DIR.glob("*.c") if p.stem not in CONCURRENT + LONG_RUNNING)
IDENT = re.compile(r'^!\d+ = !\{!"(.*)"\}$', re.MULTILINE)  # !llvm.ident: clang's version


def clang() -> str:
    path = shutil.which("clang")
    if path is None:
        pytest.skip("clang not found: install clang (Debian: apt-get install clang) to compare "
                    "with fresh native runs and to check the committed .ll files")
    return path


def native_target() -> None:
    if platform.system() != "Linux" or platform.machine() not in ("x86_64", "AMD64"):
        pytest.skip(f"the committed IR targets x86_64-pc-linux-gnu; this machine is "
                    f"{platform.system()} {platform.machine()}")


def recorded(name: str) -> tuple[str, int]:
    """The native run of ``NAME.c`` recorded by regenerate.sh: (stdout, exit status)."""
    out, status = NATIVE / f"{name}.out", NATIVE / f"{name}.status"
    assert out.is_file() and status.is_file(), f"no native run of {name}: run regenerate.sh"
    return out.read_bytes().decode("utf-8"), int(status.read_text())


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry.discover()


def test_the_programs_are_there() -> None:
    assert len(SEQUENTIAL) >= 22, SEQUENTIAL
    for name in SEQUENTIAL + list(CONCURRENT + LONG_RUNNING):
        assert (C_DIR / f"{name}.c").is_file()
        for level in LEVELS:
            assert (C_DIR / level / f"{name}.ll").is_file(), f"missing {level}/{name}.ll"
    for name in SEQUENTIAL + list(LONG_RUNNING):
        recorded(name)


def test_no_stack_protector() -> None:
    """regenerate.sh relies on clang not inserting stack-protector checks (Debian's default)."""
    for ll in sorted(C_DIR.glob("O*/*.ll")):
        assert "__stack_chk" not in ll.read_text(), f"{ll} calls __stack_chk_*"


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", SEQUENTIAL)
def test_same_output_and_status_as_native(name: str, level: str, model: str,
                                          registry: Registry) -> None:
    stdout, status = recorded(name)
    ll = C_DIR / level / f"{name}.ll"
    spec = PipelineSpec(program=str(ll), memory=model, scheduler="round_robin")
    result = build(spec, registry).run()
    shown = sorted(o.show() for o in result.outcomes)
    assert len(result.outcomes) == 1, f"{ll} ({model}): expected one outcome, got {shown}"
    outcome = next(iter(result.outcomes))
    assert outcome.kind == "done", f"{ll} ({model}): {outcome.show()}"
    assert dict(outcome.observed).get("output") == stdout, \
        f"{ll} ({model}): the output differs from the native program's"
    assert isinstance(outcome.ret, int) and outcome.ret & 0xFF == status, \
        f"{ll} ({model}): ret={outcome.ret!r}, native exit status {status}"


@pytest.mark.parametrize("name", SEQUENTIAL + list(LONG_RUNNING))
def test_recorded_native_runs_are_current(name: str, tmp_path: Path) -> None:
    """``clang -O0 NAME.c`` prints native/NAME.out and exits with native/NAME.status."""
    compiler = clang()
    native_target()
    exe = tmp_path / name
    command = [compiler, "-O0", "-o", str(exe), str(C_DIR / f"{name}.c")]
    built = subprocess.run(command, capture_output=True, text=True, check=False)
    assert built.returncode == 0, f"{' '.join(command)} failed:\n{built.stderr}"
    ran = subprocess.run([str(exe)], capture_output=True, timeout=30, check=False)
    assert (ran.stdout.decode("utf-8"), ran.returncode) == recorded(name), \
        f"native/{name}.* are stale: run examples/c/regenerate.sh"


def test_committed_files_are_regenerated(tmp_path: Path) -> None:
    """``regenerate.sh`` reproduces every committed ``.ll`` (and native run) byte for byte."""
    compiler = clang()
    version = subprocess.run([compiler, "--version"], capture_output=True, text=True,
                             check=False).stdout
    committed = IDENT.findall((C_DIR / "O0" / "hello.ll").read_text())
    assert committed, "hello.ll has no !llvm.ident"
    if committed[0] not in version:
        pytest.skip(f"the committed .ll files come from {committed[0]!r}; found "
                    f"{version.splitlines()[0]!r}, whose output differs")
    done = subprocess.run(["sh", str(C_DIR / "regenerate.sh"), str(tmp_path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    folders = LEVELS + (("native",) if (tmp_path / "native").is_dir() else ())
    for folder in folders:
        ours = sorted(p.name for p in (C_DIR / folder).iterdir())
        fresh = sorted(p.name for p in (tmp_path / folder).iterdir())
        assert ours == fresh, f"{folder}: committed {ours} vs regenerated {fresh}"
        _, mismatch, errors = filecmp.cmpfiles(C_DIR / folder, tmp_path / folder, ours,
                                               shallow=False)
        assert mismatch == [] and errors == [], \
            f"{folder}: stale files {mismatch + errors}; run examples/c/regenerate.sh"


def test_regenerate_fails_clearly_without_clang(tmp_path: Path) -> None:
    done = subprocess.run(["sh", str(C_DIR / "regenerate.sh"), str(tmp_path)],
                          capture_output=True, text=True, check=False,
                          env={"PATH": "/usr/bin:/bin", "CLANG": "no-such-clang"})
    assert done.returncode != 0
    assert "clang not found" in done.stderr
    assert not list(tmp_path.iterdir())
