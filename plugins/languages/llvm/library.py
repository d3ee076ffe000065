"""External functions and intrinsics: the C library and pthreads as kernel events.

Each routine is a small script of events whose continuations are keyed by the call site's
machine state plus the routine's progress, so explorers merge equal configurations.
Arguments are picked (concrete) first, as Vellvm does for external calls.

Threads are the kernel's synchronising ``Spawn``/``Join``: the thread handle is the
thread id, the argument and the result pass by value, and the memory model performs C11's
synchronisation of thread creation and join (``ThreadCreated``/``ThreadJoined``).
Mutexes, condition variables, barriers and the like are in :mod:`.sync`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ctreelab.allocations import Allocate, Deallocate, Fault, Reallocate
from ctreelab.cells import size_of
from ctreelab.events import (
    UB,
    Alloc,
    AssertFail,
    Exit,
    Failure,
    Free,
    Join,
    Malloc,
    MemCopy,
    MemSet,
    Ordering,
    Output,
    Read,
    Spawn,
    Write,
    Yield,
)
from ctreelab.interleave import MAIN_TID
from ctreelab.pointer import Ptr, address_of
from ctreelab.tree import Kont, LazyKont, Tree, Vis, future_of
from ctreelab.vars_stage import halt

from . import clocale, ctime, cxx, errtext, mathlib, ops, streams, varargs, vectors, verifier
from .compile import ASM_BARRIER, Instr
from .ctype import CTYPE
from .floats import FP
from .jumps import JUMPS
from .module import STREAMS
from .printf import FormatError, argument_kinds, arguments, parse_format, render
from .process import PROCESS
from .signals import SIGNALS
from .stdlib import STDLIB
from .strings import MAX_STRING, STRINGS, read_upto, write_bytes
from .sync import SYNC
from .tls import KEYS
from .types import IntT, PtrT
from .values import norm

if TYPE_CHECKING:
    from .machine import Machine

NA, ACQ, REL, MON = (Ordering.not_atomic, Ordering.acquire, Ordering.release,
                    Ordering.monotonic)

Routine = Callable[["Call", list[int]], Tree]
_SOURCE_LINE = re.compile(r"(\S+:\d+) \(")  # file.c:LINE (file.ll:LINE)


class Call:
    """One call of an external function: the machine, the instruction, the continuation."""

    def __init__(self, m: Machine, name: str, ins: Instr | None, k: Kont,
                 frames: tuple[Any, Any] | None = None,
                 slots: tuple[tuple[int, int], ...] = (), args: tuple[Any, ...] = ()) -> None:
        self.m, self.name, self.ins, self.k = m, name, ins, k
        self.frames = frames  # the caller's function and call stack
        # the positions of the arguments that point into private stack slots of the caller
        self.privates: frozenset[int] = ins.private if ins is not None and ins.private else \
            frozenset()
        # the spans [start, end) of the caller's thread-local slots the arguments point into
        self.slots = slots
        # the arguments too: the caller's key leaves out what is dead after the call
        self.key = ("lib", name, k.key, args) if args else ("lib", name, k.key)
        self.where = ins.where if ins is not None else ""
        self.rest: Any = False  # see future()

    def followed_by(self, go: Callable[[Any], Tree], step: Any) -> Call:
        """This call, continued by ``go`` (keyed by ``step``) instead of its caller: a
        routine that runs another routine first."""
        return Call(self.m, self.name, self.ins, Kont(go, self.key + (step,)), self.frames,
                    self.slots)

    def future(self) -> Any:
        """What the thread may touch from inside this call on: the routine's events (see
        :mod:`.futures`), then its caller's future; ``None`` when unknown."""
        if self.rest is False:
            own = None if self.ins is None or self.frames is None else \
                self.m.futures.call(self.frames[0], self.ins)
            after = future_of(self.k)
            self.rest = None if own is None or after is None else \
                tuple(dict.fromkeys((*after, *own)))
        return self.rest

    def kont(self, go: Callable[[Any], Tree], step: Any) -> Kont:
        """The continuation ``go`` at the routine's point ``step``."""
        return LazyKont(go, self.key + (step,), self.future, ())

    @property
    def bottom(self) -> str | None:
        """The function at the bottom of the thread's call stack (computed when asked)."""
        return None if self.frames is None else self.m.bottom(*self.frames)

    @property
    def site(self) -> str:
        """The call's location in a message: ``file.c:LINE`` with debug information, else
        ``where``."""
        m = _SOURCE_LINE.match(self.where)
        return self.where if m is None else m[1]

    def private(self, i: int) -> bool:
        """Whether argument ``i`` points into a private stack slot of the caller."""
        return i in self.privates

    def mine(self, addr: int, n: int = 1) -> bool:
        """Whether the ``n`` bytes at ``addr`` lie inside one of the caller's thread-local
        stack slots that the arguments point into (an access there is private; one that
        leaves the slot is not, and the allocations stage, which tracks such a slot,
        finds it out of bounds)."""
        return type(addr) is int and any(start <= addr and addr + n <= end
                                         for start, end in self.slots)

    def ub(self, message: str) -> Tree:
        return halt(UB(f"{self.name}: {message}", self.where))

    def fail(self, message: str) -> Tree:
        return halt(Failure(f"{self.name}: {message}", self.where))

    def named(self, addr: Any, string: bool = False) -> str:
        """``addr`` for a message: as the program names it when it lies in a global
        (``buf[3]``; a ``string`` at an array's first element: the array, ``buf``), else in
        hex (the heap, a stack)."""
        layout = self.m.program.laid_out
        name = layout.symbol(addr) if layout is not None else hex(addr)
        return name.removesuffix("[0]") if string else name

    def then(self, event: Any, step: Any, go: Callable[[Any], Tree]) -> Tree:
        """Emit ``event``; continue with ``go(answer)`` (``step`` names this point).  A
        :class:`~ctreelab.allocations.Fault` answer is UB here."""
        return Vis(event, self.kont(lambda a: self.ub(a.reason) if type(a) is Fault else go(a),
                                    step))

    def seq(self, events: Sequence[Any] | _Lazy, step: Any, go: Callable[[], Tree]) -> Tree:
        """Emit ``events`` in order, then ``go()``."""
        def at(i: int) -> Tree:
            if i == len(events):
                return go()
            return Vis(events[i], self.kont(lambda a: self.ub(a.reason) if type(a) is Fault
                                            else at(i + 1), (step, i)))
        return at(0)

    def cstring(self, addr: int, step: Any, go: Callable[[bytes], Tree],
                limit: int | None = None, wide: bool = False) -> Tree:
        """Read the NUL-terminated string at ``addr`` (from a constant global's initialiser
        when it lies in one, else unit by unit from memory); at most ``limit`` characters
        (printf's ``%.4s``: an array without a NUL is fine).  ``wide``: a ``wchar_t``
        string (32-bit units, ``%ls``), characters past Latin-1 a failure."""
        if addr == 0:
            return self.ub("null string pointer")
        static = self.m.program.constant_string(addr) \
            if type(addr) is int and not wide else None
        if static is not None:
            return go(static if limit is None else static[:limit])
        unit, ty = (4, "i32") if wide else (1, "i8")

        def more(got: bytes) -> Tree:
            if len(got) == limit:
                return go(got)
            if len(got) > MAX_STRING:
                return self.fail(f"string at {self.named(addr, True)} longer than "
                                 f"{MAX_STRING} bytes")

            def char(b: Any) -> Tree:
                if type(b) is not int:
                    return self.ub(f"string at {self.named(addr, True)} has an undefined byte")
                b &= (1 << 8 * unit) - 1
                if b > 0xFF:
                    return self.fail(f"wide character {b:#x} beyond Latin-1 in a %ls string")
                return go(got) if b == 0 else more(got + bytes([b]))
            at = addr + unit * len(got)
            return self.then(Read(NA, at, ty, self.mine(at)), (step, got), char)
        return more(b"")


def call_external(m: Machine, name: str, ins: Instr, args: list[Any], k: Kont,
                  frames: tuple[Any, Any] | None = None,
                  slots: tuple[tuple[int, int], ...] = ()) -> Tree:
    routine = LIBRARY.get(name)
    if routine is None and name.startswith("llvm."):
        routine = _intrinsic(name, ins)
    if routine is None:
        routine = verifier.routine(name)
    if routine is None:
        fn = mathlib.libm(name)
        routine = None if fn is None else (lambda c, a: c.k(fn(*a)))
    if routine is None:
        return halt(Failure(f"call to unsupported external function @{name}", ins.where))
    call = Call(m, name, ins, k, frames, slots)
    if name.startswith("llvm.") and (name.startswith(("llvm.vector.", "llvm.va_start")) or
                                     vectors.vector_suffix(name) is not None):
        # a vector intrinsic: lanes as they are (.vectors); va_start: the variable
        # arguments as they were passed (.varargs)
        return routine(Call(m, name, ins, k, frames, slots, tuple(args)), list(args))

    def with_args(i: int, done: tuple[int, ...]) -> Tree:
        while i < len(args) and (type(args[i]) is int or type(args[i]) is Ptr
                                 or type(args[i]) is FP):
            done += (args[i],)
            i += 1
        if i == len(args):
            return routine(Call(m, name, ins, k, frames, slots, done), list(done))
        return m.pick(args[i], ins, False, lambda v: with_args(i + 1, done + (v,)),
                      call.key + ("arg", i, done))
    return with_args(0, ())


# --- intrinsics --------------------------------------------------------------------------------


def _intrinsic(name: str, ins: Instr) -> Routine | None:
    base = name.split(".")[1]
    if base in ("lifetime", "dbg", "experimental", "prefetch", "donothing", "sideeffect",
                "invariant", "var", "annotation", "ptr"):
        return lambda c, a: c.k(None)
    if base == "memcpy" or base == "memmove":
        return _memcpy
    if base == "memset":
        return _memset
    if base == "va_start":
        return varargs.va_start
    if base == "va_copy":
        return varargs.va_copy(_memcpy)
    if base == "va_end":
        return lambda c, a: c.k(None)
    if base == "assume":
        return lambda c, a: c.k(None) if a[0] else c.ub("assumption violated (llvm.assume of false)")
    if base == "trap" or base == "ubsantrap":
        return lambda c, a: halt(AssertFail("llvm.trap", c.where))
    if base == "load" and name.startswith("llvm.load.relative"):  # switch lookup tables
        return lambda c, a: c.then(Read(NA, a[0] + a[1], "i32"), "rel", lambda off: c.k(
            a[0] + off if type(off) is int else off))
    if base in ("stacksave", "stackrestore"):
        return lambda c, a: c.k(0)
    if base == "vector" or vectors.vector_suffix(name) is not None:
        def scalar(sname: str) -> Any:
            fp = mathlib.intrinsic(sname)
            if fp is not None:
                return fp
            suffix = sname.rsplit(".", 1)[-1]
            return ops.intrinsic(sname, int(suffix[1:])) if suffix[:1] == "i" else None
        fv = vectors.intrinsic(name, scalar)
        return None if fv is None else (lambda c, a: c.k(fv(*a)))
    fp = mathlib.intrinsic(name)
    if fp is not None:
        return lambda c, a: c.k(fp(*a))
    suffix = name.rsplit(".", 1)[-1]
    bits = int(suffix[1:]) if suffix[:1] == "i" and suffix[1:].isdigit() else (
        ins.ty.bits if isinstance(ins.ty, IntT) else 64)
    fn = ops.intrinsic(name, bits)
    if fn is None:
        return None
    return lambda c, a: c.k(fn(*a))


TYPED_CELLS = 1 << 16  # bytes: a larger copy goes byte by byte


def _cells(c: Call, dst: int, src: int, n: int, words: bool = False
           ) -> Sequence[tuple[int, str]] | _Lazy:
    """How to copy or set ``n`` bytes: the scalars of the allocation's type when the call
    site knows it and ``n`` is its size, else byte by byte (which keeps each byte's
    definedness) or, with ``words`` (a set: its bytes are all defined), eight bytes at a
    time, also instead of a type of single bytes (a ``char`` buffer).  Made one at a time:
    a ``memset`` of 10^11 bytes stops at its first byte out of bounds, with no list."""
    hint = c.ins.extra if c.ins is not None else None
    dl = c.m.program.module.dl
    if hint is not None and n <= TYPED_CELLS and dl.size(hint) == n:
        try:
            typed = [(off, "ptr" if isinstance(t, PtrT) else f"i{t.bits}")  # type: ignore[attr-defined]
                     for off, t in dl.scalars(hint)]
            if not words or len(typed) < n:
                return typed
        except TypeError:  # e.g. a long double inside: byte by byte
            pass
    whole = n // 8 if words else 0  # eight bytes at a time, then the rest byte by byte
    return _Lazy(whole + n - 8 * whole,
                 lambda i: (8 * i, "i64") if i < whole else (i + 7 * whole, "i8"))


def _memcpy(c: Call, a: list[int]) -> Tree:
    dst, src, n = a[0], a[1], a[2]
    if c.m.modes.blocks:
        return c.then(MemCopy(dst, src, n, "memmove" in c.name), "copy",
                      lambda _: c.k(dst if c.ins is None or c.ins.dest >= 0 else None))
    if n and (dst == 0 or src == 0):
        return c.ub("null pointer")
    cells = _cells(c, dst, src, n)
    last = len(cells) - 1
    backwards = "memmove" in c.name and src < dst < src + n  # the overlap is copied from its end

    def copy(i: int) -> Tree:
        if i > last:
            return c.k(dst if c.ins is None or c.ins.dest >= 0 else None)
        off, ty = cells[last - i if backwards else i]
        n = size_of(ty) or 1
        return c.then(Read(NA, src + off, ty, c.mine(src + off, n)), ("r", i), lambda v: c.then(
            Write(NA, dst + off, v, ty, c.mine(dst + off, n)), ("w", i), lambda _: copy(i + 1)))
    return copy(0)


def _memset(c: Call, a: list[int]) -> Tree:
    dst, byte, n = a[0], a[1] & 0xFF, a[2]
    if c.m.modes.blocks:
        return c.then(MemSet(dst, byte, n), "set", lambda _: c.k(dst))
    if n and dst == 0:
        return c.ub("null pointer")
    cells = _cells(c, dst, dst, n, words=True)

    def write(i: int) -> Write:
        off, ty = cells[i]
        bits = 64 if ty == "ptr" else int(ty[1:])
        return Write(NA, dst + off, norm(int.from_bytes(bytes([byte]) * ((bits + 7) // 8),
                                                        "little"), bits), ty,
                     c.mine(dst + off, (bits + 7) // 8))
    return c.seq(_Lazy(len(cells), write), "set", lambda: c.k(dst))


class _Lazy:
    """``f(0), f(1), …, f(n - 1)``, each made when it is read."""

    __slots__ = ("f", "n")

    def __init__(self, n: int, f: Callable[[int], Any]) -> None:
        self.n, self.f = n, f

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i: int) -> Any:
        return self.f(i)


# --- the C library -----------------------------------------------------------------------------


def _malloc(c: Call, a: list[int]) -> Tree:
    if c.m.modes.heap:
        return c.then(Malloc(a[0] & 0xFFFFFFFFFFFFFFFF), "alloc", c.k)  # size_t
    if c.m.modes.checked:  # the allocations stage tracks the block
        return c.then(Allocate(a[0], "heap", c.site), "alloc", c.k)
    return c.then(Alloc(_rounded(a[0])), "alloc", c.k)


def _strdup(c: Call, a: list[int]) -> Tree:
    """``strdup``/``strndup`` (``a[1]``: the most bytes copied): a fresh heap string."""
    limit = a[1] & 0xFFFFFFFFFFFFFFFF if len(a) > 1 else MAX_STRING + 1

    def copy(s: bytes) -> Tree:
        if len(s) > MAX_STRING:
            return c.fail(f"string at {c.named(a[0], True)} longer than {MAX_STRING} bytes")
        return _heap_string(c, s, ("dup", s), c.k)
    return read_upto(c, a[0], limit, True, "s", copy)


def _heap_string(c: Call, text: bytes, step: Any, go: Callable[[Any], Tree]) -> Tree:
    """``text`` and a NUL in a fresh heap block (allocated as ``malloc`` does); then
    ``go(its address)``."""
    return _malloc(c.followed_by(lambda p: write_bytes(c, p, text + b"\0", "w", lambda: go(p)),
                                 step), [len(text) + 1])


def _free(c: Call, a: list[int]) -> Tree:
    if type(a[0]) is int and a[0] == 0:
        return c.k(None)
    if c.m.modes.heap:
        return c.then(Free(a[0]), "free", lambda _: c.k(None))
    if c.m.modes.checked:
        return c.then(Deallocate(address_of(a[0]), c.site), "free", lambda _: c.k(None))
    return c.k(None)


def _calloc(c: Call, a: list[int]) -> Tree:
    n = a[0] * a[1]
    if c.m.modes.heap and c.m.modes.blocks:
        return c.then(Malloc(n), "alloc", lambda p: c.then(
            MemSet(p, 0, n), "zero", lambda _: c.k(p)))
    alloc = Allocate(n, "heap", c.site) if c.m.modes.checked else Alloc(_rounded(n))
    return c.then(alloc, "alloc", lambda p: c.seq(
        [Write(NA, p + i, 0, "i8") for i in range(n)], "zero", lambda: c.k(p)))


def _realloc(c: Call, a: list[int]) -> Tree:
    """``realloc``: under the allocations stage, one ``Reallocate`` (the stage knows the old
    block's size); without it, a fresh block with ``size`` bytes copied from the old one
    (nothing is reclaimed).  Not under the two-phase model."""
    p, n = address_of(a[0]), a[1]
    if c.m.modes.heap:
        return c.fail("not supported under a model that consumes Malloc/Free")
    if p == 0:
        return _malloc(c, [n])
    if c.m.modes.checked:
        return c.then(Reallocate(p, n, c.site), "realloc", c.k)

    def copy(q: Any) -> Tree:
        def at(i: int) -> Tree:
            if i >= n:
                return c.k(q)
            return c.then(Read(NA, p + i, "i8"), ("r", i), lambda v: c.then(
                Write(NA, q + i, v, "i8"), ("w", i), lambda _: at(i + 1)))
        return at(0)
    return c.then(Alloc(_rounded(n)), "alloc", copy)


def _rounded(n: int) -> int:
    return max(16, -(-n // 16) * 16)


def _printf(c: Call, a: list[int]) -> Tree:
    return _format(c, a[0], a[1:], lambda text: c.then(
        Output(text.decode("latin-1")), "out", lambda _: c.k(len(text))))


def _format(c: Call, fmt_ptr: int, values: list[int], go: Callable[[bytes], Tree]) -> Tree:
    """Render a printf format with its arguments (reading the strings ``%s`` needs)."""
    def formatted(fmt: bytes) -> Tree:
        try:
            pieces = parse_format(fmt)
        except FormatError as exc:
            return c.fail(str(exc))
        kinds = argument_kinds(pieces)
        if len(values) < len(kinds):
            return c.ub(f"format {fmt!r} needs {len(kinds)} arguments, got {len(values)}")
        convs = arguments(pieces)

        def limit(i: int) -> int | None:
            """The precision of the ``%s`` of argument ``i``: at most that many bytes are
            read (C11 7.21.6.1p8)."""
            prec = convs[i].precision  # type: ignore[union-attr]
            if prec == -1:  # '*': the int argument before it
                star = address_of(values[i - 1])
                return star if type(star) is int and star >= 0 else None
            return prec

        def strings(i: int, got: tuple[int | bytes, ...]) -> Tree:
            while i < len(kinds) and kinds[i] != "str":
                got += (address_of(values[i]),)
                i += 1
            if i == len(kinds):
                try:
                    text = render(pieces, list(got))
                except FormatError as exc:
                    return c.fail(str(exc))
                return go(text)
            return c.cstring(values[i], ("s", i), lambda s: strings(i + 1, got + (s,)),
                             limit(i), convs[i].length == "l")  # type: ignore[union-attr]
        return strings(0, ())
    return c.cstring(fmt_ptr, "fmt", formatted)


def _asprintf(c: Call, a: list[int]) -> Tree:
    """``asprintf(&s, fmt, ...)``: the text in a fresh heap block (like ``malloc``'s),
    stored at ``s``; its length."""
    return _format(c, a[1], a[2:], lambda text: _heap_string(c, text, ("text", text), lambda p: c.then(
        Write(NA, a[0], p, "ptr"), "at", lambda _: c.k(len(text)))))


def _sprintf(c: Call, a: list[int]) -> Tree:
    return _format(c, a[1], a[2:], lambda text: write_bytes(
        c, a[0], text + b"\0", "w", lambda: c.k(len(text))))


def _snprintf(c: Call, a: list[int]) -> Tree:
    """At most ``n - 1`` bytes and a NUL; returns the length the whole text would have."""
    n = a[1] & 0xFFFFFFFFFFFFFFFF
    return _format(c, a[2], a[3:], lambda text: write_bytes(
        c, a[0], text[:n - 1] + b"\0" if n else b"", "w", lambda: c.k(len(text))))


def _puts(c: Call, a: list[int]) -> Tree:
    return c.cstring(a[0], "s", lambda s: c.then(
        Output((s + b"\n").decode("latin-1")), "out", lambda _: c.k(1)))


def _to(c: Call, stream: int, data: bytes, result: int) -> Tree:
    """Write ``data`` to a FILE*: stdout is the program's output, stderr its error stream
    (both part of the outcome, see :mod:`ctreelab.io_stage`)."""
    if stream == 0:
        return c.ub("write to a null FILE* stream")
    if stream not in (STREAMS["stdout"], STREAMS["stderr"]):
        return c.fail(f"unsupported stream {stream:#x} (only stdout and stderr)")
    if not data:
        return c.k(result)
    out = Output(data.decode("latin-1"), "stderr" if stream == STREAMS["stderr"] else "stdout")
    return c.then(out, "out", lambda _: c.k(result))


def _fprintf(c: Call, a: list[int]) -> Tree:
    return _format(c, a[1], a[2:], lambda text: _to(c, a[0], text, len(text)))


def _fwrite(c: Call, a: list[int]) -> Tree:
    ptr, n = a[0], a[1] * a[2]
    if n == 0:
        return c.k(0)
    return _bytes(c, ptr, n, lambda data: _to(c, a[3], data, a[2]))


def _bytes(c: Call, addr: int, n: int, go: Callable[[bytes], Tree]) -> Tree:
    def more(got: bytes) -> Tree:
        if len(got) == n:
            return go(got)

        def byte(b: Any) -> Tree:
            if type(b) is not int:
                return c.ub(f"byte at {c.named(addr + len(got))} is undefined")
            return more(got + bytes([b & 0xFF]))
        return c.then(Read(NA, addr + len(got), "i8"), ("b", got), byte)
    return more(b"")


def _putchar(c: Call, a: list[int]) -> Tree:
    return c.then(Output(chr(a[0] & 0xFF)), "out", lambda _: c.k(a[0] & 0xFF))


def _putc(c: Call, a: list[int]) -> Tree:
    """``putc(ch, stream)``, ``fputc``: the byte ``ch``; returns it (as unsigned char)."""
    return _to(c, a[1], bytes([a[0] & 0xFF]), a[0] & 0xFF)


def _fputs(c: Call, a: list[int]) -> Tree:
    """``fputs(s, stream)``: the string ``s``; returns 1."""
    return c.cstring(a[0], "s", lambda s: _to(c, a[1], s, 1))


def _overflow(c: Call, a: list[int]) -> Tree:
    """glibc's ``__overflow(stream, ch)``, which the inline ``putc_unlocked`` calls when the
    stream's buffer is full (always: see .streams): ``ch`` written as ``putc`` writes it;
    ``EOF`` writes nothing (a flush) and returns 0."""
    if norm(a[1], 32) == -1:
        return _to(c, a[0], b"", 0)
    return _putc(c, [a[1], a[0]])


def _exit(c: Call, a: list[int]) -> Tree:
    return halt(Exit(norm(a[0], 32)))


def _abort(c: Call, a: list[int]) -> Tree:
    return halt(AssertFail("abort", c.where))


def _assert_fail(c: Call, a: list[int]) -> Tree:
    return c.cstring(a[0], "msg", lambda msg: c.cstring(a[1], "file", lambda file: halt(
        AssertFail(msg.decode("latin-1"), f"{file.decode('latin-1')}:{a[2]}"))))


def _strlen(c: Call, a: list[int]) -> Tree:
    return c.cstring(a[0], "s", lambda s: c.k(len(s)))


# --- threads -----------------------------------------------------------------------------------


def _create(c: Call, handle_ptr: int, fn: int, arg: int,
            done: Callable[[], Tree] | None = None) -> Tree:
    """Spawn a thread running ``fn(arg)``, store its id at ``handle_ptr``, then ``done()``
    (default: return 0)."""
    start = c.m.defined_at(fn)
    if start is None:
        return c.ub(f"thread start {fn!r} is not a defined function")
    return c.then(Spawn(start.name, None, None, arg, sync=True), "spawn", lambda tid: c.then(
        Write(NA, handle_ptr, tid, "i64", c.private(0)), "handle",
        lambda _: c.k(0) if done is None else done()))


def _join(c: Call, h: int, result_ptr: int, result_ty: str) -> Tree:
    if type(h) is not int or h <= MAIN_TID:
        return c.ub(f"invalid thread handle {h}")

    def store(r: Any) -> Tree:
        if result_ptr == 0:
            return c.k(0)
        if result_ty == "i32" and type(r) is int:
            r = norm(r, 32)
        return c.then(Write(NA, result_ptr, r, result_ty, c.private(1)), "store",
                      lambda _: c.k(0))
    return c.then(Join(h, sync=True), "join", store)


LIBRARY: dict[str, Routine] = {
    "malloc": _malloc, "calloc": _calloc,
    "free": _free, "realloc": _realloc,
    "printf": _printf, "puts": _puts, "putchar": _putchar,
    "sprintf": _sprintf, "snprintf": _snprintf, "asprintf": _asprintf,
    "strdup": _strdup, "strndup": _strdup,
    "fprintf": _fprintf,
    # glibc's unlocked stdio (out of line at -O0; inline at -O1, calling __overflow) is
    # the locked one here
    **{name + unlocked: routine for unlocked in ("", "_unlocked") for name, routine in (
        ("putc", _putc), ("fputc", _putc), ("fputs", _fputs), ("fflush", lambda c, a: c.k(0)),
        ("fwrite", _fwrite))},
    "putchar_unlocked": _putchar, "__overflow": _overflow,
    # ThreadSanitizer's runtime start, called by the module constructor that clang's
    # -fsanitize=thread adds (cc.py compiles with it for its attribute): nothing to start
    "__tsan_init": lambda c, a: c.k(None),
    "exit": _exit, "_exit": _exit, "abort": _abort, "__assert_fail": _assert_fail,
    "strlen": _strlen,
    "pthread_create": lambda c, a: _create(c, a[0], a[2], a[3]),
    "thrd_create": lambda c, a: _create(c, a[0], a[1], a[2]),
    "pthread_join": lambda c, a: _join(c, a[0], a[1], "ptr"),
    "thrd_join": lambda c, a: _join(c, a[0], a[1], "i32"),
    "thrd_yield": lambda c, a: c.then(Yield(), "yield", lambda _: c.k(None)),
    "memcpy": _memcpy, "memmove": _memcpy, "memset": _memset,
    # C++'s operator new/delete (scalar, array, sized): malloc and free
    "_Znwm": _malloc, "_Znam": _malloc, "_ZdlPv": _free, "_ZdaPv": _free,
    "_ZdlPvm": _free, "_ZdaPvm": _free,
    "_ZSt9terminatev": _abort,  # std::terminate
    ASM_BARRIER: lambda c, a: c.k(None),  # asm volatile("" ::: "memory"): nothing to do
}
LIBRARY.update(STRINGS)
LIBRARY.update(PROCESS)
LIBRARY.update(STDLIB)
LIBRARY.update(CTYPE)
LIBRARY.update(KEYS)
LIBRARY.update(SIGNALS)
LIBRARY.update(clocale.LOCALE)
LIBRARY.update(ctime.TIME)
LIBRARY.update(JUMPS)
LIBRARY.update(cxx.routines(
    lambda c, handle, fn, arg: _create(c, handle, fn, arg, lambda: c.k(None)), _join))
LIBRARY.update(SYNC)
LIBRARY.update(errtext.MESSAGE_ROUTINES)
LIBRARY.update(varargs.va_routines({  # vprintf, vfprintf, vsprintf, vsnprintf
    "printf": (_printf, 0), "fprintf": (_fprintf, 1), "sprintf": (_sprintf, 1),
    "snprintf": (_snprintf, 2)}))
# flockfile and the like; then stdio under the streams' locks when a program uses them
LIBRARY.update(streams.LOCKS)
LIBRARY.update(streams.locked_stdio(LIBRARY))
