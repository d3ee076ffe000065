"""Variadic functions: ``va_start``/``va_arg``/``va_copy``/``va_end`` in the program's own
functions, and the ``v…printf`` family that reads a ``va_list``.

The x86-64 System V ABI, as clang compiles it: a ``va_list`` is one 24-byte
``__va_list_tag`` ``{i32 gp_offset, i32 fp_offset, ptr overflow_arg_area, ptr
reg_save_area}``, and clang lowers each ``va_arg`` into loads from it: from
``reg_save_area + gp_offset`` (integers and pointers) or ``+ fp_offset`` (doubles) while the
offsets are below 48 and 176, else from ``overflow_arg_area``, which it then advances by
the argument's 8-byte slot.

A call of a variadic function keeps its extra arguments with the callee (a register of its
own, :attr:`~.compile.Function.va`, with the IR type of each argument at the call site).
``va_start`` then lays them out as the ABI's overflow area would hold them — one 8-byte slot
each, in a fresh stack allocation of the callee's frame (released when it returns) — and
fills the ``va_list`` with ``gp_offset = 48`` and ``fp_offset = 176`` (every register
already used), so the compiled ``va_arg`` code reads every argument from that area.  The
``v…printf`` routines read the same slots, one per conversion of their format.

Not supported (a failure that says so): a target other than x86-64, a ``long double``
(``%Lf``; x86_fp80 is not modelled) and a structure passed by value (``byval``) as a variadic
argument.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ctreelab.allocations import Allocate
from ctreelab.events import Alloc, Ordering, Read, Write
from ctreelab.pointer import Ptr
from ctreelab.tree import Tree

from .floats import FLOAT_TYPES, FP, to_bits
from .printf import FLOAT_CONVS, Conversion, FormatError, arguments, parse_format
from .types import OtherT, Type, access_type

if TYPE_CHECKING:
    from .library import Call, Routine

NA = Ordering.not_atomic
SLOT = 8  # bytes of one argument in the overflow area
GP_USED, FP_USED = 48, 176  # va_list offsets past the register save area: every register used
VA_LIST = 24  # bytes of x86-64's __va_list_tag
_VARIADIC_CALL = re.compile(r"\.\.\.\)\*?\s*[@%]")  # call T (A, ...) @f(  /  (A, ...)* %p(
_TRIPLE = re.compile(r'^target triple = "([^"]*)"')


def target_supported(module_text: list[str]) -> str | None:
    """None when the module's target has the x86-64 ``va_list``, else what the target is."""
    for line in module_text[:40]:
        m = _TRIPLE.match(line)
        if m is not None:
            return None if m[1].startswith("x86_64") else m[1]
    return None  # no triple: the host's (clang on x86-64 here)


def call_types(text: str, types: list[Type]) -> tuple[str, ...]:
    """The slot type of each argument of a call whose callee type is variadic (``()``
    otherwise): an access type (``"i32"``, ``"ptr"``), ``"f64"``/``"f32"`` for a double or
    float, or ``"?"`` and what it is for an argument the overflow area cannot hold."""
    if _VARIADIC_CALL.search(text) is None:
        return ()
    if "byval(" in text:
        return tuple("?a structure passed by value" for _ in types)
    out = []
    for t in types:
        acc = access_type(t)
        if acc is None and isinstance(t, OtherT) and t.text in FLOAT_TYPES:
            acc = f"f{FLOAT_TYPES[t.text]}"
        out.append(acc if acc is not None else f"?{t}")
    return tuple(out)


def _stack_area(c: Call, size: int) -> Any:
    """The event that allocates ``size`` bytes in the frame of the function calling ``c``
    (as its ``alloca`` would)."""
    modes = c.m.modes
    if modes.exact:
        return Alloc(size)
    if modes.checked:
        fn, stack = c.frames if c.frames is not None else (None, None)
        return Allocate(size, "stack", f"variadic arguments of @{fn.name if fn else '?'}",
                        stack[6] if stack else 0)
    return Alloc(max(16, -(-size // 16) * 16))


def va_start(c: Call, a: list[Any]) -> Tree:
    """``llvm.va_start(ap)``; ``a[1]``: the function's variadic arguments as (slot type,
    value) pairs (see :mod:`.varargs`)."""
    if len(a) < 2:
        return c.fail("called in a function without variable arguments")
    ap, args = a[0], a[1] or ()
    bad = next((ty[1:] for ty, _ in args if ty[0] == "?"), None)
    if bad is not None:
        return c.fail(f"unsupported variadic argument: {bad}")
    if type(ap) is not int and type(ap) is not Ptr:
        return c.ub("va_list pointer is not defined")

    def laid_out(area: Any) -> Tree:
        writes = []
        for i, (ty, v) in enumerate(args):
            if ty[0] == "f":  # memory holds a double's IEEE encoding
                bits = int(ty[1:])
                ty = f"i{bits}"
                v = to_bits(v, bits) if type(v) is FP or type(v) is int else v
            writes.append(Write(NA, area + i * SLOT, v, ty))
        writes += [Write(NA, ap, FP_USED << 32 | GP_USED, "i64", c.private(0)),  # both offsets
                   Write(NA, ap + 8, area, "ptr", c.private(0)),
                   Write(NA, ap + 16, 0, "ptr", c.private(0))]
        return c.seq(writes, "va", lambda: c.k(None))
    return c.then(_stack_area(c, max(SLOT, len(args) * SLOT)), "va-area", laid_out)


def _slot_type(p: Conversion | None) -> str:
    """The access type a variadic argument is read with from a ``va_list`` (``"f64"``: a
    double, read as its 64 bits; ``p``: the conversion printing it, None for a ``*``)."""
    if p is None:
        return "i32"
    if p.conv in FLOAT_CONVS:
        return "f64"
    return "ptr" if p.conv in "sp" else "i64" if p.bits == 64 else "i32"


def with_va_list(routine: Routine, fmt_at: int) -> Routine:
    """The ``v…`` variant of a printf-like ``routine`` whose format is argument ``fmt_at``:
    the ``va_list`` after the format is read, one slot per conversion, and ``routine`` runs
    with those values in its place."""
    def v(c: Call, a: list[Any]) -> Tree:
        ap = a[fmt_at + 1]

        def formatted(fmt: bytes) -> Tree:
            try:
                convs = arguments(parse_format(fmt))
            except FormatError as exc:
                return c.fail(str(exc))
            if any(p is not None and p.length == "L" and p.conv in FLOAT_CONVS for p in convs):
                return c.fail("long double conversions (%Lf) are not supported")
            types = [_slot_type(p) for p in convs]
            return c.then(Read(NA, ap + 8, "ptr", c.private(fmt_at + 1)), "va-area", lambda area: slots(
                area, types, 0, ()))

        def slots(area: Any, types: list[str], i: int, got: tuple[Any, ...]) -> Tree:
            if i == len(types):  # the values read are part of the call's key from now on
                inner = c.followed_by(c.k, ("va", got))
                inner.privates = c.privates & frozenset(range(fmt_at + 1))  # not the va_list
                return routine(inner, list(a[:fmt_at + 1]) + list(got))
            ty = types[i]
            return c.then(Read(NA, area + i * SLOT, "i64" if ty == "f64" else ty),
                          ("va", i, got), lambda x: slots(area, types, i + 1, got + (x,)))
        return c.cstring(a[fmt_at], "vfmt", formatted)
    return v


def va_routines(printf_like: dict[str, tuple[Routine, int]]) -> dict[str, Routine]:
    """``v``-variants of the printf-like routines (name -> (routine, format position))."""
    return {"v" + name: with_va_list(routine, at) for name, (routine, at) in printf_like.items()}


def va_copy(copy: Callable[[Call, list[Any]], Tree]) -> Routine:
    """``llvm.va_copy(dst, src)``: the 24 bytes of the ``va_list``, by ``copy`` (memcpy)."""
    return lambda c, a: copy(c, [a[0], a[1], VA_LIST])
