"""Non-local jumps: ``setjmp``/``longjmp`` (and ``_setjmp``, ``__sigsetjmp``, ``siglongjmp``,
``_longjmp``).

Continuations are values here, so ``setjmp(env)`` keeps the one it returns to (the rest of
the calling function and of its callers) in the machine's table of jump targets, writes
that target's number into ``env`` and returns 0; ``longjmp(env, v)`` reads the number back
and resumes the target with ``v`` (1 when ``v`` is 0), whatever calls are in between — as
in C, the calls it leaves are abandoned.  A target is known by its continuation's key, so
the same ``setjmp`` reached again in the same state gets the same number, and explorations
that merge configurations agree.  As in C, locals kept in registers have the values they
had at ``setjmp`` (C: indeterminate unless ``volatile``), those in memory their current
ones; ``longjmp`` to a ``setjmp`` whose function has returned resumes it anyway (C:
undefined behaviour, not reported); the signal mask is not kept (no signal arrives from
outside, see .signals).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from ctreelab.events import Ordering, Read, Write
from ctreelab.pointer import address_of
from ctreelab.tree import Kont, Tree

from .values import norm

if TYPE_CHECKING:
    from .library import Call, Routine

NA = Ordering.not_atomic


class Targets:
    """The jump targets of one program: continuation key -> (number, continuation)."""

    def __init__(self) -> None:
        self.by_key: dict[Hashable, int] = {}
        self.by_number: list[Kont] = []

    def number(self, k: Kont) -> int:
        n = self.by_key.get(k.key)
        if n is None:
            self.by_number.append(k)
            n = self.by_key[k.key] = len(self.by_number)
        return n


def _setjmp(c: Call, a: list[Any]) -> Tree:
    if c.k.key is None:
        return c.fail("setjmp where the rest of the program has no key")
    n = c.m.program.jump_targets.number(c.k)
    return c.then(Write(NA, address_of(a[0]), n, "i64"), ("target", n), lambda _: c.k(0))


def _longjmp(c: Call, a: list[Any]) -> Tree:
    value = norm(a[1], 32) or 1
    targets = c.m.program.jump_targets.by_number

    def jump(n: Any) -> Tree:
        if type(n) is not int or not 0 < n <= len(targets):
            return c.ub("longjmp to a jmp_buf that setjmp did not fill")
        return targets[n - 1](value)
    return c.then(Read(NA, address_of(a[0]), "i64"), "target", jump)


JUMPS: dict[str, Routine] = {
    **{name: _setjmp for name in ("setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp")},
    **{name: _longjmp for name in ("longjmp", "_longjmp", "siglongjmp", "__longjmp_chk")},
}
