"""Languages and the programs they load (stage 1 of the stack: representation)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from .component import Component
from .errors import ProgramError
from .events import Ordering
from .tree import Tree
from .values import FloatAt, Repeat, Struct, offset_of


@dataclass(frozen=True)
class GlobalDecl:
    """A global variable: its name and the initial value of each of its cells."""

    name: str
    init: tuple[Any, ...]  # UNDEF for an uninitialised cell


class Program:
    """A loaded program: functions denoted as choice trees over the kernel's events."""

    language: str = ""
    path: str = ""
    main: str = "main"
    globals: tuple[GlobalDecl, ...] = ()
    observe: tuple[str, ...] = ()  # globals observed when the spec names none
    # what a data race is unless the spec says (see ctreelab.stage.RACE_MODES): languages
    # whose non-atomic accesses are C's report them; by default they are not checked
    races: str = "ignore"

    def locate(self, k: Any, coarse: bool = False) -> str:
        """Where in the source the thread whose continuation is ``k`` stands (``file:line``
        or ``""``: unknown), for the messages of violations; ``coarse``: a location that
        is the same all along a loop (the source line, the function)."""
        return ""

    def layout(self, zero_regions: bool = False) -> Layout:
        """Where the globals live; by default one cell per value, from address 1.
        ``zero_regions``: the memory model reads ``Layout.zeros``, so large zero-initialised
        storage may be left out of the cells."""
        return Layout.of(self.globals)

    def has_function(self, name: str) -> bool:
        raise NotImplementedError

    def denote(self, name: str, args: tuple[Any, ...]) -> Tree:
        """The tree of one call of function ``name`` with ``args`` (register-level events)."""
        raise NotImplementedError

    def missing_entry(self) -> str | None:
        """Why the program cannot start (e.g. no ``main``), checked when it is loaded; by
        default ``None``: a language whose loader checks this itself need not override."""
        return None

    def plain_spans(self) -> tuple[tuple[int, int], ...] | None:
        """The byte ranges ``[start, end)`` that some non-atomic access of the program may
        touch (an atomic access elsewhere can never be part of a data race), or ``None``
        when that is not known (the default)."""
        return None

    def atomic_store_orderings(self) -> frozenset[Ordering] | None:
        """The orderings of every atomic store the program may issue, its own and its
        library routines' (read-modify-writes and compare-exchanges aside), or ``None``
        when that is not known (the default).  A memory model may rely on it
        (:meth:`ctreelab.memory.MemoryModel.reads_latest`), so it must not leave one out."""
        return None

    def use_events(self, consumed: frozenset[type]) -> None:
        """Called by the pipeline before each run with every event class some stage of
        its stack consumes.  A language that has ``optional_emits`` emits one of those
        events only when it is in ``consumed`` (e.g. the two-phase memory model's frames,
        which other models do not need); by default nothing changes."""

    def with_entry(self, name: str) -> Program:
        """This program run from ``name()`` (no arguments) instead of its main; the function's
        return value is the program's value (``ret``).

        Languages that support it override this and raise :class:`ProgramError` naming the
        known functions when ``name`` is not one; by default the language cannot."""
        raise ProgramError(self.path, None, None,
                           f"the {self.language or 'program'!s} language cannot run an entry "
                           f"function (--entry {name}); it always runs the whole program")


class Language(Component):
    """A language front-end: loads a file into a :class:`Program`."""

    kind: ClassVar[str] = "language"
    extensions: ClassVar[tuple[str, ...]] = ()
    emits: ClassVar[tuple[type, ...]] = ()
    # events emitted only when some stage consumes them (see Program.use_events), so the
    # pipeline check does not require a consumer for them
    optional_emits: ClassVar[tuple[type, ...]] = ()
    default_stages: ClassVar[tuple[str, ...]] = ("vars", "interleave", "memory")
    # the extensions of the files whose programs pipelines may share (the same content,
    # language options and stack: the same events consumed, the same layout), run one
    # after the other or interleaved: nothing the program keeps from one run to the next
    # may depend on the run, and the file's content must be all it depends on (not a
    # source file whose headers may change; see ctreelab.pipeline, ``_loaded``)
    shares_programs: ClassVar[tuple[str, ...]] = ()

    def load(self, path: Path) -> Program:
        raise NotImplementedError


@dataclass(frozen=True)
class Layout:
    """Where the globals live: cells are addressed by integers, 0 is null.

    ``types`` gives the access type (e.g. ``"i32"``, see :mod:`ctreelab.cells`) of the
    initial cells of byte-addressed languages; cells it does not name are whole cells
    (type ``"int"``)."""

    addresses: dict[str, int]
    initial: tuple[tuple[int, Any], ...]  # (address, value) of initialised cells
    first_free: int  # where dynamic allocation starts
    types: tuple[tuple[int, str], ...] = ()
    byte_addressed: bool = False  # accesses carry sized types (e.g. LLVM IR)
    # how an aggregate global is observed: its shape (see values.assemble), offsets in
    # cells from its address; a global not named here is one cell
    shapes: tuple[tuple[str, Any], ...] = ()
    # large zero-initialised storage: ``[start, end)`` ranges, in no cell of ``initial``,
    # whose bytes read as 0 until written (only for memory models that declare
    # ``zero_regions``; see ctreelab.cells.Zeros)
    zeros: tuple[tuple[int, int], ...] = ()
    # the byte size of each global of a byte-addressed language (accesses past it, through
    # any pointer, are out of bounds for the allocations stage); none: not checked
    sizes: tuple[tuple[str, int], ...] = ()
    # memory of the language's library that the program names no global, as messages and
    # traces name it: ``(start, end, name)`` (each thread's ``errno``)
    labels: tuple[tuple[int, int, str], ...] = ()

    def word(self, addr: int) -> str:
        """The type of a synchronisation object's word at ``addr`` (a mutex, a condition
        variable, a barrier): its initial cell's integer type in a global (``mtx_t`` is a
        union whose first member is a ``long``), else ``i32``.  The interleaving touches it
        with this type and a language initialises it with it, so that the two accesses
        have one size."""
        for a, t in self.types:
            if a == addr and t in ("i8", "i16", "i32", "i64"):
                return t
        return "i32"

    def symbol(self, addr: int, whole: bool = False) -> str:
        """``addr`` as a C programmer names it: ``x``, ``a[3]``, ``s.next``, ``buf+5`` in
        a global, else the address in hex (a heap block or a stack slot).  ``whole``: the
        name of the largest object that starts at ``addr`` short of an array (``m``, not
        ``m.__data.__lock``; ``locks[0]``, not ``locks``)."""
        memo: dict[tuple[int, bool], str] = self.__dict__.setdefault("_symbols", {})
        known = memo.get((addr, whole))  # (race records name every access)
        if known is None:
            known = memo[addr, whole] = self._symbol(addr, whole)
        return known

    def float_bits(self, addr: Any) -> int | None:
        """The width of the IEEE encoding a global's ``float``/``double`` scalar at
        ``addr`` holds (its shape is a :class:`~ctreelab.values.FloatAt`), else ``None``."""
        found = self._walk(addr, False)
        if found is None or found[1] or type(found[2]) is not FloatAt:
            return None
        return found[2].bits

    def _symbol(self, addr: int, whole: bool) -> str:
        found = self._walk(addr, whole)
        if found is None:
            for start, end, name in self.labels:
                if start <= addr < end:  # (an int: labels lie below first_free)
                    return name if addr == start else f"{name}+{addr - start}"
            return hex(addr) if type(addr) is int else str(addr)
        text, off, _ = found
        return text if off == 0 else f"{text}+{off}"

    def _walk(self, addr: Any, whole: bool) -> tuple[str, int, Any] | None:
        """The name of the global ``addr`` is in, down to the field or element, the offset
        left past it, and the scalar shape reached (``None``: none); ``None`` outside every
        global."""
        if type(addr) is not int or not 0 < addr < self.first_free:
            return None
        name, base = max(((n, a) for n, a in self.addresses.items() if a <= addr),
                         key=lambda item: item[1], default=(None, 0))
        if name is None or addr >= base + dict(self.sizes).get(name, addr + 1 - base):
            return None  # (past the global: the memory of no global of the program)
        shape: Any = dict(self.shapes).get(name)
        text, off, leaf = name, addr - base, None
        while shape is not None:
            if whole and type(shape) is Struct and off == _first(shape):
                off = 0  # (a struct's offsets count from its enclosing object's start)
                break
            if type(shape) is Repeat:
                i = off // shape.step if shape.step else 0
                if not 0 <= i < shape.n:
                    break
                text, off, shape = f"{text}[{i}]", off - i * shape.step, shape.elem
            elif type(shape) is Struct:
                # (a field without a C name, no debug information: by its position)
                here = [(n or str(i), s) for i, (n, s) in enumerate(shape) if _first(s) <= off]
                if not here:
                    break
                field, shape = here[-1]
                text = f"{text}.{field}"
            else:
                off -= offset_of(shape)
                leaf, shape = shape, None
        return text, off, leaf

    @staticmethod
    def of(globals: tuple[GlobalDecl, ...]) -> Layout:
        addresses: dict[str, int] = {}
        initial: list[tuple[int, Any]] = []
        shapes: list[tuple[str, Any]] = []
        nxt = 1
        for g in globals:
            addresses[g.name] = nxt
            initial.extend((nxt + i, v) for i, v in enumerate(g.init))
            if len(g.init) > 1:
                shapes.append((g.name, Repeat(len(g.init), 1, 0)))
            nxt += max(1, len(g.init))
        return Layout(addresses, tuple(initial), nxt, shapes=tuple(shapes))


def _first(shape: Any) -> int:
    """The first offset of an observation shape (see :func:`ctreelab.values.assemble`)."""
    while True:
        if type(shape) is Repeat:
            shape = shape.elem
        elif type(shape) is Struct:
            shape = shape[0][1]
        else:
            return offset_of(shape)
