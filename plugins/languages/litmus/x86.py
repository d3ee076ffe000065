"""The thread section of herd's ``X86`` and ``X86_64`` litmus tests.

The section is a table: a header row naming the threads, then rows of instructions, one
column per thread.  ``|`` separates the cells of a row and ``;`` ends every row (rows are
delimited by ``;``, not by line breaks)::

     P0          | P1          ;
     MOV [x],$1  | MOV [y],$1  ;
     MOV EAX,[y] | MOV EAX,[x] ;

Thread ``N`` runs the non-empty cells of column ``N`` top to bottom.  The header must name
``P0``, ``P1``, ... in order; one ``;`` may precede it (herd accepts ``{ x=0 };``), and a
row that is entirely blank counts as empty cells.  OCaml comments ``(* ... *)`` (nested)
may appear anywhere.

Syntax (as herd reads it):

* ``X86`` uses Intel operand order, ``MNEMONIC dst,src``: ``MOV [x],$1``, ``MOV EAX,[y]``.
  Registers are ``EAX EBX ECX EDX ESI EDI EBP ESP``; immediates are ``$1`` or ``1``;
  memory operands are ``[x]`` (the location ``x``) or ``[EBX]`` / ``(EBX)`` (the address
  held in a register).
* ``X86_64`` uses AT&T order, ``mnemonic src,dst``: ``movl $1,(x)``, ``movl (x),%eax``.
  Registers are written ``%rax`` (or bare ``rax``); memory operands are ``(x)``, ``[x]``,
  ``(%rbx)`` or ``0(%rbx)``.

Mnemonics and register names are case-insensitive; the size suffixes ``l`` and ``q``
(``movl``, ``xchgq``, ``addl``...) are accepted, ``b``/``w`` (8/16-bit) are unsupported.

Register names are normalised (see :func:`normalise_register`, also applied by the file
parser to init blocks and conditions so that both sides agree): ``X86`` registers are
upper-case 32-bit names (``EAX``); ``X86_64`` registers are lower-case 64-bit names without
``%`` (``%eax``, ``%rax``, ``eax`` → ``rax``), which is how herd prints them (``0:rax``).
Values are unbounded integers, so a 32-bit write is taken as a write of the whole register.

Mapping to the intermediate form (dst/src in Intel order; loads are acquire, stores release,
locked instructions and fences seq_cst — the standard x86 ↔ C11 correspondence):

==========================================  =================================================
``MOV r,[a]``                               ``Load(r, a, acquire)``
``MOV [a],r`` / ``MOV [a],$k``              ``Store(a, r / k, release)``
``MOV r,s`` / ``MOV r,$k``                  ``Assign(r, s / k)``
``ADD|SUB|AND|OR|XOR r,s|$k``               ``Assign(r, r op s|k)``
``INC r`` / ``DEC r``                       ``Assign(r, r ± 1)``
``XCHG [a],r`` / ``XCHG r,[a]`` (+LOCK)     ``Rmw(r, a, "xchg", r, seq_cst)`` (always locked)
``LOCK ADD|SUB|AND|OR|XOR [a],r|$k``        ``Rmw(None, a, op, r|k, seq_cst)``
``LOCK INC [a]`` / ``LOCK DEC [a]``         ``Rmw(None, a, "add"/"sub", 1, seq_cst)``
``LOCK XADD [a],r``                         ``Rmw(r, a, "add", r, seq_cst)``
``LOCK CMPXCHG [a],r``                      ``Cas(None, a, EAX/rax, r, seq_cst, seq_cst)``
``MFENCE``                                  ``FenceI(seq_cst)``
==========================================  =================================================

Errors: malformed or invalid x86 (bad operands, wrong operand counts, ``LOCK`` before an
instruction that cannot be locked, two memory operands) raise :class:`~.ast.LitmusError`;
valid x86 that is not modelled raises :class:`~.ast.Unsupported` naming the instruction:
``LFENCE``/``SFENCE``, jumps, labels, ``CMP``, ``CMOVC``, ``SETNB``, memory
read-modify-writes without ``LOCK``, arithmetic with a memory source, register-register
``XCHG``/``XADD``/``CMPXCHG``, 8/16-bit registers and instructions, address arithmetic
(``[x+4]``, ``4(%rax)``), numeric addresses and any other mnemonic.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Literal, NoReturn

from ctreelab.events import Ordering

from . import ast

# --- registers -------------------------------------------------------------------------------

_X86_REGS = frozenset({"EAX", "EBX", "ECX", "EDX", "ESI", "EDI", "EBP", "ESP"})
_X86_PARTIAL = frozenset(
    {"AX", "BX", "CX", "DX", "SI", "DI", "BP", "SP", "AL", "BL", "CL", "DL", "AH", "BH", "CH", "DH"}
)
_X86_SPECIAL = frozenset({"EIP", "ZF", "SF", "CF"})

_X64_BASE = ("ax", "bx", "cx", "dx", "si", "di", "bp", "sp")
_X64_FULL: dict[str, str] = {f"r{b}": f"r{b}" for b in _X64_BASE}
_X64_FULL.update({f"e{b}": f"r{b}" for b in _X64_BASE})
_X64_FULL.update({f"r{n}": f"r{n}" for n in range(8, 16)})
_X64_FULL.update({f"r{n}d": f"r{n}" for n in range(8, 16)})
_X64_PARTIAL = frozenset(
    list(_X64_BASE)
    + ["al", "bl", "cl", "dl", "ah", "bh", "ch", "dh", "sil", "dil", "bpl", "spl"]
    + [f"r{n}{s}" for n in range(8, 16) for s in ("w", "b")]
)

# The register CMPXCHG compares with.
_ACCUMULATOR = {"X86": "EAX", "X86_64": "rax"}


def normalise_register(name: str, arch: str) -> str:
    """The normal form of an ``X86``/``X86_64`` register name (in code, init and conditions).

    ``X86``: known 32-bit registers in upper case (``eax`` → ``EAX``).  ``X86_64``: known
    32/64-bit registers as their lower-case 64-bit name without ``%`` (``%eax`` → ``rax``).
    Other names are returned as written (without a leading ``%``)."""
    bare = name.removeprefix("%")
    if arch == "X86_64":
        return _X64_FULL.get(bare.lower(), bare)
    if bare.upper() in _X86_REGS:
        return bare.upper()
    return bare


# --- positions -------------------------------------------------------------------------------


class _Where:
    """Maps an offset of the section text to its 1-based position in the file."""

    def __init__(self, text: str, line: int, col: int) -> None:
        self._line, self._col = line, col
        self._newlines = [i for i, ch in enumerate(text) if ch == "\n"]

    def pos(self, offset: int) -> ast.Pos:
        k = bisect.bisect_left(self._newlines, offset)
        if k == 0:
            return ast.Pos(self._line, self._col + offset)
        return ast.Pos(self._line + k, offset - self._newlines[k - 1])


# --- operands --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Operand:
    kind: Literal["reg", "imm", "mem"]
    expr: ast.Expr  # Reg for "reg", Const for "imm", the address for "mem"
    text: str
    offset: int

    @property
    def reg(self) -> str:
        assert isinstance(self.expr, ast.Reg)
        return self.expr.name


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_NUMBER = re.compile(r"-?(0[xX][0-9a-fA-F]+|[0-9]+)\Z")
_OFFSET_DEREF = re.compile(r"(-?(?:0[xX][0-9a-fA-F]+|[0-9]+))\s*(\(.*)\Z", re.DOTALL)


def _int(text: str) -> int:
    digits = text.removeprefix("-")
    value = int(digits, 16 if digits[:2].lower() == "0x" else 10)
    return -value if text.startswith("-") else value


class _Context:
    """Per-section state: file, arch, positions; raises located errors."""

    def __init__(self, text: str, path: str, line: int, col: int, arch: str) -> None:
        if arch not in _ACCUMULATOR:
            raise ValueError(f"x86.parse_threads: arch must be X86 or X86_64, not {arch!r}")
        self.text, self.path, self.arch = text, path, arch
        self.where = _Where(text, line, col)

    def pos(self, offset: int) -> ast.Pos:
        return self.where.pos(offset)

    def error(self, offset: int, message: str) -> NoReturn:
        p = self.pos(offset)
        raise ast.LitmusError(self.path, p.line, p.col, message)

    def unsupported(self, offset: int, message: str) -> NoReturn:
        p = self.pos(offset)
        raise ast.Unsupported(self.path, p.line, p.col, message)

    # registers

    def register(self, name: str, offset: int, *, strict: bool = True) -> str | None:
        """The normal form of ``name`` if it is a register of this arch, else None.

        With ``strict`` (an operand that can only be a register), 8/16-bit and special
        registers are Unsupported; without it (a name inside ``[...]``, which may also be a
        location), only full-width registers and ``%``-prefixed names count as registers."""
        bare = name.removeprefix("%")
        if self.arch == "X86_64":
            strict = strict or name.startswith("%")
            low = bare.lower()
            if low in _X64_FULL:
                return _X64_FULL[low]
            if strict and low in _X64_PARTIAL:
                self.unsupported(offset, f"unsupported 8/16-bit register '{name}'")
            return None
        up = bare.upper()
        if up in _X86_REGS:
            return up
        if strict and up in _X86_PARTIAL:
            self.unsupported(offset, f"unsupported 8/16-bit register '{name}'")
        if strict and up in _X86_SPECIAL:
            self.unsupported(offset, f"unsupported use of register '{name}'")
        return None

    # operands

    def operand(self, text: str, offset: int) -> _Operand:
        if text.startswith(("[", "(")):
            return self._memory(text, offset, text)
        if text.startswith("$"):
            if not _NUMBER.match(text[1:].strip()):
                self.error(offset, f"expected an integer after '$', found '{text}'")
            return _Operand("imm", ast.Const(_int(text[1:].strip())), text, offset)
        if _NUMBER.match(text):
            return _Operand("imm", ast.Const(_int(text)), text, offset)
        if self.arch == "X86_64":
            m = _OFFSET_DEREF.match(text)
            if m:
                return self._offset_memory(text, offset, m)
        if text.startswith("%") and self.arch == "X86":
            self.unsupported(offset, f"unsupported symbolic register '{text}'")
        if text.startswith("%") or _NAME.match(text):
            reg = self.register(text, offset)
            if reg is not None:
                return _Operand("reg", ast.Reg(reg), text, offset)
            if text.startswith("%"):
                self.error(offset, f"unknown {self.arch} register '{text}'")
        self.error(
            offset,
            "expected a register, an immediate or a memory operand "
            f"({_EXAMPLES[self.arch]}), found '{text}'",
        )

    def _offset_memory(self, text: str, offset: int, m: re.Match[str]) -> _Operand:
        if _int(m.group(1)) != 0:
            self.unsupported(offset, f"unsupported address offset '{text}'")
        return self._memory(m.group(2), offset + m.start(2), text)

    def _memory(self, text: str, offset: int, whole: str) -> _Operand:
        close = "]" if text[0] == "[" else ")"
        if not text.endswith(close):
            self.error(offset + len(text), f"expected '{close}' to close '{text[0]}'")
        inner = text[1:-1].strip()
        if not inner:
            self.error(offset, f"expected a location or a register inside '{text}'")
        if any(ch in inner for ch in "+-*,"):
            self.unsupported(offset, f"unsupported address arithmetic '{whole}'")
        if _NUMBER.match(inner):
            self.unsupported(offset, f"unsupported numeric address '{whole}'")
        if inner.startswith("%") or _NAME.match(inner):
            reg = self.register(inner, offset, strict=False)
            if reg is not None:
                return _Operand("mem", ast.Reg(reg), whole, offset)
            if inner.startswith("%"):
                self.error(offset, f"unknown {self.arch} register '{inner}'")
            return _Operand("mem", ast.Loc(inner), whole, offset)
        self.error(offset, f"expected a location or a register inside '{text}', found '{inner}'")


_EXAMPLES = {"X86": "EAX, $1 or [x]", "X86_64": "%eax, $1 or (x)"}

# --- instructions ----------------------------------------------------------------------------

_ARITH = {"add": "+", "sub": "-", "and": "&", "or": "|", "xor": "^"}
_SUPPORTED = frozenset(["mov", "inc", "dec", "xchg", "xadd", "cmpxchg", "mfence", *_ARITH])
_LOCKABLE = frozenset(["inc", "dec", "xchg", "xadd", "cmpxchg", *_ARITH])
_SIZED = _SUPPORTED - {"mfence"} | {"cmp", "cmovc", "uxch", "neg", "not", "movnti"}
_MNEMONIC = re.compile(r"\s*([A-Za-z][A-Za-z0-9]*)")
_LABEL = re.compile(r"\s*[A-Za-z_][A-Za-z0-9_]*\s*:")


@dataclass(frozen=True, slots=True)
class _Cell:
    """One instruction as written: mnemonic (lower case, size suffix removed), operands."""

    text: str  # the whole instruction, whitespace collapsed (for messages)
    offset: int  # where the instruction starts (LOCK included)
    lock: bool
    mnemonic: str
    written: str  # the mnemonic as written (for messages)
    operands: tuple[_Operand, ...]


def _split_operands(text: str, offset: int, ctx: _Context) -> list[tuple[str, int]]:
    """Split ``text`` at the commas outside brackets/parentheses; (operand, offset) pairs."""
    parts: list[tuple[str, int]] = []
    opened: list[str] = []
    start = 0
    for i, ch in enumerate(text + ","):
        if ch in "[(":
            opened.append(ch)
        elif ch in "])" and opened:
            opened.pop()
        elif ch == "," and (not opened or i == len(text)):
            if opened:
                close = "]" if opened[-1] == "[" else ")"
                ctx.error(offset + i, f"expected '{close}' to close '{opened[-1]}'")
            raw = text[start:i]
            if not raw.strip():
                found = "end of the instruction" if i == len(text) else "','"
                ctx.error(offset + i, f"expected an operand, found {found}")
            parts.append((raw.strip(), offset + start + len(raw) - len(raw.lstrip())))
            start = i + 1
    return parts


def _read_cell(text: str, offset: int, ctx: _Context) -> _Cell:
    """Parse one non-empty cell (``text`` starts at ``offset`` in the section)."""
    collapsed = " ".join(text.split())
    start = offset + len(text) - len(text.lstrip())
    if _LABEL.match(text):
        ctx.unsupported(start, f"unsupported label in {ctx.arch} code '{collapsed}'")
    m = _MNEMONIC.match(text)
    if m is None:
        ctx.error(start, f"expected an instruction, found '{collapsed}'")
    lock = m.group(1).lower() == "lock"
    if lock:
        rest = m.end()
        m = _MNEMONIC.match(text, rest)
        if m is None:
            found = text[rest:].strip()
            what = f"'{found}'" if found else "end of the instruction"
            skipped = len(text[rest:]) - len(text[rest:].lstrip())
            ctx.error(offset + rest + skipped, f"expected an instruction after LOCK, found {what}")
    written = m.group(1)
    mnemonic = _base_mnemonic(written, collapsed, start, ctx)
    operand_text = text[m.end():]
    operands: list[_Operand] = []
    if operand_text.strip():
        for part, where in _split_operands(operand_text, offset + m.end(), ctx):
            operands.append(ctx.operand(part, where))
    return _Cell(collapsed, start, lock, mnemonic, written, tuple(operands))


def _base_mnemonic(written: str, collapsed: str, offset: int, ctx: _Context) -> str:
    """The lower-case mnemonic without its size suffix; Unsupported if not modelled."""
    low = written.lower()
    if low not in _SUPPORTED and low[-1:] in ("b", "w", "l", "q") and low[:-1] in _SIZED:
        if low[-1] in ("b", "w"):
            ctx.unsupported(offset, f"unsupported 8/16-bit {ctx.arch} instruction '{collapsed}'")
        low = low[:-1]
    if low not in _SUPPORTED:
        ctx.unsupported(offset, f"unsupported {ctx.arch} instruction '{collapsed}'")
    return low


class _Builder:
    """Turns cells into instructions for one thread, tracking assigned registers."""

    def __init__(self, ctx: _Context) -> None:
        self.ctx = ctx
        self.code: list[ast.Instr] = []
        self.assigned: dict[str, None] = {}

    def add(self, cell: _Cell) -> None:
        ops = cell.operands
        if cell.lock and cell.mnemonic not in _LOCKABLE:
            self.ctx.error(cell.offset, f"LOCK cannot prefix {cell.written}")
        if cell.mnemonic == "mfence":
            self._arity(cell, 0)
            self._emit(ast.FenceI(Ordering.seq_cst, self.ctx.pos(cell.offset)))
            return
        if cell.mnemonic in ("inc", "dec"):
            self._arity(cell, 1)
            self._inc_dec(cell, ops[0])
            return
        self._arity(cell, 2)
        if self.ctx.arch == "X86_64":
            src, dst = ops
        else:
            dst, src = ops
        if cell.mnemonic == "mov":
            self._mov(cell, dst, src)
        elif cell.mnemonic in _ARITH:
            self._arith(cell, dst, src)
        else:
            self._exchange(cell, dst, src)

    # helpers

    def _emit(self, instr: ast.Instr) -> None:
        self.code.append(instr)

    def _assign(self, reg: str) -> None:
        self.assigned.setdefault(reg, None)

    def _arity(self, cell: _Cell, n: int) -> None:
        if len(cell.operands) != n:
            word = "operand" if n == 1 else "operands"
            self.ctx.error(
                cell.offset,
                f"{cell.written} takes {n} {word}, found {len(cell.operands)} in '{cell.text}'",
            )

    def _unsupported(self, cell: _Cell, why: str) -> NoReturn:
        self.ctx.unsupported(
            cell.offset, f"unsupported {self.ctx.arch} instruction '{cell.text}' ({why})"
        )

    # instruction families

    def _check_operands(self, cell: _Cell, dst: _Operand, src: _Operand) -> None:
        if dst.kind == "imm":
            self.ctx.error(dst.offset, f"the destination of {cell.written} cannot be an immediate")
        if dst.kind == "mem" and src.kind == "mem":
            self.ctx.error(cell.offset, f"{cell.written} cannot have two memory operands")

    def _mov(self, cell: _Cell, dst: _Operand, src: _Operand) -> None:
        pos = self.ctx.pos(cell.offset)
        self._check_operands(cell, dst, src)
        if dst.kind == "mem":
            self._emit(ast.Store(dst.expr, src.expr, Ordering.release, pos))
        elif src.kind == "mem":
            self._emit(ast.Load(dst.reg, src.expr, Ordering.acquire, pos))
            self._assign(dst.reg)
        else:
            self._emit(ast.Assign(dst.reg, src.expr, pos))
            self._assign(dst.reg)

    def _arith(self, cell: _Cell, dst: _Operand, src: _Operand) -> None:
        pos = self.ctx.pos(cell.offset)
        self._check_operands(cell, dst, src)
        if dst.kind == "mem":
            if not cell.lock:
                self._unsupported(cell, "read-modify-write on memory without LOCK")
            self._emit(ast.Rmw(None, dst.expr, cell.mnemonic, src.expr, Ordering.seq_cst, pos))
            return
        if cell.lock:
            self.ctx.error(cell.offset, f"LOCK {cell.written} needs a memory destination")
        if src.kind == "mem":
            self._unsupported(cell, "arithmetic with a memory operand")
        expr = ast.Bin(_ARITH[cell.mnemonic], ast.Reg(dst.reg), src.expr)
        self._emit(ast.Assign(dst.reg, expr, pos))
        self._assign(dst.reg)

    def _inc_dec(self, cell: _Cell, target: _Operand) -> None:
        pos = self.ctx.pos(cell.offset)
        op = "add" if cell.mnemonic == "inc" else "sub"
        if target.kind == "imm":
            self.ctx.error(target.offset, f"the operand of {cell.written} cannot be an immediate")
        if target.kind == "mem":
            if not cell.lock:
                self._unsupported(cell, "read-modify-write on memory without LOCK")
            self._emit(ast.Rmw(None, target.expr, op, ast.Const(1), Ordering.seq_cst, pos))
            return
        if cell.lock:
            self.ctx.error(cell.offset, f"LOCK {cell.written} needs a memory destination")
        expr = ast.Bin(_ARITH[op], ast.Reg(target.reg), ast.Const(1))
        self._emit(ast.Assign(target.reg, expr, pos))
        self._assign(target.reg)

    def _exchange(self, cell: _Cell, a: _Operand, b: _Operand) -> None:
        """XCHG, XADD, CMPXCHG: one memory and one register operand, in either order."""
        kinds = {a.kind, b.kind}
        if "imm" in kinds:
            bad = a if a.kind == "imm" else b
            self.ctx.error(bad.offset, f"{cell.written} cannot take an immediate operand")
        if kinds == {"mem"}:
            self.ctx.error(cell.offset, f"{cell.written} cannot have two memory operands")
        if kinds == {"reg"}:
            self._unsupported(cell, "register-register form")
        mem, reg = (a, b) if a.kind == "mem" else (b, a)
        pos = self.ctx.pos(cell.offset)
        if cell.mnemonic == "xchg":
            instr: ast.Instr = ast.Rmw(
                reg.reg, mem.expr, "xchg", reg.expr, Ordering.seq_cst, pos
            )
            self._assign(reg.reg)
        elif not cell.lock:
            self._unsupported(cell, "read-modify-write on memory without LOCK")
        elif cell.mnemonic == "xadd":
            instr = ast.Rmw(reg.reg, mem.expr, "add", reg.expr, Ordering.seq_cst, pos)
            self._assign(reg.reg)
        else:
            acc = _ACCUMULATOR[self.ctx.arch]
            instr = ast.Cas(
                None, mem.expr, acc, reg.expr, Ordering.seq_cst, Ordering.seq_cst, False, pos
            )
            self._assign(acc)
        self._emit(instr)


# --- the table -------------------------------------------------------------------------------


_COMMENT_OPEN, _COMMENT_CLOSE = "(*", "*)"


def _blank_comments(text: str, ctx: _Context) -> str:
    """``text`` with every (nested) ``(* ... *)`` comment replaced by spaces (newlines kept)."""
    out = list(text)
    i, depth, opened = 0, 0, 0
    while i < len(text):
        two = text[i : i + 2]
        if two == _COMMENT_OPEN:
            if depth == 0:
                opened = i
            depth += 1
        elif two == _COMMENT_CLOSE and depth > 0:
            depth -= 1
            out[i] = out[i + 1] = " "
            i += 2
            continue
        if depth > 0:
            out[i] = out[i] if out[i] == "\n" else " "
            if two == _COMMENT_OPEN:
                out[i + 1] = " "
                i += 2
                continue
        i += 1
    if depth > 0:
        ctx.error(opened, "unterminated comment: expected '*)'")
    return "".join(out)


def _segments(text: str, sep: str, start: int, end: int) -> list[tuple[int, int]]:
    """The (start, end) spans of ``text[start:end]`` split at ``sep``."""
    spans, begin = [], start
    i = text.find(sep, start, end)
    while i != -1:
        spans.append((begin, i))
        begin = i + 1
        i = text.find(sep, begin, end)
    spans.append((begin, end))
    return spans


def _header(text: str, rows: list[tuple[int, int]], ctx: _Context) -> list[tuple[int, int]]:
    """Parse the ``P0 | P1 ... ;`` row; returns the header cells' (tid, offset)."""
    cells = _segments(text, "|", *rows[0])
    threads: list[tuple[int, int]] = []
    for tid, (a, b) in enumerate(cells):
        cell = text[a:b]
        where = a + len(cell) - len(cell.lstrip())
        if cell.strip() != f"P{tid}":
            found = f"'{cell.strip()}'" if cell.strip() else "an empty cell"
            ctx.error(where, f"expected P{tid} in the thread header, found {found}")
        threads.append((tid, where))
    return threads


def _rows(text: str, ctx: _Context) -> list[tuple[int, int]]:
    """The rows (``;``-terminated spans), without the blank ones before the header."""
    rows = _segments(text, ";", 0, len(text))
    last_start, last_end = rows.pop()
    tail = text[last_start:last_end]
    if tail.strip():
        ctx.error(last_start + len(tail.rstrip()), "expected ';' at the end of the row")
    while rows and not text[rows[0][0] : rows[0][1]].strip():
        rows.pop(0)
    if not rows:
        expected = "expected the thread header 'P0 | P1 | ... ;'"
        ctx.error(len(text), f"{expected}, found end of the thread section")
    return rows


def parse_threads(
    text: str, path: str, line: int, col: int, *, arch: str = "X86"
) -> tuple[ast.Thread, ...]:
    """Parse the thread section ``text`` of an ``arch`` ("X86" or "X86_64") litmus test.

    ``(line, col)`` is the 1-based position of ``text[0]`` in the file ``path``."""
    ctx = _Context(text, path, line, col, arch)
    clean = _blank_comments(text, ctx)
    rows = _rows(clean, ctx)
    header = _header(clean, rows, ctx)
    builders = [_Builder(ctx) for _ in header]
    for start, end in rows[1:]:
        if not clean[start:end].strip():
            continue
        cells = _segments(clean, "|", start, end)
        if len(cells) != len(header):
            where = cells[len(header)][0] - 1 if len(cells) > len(header) else end
            ctx.error(where, f"expected {len(header)} columns (one per thread), found {len(cells)}")
        for builder, (a, b) in zip(builders, cells):
            if clean[a:b].strip():
                builder.add(_read_cell(clean[a:b], a, ctx))
    return tuple(
        ast.Thread(tid, tuple(b.code), tuple(b.assigned), ctx.pos(where))
        for (tid, where), b in zip(header, builders)
    )
