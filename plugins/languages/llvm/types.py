"""LLVM types, their memory layout, and a reader for their textual form.

Types are frozen dataclasses.  Sizes, alignments and field offsets follow the module's
data layout string (x86-64 defaults when a rule is missing): integers round up to a power of
two bytes, structs pad fields to their alignment, arrays repeat their element's alloc size.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

IPTR_BITS = 127  # the marker width of the paper's ``iptr`` (see .twophase)


class Type:
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class IntT(Type):
    bits: int

    def __str__(self) -> str:
        return "iptr" if self.bits == IPTR_BITS else f"i{self.bits}"


@dataclass(frozen=True, slots=True)
class PtrT(Type):
    def __str__(self) -> str:
        return "ptr"


@dataclass(frozen=True, slots=True)
class ArrayT(Type):
    n: int
    elem: Type

    def __str__(self) -> str:
        return f"[{self.n} x {self.elem}]"


@dataclass(frozen=True, slots=True)
class VectorT(Type):
    n: int
    elem: Type

    def __str__(self) -> str:
        return f"<{self.n} x {self.elem}>"


@dataclass(frozen=True)
class StructT(Type):
    fields: tuple[Type, ...]
    packed: bool = False
    name: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        if self.name:
            return f"%{self.name}"
        inner = "{ " + ", ".join(map(str, self.fields)) + " }" if self.fields else "{}"
        return f"<{inner}>" if self.packed else inner

    def __hash__(self) -> int:
        return hash((self.fields, self.packed))


AGGREGATES = (VectorT, StructT, ArrayT)  # types loaded and stored leaf by leaf


@dataclass(frozen=True, slots=True)
class OtherT(Type):
    """A type the interpreter carries but cannot compute with (void, label, float, …)."""

    text: str

    def __str__(self) -> str:
        return self.text


VOID = OtherT("void")
PTR = PtrT()
I1, I8, I32, I64 = IntT(1), IntT(8), IntT(32), IntT(64)


_ACCESS: dict[int, str] = {}  # bits -> the access type's name (asked at every access)


def access_type(t: Type) -> str | None:
    """The kernel's access type of a scalar (``"i32"``, ``"ptr"``), None for others."""
    if type(t) is IntT:
        name = _ACCESS.get(t.bits)
        if name is None:
            name = _ACCESS[t.bits] = str(t)
        return name
    if type(t) is PtrT:
        return "ptr"
    return None


# --- layout -------------------------------------------------------------------------------


class DataLayout:
    """Sizes and alignments from a data layout string (``e-m:e-i64:64-…``)."""

    def __init__(self, text: str) -> None:
        # LangRef's defaults (i64:32:64) unless the module's layout says otherwise
        self.int_align = {1: 1, 8: 1, 16: 2, 32: 4, 64: 4, 128: 16}
        self.ptr_size = 8
        for part in text.split("-"):
            m = re.fullmatch(r"i(\d+):(\d+)(?::\d+)?", part)
            if m:
                self.int_align[int(m[1])] = int(m[2]) // 8
            m = re.fullmatch(r"p(?:0)?:(\d+):(\d+)(?::\d+)*", part)
            if m:
                self.ptr_size = int(m[1]) // 8
        self._cache: dict[Type, tuple[int, int]] = {}

    def size(self, t: Type) -> int:
        """The alloc size of ``t`` in bytes (what GEP strides by)."""
        return self._layout(t)[0]

    def align(self, t: Type) -> int:
        return self._layout(t)[1]

    def store_size(self, t: Type) -> int:
        if type(t) is IntT and t.bits != IPTR_BITS:
            return (t.bits + 7) // 8
        return self.size(t)

    def offsets(self, t: StructT) -> tuple[int, ...]:
        offs, pos = [], 0
        for f in t.fields:
            if not t.packed:
                pos = _round(pos, self.align(f))
            offs.append(pos)
            pos += self.size(f)
        return tuple(offs)

    def _layout(self, t: Type) -> tuple[int, int]:
        got = self._cache.get(t)
        if got is not None:
            return got
        match t:
            case IntT(bits=b) if b == IPTR_BITS:  # iptr: as wide as a pointer
                got = (self.ptr_size, self.ptr_size)
            case IntT(bits=b):
                nbytes = 1
                while nbytes * 8 < b:
                    nbytes *= 2
                align = self.int_align.get(b) or min(nbytes, 16)
                got = (_round(nbytes, align), align)
            case PtrT():
                got = (self.ptr_size, self.ptr_size)
            case ArrayT(n=n, elem=e) | VectorT(n=n, elem=e):
                got = (n * self.size(e), self.align(e))
            case StructT():
                offs = self.offsets(t)
                align = 1 if t.packed else max((self.align(f) for f in t.fields), default=1)
                end = offs[-1] + self.size(t.fields[-1]) if t.fields else 0
                got = (_round(end, align), align)
            case OtherT(text="double") | OtherT(text="i64"):
                got = (8, 8)
            case OtherT(text="float"):
                got = (4, 4)
            case OtherT(text="half") | OtherT(text="bfloat"):  # laid out, never computed
                got = (2, 2)
            case OtherT(text="x86_fp80") | OtherT(text="fp128") | OtherT(text="ppc_fp128"):
                got = (16, 16)
            case _:
                raise TypeError(f"type {t} has no size")
        self._cache[t] = got
        return got

    def scalars(self, t: Type, base: int = 0) -> list[tuple[int, Type]]:
        """The (offset, scalar type) of every integer/pointer inside ``t``, in order."""
        out: list[tuple[int, Type]] = []
        todo: list[tuple[int, Type]] = [(base, t)]
        while todo:
            off, ty = todo.pop()
            match ty:
                case IntT() | PtrT():
                    out.append((off, ty))
                case OtherT(text="float"):  # floats are stored as their IEEE encoding
                    out.append((off, I32))
                case OtherT(text="double"):
                    out.append((off, I64))
                case ArrayT(n=n, elem=e) | VectorT(n=n, elem=e):
                    step = self.size(e)
                    todo.extend((off + i * step, e) for i in reversed(range(n)))
                case StructT():
                    todo.extend((off + o, f) for o, f in reversed(list(zip(self.offsets(ty), ty.fields))))
                case _:
                    raise TypeError(f"type {ty} cannot be stored by this interpreter")
        return out


def _round(n: int, align: int) -> int:
    return (n + align - 1) // align * align


# --- reading types ------------------------------------------------------------------------

TOKEN = re.compile(r"""
    \s*(?:
      (?P<str>c?"[^"]*")
    | (?P<name>[%@](?:[-\w.$]+|"[^"]*"))
    | (?P<word>[A-Za-z_$.][-\w.$]*)
    | (?P<num>-?\d+(?:\.\d+(?:e[-+]?\d+)?)?|0x[0-9A-Fa-f]+)
    | (?P<meta>![-\w.$]*)
    | (?P<punct>\.\.\.|[][(){}<>,=*:#])
    )""", re.VERBOSE)


class Tokens:
    """A cursor over the tokens of one line of LLVM assembly."""

    def __init__(self, text: str) -> None:
        self.items: list[str] = []
        pos = 0
        text = text.rstrip()
        while pos < len(text):
            m = TOKEN.match(text, pos)
            if m is None or m.end() == pos:
                if text[pos:].strip() == "":
                    break
                raise SyntaxError(f"cannot read {text[pos:pos + 20]!r}")
            self.items.append(m.group(m.lastgroup or ""))
            pos = m.end()
        self.i = 0

    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.items[j] if j < len(self.items) else ""

    def next(self) -> str:
        tok = self.peek()
        self.i += 1
        return tok

    def take(self, tok: str) -> bool:
        if self.peek() == tok:
            self.i += 1
            return True
        return False

    def expect(self, tok: str) -> None:
        if not self.take(tok):
            raise SyntaxError(f"expected {tok!r}, found {self.peek()!r}")

    def skip_group(self) -> None:
        """Skip a parenthesised group, ``(`` included."""
        self.expect("(")
        depth = 1
        while depth:
            tok = self.next()
            if tok == "":
                raise SyntaxError("unbalanced parentheses")
            depth += {"(": 1, ")": -1}.get(tok, 0)

    def skip_gep_flags(self) -> None:
        """Skip ``getelementptr``'s flags (``inbounds``, ``nuw``, ``nusw``, ``inrange(…)``)."""
        while self.peek() in ("inbounds", "nuw", "nusw", "inrange"):
            if self.next() == "inrange":
                self.skip_group()

    def rest(self) -> list[str]:
        return self.items[self.i:]


MAX_TYPE_DEPTH = 256  # aggregates nested deeper than this are refused (named ones included)


def type_name(tok: str) -> str:
    """The name of a ``%name`` or ``%"quoted name"`` token, without ``%`` and quotes."""
    return tok[1:].strip('"')


def read_type(toks: Tokens, named: dict[str, StructT]) -> Type:
    """Read one type; iterative: the aggregates still open are on a stack of
    ``(kind, count, fields)``, kind being ``[``, ``<`` (a vector), ``{`` or ``<{``."""
    open_: list[tuple[str, int, list[Type]]] = []
    while True:
        tok = toks.next()
        t: Type | None = None
        if tok in ("[", "<") and toks.peek() != "{":
            n = int(toks.next())
            toks.expect("x")
            open_.append((tok, n, []))
        elif tok in ("{", "<"):
            if tok == "<":
                toks.expect("{")
                tok = "<{"
            if toks.take("}"):
                if tok == "<{":
                    toks.expect(">")
                t = StructT((), packed=tok == "<{")
            else:
                open_.append((tok, 0, []))
        elif re.fullmatch(r"i\d+", tok):
            t = IntT(int(tok[1:]))
        elif tok == "ptr":
            t = PTR
            if toks.peek() == "addrspace":
                toks.next()
                toks.skip_group()
        elif tok.startswith("%"):
            name = type_name(tok)
            if name not in named:
                raise SyntaxError(f"unknown type {tok}")
            # a pointer to it or a function type returning it: no need to resolve it
            t = OtherT("named") if toks.peek() in ("*", "(") else named[name]
        elif tok in ("void", "label", "metadata", "float", "double", "half", "x86_fp80", "fp128",
                     "token", "opaque"):
            t = OtherT(tok)
        else:
            raise SyntaxError(f"expected a type, found {tok!r}")
        if len(open_) > MAX_TYPE_DEPTH:
            raise SyntaxError(f"type nested more than {MAX_TYPE_DEPTH} deep")
        while t is not None:
            t = _suffixes(toks, t)
            if not open_:
                return t
            kind, n, fields = open_[-1]
            if kind == "[" or kind == "<":
                toks.expect("]" if kind == "[" else ">")
                open_.pop()
                t = ArrayT(n, t) if kind == "[" else VectorT(n, t)
                continue
            fields.append(t)
            if toks.take(","):
                break  # the next field
            toks.expect("}")
            if kind == "<{":
                toks.expect(">")
            open_.pop()
            t = StructT(tuple(fields), packed=kind == "<{")


def _suffixes(toks: Tokens, t: Type) -> Type:
    """``t`` followed by typed-pointer stars and function-type parameter lists."""
    while toks.peek() in ("*", "("):
        if toks.take("*"):
            t = PTR
            continue
        toks.skip_group()
        t = OtherT("function")
    return t


def parse_type(text: str, named: dict[str, StructT]) -> Type:
    return read_type(Tokens(text), named)
