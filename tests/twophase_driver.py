"""Running LLVM IR programs under the two-phase memory model in tests (shared by the
``test_twophase*.py`` files)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ctreelab.outcome import Outcome, RunResult
from ctreelab.pipeline import Pipeline, PipelineSpec, StageSpec, build
from ctreelab.registry import Registry
from ctreelab.scheduler import leaf_outcome
from ctreelab.tree import Br, observe
from helpers import ROOT

HERE = ROOT / "tests" / "twophase"
TOP = 1 << 64
_REGISTRY: list[Registry] = []


def registry() -> Registry:
    if not _REGISTRY:
        _REGISTRY.append(Registry.discover())
    return _REGISTRY[0]


def spec(path: str | Path, model: str, options: dict[str, Any] | None = None,
         entry: str | None = None, scheduler: str = "round_robin",
         scheduler_options: dict[str, Any] | None = None, io: bool = True) -> PipelineSpec:
    """A pipeline spec: ``interleave → memory(model, options) → io``."""
    stages = [StageSpec("interleave"), StageSpec("memory", {"model": model, **(options or {})})]
    if io:
        stages.append(StageSpec("io"))
    return PipelineSpec(program=str(Path(HERE, path)), stages=tuple(stages), scheduler=scheduler,
                        scheduler_options=dict(scheduler_options or {}), entry=entry)


def run(path: str | Path, model: str, options: dict[str, Any] | None = None,
        entry: str | None = None, scheduler: str = "round_robin",
        **scheduler_options: Any) -> RunResult:
    return build(spec(path, model, options, entry, scheduler, scheduler_options),
                 registry()).run()


def shown(result: RunResult) -> set[str]:
    """The outcomes of a run as ``kind: reason`` or ``ret=V`` (plus ``output=...``)."""
    out = set()
    for o in result.outcomes:
        if o.kind == "done":
            text = f"ret={o.ret}"
            output = dict(o.observed).get("output")
            if output:
                text += f" output={output!r}"
            out.add(text)
        else:
            out.add(f"{o.kind}: {o.reason}")
    return out


def rets(result: RunResult) -> set[Any]:
    """The return values of the done outcomes (other outcomes as their kind)."""
    return {o.ret if o.kind == "done" else o.kind for o in result.outcomes}


def with_output(path: str | Path, model: str, options: dict[str, Any] | None = None,
                entry: str | None = None, max_steps: int = 200_000) -> tuple[Outcome, str]:
    """One execution (default choices) and the text printed before it ended — also when a
    budget stopped it (a budget outcome comes from the scheduler and carries no output).
    The stack is ``interleave → memory``; the driver answers the ``Output`` events itself."""
    s = spec(path, model, options, entry, io=False)
    reg = registry()
    stages = [reg.get("stage", "interleave")(),
              reg.get("stage", "memory")(reg.get("memory model", model)(**(options or {})))]
    language = reg.get("language", "llvm")()
    program = language.load(Path(s.program))
    if entry:
        program = program.with_entry(entry)
    pipeline = Pipeline(s, language, program, stages, reg.get("scheduler", "round_robin")())
    t = pipeline.tree()
    text = ""
    for _ in range(max_steps):
        node = observe(t)
        if type(node) is Br:
            t = node.k(node.branch.default())
            continue
        if type(node).__name__ == "Vis" and type(node.event.event).__name__ == "Output":
            text += node.event.event.text
            t = node.k(None)
            continue
        return leaf_outcome(node), text
    return Outcome("budget", reason=f"{max_steps} steps"), text
