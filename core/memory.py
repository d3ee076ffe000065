"""Memory models and the ``memory`` stage that hosts one of them (paper §3.6, §5.3).

A memory model is a stateful handler of thread-tagged memory events.  Its state must be
hashable (explorers merge equal configurations) and is never mutated: every operation
returns a new state.  ``handle`` returns a tree computing ``(answer, new_state)``; it may
add branches of its own (e.g. TSO flushes, Promising timestamps), each with the scheduler
policies of :mod:`ctreelab.branches`.  By convention each handled memory event produces
exactly one visible ``Step``; the stage takes a leading one at once (explorers see no
unary step per memory event, only the branches that choose something).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, ClassVar

from .branches import Note, Sched, StepB
from .cells import initial_widths, mixed_size, size_of
from .component import Component
from .contract import checked, hashable, not_a_tree
from .events import (
    Alloc,
    CmpXchg,
    Failure,
    Fence,
    MemEvent,
    Ordering,
    Race,
    Read,
    ReadWrite,
    Tagged,
    ThreadCreated,
    ThreadJoined,
    Write,
)
from .footprint import Footprint
from .happens_before import Stale
from .interp import Interpreter
from .outcome import Final
from .program import Layout, Program
from .races import describe_access, found
from .stage import RunContext, Stage
from .tree import Bind, Br, Kont, Ret, Tree, Vis, key_of
from .values import assemble
from .vars_stage import halt

ZEROS_LIMIT = 16 << 20  # bytes of zero regions a model that keeps every byte should take
MEMORY_EVENTS: tuple[type, ...] = (
    Read, Write, ReadWrite, CmpXchg, Fence, Alloc, ThreadCreated, ThreadJoined)


class MemoryModel(Component):
    """Base class of memory-model plugins."""

    kind: ClassVar[str] = "memory model"
    consumes: ClassVar[tuple[type, ...]] = MEMORY_EVENTS
    # Whether the model handles mixed-size accesses of byte-addressed programs byte by byte
    # (see ctreelab.cells).  If not, the memory stage stops such an access with a failure.
    byte_precise: ClassVar[bool] = False
    introduces_branches: ClassVar[tuple[type, ...]] = (StepB,)
    # Whether the memory stage checks every answer against the contract
    # (ctreelab.contract.ANSWERS) and says which event got which wrong answer: on for any
    # model, off for the built-in ones (the test suite checks them) to save the cost.
    check_answers: ClassVar[bool] = True
    # Whether the model reads a layout's zero regions (``Layout.zeros``: large
    # zero-initialised globals kept out of its cells, see ctreelab.cells.Zeros).  If not,
    # its layout has every initialised byte in a cell (a language may then refuse a large
    # global).
    zero_regions: ClassVar[bool] = False

    def initial_state(self, layout: Layout) -> Hashable:
        raise NotImplementedError

    def reads_latest(self, program: Program) -> bool:
        """Whether, in an execution without data races so far, every atomic read of
        ``program`` reads the last write to its bytes in the order the interleaving passes
        the events on (sequential consistency).  Then the interleaving can tell which
        release an acquire synchronises with, and tracks happens-before for data races
        (:mod:`ctreelab.happens_before`) when races are checked.  Default: no."""
        return False

    def stale(self, tid: int, event: MemEvent, after: Any) -> bool:
        """For a model whose atomic reads may read older writes (``reads_latest`` false):
        whether ``event`` of thread ``tid`` — a write, or an atomic read, read-modify-write
        or compare-exchange — that left the state ``after`` may have read another write
        than the last one to its bytes in the order the interleaving passes the events on,
        or taken another place in their coherence order than the last.  A model that
        overrides it lets the interleaving keep its happens-before records while races are
        checked: the stage marks such an answer (:class:`ctreelab.happens_before.Stale`)
        and the interleaving drops the records that the event's word carries or carried
        (``HB.stale``), as they assume that each atomic read reads the last write.  So they
        find, at least, the races sc finds in every execution the model shares with sc,
        without the race-free reduction (which needs them whole).  Default: always (a model
        that does not override it gets no records)."""
        return True

    def handle(self, tid: int, event: MemEvent, state: Any) -> Tree:
        """A tree computing ``(answer, new_state)`` for ``event`` issued by thread ``tid``."""
        raise NotImplementedError

    def created(self, tid: int, child: int, state: Any) -> Tree:
        """Thread ``tid`` has created thread ``child`` (C11 thread creation: everything
        ``tid`` did so far happens before ``child`` starts).  The default, a step that
        changes nothing, is right for models whose writes are visible to every thread at
        once (SC); weaker models pass the creator's view on to the child."""
        return step(None, state)

    def joined(self, tid: int, child: int, state: Any) -> Tree:
        """Thread ``tid`` has joined the finished thread ``child`` (C11 join: all of
        ``child`` happens before what ``tid`` does next).  Default: as :meth:`created`."""
        return step(None, state)

    def footprint(self, tid: int, event: MemEvent) -> Footprint:
        """What ``event`` touches (see :mod:`ctreelab.footprint`); the default ``None`` lets
        exploration reorder none of this model's events."""
        return None

    def internal(self, state: Any, ready: tuple[int, ...]
                 ) -> tuple[tuple[Hashable, Footprint, int] |
                            tuple[Hashable, Footprint, int, bool], ...]:
        """The actions the model may take on its own before the next thread action, each
        with its footprint and the thread that owns it, while the threads ``ready`` can be
        scheduled.  The memory stage offers them as extra choices of the interleaving's
        ``Sched`` (a TSO store buffer draining its oldest entry), so that explorers
        interleave and reduce them like thread actions.  An optional fourth element
        ``True`` says the action is plain: in an execution without data races it commutes
        with whatever the threads can do before it; when races are checked, the memory
        stage names it in ``Sched.plain`` (the race-free reduction).  Default: none."""
        return ()

    def current(self, tid: int, footprint: Footprint, state: Any) -> Footprint:
        """A ready thread's :meth:`footprint`, made precise for the current state (e.g. what
        a TSO fence drains).  Default: unchanged."""
        return footprint

    def futures(self, state: Any, futures: tuple[tuple[int, Footprint], ...]
                ) -> tuple[tuple[int, Footprint], ...] | None:
        """Each thread's future footprint (``Sched.futures``: event level, from the
        interleaving) as this model's footprints, together with what the internal actions
        the thread owns may still touch; ``None`` (the default): unknown, no persistent
        sets."""
        return None

    def late(self, state: Any, pending: tuple[tuple[int, Footprint], ...],
             futures: tuple[tuple[int, Footprint], ...]) -> frozenset[int]:
        """The threads that may wait until the others are done: every action each may still
        take — its next one if it is ready (``pending``: ready thread and this model's
        footprint of its next action) and its event-level future (``Sched.futures``,
        ordering marks included) — moves right past any action of another thread: doing
        it later reaches every state doing it now reaches, and it enables or disables
        nothing.  Blocked threads count too (what a late thread's end lets them do must
        move as well).  Explorers may then run the other threads first.  Default: none."""
        return frozenset()

    def forget(self, state: Any, pending: tuple[tuple[int, Footprint], ...],
               futures: tuple[tuple[int, Footprint], ...] | None,
               blocked: tuple[int, ...] | None = None,
               joins: tuple[tuple[int, int], ...] = ()) -> Any:
        """``state`` without what no live thread can use any more, given each ready thread's next
        action (``pending``: thread and this model's footprint of it, ``None`` if unknown), the
        live threads that are not ready (``blocked``; ``None``: not known, so neither is which
        threads have finished), the threads whose next action is the synchronising join of
        another (``joins``: joiner and joined) and every live thread's event-level future
        (``Sched.futures``, marks included; ``None`` for a thread whose future is not known,
        which may also still create a thread by a plain spawn, one that has seen nothing; the
        whole ``None`` when the interleaving gave none).  What is dropped or rewritten must make
        no difference to any continuation: the memory stage calls it at each ``Sched``, so that
        configurations that differ only there merge.  Default: unchanged."""
        return state

    def race(self, tid: int, event: MemEvent, state: Any) -> bool:
        """Whether the read ``event`` of thread ``tid`` races in ``state`` with a write of
        another thread that does not happen before it but that it may read (a model that
        keeps such writes, like Promising, finds here the races that only it exposes; the
        interleaving finds those of two threads' next actions).  Default: ``False``."""
        return False

    def perform(self, action: Hashable, state: Any) -> Any:
        """The state after the internal ``action`` (one that :meth:`internal` offered)."""
        raise NotImplementedError

    def explain(self, tid: int, event: MemEvent, answer: Any, before: Any, after: Any
                ) -> tuple[tuple[str, Any], ...]:
        """What a trace shows of thread ``tid``'s step ``event`` (answered ``answer``) from
        state ``before`` to ``after``, beyond the event and its answer (called only when
        tracing, see :mod:`ctreelab.explain`).  Keys the printer understands: ``buffered`` (a write the
        other threads do not see yet), ``published`` (``((thread, n), …)``: that many of
        each thread's oldest unseen writes became visible, in order), ``own`` (a read
        served by the thread's own unseen writes), ``co`` / ``rf`` (the position a write
        takes in its location's coherence order, the position of the write a read reads,
        among the messages the model keeps, oldest first, ``rf`` -1 for the initial
        content of a location without an initial message; with ``kept``, how many it kept
        before the step), ``views`` (``((address, timestamp), …)``: what the step made the
        thread see of other locations) and ``note`` (compact model detail: timestamps).  Default:
        nothing, which the printer reads as SC (each write visible at once, each read
        reading the latest)."""
        return ()

    def explain_internal(self, action: Hashable, before: Any) -> tuple[tuple[str, Any], ...]:
        """What a trace shows of the internal ``action`` (one :meth:`internal` offered) in
        state ``before``: ``thread`` (its owner), ``what`` (e.g. ``flush``), ``addr``,
        ``value`` and ``published`` as in :meth:`explain`.  Default: nothing (the printer
        shows the action itself)."""
        return ()

    def at_exit(self, state: Any) -> Tree:
        """A tree computing the state observed once every thread has finished."""
        return Ret(state)

    def value_at(self, state: Any, addr: int) -> Any:
        """The value an observer reads at ``addr`` in a final state."""
        raise NotImplementedError


def step(answer: Any, state: Any) -> Tree:
    """The usual result of a handled event: one visible step, then ``(answer, state)``."""
    return Br(_STEP, lambda _: Ret((answer, state)), True)


_STEP = StepB()  # one signature serves every step (they are all equal)


class MemoryStage(Stage):
    name: ClassVar[str] = "memory"
    description: ClassVar[str] = "interprets memory events with the chosen memory model (paper §3.6)"
    level: ClassVar[str] = "tree"

    def __init__(self, model: MemoryModel) -> None:
        super().__init__()
        self.model = model

    def label(self) -> str:
        return f"memory({self.model.label()})"

    def consumed(self) -> tuple[type, ...]:
        return self.model.consumes

    def footprint(self, tid: int, event: Any) -> Footprint:
        return self.model.footprint(tid, event)

    def apply(self, ctx: RunContext, tree: Tree) -> Tree:
        model = self.model
        consumes = model.consumes
        shapes = dict(ctx.layout.shapes)
        observe = [(name, ctx.layout.addresses[name], shapes.get(name)) for name in ctx.observe]
        tracing = ctx.trace
        races = ctx.races != "ignore" and type(model).race is not MemoryModel.race
        # whether the model marks the writes and atomic reads that may break the
        # interleaving's happens-before records (MemoryModel.stale)
        marks = ctx.happens_before and not model.reads_latest(ctx.program)
        checking = model.check_answers

        def raced(event: Tagged, state: Any, handled: Tree) -> Tree:
            """``handled``, or the race the read ``event`` is part of."""
            race = Race((describe_access(event.tid, event.event, ctx.layout,
                                         ctx.program.locate(event.origin)),
                         "a write of it by another thread that does not happen before it"))
            # (not tagged with the reader: the race names it, as the interleaving's do)
            t = found(race, ctx.races, handled, ("race", event.tid, event.event, state))
            if not tracing:
                return t
            access = (event.tid, event.event, ctx.program.locate(event.origin))
            return Br(Note(None, "race", (("access0", access),)), lambda _: t, False)

        def handler(event: Any, state: Any) -> Tree | None:
            if type(event) is not Tagged or type(event.event) not in consumes:
                return None
            e = event.event
            if type(e) is ThreadCreated:
                handled = model.created(event.tid, e.child, state)
            elif type(e) is ThreadJoined:
                handled = model.joined(event.tid, e.child, state)
            else:
                handled = model.handle(event.tid, e, state)
            if type(handled) is Br and type(handled.branch) is StepB:
                # the model's step (see the module's docstring) is taken here: a unary
                # branch that no explorer tells apart, one branch node less per event
                handled = handled.k(None)
            if races and type(e) is Read and model.race(event.tid, e, state):
                handled = raced(event, state, handled)
            if checking:
                handled = _checked(model, e, handled)
            if tracing:
                handled = Bind(handled, lambda pair: Br(
                    Note(event.tid, "memory", (("event", event.event), ("answer", pair[0]),
                                               ("where", ctx.program.locate(event.origin)),
                                               ("model", model.explain(event.tid, e, pair[0],
                                                                       state, pair[1])))),
                    lambda _: Ret(pair), False))
            if marks and _orders(e):
                handled = Bind(handled, _marking(model, event.tid, e))
            return handled

        def finish(value: Any, state: Any) -> Tree:
            def observed(final: Any) -> Tree:
                def seen(addr: int, shape: Any) -> Any:
                    if shape is None:
                        return model.value_at(final, addr)
                    return assemble(shape, lambda off: model.value_at(final, addr + off))
                return Ret(Final(value, tuple((name, seen(addr, shape))
                                              for name, addr, shape in observe)))
            return Bind(model.at_exit(state), Kont(observed, ("final", value)))

        layout = ctx.layout
        initial = model.initial_state(layout)
        if checking:
            hashable(model, initial)
        sized = layout.byte_addressed and not model.byte_precise
        if sized:
            handler, finish, initial = _size_checked(model, handler, finish, initial, layout)
        interpreter = Interpreter(handler, finish, ("memory", model.name))
        if _overridden(model, ("internal", "current", "futures", "late", "forget")):
            interpreter.on_branch = _sched_hook(model, interpreter, sized, tracing,
                                                ctx.races != "ignore")
        return interpreter.run(tree, initial)


def _orders(event: Any) -> bool:
    """Whether ``event`` is a write or an atomic read (a read-modify-write or
    compare-exchange is both): what :meth:`MemoryModel.stale` may mark."""
    cls = type(event)
    return cls is Write or cls is ReadWrite or cls is CmpXchg or (
        cls is Read and event.ordering is not Ordering.not_atomic)


def _marking(model: MemoryModel, tid: int, event: MemEvent) -> Kont:
    """The continuation that marks the answer of ``event`` :class:`Stale` when the model
    says the state it left makes it so (:meth:`MemoryModel.stale`)."""
    def mark(pair: tuple[Any, Any]) -> Tree:
        return Ret((Stale(pair[0]), pair[1]) if model.stale(tid, event, pair[1]) else pair)
    return Kont(mark, ("stale", tid, event))


def _checked(model: MemoryModel, event: Any, handled: Any) -> Tree:
    """``handled`` with its answer checked against the contract (see ``check_answers``)."""
    if type(handled) not in (Ret, Br, Vis, Bind):
        method = {ThreadCreated: "created", ThreadJoined: "joined"}.get(type(event), "handle")
        raise not_a_tree(model, method, event, handled)
    return Bind(handled, Kont(lambda pair: Ret(checked(model, event, pair)),
                              ("contract", event)))


def _overridden(model: MemoryModel, names: tuple[str, ...]) -> set[str]:
    """Which of the optional hooks ``names`` the model defines."""
    return {m for m in names if getattr(type(model), m) is not getattr(MemoryModel, m)}


def _sched_hook(model: MemoryModel, interpreter: Interpreter, sized: bool,
                tracing: bool = False, races: bool = False) -> Any:
    """The hook that completes every ``Sched`` branch with what the model knows: its
    internal actions (the plain ones in ``Sched.plain`` when ``races`` are checked), the
    ready threads' current footprints, and the threads' futures as the model's
    footprints (the state is ``(model state, widths)`` when ``sized``)."""
    has = _overridden(model, ("internal", "current", "forget"))
    always = bool(has)
    postpones = bool(_overridden(model, ("late",)))  # else no thread is ever late

    def offer(node: Br, state: Any) -> Tree | None:
        b = node.branch
        if type(b) is not Sched or not (always or b.futures):
            return None
        st = state[0] if sized else state
        extra = model.internal(st, b.ready) if "internal" in has else ()
        actions = tuple(e[0] for e in extra)
        plain = b.plain
        if races and extra:
            drains = frozenset(e[0] for e in extra if len(e) > 3 and e[3])
            plain = plain | drains if drains else plain
        fps = b.footprints
        if fps and (extra or "current" in has):
            n = len(b.ready)
            fps = (*(model.current(t, fp, st) for t, fp in zip(b.ready, fps)), *fps[n:],
                   *(e[1] for e in extra))
        pending = (tuple(zip(b.ready, fps)) if fps else tuple((t, None) for t in b.ready)) \
            if postpones or "forget" in has else ()
        forgot = False
        if "forget" in has:
            kept = model.forget(st, pending, b.futures or None, b.blocked, b.joins)
            if kept is not st:
                st, state, forgot = kept, (kept, state[1]) if sized else kept, True
        several = len(b.ready) + len(b.internal) + len(actions) > 1
        futures = model.futures(st, b.futures) if several and b.futures and fps else None
        if futures is None or (b.internal and not b.owners):
            if not extra and not forgot and fps == b.footprints:
                return None  # nothing to add
            sched = Sched(b.ready, fps, b.internal + actions, blocked=b.blocked, joins=b.joins,
                          where=b.where, plain=plain)
        else:
            owners = (*b.ready, *b.owners[len(b.ready):], *(e[2] for e in extra))
            late = model.late(st, pending, b.futures) if postpones else _NOBODY
            if late and not late.issuperset(t for t, _ in b.futures if t not in b.ready):
                late = _NOBODY  # a blocked thread could resume once a late one ends
            sched = Sched(b.ready, fps, b.internal + actions, futures, owners, late,
                          b.blocked, b.joins, b.where, plain)
        return Br(sched, _Internal(model, interpreter, node, state, actions, sized, tracing),
                  node.stepping)
    return offer


_NOBODY: frozenset[int] = frozenset()


class _Internal:
    """The continuation of a ``Sched`` with internal actions: perform the chosen action and
    offer the choice again, or resume the interleaving with the chosen thread."""

    __slots__ = ("actions", "interp", "model", "node", "sized", "state", "tracing")

    def __init__(self, model: MemoryModel, interp: Interpreter, node: Br, state: Any,
                 actions: tuple[Hashable, ...], sized: bool, tracing: bool = False) -> None:
        self.model, self.interp, self.node, self.state = model, interp, node, state
        self.actions, self.sized, self.tracing = actions, sized, tracing

    @property
    def key(self) -> Hashable | None:
        """The key of the interpreter's own resumption: what the hook adds is a function of
        the node and the state, so a configuration keys alike whether or not it was
        wrapped (one reached with a state that ``forget`` rewrote, one reached with that
        state already)."""
        inner = key_of(self.node.k)
        return None if inner is None else (self.interp.name, inner, self.state)

    def __call__(self, choice: Any) -> Tree:
        state = self.state
        if choice in self.actions:
            inner = state[0] if self.sized else state
            after = self.model.perform(choice, inner)
            t = self.interp.run(self.node, (after, state[1]) if self.sized else after)
            if not self.tracing:
                return t
            detail = self.model.explain_internal(choice, inner)
            owner = dict(detail).get("thread")
            return Br(Note(owner, "internal", (("action", choice), ("model", detail))),
                      lambda _: t, False)
        return self.interp.run(self.node.k(choice), state)


def _size_checked(model: MemoryModel, handler: Any, finish: Any, initial: Any,
                  layout: Layout) -> tuple[Any, Any, Any]:
    """Wrap a handler so that a model that is not byte-precise sees only same-size accesses
    to each location; a mixed-size access stops the execution with a failure.  The state
    becomes ``(model state, widths of the sized cells)``."""
    def checked(event: Any, state: Any) -> Tree | None:
        inner, widths = state
        e: Any = event.event if type(event) is Tagged else None
        ty = getattr(e, "ty", "int")
        if ty != "int" and type(e) in model.consumes:
            clash = mixed_size(widths, e.addr, ty)
            if clash is not None:
                return halt(Tagged(event.tid, Failure(
                    f"{model.name} cannot express mixed-size accesses: {ty} at {e.addr:#x} "
                    f"overlaps a {clash[1]}-byte access at {clash[0]:#x}")))
            size = size_of(ty)
            if widths.get(e.addr) != size:
                widths = widths.set(e.addr, size)
        handled: Tree | None = handler(event, inner)
        if handled is None:
            return None
        return Bind(handled, Kont(_with_widths(widths), ("sized", widths)))

    def done(value: Any, state: Any) -> Tree:
        result: Tree = finish(value, state[0])
        return result

    return checked, done, (initial, initial_widths(layout.types))


def _with_widths(widths: Any) -> Any:
    """``(answer, model state) -> (answer, (model state, widths))``."""
    def attach(pair: tuple[Any, Any]) -> Tree:
        return Ret((pair[0], (pair[1], widths)))
    return attach
