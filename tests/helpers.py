"""Shared helpers for tests that run programs through real pipelines."""

from __future__ import annotations

from pathlib import Path

from ctreelab.outcome import RunResult
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.values import show

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
KNOWN_MODELS = "promising, sc, tso, twophase-fin, twophase-inf"  # the built-in memory models, as error messages list them

# store buffering with a bare spawn (no thrd_create handshake): small enough to enumerate
SPAWN_SB = """
@x = global 0
@y = global 0
@r0 = global 0
@r1 = global 0
define @t1(%a) {
entry:
  store monotonic 1, @y
  %r = load monotonic @x
  store monotonic %r, @r1
  ret 0
}
define @main() {
entry:
  %t = spawn @t1, none, none, 0
  store monotonic 1, @x
  %r = load monotonic @y
  store monotonic %r, @r0
  ret 0
}
"""


def run_program(source: str | Path, tmp_path: Path | None = None, observe: tuple[str, ...] = (),
                scheduler: str = "exhaustive", **options: object) -> RunResult:
    """Run a program file (or μIR-thread source text, written to tmp_path) under SC."""
    path = Path(source) if tmp_path is None else tmp_path / "prog.muir"
    if tmp_path is not None:
        path.write_text(str(source))
    spec = PipelineSpec(program=str(path), scheduler=scheduler, scheduler_options=dict(options),
                        observe=observe)
    return build(spec, Registry.discover()).run()


def shown(result: RunResult) -> set[str]:
    """The outcomes of a run as printed (``done  x=1 ret=0``, ``ub: ... at f:1:2``)."""
    return {o.show() for o in result.outcomes}


def values(result: RunResult) -> set[tuple[str, ...]]:
    """The observed values of the ``done`` outcomes, as printed."""
    return {tuple(show(v) for _, v in o.observed) for o in result.outcomes if o.kind == "done"}
