"""Registers the built-in schedulers."""

from __future__ import annotations

from ctreelab.hookspecs import hookimpl

from .exhaustive import Exhaustive
from .random_walk import RandomScheduler
from .readsfrom import ReadsFrom
from .round_robin import RoundRobin


@hookimpl
def ctreelab_register_schedulers() -> list[type]:
    return [RoundRobin, RandomScheduler, Exhaustive, ReadsFrom]
