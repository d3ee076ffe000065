"""The ``allocations`` stage: heap blocks and escaping stack slots checked under any model.

Memory models such as ``sc``, ``tso`` and ``promising`` only hand out fresh addresses
(``Alloc``); they know nothing of ``free`` or of frames.  This tree-level stage, placed
between ``interleave`` and ``memory``, keeps a table of the blocks a language asks it to
track and turns their misuse into undefined behaviour, whatever the model:

* ``Allocate(size, kind, site)`` (``malloc``, or a stack slot whose address escapes):
  the model's ``Alloc`` of the size rounded up to 16 bytes plus a 16-byte red zone, so
  that an access just past the end lands in no other block; the block is recorded live.
  Answer: its address.
* ``Deallocate(addr, site)`` (``free``): the block must be a live heap block and ``addr``
  its first byte; it is then marked freed (it stays in the table: the bump allocators of
  the models never reuse addresses).  Answer: ``None``.
* ``Reallocate(addr, size, site)`` (``realloc`` of a non-null pointer): a new block, the
  old one's first ``min(old, new)`` bytes copied byte by byte, the old one freed, in one
  action.  Answer: the new address (``0`` and the old block freed when ``size`` is 0).
* ``Release(depth)``: the issuing thread's function at call depth ``depth`` returns; its
  tracked stack slots (and those of deeper frames) die.  Answer: ``None``.
* every ``Read``, ``Write``, ``ReadWrite`` and ``CmpXchg`` is checked against the table
  (a ``private`` one too: a language may keep a thread-local slot tracked, see the LLVM
  front-end's escape analysis): inside a freed block, a dead stack slot, or a block's red
  zone or padding (out of bounds), it is not performed.

An invalid operation is answered with a :class:`Fault` carrying the reason, in which the
address is named symbolically (``offset 16 of the 16-byte heap block allocated at
t.c:12``, ``local %x of @f``, ``@g+4``): the language, which knows the instruction, turns
it into ``UB(reason, where)``.  Addresses outside every tracked block (globals, private
stack slots, memory never allocated) are not checked here.

The table is part of the stage's state, so configurations key on it.  Footprints: an
``Allocate`` is the model's ``Alloc``; a pending ``Deallocate``, ``Reallocate`` or
``Release`` writes the whole span of the blocks it kills, in memory and in what only the
end of the program sees (``footprint.AT_EXIT``: a TSO store waiting in its buffer is
checked when it is issued, so it must not pass the free of its block either) — the stage
computes this from its table at each ``Sched`` (an ``on_branch`` hook), since the event
alone does not say which block; ``None`` for an invalid free.  An access keeps the
model's footprint: it only reads the table, which only those events change (except that
an allocation turns never-allocated addresses into a block and its red zone, which an
access through a wild pointer past every allocation could observe: such accesses are not
ordered against allocations).

The stage is *superseded* (dropped from the stack, see :meth:`Stage.superseded`) when a
later stage consumes ``Malloc`` and ``Free`` itself: the two-phase model tracks
allocations with provenance and reports these errors on its own.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from .branches import Note, Sched
from .cells import size_of
from .events import (
    Alloc,
    CmpXchg,
    Free,
    Malloc,
    MemEvent,
    Ordering,
    Read,
    ReadWrite,
    Tagged,
    Write,
)
from .footprint import AT_EXIT, Access, Footprint
from .interp import Interpreter
from .program import Layout
from .stage import RunContext, Stage
from .tree import Bind, Br, Kont, Ret, Tree, Vis

REDZONE = 16  # bytes after every tracked block that belong to no block


@dataclass(frozen=True, slots=True)
class Allocate(MemEvent):
    """Allocate a tracked block of ``size`` bytes: ``kind`` ``"heap"`` (``malloc``) or
    ``"stack"`` (a stack slot of the function at call depth ``depth``); ``site`` names it in
    messages (``"malloc at t.c:12"``, ``"local %x of @f"``).  Answer: its address."""

    size: int
    kind: str
    site: str
    depth: int = 0


@dataclass(frozen=True, slots=True)
class Deallocate(MemEvent):
    """Free the heap block that starts at ``addr`` (``free`` at ``site``).  Answer:
    ``None`` or a :class:`Fault`."""

    addr: int
    site: str


@dataclass(frozen=True, slots=True)
class Reallocate(MemEvent):
    """``realloc(addr, size)`` at ``site`` (``addr`` not null).  Answer: the new block's
    address (0 when ``size`` is 0) or a :class:`Fault`."""

    addr: int
    size: int
    site: str


@dataclass(frozen=True, slots=True)
class Release(MemEvent):
    """The issuing thread's function at call depth ``depth`` returns: its tracked stack
    slots, and those of deeper frames, die.  Answer: ``None``."""

    depth: int


@dataclass(frozen=True, slots=True)
class Fault:
    """The answer to an operation the ``allocations`` stage found invalid; the language
    stops the execution with ``UB(reason, <its location>)``."""

    reason: str


ALLOCATION_EVENTS: tuple[type, ...] = (Allocate, Deallocate, Reallocate, Release)
_ACCESSES = (Read, Write, ReadWrite, CmpXchg)
_VERB = {Read: "load", Write: "store", ReadWrite: "read-modify-write", CmpXchg: "cmpxchg"}


@dataclass(frozen=True, slots=True)
class Block:
    """A tracked block: ``[start, start + size)`` is the object, ``[start, start + span)``
    what it occupies (padding and red zone included).  ``dead`` is ``""`` while it lives,
    else how it died (``"freed at t.c:20"``, ``"returned"``)."""

    start: int
    size: int
    span: int
    kind: str
    site: str
    tid: int
    depth: int
    dead: str = ""

    def name(self) -> str:
        if self.kind == "global":
            return f"{self.site} ({self.size} bytes)"
        if self.kind == "heap":
            return f"the {self.size}-byte heap block allocated at {self.site}" if self.site \
                else f"the {self.size}-byte heap block"
        return f"{self.site} ({self.size} bytes, thread {self.tid})"

    def at(self, addr: int) -> str:
        return f"offset {addr - self.start} of {self.name()}"


@dataclass(frozen=True, slots=True)
class Table:
    """The tracked blocks, sorted by address (immutable, hashable; the hash is cached).
    Build it with :meth:`of`."""

    blocks: tuple[Block, ...]
    starts: tuple[int, ...] = field(compare=False, repr=False)
    hashed: int = field(compare=False, repr=False)

    @staticmethod
    def of(blocks: tuple[Block, ...] = ()) -> Table:
        return Table(blocks, tuple(b.start for b in blocks), hash(blocks))

    def __hash__(self) -> int:
        return self.hashed

    def find(self, addr: int) -> int:
        """The index of the block whose span holds ``addr``, or -1."""
        i = bisect_right(self.starts, addr) - 1
        if i >= 0 and addr < self.starts[i] + self.blocks[i].span:
            return i
        return -1

    def added(self, block: Block) -> Table:
        i = bisect_right(self.starts, block.start)
        return Table.of(self.blocks[:i] + (block,) + self.blocks[i:])

    def replaced(self, i: int, block: Block) -> Table:
        return Table.of(self.blocks[:i] + (block,) + self.blocks[i + 1:])


EMPTY_TABLE = Table.of()


def _rounded(n: int) -> int:
    """What the languages' allocations take: at least 16 bytes, a multiple of 16."""
    return max(16, -(-n // 16) * 16)


class AllocationsStage(Stage):
    name: ClassVar[str] = "allocations"
    description: ClassVar[str] = ("tracks heap blocks and escaping stack slots: use after "
                                  "free, double and invalid free, out-of-bounds accesses and "
                                  "dead stack slots are UB under any memory model")
    level: ClassVar[str] = "tree"
    consumes: ClassVar[tuple[type, ...]] = ALLOCATION_EVENTS
    introduces: ClassVar[tuple[type, ...]] = (Alloc, Read, Write)

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self._footprint: Any = None  # the pipeline's, to ask the model about Alloc

    def superseded(self, stages: Sequence[Stage]) -> bool:
        """Dropped when a later stage (a provenance-aware memory model) consumes ``Malloc``
        and ``Free``: it tracks allocations itself."""
        return any(Malloc in s.consumed() and Free in s.consumed() for s in stages)

    def footprint(self, tid: int, event: Any) -> Footprint:
        """``Allocate``: the model's ``Alloc``.  The others: a mark that the stage makes
        precise at each ``Sched`` from its table (:func:`_precise`): the spans of the
        blocks freed or released, as writes (of memory, and of what only the end sees: a
        TSO store in its buffer must not pass a free of its block)."""
        if type(event) is Allocate:
            return self._alloc_footprint(tid)
        return (Access((_MARK, event), 0, 1, True),)

    def _alloc_footprint(self, tid: int) -> Footprint:
        fp: Footprint = None if self._footprint is None else self._footprint(tid, Alloc(1))
        return fp

    def apply(self, ctx: RunContext, tree: Tree) -> Tree:
        self._footprint = ctx.footprint
        globals_at = sorted((a, n) for n, a in ctx.layout.addresses.items())
        starts = [a for a, _ in globals_at]

        def symbol(addr: int) -> str:
            """An address outside every tracked block, named after the global before it."""
            i = bisect_right(starts, addr) - 1
            if i < 0:
                return f"{addr:#x}"
            base, name = globals_at[i]
            return f"@{name}" if addr == base else f"@{name}+{addr - base}"

        def fault(reason: str, table: Table) -> Tree:
            return Ret((Fault(reason), table))

        def handler(event: Any, table: Table) -> Tree | None:
            if type(event) is not Tagged:
                return None
            handled = handle(event, table)
            if not ctx.trace or handled is None:
                return handled
            return Bind(handled, lambda pair: _noted(event, pair, ctx.program.locate(
                event.origin)))

        def handle(event: Any, table: Table) -> Tree | None:
            e = event.event
            cls = type(e)
            if cls in _ACCESSES:
                if not table.blocks or type(e.addr) is not int:
                    return None
                i = table.find(e.addr)
                if i < 0:
                    return None
                b = table.blocks[i]
                verb = _VERB[cls]
                if b.dead:
                    if b.kind == "heap":
                        return fault(f"use after free: {verb} at {b.at(e.addr)} ({b.dead})",
                                     table)
                    return fault(f"use of a stack slot after its function returned: {verb} "
                                 f"at {b.at(e.addr)}", table)
                if e.addr + (size_of(e.ty) or 1) > b.start + b.size:
                    return fault(f"out-of-bounds {verb} of {size_of(e.ty) or 1} bytes at "
                                 f"{b.at(e.addr)}", table)
                return None
            if cls is Allocate:
                return _allocate(event.tid, e, table)
            if cls is Deallocate or cls is Reallocate:
                what = "free" if cls is Deallocate else "realloc"
                i = table.find(e.addr)
                if i < 0:
                    return fault(f"invalid {what} of {symbol(e.addr)}, which is not a heap "
                                 "block", table)
                b = table.blocks[i]
                if b.kind != "heap":
                    return fault(f"invalid {what} of {b.at(e.addr)}: a "
                                 f"{'global' if b.kind == 'global' else 'stack slot'}, not a "
                                 "heap block", table)
                if e.addr != b.start:
                    return fault(f"invalid {what} of {b.at(e.addr)}: not the start of the "
                                 "block", table)
                if b.dead:
                    if cls is Deallocate:
                        return fault(f"double free of {b.name()} ({b.dead} before)", table)
                    return fault(f"realloc of {b.name()}, which was {b.dead}", table)
                freed = table.replaced(i, _dead(b, f"freed at {e.site}" if e.site else "freed"))
                if cls is Deallocate:
                    return Ret((None, freed))
                return _reallocate(event.tid, e, b, freed)
            if cls is Release:
                blocks = tuple(_dead(b, "returned") if b.kind == "stack" and not b.dead
                               and b.tid == event.tid and b.depth >= e.depth else b
                               for b in table.blocks)
                return Ret((None, table if blocks == table.blocks else Table.of(blocks)))
            return None

        def finish(value: Any, table: Table) -> Tree:
            return Ret(value)

        def precise(node: Br, table: Table) -> Tree | None:
            b = node.branch
            if type(b) is not Sched or not b.footprints:
                return None
            given = b.footprints
            # (a mark's space is a tuple; the usual footprints' spaces are strings)
            mine = [i for i in range(len(b.ready)) if given[i]
                    and type(given[i][0].space) is tuple and _marked(given[i])]
            if not mine:
                return None
            fps = list(given)
            for i in mine:
                fps[i] = self._precise(b.ready[i], fps[i][0].space[1], table)
            return interpreter.passed(node, table, replace(b, footprints=tuple(fps)))

        interpreter = Interpreter(handler, finish, "allocations", precise)
        return interpreter.run(tree, _globals(ctx.layout))

    def _precise(self, tid: int, event: Any, table: Table) -> Footprint:
        """The footprint of a pending ``Deallocate``, ``Reallocate`` or ``Release`` of
        thread ``tid`` in ``table``."""
        if type(event) is Release:
            spans = [(b.start, b.start + b.span) for b in table.blocks if b.kind == "stack"
                     and not b.dead and b.tid == tid and b.depth >= event.depth]
            return _writes(spans)
        i = table.find(event.addr)
        if i < 0:
            return None  # an invalid free: it reads the table where no block is
        b = table.blocks[i]
        fp = _writes([(b.start, b.start + b.span)])
        if type(event) is Reallocate:
            alloc = self._alloc_footprint(tid)
            return None if alloc is None or fp is None else fp + alloc
        return fp


_MARK = "allocations"  # footprint space of a pending event, made precise at each Sched


def _globals(layout: Layout) -> Table:
    """The table at the start: a block for each global of known size, spanning its padding
    up to the next named address and at most a red zone past the 16-byte unit where it ends
    (an access there is out of bounds, as past its end)."""
    starts = sorted(set(layout.addresses.values()) | {layout.first_free})
    blocks = []
    for name, size in layout.sizes:
        start = layout.addresses[name]
        if size > 0:
            end = min(next((a for a in starts if a > start), start + size),
                      -(-(start + size) // 16) * 16 + REDZONE)
            blocks.append(Block(start, size, max(size, end - start), "global", f"@{name}", 0, 0))
    return Table.of(tuple(sorted(blocks, key=lambda b: b.start)))


def _marked(fp: tuple[Access, ...]) -> bool:
    space = fp[0].space
    return type(space) is tuple and len(space) == 2 and space[0] == _MARK


def _writes(spans: list[tuple[int, int]]) -> Footprint:
    return tuple(Access(space, s, e, True) for s, e in spans for space in ("mem", AT_EXIT))


def _dead(b: Block, how: str) -> Block:
    return Block(b.start, b.size, b.span, b.kind, b.site, b.tid, b.depth, how)


def _noted(event: Tagged, pair: tuple[Any, Table], where: str) -> Tree:
    """``pair`` after a trace entry of what the stage did (when tracing, for witnesses):
    ``allocated`` (the block as the program asked for it; the model's ``Alloc`` entry
    before it has the span), ``freed``, ``reallocated``, or the ``fault`` that stops the
    thread."""
    e, answer = event.event, pair[0]
    cls = type(e)
    detail: tuple[tuple[str, Any], ...]
    if type(answer) is Fault:
        what, detail = "fault", (("event", e), ("reason", answer.reason))
    elif cls is Allocate and type(answer) is int:
        what, detail = "allocated", (("addr", answer), ("size", e.size), ("kind", e.kind),
                                     ("site", e.site))
    elif cls is Deallocate:
        what, detail = "freed", (("addr", e.addr),)
    elif cls is Reallocate:
        what, detail = "reallocated", (("addr", e.addr), ("new", answer), ("size", e.size))
    else:
        return Ret(pair)
    return Br(Note(event.tid, what, detail + (("where", where),)), lambda _: Ret(pair), False)


def _allocate(tid: int, e: Allocate, table: Table) -> Tree:
    size = max(0, e.size)
    span = _rounded(size) + REDZONE

    def record(addr: Any) -> Tree:
        if type(addr) is not int:  # a model handing out something else: not tracked
            return Ret((addr, table))
        return Ret((addr, table.added(Block(addr, size, span, e.kind, e.site, tid, e.depth))))
    return Vis(Tagged(tid, Alloc(span)), Kont(record, ("allocated", e, table)))


def _reallocate(tid: int, e: Reallocate, old: Block, freed: Table) -> Tree:
    """The new block, the old contents copied byte by byte, the old block freed."""
    if e.size <= 0:
        return Ret((0, freed))
    size = e.size
    span = _rounded(size) + REDZONE
    n = min(size, old.size)
    na = Ordering.not_atomic

    def allocated(new: Any) -> Tree:
        table = freed.added(Block(new, size, span, "heap", e.site, tid, 0)) \
            if type(new) is int else freed

        def copy(i: int) -> Tree:
            if i == n:
                return Ret((new, table))
            return Vis(Tagged(tid, Read(na, old.start + i, "i8")), Kont(
                lambda v: Vis(Tagged(tid, Write(na, new + i, v, "i8")),
                              Kont(lambda _: copy(i + 1), ("realloc-w", e, freed, new, i))),
                ("realloc-r", e, freed, new, i)))
        return copy(0)
    return Vis(Tagged(tid, Alloc(span)), Kont(allocated, ("realloc-alloc", e, freed)))
