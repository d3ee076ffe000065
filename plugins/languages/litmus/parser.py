"""herd7 ``.litmus`` files: the whole-file structure, for the C, X86 and X86_64 dialects.

A file has five parts (``{ x }`` is repetition, ``[ x ]`` an option)::

    file      ::= header { metadata } init threads [ locations ] [ filter ] condition
                  [ ';' ] [ 'with' kind { ';' kind } [ ';' ] ] [ '<<' anything ]
    header    ::= ARCH NAME [ '(' texname ')' ] [ STRING ] [ ';' ]   (* one line: X86 SB *)
    metadata  ::= STRING | KEY '=' rest-of-line                  ("PodWR Fre", Cycle=...)
    init      ::= '{' [ entry { ';' entry } [ ';' ] ] '}'
    entry     ::= { TYPE | '*' } loc [ '=' [ '&' ] value ]        (* no value: 0 *)
    loc       ::= NAME | '[' NAME ']' | reg
    reg       ::= ( INT | 'P' INT ) ':' ( NAME | '%' NAME )      (* 0:EAX, P1:r0, 0:%rax *)
    value     ::= INT | NAME | 'ATOMIC_INIT' '(' INT ')'          (* a NAME is its address *)
    threads   ::= everything up to the first keyword of the final clauses (below)
    locations ::= 'locations' '[' [ target { ';' target } [ ';' ] ] ']'
    filter    ::= 'filter' prop                                   (* Unsupported *)
    condition ::= ( 'exists' | '~' 'exists' | 'forall' | 'final' ) prop
    prop      ::= prop '\\/' prop | prop '/\\' prop | prop '=>' prop | ( '~' | 'not' ) prop
                | '(' prop ')' | 'true' | 'false' | atom
    atom      ::= target ( '=' | '==' ) value | target ( '!=' | '<>' ) value
    target    ::= reg | NAME | '[' NAME ']'
    kind      ::= NAME ':' ( 'exists' | '~' 'exists' | 'forall' )  (* expected verdicts,
                                                                       ignored *)

ARCH is case-sensitive (``C``, ``X86``, ``X86_64``; anything else is Unsupported); INT is
decimal or ``0x`` hexadecimal, optionally negative.  OCaml comments ``(* ... *)`` (nested)
may appear anywhere outside C code.  ``final`` is herd's old spelling of ``exists``.
Precedence, as in herd: ``~`` binds tightest, then ``=>`` (right-associative), then ``/\\``,
then ``\\/`` (both left-associative); ``a => b`` is read as ``~a \\/ b``, ``false`` as
``~true``.  A ``with`` list (herd's per-model expected verdicts) and anything from ``<<`` on
(herd's old display directives) are skipped.

The thread section is located like herd's splitter does: it ends at the first keyword
``exists``, ``~exists``, ``forall``, ``final``, ``locations``, ``filter``, ``observed`` or
``cases`` that stands as a whole word outside comments and string literals (for C, ``//``
and ``/* */`` comments; for X86, ``(* *)``), or, for X86, at ``<<``.  It is handed to the
dialect's parser:
:func:`.x86.parse_threads` for ``X86``/``X86_64``, :func:`.c.parse_threads` for ``C``.

Meaning:

* ``init_locs`` lists every shared location the test mentions, in order of first appearance:
  the init block, then the threads' code (every :class:`~.ast.Loc` in an instruction), then
  the ``locations`` clause, then the condition; a location not initialised starts at 0.  A
  location's value may be an address (``p=x``, ``int* p = &x``: ``Loc("x")``).
* ``0:EAX=1`` / ``0:EAX=x`` entries go to ``init_regs``; a thread that reads an initialised
  register it never assigns gets it appended to ``Thread.registers``.
* X86/X86_64 register names in init blocks and conditions are normalised like those of the
  code (:func:`.x86.normalise_register`: ``EAX``; ``rax`` for ``%eax``/``eax``/``rax``).
* ``Condition.quantifier`` is ``exists``, ``~exists`` or ``forall`` (``final`` → ``exists``);
  ``Condition.text`` is the condition as written (from the quantifier to the end of the
  proposition), comments dropped and whitespace collapsed.

Errors: :class:`~.ast.LitmusError` ``file:line:col: message`` for malformed input (saying
what was expected and what was found), :class:`~.ast.Unsupported` for herd constructs that
ctreelab does not handle (other architectures, ``filter``, ``observed``, arrays,
comparisons between two locations, ``fault(...)``).  A test without a condition is an error
(herd would read it as ``forall true``).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import NoReturn

from ctreelab.budget import poll
from ctreelab.inputfile import InputFileError, read_text

from . import ast, x86

SUPPORTED_ARCHS = ("C", "X86", "X86_64")
MAX_NESTING = 100  # parentheses / negations in a condition

_THREAD_KEYWORDS = frozenset(
    {"exists", "forall", "final", "locations", "filter", "observed", "Observed", "cases"}
)
_CONDITION = "a condition (exists, ~exists, forall or final)"


# --- source positions ------------------------------------------------------------------------


class _Source:
    """The file text, its name, offset → (line, col) mapping and located errors."""

    def __init__(self, text: str, path: str) -> None:
        self.text, self.path = text, path
        self._newlines = [i for i, ch in enumerate(text) if ch == "\n"]

    def pos(self, offset: int) -> ast.Pos:
        k = bisect.bisect_left(self._newlines, offset)
        start = self._newlines[k - 1] + 1 if k else 0
        return ast.Pos(k + 1, offset - start + 1)

    def error(self, offset: int, message: str) -> NoReturn:
        p = self.pos(offset)
        raise ast.LitmusError(self.path, p.line, p.col, message)

    def unsupported(self, offset: int, message: str) -> NoReturn:
        p = self.pos(offset)
        raise ast.Unsupported(self.path, p.line, p.col, message)

    def skip_comment(self, i: int) -> int:
        """``text[i:]`` starts with ``(*``: the offset after the matching ``*)``."""
        text, depth, start = self.text, 0, i
        while i < len(text):
            if text.startswith("(*", i):
                depth, i = depth + 1, i + 2
            elif text.startswith("*)", i):
                depth, i = depth - 1, i + 2
                if depth == 0:
                    return i
            else:
                i += 1
        self.error(start, "unterminated comment: expected '*)'")

    def skip_string(self, i: int) -> int:
        """``text[i]`` is ``"``: the offset after the closing quote (herd: no escapes)."""
        end = self.text.find('"', i + 1)
        if end == -1:
            self.error(i, "unterminated string: expected '\"'")
        return end + 1

    def describe(self, i: int, end: int | None = None) -> str:
        """What is at offset ``i``, for "found ..." messages."""
        end = len(self.text) if end is None else end
        if i >= end:
            return "end of file"
        word = re.match(r"[A-Za-z0-9_]+|\S", self.text[i:end])
        return f"'{word.group()}'" if word else "end of file"


# --- tokens (init block and final clauses) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Tok:
    kind: str  # "name", "num", "sreg" (%name), "punct"; "eof" at the end or at "<<"
    text: str
    start: int
    end: int

    def describe(self) -> str:
        return f"'{self.text}'" if self.text else "end of file"

    def is_(self, text: str) -> bool:
        return self.kind != "eof" and self.text == text


_TOKEN = re.compile(
    r"(?P<num>-?(?:0[xX][0-9a-fA-F]+|[0-9]+))(?![A-Za-z0-9_])"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_.]*)"
    r"|(?P<sreg>%[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<punct>/\\|\\/|=>|==|!=|<>|[=~()\[\]{};:,*&])"
)


def _tokenize(
    src: _Source, start: int, end: int, *, stop_at_shift: bool = False
) -> tuple[list[_Tok], list[tuple[int, int]]]:
    """Tokens of ``text[start:end]`` and the spans of the comments skipped.

    With ``stop_at_shift``, a ``<<`` outside comments ends the tokens (an "eof" token whose
    text is "<<"): herd ignores everything from there on."""
    text, toks, comments, i = src.text, [], [], start
    count = 0
    while i < end:
        count += 1
        if not count & 4095:
            poll()  # the budget (--timeout, --max-memory) holds while loading
        ch = text[i]
        if ch.isspace() or ch == "\ufeff":
            i += 1
            continue
        if text.startswith("(*", i):
            j = src.skip_comment(i)
            comments.append((i, j))
            i = j
            continue
        if stop_at_shift and text.startswith("<<", i):
            toks.append(_Tok("eof", "<<", i, i))
            return toks, comments
        m = _TOKEN.match(text, i, end)
        if m is None or m.lastgroup is None:
            src.error(i, f"unexpected character '{ch}'")
        toks.append(_Tok(m.lastgroup, m.group(), i, m.end()))
        i = m.end()
    toks.append(_Tok("eof", "", end, end))
    return toks, comments


def _int(text: str) -> int:
    digits = text.removeprefix("-")
    value = int(digits, 16 if digits[:2].lower() == "0x" else 10)
    return -value if text.startswith("-") else value


_PROC = re.compile(r"P([0-9]+)\Z")


class _Tokens:
    """A cursor over tokens with the shared pieces of the init and condition grammars."""

    def __init__(self, src: _Source, toks: list[_Tok], arch: str) -> None:
        self.src, self.toks, self.arch, self.i = src, toks, arch, 0
        self.refs: list[tuple[ast.RegRef, int]] = []  # every N:reg read, with its offset

    @property
    def tok(self) -> _Tok:
        return self.toks[self.i]

    def peek(self, k: int = 1) -> _Tok:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self) -> _Tok:
        tok = self.toks[self.i]
        if tok.kind != "eof":
            self.i += 1
        return tok

    def accept(self, text: str) -> _Tok | None:
        return self.next() if self.tok.is_(text) else None

    def expect(self, text: str, context: str) -> _Tok:
        if not self.tok.is_(text):
            self.error(f"expected '{text}' {context}, found {self.tok.describe()}")
        return self.next()

    def error(self, message: str) -> NoReturn:
        self.src.error(self.tok.start, message)

    def at_register(self) -> bool:
        """At ``N:reg`` or ``PN:reg``."""
        tok = self.tok
        numeric = tok.kind == "num" and not tok.text.startswith("-")
        proc = tok.kind == "name" and _PROC.match(tok.text) is not None
        return (numeric or proc) and self.peek().is_(":")

    def register(self) -> tuple[ast.RegRef, str]:
        """``N:reg`` (at_register() holds); the reference and its text as written."""
        first = self.next()
        tid = int(first.text.removeprefix("P"))
        self.next()  # ':'
        tok = self.tok
        if tok.kind not in ("name", "sreg"):
            self.error(f"expected a register after '{first.text}:', found {tok.describe()}")
        self.next()
        name = tok.text
        if self.arch in ("X86", "X86_64"):
            name = x86.normalise_register(name, self.arch)
        else:
            name = name.removeprefix("%")
        self.refs.append((ast.RegRef(tid, name), first.start))
        return ast.RegRef(tid, name), self.src.text[first.start : tok.end]

    def bracketed_location(self) -> str:
        """``[x]`` (at ``[``): the location's name."""
        self.next()
        tok = self.tok
        if tok.kind != "name":
            self.error(f"expected a location name after '[', found {tok.describe()}")
        self.next()
        self.expect("]", f"after '[{tok.text}'")
        return tok.text

    def value(self, after: str) -> ast.Value:
        """An integer or a location name (its address), after ``=``."""
        tok = self.tok
        if tok.is_("&"):
            self.next()
            tok = self.tok
            if tok.kind != "name":
                self.error(f"expected a location name after '&', found {tok.describe()}")
        if self.at_register() or tok.is_("["):
            self.src.unsupported(
                tok.start, f"unsupported comparison of two locations after {after}"
            )
        if tok.kind == "num":
            self.next()
            return _int(tok.text)
        if tok.kind == "name" and tok.text == "ATOMIC_INIT" and self.peek().is_("("):
            self.next()
            self.next()
            if self.tok.kind != "num":
                self.error(f"expected an integer in ATOMIC_INIT(...), found {self.tok.describe()}")
            value = _int(self.next().text)
            self.expect(")", "to close ATOMIC_INIT(")
            return value
        if tok.kind == "name":
            self.next()
            return ast.Loc(tok.text)
        if tok.is_("{"):
            self.src.unsupported(tok.start, "unsupported array value")
        self.error(
            f"expected a value (an integer or a location name) after {after}, "
            f"found {tok.describe()}"
        )


# --- the init block --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Init:
    locs: tuple[tuple[str, ast.Value], ...]
    regs: tuple[tuple[ast.RegRef, ast.Value], ...]
    mentioned: tuple[str, ...]  # every location named in the block, in order


class _InitParser(_Tokens):
    """``{ entry ; entry ; ... }`` without the braces."""

    def parse(self) -> _Init:
        locs: dict[str, ast.Value] = {}
        regs: dict[ast.RegRef, ast.Value] = {}
        mentioned: dict[str, None] = {}
        first_line: dict[object, int] = {}
        while self.tok.kind != "eof":
            if self.accept(";"):
                continue
            start = self.tok.start
            target, shown, value = self._entry()
            if target in first_line:
                self.src.error(
                    start, f"{shown} is initialised twice (first at line {first_line[target]})"
                )
            first_line[target] = self.src.pos(start).line
            if isinstance(target, ast.RegRef):
                regs[target] = value
            else:
                locs[target] = value
                mentioned.setdefault(target, None)
            if isinstance(value, ast.Loc):
                mentioned.setdefault(value.name, None)
            if self.tok.kind != "eof":
                self.expect(";", f"after the init entry for {shown}")
        return _Init(tuple(locs.items()), tuple(regs.items()), tuple(mentioned))

    def _entry(self) -> tuple[str | ast.RegRef, str, ast.Value]:
        """One entry: the location or register, its text as written, its value."""
        self._skip_type()
        target: str | ast.RegRef
        if self.at_register():
            target, shown = self.register()
        elif self.tok.is_("["):
            target = self.bracketed_location()
            shown = f"[{target}]"
        elif self.tok.kind == "name":
            target = shown = self.next().text
            if self.tok.is_("["):
                self.src.unsupported(self.tok.start, f"unsupported array '{target}[...]'")
        else:
            self.error(
                "expected a location (x, [x]) or a register (0:EAX) in the init block, "
                f"found {self.tok.describe()}"
            )
        if not self.accept("="):
            if self.tok.kind != "eof" and not self.tok.is_(";"):
                self.error(f"expected '=' or ';' after {shown}, found {self.tok.describe()}")
            return target, shown, 0
        return target, shown, self.value(f"'{shown} ='")

    def _skip_type(self) -> None:
        """Skip a C type before the location: ``int``, ``atomic_int``, ``int*``, ``_Atomic int``."""
        while True:
            nxt = self.peek()
            before_location = (
                nxt.kind == "name"
                or nxt.is_("*")
                or (nxt.kind == "num" and self.peek(2).is_(":"))  # int 0:r0 = 1
                or (nxt.is_("[") and self.peek(2).kind == "name")  # int [x] = 1
            )
            is_type = self.tok.kind == "name" and not self.at_register() and before_location
            if not (is_type or self.tok.is_("*")):
                return
            self.next()


# --- the final clauses -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Tail:
    locations: tuple[ast.Target, ...]
    condition: ast.Condition


class _TailParser(_Tokens):
    """``[locations] [filter] condition [;] [with ...] [<< ...]``."""

    def __init__(
        self, src: _Source, toks: list[_Tok], arch: str, comments: list[tuple[int, int]]
    ) -> None:
        super().__init__(src, toks, arch)
        self.comments = comments

    def parse(self) -> _Tail:
        locations = self._locations() if self.tok.is_("locations") else ()
        if self.tok.is_("filter"):
            self.src.unsupported(self.tok.start, "unsupported 'filter' clause")
        condition = self._condition()
        self.accept(";")
        if self.tok.is_("with"):
            self._kinds()
        if self.tok.kind != "eof":
            self.error(f"unexpected {self.tok.describe()} after the condition")
        return _Tail(locations, condition)

    # locations [x; 0:EAX; y;]

    def _locations(self) -> tuple[ast.Target, ...]:
        self.next()
        self.expect("[", "after 'locations'")
        items: list[ast.Target] = []
        while not self.tok.is_("]"):
            if self.tok.kind == "eof":
                self.error("expected ']' to close 'locations [', found end of file")
            items.append(self._target()[0])
            while self._at_type():
                self.next()
            if not self.tok.is_("]"):
                self.expect(";", "between locations")
        self.next()
        return tuple(items)

    def _at_type(self) -> bool:
        """At a type after a location (``locations [x int; p int*]``)."""
        if self.tok.is_("*"):
            return True
        nxt = self.peek()
        return self.tok.kind == "name" and (nxt.is_(";") or nxt.is_("]") or nxt.is_("*"))

    # with tso: ~exists; cc: exists;

    def _kinds(self) -> None:
        self.next()
        while self.tok.kind == "name":
            self.next()
            self.expect(":", "after a model name in 'with'")
            if self.accept("~") is not None and not self.tok.is_("exists"):
                self.error(f"expected 'exists' after '~', found {self.tok.describe()}")
            if not (self.tok.is_("exists") or self.tok.is_("forall")):
                self.error(f"expected exists, ~exists or forall, found {self.tok.describe()}")
            self.next()
            if not self.accept(";"):
                break

    # the condition

    def _condition(self) -> ast.Condition:
        tok = self.tok
        if tok.is_("observed") or tok.is_("Observed") or tok.is_("cases"):
            self.src.unsupported(tok.start, f"unsupported '{tok.text}' condition")
        if tok.kind == "eof":  # herd reads a test without a condition as "forall (true)"
            return ast.Condition("forall", ast.TrueP(), "forall (true)", self.src.pos(tok.start))
        if tok.is_("~") and self.peek().is_("exists"):
            self.next()
            quantifier = "~exists"
        elif tok.kind == "name" and tok.text in ("exists", "forall", "final"):
            quantifier = "exists" if tok.text == "final" else tok.text
        else:
            self.error(f"expected {_CONDITION}, found {tok.describe()}")
        self.next()
        prop = self._or(1)
        end = self.toks[self.i - 1].end
        return ast.Condition(quantifier, prop, self._text(tok.start, end), self.src.pos(tok.start))

    def _text(self, start: int, end: int) -> str:
        parts, i = [], start
        for a, b in self.comments:
            if start <= a and b <= end:
                parts.append(self.src.text[i:a])
                i = b
        parts.append(self.src.text[i:end])
        return " ".join(" ".join(parts).split())

    def _deeper(self, depth: int) -> int:
        if depth > MAX_NESTING:
            self.error(f"condition nested too deeply (more than {MAX_NESTING} levels)")
        return depth + 1

    def _or(self, depth: int) -> ast.Prop:
        prop = self._and(depth)
        while self.accept("\\/"):
            prop = ast.Or(prop, self._and(depth))
        return prop

    def _and(self, depth: int) -> ast.Prop:
        prop = self._implies(depth)
        while self.accept("/\\"):
            prop = ast.And(prop, self._implies(depth))
        return prop

    def _implies(self, depth: int) -> ast.Prop:
        prop = self._unary(depth)
        if self.accept("=>"):
            return ast.Or(ast.Not(prop), self._implies(self._deeper(depth)))
        return prop

    def _unary(self, depth: int) -> ast.Prop:
        tok = self.tok
        if tok.is_("~") or tok.is_("not"):
            self.next()
            return ast.Not(self._unary(self._deeper(depth)))
        if tok.is_("("):
            self.next()
            prop = self._or(self._deeper(depth))
            self.expect(")", f"to close the '(' at line {self.src.pos(tok.start).line}")
            return prop
        if tok.is_("true"):
            self.next()
            return ast.TrueP()
        if tok.is_("false"):
            self.next()
            return ast.Not(ast.TrueP())
        return self._atom()

    def _atom(self) -> ast.Prop:
        target, shown = self._target()
        tok = self.tok
        if tok.is_("=") or tok.is_("=="):
            self.next()
            return ast.Atom(target, self.value(f"'{shown} {tok.text}'"))
        if tok.is_("!=") or tok.is_("<>"):
            self.next()
            return ast.Not(ast.Atom(target, self.value(f"'{shown} {tok.text}'")))
        self.error(f"expected '=' after {shown}, found {tok.describe()}")

    def _target(self) -> tuple[ast.Target, str]:
        tok = self.tok
        if self.at_register():
            return self.register()
        if tok.is_("["):
            name = self.bracketed_location()
            return ast.LocRef(name), f"[{name}]"
        if tok.kind == "name" and tok.text in ("fault", "Fault"):
            self.src.unsupported(tok.start, "unsupported 'fault(...)' atom")
        if tok.kind == "name" and tok.text not in ("true", "false", "not"):
            self.next()
            if self.tok.is_("["):
                self.src.unsupported(self.tok.start, f"unsupported array cell '{tok.text}[...]'")
            return ast.LocRef(tok.text), tok.text
        if tok.is_("*"):
            self.src.unsupported(tok.start, "unsupported dereference '*' in a condition")
        self.error(
            f"expected a register (0:EAX) or a location (x, [x]), found {tok.describe()}"
        )


# --- locating the sections -------------------------------------------------------------------


_ARCH = re.compile(r"[A-Za-z0-9_]+")
_TESTNAME = re.compile(r"[A-Za-z0-9_/.\-+\[\]]+")
_TEXNAME = re.compile(r"[ \t]*\([^()\n]*\)")
_KEY_VALUE = re.compile(r"[A-Za-z][A-Za-z0-9_/.\-]*[ \t]*=")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _skip_blanks(text: str, i: int) -> int:
    """The offset of the first character at or after ``i`` that is not a blank of the line."""
    while i < len(text) and text[i] in " \t\r":
        i += 1
    return i



class _Parser:
    def __init__(self, text: str, path: str) -> None:
        self.src = _Source(text, path)
        self.text = text

    def parse(self) -> ast.LitmusTest:
        arch, name, arch_at, i = self._header()
        open_brace = self._metadata(i)
        close_brace = self._init_end(open_brace)
        toks, _ = _tokenize(self.src, open_brace + 1, close_brace)
        init_parser = _InitParser(self.src, toks, arch)
        init = init_parser.parse()
        end = self._threads_end(close_brace + 1, arch)
        threads = self._threads(arch, arch_at, close_brace + 1, end)
        _check_thread_ids(self.src, threads)
        toks, comments = _tokenize(self.src, end, len(self.text), stop_at_shift=True)
        tail_parser = _TailParser(self.src, toks, arch, comments)
        tail = tail_parser.parse()
        _check_references(self.src, len(threads), init_parser.refs + tail_parser.refs)
        return _assemble(self.src, arch, name, init, threads, tail)

    # header: ARCH NAME [(texname)]

    def _skip_blank(self, i: int) -> int:
        text = self.text
        while i < len(text):
            if text[i].isspace() or text[i] == "\ufeff":
                i += 1
            elif text.startswith("(*", i):
                i = self.src.skip_comment(i)
            else:
                break
        return i

    def _header(self) -> tuple[str, str, int, int]:
        i = self._skip_blank(0)
        m = _ARCH.match(self.text, i)
        if m is None:
            found = self.src.describe(i)
            self.src.error(i, f"expected a header 'ARCH NAME' (e.g. 'X86 SB'), found {found}")
        arch, j = m.group(), _skip_blanks(self.text, m.end())
        n = _TESTNAME.match(self.text, j)
        if n is None or j == m.end():
            found = "end of line" if self.text[j : j + 1] in ("", "\n") else self.src.describe(j)
            self.src.error(j, f"expected a test name after '{arch}', found {found}")
        if arch not in SUPPORTED_ARCHS:
            self.src.unsupported(
                i, f"unsupported architecture '{arch}' (supported: {', '.join(SUPPORTED_ARCHS)})"
            )
        k = n.end()
        t = _TEXNAME.match(self.text, k)
        return arch, n.group(), i, t.end() if t else k

    # metadata, up to the init block's '{'

    def _metadata(self, i: int) -> int:
        text = self.text
        newline = text.find("\n", i)
        header_end = len(text) if newline == -1 else newline  # the end of the header line
        while True:
            if i >= len(text):
                self.src.error(i, "expected the init block '{', found end of file")
            ch, header_line = text[i], i < header_end
            if ch == "{":
                return i
            if ch.isspace() or ch == "\ufeff":
                i += 1
            elif text.startswith("(*", i):
                i = self.src.skip_comment(i)
            elif ch == '"':
                i = self.src.skip_string(i)
            elif ch == ";" and header_line:
                i += 1
            elif not header_line and _KEY_VALUE.match(text, i):
                nl = text.find("\n", i)
                i = len(text) if nl == -1 else nl
            else:
                found = self.src.describe(i)
                if header_line:
                    self.src.error(i, f"unexpected {found} after the test name")
                self.src.error(i, f"expected the init block '{{' or metadata, found {found}")

    def _init_end(self, open_brace: int) -> int:
        text, depth, i = self.text, 0, open_brace
        while i < len(text):
            if text.startswith("(*", i):
                i = self.src.skip_comment(i)
                continue
            if text[i] == "{":
                depth += 1
            elif text[i] == "}":
                depth -= 1
                if depth == 0:
                    return i
            i += 1
        line = self.src.pos(open_brace).line
        self.src.error(i, f"expected '}}' to close the init block opened at line {line}, "
                          "found end of file")

    # the thread section

    def _threads_end(self, i: int, arch: str) -> int:
        """Offset of the first final-clause keyword after ``i`` (or the end of the file)."""
        text = self.text
        while i < len(text):
            ch = text[i]
            if arch == "C" and (text.startswith("//", i) or text.startswith("/*", i)):
                i = self._skip_c_comment(i)
            elif arch != "C" and text.startswith("(*", i):
                i = self.src.skip_comment(i)
            elif arch != "C" and text.startswith("<<", i):  # herd's display directives
                return i
            elif ch == '"' or (ch == "'" and arch == "C"):
                i = self._skip_quoted(i)
            elif ch == "~" and self._word_at(_skip_blanks(text, i + 1)) == "exists":
                return i
            elif _IDENT.match(ch) and (i == 0 or not _IDENT.match(text[i - 1])):
                word = self._word_at(i)
                if word in _THREAD_KEYWORDS:
                    return i
                i += len(word)
            else:
                i += 1
        return i

    def _word_at(self, i: int) -> str:
        m = _IDENT.match(self.text, i)
        return m.group() if m else ""

    def _skip_c_comment(self, i: int) -> int:
        if self.text.startswith("//", i):
            nl = self.text.find("\n", i)
            return len(self.text) if nl == -1 else nl
        end = self.text.find("*/", i + 2)
        if end == -1:
            self.src.error(i, "unterminated comment: expected '*/'")
        return end + 2

    def _skip_quoted(self, i: int) -> int:
        """A C string or character literal (with backslash escapes), on one line."""
        quote, j = self.text[i], i + 1
        while j < len(self.text) and self.text[j] not in (quote, "\n"):
            j += 2 if self.text[j] == "\\" else 1
        if j >= len(self.text) or self.text[j] != quote:
            self.src.error(i, f"unterminated literal: expected {quote}")
        return j + 1

    def _threads(self, arch: str, arch_at: int, start: int, end: int) -> tuple[ast.Thread, ...]:
        p = self.src.pos(start)
        section = self.text[start:end]
        if arch == "C":
            try:
                from . import c
            except ModuleNotFoundError as e:  # the C front-end is not installed
                if not (e.name or "").endswith(".c"):
                    raise
                self.src.unsupported(arch_at, "the C litmus dialect is not available")
            return c.parse_threads(section, self.src.path, p.line, p.col)
        return x86.parse_threads(section, self.src.path, p.line, p.col, arch=arch)


# --- putting it together ---------------------------------------------------------------------


def _exprs(instr: ast.Instr) -> tuple[ast.Expr, ...]:
    if isinstance(instr, ast.Assign):
        return (instr.expr,)
    if isinstance(instr, ast.Load):
        return (instr.addr,)
    if isinstance(instr, ast.Store):
        return (instr.addr, instr.value)
    if isinstance(instr, ast.Rmw):
        return (instr.addr, instr.operand)
    if isinstance(instr, ast.Cas):
        return (instr.addr, ast.Reg(instr.expected), instr.desired)
    if isinstance(instr, ast.IfNot):
        return (instr.cond,)
    return ()


def _leaves(exprs: tuple[ast.Expr, ...]) -> list[ast.Expr]:
    """The Reg/Loc/Const leaves of ``exprs``, left to right (an explicit stack)."""
    out: list[ast.Expr] = []
    stack = list(reversed(exprs))
    while stack:
        e = stack.pop()
        if isinstance(e, ast.Bin):
            stack += [e.b, e.a]
        elif isinstance(e, ast.Un):
            stack.append(e.a)
        else:
            out.append(e)
    return out


def _prop_atoms(prop: ast.Prop) -> list[ast.Atom]:
    out: list[ast.Atom] = []
    stack: list[ast.Prop] = [prop]
    while stack:
        p = stack.pop()
        if isinstance(p, (ast.And, ast.Or)):
            stack += [p.b, p.a]
        elif isinstance(p, ast.Not):
            stack.append(p.a)
        elif isinstance(p, ast.Atom):
            out.append(p)
    return out


def _with_initialised_reads(
    thread: ast.Thread, init_regs: tuple[tuple[ast.RegRef, ast.Value], ...]
) -> ast.Thread:
    """``thread`` with the initialised registers it reads but never assigns appended."""
    initialised = {ref.reg for ref, _ in init_regs if ref.tid == thread.tid}
    registers = dict.fromkeys(thread.registers)
    for instr in thread.code:
        for leaf in _leaves(_exprs(instr)):
            if isinstance(leaf, ast.Reg) and leaf.name in initialised:
                registers.setdefault(leaf.name, None)
    if len(registers) == len(thread.registers):
        return thread
    return replace(thread, registers=tuple(registers))


def _check_thread_ids(src: _Source, threads: tuple[ast.Thread, ...]) -> None:
    """Threads must be P0, P1, ... in order."""
    for i, t in enumerate(threads):
        if t.tid != i:
            raise ast.LitmusError(src.path, t.pos.line, t.pos.col, f"expected P{i}, found P{t.tid}")


def _check_references(src: _Source, n: int, refs: list[tuple[ast.RegRef, int]]) -> None:
    """Every ``N:reg`` of the init block and the final clauses names an existing thread."""
    for ref, offset in refs:
        if ref.tid >= n:
            plural = "thread" if n == 1 else "threads"
            src.error(offset, f"there is no thread P{ref.tid} (the test has {n} {plural})")


def _assemble(
    src: _Source, arch: str, name: str, init: _Init, threads: tuple[ast.Thread, ...], tail: _Tail
) -> ast.LitmusTest:
    threads = tuple(_with_initialised_reads(t, init.regs) for t in threads)
    mentioned = dict.fromkeys(init.mentioned)
    for t in threads:
        for instr in t.code:
            for leaf in _leaves(_exprs(instr)):
                if isinstance(leaf, ast.Loc):
                    mentioned.setdefault(leaf.name, None)
    for target in tail.locations:
        if isinstance(target, ast.LocRef):
            mentioned.setdefault(target.name, None)
    for atom in _prop_atoms(tail.condition.prop):
        if isinstance(atom.target, ast.LocRef):
            mentioned.setdefault(atom.target.name, None)
        if isinstance(atom.value, ast.Loc):
            mentioned.setdefault(atom.value.name, None)
    values = dict(init.locs)
    return ast.LitmusTest(
        path=src.path,
        arch=arch,
        name=name,
        init_locs=tuple((loc, values.get(loc, 0)) for loc in mentioned),
        init_regs=init.regs,
        threads=threads,
        condition=tail.condition,
        locations=tail.locations,
    )


# --- entry points ----------------------------------------------------------------------------


def parse_text(text: str, path: str) -> ast.LitmusTest:
    """Parse the litmus test ``text``; ``path`` names it in error messages."""
    return _Parser(text, path).parse()


def parse_file(path: Path) -> ast.LitmusTest:
    """Read and parse the litmus file ``path`` (UTF-8)."""
    name = str(path)
    try:
        text = read_text(path)
    except InputFileError as e:
        message = e.reason if e.decoding else f"cannot read the file: {e.reason}"
        raise ast.LitmusError(name, None, None, message) from None
    return parse_text(text, str(path))
