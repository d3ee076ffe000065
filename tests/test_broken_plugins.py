"""Issue 24: a plugin that fails to import or clashes with a built-in is reported and skipped;
a component that raises is one line naming it (exit code 4).  The distributions are
installed as ``*.dist-info`` folders on ``PYTHONPATH`` (tests/fake_site.py) and ctreelab
runs in a subprocess, as users run it."""

from __future__ import annotations

from pathlib import Path

import pytest
from fake_site import make_site, run_cli
from helpers import EXAMPLES

SB = str(EXAMPLES / "sb.toml")
BROKEN = ("warning: plugin 'brokendemo' skipped: cannot load plugin 'brokendemo' "
          "(ctreelab_broken_demo) from ctreelab-broken-demo 1.0: ImportError: needs the "
          "package xyz, which is not installed; fix or uninstall ctreelab-broken-demo")
CLASH = ("warning: plugin 'clashdemo' skipped: memory model 'sc' is registered twice: by "
         "plugin 'sc' (ctreelab 0.1.0) and by plugin 'clashdemo' (ctreelab-clash-demo 1.0); "
         "uninstall one of them")
WARNINGS = f"{BROKEN}\n{CLASH}\n"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_site(tmp_path_factory.mktemp("site"),
                     ("ctreelab_broken_demo", "ctreelab_clash_demo", "ctreelab_boom"))


def test_every_command_still_works(site: Path) -> None:
    version = run_cli(site, "--version")
    assert (version.returncode, version.stdout, version.stderr) == (0, "ctreelab 0.1.0\n",
                                                                     WARNINGS)
    helped = run_cli(site, "--help")
    assert helped.returncode == 0 and "litmus" in helped.stdout and helped.stderr == WARNINGS
    ran = run_cli(site, "run", SB)
    assert (ran.returncode, ran.stderr) == (0, WARNINGS)
    assert ran.stdout.splitlines()[2] == "done  r0=0 r1=1 ret=0  6"
    litmus = run_cli(site, "litmus", str(EXAMPLES / "litmus" / "SB.litmus"))
    assert (litmus.returncode, litmus.stderr) == (0, WARNINGS)


def test_plugins_lists_the_broken_ones(site: Path) -> None:
    proc = run_cli(site, "plugins")
    assert (proc.returncode, proc.stderr) == (0, WARNINGS)
    lines = proc.stdout.splitlines()
    assert "boom          memory model  boom        ctreelab-boom         1.0" in lines
    assert lines[-2:] == [
        "brokendemo    broken        brokendemo  ctreelab-broken-demo  1.0  " + BROKEN.split("skipped: ", 1)[1],
        "clashdemo     broken        clashdemo   ctreelab-clash-demo   1.0  " + CLASH.split("skipped: ", 1)[1],
    ]
    as_json = run_cli(site, "plugins", "--json")
    import json
    broken = [p for p in json.loads(as_json.stdout) if p["kind"] == "broken"]
    assert [(p["name"], p["distribution"]) for p in broken] == [
        ("brokendemo", "ctreelab-broken-demo"), ("clashdemo", "ctreelab-clash-demo")]


@pytest.mark.parametrize("args", [["--strict-plugins", "plugins"], ["plugins", "--strict-plugins"]])
def test_strict_plugins_makes_them_fatal(site: Path, args: list[str]) -> None:
    proc = run_cli(site, *args)
    assert (proc.returncode, proc.stdout) == (1, "")
    assert proc.stderr == "error: " + BROKEN.split("skipped: ", 1)[1] + "\n"
    env = run_cli(site, "plugins", env={"CTREELAB_STRICT_PLUGINS": "1"})
    assert (env.returncode, env.stderr) == (1, proc.stderr)


BOOM = ("error: memory model 'boom' (plugin 'boom', ctreelab-boom 1.0) failed while running "
        "{program}: ZeroDivisionError: integer division or modulo by zero "
        "(at ctreelab_boom.py:9 in handle)\n")


@pytest.mark.parametrize("args, code", [
    (["run", SB, "-m", "boom"], 4),
    (["outcomes", str(EXAMPLES / "sb.muir"), "-m", "sc,boom"], 4),
    (["trace", SB, "-m", "boom"], 4),
    (["refine", str(EXAMPLES / "sb.muir"), str(EXAMPLES / "sb.muir"), "-m", "boom"], 4),
])
def test_a_failing_component_is_one_line(site: Path, args: list[str], code: int) -> None:
    proc = run_cli(site, *args)
    assert (proc.returncode, proc.stdout) == (code, "")
    assert proc.stderr == WARNINGS + BOOM.format(program=EXAMPLES / "sb.muir")


def test_a_failing_component_in_a_litmus_folder_is_one_test_error(site: Path) -> None:
    proc = run_cli(site, "litmus", str(EXAMPLES / "litmus" / "SB.litmus"), "-m", "boom")
    assert (proc.returncode, proc.stderr) == (1, WARNINGS)
    assert proc.stdout.splitlines()[0] == "Test SB error: " + BOOM.format(
        program=EXAMPLES / "litmus" / "SB.litmus")[len("error: "):-1]


def test_debug_shows_the_component_traceback(site: Path) -> None:
    proc = run_cli(site, "run", SB, "-m", "boom", "--debug")
    assert proc.returncode == 4
    assert proc.stderr.startswith(WARNINGS + "Traceback (most recent call last):\n")
    assert 'ctreelab_boom.py", line 9, in handle' in proc.stderr
    assert proc.stderr.endswith(BOOM.format(program=EXAMPLES / "sb.muir"))
