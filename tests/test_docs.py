"""The documentation (issue 23): the site builds with warnings as errors (links and anchors
checked), the generated references match the code, every hook and event is documented,
and the snippets of the getting-started page, the README and the plugin guide run as
written (they are extracted from the pages, so they cannot drift)."""

from __future__ import annotations

import importlib.util
import inspect
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ctreelab import events
from ctreelab.hookspecs import ComponentHooks
from ctreelab.memory import MemoryModel
from ctreelab.outcome import Outcome
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from helpers import EXAMPLES, ROOT

DOCS = ROOT / "docs"
CLI = [sys.executable, "-c", "from ctreelab.cli import main; main()"]
FENCE = re.compile(r"^```(\w+)?(?:\s+title=\"([^\"]+)\")?\s*$")


def blocks(page: Path) -> list[tuple[str, str | None, str]]:
    """The fenced code blocks of a Markdown page: (language, title, text)."""
    found, lines, i = [], page.read_text().splitlines(), 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m and lines[i] != "```":
            end = lines.index("```", i + 1)
            found.append((m.group(1) or "", m.group(2), "\n".join(lines[i + 1:end]) + "\n"))
            i = end
        elif lines[i] == "```":
            end = lines.index("```", i + 1)
            found.append(("", None, "\n".join(lines[i + 1:end]) + "\n"))
            i = end
        i += 1
    return found


def sessions(page: Path) -> list[tuple[str, list[str]]]:
    """Every ``$ command`` of the page's console blocks, with the output shown after it."""
    runs: list[tuple[str, list[str]]] = []
    for lang, _, text in blocks(page):
        if lang not in ("console", ""):
            continue
        started = False  # output lines belong to a command of the same block
        for line in text.splitlines():
            if line.startswith("$ "):
                runs.append((line[2:], []))
                started = True
            elif started:
                runs[-1][1].append(line)
    return runs


def normal(line: str) -> str:
    """A line without what changes from run to run (times, rates)."""
    return re.sub(r"\d+\.\d+ (s|tests/s)", r"T \1", line.rstrip())


def check_session(command: str, shown: list[str], cwd: Path,
                  env: dict[str, str] | None = None) -> None:
    args = command.split()
    assert args[0] == "ctreelab", command
    proc = subprocess.run([*CLI, *args[1:]], capture_output=True, text=True, cwd=cwd, env=env)
    assert not proc.stderr, f"{command}: {proc.stderr}"
    got = [normal(line) for line in proc.stdout.splitlines()]
    want = [normal(line) for line in shown]
    if want and want[-1] == "…":  # the page shows the beginning only
        want, got = want[:-1], got[:len(want) - 1]
    assert got == want, f"{command} printed:\n" + "\n".join(proc.stdout.splitlines())


def folder_with_examples(tmp_path: Path) -> Path:
    (tmp_path / "examples").symlink_to(EXAMPLES)
    return tmp_path


# --- the site ------------------------------------------------------------------------------


def test_reference_pages_match_the_code() -> None:
    proc = subprocess.run([sys.executable, str(DOCS / "generate.py"), "--check"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.skipif(importlib.util.find_spec("mkdocs") is None
                    or importlib.util.find_spec("material") is None,
                    reason="mkdocs and mkdocs-material are not installed (the 'docs' extra; "
                           "CI installs it)")
def test_site_builds_strict(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet",
                           "-f", str(ROOT / "mkdocs.yml"), "-d", str(tmp_path / "site")],
                          capture_output=True, text=True, cwd=ROOT,
                          env=dict(os.environ, NO_MKDOCS_2_WARNING="1"))
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "site" / "plugins" / "index.html").exists()
    assert (tmp_path / "site" / "reference" / "toml" / "index.html").exists()


def test_nav_leaves_out_pages_that_are_not_there_yet(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("docs_hooks", DOCS / "hooks.py")
    assert spec is not None and spec.loader is not None
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    (tmp_path / "a.md").write_text("# A\n")
    nav = [{"Home": "a.md"}, {"Guide": [{"B": "b.md"}, {"A": "a.md"}]}, {"Gone": [{"C": "c.md"}]}]
    config = hooks.on_config({"nav": nav, "docs_dir": str(tmp_path)})
    assert config["nav"] == [{"Home": "a.md"}, {"Guide": [{"A": "a.md"}]}]


def test_every_hook_and_event_is_documented() -> None:
    guide = (DOCS / "plugins.md").read_text()
    hooks = [n for n in vars(ComponentHooks) if n.startswith("ctreelab_")]
    assert len(hooks) == 5
    missing = [h for h in hooks if f"`{h}(" not in guide]
    methods = [n for n, v in vars(MemoryModel).items()
               if inspect.isfunction(v) and not n.startswith("_")]
    missing += [m for m in methods if f"`{m}(" not in guide]
    attributes = ["name", "description", "options", "consumes", "byte_precise",
                  "introduces_branches", "check_answers"]
    missing += [a for a in attributes if f"| `{a}` |" not in guide]
    assert not missing, f"not in docs/plugins.md: {missing}"
    reference = (DOCS / "reference" / "events.md").read_text()
    classes = [c for c in vars(events).values() if isinstance(c, type)
               and issubclass(c, events.Event) and hasattr(c, "__dataclass_fields__")]
    assert len(classes) > 40
    undocumented = [c.__name__ for c in classes if f"`{c.__name__}`" not in reference
                    and c is not events.Tagged and c is not events.Observed]
    assert not undocumented, f"not in docs/reference/events.md: {undocumented}"


# --- the snippets, run as written ------------------------------------------------------------


def write_titled(page: Path, folder: Path) -> list[str]:
    titles = []
    for _, title, text in blocks(page):
        if title:
            (folder / title).parent.mkdir(parents=True, exist_ok=True)
            (folder / title).write_text(text)
            titles.append(title)
    return titles


@pytest.mark.skipif(shutil.which("clang") is None, reason="clang is not on PATH (the page "
                    "compiles a C program; CI installs clang)")
def test_getting_started_runs_as_written(tmp_path: Path) -> None:
    page = DOCS / "getting-started.md"
    folder = folder_with_examples(tmp_path)
    assert write_titled(page, folder) == ["sb.c", "sb-ll.toml", "sb-random.toml"]
    runs = sessions(page)
    assert [c for c, _ in runs] == ["ctreelab run sb.c", "ctreelab run sb.c --memory tso",
                                    "ctreelab litmus examples/litmus/SB.litmus --model tso",
                                    "ctreelab run sb-ll.toml", "ctreelab run sb-random.toml"]
    for command, shown in runs:
        check_session(command, shown, folder)


def test_readme_commands_and_examples(tmp_path: Path) -> None:
    readme = ROOT / "README.md"
    text = readme.read_text()
    for command in (".venv/bin/ctreelab run examples/sb.toml",
                    ".venv/bin/python -m pytest -q -n auto"):
        assert ("python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && "
                + command) in text
    runs = sessions(readme)
    assert [c for c, _ in runs] == ["ctreelab run examples/c/mp.c --memory promising",
                                    "ctreelab litmus examples/litmus/SB.litmus --model tso"]
    if shutil.which("clang") is None:
        runs = runs[1:]
    for command, shown in runs:
        check_session(command, shown, ROOT)
    muir = next(t for lang, _, t in blocks(readme) if lang == "llvm")
    assert muir in (EXAMPLES / "sb.muir").read_text()


def test_the_plugin_guide_model_installs_tests_and_runs(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    page = DOCS / "plugins.md"
    dist = tmp_path / "ctreelab-minimal"
    dist.mkdir()
    assert write_titled(page, dist) == [
        "pyproject.toml", "ctreelab_minimal/__init__.py", "ctreelab_minimal/model.py",
        "ctreelab_minimal/plugin.py", "tests/test_minimal.py", "minimal.toml"]
    site = tmp_path / "site"
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation",
         "--no-index", "--disable-pip-version-check", "--quiet", "--target", str(site),
         str(dist)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(site)] + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else [])))
    # its five-line test suite, with the ctreelab.testing plugin
    tests = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                            "-p", "no:xdist", "tests/test_minimal.py"],
                           capture_output=True, text=True, cwd=dist, env=env)
    assert tests.returncode == 0, tests.stdout + tests.stderr
    assert "36 passed" in tests.stdout, tests.stdout
    # from TOML, with its option
    folder_with_examples(dist)
    runs = sessions(page)
    assert [c for c, _ in runs] == ["ctreelab run minimal.toml"]
    check_session(*runs[0], dist, env)
    # every example: the same outcomes as sc (but loop.muir, the 10⁶-step loop of the
    # stack-safety tests: 35 CPU-seconds per model)
    monkeypatch.syspath_prepend(str(site))
    registry = Registry.discover()
    assert registry.get("memory model", "minimal").__module__ == "ctreelab_minimal.model"
    programs = sorted(p for p in EXAMPLES.glob("*.muir") if p.name != "loop.muir") + sorted((EXAMPLES / "litmus").glob("*.litmus")) \
        + [EXAMPLES / "c" / "O1" / f"{name}.ll" for name in ("sb", "mp", "iriw", "hello")]
    for program in programs:
        found: list[set[Outcome]] = []
        for model in ("sc", "minimal"):
            spec = PipelineSpec(program=str(program), memory=model,
                                scheduler_options={"max-states": 200_000})
            found.append(set(build(spec, registry).run().outcomes))
        assert found[0] == found[1], program
