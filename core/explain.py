"""Readable traces of one execution (``trace``, ``run --witness``, ``replay``)."""

from __future__ import annotations

from typing import Any

from .pipeline import Pipeline


def format_trace(pipeline: Pipeline, trace: list[dict[str, Any]], outcome: str) -> list[str]:
    from .cli import format_entry

    return [format_entry(e) for e in trace] + [f"outcome: {outcome}"]


def trace_json(pipeline: Pipeline, trace: list[dict[str, Any]]) -> list[dict[str, Any]]:
    from .cli import _entry_json

    return [_entry_json(e) for e in trace]
