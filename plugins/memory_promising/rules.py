"""The view rules where the faithful model and the reference implementation differ.

:class:`Faithful` is promise-free Promising (snu-sf/promising-coq ``TView.v``) with LLVM
non-atomics: every [fix] of spec §7.1.  :class:`Artifact` reproduces spec §5 exactly,
[Q]s included (``compat = "artifact"``).  Everything else is shared by the model.
"""

from __future__ import annotations

from ctreelab.events import Ordering
from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.values import UNDEF, Value

from .timeline import Timeline, message_at, readable
from .views import BOT, ZERO, Time, TView, View, join, raised


class Faithful:
    name = "faithful"
    initial_messages = True  # ⟨a : v @ (0, 0]⟩ for every initialised cell
    # an update that writes back what it read adds no message (model._stuttered)
    stutters_in_place = True

    def rmw_ordering(self, o: Ordering) -> Ordering:
        """Read-modify-writes and cmpxchg are atomic: not_atomic acts as monotonic."""
        return Ordering.monotonic if o is Ordering.not_atomic else o

    def value(self, tl: Timeline, c: Time, d: Time) -> Value:
        """What an atomic read at ``d`` returns when the thread's view of the location is
        ``c``: undef if it may see several messages and one of those it does not already
        have is non-atomic (a write that does not happen before it: a race; the one at
        ``c``, e.g. an ``atomic_init`` before the thread was created, is no race)."""
        m = message_at(tl, d)
        if m is None:
            return UNDEF
        if len(readable(tl, c)) > 1 and any(n.view is None for n in tl if n.to > c):
            return UNDEF
        return m.val

    def read(self, tv: TView, a: int, d: Time, r: View, o: Ordering) -> TView:
        """Views after reading a message with view ``r`` at ``d`` (before the SC merge)."""
        cur = raised(tv.cur, a, d)
        return TView(join(cur, r) if o.is_acquire else cur, join(raised(tv.acq, a, d), r),
                     tv.rel_all, tv.rel)

    def release(self, tv: TView, a: int, to: Time, o: Ordering,
                read: View) -> tuple[TView, View | None]:
        """``rel`` and the message view of a write at ``to`` (``tv.cur`` already includes it;
        ``read`` is the view of the message an update read)."""
        rel_a = tv.cur if o.is_release else raised(tv.rel_of(a), a, to)
        view = None if o is Ordering.not_atomic else join(read, rel_a)
        return TView(tv.cur, tv.acq, tv.rel_all, tv.with_rel(a, rel_a)), view

    def release_fence(self, tv: TView, mem: FrozenMap) -> TView:
        return TView(tv.cur, tv.acq, tv.cur, EMPTY)

    def cas_writes(self, old: Value, expected: Value) -> bool:
        """Whether a cmpxchg that reads ``old`` is an update (else it is a plain read)."""
        return old is not UNDEF and old == expected


class Artifact(Faithful):
    name = "artifact"
    initial_messages = False
    stutters_in_place = False  # the reference adds a message at every update

    def rmw_ordering(self, o: Ordering) -> Ordering:
        return o  # a not_atomic RMW writes a non-atomic message

    def value(self, tl: Timeline, c: Time, d: Time) -> Value:
        m, at_c = message_at(tl, d), message_at(tl, c)
        racy = ((c != ZERO and at_c is not None and at_c.view is None)
                or (d != c and (m is None or m.view is None)))
        return UNDEF if m is None or racy else m.val

    def read(self, tv: TView, a: int, d: Time, r: View, o: Ordering) -> TView:
        cur, acq = raised(tv.cur, a, d), raised(tv.acq, a, d)
        if o.is_acquire:
            cur, acq = join(cur, r), join(acq, r)
        return TView(cur, acq, tv.rel_all, tv.rel)

    def release(self, tv: TView, a: int, to: Time, o: Ordering,
                read: View) -> tuple[TView, View | None]:
        base = tv.cur if o.is_release else tv.rel_of(a)
        return tv, None if o is Ordering.not_atomic else base.set(a, to)

    def release_fence(self, tv: TView, mem: FrozenMap) -> TView:
        return TView(tv.cur, tv.acq, BOT, FrozenMap((x, tv.cur) for x, tl in mem.items() if tl))

    def cas_writes(self, old: Value, expected: Value) -> bool:
        return True  # lowered to an RMW that writes the old value back on failure


RULES: dict[str, Faithful] = {r.name: r for r in (Faithful(), Artifact())}
