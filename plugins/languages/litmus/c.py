"""The thread section of herd's C litmus tests: C thread functions to :mod:`.ast` threads.

:func:`parse_threads` reads everything between a C test's init block and its final condition
and returns one :class:`~.ast.Thread` per function ``PN``.  It works in two passes: a
tokenizer and recursive-descent parser build a small C syntax tree (private to this module),
then a lowering pass turns each function body into the flat register machine of :mod:`.ast`.

Grammar (EBNF; ``{ x }`` is repetition, ``[ x ]`` an option, quoted text is literal)::

    section   ::= thread { thread }
    thread    ::= [ 'void' ] PROC '(' [ params ] ')' block     (* P0, P1, ... in order *)
    params    ::= 'void' | param { ',' param }
    param     ::= ptype '*' { QUAL } IDENT                     (* int* x, atomic_int *y *)
    ptype     ::= { QUAL | '_Atomic' | TYPE | ATOMIC | '_Atomic' '(' type ')' }
                                                               (* with a TYPE or ATOMIC *)
    type      ::= ( TYPE | ATOMIC ) { TYPE | QUAL }
    block     ::= '{' { stmt } '}'
    stmt      ::= ';' | block | decl ';' | simple ';'          (* a decl may also be the
                                                                  body of an if or a loop *)
                | 'if' '(' expr ')' stmt [ 'else' stmt ]
                | 'while' '(' expr ')' stmt
                | 'do' stmt 'while' '(' expr ')' ';'
                | 'for' '(' [ decl | simple ] ';' [ expr ] ';' [ simple ] ')' stmt
    decl      ::= { QUAL } TYPE { TYPE | QUAL } declarator { ',' declarator }
    declarator::= IDENT [ '=' assign ]
    simple    ::= expr                                         (* assignment, call, ++ *)
    expr      ::= assign                                       (* no comma operator *)
    assign    ::= binary [ ASSIGNOP assign ]                   (* = += -= *= /= %= &= |= ^=
                                                                  <<= >>= *)
    binary    ::= unary { BINOP unary }                        (* C precedence, left assoc.:
                                                                  * / %, + -, << >>,
                                                                  < <= > >=, == !=, &, ^, |,
                                                                  &&, || *)
    unary     ::= ( '!' | '~' | '-' | '+' | '*' | '&' | '++' | '--' ) unary | postfix
    postfix   ::= primary { '++' | '--' }
    primary   ::= INT | IDENT [ '(' [ assign { ',' assign } ] ')' ] | '(' expr ')'
    INT       ::= decimal digits (no leading 0) | '0' | '0x' hex digits
    QUAL      ::= 'volatile' | 'const' | 'restrict'
    TYPE      ::= 'int' | 'long' | 'short' | 'char' | 'signed' | 'unsigned' | 'bool' | '_Bool'
                | [u]intN_t | [u]intptr_t | 'size_t'
    ATOMIC    ::= atomic_int, atomic_long, ... (any identifier 'atomic_*' in a type)

Comments: ``// ...``, ``/* ... */`` anywhere, and (nestable) OCaml comments ``(* ... *)``
outside thread functions.  Columns count characters (a tab is one column).

Meaning (following herd7's C semantics):

* A parameter ``x`` names the shared location ``x``; in the body ``x`` is the address
  ``Loc("x")``.  The parameter's type is ignored, as herd does: ``*x`` is a plain
  (``not_atomic``) access even when ``x`` is declared ``atomic_int*``.
* Locals are registers, visible in the whole thread (herd flattens C scopes).  ``int r;``
  emits nothing, like herd's no-op declaration: the register keeps its initial value (the
  init block's ``N:r=v``, else 0).  ``Thread.registers`` lists declared and assigned names in
  order of first appearance.
* ``atomic_*`` calls (``_explicit`` forms take memory orders; the others are ``seq_cst``):
  load, store, exchange, fetch_add/sub/and/or/xor, compare_exchange_strong/weak and
  ``atomic_thread_fence``.  ``memory_order_relaxed`` is ``monotonic``, ``consume`` is
  ``acquire``; orders C forbids (a release load, an acquire store, a release failure order)
  are errors.  A relaxed fence has no effect and emits nothing.
* Accesses inside an expression are evaluated left to right into fresh temporaries
  ``$t0``, ``$t1``, ... (not C names, never listed in ``Thread.registers``), then the pure
  rest is assigned; an access that is a whole initialiser/right-hand side loads straight into
  its destination.  ``a && b`` / ``a || b`` whose right side accesses memory (or may trap:
  ``/``, ``%``, shifts) are lowered with jumps, so the right side runs only when C evaluates
  it; otherwise they stay a pure ``Bin``.
* Compare-exchange ``cas(x, e, d, s, f)``: with ``e = &r`` (a register) it is one ``Cas``
  with expected register ``r``.  With ``e`` a location parameter ``p`` (as in Dat3M's tests)
  it follows herd: read ``*p`` non-atomically into a temporary, ``Cas`` against it, and on
  failure write the value read back to ``*p`` non-atomically.  (Herd evaluates ``d`` only on
  success; here ``d``'s accesses, if any, are made before the ``Cas``.)
* ``if``/``while``/``do``/``for`` become ``IfNot``/``Goto`` jumps; a loop re-evaluates its
  condition (and its accesses) on every iteration.  ``-N`` on a literal is the constant -N.

Everything else that is valid C (other calls, pointer arithmetic, arrays, ``&`` outside a
compare-exchange, casts, ``?:``, ``return``, ``goto``, labels, ``break``, ...) raises
:class:`~.ast.Unsupported` at the construct; malformed text raises :class:`~.ast.LitmusError`
(``expected ..., found ...``).  Nesting deeper than 64 levels (parentheses, unary operators,
statements) or expressions more than 200 levels high are rejected with a LitmusError.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import NamedTuple, NoReturn

from ctreelab.budget import poll
from ctreelab.events import Ordering

from . import ast

__all__ = ["parse_threads"]

MAX_NESTING = 64
MAX_HEIGHT = 200

# --- tokens ----------------------------------------------------------------------------------

_PUNCTUATION = [  # longest first
    "<<=", ">>=", "...", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>", "++", "--", "+=", "-=",
    "*=", "/=", "%=", "&=", "|=", "^=", "->", "(", ")", "{", "}", "[", "]", ",", ";", "*", "&",
    "=", "+", "-", "/", "%", "|", "^", "~", "!", "<", ">", "?", ":", ".", "#",
]
_TOKEN_RE = re.compile(
    r"(?P<space>[ \t\r\n\f\v]+)"
    r"|(?P<line_comment>//[^\n]*)"
    r"|(?P<block_comment>/\*)"
    r"|(?P<ocaml_comment>\(\*)"
    r"|(?P<number>[0-9][A-Za-z0-9_.]*)"
    r"|(?P<ident>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<punct>" + "|".join(re.escape(p) for p in _PUNCTUATION) + ")"
)
_DECIMAL_RE = re.compile(r"0|[1-9][0-9]*")
_HEX_RE = re.compile(r"0[xX][0-9A-Fa-f]+")
_OCAML_COMMENT_RE = re.compile(r"\(\*|\*\)")


class Token(NamedTuple):
    kind: str  # ident | number | punct | eof
    text: str
    line: int
    col: int


def _describe(tok: Token) -> str:
    return "end of thread section" if tok.kind == "eof" else f"'{tok.text}'"


def _pos(tok: Token) -> ast.Pos:
    return ast.Pos(tok.line, tok.col)


class _Lexer:
    """Splits the section into tokens, tracking file positions (``line``/``col`` of text[0])."""

    def __init__(self, text: str, path: str, line: int, col: int) -> None:
        self.text, self.path = text, path
        self.line, self.line_start = line, -(col - 1)  # col = offset - line_start + 1
        self.depth = 0  # of ( and {: OCaml comments are recognised only at depth 0

    def where(self, offset: int) -> tuple[int, int]:
        return self.line, offset - self.line_start + 1

    def advance(self, start: int, end: int) -> None:
        """Account for the newlines in text[start:end]."""
        newline = self.text.rfind("\n", start, end)
        if newline >= 0:
            self.line += self.text.count("\n", start, end)
            self.line_start = newline + 1

    def tokens(self) -> list[Token]:
        out: list[Token] = []
        offset, end = 0, len(self.text)
        while offset < end:
            if not len(out) & 4095:
                poll()  # the budget (--timeout, --max-memory) holds while loading
            m = _TOKEN_RE.match(self.text, offset)
            if m is None:
                self.bad_character(offset)
            if m.lastgroup == "ocaml_comment" and self.depth != 0:  # '(' then '*'
                out.append(self.token("punct", "(", offset))
                offset += 1
                continue
            kind, text = m.lastgroup or "", m.group()
            if kind == "block_comment":
                stop = self.text.find("*/", offset + 2)
                if stop < 0:
                    self.error(offset, "unterminated comment '/*'")
                stop += 2
            elif kind == "ocaml_comment":
                stop = self.ocaml_comment_end(offset)
            elif kind in ("space", "line_comment"):
                stop = m.end()
            else:
                out.append(self.token(kind, text, offset))
                stop = m.end()
            self.advance(offset, stop)
            offset = stop
        line, col = self.where(end)
        out.append(Token("eof", "", line, col))
        return out

    def token(self, kind: str, text: str, offset: int) -> Token:
        if kind == "number":
            self.check_number(text, offset)
        elif text in ("(", "{"):
            self.depth += 1
        elif text in (")", "}"):
            self.depth -= 1
        return Token(kind, text, *self.where(offset))

    def ocaml_comment_end(self, offset: int) -> int:
        level = 0
        for m in _OCAML_COMMENT_RE.finditer(self.text, offset):
            level += 1 if m.group() == "(*" else -1
            if level == 0:
                return m.end()
        self.error(offset, "unterminated comment '(*'")

    def check_number(self, text: str, offset: int) -> None:
        if _DECIMAL_RE.fullmatch(text) or _HEX_RE.fullmatch(text):
            return
        if "." in text:
            self.unsupported(offset, f"floating-point literal '{text}'")
        if re.fullmatch(r"0[0-7]+", text):
            self.unsupported(offset, f"octal literal '{text}'")
        if re.fullmatch(r"(?:[0-9]+|0[xX][0-9A-Fa-f]+)[uUlL]+", text):
            self.unsupported(offset, f"integer literal suffix in '{text}'")
        self.error(offset, f"malformed number '{text}'")

    def bad_character(self, offset: int) -> NoReturn:
        ch = self.text[offset]
        if ch == '"':
            self.unsupported(offset, "string literal")
        if ch == "'":
            self.unsupported(offset, "character literal")
        self.error(offset, f"unexpected character {ch!r}")

    def error(self, offset: int, message: str) -> NoReturn:
        raise ast.LitmusError(self.path, *self.where(offset), message)

    def unsupported(self, offset: int, what: str) -> NoReturn:
        raise ast.Unsupported(self.path, *self.where(offset), f"unsupported C construct: {what}")


# --- the C syntax tree (internal) ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CNum:
    value: int
    pos: ast.Pos


@dataclass(frozen=True, slots=True)
class CName:
    name: str
    pos: ast.Pos


@dataclass(frozen=True, slots=True)
class CUnary:
    op: str  # ! ~ - + * &
    arg: CExpr
    pos: ast.Pos
    height: int


@dataclass(frozen=True, slots=True)
class CBinary:
    op: str
    left: CExpr
    right: CExpr
    pos: ast.Pos  # of the operator
    height: int


@dataclass(frozen=True, slots=True)
class CCall:
    name: str
    args: tuple[CExpr, ...]
    pos: ast.Pos
    height: int


@dataclass(frozen=True, slots=True)
class CAssign:
    op: str  # "=" or a compound "+=", ...
    target: CExpr
    value: CExpr
    pos: ast.Pos  # of the target
    height: int


@dataclass(frozen=True, slots=True)
class CIncDec:
    op: str  # "++" or "--"
    target: CExpr
    postfix: bool
    pos: ast.Pos  # of the operator
    height: int


CExpr = CNum | CName | CUnary | CBinary | CCall | CAssign | CIncDec


@dataclass(frozen=True, slots=True)
class SDecl:
    declarators: tuple[tuple[str, CExpr | None, ast.Pos], ...]


@dataclass(frozen=True, slots=True)
class SExpr:
    expr: CExpr


@dataclass(frozen=True, slots=True)
class SBlock:
    body: tuple[Stmt, ...]


@dataclass(frozen=True, slots=True)
class SIf:
    cond: CExpr
    then: Stmt
    orelse: Stmt | None
    pos: ast.Pos
    else_pos: ast.Pos | None


@dataclass(frozen=True, slots=True)
class SWhile:
    cond: CExpr
    body: Stmt
    pos: ast.Pos


@dataclass(frozen=True, slots=True)
class SDo:
    body: Stmt
    cond: CExpr
    pos: ast.Pos  # of 'while'


@dataclass(frozen=True, slots=True)
class SFor:
    init: Stmt | None
    cond: CExpr | None
    step: CExpr | None
    body: Stmt
    pos: ast.Pos


Stmt = SDecl | SExpr | SBlock | SIf | SWhile | SDo | SFor


@dataclass(frozen=True, slots=True)
class Function:
    tid: int
    params: tuple[str, ...]
    body: SBlock
    pos: ast.Pos


def _height(e: CExpr) -> int:
    return 1 if isinstance(e, (CNum, CName)) else e.height


# --- parser ----------------------------------------------------------------------------------

_QUALIFIERS = frozenset({"volatile", "const", "restrict"})
_INT_TYPES = frozenset({"int", "long", "short", "char", "signed", "unsigned", "bool", "_Bool",
                        "size_t", "intptr_t", "uintptr_t"})
_INT_TYPE_RE = re.compile(r"u?int(?:8|16|32|64)_t")
_STATEMENT_KEYWORDS = frozenset({"return", "goto", "break", "continue", "switch", "case",
                                 "default"})
_UNSUPPORTED_TYPE_WORDS = frozenset({"struct", "union", "enum", "typedef", "static", "extern",
                                     "register", "auto", "float", "double", "void",
                                     "_Thread_local", "thread_local", "inline"})
_KEYWORDS = (_QUALIFIERS | _INT_TYPES | _STATEMENT_KEYWORDS | _UNSUPPORTED_TYPE_WORDS
             | {"if", "else", "while", "do", "for", "sizeof", "_Atomic", "_Alignof",
                "_Alignas", "_Generic", "_Static_assert", "_Noreturn"})
_BINARY_PRECEDENCE = {
    "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6,
    "<": 7, "<=": 7, ">": 7, ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
}
_ASSIGN_OPS = frozenset({"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="})
_UNARY_OPS = frozenset({"!", "~", "-", "+", "*", "&"})
_PROC_RE = re.compile(r"P(0|[1-9][0-9]*)")


def _is_int_type(word: str) -> bool:
    return word in _INT_TYPES or _INT_TYPE_RE.fullmatch(word) is not None


def _is_atomic_type(word: str) -> bool:
    return word.startswith("atomic_") and len(word) > len("atomic_")


class _Parser:
    def __init__(self, tokens: list[Token], path: str) -> None:
        self.toks, self.i, self.path = tokens, 0, path
        self.nesting = 0

    # -- helpers --

    @property
    def tok(self) -> Token:
        return self.toks[self.i]

    def peek(self, ahead: int = 1) -> Token:
        """The token ``ahead`` tokens after the current one (eof past the end)."""
        return self.toks[min(self.i + ahead, len(self.toks) - 1)]

    def next(self) -> Token:
        tok = self.toks[self.i]
        if tok.kind != "eof":
            self.i += 1
        return tok

    def at(self, text: str) -> bool:
        tok = self.tok
        return tok.kind in ("punct", "ident") and tok.text == text

    def accept(self, text: str) -> Token | None:
        return self.next() if self.at(text) else None

    def expect(self, text: str) -> Token:
        if not self.at(text):
            self.fail(self.tok, f"expected '{text}', found {_describe(self.tok)}")
        return self.next()

    def name(self, what: str) -> Token:
        tok = self.tok
        if tok.kind != "ident" or tok.text in _KEYWORDS:
            self.fail(tok, f"expected {what}, found {_describe(tok)}")
        return self.next()

    def fail(self, tok: Token, message: str) -> NoReturn:
        raise ast.LitmusError(self.path, tok.line, tok.col, message)

    def unsupported(self, tok: Token, what: str) -> NoReturn:
        raise ast.Unsupported(self.path, tok.line, tok.col, f"unsupported C construct: {what}")

    def enter(self) -> None:
        self.nesting += 1
        if self.nesting > MAX_NESTING:
            self.fail(self.tok, f"nesting too deep (more than {MAX_NESTING} levels)")

    def leave(self) -> None:
        self.nesting -= 1

    def checked_height(self, tok: Token, *parts: CExpr) -> int:
        height = 1 + max((_height(p) for p in parts), default=0)
        if height > MAX_HEIGHT:
            self.fail(tok, f"expression too deeply nested (more than {MAX_HEIGHT} levels)")
        return height

    # -- threads --

    def section(self) -> list[Function]:
        functions: list[Function] = []
        while self.tok.kind != "eof" or not functions:
            functions.append(self.function(len(functions)))
        return functions

    def function(self, tid: int) -> Function:
        tok = self.tok
        if tok.kind == "punct" and tok.text == "#":
            self.unsupported(tok, "preprocessor directive")
        if self.at("void") and _PROC_RE.fullmatch(self.peek().text):
            self.next()
            tok = self.tok
        if tok.kind == "ident" and _PROC_RE.fullmatch(tok.text):
            if tok.text != f"P{tid}":
                self.fail(tok, f"expected thread P{tid}, found {_describe(tok)}")
        elif tok.kind == "ident" and (_is_int_type(tok.text) or _is_atomic_type(tok.text)
                                      or tok.text in _UNSUPPORTED_TYPE_WORDS | _QUALIFIERS):
            self.unsupported(tok, "declaration outside a thread function")
        else:
            self.fail(tok, f"expected thread P{tid}, found {_describe(tok)}")
        self.next()
        self.expect("(")
        params = self.params()
        self.expect(")")
        return Function(tid, params, self.block(), _pos(tok))

    def params(self) -> tuple[str, ...]:
        if self.at(")"):
            return ()
        if self.at("void") and self.peek().text == ")":
            self.next()
            return ()
        names: list[str] = []
        while True:
            tok = self.param()
            if tok.text in names:
                self.fail(tok, f"duplicate parameter '{tok.text}'")
            names.append(tok.text)
            if not self.accept(","):
                return tuple(names)

    def param(self) -> Token:
        """One ``type * name`` parameter; returns the name token."""
        typed = False
        while self.tok.kind == "ident":
            word = self.tok
            if word.text == "_Atomic" and self.peek().text == "(":
                self.next()
                self.next()
                self.type_words()
                self.expect(")")
            elif word.text in _QUALIFIERS or word.text == "_Atomic":
                self.next()
                continue
            elif _is_int_type(word.text) or _is_atomic_type(word.text):
                self.next()
            elif self.peek().text in (",", ")") and typed:
                self.unsupported(word, f"non-pointer parameter '{word.text}'")
            elif word.text in _KEYWORDS - _UNSUPPORTED_TYPE_WORDS or not typed and (
                    self.peek().text in (",", ")")):
                self.fail(word, f"expected a parameter type, found {_describe(word)}")
            else:
                self.unsupported(word, f"parameter type '{word.text}'")
            typed = True
        if not typed:
            self.fail(self.tok, f"expected a parameter type, found {_describe(self.tok)}")
        if not self.accept("*"):
            self.fail(self.tok, f"expected '*' or a parameter name, found {_describe(self.tok)}")
        while self.tok.kind == "ident" and self.tok.text in _QUALIFIERS:
            self.next()
        if self.at("*"):
            self.unsupported(self.tok, "pointer-to-pointer parameter")
        name = self.name("a parameter name")
        if self.at("["):
            self.unsupported(self.tok, "array parameter")
        return name

    def type_words(self) -> None:
        """The type inside ``_Atomic( ... )``."""
        tok = self.tok
        if not (tok.kind == "ident" and (_is_int_type(tok.text) or _is_atomic_type(tok.text))):
            if tok.kind == "ident" and tok.text not in _KEYWORDS - _UNSUPPORTED_TYPE_WORDS:
                self.unsupported(tok, f"type '{tok.text}'")
            self.fail(tok, f"expected a type, found {_describe(tok)}")
        self.next()
        while self.tok.kind == "ident" and (_is_int_type(self.tok.text)
                                            or self.tok.text in _QUALIFIERS):
            self.next()

    # -- statements --

    def block(self) -> SBlock:
        self.enter()
        self.expect("{")
        body: list[Stmt] = []
        while not self.at("}"):
            if self.tok.kind == "eof":
                self.fail(self.tok, f"expected '}}', found {_describe(self.tok)}")
            body.append(self.statement())
        self.next()
        self.leave()
        return SBlock(tuple(body))

    def statement(self) -> Stmt:
        tok = self.tok
        if tok.kind == "punct":
            if tok.text == "{":
                return self.block()
            if tok.text == ";":
                self.next()
                return SBlock(())
            if tok.text == "#":
                self.unsupported(tok, "preprocessor directive")
        elif tok.kind == "ident":
            word = tok.text
            if word in ("if", "while", "do", "for"):
                self.enter()
                stmt = self.compound(word)
                self.leave()
                return stmt
            if word in _STATEMENT_KEYWORDS:
                self.unsupported(tok, f"'{word}' statement")
            if word == "else":
                self.fail(tok, "'else' without a previous 'if'")
            if self.starts_declaration():
                decl = self.declaration()
                self.expect(";")
                return decl
            if self.peek().text == ":" and word not in _KEYWORDS:
                self.unsupported(tok, f"label '{word}'")
        stmt = self.simple()
        self.expect(";")
        return stmt

    def compound(self, keyword: str) -> Stmt:
        if keyword == "if":
            return self.if_stmt()
        if keyword == "while":
            return self.while_stmt()
        return self.do_stmt() if keyword == "do" else self.for_stmt()

    def starts_declaration(self) -> bool:
        return self.is_type_word(0)

    def is_type_word(self, ahead: int) -> bool:
        """Whether the token ``ahead`` tokens on starts a type (not a call ``atomic_f(``)."""
        tok = self.peek(ahead)
        if tok.kind != "ident":
            return False
        word = tok.text
        return (word in _QUALIFIERS or word in _UNSUPPORTED_TYPE_WORDS or word == "_Atomic"
                or _is_int_type(word)
                or _is_atomic_type(word) and self.peek(ahead + 1).text != "(")

    def declaration(self) -> SDecl:
        while self.tok.text in _QUALIFIERS:
            self.next()
        word = self.tok
        if word.text == "_Atomic" or _is_atomic_type(word.text):
            self.unsupported(word, "atomic local variable")
        if not _is_int_type(word.text):
            if word.text in _UNSUPPORTED_TYPE_WORDS:
                self.unsupported(word, f"local declaration of type '{word.text}'")
            self.fail(word, f"expected a type, found {_describe(word)}")
        while self.tok.kind == "ident" and (_is_int_type(self.tok.text)
                                            or self.tok.text in _QUALIFIERS):
            self.next()
        declarators = [self.declarator()]
        while self.accept(","):
            declarators.append(self.declarator())
        return SDecl(tuple(declarators))

    def declarator(self) -> tuple[str, CExpr | None, ast.Pos]:
        if self.at("*"):
            self.unsupported(self.tok, "local pointer variable")
        name = self.name("a variable name")
        if self.at("["):
            self.unsupported(self.tok, "local array")
        init = self.assignment() if self.accept("=") else None
        return name.text, init, _pos(name)

    def simple(self) -> SExpr:
        return SExpr(self.expression())

    def condition(self) -> CExpr:
        self.expect("(")
        cond = self.expression()
        self.expect(")")
        return cond

    def if_stmt(self) -> SIf:
        pos = _pos(self.next())
        cond = self.condition()
        then = self.statement()
        else_tok = self.accept("else")
        orelse = self.statement() if else_tok else None
        return SIf(cond, then, orelse, pos, _pos(else_tok) if else_tok else None)

    def while_stmt(self) -> SWhile:
        pos = _pos(self.next())
        cond = self.condition()
        return SWhile(cond, self.statement(), pos)

    def do_stmt(self) -> SDo:
        self.next()
        body = self.statement()
        pos = _pos(self.expect("while"))
        cond = self.condition()
        self.expect(";")
        return SDo(body, cond, pos)

    def for_stmt(self) -> SFor:
        pos = _pos(self.next())
        self.expect("(")
        init: Stmt | None = None
        if not self.at(";"):
            init = self.declaration() if self.starts_declaration() else self.simple()
        self.expect(";")
        cond = None if self.at(";") else self.expression()
        self.expect(";")
        step = None if self.at(")") else self.expression()
        self.expect(")")
        return SFor(init, cond, step, self.statement(), pos)

    # -- expressions --

    def expression(self) -> CExpr:
        expr = self.assignment()
        if self.at(","):
            self.unsupported(self.tok, "comma operator")
        return expr

    def assignment(self) -> CExpr:
        self.enter()
        target = self.binary(1)
        if self.at("?"):
            self.unsupported(self.tok, "conditional operator '?:'")
        if self.tok.kind == "punct" and self.tok.text in _ASSIGN_OPS:
            op = self.next()
            value = self.assignment()
            target = CAssign(op.text, target, value, _start(target),
                             self.checked_height(op, target, value))
        self.leave()
        return target

    def binary(self, min_precedence: int) -> CExpr:
        left = self.unary()
        while True:
            tok = self.tok
            precedence = _BINARY_PRECEDENCE.get(tok.text, 0) if tok.kind == "punct" else 0
            if precedence < min_precedence:
                return left
            self.next()
            right = self.binary(precedence + 1)
            left = CBinary(tok.text, left, right, _pos(tok),
                           self.checked_height(tok, left, right))

    def unary(self) -> CExpr:
        tok = self.tok
        if tok.kind == "punct" and (tok.text in _UNARY_OPS or tok.text in ("++", "--")):
            self.enter()
            self.next()
            arg = self.unary()
            self.leave()
            height = self.checked_height(tok, arg)
            if tok.text in ("++", "--"):
                return CIncDec(tok.text, arg, False, _pos(tok), height)
            return CUnary(tok.text, arg, _pos(tok), height)
        if tok.kind == "ident" and tok.text == "sizeof":
            self.unsupported(tok, "'sizeof'")
        expr = self.primary()
        while self.tok.kind == "punct" and self.tok.text in ("++", "--"):
            op = self.next()
            expr = CIncDec(op.text, expr, True, _pos(op), self.checked_height(op, expr))
        return expr

    def primary(self) -> CExpr:
        tok = self.tok
        if tok.kind == "number":
            self.next()
            return self.postfix(CNum(int(tok.text, 0), _pos(tok)))
        if tok.kind == "ident" and tok.text not in _KEYWORDS:
            self.next()
            if self.at("("):
                return self.postfix(self.call(tok))
            return self.postfix(CName(tok.text, _pos(tok)))
        if tok.kind == "punct" and tok.text == "(":
            if self.is_type_word(1):
                self.unsupported(tok, "cast")
            self.next()
            expr = self.expression()
            self.expect(")")
            return self.postfix(expr)
        self.fail(tok, f"expected an expression, found {_describe(tok)}")

    def call(self, name: Token) -> CCall:
        self.next()
        args: list[CExpr] = []
        if not self.at(")"):
            args.append(self.assignment())
            while self.accept(","):
                args.append(self.assignment())
        self.expect(")")
        return CCall(name.text, tuple(args), _pos(name), self.checked_height(name, *args))

    def postfix(self, expr: CExpr) -> CExpr:
        tok = self.tok
        if tok.kind == "punct":
            if tok.text == "[":
                self.unsupported(tok, "array subscript")
            if tok.text in (".", "->"):
                self.unsupported(tok, f"member access '{tok.text}'")
            if tok.text == "(":
                self.unsupported(tok, "call through an expression")
        return expr


def _start(e: CExpr) -> ast.Pos:
    """The source position where expression ``e`` begins."""
    while isinstance(e, CBinary) or (isinstance(e, CIncDec) and e.postfix):
        e = e.left if isinstance(e, CBinary) else e.target
    return e.pos


# --- lowering --------------------------------------------------------------------------------

_ORDERS = {
    "memory_order_relaxed": Ordering.monotonic,
    "memory_order_consume": Ordering.acquire,
    "memory_order_acquire": Ordering.acquire,
    "memory_order_release": Ordering.release,
    "memory_order_acq_rel": Ordering.acq_rel,
    "memory_order_seq_cst": Ordering.seq_cst,
}
_READ_ORDERS = frozenset({"memory_order_relaxed", "memory_order_consume",
                          "memory_order_acquire", "memory_order_seq_cst"})
_WRITE_ORDERS = frozenset({"memory_order_relaxed", "memory_order_release",
                           "memory_order_seq_cst"})
_ALL_ORDERS = frozenset(_ORDERS)


@dataclass(frozen=True, slots=True)
class _Builtin:
    kind: str  # load | store | rmw | cas | fence
    orders: int  # trailing memory-order arguments; 0 = implicitly seq_cst
    op: str = ""  # the Rmw op
    weak: bool = False

    @property
    def values(self) -> int:
        """Arguments before the memory orders."""
        return {"load": 1, "store": 2, "rmw": 2, "cas": 3, "fence": 0}[self.kind]

    @property
    def returns(self) -> bool:
        return self.kind in ("load", "rmw", "cas")


def _builtins() -> dict[str, _Builtin]:
    table = {
        "atomic_load": _Builtin("load", 0), "atomic_load_explicit": _Builtin("load", 1),
        "atomic_store": _Builtin("store", 0), "atomic_store_explicit": _Builtin("store", 1),
        "atomic_thread_fence": _Builtin("fence", 1),
    }
    rmws = {"exchange": "xchg", "fetch_add": "add", "fetch_sub": "sub", "fetch_and": "and",
            "fetch_or": "or", "fetch_xor": "xor"}
    for c_name, op in rmws.items():
        table[f"atomic_{c_name}"] = _Builtin("rmw", 0, op)
        table[f"atomic_{c_name}_explicit"] = _Builtin("rmw", 1, op)
    for strength in ("strong", "weak"):
        weak = strength == "weak"
        table[f"atomic_compare_exchange_{strength}"] = _Builtin("cas", 0, weak=weak)
        table[f"atomic_compare_exchange_{strength}_explicit"] = _Builtin("cas", 2, weak=weak)
    return table


_BUILTINS = _builtins()
_FRESH = ""  # as a call's destination: "a fresh temporary" (no C name is empty)


_TRAPPING_OPS = frozenset({"/", "%", "<<", ">>"})  # may be undefined (by 0, negative shift)


def _must_be_skipped(e: CExpr) -> bool:
    """Whether C's short-circuit must skip ``e`` for real: it accesses memory or may trap."""
    if isinstance(e, CBinary):
        return (e.op in _TRAPPING_OPS or _must_be_skipped(e.left)
                or _must_be_skipped(e.right))
    if isinstance(e, CUnary):
        return e.op == "*" or _must_be_skipped(e.arg)
    return isinstance(e, (CCall, CAssign, CIncDec))


class _Lowering:
    """Lowers one thread function's body to a flat list of :mod:`.ast` instructions."""

    def __init__(self, fn: Function, path: str) -> None:
        self.path, self.params = path, frozenset(fn.params)
        self.code: list[ast.Instr] = []
        self.registers: dict[str, None] = {}
        self.temps = 0

    # -- helpers --

    def emit(self, instr: ast.Instr) -> int:
        self.code.append(instr)
        return len(self.code) - 1

    def patch(self, index: int) -> None:
        """Make the jump at ``index`` target the next instruction to be emitted."""
        jump = self.code[index]
        assert isinstance(jump, (ast.Goto, ast.IfNot))
        self.code[index] = replace(jump, target=len(self.code))

    def fresh(self) -> str:
        self.temps += 1
        return f"$t{self.temps - 1}"

    def unsupported(self, pos: ast.Pos, what: str) -> NoReturn:
        raise ast.Unsupported(self.path, pos.line, pos.col, f"unsupported C construct: {what}")

    def fail(self, pos: ast.Pos, message: str) -> NoReturn:
        raise ast.LitmusError(self.path, pos.line, pos.col, message)

    def register(self, name: CName) -> str:
        """``name`` as a register that is written; records it in ``Thread.registers``."""
        if name.name in self.params:
            self.unsupported(name.pos, f"assignment to location parameter '{name.name}'")
        if name.name in _ORDERS:
            self.fail(name.pos, f"cannot assign to '{name.name}'")
        self.registers.setdefault(name.name)
        return name.name

    # -- statements --

    def thread(self, fn: Function) -> ast.Thread:
        self.statement(fn.body)
        return ast.Thread(fn.tid, tuple(self.code), tuple(self.registers), fn.pos)

    def statement(self, s: Stmt) -> None:
        if isinstance(s, SBlock):
            for inner in s.body:
                self.statement(inner)
        elif isinstance(s, SDecl):
            self.declaration(s)
        elif isinstance(s, SExpr):
            self.effect(s.expr)
        elif isinstance(s, SIf):
            self.if_stmt(s)
        elif isinstance(s, SWhile):
            self.loop(s.cond, s.body, None, s.pos)
        elif isinstance(s, SFor):
            if s.init is not None:
                self.statement(s.init)
            self.loop(s.cond, s.body, s.step, s.pos)
        else:
            self.do_stmt(s)

    def declaration(self, s: SDecl) -> None:
        for name, init, pos in s.declarators:
            if name in self.params:
                self.unsupported(pos, f"local variable '{name}' shadows a location parameter")
            if name in _ORDERS:
                self.fail(pos, f"cannot declare '{name}'")
            self.registers.setdefault(name)
            if init is not None:
                self.into(name, init, pos)

    def if_stmt(self, s: SIf) -> None:
        skip = self.emit(ast.IfNot(self.value(s.cond), -1, s.pos))
        self.statement(s.then)
        if s.orelse is not None:
            assert s.else_pos is not None
            over = self.emit(ast.Goto(-1, s.else_pos))
            self.patch(skip)
            self.statement(s.orelse)
            self.patch(over)
        else:
            self.patch(skip)

    def loop(self, cond: CExpr | None, body: Stmt, step: CExpr | None, pos: ast.Pos) -> None:
        top = len(self.code)
        exit_jump = None if cond is None else self.emit(ast.IfNot(self.value(cond), -1, pos))
        self.statement(body)
        if step is not None:
            self.effect(step)
        self.emit(ast.Goto(top, pos))
        if exit_jump is not None:
            self.patch(exit_jump)

    def do_stmt(self, s: SDo) -> None:
        top = len(self.code)
        self.statement(s.body)
        self.emit(ast.IfNot(ast.Un("!", self.value(s.cond)), top, s.pos))

    # -- expressions with effects --

    def effect(self, e: CExpr) -> None:
        """Lower an expression statement."""
        if isinstance(e, CAssign):
            self.assign(e)
        elif isinstance(e, CIncDec):
            self.update(e.target, e.op, CNum(1, e.pos), _start(e))
        elif isinstance(e, CCall):
            self.call(e, None)
        else:
            self.value(e)

    def assign(self, e: CAssign) -> None:
        if e.op != "=":
            self.update(e.target, e.op, e.value, e.pos)
        elif isinstance(e.target, CName):
            self.into(self.register(e.target), e.value, e.pos)
        elif isinstance(e.target, CUnary) and e.target.op == "*":
            addr = self.address(e.target.arg)
            self.emit(ast.Store(addr, self.value(e.value), Ordering.not_atomic, e.target.pos))
        else:
            self.not_assignable(e.target, "=")

    def not_assignable(self, target: CExpr, op: str) -> NoReturn:
        self.fail(_start(target), f"the target of '{op}' must be a variable or '*location'")

    def update(self, target: CExpr, assign_op: str, operand: CExpr, pos: ast.Pos) -> None:
        """``target op= operand``, ``target++`` and ``target--``."""
        op = assign_op[0] if assign_op in ("++", "--") else assign_op[:-1]
        if isinstance(target, CName):
            dest = self.register(target)
            self.emit(ast.Assign(dest, ast.Bin(op, ast.Reg(dest), self.value(operand)), pos))
        elif isinstance(target, CUnary) and target.op == "*":
            addr = self.address(target.arg)
            old = self.fresh()
            self.emit(ast.Load(old, addr, Ordering.not_atomic, target.pos))
            new = ast.Bin(op, ast.Reg(old), self.value(operand))
            self.emit(ast.Store(addr, new, Ordering.not_atomic, target.pos))
        else:
            self.not_assignable(target, assign_op)

    def into(self, dest: str, e: CExpr, pos: ast.Pos) -> None:
        """``dest = e``: an access straight into ``dest``, else an Assign of the pure rest."""
        if isinstance(e, CUnary) and e.op == "*":
            self.emit(ast.Load(dest, self.address(e.arg), Ordering.not_atomic, e.pos))
        elif isinstance(e, CCall) and e.name in _BUILTINS and _BUILTINS[e.name].returns:
            self.call(e, dest)
        else:
            self.emit(ast.Assign(dest, self.value(e), pos))

    def address(self, e: CExpr) -> ast.Loc:
        """The address operand of an access: a location parameter."""
        if isinstance(e, CName) and e.name in self.params:
            return ast.Loc(e.name)
        if isinstance(e, CBinary) and e.op in ("+", "-") and _mentions(e, self.params):
            self.unsupported(e.pos, "pointer arithmetic")
        if isinstance(e, CUnary) and e.op == "&":
            self.unsupported(e.pos, "address-of operator '&'")
        if isinstance(e, CUnary) and e.op == "*":
            self.unsupported(e.pos, "access through a pointer read from memory")
        if isinstance(e, CName):
            self.unsupported(e.pos, f"access through '{e.name}', which is not a location "
                                    "parameter")
        self.unsupported(_start(e), "access through an expression that is not a location "
                                    "parameter")

    # -- pure values --

    def value(self, e: CExpr) -> ast.Expr:
        """Emit the accesses of ``e`` (left to right) and return its pure remainder."""
        if isinstance(e, CNum):
            return ast.Const(e.value)
        if isinstance(e, CName):
            return self.name(e)
        if isinstance(e, CUnary):
            return self.unary(e)
        if isinstance(e, CBinary):
            if e.op in ("&&", "||") and _must_be_skipped(e.right):
                return self.short_circuit(e)
            return ast.Bin(e.op, self.value(e.left), self.value(e.right))
        if isinstance(e, CCall):
            builtin = _BUILTINS.get(e.name)
            if builtin is not None and not builtin.returns:
                self.fail(e.pos, f"'{e.name}' returns no value")
            result = self.call(e, _FRESH)
            assert result is not None
            return ast.Reg(result)
        if isinstance(e, CAssign):
            self.unsupported(e.pos, "assignment inside an expression")
        self.unsupported(e.pos, f"'{e.op}' inside an expression")

    def name(self, e: CName) -> ast.Expr:
        if e.name in self.params:
            self.unsupported(e.pos, f"location parameter '{e.name}' used as a value "
                                    f"(write '*{e.name}' to read it)")
        if e.name in _ORDERS:
            self.unsupported(e.pos, f"memory order '{e.name}' used as a value")
        return ast.Reg(e.name)

    def unary(self, e: CUnary) -> ast.Expr:
        if e.op == "*":
            temp = self.fresh()
            self.emit(ast.Load(temp, self.address(e.arg), Ordering.not_atomic, e.pos))
            return ast.Reg(temp)
        if e.op == "&":
            self.unsupported(e.pos, "address-of operator '&'")
        arg = self.value(e.arg)
        if e.op == "+":
            return arg
        if e.op == "-" and isinstance(e.arg, CNum):
            return ast.Const(-e.arg.value)
        return ast.Un(e.op, arg)

    def short_circuit(self, e: CBinary) -> ast.Expr:
        """``a && b`` / ``a || b`` whose ``b`` accesses memory or may trap: jumps make ``b``
        run only when C evaluates it."""
        result = self.fresh()
        self.emit(ast.Assign(result, ast.Bin("!=", self.value(e.left), ast.Const(0)), e.pos))
        done = ast.Reg(result) if e.op == "&&" else ast.Un("!", ast.Reg(result))
        skip = self.emit(ast.IfNot(done, -1, e.pos))
        self.emit(ast.Assign(result, ast.Bin("!=", self.value(e.right), ast.Const(0)), e.pos))
        self.patch(skip)
        return ast.Reg(result)

    # -- atomic calls --

    def result(self, dest: str | None) -> str | None:
        """The register that receives a call's result (see :data:`_FRESH`)."""
        return self.fresh() if dest == _FRESH else dest

    def call(self, e: CCall, dest: str | None) -> str | None:
        """Emit the atomic call ``e``; its result goes to ``dest`` (None: dropped, _FRESH: a
        new temporary, numbered when emitted).  Returns the register used."""
        builtin = _BUILTINS.get(e.name)
        if builtin is None:
            self.unsupported(e.pos, f"call to '{e.name}'")
        expected = builtin.values + builtin.orders
        if len(e.args) != expected:
            self.fail(e.pos, f"'{e.name}' takes {expected} argument{'s' * (expected != 1)}, "
                             f"found {len(e.args)}")
        orders = e.args[builtin.values:]
        if builtin.kind == "fence":
            self.fence(e, orders[0])
            return None
        addr = self.address(e.args[0])
        if builtin.kind == "load":
            order = self.order(e, orders, 0, _READ_ORDERS)
            dest = self.fresh() if dest in (None, _FRESH) else dest
            self.emit(ast.Load(dest, addr, order, e.pos))
        elif builtin.kind == "store":
            order = self.order(e, orders, 0, _WRITE_ORDERS)
            self.emit(ast.Store(addr, self.value(e.args[1]), order, e.pos))
        elif builtin.kind == "rmw":
            order = self.order(e, orders, 0, _ALL_ORDERS)
            operand = self.value(e.args[1])
            dest = self.result(dest)
            self.emit(ast.Rmw(dest, addr, builtin.op, operand, order, e.pos))
        else:
            dest = self.cas(e, builtin, addr, dest)
        return dest

    def fence(self, e: CCall, order_arg: CExpr) -> None:
        order = self.order(e, (order_arg,), 0, _ALL_ORDERS)
        if order is not Ordering.monotonic:  # a relaxed fence has no effect
            self.emit(ast.FenceI(order, e.pos))

    def order(self, e: CCall, args: tuple[CExpr, ...], index: int,
              allowed: frozenset[str]) -> Ordering:
        if not args:  # the non-_explicit forms
            return Ordering.seq_cst
        arg = args[index]
        if not (isinstance(arg, CName) and arg.name in _ORDERS):
            found = f"'{arg.name}'" if isinstance(arg, CName) else "an expression"
            self.fail(_start(arg), f"expected a memory order (memory_order_relaxed, "
                                   f"_consume, _acquire, _release, _acq_rel, _seq_cst), "
                                   f"found {found}")
        if arg.name not in allowed:
            role = "failure order" if index == 1 else "memory order"
            self.fail(arg.pos, f"{arg.name} is not a valid {role} for '{e.name}'")
        return _ORDERS[arg.name]

    def cas(self, e: CCall, builtin: _Builtin, addr: ast.Loc, dest: str | None) -> str | None:
        orders = e.args[3:]
        success = self.order(e, orders, 0, _ALL_ORDERS)
        failure = self.order(e, orders, 1, _READ_ORDERS)
        expected = e.args[1]
        if (isinstance(expected, CUnary) and expected.op == "&"
                and isinstance(expected.arg, CName) and expected.arg.name not in self.params):
            register = self.register(expected.arg)
            desired = self.value(e.args[2])
            if dest == register:  # the result and the expected value go to one register
                result = self.fresh()
                self.emit(ast.Cas(result, addr, register, desired, success, failure,
                                  builtin.weak, e.pos))
                self.emit(ast.Assign(dest, ast.Reg(result), e.pos))
                return dest
            dest = self.result(dest)
            self.emit(ast.Cas(dest, addr, register, desired, success, failure, builtin.weak,
                              e.pos))
            return dest
        if not (isinstance(expected, CName) and expected.name in self.params):
            self.unsupported(_start(expected), "compare-exchange expected value that is "
                                               "neither '&register' nor a location parameter")
        # herd: read *expected non-atomically; on failure write the value read back to it
        location = ast.Loc(expected.name)
        old = self.fresh()
        self.emit(ast.Load(old, location, Ordering.not_atomic, e.pos))
        desired = self.value(e.args[2])
        ok = self.fresh() if dest in (None, _FRESH) else dest
        self.emit(ast.Cas(ok, addr, old, desired, success, failure, builtin.weak, e.pos))
        on_success = self.emit(ast.IfNot(ast.Un("!", ast.Reg(ok)), -1, e.pos))
        self.emit(ast.Store(location, ast.Reg(old), Ordering.not_atomic, e.pos))
        self.patch(on_success)
        return ok


def _mentions(e: CExpr, names: frozenset[str]) -> bool:
    if isinstance(e, CName):
        return e.name in names
    if isinstance(e, CBinary):
        return _mentions(e.left, names) or _mentions(e.right, names)
    if isinstance(e, CUnary):
        return _mentions(e.arg, names)
    return False


# --- entry point -----------------------------------------------------------------------------


def parse_threads(text: str, path: str, line: int, col: int) -> tuple[ast.Thread, ...]:
    """The threads of a C litmus test's thread section ``text``, which starts in file ``path``
    at 1-based ``line``/``col``.  Raises :class:`~.ast.Unsupported` for valid C that is not
    supported and :class:`~.ast.LitmusError` for malformed text."""
    tokens = _Lexer(text, path, line, col).tokens()
    functions = _Parser(tokens, path).section()
    return tuple(_Lowering(fn, path).thread(fn) for fn in functions)
