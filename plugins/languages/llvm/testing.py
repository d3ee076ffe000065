"""Calling one function of an ``.ll`` file directly (for Vellvm-style ``; ASSERT`` tests)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ctreelab.outcome import Outcome
from ctreelab.pipeline import Pipeline, PipelineSpec
from ctreelab.registry import Registry

from .module import load_module
from .program import LLVM, LLVMProgram


def run_call(path: Path, function: str, args: tuple[Any, ...], memory: str = "sc") -> Outcome:
    """The outcome of one execution of ``@function(*args)`` (its value as ``ret``)."""
    registry = Registry.discover()
    program = LLVMProgram(load_module(Path(path)), entry=function, args=tuple(args),
                          exit_on_return=False)
    spec = PipelineSpec(program=str(path), memory=memory, scheduler="round_robin")
    stages = [registry.get("stage", "interleave")(),
              registry.get("stage", "memory")(registry.get("memory model", memory)()),
              registry.get("stage", "io")()]
    scheduler = registry.get("scheduler", "round_robin")()
    pipeline = Pipeline(spec, LLVM(), program, stages, scheduler)
    (outcome,) = pipeline.run().outcomes
    return outcome
