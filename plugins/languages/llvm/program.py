"""The ``llvm`` language component: ``.ll`` files as clang emits them."""

from __future__ import annotations

import bisect
import copy
from pathlib import Path
from typing import Any, ClassVar

from ctreelab.allocations import ALLOCATION_EVENTS
from ctreelab.component import Option, OptionError
from ctreelab.errors import ProgramError
from ctreelab.events import (
    TWO_PHASE_EVENTS,
    UB,
    Alloc,
    AssertFail,
    CmpXchg,
    Exit,
    Failure,
    Fence,
    Join,
    Ordering,
    Output,
    Read,
    ReadWrite,
    Spawn,
    Write,
    Yield,
)
from ctreelab.footprint import OUTPUT_READ
from ctreelab.program import GlobalDecl, Language, Layout, Program
from ctreelab.tree import Bind, Kont, Ret, Tree
from ctreelab.vars_stage import halt

from . import clocale, ctime, ctype, errtext, process, signals, streams, tls
from .cc import SOURCES, compile_source
from .compile import STORE, Function, FunctionCompiler
from .escape import local_parameters, private_thread_locals
from .jumps import Targets
from .machine import Machine
from .module import (
    ATOMIC_SECTIONS,
    ZERO,
    Module,
    argv_cells,
    flatten,
    initial_cells,
    load_module,
)
from .observe import shapes
from .twophase import Modes
from .types import ArrayT, IntT, access_type

MAIN = "__ctreelab.main"
# keys of a machine position (.machine): function index, block, instruction
_POSITIONS = ("llvm", "llvm-vec", "llvm-pick", "llvm-loop")


class LLVMProgram(Program):
    language = "llvm"

    def __init__(self, module: Module, entry: str = "main", args: tuple[Any, ...] | None = None,
                 exit_on_return: bool = True) -> None:
        self.module = module
        self.path = module.path
        self.main = MAIN
        self.entry = entry
        self.entry_args = args
        self.exit_on_return = exit_on_return
        self.nondet_range = (-2, 2)  # __VERIFIER_nondet_*'s domain (see .verifier)
        self.functions: dict[str, Function] = {}
        self.laid_out: Layout | None = None  # see layout
        self.jump_targets = Targets()  # setjmp's continuations (see .jumps)
        self.modes = Modes()  # which optional (two-phase model) events to emit
        module.local_params = local_parameters(module.functions, module.local_values)
        module.private_tls = private_thread_locals(module.functions, module.tls, module.text)
        for i, (name, fn) in enumerate(module.functions.items()):
            if not fn.is_declaration:
                self.functions[name] = FunctionCompiler(module, fn, i, self.modes).compile()
        self.globals = tuple(GlobalDecl(g.name, ()) for g in module.globals.values())
        self.machine = Machine(self)
        self._constants = sorted(
            (g.addr, g.addr + module.dl.size(g.ty), g) for g in module.globals.values()
            if g.constant and isinstance(g.ty, ArrayT) and g.ty.elem == IntT(8)
            and g.init is not None)
        self._starts = [c[0] for c in self._constants]
        self._constant_bytes: dict[int, bytes] = {}
        self._located: dict[tuple[int, int, int, bool], str] = {}  # see locate

    races = "report"

    def locate(self, k: Any, coarse: bool = False) -> str:
        """The source location of the instruction a thread's continuation ``k`` comes from:
        the machine position in its key (a library routine's key holds its call's).
        ``coarse``: the C line alone, else the function (``worker()``)."""
        todo, seen = [getattr(k, "key", None)], 0
        while todo and seen < 64:  # keys nest a few levels deep (stages, routines)
            key = todo.pop(0)
            seen += 1
            if type(key) is not tuple:
                continue
            if len(key) >= 4 and key[0] in _POSITIONS and type(key[1]) is int:
                pc = 0 if key[0] == "llvm-loop" else key[3]  # a loop's yield: its header
                at = (key[1], key[2], pc, coarse)
                known = self._located.get(at)
                if known is None:
                    known = self._located[at] = self._where(*at)
                return known
            todo.extend(x for x in key if type(x) is tuple)
        return ""

    def _where(self, index: int, block: int, pc: int, coarse: bool) -> str:
        """``locate`` of instruction ``pc`` of block ``block`` of function ``index``."""
        fn = self.machine.by_index.get(index)
        if fn is None or block >= len(fn.blocks) or pc >= len(fn.blocks[block].code):
            return ""
        where = fn.blocks[block].code[pc].where
        if coarse:
            return where.split(" (")[0] if " (" in where else f"{fn.name}()"
        return where.replace(self.module.path, Path(self.module.path).name, 1)

    def layout(self, zero_regions: bool = False) -> Layout:
        """Where the globals live (the last one made is kept in ``laid_out``: the C
        library initialises synchronisation words with its types, see ``Layout.word``)."""
        self.laid_out = self._layout(zero_regions)
        return self.laid_out

    def _layout(self, zero_regions: bool) -> Layout:
        scalars, zeros = initial_cells(self.module, zero_regions)
        cells = [(a, access_type(t) or "int", v) for a, t, v in scalars]
        names = dict(self.module.addresses)
        m = self.module
        for area, initial in ((m.hidden, process.initial), (m.tables, ctype.initial),
                              (m.keys, tls.initial), (m.messages, errtext.initial),
                              (m.signals, signals.initial), (m.files, streams.initial),
                              (m.locale, clocale.initial), (m.times, ctime.initial),
                              (m.files if streams.locking(m.functions) else None,
                               streams.lock_cells),
                              (m.argv, lambda _: argv_cells(m))):
            if area is not None:  # the C library's memory areas (see .module)
                cells += [(a, t, v) for a, v, t in initial(area)]
        if m.hidden is not None and any(name.startswith(ATOMIC_SECTIONS) for name in m.functions):
            names[process.LOCK_NAME] = m.hidden + process.ATOMIC_LOCK
        if m.files is not None and streams.locking(m.functions):
            names.update(streams.lock_names(m.files))
        return Layout(names, tuple((a, v) for a, _, v in cells),
                      self.module.first_free,
                      tuple((a, t) for a, t, _ in cells), byte_addressed=True,
                      shapes=shapes(self.module), zeros=tuple(zeros),
                      sizes=tuple((g.name, self.module.dl.size(g.ty))
                                  for g in self.module.globals.values()),
                      labels=() if m.tables is None else ctype.labels(m.tables))

    def constant_string(self, addr: int) -> bytes | None:
        """The NUL-terminated string at ``addr`` if it lies in a constant byte array."""
        i = bisect.bisect_right(self._starts, addr) - 1
        if i < 0:
            return None
        start, end, g = self._constants[i]
        if not start <= addr < end:
            return None
        data = self._constant_bytes.get(start)
        if data is None:  # flattened once: printf reads its format at every call
            data = self._constant_bytes[start] = bytes(end - start) if g.init is ZERO else bytes(
                v & 0xFF for _, _, v in flatten(self.module.dl, g.ty, g.init))
        text = data[addr - start:]
        nul = text.find(b"\0")
        return None if nul < 0 else text[:nul]

    def use_events(self, consumed: frozenset[type]) -> None:
        self.modes.use(consumed)

    def has_function(self, name: str) -> bool:
        return name in self.functions or name == MAIN

    def denote(self, name: str, args: tuple[Any, ...]) -> Tree:
        if name == MAIN:
            return self.start()
        fn = self.functions.get(name)
        if fn is None:
            return halt(Failure(f"no function @{name} in {self.path}"))
        return self.machine.call(fn, args)

    def with_entry(self, name: str) -> Program:
        """Run ``@name()`` through the ``__ctreelab.main`` wrapper instead of ``@main``: no
        arguments, and its return value (``None`` for ``void``) is the program's ``ret``;
        the program ends when every thread has finished (returning does not ``exit``)."""
        fn = self.functions.get(name)
        if fn is None:
            known = ", ".join(f"@{f}" for f in sorted(self.functions)) or "none"
            raise ProgramError(self.path, None, None,
                               f"no function @{name} to use as entry (defined: {known})")
        if fn.params:
            raise ProgramError(self.path, None, None,
                               f"entry function @{name} takes {fn.params} argument(s); "
                               f"an entry function takes none")
        program = copy.copy(self)
        program.entry, program.entry_args, program.exit_on_return = name, (), False
        return program

    def missing_entry(self) -> str | None:
        if self.entry in self.functions:
            return None
        known = ", ".join(f"@{f}" for f in sorted(self.functions)) or "none"
        return f"no @{self.entry} function (defined: {known})"

    def start(self) -> Tree:
        fn = self.functions.get(self.entry)
        if fn is None:
            known = ", ".join(sorted(self.functions)) or "none"
            return halt(Failure(f"{self.path} defines no @{self.entry} (defined: {known})"))
        if self.module.unsupported:
            return halt(Failure(f"unsupported {self.module.unsupported}", self.path))
        args = self.entry_args
        if args is None:  # C's main(argc, argv): one argument, the program's name
            args = (1, self.module.argv or 0)[:fn.params]
        body = self.machine.call(fn, args)
        for i in reversed(range(len(self.module.constructors))):  # each one, then the rest
            body = self.constructed(i, body)
        if not self.exit_on_return:
            return body
        # without atexit handlers the end shows only the output (and the observed globals,
        # which the interleaving adds to main's future)
        return Bind(body, Kont(self.returned, ("exit",),
                               (OUTPUT_READ,) if self.module.hidden is None else None))

    def constructed(self, i: int, rest: Tree) -> Tree:
        """The program's constructor ``i`` (see ``Module.constructors``), then ``rest``."""
        name = self.module.constructors[i]
        fn = self.functions.get(name)
        if fn is None:  # declared only: a runtime's, e.g. a sanitizer's
            return halt(Failure(f"constructor @{name} is not defined in {self.path}"))
        return Bind(self.machine.call(fn, ()),
                    Kont(lambda _: rest, ("constructed", i)))

    def plain_spans(self) -> tuple[tuple[int, int], ...] | None:
        return self.machine.futures.plain_spans()

    def atomic_store_orderings(self) -> frozenset[Ordering]:
        """The orderings of the module's ``store atomic`` instructions (the library's
        routines store atomically only by read-modify-writes)."""
        return frozenset(ins.extra for f in self.functions.values() for block in f.blocks
                         for ins in block.code
                         if ins.kind == STORE and ins.extra is not Ordering.not_atomic)

    def returned(self, v: Any) -> Tree:
        """Main returned ``v``: C's ``exit(v)`` (the ``atexit`` handlers, then the end), or,
        after ``pthread_exit`` in main, the end of main's thread only (status 0)."""
        if v is process.MAIN_EXITED:
            return Ret(0)
        return process.run_exit(self.machine, 0 if v is None else v, ("exit",))


class LLVM(Language):
    name: ClassVar[str] = "llvm"
    description: ClassVar[str] = ("LLVM IR as clang emits it (.ll, read with llvmlite); .c/.cpp "
                                  "compiled with clang first")
    extensions: ClassVar[tuple[str, ...]] = (".ll", *SOURCES)
    options: ClassVar[dict[str, Option]] = {
        "cflags": Option(list, [], "clang flags for .c/.cpp input (after the default -O1 -g)"),
        "nondet-range": Option(list, [-2, 2], "[lo, hi]: the integers __VERIFIER_nondet_* "
                                              "returns, with the type's extremes"),
    }
    emits: ClassVar[tuple[type, ...]] = (
        Read, Write, ReadWrite, CmpXchg, Fence, Alloc, Spawn, Yield, Join, Exit, Output,
        UB, Failure, AssertFail,
    )
    # see .twophase; the allocations stage's events when it is in the stack
    optional_emits: ClassVar[tuple[type, ...]] = (*TWO_PHASE_EVENTS, *ALLOCATION_EVENTS)
    # the allocations stage is left out when the memory model tracks allocations itself
    default_stages: ClassVar[tuple[str, ...]] = ("interleave", "allocations", "memory", "io")
    # compiling costs more than exploring a small program; what a program memoises does
    # not depend on the run (its modes and layout do, and the pipeline's key holds them);
    # a .c file is compiled by clang with its headers, which its content does not cover
    shares_programs: ClassVar[tuple[str, ...]] = (".ll",)

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        cflags, bounds = self.config["cflags"], self.config["nondet-range"]
        if not all(isinstance(f, str) for f in cflags):
            raise OptionError("cflags", f"option 'cflags' must be a list of strings, got {cflags!r}")
        if len(bounds) != 2 or not all(type(b) is int for b in bounds) or bounds[0] > bounds[1]:
            raise OptionError("nondet-range", "option 'nondet-range' must be [lo, hi] with "
                                              f"integers lo <= hi, got {bounds!r}")

    def load(self, path: Path) -> Program:
        try:
            import llvmlite  # noqa: F401
        except ImportError:
            raise ProgramError(str(path), None, None,
                               "the llvm language needs llvmlite (pip install llvmlite)") from None
        cflags, bounds = self.config["cflags"], self.config["nondet-range"]
        source = path.suffix in SOURCES
        if source:
            path = compile_source(path, list(cflags))
        program = LLVMProgram(load_module(path, source))
        program.nondet_range = (bounds[0], bounds[1])
        return program
