"""Installed-looking plugin distributions for tests: a folder with ``*.dist-info`` metadata
(entry points in the ``ctreelab`` group) and their modules; put it on ``PYTHONPATH``.

* ``ctreelab-broken-demo``: its module fails to import;
* ``ctreelab-clash-demo``: registers a memory model named ``sc`` (a built-in's name);
* ``ctreelab-boom``: a memory model ``boom`` whose ``handle`` raises ``ZeroDivisionError``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BROKEN = '''raise ImportError("needs the package xyz, which is not installed")
'''

CLASH = '''from ctreelab.hookspecs import hookimpl
from ctreelab_plugins.memory_sc.model import SC


class Copy(SC):
    name = "sc"


@hookimpl
def ctreelab_register_memory_models():
    return [Copy]
'''

BOOM = '''from ctreelab.hookspecs import hookimpl
from ctreelab_plugins.memory_sc.model import SC


class Boom(SC):
    name = "boom"

    def handle(self, tid, event, state):
        return 1 // 0


@hookimpl
def ctreelab_register_memory_models():
    return [Boom]
'''

DISTS = {"ctreelab_broken_demo": ("ctreelab-broken-demo", "brokendemo", BROKEN),
         "ctreelab_clash_demo": ("ctreelab-clash-demo", "clashdemo", CLASH),
         "ctreelab_boom": ("ctreelab-boom", "boom", BOOM)}


def make_site(root: Path, modules: tuple[str, ...]) -> Path:
    """A folder holding the distributions of ``modules`` (keys of ``DISTS``)."""
    root.mkdir(parents=True, exist_ok=True)
    for module in modules:
        dist, entry, source = DISTS[module]
        info = root / f"{module}-1.0.dist-info"
        info.mkdir(exist_ok=True)
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n")
        (info / "entry_points.txt").write_text(f"[ctreelab]\n{entry} = {module}\n")
        (root / f"{module}.py").write_text(source)
    return root


def run_cli(site: Path | None, *args: str, env: dict[str, str] | None = None,
            timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """``ctreelab ARGS`` in a subprocess, with ``site`` on ``PYTHONPATH``."""
    full = dict(os.environ)
    full.pop("CTREELAB_DEBUG", None)
    if site is not None:
        full["PYTHONPATH"] = os.pathsep.join(
            [str(site)] + ([full["PYTHONPATH"]] if full.get("PYTHONPATH") else []))
    full.update(env or {})
    return subprocess.run([sys.executable, "-c", "from ctreelab.cli import main; main()",
                           *args], check=False, capture_output=True, text=True, env=full,
                          timeout=timeout)
