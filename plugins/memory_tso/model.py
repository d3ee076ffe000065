"""x86-TSO (spec §4, §7.2): global memory plus one FIFO store buffer per thread.

Faithful mode (the default), with the usual C11 → x86 mapping:

* loads of any ordering are plain ``MOV``: the newest entry for the address in the thread's
  own buffer, else global memory, else ``undef``;
* non-seq_cst stores are plain ``MOV``: appended to the thread's buffer; a seq_cst store is
  ``XCHG``: appended, then the whole buffer drains, in the same step;
* read-modify-writes and cmpxchg (any ordering) are ``LOCK``-prefixed: drain the thread's
  buffer, then read and write global memory atomically (cmpxchg writes only on success);
* a seq_cst fence is ``MFENCE`` (drains the buffer); acquire/release/acq_rel fences are no-ops;
* drains are internal actions of the model (:meth:`TSO.internal`): at every scheduling
  point, each non-empty buffer may drain its oldest entry (unless nothing else could
  happen in between but the thread's own actions); at exit the observer drains what is
  left in every order (:class:`TSOFlush`).  Exploration interleaves the drains with the
  thread actions, with footprints (the drained address; a load's own address), so that
  partial-order reduction reorders a drain only with what it commutes with.

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

from ctreelab.arenas import allocate, arenas
from ctreelab.arenas import footprint as arena_footprint
from ctreelab.branches import StepB
from ctreelab.cells import (
    NO_ZEROS,
    Zeros,
    bits_of,
    canonical,
    get,
    initial_widths,
    load,
    size_of,
    store,
)
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
    ThreadCreated,
    ThreadJoined,
    Write,
)
from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.footprint import Access, Footprint, at_exit, cell, memory
from ctreelab.memory import MemoryModel, step
from ctreelab.program import Layout, Program
from ctreelab.slotinit import fast_init
from ctreelab.tree import Br, Kont, Ret, Tree
from ctreelab.values import UNDEF, Value
from ctreelab.vars_stage import halt

from .branches import TSOFlush, TSOFlushLists

# (address, value) of a word-sized store, (address, value, ty) of a sized one, (address,
# value, ty, NA) of a sized non-atomic one; oldest first
Entries = tuple[tuple[Any, ...], ...]
_first = itemgetter(0)
NA = Ordering.not_atomic
DRAIN = "drain"  # the internal action (DRAIN, tid): drain tid's oldest buffered store
FLUSH = "tso-flush"  # footprint space: the stores a draining instruction publishes


@fast_init  # built at every step (issue 20)
@dataclass(frozen=True, slots=True)
class TSOState:
    """Global memory, the non-empty buffers sorted by thread id, the threads' allocation arenas,
    the byte widths of memory's sized cells (:mod:`ctreelab.cells`; empty for word-sized
    programs) and the layout's zero regions."""

    memory: FrozenMap
    buffers: tuple[tuple[int, Entries], ...]
    free: FrozenMap  # the threads' allocation arenas (ctreelab.arenas)
    widths: FrozenMap = EMPTY
    zeros: Zeros = NO_ZEROS

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
        return TSOState(self.memory, tuple(rest), self.free, self.widths, self.zeros)

    def read(self, tid: int, addr: int, ty: str = "int") -> Value:
        if ty != "int":
            return self.read_sized(self.buffer(tid), addr, ty)
        for a, v in reversed(self.buffer(tid)):
            if a == addr:
                return v
        return get(self.memory, addr, self.zeros)

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
        return load(self.memory, self.widths, addr, ty, self.zeros)

    def store(self, addr: int, value: Value, ty: str = "int") -> TSOState:
        """Write global memory directly (locked instructions, drains)."""
        if ty == "int":
            return TSOState(self.memory.set(addr, value), self.buffers, self.free, self.widths,
                            self.zeros)
        memory, widths = store(self.memory, self.widths, addr, ty, value)
        return TSOState(memory, self.buffers, self.free, widths, self.zeros)

    def drain_oldest(self, tid: int) -> TSOState:
        entries = self.buffer(tid)
        return self.with_buffer(tid, entries[1:]).store(*entries[0][:3])

    def drain(self, tid: int) -> TSOState:
        """Publish the thread's whole buffer, oldest first."""
        entries = self.buffer(tid)
        if not entries:
            return self
        buffers = tuple(b for b in self.buffers if b[0] != tid)
        if len(entries[0]) == 2:  # word-sized (a program's accesses are all sized or none)
            return TSOState(self.memory.update_many(entries), buffers, self.free, self.widths,
                            self.zeros)
        s = TSOState(self.memory, buffers, self.free, self.widths, self.zeros)
        for entry in entries:
            s = s.store(*entry[:3])
        return s


class TSO(MemoryModel):
    name: ClassVar[str] = "tso"
    check_answers: ClassVar[bool] = False  # checked by the test suite
    description: ClassVar[str] = "x86-TSO: global memory plus per-thread FIFO store buffers"
    options: ClassVar[dict[str, Option]] = {
        "compat": Option(str, "faithful", "faithful x86-TSO, or 'artifact': the paper's "
                         "reference implementation (map buffers, spec §4)",
                         choices=("faithful", "artifact")),
    }
    introduces_branches: ClassVar[tuple[type, ...]] = (StepB, TSOFlush, TSOFlushLists)

    byte_precise: ClassVar[bool] = True
    zero_regions: ClassVar[bool] = True

    def reads_latest(self, program: Program) -> bool:
        """Faithful mode, when every atomic store of the program is seq_cst: such a store
        is an ``XCHG`` that drains at once, and so is every read-modify-write, so an
        atomic read reads memory's last write of its word, in the order of the thread
        actions, or a buffered non-atomic store to it.  The latter is a data race or
        was drained: a store that happens before another thread's read is drained by the
        synchronisation that orders them (a seq_cst store, a locked instruction, ``MFENCE``,
        creation, exit) — with no relaxed or release store there is no other way to
        release.  Happens-before is then the one the interleaving computes, up to the
        first race, which it finds (the tso README)."""
        if self.config["compat"] == "artifact":
            return False
        stores = program.atomic_store_orderings()
        return stores is not None and stores <= {Ordering.seq_cst}

    def stale(self, tid: int, event: MemEvent, after: Any) -> bool:
        """Faithful mode: while no two threads' buffers hold stores to the same bytes, the
        stores to them drain in the order they were issued, so memory holds the last one
        drained and a buffer the newer ones of a single thread: a read reads the last write
        unless another thread's buffer holds a store to its bytes.  So an event is stale when
        another thread's buffer overlaps its bytes — a read that misses that store, or a
        write that may drain before it, or be overwritten by it (it would break the
        condition).  Artifact mode (map buffers): always."""
        if self.config["compat"] == "artifact":
            return True
        if not after.buffers:  # (the event changed no other thread's buffer)
            return False
        start = event.addr  # type: ignore[attr-defined]
        end = start + (size_of(event.ty) or 1)  # type: ignore[attr-defined]
        return any(e[0] < end and start < e[0] + _width(e)
                   for t, entries in after.buffers if t != tid for e in entries)

    def initial_state(self, layout: Layout) -> Hashable:
        return TSOState(FrozenMap(layout.initial), (), arenas(layout.first_free),
                        initial_widths(layout.types), Zeros(layout.zeros))

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        if type(event) is Alloc:
            return allocate(state.free, tid, event.size, lambda addr, rest: step(
                addr, replace(state, free=rest)))
        if self.config["compat"] == "artifact":
            clash = _artifact_clash(tid, event, state)
            if clash is not None:
                return halt(Tagged(tid, Failure(clash)))
            answer, new = _artifact_access(tid, event, state)
            return Br(StepB(), lambda _: _flush_lists(answer, new), True)
        cls = type(event)
        if (cls is Read or cls is Write) and event.private:  # type: ignore[attr-defined]
            return step(*_private(tid, event, state))
        return step(*_access(tid, event, state))

    def internal(self, state: Any, ready: tuple[int, ...]
                 ) -> tuple[tuple[Hashable, Footprint, int, bool], ...]:
        """Faithful mode: each non-empty buffer may drain its oldest entry, unless its
        thread is the only one ready and its buffer the only non-empty one (then a drain
        commutes with everything that can happen until another thread is ready: the
        thread's own loads and stores, and its draining instructions do it anyway; at exit
        the observer drains the rest).  The drain of a non-atomic store is plain: in an
        execution without data races no other thread reads or writes its bytes before a
        synchronisation that drains it anyway (a release store behind it in the buffer,
        a locked instruction or fence of its thread), so when it happens is unobservable
        and the race-free exploration drains it at once."""
        if self.config["compat"] == "artifact" or not state.buffers:
            return ()
        if len(state.buffers) == 1 and ready == (state.buffers[0][0],):
            return ()
        return tuple(((DRAIN, t), _drain_footprint(t, entries[0]), t, len(entries[0]) > 3)
                     for t, entries in state.buffers)

    def current(self, tid: int, footprint: Footprint, state: Any) -> Footprint:
        """A draining instruction's footprint names the buffers it publishes; here they
        become the writes of their entries (wherever the stages above put their own accesses
        beside them: the interleaving adds a synchronisation object's, a race access).  With
        every buffer empty it publishes nothing (a drain marker conflicts with no other
        thread's accesses: it may stay)."""
        if not footprint or not state.buffers:
            return footprint
        for a in footprint:
            if a.space == FLUSH:
                break
        else:
            return footprint
        fp: tuple[Access, ...] = ()
        for a in footprint:
            fp += _writes(state.buffer(a.start)) if a.space == FLUSH else (a,)
        return fp

    def futures(self, state: Any, futures: tuple[tuple[int, Footprint], ...]
                ) -> tuple[tuple[int, Footprint], ...] | None:
        """A thread's future loads read memory and its future stores will drain into it;
        its buffered stores will too."""
        if self.config["compat"] == "artifact":
            return None
        done = {t for t, _ in state.buffers} - {t for t, _ in futures}
        return (*((t, None if f is None else f + _writes(state.buffer(t))) for t, f in futures),
                *((t, _writes(state.buffer(t))) for t in sorted(done)))

    def perform(self, action: Hashable, state: Any) -> Any:
        return state.drain_oldest(action[1])  # type: ignore[index]

    def created(self, tid: int, child: int, state: Any) -> Tree:
        """Thread creation is a system call, which serialises: the creator's buffer drains."""
        return step(None, state.drain(tid))

    def joined(self, tid: int, child: int, state: Any) -> Tree:
        """The finished thread's buffer drains (its exit serialises), and the joiner's (the
        join's locked handshake)."""
        return step(None, state.drain(child).drain(tid))

    def footprint(self, tid: int, event: MemEvent) -> Footprint:
        """Faithful mode: a buffered store appends to its thread's buffer, which only that
        buffer's drains see while the program runs, and they commute with it (they pop the
        front of a non-empty buffer).  Only the end of the program sees it (the final
        drain publishes it): ``footprint.at_exit``, so that it never goes first alone past
        an exit of another thread.  A non-draining fence and a private access touch nothing
        shared.  A load
        reads memory at its address (or its own buffer, which only its thread changes).
        ``Alloc`` moves its thread's bump pointer.  The draining instructions (a seq_cst store or
        fence, a locked instruction) publish the thread's buffer: unknown (``None``)."""
        if self.config["compat"] == "artifact":
            return None
        cls = type(event)
        if cls is Alloc:
            return arena_footprint(tid)
        if (cls is Read or cls is Write) and event.private:  # type: ignore[attr-defined]
            return ()
        if cls is Read:
            return memory(event.addr, event.ty, False)  # type: ignore[attr-defined]
        if cls is Write and event.ordering is not Ordering.seq_cst:  # type: ignore[attr-defined]
            return (at_exit(event.addr, event.ty),)  # type: ignore[attr-defined]
        if cls is Fence and event.ordering is not Ordering.seq_cst:  # type: ignore[attr-defined]
            return ()
        own = (cell(("buffer", tid)), _flush(tid))
        if cls is Fence or cls is ThreadCreated:
            return own
        if cls is ThreadJoined:
            child = event.child  # type: ignore[attr-defined]
            return (cell(("buffer", child)), *own, _flush(child))
        return memory(event.addr, event.ty, True) + own  # type: ignore[attr-defined]

    def explain(self, tid: int, event: MemEvent, answer: Any, before: Any, after: Any
                ) -> tuple[tuple[str, Any], ...]:
        """Faithful mode: a store goes through the buffer (``buffered``); a load served by
        the thread's own buffer (``own``); the buffered stores each step publishes: a
        draining instruction's own, a join's of the joined thread too."""
        if self.config["compat"] == "artifact" or type(before) is not TSOState:
            return ()
        cls = type(event)
        private = (cls is Read or cls is Write) and event.private  # type: ignore[attr-defined]
        detail: list[tuple[str, Any]] = []
        if cls is Write and not private:
            detail.append(("buffered", True))
        if cls is Read and not private and _covered(before.buffer(tid), event.addr,  # type: ignore[attr-defined]
                                                    event.ty):  # type: ignore[attr-defined]
            detail.append(("own", True))
        threads = (tid, event.child) if cls is ThreadJoined else (tid,)  # type: ignore[attr-defined]
        published = tuple((t, n) for t in threads if (n := len(before.buffer(t)) - len(
            after.buffer(t)) + (1 if t == tid and detail[:1] == [("buffered", True)] else 0)))
        if published:
            detail.append(("published", published))
        return tuple(detail)

    def explain_internal(self, action: Hashable, before: Any) -> tuple[tuple[str, Any], ...]:
        tid = action[1]  # type: ignore[index]
        entry = before.buffer(tid)[0]
        return (("thread", tid), ("what", "flush"), ("addr", entry[0]), ("value", entry[1]),
                ("published", ((tid, 1),)))

    def at_exit(self, state: Any) -> Tree:
        return Ret(state) if self.config["compat"] == "artifact" else _drain_all(state)

    def value_at(self, state: Any, addr: int) -> Any:
        return get(state.memory, addr, state.zeros)


def _access(tid: int, event: MemEvent, s: TSOState) -> tuple[Any, TSOState]:
    """Faithful x86-TSO: the answer and the state right after the access."""
    match event:
        case Read(addr=a, ty=ty):
            return s.read(tid, a, ty), s
        case Write(ordering=o, addr=a, value=v, ty=ty):
            entry = (a, v) if ty == "int" else (a, v, ty) if o is not NA else (a, v, ty, o)
            s = s.with_buffer(tid, (*s.buffer(tid), entry))
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


def _flush(tid: int) -> Access:
    """Stands for the writes of ``tid``'s buffered stores, which only the state knows
    (:meth:`TSO.current` replaces it)."""
    return Access(FLUSH, tid, tid + 1, True)


def _writes(entries: Entries) -> tuple[Access, ...]:
    return tuple(Access("mem", e[0], e[0] + _width(e), True) for e in entries)


def _drain_footprint(tid: int, oldest: tuple[Any, ...]) -> Footprint:
    """Draining ``oldest`` from ``tid``'s buffer writes memory there and changes the front
    of the buffer (which the thread's draining instructions empty)."""
    return (*_writes((oldest,)), cell(("buffer", tid)))


def _drain_all(s: TSOState) -> Tree:
    """The draining observer: every remaining entry, in every interleaving of the threads
    that can make a difference.  An oldest entry that no other buffer overlaps commutes
    with every other remaining drain, so it drains without a branch."""
    while True:
        pending = s.pending()
        if not pending:
            return Ret(s)
        alone = next((t for t, entries in s.buffers
                      if not _overlapped(entries[0], t, s.buffers)), None)
        if alone is None:
            break
        s = s.drain_oldest(alone)
    final = s
    return Br(TSOFlush(pending, can_stop=False),
              Kont(lambda tid: _drain_all(final.drain_oldest(tid)), ("tso-exit", final)))


def _overlapped(entry: tuple[Any, ...], tid: int, buffers: tuple[tuple[int, Entries], ...]) -> bool:
    """Whether a buffer other than ``tid``'s holds a store overlapping ``entry``."""
    a, end = entry[0], entry[0] + _width(entry)
    return any(e[0] < end and a < e[0] + _width(e)
               for t, entries in buffers if t != tid for e in entries)


def _covered(entries: Entries, addr: int, ty: str) -> bool:
    """Whether a load of ``addr`` takes a byte from the buffered ``entries``."""
    end = addr + (size_of(ty) or 1 if ty != "int" else 1)
    return any(e[0] < end and addr < e[0] + _width(e) for e in entries)


def _width(entry: tuple[Any, ...]) -> int:
    """The byte size of a buffered sized store (a word-sized one counts as one byte)."""
    return (size_of(entry[2]) or 1) if len(entry) > 2 else 1


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
