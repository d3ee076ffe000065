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

A slot is also thread-local, but **tracked**, when some of those pointers are besides
arguments of C library routines that only access memory through their pointer arguments
during the call and keep none of them (``NON_CAPTURING``: ``snprintf`` into a local buffer,
``strlen``, ``strcmp``, ``strncpy``…; the result of those that return a pointer into an
argument, ``RETURNS_INTO``, derives from it).  Such a call may leave the slot (an overflow),
so the slot stays in the allocations stage's table, which checks every access to it, and
the routine marks private only its accesses inside the slot (``library.Call.mine``).

A pointer cast to an integer (``ptrtoint``) keeps the slot thread-local when the integer
is only compared or is one side of a difference of two pointers into the slot (an offset,
``p - buf``).

Anything else — stored as a value, passed to another function, compared, cast to an
integer otherwise, merged by a ``phi`` or ``select``, used by an atomic or volatile access, copied by
``memcpy`` — makes the slot escape.  No other thread can then reach a thread-local slot
(every frame has its own addresses, and thread arguments are values), so its loads and
stores are marked ``private``: they touch nothing another thread can see (see
``ctreelab.events``).  Every write to a thread-local slot is private (a TSO model sends a
private store straight to memory, so a buffered one to the same bytes would be wrong).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ctreelab.budget import poll

DERIVE = frozenset(("getelementptr", "bitcast", "addrspacecast"))
# library functions that only write through a pointer argument, by position
OUT_PARAMETERS = {"pthread_create": 0, "thrd_create": 0, "pthread_join": 1, "thrd_join": 1}
# library functions that read a va_list argument, by position (see .varargs)
VA_LISTS = {"vprintf": 1, "vfprintf": 2, "vsprintf": 2, "vsnprintf": 3}
VA_INTRINSICS = ("llvm.va_start", "llvm.va_end", "llvm.va_copy")
MEM_INTRINSICS = ("llvm.memcpy.", "llvm.memmove.", "llvm.memset.")
# C library routines (declared, not defined by the program) that access memory through
# their pointer arguments only during the call, keep no pointer, and mark their accesses
# inside a thread-local slot private (see .library: ``read_upto``, ``write_bytes``,
# ``Call.cstring``, ``memcpy``, ``memset``); ``%n`` is not supported by the printf family
NON_CAPTURING = frozenset((
    "strlen", "strnlen", "strcmp", "strncmp", "memcmp", "bcmp", "strcpy", "strncpy", "strcat",
    "strncat", "strchr", "strrchr", "strstr", "strpbrk", "strspn", "strcspn", "memchr",
    "memcpy", "memmove", "memset", "printf", "puts", "fputs", "fprintf", "sprintf",
    "snprintf", "vprintf", "vfprintf", "vsprintf", "vsnprintf"))
# those of them returning a pointer into an argument (by position)
RETURNS_INTO = {"strcpy": 0, "strncpy": 0, "strcat": 0, "strncat": 0, "strchr": 0,
                "strrchr": 0, "strstr": 0, "strpbrk": 0, "memchr": 0, "memcpy": 0,
                "memmove": 0, "memset": 0}


def private_pointers(fn: Any, slot_size: Callable[[Any], int | None],
                     functions: Mapping[str, Any]) -> tuple[dict[Any, Any], set[Any]]:
    """The values of ``fn`` (llvmlite instructions) that point into a thread-local stack
    slot, each with its slot (its ``alloca``), and the thread-local slots that stay tracked
    (passed to a ``NON_CAPTURING`` routine).  ``slot_size``: an ``alloca``'s size in bytes,
    None if it is not a constant; ``functions``: the module's functions by name."""
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
        return {}, set()
    cells: dict[Any, Any] = {}  # pointer cells: slot -> the slot its pointers point into
    changed = True
    while changed:  # blocks need not come in dominance order
        changed = False
        poll()  # the budget holds while loading
        for ins in instructions:
            if ins in root:
                continue
            if ins.opcode == "load" and cells:
                at = root.get(next(iter(ins.operands)))
                if at in cells:
                    root[ins] = cells[at]
                    changed = True
            elif ins.opcode in DERIVE:
                base = next(iter(ins.operands))
                if base in root:
                    root[ins] = root[base]
                    changed = True
                    if base in whole and ins.opcode != "getelementptr":
                        whole.add(ins)
            elif ins.opcode == "call":
                at = RETURNS_INTO.get(_library_routine(ins, functions) or "")
                base = list(ins.operands)[at] if at is not None else None
                if base in root:
                    root[ins] = root[base]
                    changed = True
        if not changed:
            found = _pointer_cells(instructions, root)
            changed = found != cells
            cells = found
    escaped, tracked = set(), set()
    users: dict[Any, list[Any]] | None = None  # made when a ptrtoint needs them
    for n, ins in enumerate(instructions):
        if not n & 1023:
            poll()
        for pos, o in enumerate(ins.operands):
            slot = root.get(o)
            if slot is None or _harmless(ins, pos) or (
                    o in whole and _copied_inside(ins, pos, slot_size(slot))):
                continue
            if pos == 0 and ins.opcode == "store" and \
                    cells.get(root.get(list(ins.operands)[1])) is slot:
                continue  # kept in a pointer cell of the slot
            if ins.opcode == "ptrtoint":
                if users is None:
                    users, named = _users(instructions), {i: i for i in instructions}
                if _offsets_only(ins, users, root, named):
                    continue
            if slot_size(slot) is not None and _library_routine(ins, functions) in NON_CAPTURING:
                tracked.add(slot)
            else:
                escaped.add(slot)
    return {v: slot for v, slot in root.items() if slot not in escaped}, tracked - escaped


def _pointer_cells(instructions: list[Any], root: dict[Any, Any]) -> dict[Any, Any]:
    """The slots that only ever hold pointers into one other slot (``char *p = buf`` at
    -O0), each with that slot: every use of the slot is a plain load or store at its
    address (or a lifetime marker), and every value stored into it points into that slot.
    What is loaded from such a cell points into that slot too."""
    held: dict[Any, Any] = {}
    bad = set()
    for ins in instructions:
        for pos, o in enumerate(ins.operands):
            slot = root.get(o)
            if slot is None or slot in bad:
                continue
            if ins.opcode == "store" and pos == 1 and _harmless(ins, pos):
                value = root.get(next(iter(ins.operands)))
                if value is None or value is slot or held.setdefault(slot, value) is not value:
                    bad.add(slot)
            elif not _harmless(ins, pos) or ins.opcode == "call" and not \
                    list(ins.operands)[-1].name.startswith("llvm.lifetime."):
                bad.add(slot)  # (the C library may write anything through its out-parameters)
    return {cell: slot for cell, slot in held.items() if cell not in bad}


def _users(instructions: list[Any]) -> dict[Any, list[Any]]:
    """The instructions that use each value."""
    users: dict[Any, list[Any]] = {}
    for ins in instructions:
        for o in ins.operands:
            users.setdefault(o, []).append(ins)
    return users


def _offsets_only(ptrtoint: Any, users: dict[Any, list[Any]], root: dict[Any, Any],
                  named: dict[Any, Any]) -> bool:
    """Whether the integer ``ptrtoint`` makes of a pointer into a slot is only compared or
    subtracted from another such integer of a pointer into the same slot (``p - buf``):
    an offset, which reaches no memory.  ``named``: each instruction by its value (an
    operand is a reference of its own, equal to the instruction it names)."""
    slot = root[next(iter(ptrtoint.operands))]

    def same_slot(v: Any) -> bool:
        x = named.get(v)
        return x is not None and x.opcode == "ptrtoint" and \
            root.get(next(iter(x.operands))) is slot
    return all(user.opcode == "icmp" or user.opcode == "sub" and all(
        same_slot(v) for v in user.operands) for user in users.get(ptrtoint, ()))


def _library_routine(ins: Any, functions: Mapping[str, Any]) -> str | None:
    """The C library routine ``ins`` calls (``memcpy`` for ``llvm.memcpy.*``, likewise
    ``memmove`` and ``memset``), if it is a call of a function the program declares but does
    not define."""
    if ins.opcode != "call":
        return None
    callee = list(ins.operands)[-1]
    if callee.value_kind.name != "function":
        return None
    name: str = callee.name
    declared = functions.get(name)
    if declared is None or not declared.is_declaration:
        return None
    if name.startswith(MEM_INTRINSICS):
        return name.split(".")[1]
    return name


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
