"""Which stack slots of a function stay private to the thread that allocates them.

An ``alloca`` does not escape when every pointer derived from it (by ``getelementptr``,
``bitcast`` or ``addrspacecast`` of it) is only

* the address of a plain (not atomic, not volatile) ``load`` or ``store``,
* compared (``icmp``: a comparison tells no other thread where the slot is),
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

A slot is thread-local and tracked, too, when those pointers are arguments of a defined
function whose parameter there is **local** (:func:`local_parameters`: whatever derives from
it is only accessed, compared or handed on to what keeps it local, never stored or
returned), or the array of ``qsort``/``bsearch`` whose comparison function's parameters are
local (``CALLBACKS``).  The callee's accesses through such a parameter are private when they
land inside a thread-local slot of its thread (the machine checks their addresses against
the slots the arguments point into, ``Function.spans``).

A pointer cast to an integer (``ptrtoint``) keeps the slot thread-local when the integer
is only compared or is one side of a difference of two pointers into the slot (an offset,
``p - buf``).

A slot is thread-local and tracked, too, when a C library routine stores a pointer into it
in a **pointer cell** of the caller (``CELL_WRITERS``: ``strtok_r``'s ``saveptr``, the
``strtol`` family's ``endptr``): another thread-local slot that only ever holds pointers into
that one slot (see :func:`_pointer_cells`).  What the routine returns from the cell
(``strtok_r`` with a null string, ``RETURNS_FROM_CELL``) points into that slot, and the call's
accesses through the cell are private inside it (``library.Call.mine``: the compiler adds
the slot the cell holds to the call's slots, see :func:`private_pointers`).

A ``phi`` or ``select`` that chooses among pointers into one slot (or null) — a loop's
moving pointer, ``bsearch``'s result inlined — points into that slot; the slot stays
thread-local, tracked (the allocations stage checks each access through the merged pointer).

Anything else — stored as a value, passed to another function (but to a local
parameter), cast to an integer otherwise, merged with other pointers, used
by an atomic or volatile access, copied by ``memcpy`` — makes the slot escape.  No other thread can then reach a thread-local slot
(every frame has its own addresses, and thread arguments are values), so its loads and
stores are marked ``private``: they touch nothing another thread can see (see
``ctreelab.events``).  Every write to a thread-local slot is private (a TSO model sends a
private store straight to memory, so a buffered one to the same bytes would be wrong).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any

from ctreelab.budget import poll

DERIVE = frozenset(("getelementptr", "bitcast", "addrspacecast"))
MERGE = ("phi", "select")
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
    "strlen", "strnlen", "strcmp", "strncmp", "strcasecmp", "strncasecmp", "memcmp", "bcmp",
    "strcpy", "strncpy", "strcat",
    "strncat", "strchr", "strrchr", "strstr", "strpbrk", "strspn", "strcspn", "memchr",
    "memcpy", "memmove", "memset", "printf", "puts", "fputs", "fprintf", "sprintf",
    "snprintf", "vprintf", "vfprintf", "vsprintf", "vsnprintf"))
# C library routines that store through a pointer argument (the cell) a pointer into the
# string of another (the source; a null source: where the cell already points): routine ->
# (the cell's position, the source's position).  Their other accesses are a
# ``NON_CAPTURING`` routine's: through their arguments, during the call (see .library).
CELL_WRITERS = {"strtok_r": (2, 0), **{name: (1, 0) for name in (
    "strtol", "strtoll", "strtoul", "strtoull", "strtoimax", "strtoumax", "strtod", "strtof")}}
# those of them that return a pointer into their source, or, when the source is null, into
# what their cell holds (by position: source, cell)
RETURNS_FROM_CELL = {"strtok_r": (0, 2)}
# C library routines that call a comparison function of the program on pointers into
# their array arguments: routine -> (the comparison function's position, those arguments'
# positions)
CALLBACKS = {"qsort": (3, (0,)), "bsearch": (4, (0, 1))}
# those of them returning a pointer into an argument (by position)
RETURNS_INTO = {"strcpy": 0, "strncpy": 0, "strcat": 0, "strncat": 0, "strchr": 0,
                "strrchr": 0, "strstr": 0, "strpbrk": 0, "memchr": 0, "memcpy": 0,
                "memmove": 0, "memset": 0}


def local_parameters(functions: Mapping[str, Any],
                     values: dict[str, set[Any]] | None = None) -> dict[str, frozenset[int]]:
    """The local pointer parameters of each defined function, by position: those whose
    derived values (:func:`_derived`) are only the address of a plain load or store,
    compared, stored into a pointer cell, or arguments of ``llvm.lifetime.*``, of a
    ``NON_CAPTURING`` routine, of a local parameter of a defined function, or the array of
    a ``CALLBACKS`` routine whose comparison function's two parameters are local.  The
    greatest such sets: every pointer parameter is assumed local, then those that break
    the rule are dropped until none does (a recursive function keeps its parameters
    local).  ``values``, when given, receives each function's values derived from its local
    parameters (which may point into a thread-local slot of a caller)."""
    calls: dict[str, list[tuple[Any, int, frozenset[int]]]] = {}  # uses other functions decide
    local: dict[str, frozenset[int]] = {}
    origins: dict[str, dict[Any, frozenset[int]]] = {}
    for name, fn in functions.items():
        if fn.is_declaration:
            continue
        params = frozenset(i for i, a in enumerate(fn.arguments) if _is_pointer(a))
        keep, calls[name] = set(params), []
        if params:
            instructions = _instructions(fn)
            origin, cells = _derived(fn, params, instructions, functions)
            origins[name] = origin
            for ins in instructions:
                for pos, o in enumerate(ins.operands):
                    found = origin.get(o)
                    if not found:
                        continue
                    op = ins.opcode
                    if op in MERGE or _harmless(ins, pos) or op == "store" and pos == 0 and \
                            list(ins.operands)[1] in cells or \
                            _library_routine(ins, functions) in NON_CAPTURING:
                        continue
                    if op == "call":
                        calls[name].append((ins, pos, found))
                    else:
                        keep -= found
        local[name] = frozenset(keep)
    changed = True
    while changed:
        changed = False
        poll()
        for name, found in calls.items():
            keep = set(local[name])
            for ins, pos, params in found:
                if keep & params and not _passed_local(ins, pos, functions, local):
                    keep -= params
            if keep != local[name]:
                local[name] = frozenset(keep)
                changed = True
    if values is not None:  # (a value's origin only ever grows by each parameter's own)
        for name, origin in origins.items():
            if local[name]:
                values[name] = {v for v, o in origin.items() if o & local[name]}
    return local


def _derived(fn: Any, params: frozenset[int], instructions: list[Any],
             functions: Mapping[str, Any]) -> tuple[dict[Any, frozenset[int]], set[Any]]:
    """The values of ``fn`` derived from its parameters ``params``, each with the
    parameters it may derive from: by ``getelementptr``, a cast, ``phi`` or ``select``, a
    ``RETURNS_INTO`` routine's result, or a load from a **pointer cell** (a stack slot whose
    address is only the address of plain loads and stores, as ``-O0`` spills a
    parameter); and those cells."""
    origin: dict[Any, frozenset[int]] = {a: frozenset((i,)) for i, a in enumerate(fn.arguments)
                                         if i in params}
    cells = _cells(instructions)
    held: dict[Any, frozenset[int]] = {}  # cell -> the parameters its pointers derive from
    changed = True
    while changed:
        changed = False
        for ins in instructions:
            op = ins.opcode
            ops = list(ins.operands)
            if op in DERIVE:
                found = origin.get(ops[0])
            elif op in MERGE:
                found = frozenset().union(*(origin.get(o, ()) for o in ops))
            elif op == "load":
                found = held.get(ops[0])
            elif op == "store":
                value = origin.get(ops[0])
                if value and ops[1] in cells and not value <= held.get(ops[1], frozenset()):
                    held[ops[1]] = held.get(ops[1], frozenset()) | value
                    changed = True
                continue
            elif op == "call":
                at = RETURNS_INTO.get(_library_routine(ins, functions) or "")
                found = origin.get(ops[at]) if at is not None else None
            else:
                continue
            if found and not found <= origin.get(ins, frozenset()):
                origin[ins] = origin.get(ins, frozenset()) | found
                changed = True
    return origin, cells


def _cells(instructions: list[Any]) -> set[Any]:
    """The stack slots whose address is only the address of plain loads and stores (or of
    ``llvm.lifetime.*``)."""
    slots = {ins for ins in instructions if ins.opcode == "alloca"}
    bad = set()
    for ins in instructions:
        for pos, o in enumerate(ins.operands):
            if o in slots and not (_harmless(ins, pos) and ins.opcode != "call" or
                                   ins.opcode == "call" and
                                   list(ins.operands)[-1].name.startswith("llvm.lifetime.")):
                bad.add(o)
    return slots - bad


def _passed_local(ins: Any, pos: int, functions: Mapping[str, Any],
                  local: Mapping[str, frozenset[int]]) -> bool:
    """Whether the call ``ins`` hands its operand ``pos`` to a local parameter of a defined
    function, or to the comparison function of a ``CALLBACKS`` routine with two local
    parameters."""
    if ins.opcode != "call":
        return False
    operands = list(ins.operands)
    callee = operands[-1]
    if pos == len(operands) - 1 or callee.value_kind.name != "function":
        return False
    if pos in local.get(callee.name, ()):
        return True
    hook = CALLBACKS.get(_library_routine(ins, functions) or "")
    if hook is None or pos not in hook[1] or hook[0] >= len(operands) - 1:
        return False
    compare = operands[hook[0]]
    return compare.value_kind.name == "function" and {0, 1} <= local.get(compare.name, set())


def _is_pointer(value: Any) -> bool:
    t = str(value.type)
    return t == "ptr" or t.endswith("*")


def _instructions(fn: Any) -> list[Any]:
    instructions = []
    for b in fn.blocks:  # llvmlite's iterators cost a foreign call per item
        poll()  # the budget holds while loading
        instructions.extend(b.instructions)
    return instructions


def private_pointers(fn: Any, slot_size: Callable[[Any], int | None],
                     functions: Mapping[str, Any],
                     local: Mapping[str, frozenset[int]] | None = None
                     ) -> tuple[dict[Any, Any], set[Any], dict[Any, Any]]:
    """The values of ``fn`` (llvmlite instructions) that point into a thread-local stack
    slot, each with its slot (its ``alloca``); the thread-local slots that stay tracked
    (passed to a ``NON_CAPTURING`` routine or a local parameter, see
    :func:`local_parameters`, whose sets ``local`` gives); and the thread-local pointer
    cells, each with the thread-local slot it holds pointers into.  ``slot_size``: an
    ``alloca``'s size in bytes, None if it is not a constant; ``functions``: the module's
    functions by name."""
    local = local or {}
    instructions = _instructions(fn)
    slots = [ins for ins in instructions if ins.opcode == "alloca"]
    if not slots:  # no stack slot: nothing to look at (the rest reads every operand)
        return {}, set(), {}
    bad: set[Any] = set()  # merges (phi, select) found to mix pointers of different origins
    while True:
        root, whole, cells = _slot_pointers(instructions, slots, functions, bad)
        wrong = {ins for ins in root if ins.opcode in MERGE and not _merges(ins, root)}
        if not wrong:
            break
        bad |= wrong
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
            if ins.opcode in MERGE and root.get(ins) is slot:
                if slot_size(slot) is not None:  # a pointer of a loop: checked accesses
                    tracked.add(slot)
                    continue
            elif slot_size(slot) is not None and (
                    _library_routine(ins, functions) in NON_CAPTURING or
                    _passed_local(ins, pos, functions, local) or
                    _kept_in_cell(ins, pos, slot, root, cells, functions)):
                tracked.add(slot)
                continue
            escaped.add(slot)
    # (a cell that escapes takes its slot's pointers along)
    escaped |= {slot for cell, slot in cells.items() if cell in escaped}
    return ({v: slot for v, slot in root.items() if slot not in escaped}, tracked - escaped,
            {cell: slot for cell, slot in cells.items() if slot not in escaped
             and cell not in escaped})


def _kept_in_cell(call: Any, pos: int, slot: Any, root: dict[Any, Any], cells: dict[Any, Any],
                  functions: Mapping[str, Any]) -> bool:
    """Whether operand ``pos`` of ``call``, a pointer into ``slot``, stays thread-local
    through a ``CELL_WRITERS`` routine: it is the routine's cell, a pointer cell (of ``slot``
    itself), or another argument, which the routine only reads during the call, but for
    the source, which it also stores in the cell: one that holds pointers into ``slot`` (or
    none: a null cell)."""
    name = _library_routine(call, functions)
    if name not in CELL_WRITERS:
        return False
    at, source = CELL_WRITERS[name]
    if pos == at:
        return slot in cells
    if pos != source:  # (strtok_r's delimiters: read during the call, kept nowhere)
        return True
    cell = list(call.operands)[at]
    return cell.value_kind.name == "constant_pointer_null" or cells.get(root.get(cell)) is slot


def private_thread_locals(functions: Mapping[str, Any], names: Collection[str],
                          lines: Iterable[str] = ()) -> frozenset[str]:
    """The thread-local globals (``__thread``, ``_Thread_local``; ``names``) only ever used
    as the address of a plain load or store, by name: no thread can reach another's copy
    of them, so those accesses are private (whatever else a program does with such a
    variable — its address taken, an element of it, an atomic access, its address in
    another global's initialiser among the module's ``lines`` — keeps it out)."""
    if not names:
        return frozenset()
    kept = set(names)
    for line in lines:
        if line.startswith("@") and " = " in line:
            init = line.split(" = ", 1)[1]
            kept -= {name for name in kept if f"@{name}" in init}
    for fn in functions.values():
        if fn.is_declaration:
            continue
        for ins in _instructions(fn):
            for pos, o in enumerate(ins.operands):
                kind = o.value_kind.name
                if kind == "global_variable" and o.name in kept:
                    if ins.opcode not in ("load", "store") or not _harmless(ins, pos):
                        kept.discard(o.name)
                elif kind == "constant_expr":
                    text = str(o)
                    kept -= {name for name in kept if f"@{name}" in text}
    return frozenset(kept)


def _slot_pointers(instructions: list[Any], slots: list[Any], functions: Mapping[str, Any],
                   bad: set[Any]) -> tuple[dict[Any, Any], set[Any], dict[Any, Any]]:
    """The values pointing into a stack slot, each with its slot; the pointers to a slot's
    first byte; the pointer cells (see :func:`_pointer_cells`).  A merge (``phi``,
    ``select``) not in ``bad`` is taken to point into the slot its known operands point
    into while the others are yet unknown instructions (a loop's pointer is derived from
    itself); the caller checks that guess once everything is known (:func:`_merges`)."""
    root = {ins: ins for ins in slots}
    whole = set(slots)  # the slots and their casts: pointers to a slot's first byte
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
                name = _library_routine(ins, functions) or ""
                ops = list(ins.operands)
                at = RETURNS_INTO.get(name)
                base = ops[at] if at is not None else None
                if name in RETURNS_FROM_CELL:  # into its source, or into what its cell holds
                    source, cell = RETURNS_FROM_CELL[name]
                    base = ops[source]
                    if base.value_kind.name == "constant_pointer_null":
                        base = None
                        held = cells.get(root.get(ops[cell]))
                        if held is not None:
                            root[ins] = held
                            changed = True
                if base in root:
                    root[ins] = root[base]
                    changed = True
            elif ins.opcode in MERGE and ins not in bad:
                known = {root[o] for o in _merged(ins) if o in root}
                if len(known) == 1 and all(o in root or o.value_kind.name == "instruction"
                                           for o in _merged(ins)):
                    root[ins] = known.pop()
                    changed = True
        if not changed:
            found = _pointer_cells(instructions, root, functions)
            changed = found != cells
            cells = found
    return root, whole, cells



def _merged(ins: Any) -> list[Any]:
    """The pointers a merge chooses among, less null: a ``phi``'s incoming values, a
    ``select``'s two values."""
    ops = list(ins.operands)[1:] if ins.opcode == "select" else list(ins.operands)
    return [o for o in ops if o.value_kind.name != "constant_pointer_null"]


def _merges(ins: Any, root: dict[Any, Any]) -> bool:
    """Whether every pointer the merge ``ins`` chooses among points into its slot."""
    return all(root.get(o) is root[ins] for o in _merged(ins))


def _pointer_cells(instructions: list[Any], root: dict[Any, Any],
                   functions: Mapping[str, Any]) -> dict[Any, Any]:
    """The slots that only ever hold pointers into one other slot (``char *p = buf`` at
    -O0, ``strtok_r``'s ``saveptr``), each with that slot: every use of the slot is a plain
    load or store at its address, a lifetime marker or the cell of a ``CELL_WRITERS``
    routine, and every value stored into it (a store's value, the routine's source) points
    into that slot.  What is loaded from such a cell points into that slot too."""
    held: dict[Any, Any] = {}
    bad, nulled, filled = set(), set(), set()
    for ins in instructions:
        routine = _library_routine(ins, functions)
        for pos, o in enumerate(ins.operands):
            slot = root.get(o)
            if slot is None or slot in bad:
                continue
            if routine in CELL_WRITERS and pos == CELL_WRITERS[routine][0] and o == slot:
                source = list(ins.operands)[CELL_WRITERS[routine][1]]
                if source.value_kind.name == "constant_pointer_null":
                    continue  # (strtok_r goes on where the cell points)
                value = root.get(source)
                if value is None or value is slot or held.setdefault(slot, value) is not value:
                    bad.add(slot)
                filled.add(slot)
            elif ins.opcode == "store" and pos == 1 and _harmless(ins, pos):
                stored = next(iter(ins.operands))
                if stored.value_kind.name == "constant_pointer_null":
                    nulled.add(slot)  # (``char *save = NULL``: see below)
                    continue
                value = root.get(stored)
                if value is None or value is slot or held.setdefault(slot, value) is not value:
                    bad.add(slot)
            elif not _harmless(ins, pos) or ins.opcode == "call" and not \
                    list(ins.operands)[-1].name.startswith("llvm.lifetime."):
                bad.add(slot)  # (the C library may write anything through its out-parameters)
    # A null stored in a cell is allowed where a routine fills it (its slot is then tracked,
    # see _kept_in_cell: the allocations stage checks each access through the cell).
    bad |= nulled - filled
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
    if op == "icmp":  # a comparison tells no other thread where the slot is
        return True
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
