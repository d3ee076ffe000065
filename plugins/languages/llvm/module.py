"""Reading an ``.ll`` file: llvmlite parses and verifies it, this module lays it out.

llvmlite (LLVM's own parser) reads the text — typed pointers from clang 14 and opaque
``ptr`` alike — and verifies the module.  What llvmlite does not expose as data (global
initialisers, constant expressions, predicates and flags) is read from LLVM's canonical
printing of each item with the small readers of :mod:`.types`.

The layout is byte-addressed: every function gets an address (so function pointers are
values), globals follow at their alignment, and dynamic allocation starts after them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ctreelab.budget import poll
from ctreelab.errors import ProgramError
from ctreelab.inputfile import InputFileError, read_bytes
from ctreelab.values import UNDEF

from . import clocale, ctime, ctype, errtext, signals, streams, tls
from .floats import FLOAT_TYPES, UNSUPPORTED_FP, parse_const, to_bits
from .twophase import preprocess
from .types import (
    MAX_TYPE_DEPTH,
    PTR,
    ArrayT,
    DataLayout,
    IntT,
    OtherT,
    PtrT,
    StructT,
    Tokens,
    Type,
    VectorT,
    read_type,
    type_name,
)
from .values import POISON, norm

# clang 14's `getelementptr (..., inrange i32 0, ...)` (vtables): newer LLVM spells it
# `inrange(lo, hi)`; the hint only licenses optimisations, so it is dropped
_OLD_INRANGE = re.compile(r"\binrange (?=i\d+ )")
# .process: functions with state in memory
HIDDEN_USERS = ("rand", "srand", "atexit", "__cxa_atexit", "strtok")
ATOMIC_SECTIONS = "__VERIFIER_atomic_"  # .verifier: their lock word is in the area too
HIDDEN_AREA = 24 + 8 * 32 + 8 + 8 * 32  # see .process: rand, the lock, atexit, strtok, args
# a thread_local global has one copy per thread: NAME for thread 1 (main), NAME@2, NAME@3, ...
# for the others, up to this many threads (see .machine: a function that uses one fills in
# its thread's addresses when it is entered)
TLS_THREADS = 16
FUNCTION_BASE = 0x100  # functions live at 0x100, 0x108, … (never dereferenced)
GLOBAL_BASE = 0x10000
ZERO = "zeroinitializer"  # marker of an all-zero aggregate constant
# the C library's FILE pointers: ``stdin``, ``stdout`` and ``stderr`` hold these (the
# addresses of FILE objects, see .streams)
STREAMS = streams.STREAMS
# the C library's other variables a program may declare, with glibc's initial values
# (getopt's: there are no options to read, see .process)
LIBRARY_VARIABLES = {**STREAMS, "optind": 1, "opterr": 1, "optopt": ord("?"), "optarg": 0}


class Unsupported(Exception):
    """A construct this interpreter does not implement (becomes a failure outcome)."""


@dataclass
class Global:
    name: str
    ty: Type
    addr: int
    constant: bool
    init: Any  # a constant value, ZERO, UNDEF, or None for an external declaration


@dataclass
class Module:
    path: str
    llvm: Any  # llvmlite ModuleRef
    dl: DataLayout
    named: dict[str, StructT]
    globals: dict[str, Global] = field(default_factory=dict)
    functions: dict[str, Any] = field(default_factory=dict)  # name -> llvmlite function
    addresses: dict[str, int] = field(default_factory=dict)  # globals and functions
    function_at: dict[int, str] = field(default_factory=dict)
    lines: dict[str, list[int]] = field(default_factory=dict)  # function -> instruction lines
    dbg_lines: dict[str, int] = field(default_factory=dict)  # "!N" -> source line
    first_free: int = 0
    unsupported: str = ""  # a global the interpreter cannot initialise (runs fail with it)
    hidden: int | None = None  # the C library's own state (rand, atexit), see .process
    messages: int | None = None  # strerror's texts, see .errtext
    tables: int | None = None  # glibc's ctype tables and errno, see .ctype
    keys: int | None = None  # thread-specific data (pthread_key_create), see .tls
    signals: int | None = None  # signal handlers (signal, raise), see .signals
    files: int | None = None  # the FILE objects of stdin, stdout and stderr, see .streams
    locale: int | None = None  # the "C" locale's name and struct lconv, see .clocale
    times: int | None = None  # gmtime's struct tm, asctime's buffer, see .ctime
    # thread-local globals: name -> the addresses of their copies for threads 1, 2, ...
    tls: dict[str, tuple[int, ...]] = field(default_factory=dict)
    argv: int | None = None  # main's argv: {name, NULL} and the name's bytes, see argv_cells
    # the functions ``@llvm.global_ctors`` runs before main, in order (C++ static objects,
    # C's ``__attribute__((constructor))``)
    constructors: tuple[str, ...] = ()
    text: list[str] = field(default_factory=list)  # the file's lines
    # each defined function's local pointer parameters (see .escape.local_parameters)
    local_params: dict[str, frozenset[int]] = field(default_factory=dict)
    # the thread-local globals whose accesses are private (see .escape)
    private_tls: frozenset[str] = frozenset()
    # the values of each function derived from its local parameters
    local_values: dict[str, set[Any]] = field(default_factory=dict)

    dbg_files: dict[str, str] = field(default_factory=dict)  # "!N" -> its source file
    # compiled from the user's .c/.cpp into the cache (see .cc): its .ll is no file of theirs
    from_source: bool = False

    def where(self, line: int | None, dbg: str | None = None) -> str:
        """``file.c:LINE (file.ll:LINE)`` when the instruction has debug information, else
        the ``.ll`` position; for a program compiled from its source, ``file.c:LINE``, else
        ``file.c`` (messages add the function)."""
        text = f"{self.path}:{line}" if line else self.path
        if dbg is not None and dbg in self.dbg_lines:
            source = self.dbg_files.get(dbg)
            if source:
                if self.from_source:
                    return f"{source}:{self.dbg_lines[dbg]}"
                return f"{source}:{self.dbg_lines[dbg]} ({Path(text).name})"
            text += f" (source line {self.dbg_lines[dbg]})"
        if self.from_source:
            return str(self.llvm.source_file or text)
        return text


MAX_GLOBAL_BYTES = 16 << 20  # a larger initialiser is refused (its cells would take gigabytes)
LAZY_ZEROS = 4096  # bytes: a zero-initialised aggregate this large is a zero region, no cells


def load_module(path: Path, from_source: bool = False) -> Module:
    import llvmlite.binding as llvm

    try:  # not UTF-8: the bad bytes become U+FFFD (LLVM IR is ASCII outside of strings)
        text = read_bytes(path).decode("utf-8", errors="replace")
    except InputFileError as exc:
        raise ProgramError(str(path), None, None, f"cannot read file: {exc.reason}") from None
    try:
        mod = llvm.parse_assembly(_OLD_INRANGE.sub("", preprocess(text)))
        mod.verify()
    except RuntimeError as exc:
        raise _located(str(path), str(exc)) from None
    except UnicodeDecodeError:  # llvmlite cannot decode LLVM's message: ask again in ASCII
        raise _ascii_error(str(path), preprocess(text)) from None
    dl = DataLayout(mod.data_layout)
    module = Module(str(path), mod, dl, _named_types(mod), from_source=from_source)
    module.lines = instruction_lines(text)
    # the file's own metadata numbers: an instruction's ``!dbg`` is read from its line of
    # the file (llvmlite prints single instructions with numbers of its own)
    module.text = text.splitlines()
    module.dbg_lines, module.dbg_files = _debug_locations(text)
    addr = FUNCTION_BASE
    for fn in mod.functions:
        module.functions[fn.name] = fn
        module.addresses[fn.name] = addr
        module.function_at[addr] = fn.name
        addr += 8
    if addr > streams.FILE_BASE:
        raise ProgramError(str(path), None, None,
                           f"{len(module.functions)} functions: more than ctreelab lays out "
                           f"(at most {(streams.FILE_BASE - FUNCTION_BASE) // 8})")
    pending = []
    addr = GLOBAL_BASE
    for g in mod.global_variables:
        poll()  # the budget (--timeout, --max-memory) holds while loading
        toks = Tokens(str(g))
        toks.next()  # @name
        toks.expect("=")
        thread_local = False  # (linkage, visibility, thread_local(model), unnamed_addr, ...)
        while toks.peek() not in ("global", "constant", ""):
            thread_local = toks.next().startswith("thread_local") or thread_local
        constant = toks.next() == "constant"
        try:
            ty = read_type(toks, module.named)
        except SyntaxError as exc:
            raise ProgramError(str(path), None, None, f"type of @{g.name}: {exc}") from None
        align = dl.align(ty)
        m = re.search(r", align (\d+)", str(g))
        if m:
            align = max(align, int(m[1]))
        copies = []
        for copy in ([g.name] + [f"{g.name}@{t}" for t in range(2, TLS_THREADS + 1)]
                     if thread_local else [g.name]):
            addr = -(-addr // align) * align
            module.globals[copy] = Global(copy, ty, addr, constant, None)
            module.addresses[copy] = addr
            copies.append(addr)
            # 16 bytes after each global belong to nothing: an access past its end is out
            # of bounds (the allocations stage) instead of in the next global, a stack slot
            # or a heap block
            addr += max(1, dl.size(ty)) + 16
        if thread_local:
            module.tls[g.name] = tuple(copies)
        pending.append((g, toks))
    for g, toks in pending:
        poll()
        if g.is_declaration and g.name in LIBRARY_VARIABLES:
            module.globals[g.name].init = LIBRARY_VARIABLES[g.name]
        elif not g.is_declaration:
            try:
                module.globals[g.name].init = read_const(toks, module.globals[g.name].ty, module)
            except Unsupported as exc:
                if "floating-point" not in str(exc):
                    raise ProgramError(str(path), None, None,
                                       f"initialiser of @{g.name}: {exc}") from None
                # a long double, half, …: the run stops with a failure outcome naming it
                module.globals[g.name].init = UNDEF
                module.unsupported = module.unsupported or f"{exc} (initialiser of @{g.name})"
            except SyntaxError as exc:
                raise ProgramError(str(path), None, None,
                                   f"initialiser of @{g.name}: {exc}") from None
        for t in range(2, len(module.tls.get(g.name, ())) + 1):  # the other threads' copies
            module.globals[f"{g.name}@{t}"].init = module.globals[g.name].init
    module.first_free = -(-addr // 16) * 16
    module.constructors = _constructors(module)
    # the C library's memory areas after the globals, each only when the module uses it
    if any(name in module.functions for name in HIDDEN_USERS) or any(  # see .process
            name.startswith(ATOMIC_SECTIONS) for name in module.functions):
        module.hidden = _reserve(module, HIDDEN_AREA)
    if any(name in module.functions for name in ctype.USERS):
        module.tables = _reserve(module, ctype.AREA)
    if any(name in module.functions for name in tls.USERS):
        module.keys = _reserve(module, tls.AREA)
    if any(name in module.functions for name in errtext.USERS):
        module.messages = _reserve(module, errtext.AREA)
    if any(name in module.functions for name in signals.USERS):
        module.signals = _reserve(module, signals.AREA)
    if any(name in module.functions for name in clocale.USERS):
        module.locale = _reserve(module, clocale.AREA)
    if any(name in module.functions for name in ctime.USERS):
        module.times = _reserve(module, ctime.AREA)
    if streams.declared(module.globals):  # at a fixed address, below the globals
        module.files = streams.FILE_BASE
    main = module.functions.get("main")
    if main is not None and not main.is_declaration and len(list(main.arguments)) >= 2:
        module.argv = _reserve(module, 16 + len(program_name(module)) + 1)
    return module


def _constructors(module: Module) -> tuple[str, ...]:
    """The functions of ``@llvm.global_ctors`` by priority (the lowest first; in their order
    at equal priority), as the C runtime calls them before ``main``."""
    table = module.globals.get("llvm.global_ctors")
    if table is None or not isinstance(table.init, tuple):
        return ()
    entries = sorted((priority, i, fn) for i, (priority, fn, *_) in enumerate(table.init))
    names = []
    for _, _, fn in entries:
        name = module.function_at.get(fn)
        if name is None:
            raise ProgramError(str(module.path), None, None,
                               f"@llvm.global_ctors lists {fn!r}, which is not a function")
        names.append(name)
    return tuple(names)


def _reserve(module: Module, size: int) -> int:
    """``size`` bytes (rounded up to 16) at the module's first free address: their start."""
    base = module.first_free
    module.first_free += -(-size // 16) * 16
    return base


def program_name(module: Module) -> bytes:
    """``argv[0]``: ``./NAME``, as a shell runs a program built from ``NAME.c`` (the
    module's source file, else the ``.ll`` file's name)."""
    source = module.llvm.source_file or module.path
    return f"./{Path(source).stem}".encode("utf-8", "replace")


def argv_cells(module: Module) -> list[tuple[int, int, str]]:
    """``(address, value, type)`` of main's ``argv``: ``argv[0]`` (the program's name),
    ``argv[1] = NULL``, then the name's bytes and NUL."""
    base = module.argv
    assert base is not None
    name = program_name(module) + b"\0"
    return [(base, base + 16, "ptr"), (base + 8, 0, "ptr")] + [
        (base + 16 + i, norm(b, 8), "i8") for i, b in enumerate(name)]


def _ascii_error(path: str, text: str) -> ProgramError:
    """The error of a module whose error message llvmlite could not decode (LLVM quoted
    bytes that are not UTF-8, e.g. a name ``@"\\C3"``): parse and verify it again through
    llvmlite's C functions, reading the message as bytes."""
    import ctypes

    import llvmlite.binding as llvm
    from llvmlite.binding import ffi
    from llvmlite.binding.module import ModuleRef

    try:
        context = llvm.get_global_context()
        with ffi.OutputString() as err:
            ref = ffi.lib.LLVMPY_ParseAssembly(context, ctypes.c_char_p(text.encode()), err)
            if err:
                message = "LLVM IR parsing error\n" + err.bytes.decode("utf-8", "replace")
                ModuleRef(ref, context).close()
                return _located(path, message)
        mod = ModuleRef(ref, context)
        with ffi.OutputString() as out:
            if ffi.lib.LLVMPY_VerifyModule(mod, out):
                return _located(path, out.bytes.decode("utf-8", "replace"))
    except Exception as exc:  # noqa: BLE001 - llvmlite's internals differ: the generic message
        return ProgramError(path, None, None, f"invalid LLVM module (LLVM's error message is "
                                              f"not valid UTF-8; {type(exc).__name__})")
    return ProgramError(path, None, None, "invalid LLVM module (LLVM's error message is not "
                                          "valid UTF-8)")


def _located(path: str, message: str) -> ProgramError:
    m = re.search(r"<string>:(\d+):(\d+): error: (.*)", message)
    if m:
        return ProgramError(path, int(m[1]), int(m[2]), f"LLVM IR: {m[3]}")
    lines = [ln.strip() for ln in message.splitlines() if ln.strip()]
    detail = "; ".join(ln for ln in lines if not ln.startswith("LLVM IR parsing error"))
    return ProgramError(path, None, None, f"invalid LLVM module: {detail or message}")


def _named_types(mod: Any) -> dict[str, StructT]:
    bodies = {}
    for t in mod.struct_types:
        m = re.fullmatch(r'%("[^"]*"|[-\w.$]+) = type (.*)', str(t).strip(), re.DOTALL)
        if m:
            bodies[type_name("%" + m[1])] = m[2]
    depth: dict[str, int] = {}  # how deep each resolved struct nests named structs

    class Lazy(dict):  # resolves named structs on first use (they may refer to each other)
        def __missing__(self, name: str) -> StructT:
            """Resolve ``name`` and the named structs it holds by value, innermost first,
            with a work list (no recursion along a chain of named structs)."""
            todo = [name]
            while todo:
                n = todo[-1]
                body = bodies.get(n)
                if body is None or body.strip() == "opaque":
                    raise SyntaxError(f"opaque or unknown struct type %{n}")
                toks = Tokens(body).items
                inner = [type_name(tok) for tok, after in zip(toks, toks[1:] + [""])
                         if tok.startswith("%") and after not in ("*", "(")]
                missing = [d for d in inner if d in bodies and not dict.__contains__(self, d)]
                if missing:
                    if any(d in todo for d in missing):
                        raise SyntaxError(f"struct type %{n} contains itself")
                    todo.extend(missing)
                    continue
                depth[n] = 1 + max((depth.get(d, 0) for d in inner), default=0)
                if depth[n] > MAX_TYPE_DEPTH:
                    raise SyntaxError(f"struct type %{n} nested more than {MAX_TYPE_DEPTH} deep")
                t = read_type(Tokens(body), self)
                if not isinstance(t, StructT):
                    raise SyntaxError(f"%{n} is not a struct type")  # noqa: TRY004 - bad input
                self[n] = StructT(t.fields, t.packed, n)
                todo.pop()
            return self[name]  # type: ignore[no-any-return]

        def __contains__(self, name: object) -> bool:
            return name in bodies

    return Lazy()


# calls of llvm.dbg.* (clang ≤ 18) and the debug records of LLVM 19+ (``#dbg_value(…)``)
_DEBUG_INTRINSIC = re.compile(r"(tail )?call void @llvm\.dbg\.(declare|value|label|assign)\("
                              r"|#dbg_(declare|value|label|assign)\(")


def instruction_lines(text: str) -> dict[str, list[int]]:
    """For each defined function, the source line of each instruction, in order."""
    out: dict[str, list[int]] = {}
    current: list[int] | None = None
    in_switch = False
    for n, raw in enumerate(text.splitlines(), 1):
        if not n & 4095:
            poll()  # the budget holds while loading
        line = raw.split(";", 1)[0].strip() if '"' not in raw else raw.strip()
        if current is None:
            m = re.match(r"define\b.*?@([-\w.$]+|\"[^\"]*\")\s*\(", line)
            if m:
                current = out.setdefault(m[1].strip('"'), [])
            continue
        if line == "}":
            current = None
            continue
        if in_switch:
            in_switch = not line.startswith("]")
            continue
        if not line or line.startswith((";", "to label")) or re.match(r"^[-\w.$\"]+:", line) \
                or _DEBUG_INTRINSIC.match(line):
            # (``to label …``: the second line of an invoke; llvmlite's reader turns calls
            # of llvm.dbg.* into debug records, which are no instructions)
            continue
        current.append(n)
        if re.search(r"\bswitch\b", line) and line.endswith("["):
            in_switch = True
    return out


# --- constants ------------------------------------------------------------------------------


def read_const(toks: Tokens, ty: Type, module: Module) -> Any:
    """A constant of type ``ty``: an int, a float, a tuple, ZERO, UNDEF or POISON."""
    if isinstance(ty, OtherT) and ty.text in UNSUPPORTED_FP:
        raise Unsupported(f"floating-point type {ty.text}")
    tok = toks.next()
    if isinstance(ty, OtherT) and ty.text in FLOAT_TYPES and tok not in (
            "undef", "poison", ZERO):
        if tok == "0" and toks.peek()[:1] == "x":  # 0x3FF0… reads as "0" and "x3FF0…"
            tok += toks.next()
        try:
            return parse_const(tok, ty.text)
        except ValueError as exc:
            raise Unsupported(str(exc)) from None
    if tok in ("true", "false"):
        return int(tok == "true")
    if re.fullmatch(r"-?\d+", tok):
        return norm(int(tok), ty.bits) if isinstance(ty, IntT) else int(tok)
    if tok.startswith("0x"):
        raise Unsupported(f"floating-point constant {tok}")
    if tok == "null" or tok == "none":
        return 0
    if tok == "undef":
        return UNDEF
    if tok == "poison":
        return POISON
    if tok == ZERO:
        return ZERO
    if tok.startswith("@"):
        name = tok[1:].strip('"')
        if name not in module.addresses:
            raise Unsupported(f"unknown global {tok}")
        return module.addresses[name]
    if tok == "splat" and isinstance(ty, VectorT):  # splat (i32 3): every lane the same
        toks.expect("(")
        ety = read_type(toks, module.named)
        item = read_const(toks, ety, module)
        toks.expect(")")
        return (item,) * ty.n
    if tok.startswith('c"'):
        data = _unescape(tok[2:-1])
        return tuple(norm(b, 8) for b in data)
    if tok in ("[", "{", "<"):
        close = {"[": "]", "{": "}", "<": ">"}[tok]
        if tok == "<" and toks.peek() == "{":
            toks.next()
            close = "}"
        items = []
        if not toks.take(close):
            while True:
                ety = read_type(toks, module.named)
                items.append(read_const(toks, ety, module))
                if toks.take(close):
                    break
                toks.expect(",")
        if close == "}" and tok == "<":
            toks.expect(">")
        return tuple(items)
    return _const_expr(tok, toks, ty, module)


def _const_expr(op: str, toks: Tokens, ty: Type, module: Module) -> Any:
    if op == "getelementptr":
        toks.skip_gep_flags()
        toks.expect("(")
        src = read_type(toks, module.named)
        toks.expect(",")
        read_type(toks, module.named)
        base = read_const(toks, PTR, module)
        indices = []
        while toks.take(","):
            if toks.take("inrange"):
                toks.skip_group()
            ity = read_type(toks, module.named)
            indices.append(read_const(toks, ity, module))
        toks.expect(")")
        if not all(type(i) is int for i in indices) or type(base) is not int:
            raise Unsupported("getelementptr constant over undefined values")
        return base + gep_offset(module.dl, src, indices)
    if op in ("ptrtoint", "inttoptr", "bitcast", "addrspacecast", "trunc", "zext", "sext"):
        toks.expect("(")
        sty = read_type(toks, module.named)
        v = read_const(toks, sty, module)
        toks.expect("to")
        dty = read_type(toks, module.named)
        toks.expect(")")
        if type(v) is not int:
            return v
        bits = dty.bits if isinstance(dty, IntT) else 64
        if op == "zext" and isinstance(sty, IntT):
            v &= (1 << sty.bits) - 1
        return norm(v, bits)
    if op in ("add", "sub", "mul", "xor", "and", "or", "shl"):
        while toks.peek() in ("nsw", "nuw"):
            toks.next()
        toks.expect("(")
        aty = read_type(toks, module.named)
        a = read_const(toks, aty, module)
        toks.expect(",")
        read_type(toks, module.named)
        b = read_const(toks, aty, module)
        toks.expect(")")
        fn = {"add": int.__add__, "sub": int.__sub__, "mul": int.__mul__, "xor": int.__xor__,
              "and": int.__and__, "or": int.__or__, "shl": int.__lshift__}[op]
        return norm(fn(a, b), aty.bits if isinstance(aty, IntT) else 64)
    raise Unsupported(f"constant {op!r}")


def _unescape(body: str) -> bytes:
    out = bytearray()
    i = 0
    while i < len(body):
        if body[i] == "\\" and i + 2 < len(body) + 1:
            if body[i + 1] == "\\":
                out.append(0x5C)
                i += 2
                continue
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
        else:
            out.extend(body[i].encode("latin-1", errors="replace"))
            i += 1
    return bytes(out)


def gep_offset(dl: DataLayout, src: Type, indices: list[int]) -> int:
    """The byte offset of ``getelementptr src, base, indices``."""
    if not indices:
        return 0
    offset = indices[0] * dl.size(src)
    ty = src
    for i in indices[1:]:
        if isinstance(ty, StructT):
            offset += dl.offsets(ty)[i]
            ty = ty.fields[i]
        elif isinstance(ty, (ArrayT, VectorT)):
            offset += i * dl.size(ty.elem)
            ty = ty.elem
        else:
            raise Unsupported(f"getelementptr into non-aggregate type {ty}")
    return offset


def initial_cells(module: Module, zero_regions: bool = False
                  ) -> tuple[list[tuple[int, Type, Any]], list[tuple[int, int]]]:
    """``(address, scalar type, value)`` of every initialised scalar of every global, and
    with ``zero_regions`` the zero regions ``[start, end)``: zero-initialised aggregates of
    ``LAZY_ZEROS`` bytes or more, which then have no cells."""
    cells: list[tuple[int, Type, Any]] = []
    zeros: list[tuple[int, int]] = []
    for g in module.globals.values():
        if g.init is None or g.init is UNDEF:
            continue
        try:
            scalars = flatten(module.dl, g.ty, g.init, zeros if zero_regions else None, g.addr)
        except Unsupported as exc:
            raise ProgramError(module.path, None, None, f"initialiser of @{g.name}: {exc}") from None
        cells.extend((g.addr + off, sty, value) for off, sty, value in scalars
                     if value is not UNDEF)
    return cells, zeros


def flatten(dl: DataLayout, ty: Type, value: Any, zeros: list[tuple[int, int]] | None = None,
            base: int = 0) -> list[tuple[int, Type, Any]]:
    """The scalars of a constant of type ``ty``: ``(offset, type, value)``.  With ``zeros``
    (a constant at address ``base``), a zero aggregate of ``LAZY_ZEROS`` bytes or more has
    no scalars but its address range appended to ``zeros``, an ``undef`` one none at all."""
    out: list[tuple[int, Type, Any]] = []
    todo = [(0, ty, value)]
    count = 0
    while todo:
        count += 1
        if not count & 4095:
            poll()  # the budget holds while a large global is read
        off, t, v = todo.pop()
        if isinstance(t, (IntT, PtrT)):
            out.append((off, t, 0 if v is ZERO else v))
            continue
        if isinstance(t, OtherT) and t.text in FLOAT_TYPES:  # stored as its IEEE encoding
            bits = FLOAT_TYPES[t.text]
            out.append((off, IntT(bits), 0 if v is ZERO else
                        to_bits(v, bits) if isinstance(v, float) else v))
            continue
        if zeros is not None and (v is UNDEF or v is ZERO and dl.size(t) >= LAZY_ZEROS):
            if v is ZERO:
                zeros.append((base + off, base + off + dl.size(t)))
            continue
        if isinstance(t, StructT):
            parts = [(off + o, f) for o, f in zip(dl.offsets(t), t.fields)]
        elif isinstance(t, (ArrayT, VectorT)):
            step = dl.size(t.elem)
            if t.n * step > MAX_GLOBAL_BYTES:
                raise Unsupported(f"an initialiser of {t.n * step} bytes (limit "
                                  f"{MAX_GLOBAL_BYTES}; zero-initialised storage may be larger "
                                  f"with a memory model that reads zero regions)")
            parts = [(off + i * step, t.elem) for i in range(t.n)]
        elif isinstance(t, OtherT):
            raise Unsupported(f"values of type {t}")
        else:
            raise Unsupported(f"values of type {t}")
        if v is ZERO or v is UNDEF or v is POISON:
            todo.extend((o, pt, v) for o, pt in reversed(parts))
        else:
            todo.extend((o, pt, x) for (o, pt), x in reversed(list(zip(parts, v))))
    return out


_DI_NODE = re.compile(r"^(![0-9]+) = (?:distinct )?!(DILocation|DISubprogram|DILexicalBlock"
                      r"|DILexicalBlockFile|DIFile)\((.*)\)$", re.MULTILINE)


def _debug_locations(text: str) -> tuple[dict[str, int], dict[str, str]]:
    """Each ``!DILocation``'s source line and the name of its source file (through its
    scope's ``file:``).  A location in a system header (``/usr/…``: a C library function
    inlined into the program, ``getline`` calling ``__getdelim``) is the program's line it
    was inlined at."""
    lines: dict[str, int] = {}
    scopes: dict[str, str] = {}  # location -> its scope
    inlined: dict[str, str] = {}  # location -> the location it was inlined at
    files: dict[str, str] = {}  # scope -> its file node; file node -> file name
    for m in _DI_NODE.finditer(text):
        ident, kind, body = m[1], m[2], m[3]
        if kind == "DIFile":
            name = re.search(r'filename: "([^"]*)"', body)
            if name:
                files[ident] = name[1]
            continue
        scope = re.search(r"scope: (![0-9]+)", body)
        if kind == "DILocation":
            line = re.search(r"line: (\d+)", body)
            if line and line[1] != "0":  # line 0: merged code of no one line
                lines[ident] = int(line[1])
            if scope:
                scopes[ident] = scope[1]
            at = re.search(r"inlinedAt: (![0-9]+)", body)
            if at:
                inlined[ident] = at[1]
        else:
            file = re.search(r"file: (![0-9]+)", body)
            if file:
                files[ident] = file[1]
    names = {}
    for loc, scope in scopes.items():
        node = files.get(scope)
        name = files.get(node) if node is not None else None
        if name:
            names[loc] = name
    for loc in [loc for loc, name in names.items() if name.startswith("/usr/")]:
        outer = loc
        for _ in range(64):  # (inlining nests a few levels deep)
            outer = inlined.get(outer, "")
            if not names.get(outer, "/usr/").startswith("/usr/") and outer in lines:
                lines[loc], names[loc] = lines[outer], names[outer]
                break
    return lines, names
