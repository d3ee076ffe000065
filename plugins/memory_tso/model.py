"""x86-TSO (spec §4, §7.2): global memory plus one FIFO store buffer per thread.

Faithful mode (the default), with the usual C11 → x86 mapping:

* loads of any ordering are plain ``MOV``: the newest entry for the address in the thread's
  own buffer, else global memory, else ``undef``;
* non-seq_cst stores are plain ``MOV``: appended to the thread's buffer; a seq_cst store is
  ``XCHG``: appended, then the whole buffer drains, in the same step;
* read-modify-writes and cmpxchg (any ordering) are ``LOCK``-prefixed: drain the thread's
  buffer, then read and write global memory atomically (cmpxchg writes only on success);
* a seq_cst fence is ``MFENCE`` (drains the buffer); acquire/release/acq_rel fences are no-ops;
* before every access that touches global memory (a load, a locked instruction, an
  ``MFENCE``, a seq_cst store) a :class:`TSOFlush` branch drains buffers one oldest entry at
  a time, any thread, as often as wanted; at exit the observer drains what is left in every
  order.  Drains are not offered after buffered stores, non-draining fences or ``Alloc``:
  a drain commutes with those (it pops the front of a non-empty buffer, they append to a
  buffer or do nothing), so every execution can be rearranged to drain only just before
  an access that could observe it, and the reachable outcomes are exactly x86-TSO's.

``compat = "artifact"`` reproduces the reference implementation of spec §4 instead (map
buffers, whole-buffer flushes of :class:`TSOFlushLists`, ``rel(o)`` flushes, non-atomic
relaxed RMWs, no draining at exit).  States are immutable, canonical and hashable.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace
from operator import itemgetter
from typing import Any, ClassVar

from ctreelab.branches import StepB
from ctreelab.component import Option
from ctreelab.events import Alloc, CmpXchg, Fence, MemEvent, Ordering, Read, ReadWrite, Write
from ctreelab.fmap import FrozenMap
from ctreelab.footprint import Footprint, cell
from ctreelab.memory import MemoryModel, step
from ctreelab.program import Layout
from ctreelab.tree import Br, Kont, Ret, Tree
from ctreelab.values import UNDEF, Value

from .branches import TSOFlush, TSOFlushLists

Entries = tuple[tuple[int, Value], ...]  # (address, value), oldest first
_first = itemgetter(0)


@dataclass(frozen=True, slots=True)
class TSOState:
    """Global memory, the non-empty buffers sorted by thread id, the next free address."""

    memory: FrozenMap
    buffers: tuple[tuple[int, Entries], ...]
    free: int

    def pending(self) -> tuple[int, ...]:
        return tuple(t for t, _ in self.buffers)

    def buffer(self, tid: int) -> Entries:
        for t, entries in self.buffers:
            if t == tid:
                return entries
        return ()

    def with_buffer(self, tid: int, entries: Entries) -> TSOState:
        rest = [b for b in self.buffers if b[0] != tid]
        if entries:
            rest.append((tid, entries))
            rest.sort(key=_first)
        return replace(self, buffers=tuple(rest))

    def read(self, tid: int, addr: int) -> Value:
        for a, v in reversed(self.buffer(tid)):
            if a == addr:
                return v
        return self.memory.get(addr, UNDEF)

    def store(self, addr: int, value: Value) -> TSOState:
        """Write global memory directly (locked instructions)."""
        return replace(self, memory=self.memory.set(addr, value))

    def drain_oldest(self, tid: int) -> TSOState:
        (addr, value), *rest = self.buffer(tid)
        return self.with_buffer(tid, tuple(rest)).store(addr, value)

    def drain(self, tid: int) -> TSOState:
        """Publish the thread's whole buffer, oldest first."""
        entries = self.buffer(tid)
        if not entries:
            return self
        return TSOState(self.memory.update_many(entries),
                        tuple(b for b in self.buffers if b[0] != tid), self.free)


class TSO(MemoryModel):
    name: ClassVar[str] = "tso"
    description: ClassVar[str] = "x86-TSO: global memory plus per-thread FIFO store buffers"
    options: ClassVar[dict[str, Option]] = {
        "compat": Option(str, "faithful", "faithful x86-TSO, or 'artifact': the paper's "
                         "reference implementation (map buffers, spec §4)",
                         choices=("faithful", "artifact")),
    }
    introduces_branches: ClassVar[tuple[type, ...]] = (StepB, TSOFlush, TSOFlushLists)

    def initial_state(self, layout: Layout) -> Hashable:
        return TSOState(FrozenMap(layout.initial), (), layout.first_free)

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        if type(event) is Alloc:
            return step(state.free, replace(state, free=state.free + max(1, event.size)))
        if self.config["compat"] == "artifact":
            answer, new = _artifact_access(tid, event, state)
            return Br(StepB(), lambda _: _flush_lists(answer, new), True)
        if type(event) in (Write, Fence) and event.ordering is not Ordering.seq_cst:
            answer, new = _access(tid, event, state)  # commutes with every drain
            return step(answer, new)
        return Br(StepB(), lambda _: _drains_then(tid, event, state), True)

    def footprint(self, tid: int, event: MemEvent) -> Footprint:
        """Faithful mode: a buffered store touches only its thread's buffer and a
        non-draining fence nothing (no drain is offered with them); ``Alloc`` the bump
        pointer.  Everything else may drain any buffer first: unknown (``None``)."""
        if self.config["compat"] == "artifact":
            return None
        cls = type(event)
        if cls is Alloc:
            return (cell("alloc"),)
        if (cls is Write or cls is Fence) and event.ordering is not Ordering.seq_cst:  # type: ignore[attr-defined]
            return () if cls is Fence else (cell(("buffer", tid)),)
        return None

    def at_exit(self, state: Any) -> Tree:
        return Ret(state) if self.config["compat"] == "artifact" else _drain_all(state)

    def value_at(self, state: Any, addr: int) -> Any:
        return state.memory.get(addr, UNDEF)


def _access(tid: int, event: MemEvent, s: TSOState) -> tuple[Any, TSOState]:
    """Faithful x86-TSO: the answer and the state right after the access."""
    match event:
        case Read(addr=a):
            return s.read(tid, a), s
        case Write(ordering=o, addr=a, value=v):
            s = s.with_buffer(tid, (*s.buffer(tid), (a, v)))
            return None, (s.drain(tid) if o is Ordering.seq_cst else s)
        case ReadWrite(addr=a, op=op):
            s = s.drain(tid)
            old = s.memory.get(a, UNDEF)
            return old, s.store(a, op.apply(old))
        case CmpXchg(addr=a, expected=expected, new=new):
            s = s.drain(tid)
            old = s.memory.get(a, UNDEF)
            ok = old == expected
            return (old, ok), (s.store(a, new) if ok else s)
        case Fence(ordering=o):
            return None, (s.drain(tid) if o is Ordering.seq_cst else s)
    raise TypeError(f"tso cannot handle {event!r}")


def _drains_then(tid: int, event: MemEvent, s: TSOState) -> Tree:
    """Drain oldest entries of any threads, one at a time, until the scheduler stops; then
    perform the access."""
    pending = s.pending()
    if not pending:
        return Ret(_access(tid, event, s))

    def resume(choice: int | None) -> Tree:
        if choice is None:
            return Ret(_access(tid, event, s))
        return _drains_then(tid, event, s.drain_oldest(choice))

    return Br(TSOFlush(pending), Kont(resume, ("tso", tid, event, s)))


def _drain_all(s: TSOState) -> Tree:
    """The draining observer: every remaining entry, in every interleaving of the threads."""
    pending = s.pending()
    if not pending:
        return Ret(s)
    return Br(TSOFlush(pending, can_stop=False),
              Kont(lambda tid: _drain_all(s.drain_oldest(tid)), ("tso-exit", s)))


# --- compat = "artifact": the reference implementation of spec §4 --------------------------


def _artifact_access(tid: int, event: MemEvent, s: TSOState) -> tuple[Any, TSOState]:
    """Map buffers; ``rel(o)`` flushes the whole buffer; RMWs read the thread's view."""
    match event:
        case Read(addr=a):
            return s.read(tid, a), s
        case Fence(ordering=o):
            return None, (s.drain(tid) if o.is_release else s)
        case Write(ordering=o, addr=a, value=value):
            answer: Any = None
        case ReadWrite(ordering=o, addr=a, op=op):
            answer = s.read(tid, a)
            value = op.apply(answer)
        case CmpXchg(success=o, addr=a, expected=expected, new=new):
            old = s.read(tid, a)  # always writes: the old value back on failure (spec §1)
            answer, value = (old, old == expected), (new if old == expected else old)
        case _:
            raise TypeError(f"tso cannot handle {event!r}")
    entries = dict(s.buffer(tid))
    entries[a] = value  # a later write to the same address overwrites the entry
    s = s.with_buffer(tid, tuple(sorted(entries.items(), key=_first)))
    return answer, (s.drain(tid) if o.is_release else s)


def _flush_lists(answer: Any, s: TSOState) -> Tree:
    pending = s.pending()
    if not pending:
        return Ret((answer, s))

    def resume(order: tuple[int, ...]) -> Tree:
        t = s
        for tid in order:
            t = t.drain(tid)
        return Ret((answer, t))

    return Br(TSOFlushLists(pending), Kont(resume, ("tso-lists", answer, s)))
