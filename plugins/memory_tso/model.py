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

Mixed-size accesses (byte-addressed languages, accesses typed ``iN``/``ptr``): global
memory is byte-precise as in ``sc`` (:mod:`ctreelab.cells`); a buffered store keeps its
type, ``(addr, value, ty)``, and drains as one sized store; a load takes each of its bytes
from the newest entry of the thread's own buffer that covers it, else from global memory
(x86 store forwarding, also from several entries or partly from memory).  Word-sized
programs (``ty == "int"``: litmus, μIR) keep two-element entries and the plain paths.

``compat = "artifact"`` reproduces the reference implementation of spec §4 instead (map
buffers, whole-buffer flushes of :class:`TSOFlushLists`, ``rel(o)`` flushes, non-atomic
relaxed RMWs, no draining at exit); a map buffer cannot order overlapping entries, so there a
sized access overlapping a differently sized entry of the thread's own buffer is a failure.
States are immutable, canonical and hashable.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace
from operator import itemgetter
from typing import Any, ClassVar

from ctreelab.branches import StepB
from ctreelab.cells import bits_of, canonical, initial_widths, load, size_of, store
from ctreelab.component import Option
from ctreelab.events import (
    Alloc,
    CmpXchg,
    Failure,
    Fence,
    MemEvent,
    Ordering,
    Read,
    ReadWrite,
    Tagged,
    Write,
)
from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.footprint import Footprint, cell
from ctreelab.memory import MemoryModel, step
from ctreelab.program import Layout
from ctreelab.tree import Br, Kont, Ret, Tree
from ctreelab.values import UNDEF, Value
from ctreelab.vars_stage import halt

from .branches import TSOFlush, TSOFlushLists

# (address, value) of a word-sized store, (address, value, ty) of a sized one; oldest first
Entries = tuple[tuple[Any, ...], ...]
_first = itemgetter(0)


@dataclass(frozen=True, slots=True)
class TSOState:
    """Global memory, the non-empty buffers sorted by thread id, the next free address, and
    the byte widths of memory's sized cells (:mod:`ctreelab.cells`; empty for word-sized
    programs)."""

    memory: FrozenMap
    buffers: tuple[tuple[int, Entries], ...]
    free: int
    widths: FrozenMap = EMPTY

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

    def read(self, tid: int, addr: int, ty: str = "int") -> Value:
        if ty != "int":
            return self.read_sized(self.buffer(tid), addr, ty)
        for a, v in reversed(self.buffer(tid)):
            if a == addr:
                return v
        return self.memory.get(addr, UNDEF)

    def read_sized(self, entries: Entries, addr: int, ty: str) -> Value:
        """A sized load: each byte from the newest buffered entry covering it, else from
        memory (``undef`` if any byte is)."""
        n = size_of(ty) or 1
        covering = []
        for e in reversed(entries):
            a = e[0]
            w = _width(e)
            if a < addr + n and addr < a + w:
                if not covering and a == addr and w == n:
                    return e[1]  # the newest overlapping entry is exactly this access
                covering.append((a, w, e[1]))
        if not covering:
            return self.load(addr, ty)
        value = 0
        for k in range(addr, addr + n):
            byte = next((UNDEF if v is UNDEF else (v >> (8 * (k - a))) & 0xFF
                         for a, w, v in covering if a <= k < a + w), None)
            if byte is None:
                byte = self.load(k, "i8")
                byte = byte if byte is UNDEF else byte & 0xFF
            if byte is UNDEF:
                return UNDEF
            value |= byte << (8 * (k - addr))
        return canonical(value, bits_of(ty))

    def load(self, addr: int, ty: str) -> Value:
        """Read global memory directly (locked instructions, loads missing the buffer)."""
        if ty == "int":
            return self.memory.get(addr, UNDEF)
        return load(self.memory, self.widths, addr, ty)

    def store(self, addr: int, value: Value, ty: str = "int") -> TSOState:
        """Write global memory directly (locked instructions, drains)."""
        if ty == "int":
            return replace(self, memory=self.memory.set(addr, value))
        memory, widths = store(self.memory, self.widths, addr, ty, value)
        return TSOState(memory, self.buffers, self.free, widths)

    def drain_oldest(self, tid: int) -> TSOState:
        entries = self.buffer(tid)
        return self.with_buffer(tid, entries[1:]).store(*entries[0])

    def drain(self, tid: int) -> TSOState:
        """Publish the thread's whole buffer, oldest first."""
        entries = self.buffer(tid)
        if not entries:
            return self
        buffers = tuple(b for b in self.buffers if b[0] != tid)
        if len(entries[0]) == 2:  # word-sized (a program's accesses are all sized or none)
            return TSOState(self.memory.update_many(entries), buffers, self.free, self.widths)
        s = TSOState(self.memory, buffers, self.free, self.widths)
        for entry in entries:
            s = s.store(*entry)
        return s


class TSO(MemoryModel):
    name: ClassVar[str] = "tso"
    description: ClassVar[str] = "x86-TSO: global memory plus per-thread FIFO store buffers"
    options: ClassVar[dict[str, Option]] = {
        "compat": Option(str, "faithful", "faithful x86-TSO, or 'artifact': the paper's "
                         "reference implementation (map buffers, spec §4)",
                         choices=("faithful", "artifact")),
    }
    introduces_branches: ClassVar[tuple[type, ...]] = (StepB, TSOFlush, TSOFlushLists)

    byte_precise: ClassVar[bool] = True

    def initial_state(self, layout: Layout) -> Hashable:
        return TSOState(FrozenMap(layout.initial), (), layout.first_free,
                        initial_widths(layout.types))

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        if type(event) is Alloc:
            return step(state.free, replace(state, free=state.free + max(1, event.size)))
        if self.config["compat"] == "artifact":
            clash = _artifact_clash(tid, event, state)
            if clash is not None:
                return halt(Tagged(tid, Failure(clash)))
            answer, new = _artifact_access(tid, event, state)
            return Br(StepB(), lambda _: _flush_lists(answer, new), True)
        cls = type(event)
        if (cls is Read or cls is Write) and event.private:  # type: ignore[attr-defined]
            return step(*_private(tid, event, state))
        if (cls is Write or cls is Fence) and event.ordering is not Ordering.seq_cst:  # type: ignore[attr-defined]
            answer, new = _access(tid, event, state)  # commutes with every drain
            return step(answer, new)
        return Br(StepB(), lambda _: _drains_then(tid, event, state), True)

    def created(self, tid: int, child: int, state: Any) -> Tree:
        """Thread creation is a system call, which serialises: the creator's buffer drains."""
        return step(None, state.drain(tid))

    def joined(self, tid: int, child: int, state: Any) -> Tree:
        """The finished thread's buffer drains (its exit serialises), and the joiner's (the
        join's locked handshake)."""
        return step(None, state.drain(child).drain(tid))

    def footprint(self, tid: int, event: MemEvent) -> Footprint:
        """Faithful mode: a buffered store touches only its thread's buffer and a
        non-draining fence nothing (no drain is offered with them); ``Alloc`` the bump
        pointer.  Everything else may drain any buffer first: unknown (``None``)."""
        if self.config["compat"] == "artifact":
            return None
        cls = type(event)
        if cls is Alloc:
            return (cell("alloc"),)
        if (cls is Read or cls is Write) and event.private:  # type: ignore[attr-defined]
            return ()
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
        case Read(addr=a, ty=ty):
            return s.read(tid, a, ty), s
        case Write(ordering=o, addr=a, value=v, ty=ty):
            s = s.with_buffer(tid, (*s.buffer(tid), (a, v) if ty == "int" else (a, v, ty)))
            return None, (s.drain(tid) if o is Ordering.seq_cst else s)
        case ReadWrite(addr=a, op=op, ty=ty):
            s = s.drain(tid)
            old = s.load(a, ty)
            return old, s.store(a, _wrap(op.apply(old), ty), ty)
        case CmpXchg(addr=a, expected=expected, new=new, ty=ty):
            s = s.drain(tid)
            old = s.load(a, ty)
            ok = old == expected
            return (old, ok), (s.store(a, new, ty) if ok else s)
        case Fence(ordering=o):
            return None, (s.drain(tid) if o is Ordering.seq_cst else s)
    raise TypeError(f"tso cannot handle {event!r}")


def _private(tid: int, event: Any, s: TSOState) -> tuple[Any, TSOState]:
    """A private load or store goes straight to memory: no other thread ever reads the
    location, so whether its store waits in the buffer cannot be observed, and the thread
    never buffers a store to it either."""
    if type(event) is Read:
        return s.load(event.addr, event.ty), s
    return None, s.store(event.addr, event.value, event.ty)


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


def _width(entry: tuple[Any, ...]) -> int:
    """The byte size of a buffered sized store (a word-sized one counts as one byte)."""
    return (size_of(entry[2]) or 1) if len(entry) == 3 else 1


def _wrap(v: Value, ty: str) -> Value:
    """A read-modify-write result wrapped to a sized access's width."""
    return v if ty == "int" or v is UNDEF else canonical(v, bits_of(ty))


# --- compat = "artifact": the reference implementation of spec §4 --------------------------


def _artifact_clash(tid: int, event: MemEvent, s: TSOState) -> str | None:
    """Why a sized access cannot be expressed with map buffers, if it cannot: it overlaps a
    differently sized entry of the thread's own buffer (the map does not order them)."""
    ty = getattr(event, "ty", "int")
    if ty == "int":
        return None
    a, n = event.addr, size_of(ty) or 1  # type: ignore[attr-defined]
    for e in s.buffer(tid):
        w = _width(e)
        if e[0] < a + n and a < e[0] + w and (e[0], w) != (a, n):
            return (f"tso (compat = artifact) cannot express mixed-size accesses: {ty} at "
                    f"{a:#x} overlaps a buffered {w}-byte store at {e[0]:#x}")
    return None


def _artifact_access(tid: int, event: MemEvent, s: TSOState) -> tuple[Any, TSOState]:
    """Map buffers; ``rel(o)`` flushes the whole buffer; RMWs read the thread's view."""
    ty = getattr(event, "ty", "int")
    match event:
        case Read(addr=a):
            return s.read(tid, a, ty), s
        case Fence(ordering=o):
            return None, (s.drain(tid) if o.is_release else s)
        case Write(ordering=o, addr=a, value=value):
            answer: Any = None
        case ReadWrite(ordering=o, addr=a, op=op):
            answer = s.read(tid, a, ty)
            value = _wrap(op.apply(answer), ty)
        case CmpXchg(success=o, addr=a, expected=expected, new=new):
            old = s.read(tid, a, ty)  # always writes: the old value back on failure (spec §1)
            answer, value = (old, old == expected), (new if old == expected else old)
        case _:
            raise TypeError(f"tso cannot handle {event!r}")
    entries = {e[0]: e for e in s.buffer(tid)}
    entries[a] = (a, value) if ty == "int" else (a, value, ty)  # a later write overwrites
    s = s.with_buffer(tid, tuple(sorted(entries.values(), key=_first)))
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
