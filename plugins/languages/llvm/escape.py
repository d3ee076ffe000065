"""Which stack slots of a function stay private to the thread that allocates them.

An ``alloca`` does not escape when every pointer derived from it (by ``getelementptr``,
``bitcast`` or ``addrspacecast`` of it) is only

* the address of a plain (not atomic, not volatile) ``load`` or ``store``,
* an argument of ``llvm.lifetime.*``, or
* an out-parameter the C library writes for its caller: the handle of
  ``pthread_create``/``thrd_create``, the result of ``pthread_join``/``thrd_join``, or
* a ``va_list``: the operand of ``llvm.va_start``/``va_end``/``va_copy`` and the
  ``va_list`` argument of the ``v…printf`` routines (they access its 24 bytes and keep
  nothing; see .varargs), or
* the source or destination of ``llvm.memcpy``/``memmove``/``memset`` (a structure copied
  at ``-O0``) when it is the slot itself (not a pointer into it) and the length a constant
  no larger than the slot: the copy stays inside the slot, so the slot needs no bounds
  tracking (a private slot is not tracked, see ``ctreelab.allocations``) and keeps nothing.

Anything else — stored as a value, passed to another function, compared, cast to an
integer, merged by a ``phi`` or ``select``, used by an atomic or volatile access, copied by
``memcpy`` — makes the slot escape.  No other thread can then reach a private slot (every
frame has its own addresses, and thread arguments are values), so its loads and stores are
marked ``private``: they touch nothing another thread can see (see ``ctreelab.events``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ctreelab.budget import poll

DERIVE = frozenset(("getelementptr", "bitcast", "addrspacecast"))
# library functions that only write through a pointer argument, by position
OUT_PARAMETERS = {"pthread_create": 0, "thrd_create": 0, "pthread_join": 1, "thrd_join": 1}
# library functions that read a va_list argument, by position (see .varargs)
VA_LISTS = {"vprintf": 1, "vfprintf": 2, "vsprintf": 2, "vsnprintf": 3}
VA_INTRINSICS = ("llvm.va_start", "llvm.va_end", "llvm.va_copy")
MEM_INTRINSICS = ("llvm.memcpy.", "llvm.memmove.", "llvm.memset.")


def private_pointers(fn: Any, slot_size: Callable[[Any], int | None]) -> set[Any]:
    """The values of ``fn`` (llvmlite instructions) that point into a private stack slot
    (``slot_size``: an ``alloca``'s size in bytes, None if it is not a constant)."""
    instructions = []
    for b in fn.blocks:  # llvmlite's iterators cost a foreign call per item
        poll()  # the budget holds while loading
        instructions.extend(b.instructions)
    root = {}
    whole = set()  # the slots and their casts: pointers to a slot's first byte
    for n, ins in enumerate(instructions):
        if not n & 1023:
            poll()
        if ins.opcode == "alloca":
            root[ins] = ins
            whole.add(ins)
    if not root:  # no stack slot: nothing to look at (the rest reads every operand)
        return set()
    changed = True
    while changed:  # blocks need not come in dominance order
        changed = False
        poll()  # the budget holds while loading
        for ins in instructions:
            if ins.opcode in DERIVE and ins not in root:
                base = next(iter(ins.operands))
                if base in root:
                    root[ins] = root[base]
                    changed = True
                    if base in whole and ins.opcode != "getelementptr":
                        whole.add(ins)
    escaped = set()
    for n, ins in enumerate(instructions):
        if not n & 1023:
            poll()
        for pos, o in enumerate(ins.operands):
            slot = root.get(o)
            if slot is not None and not _harmless(ins, pos) and not (
                    o in whole and _copied_inside(ins, pos, slot_size(slot))):
                escaped.add(slot)
    return {v for v, slot in root.items() if slot not in escaped}


def _copied_inside(ins: Any, pos: int, size: int | None) -> bool:
    """Whether ``ins`` is an ``llvm.memcpy``/``memmove`` (operand ``pos`` 0 or 1) or
    ``llvm.memset`` (operand 0) of a constant length at most ``size``."""
    if ins.opcode != "call" or size is None:
        return False
    operands = list(ins.operands)
    callee = operands[-1]
    if callee.value_kind.name != "function" or not callee.name.startswith(MEM_INTRINSICS):
        return False
    if pos != 0 and not (pos == 1 and not callee.name.startswith("llvm.memset")):
        return False
    length = operands[2]
    return length.value_kind.name == "constant_int" and \
        0 <= length.get_constant_value(signed_int=True) <= size


def _harmless(ins: Any, pos: int) -> bool:
    """Whether operand ``pos`` of ``ins``, a pointer into a stack slot, keeps it private."""
    op = ins.opcode
    if op in DERIVE:
        return pos == 0
    if op in ("load", "store"):
        words = str(ins).split()
        return pos == (0 if op == "load" else 1) and "atomic" not in words \
            and "volatile" not in words
    if op == "call":
        callee = list(ins.operands)[-1]
        if callee.value_kind.name != "function":
            return False
        name = callee.name
        return name.startswith(("llvm.lifetime.", *VA_INTRINSICS)) or \
            OUT_PARAMETERS.get(name) == pos or VA_LISTS.get(name) == pos
    return False
