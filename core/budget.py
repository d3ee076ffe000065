"""Budgets of an exploration: time, memory (resident set) and interrupts.

Schedulers create a :class:`Clock` per exploration and call ``check`` every so many steps;
code that may run long inside one step (a front-end's loop of silent jumps) calls
:func:`poll`, which checks the clock of the exploration under way.  A budget that runs out
raises :class:`BudgetExceeded`, which the schedulers turn into a ``budget`` outcome after
the outcomes found so far.

Loading: inside :func:`loading` (a program being read and translated) :func:`poll` checks a
clock started when loading began, and front-ends call it in their loops; a budget that runs
out there raises :class:`BudgetExceeded` out of the loader.  The exploration that follows
counts its timeout from the same start (:func:`started_at`), so ``--timeout`` bounds loading
and exploring together.

Interrupts: while :func:`signals_end_exploration` is active (the command line), SIGINT and
SIGTERM during an exploration only set a flag, and the next check raises
``BudgetExceeded("interrupted")``, so the exploration ends like a budget and its partial
results are printed.  Outside an exploration, or on a second signal, :class:`Interrupted`
(a ``KeyboardInterrupt``) is raised at once.
"""

from __future__ import annotations

import gc
import os
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

INTERRUPTED = "interrupted"
MEMORY_EVERY = 0.05  # seconds between two reads of the resident set size
NO_FULL_PASSES = 1 << 30  # young collections between two full ones: never, in practice
_PAGE_MB = os.sysconf("SC_PAGE_SIZE") / (1024 * 1024) if hasattr(os, "sysconf") else 4 / 1024


class BudgetExceeded(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Interrupted(KeyboardInterrupt):
    """A signal (SIGINT, SIGTERM) outside an exploration, or a second one."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


class _State:
    """Process-wide budget state (one exploration runs at a time)."""

    def __init__(self) -> None:
        self.signum: int | None = None  # the signal received during an exploration
        self.exploring = 0
        self.polling = 0  # explorations and loadings under way: poll() checks the clock
        self.origin: float | None = None  # when the clocks created now start (see started_at)
        self.command: float | None = None  # when the command began (its first load counts from it)
        self.clock: Clock | None = None  # the clock of the exploration under way
        self.max_memory: float | None = None  # MB of resident set, None = no limit
        self.memory_next = 0.0


STATE = _State()


class Clock:
    """Wall-clock, memory and interrupt budget, checked cheaply every so many steps.
    ``timeout`` 0 or ``None`` means no time limit."""

    __slots__ = ("deadline", "timeout")

    def __init__(self, timeout: float | None) -> None:
        self.timeout = timeout
        start = time.monotonic() if STATE.origin is None else STATE.origin
        self.deadline = None if not timeout else start + timeout
        STATE.clock = self

    def check(self) -> None:
        if STATE.signum is not None:
            raise BudgetExceeded(INTERRUPTED)
        if self.deadline is not None or STATE.max_memory is not None:
            now = time.monotonic()
            if self.deadline is not None and now > self.deadline:
                raise BudgetExceeded(f"timeout of {self.timeout:g} s exceeded")
            if STATE.max_memory is not None and now >= STATE.memory_next:
                STATE.memory_next = now + MEMORY_EVERY
                check_memory(STATE.max_memory)


def poll() -> None:
    """Check the budget of the exploration or loading under way (for long work inside one
    step, or a loader's loop)."""
    clock = STATE.clock
    if clock is not None and STATE.polling:
        clock.check()


def resident_mb() -> float:
    """The resident set size of this process in MB (0 when unknown)."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * _PAGE_MB
    except (OSError, ValueError, IndexError):
        return 0.0


def check_memory(limit: float) -> None:
    rss = resident_mb()
    if rss > limit:
        raise BudgetExceeded(f"max-memory of {limit:g} MB exceeded (resident set {rss:.0f} MB)")


@contextmanager
def exploring() -> Iterator[None]:
    """Mark an exploration under way (signals then end it like a budget).

    An exploration keeps what it learns (visited configurations, memo tables) to its end,
    so the cyclic collector's full passes, each over everything alive, find little and
    take longer as it grows (a quarter of the CPU time of a run of 400 MB): inside, only
    the young generations are collected (where the short-lived cycles die); the next full
    pass after it collects what it left."""
    STATE.exploring += 1
    STATE.polling += 1
    thresholds = gc.get_threshold()
    gc.set_threshold(thresholds[0], thresholds[1], NO_FULL_PASSES)
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        STATE.exploring -= 1
        STATE.polling -= 1
        if not STATE.polling:
            STATE.clock = None


@contextmanager
def loading(timeout: float | None) -> Iterator[float]:
    """Mark a program being loaded: :func:`poll` checks ``timeout`` (seconds from now; 0 or
    ``None``: no limit), the memory budget and interrupts.  Yields the start, for
    :func:`started_at`.  The first load of a command counts from the command's start
    (reading the spec, finding the plugins), so that ``--timeout`` bounds the whole command
    of one exploration."""
    start = time.monotonic() if STATE.command is None else STATE.command
    STATE.command = None
    outer = STATE.clock
    with started_at(start):
        STATE.clock = Clock(timeout)
    STATE.polling += 1
    # A loader makes hundreds of thousands of objects that all live on, so the cyclic
    # collector's full passes find nothing and each takes longer than the last (0.5–1.5 s
    # at 20,000 blocks): pauses in which no budget is checked.  It is off while loading.
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield start
    finally:
        if collecting:
            gc.enable()
        STATE.polling -= 1
        STATE.clock = outer if STATE.polling else None


@contextmanager
def memory_budget(mb: float | None) -> Iterator[None]:
    """The resident set budget ``mb`` (MB; 0 or ``None``: none) inside the block, unless one
    is set already (``--max-memory`` overrides the spec's ``max-memory``)."""
    if not mb or STATE.max_memory is not None:
        yield
        return
    limit_memory(mb)
    try:
        yield
    finally:
        limit_memory(None)


@contextmanager
def started_at(origin: float | None) -> Iterator[None]:
    """The clocks created inside count their timeout from ``origin`` (a
    ``time.monotonic()`` value; ``None``: from their creation)."""
    old, STATE.origin = STATE.origin, origin
    try:
        yield
    finally:
        STATE.origin = old


def limit_memory(mb: float | None) -> None:
    """Set the resident set budget of the explorations (MB; ``None``: no limit)."""
    STATE.max_memory = mb
    STATE.memory_next = 0.0


def interrupted() -> int | None:
    """The signal that interrupted an exploration, if any."""
    return STATE.signum


def _handler(signum: int, frame: FrameType | None) -> None:
    if STATE.exploring and STATE.signum is None:
        STATE.signum = signum
        return
    raise Interrupted(signum)


@contextmanager
def command() -> Iterator[None]:
    """A command of the command line: the first program it loads counts its budget from
    here (see :func:`loading`); an outer ``command`` block's start holds."""
    outer = STATE.command is not None
    if not outer:
        STATE.command = time.monotonic()
    try:
        yield
    finally:
        if not outer:
            STATE.command = None


@contextmanager
def signals_end_exploration() -> Iterator[None]:
    """SIGINT/SIGTERM end the exploration under way like a budget (main thread only);
    the memory budget set by :func:`limit_memory` holds until the block ends."""
    STATE.signum = None
    main = threading.current_thread() is threading.main_thread()
    old = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)} if main else {}
    for s in old:
        signal.signal(s, _handler)
    try:
        yield
    finally:
        for s, h in old.items():
            signal.signal(s, h)
        STATE.max_memory = None
