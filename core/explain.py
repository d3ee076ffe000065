"""Readable traces of one execution (``trace``, ``run --witness``, ``replay``).

A trace recorded with tracing on (:func:`ctreelab.scheduler.record`: the notes of the
interleaving and memory stages, the choices of other branches) becomes a list of
:class:`Action`: one per thread action, in execution order, with the source location, the
address as the program names it, the value read or written, the ordering and, for a read,
the write it read from.  Memory-model steps (a TSO buffer flushing, Promising timestamps)
appear where they happen, from the model's :meth:`~ctreelab.memory.MemoryModel.explain`.

Reads-from and coherence are rebuilt from what the model tells: writes it keeps unseen (a
store buffer) become visible when it says they are published; a read served by the
thread's own unseen writes reads the newest of them; a model that names coherence positions
(``co``/``rf``) is followed; otherwise a write is visible at once and a read reads the
latest visible write (SC).  Private accesses (stack slots no other thread reaches) are
left out: they cannot explain an interleaving.
"""

from __future__ import annotations

from bisect import bisect_right, insort
from dataclasses import dataclass, field
from typing import Any

from .allocations import Deallocate, Reallocate
from .events import (
    Alloc,
    CmpXchg,
    Fence,
    Free,
    IntToPtr,
    Malloc,
    MemCopy,
    MemSet,
    PtrToInt,
    Read,
    ReadWrite,
    ThreadCreated,
    ThreadJoined,
    Write,
)
from .pipeline import Pipeline
from .pointer import address_of
from .values import float_from_bits, show, to_json

INIT = "init"  # the write of a location's initial value


@dataclass
class Action:
    """One step of a trace.  ``kind``: ``R`` ``W`` ``U`` (read-modify-write) ``F`` (fence)
    ``create`` ``join`` ``exit`` ``alloc`` (allocation, free and the two-phase model's other
    events) ``model`` (a memory model's own step), ``race`` (an access of the data race
    that stopped the execution, not run), ``blocked`` (what a deadlocked thread waits for),
    ``fault`` (an access or free the allocations stage refused), ``halt`` (undefined
    behaviour or a failed assertion that is no memory action, where it happened) or
    ``choose``.  ``rf``: the index of the action whose write a read read (``INIT``: the
    initial value; ``None``: not known)."""

    index: int
    thread: int | None
    kind: str
    text: str
    where: str = ""
    addr: int | None = None
    location: str = ""
    ordering: str = ""
    read: Any = None
    written: Any = None
    rf: int | str | None = None
    child: int | None = None
    note: str = ""
    pending: bool = False  # a write still unseen by other threads after its step
    violation: bool = False

    @property
    def reads(self) -> bool:
        return self.kind in ("R", "U") and self.addr is not None

    @property
    def writes(self) -> bool:
        return self.kind in ("W", "U") and self.written is not None and self.addr is not None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"index": self.index, "thread": self.thread, "kind": self.kind,
                                "text": self.text}
        for key in ("where", "location", "ordering", "note"):
            if getattr(self, key):
                data[key] = getattr(self, key)
        if self.addr is not None:
            data["addr"] = self.addr
        if self.kind in ("R", "U") and self.read is not None:
            data["read"] = to_json(self.read)
        if self.written is not None:
            data["written"] = to_json(self.written)
        if self.rf is not None:
            data["rf"] = self.rf
        if self.child is not None:
            data["child"] = self.child
        if self.violation:
            data["violation"] = True
        return data


@dataclass
class Execution:
    """The actions of one execution with its coherence order: per location (its address)
    that some access met, ``INIT`` (its initial content, ``undef`` if none) then the writes
    in the order they became visible."""

    actions: list[Action] = field(default_factory=list)
    co: dict[int, list[int | str]] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)  # address -> symbol
    initial: dict[int, Any] = field(default_factory=dict)  # address -> initial value, if any


def analyse(pipeline: Pipeline, trace: list[dict[str, Any]], outcome: Any = None) -> Execution:
    """The actions of ``trace`` with reads-from and coherence (see the module doc);
    ``outcome`` (an :class:`~ctreelab.outcome.Outcome`) marks the violating step."""
    return _Builder(pipeline).build(trace, outcome)


class _Builder:
    def __init__(self, pipeline: Pipeline) -> None:
        self.layout = pipeline.layout
        self.ex = Execution()
        self.pending: dict[int, list[int]] = {}  # thread -> its unseen writes, oldest first
        self.starts: list[int] = []  # allocated blocks, sorted: start -> (end, name)
        self.blocks: dict[int, tuple[int, str]] = {}
        self.counts: dict[str, int] = {}  # blocks allocated so far, per kind
        self.racing: list[Any] = []  # the accesses of the race found last: (thread, event, where)
        self.syncs: dict[int, int] = {}  # synchronisation object -> its last action
        self.initial: dict[int, Any] | None = None  # the layout's initial cells, when needed
        self.made: dict[int, Action] = {}  # block start -> the action that allocated it

    def build(self, trace: list[dict[str, Any]], outcome: Any) -> Execution:
        for e in trace:
            what = e.get("what")
            if what == "memory":
                self.memory(e)
            elif what == "internal":
                self.internal(e)
            elif what == "spawn":
                self.add(e.get("thread"), "create", f"create T{e['new_thread']} "
                         f"({e.get('function', '?')})", child=e["new_thread"])
            elif what in ("exit", "exit-program"):
                value = e.get("value")
                text = "exit" if what == "exit" else "exit program"
                self.add(e.get("thread"), "exit", text + ("" if value is None else
                                                          f" (returns {show(value)})"))
            elif what == "blocked":  # a deadlock: what each blocked thread waits for
                for tid, waits, where in (v for k, v in sorted(e.items())
                                          if k.startswith("blocked")):
                    self.add(tid, "blocked", waits.removeprefix(f"thread {tid} "),
                             where=where, violation=True)
            elif what in ("wait", "signal"):  # on a condition variable (a wait's unlock follows)
                self.add(e.get("thread"), what, e["text"], where=e.get("where", ""))
            elif what in _ALLOCATIONS:
                _ALLOCATIONS[what](self, e)
            elif what == "race":
                self.racing = [v for k, v in sorted(e.items()) if k.startswith("access")]
            elif what == "choose":
                self.choose(e)
        self.finish()
        self.mark(outcome)
        return self.ex

    # -- actions ----------------------------------------------------------------------------

    def add(self, thread: int | None, kind: str, text: str, **fields: Any) -> Action:
        a = Action(len(self.ex.actions), thread, kind, text, **fields)
        self.ex.actions.append(a)
        return a

    def name(self, addr: int) -> str:
        """``addr`` as the program names it (a global), else in the block allocated there
        (``heap#2+8``, ``alloc#1``), else in hex."""
        name = self.ex.names.get(addr)
        if name is None:
            name = self.layout.symbol(addr)
            i = bisect_right(self.starts, addr) - 1
            if not 0 < addr < self.layout.first_free and i >= 0:
                start = self.starts[i]
                end, block = self.blocks[start]
                if addr < end:
                    name = block if addr == start else f"{block}+{addr - start}"
            self.ex.names[addr] = name
        return name

    def allocated(self, e: dict[str, Any], kind: str, size: int, answer: Any) -> None:
        base = address_of(answer)
        n = self.counts[kind] = self.counts.get(kind, 0) + 1
        label = f"{kind}#{n}"
        if type(base) is int:
            end = base + max(1, size)
            i = bisect_right(self.starts, base)
            if (i and self.blocks[self.starts[i - 1]][0] > base) or \
                    (i < len(self.starts) and self.starts[i] < end) or base in self.blocks:
                # memory reused: drop what overlaps, and the names given inside it
                for start in [x for x in self.starts if x < end and base < self.blocks[x][0]]:
                    self.starts.remove(start)
                    del self.blocks[start]
                self.ex.names = {a: v for a, v in self.ex.names.items() if not base <= a < end}
            insort(self.starts, base)
            self.blocks[base] = (end, label)
        what = "malloc" if kind == "heap" else "allocate"
        at = hex(answer) if type(answer) is int else show(answer)
        made = self.add(e.get("thread"), "alloc", f"{what} {label}: {size} bytes at {at}",
                        where=e.get("where", ""))
        if type(base) is int:
            self.made[base] = made

    def value(self, v: Any, ty: str, addr: int | None = None) -> str:
        """A value read or written (at ``addr``): a pointer (type ``ptr``, or a 64-bit
        integer equal to the start of a block allocated in this trace: clang's atomic
        pointer operations) as where it points (``&alloc#2``, ``&out+8``); the encoding of
        a global ``float``/``double`` as its number (``Layout.float_bits``); anything else
        as :func:`show` gives it."""
        if type(v) is int and addr is not None and ty in _FLOAT_WIDTHS \
                and self.layout.float_bits(addr) == _FLOAT_WIDTHS[ty]:
            return show(float_from_bits(v, _FLOAT_WIDTHS[ty]))
        if type(v) is int and v > 0 and (ty == "ptr" or ty == "i64" and v in self.made):
            name = self.name(v)
            return name if name.startswith("0x") else f"&{name}"
        return show(v)

    def tracked(self, e: dict[str, Any]) -> None:
        """The ``allocations`` stage's view of the block the model allocated just before:
        the size the program asked for, and where (the model's entry has its span)."""
        made = self.made.get(e["addr"])
        if made is not None:
            label = self.blocks[e["addr"]][1]
            what = f"malloc {label}" if e["kind"] == "heap" else f"allocate {label} ({e['site']})"
            made.text = f"{what}: {e['size']} bytes at {e['addr']:#x}"
            made.where = e.get("where") or made.where

    def faulted(self, e: dict[str, Any]) -> None:
        """An access, free or realloc the ``allocations`` stage refused: it stops the
        thread (undefined behaviour), so it is the thread's last action."""
        ev = e["event"]
        self.add(e["thread"], "fault", f"{_verb(ev)} {self.name(ev.addr)}: {_short(e['reason'])}",
                 where=e.get("where", ""), addr=ev.addr, location=self.name(ev.addr),
                 violation=True)

    def memory(self, e: dict[str, Any]) -> None:
        ev, answer = e["event"], e.get("answer")
        tid: int = e["thread"]
        where = e.get("where", "")
        model = dict(e.get("model") or ())
        cls = type(ev)
        if cls is Alloc or cls is Malloc:
            self.allocated(e, "alloc" if cls is Alloc else "heap", ev.size, answer)
            return
        if cls in _TWO_PHASE:
            self.add(tid, "alloc", _TWO_PHASE[cls](self, ev, answer), where=where)
            return
        if cls is ThreadCreated or cls is ThreadJoined:
            self.publish(model)
            if cls is ThreadJoined:
                self.add(tid, "join", f"join T{ev.child}", where=where, child=ev.child)
            return
        if cls is Fence:
            self.publish(model)
            self.add(tid, "F", f"fence {ev.ordering.value}", where=where,
                     ordering=ev.ordering.value)
            return
        if cls not in (Read, Write, ReadWrite, CmpXchg) or getattr(ev, "private", False):
            return
        addr = address_of(ev.addr)
        if type(addr) is not int:
            return
        loc = self.name(addr)
        note = model.get("note", "")
        if model.get("views"):
            seen = ", ".join(f"{self.name(b)}@{t}" for b, t in model["views"])
            note = f"{note}, sees {seen}" if note else f"sees {seen}"
        if cls is Write:
            a = self.add(tid, "W", f"W {loc} = {self.value(ev.value, ev.ty, addr)}", where=where, addr=addr,
                         location=loc, ordering=ev.ordering.value, written=ev.value, note=note)
            if "buffered" in model:
                self.pending.setdefault(tid, []).append(a.index)
                self.publish(model)
            else:
                self.visible(a.index, addr, model)
            a.pending = a.index in self.pending.get(tid, ())
            return
        self.publish(model)
        if cls is Read:
            a = self.add(tid, "R", f"R {loc} -> {self.value(answer, ev.ty, addr)}", where=where, addr=addr,
                         location=loc, ordering=ev.ordering.value, read=answer, note=note)
        elif cls is ReadWrite:
            new = ev.op.apply(answer) if ev.op.op != "sync" else None
            op = "" if ev.op.op in ("sync", "xchg") else f" ({ev.op.op} {show(ev.op.operand)})"
            text = (f"U {loc} {self.value(answer, ev.ty, addr)} -> {self.value(new, ev.ty, addr)}{op}" if new is not None
                    else f"{_SYNC.get(ev.ordering.value, 'sync')} "
                         f"{self.layout.symbol(addr, whole=True)}")
            a = self.add(tid, "U", text, where=where, addr=addr, location=loc,
                         ordering=ev.ordering.value, read=answer, written=new, note=note)
        else:
            old, ok = answer if isinstance(answer, tuple) else (answer, False)
            v = self.value
            text = (f"CAS {loc} {v(old, ev.ty)} -> {v(ev.new, ev.ty)}" if ok else
                    f"CAS {loc} reads {v(old, ev.ty)} (expected {v(ev.expected, ev.ty)}: fails)")
            a = self.add(tid, "U" if ok else "R", text, where=where, addr=addr, location=loc,
                         ordering=(ev.success if ok else ev.failure).value, read=old,
                         written=ev.new if ok else None, note=note)
        if cls is ReadWrite and ev.op.op == "sync":
            # a lock, unlock, wait or barrier: in the object's total order, after the one
            # before it (an unlock before a lock: what it synchronises with)
            a.rf, self.syncs[addr] = self.syncs.get(addr, INIT), a.index
            return
        a.rf = self.read_from(tid, addr, model)
        if a.writes:
            self.visible(a.index, addr, model)

    def internal(self, e: dict[str, Any]) -> None:
        model = dict(e.get("model") or ())
        owner: Any = model.get("thread", e.get("thread"))
        if model.get("what") == "flush" and "addr" in model:
            queue = self.pending.get(owner, [])
            text = (f"flush T{owner}: {self.name(model['addr'])} = {show(model.get('value'))}"
                    + (f" (#{queue[0] + 1})" if queue else ""))
        else:
            text = f"{model.get('what', 'internal')} {show(e.get('action'))}"
        self.add(owner, "model", text)
        self.publish(model, shown=False)

    def choose(self, e: dict[str, Any]) -> None:
        branch = str(e.get("branch", ""))
        if branch.startswith(("Sched", "PSUpdateView")):
            return  # thread switches show in the thread column; timestamps in the notes
        if branch == "race found":
            racing = [f"T{tid} {_verb(ev)} {self.name(address_of(ev.addr))}"
                      for tid, ev, _ in self.racing]
            if e.get("choice") == "0":
                self.add(None, "choose", "data race found here (" + " / ".join(racing) +
                         "): going on past it")
                return
            for tid, ev, where in self.racing:  # they stop the execution before they run
                addr = address_of(ev.addr)
                ordering = ev.success.value if type(ev) is CmpXchg else \
                    ev.ordering.value if hasattr(ev, "ordering") else ""
                self.add(tid, "race", f"{_verb(ev)} {self.name(addr)} (races, not run)",
                         where=where, addr=addr, location=self.name(addr), ordering=ordering,
                         violation=True)
            return
        if branch.startswith("TSOFlush") and e.get("choice") not in (None, "None"):
            self.publish({"published": ((int(str(e["choice"])), 1),)}, when=" at exit")
            return
        self.add(None, "choose", f"choose {branch} -> {e.get('choice')}")

    # -- visibility ---------------------------------------------------------------------------

    def publish(self, model: dict[str, Any], shown: bool = True, when: str = "") -> None:
        """Make the oldest unseen writes of each thread ``model`` names visible; each one
        is a ``flush`` line unless the step's own line says it (``shown=False``)."""
        for tid, n in model.get("published", ()):
            queue = self.pending.get(tid, [])
            for i in queue[:n]:
                a = self.ex.actions[i]
                if a.addr is not None:
                    if shown and i != len(self.ex.actions) - 1:
                        self.add(tid, "model", f"flush T{tid}{when}: {a.location} = "
                                 f"{show(a.written)} (#{i + 1})")
                    self.visible(i, a.addr, {})
            del queue[:n]

    def order(self, addr: int) -> list[int | str]:
        co = self.ex.co.get(addr)
        if co is None:
            co = self.ex.co[addr] = [INIT]  # its initial content (undef if none)
            if self.initial is None:
                self.initial = dict(self.layout.initial)
            if addr in self.initial:
                self.ex.initial[addr] = self.initial[addr]
        return co

    def visible(self, i: int, addr: int, model: dict[str, Any]) -> None:
        co = self.order(addr)
        if "co" in model:
            kept = model.get("kept", len(co))
            co.insert(max(0, min(len(co), len(co) - kept + model["co"])), i)
        else:
            co.append(i)

    def read_from(self, tid: int | None, addr: int, model: dict[str, Any]) -> int | str | None:
        if model.get("own") and tid is not None:
            mine = [i for i in self.pending.get(tid, ()) if self.ex.actions[i].addr == addr]
            if mine:
                return mine[-1]
        co = self.order(addr)
        if "rf" in model:
            if model["rf"] < 0:
                return INIT
            kept = model.get("kept", len(co))
            j = len(co) - kept + model["rf"]
            return co[j] if 0 <= j < len(co) else None
        return co[-1] if co else None

    def finish(self) -> None:
        """What is still unseen at the end becomes visible (the final drain), thread by
        thread."""
        for tid in sorted(self.pending):
            self.publish({"published": ((tid, len(self.pending[tid])),)}, when=" at exit")

    def mark(self, outcome: Any) -> None:
        if outcome is None or outcome.kind == "done" or outcome.thread is None:
            return
        mine = [a for a in self.ex.actions if a.thread == outcome.thread and a.kind != "model"]
        if mine and mine[-1].violation:
            return  # a fault or a racing access: the step that stopped the thread
        if outcome.kind in ("ub", "assert") and outcome.where:
            # what stopped the thread is no memory action (an unlock of a mutex it does not
            # hold, an assertion): a line of its own, where it happened
            self.add(outcome.thread, "halt", outcome.reason.split(" (")[0],
                     where=outcome.where, violation=True)
        elif mine:
            mine[-1].violation = True


# what a synchronisation object's read-modify-write (ctreelab.events.SYNC_TOUCH) stands for
_SYNC = {"acquire": "lock", "release": "unlock", "acq_rel": "sync"}
_FLOAT_WIDTHS = {"i32": 32, "i64": 64}  # the access types a float's encoding is stored with


def _verb(ev: Any) -> str:
    cls = type(ev)
    return "R" if cls is Read else "W" if cls is Write else "free" if cls is Deallocate \
        else "realloc" if cls is Reallocate else "U"


def _short(reason: str) -> str:
    """What an ``allocations`` fault says, without the block's full name (the trace names
    the block): ``use after free``, ``double free``, ``out-of-bounds load``."""
    return reason.split(" of ", 1)[0].split(": ", 1)[0].split(" at ", 1)[0]


# the allocations stage's trace entries (ctreelab.allocations._noted)
_ALLOCATIONS: dict[str, Any] = {
    "allocated": _Builder.tracked,
    "freed": lambda b, e: b.add(e["thread"], "alloc", f"free {b.name(e['addr'])}",
                                where=e.get("where", "")),
    "reallocated": lambda b, e: b.add(e["thread"], "alloc", f"realloc {b.name(e['addr'])} -> "
                                      f"{_at(b, e['new'])}: {e['size']} bytes",
                                      where=e.get("where", "")),
    "fault": _Builder.faulted,
}


def _at(b: _Builder, p: Any) -> str:
    """A pointer: where it points, then the pointer itself (with its provenance)."""
    a = address_of(p)
    return f"{b.name(a)} ({show(p)})" if type(a) is int else show(p)


# the two-phase model's own events, as trace lines
_TWO_PHASE: dict[type, Any] = {
    Free: lambda b, ev, _: f"free {_at(b, ev.addr)}",
    PtrToInt: lambda b, ev, answer: f"ptrtoint {_at(b, ev.ptr)} -> {show(answer)}",
    IntToPtr: lambda b, ev, answer: f"inttoptr {show(ev.value)} -> {show(answer)}",
    MemCopy: lambda b, ev, _: f"{'memmove' if ev.overlap else 'memcpy'} {ev.size} bytes "
                              f"{_at(b, ev.src)} -> {_at(b, ev.dst)}",
    MemSet: lambda b, ev, _: f"memset {ev.size} bytes at {_at(b, ev.dst)} to {ev.byte}",
}


# --- printing ----------------------------------------------------------------------------------


def format_trace(pipeline: Pipeline, trace: list[dict[str, Any]], outcome: Any,
                 ex: Execution | None = None) -> list[str]:
    """One line per action: number, thread, action, ordering, reads-from, source; the
    violating step marked ``✗``; the outcome last."""
    ex = analyse(pipeline, trace, outcome) if ex is None else ex
    rows = []
    for a in ex.actions:
        who = f"T{a.thread}" if a.thread is not None else ""
        text = a.text
        if a.kind == "model":
            who = "mem"
        extra = []
        if a.ordering:
            extra.append(a.ordering)
        if a.reads:
            extra.append("rf " + ("init" if a.rf == INIT else "?" if a.rf is None
                                  else f"#{a.rf + 1}" if isinstance(a.rf, int) else str(a.rf)))
        if a.pending:
            extra.append("buffered")
        if a.note:
            extra.append(a.note)
        body = text + (f"  [{', '.join(extra)}]" if extra else "")
        rows.append(("✗" if a.violation else " ", f"#{a.index + 1}", who, body, a.where))
    width = max((len(r[3]) for r in rows), default=0)
    lines = [f"{m} {n:>4} {who:<4} {body.ljust(width)}  {where}".rstrip()
             for m, n, who, body, where in rows]
    if outcome is not None:
        lines.append(f"{'✗' if outcome.kind != 'done' else '→'} outcome: {outcome.show()}")
    return lines


def trace_json(pipeline: Pipeline, trace: list[dict[str, Any]], outcome: Any = None
               ) -> list[dict[str, Any]]:
    return [a.to_json() for a in analyse(pipeline, trace, outcome).actions]
