"""Registers the two-phase memory model's two instances, ``twophase-inf`` and ``twophase-fin``."""

from __future__ import annotations

from ctreelab.hookspecs import hookimpl

from .model import TwoPhaseFin, TwoPhaseInf


@hookimpl
def ctreelab_register_memory_models() -> list[type]:
    return [TwoPhaseInf, TwoPhaseFin]
