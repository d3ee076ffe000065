"""Which stack slots of a function stay private to the thread that allocates them.

An ``alloca`` does not escape when every pointer derived from it (by ``getelementptr``,
``bitcast`` or ``addrspacecast`` of it) is only

* the address of a plain (not atomic, not volatile) ``load`` or ``store``,
* an argument of ``llvm.lifetime.*``, or
* an out-parameter the C library writes for its caller: the handle of
  ``pthread_create``/``thrd_create``, the result of ``pthread_join``/``thrd_join``, or
* a ``va_list``: the operand of ``llvm.va_start``/``va_end``/``va_copy`` and the
  ``va_list`` argument of the ``v…printf`` routines (they access its 24 bytes and keep
  nothing; see .varargs).

Anything else — stored as a value, passed to another function, compared, cast to an
integer, merged by a ``phi`` or ``select``, used by an atomic or volatile access, copied by
``memcpy`` — makes the slot escape.  No other thread can then reach a private slot (every
frame has its own addresses, and thread arguments are values), so its loads and stores are
marked ``private``: they touch nothing another thread can see (see ``ctreelab.events``).
"""

from __future__ import annotations

from typing import Any

from ctreelab.budget import poll

DERIVE = frozenset(("getelementptr", "bitcast", "addrspacecast"))
# library functions that only write through a pointer argument, by position
OUT_PARAMETERS = {"pthread_create": 0, "thrd_create": 0, "pthread_join": 1, "thrd_join": 1}
# library functions that read a va_list argument, by position (see .varargs)
VA_LISTS = {"vprintf": 1, "vfprintf": 2, "vsprintf": 2, "vsnprintf": 3}
VA_INTRINSICS = ("llvm.va_start", "llvm.va_end", "llvm.va_copy")


def private_pointers(fn: Any) -> set[Any]:
    """The values of ``fn`` (llvmlite instructions) that point into a private stack slot."""
    instructions = []
    for b in fn.blocks:  # llvmlite's iterators cost a foreign call per item
        poll()  # the budget holds while loading
        instructions.extend(b.instructions)
    root = {}
    for n, ins in enumerate(instructions):
        if not n & 1023:
            poll()
        if ins.opcode == "alloca":
            root[ins] = ins
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
    escaped = set()
    for n, ins in enumerate(instructions):
        if not n & 1023:
            poll()
        for pos, o in enumerate(ins.operands):
            slot = root.get(o)
            if slot is not None and not _harmless(ins, pos):
                escaped.add(slot)
    return {v for v, slot in root.items() if slot not in escaped}


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
