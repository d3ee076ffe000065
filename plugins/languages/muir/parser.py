"""Parser for μIR-thread, an LLVM-like concrete syntax of the language of paper Fig. 5.

Grammar (EBNF; ``{ x }`` is repetition, ``[ x ]`` is an option)::

    module    ::= { global | function }
    global    ::= GLOBAL '=' 'global' init                  (* @x = global 0 *)
    init      ::= value | '[' value { ',' value } ']'       (* a list = consecutive cells *)
    value     ::= INT | 'true' | 'false' | 'undef'
    function  ::= 'define' GLOBAL '(' [ REG { ',' REG } ] ')' '{' block { block } '}'
    block     ::= [ LABEL ':' ] { instr } term             (* only the first block may omit
                                                              its label; it is then "entry" *)
    instr     ::= REG '=' atom                              (* Compute, op = None *)
                | REG '=' BINOP atom ',' atom               (* Compute *)
                | REG '=' 'alloca' atom
                | [ REG '=' ] 'load' ORD atom
                | 'store' ORD atom ',' atom                 (* value, address *)
                | [ REG '=' ] 'rmw' ORD RMWOP atom ',' atom (* address, operand *)
                | [ REG '=' ] 'cmpxchg' ORD [ ORD ] atom ',' atom ',' atom
                                                            (* address, expected, new;
                                                               2nd ORD = failure ordering *)
                | 'fence' ORD
                | [ REG '=' ] 'spawn' fn ',' fnopt ',' fnopt ',' atom  (* f, init, cleanup, arg *)
                | REG '=' 'thrd_create' fn ',' atom
                | [ REG '=' ] 'thrd_join' atom
                | 'assert' atom [ ',' STRING ]              (* default "assertion failed" *)
    term      ::= 'br' atom ',' LABELREF ',' LABELREF | 'jmp' LABELREF | 'ret' atom
    atom      ::= REG | GLOBAL | INT | 'true' | 'false' | 'undef'
    fn        ::= GLOBAL
    fnopt     ::= GLOBAL | 'none'
    LABELREF  ::= '%' NAME                                  (* br %c, %then, %else *)
    REG       ::= '%' NAME
    GLOBAL    ::= '@' NAME
    LABEL     ::= IDENT | DIGITS                            (* at a block start, before ':' *)
    NAME      ::= IDENT | DIGITS                            (* %0, @1 as in LLVM *)
    IDENT     ::= [A-Za-z_.$] { [A-Za-z0-9_.$] }
    INT       ::= [ '-' ] DIGITS
    STRING    ::= '"' { any character but '"', '\\' or newline | '\\"' | '\\\\' } '"'
    BINOP     ::= add | sub | mul | sdiv | srem | and | or | xor | shl | ashr
                | eq | ne | slt | sle | sgt | sge
    RMWOP     ::= atomic_exchange | atomic_add | xchg | add  (* xchg, add: aliases *)
    ORD       ::= not_atomic | unordered | monotonic | acquire | release | acq_rel
                | sc | seq_cst                              (* sc = seq_cst *)

Comments run from ';' to the end of the line; whitespace only separates tokens.

Static checks after parsing (each a :class:`ProgramError` at the offending token): duplicate
globals, functions, parameters and labels; branches to unknown labels; unknown globals used as
operands; spawn/thrd_create of unknown functions; a missing or parameterised ``@main``.
Registers are not checked (reading an unwritten register is a runtime matter).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple, NoReturn

from ctreelab.budget import poll
from ctreelab.errors import ProgramError
from ctreelab.events import Ordering
from ctreelab.inputfile import InputFileError, read_text
from ctreelab.values import UNDEF

MAX_DIGITS = 4300  # Python's limit of decimal conversions

from .ast import (
    BINARY_OPS,
    RMW_OPS,
    Alloca,
    Assert,
    Atom,
    Block,
    Branch,
    CmpXchg,
    Compute,
    FenceI,
    Function,
    GlobalDef,
    GlobalRef,
    Instr,
    Jump,
    Lit,
    Load,
    Module,
    Pos,
    Reg,
    Return,
    Rmw,
    SpawnI,
    Store,
    Terminator,
    ThrdCreate,
    ThrdJoin,
)

__all__ = ["parse", "parse_file"]

ORDERINGS: dict[str, Ordering] = {o.value: o for o in Ordering} | {"sc": Ordering.seq_cst}
ORDERING_NAMES = "not_atomic, unordered, monotonic, acquire, release, acq_rel, sc, seq_cst"
RMW_ALIASES: dict[str, str] = {op: op for op in RMW_OPS} | {
    "xchg": "atomic_exchange", "add": "atomic_add"}
CONSTANTS: dict[str, object] = {"true": 1, "false": 0, "undef": UNDEF}
TERMINATORS = ("br", "jmp", "ret")
NO_RESULT = ("store", "fence", "assert") + TERMINATORS     # never take '%r ='
NEED_RESULT = ("alloca", "thrd_create")                  # always take '%r ='
OPTIONAL_RESULT = ("load", "rmw", "cmpxchg", "spawn", "thrd_join")
INSTRUCTIONS = sorted(NO_RESULT + NEED_RESULT + OPTIONAL_RESULT)
ATOM_HINT = "an operand (%reg, @global, integer, true, false, undef)"

# --- lexer ------------------------------------------------------------------------------------

_NAME = r"(?:[A-Za-z_.$][A-Za-z0-9_.$]*|[0-9]+(?![A-Za-z_.$]))"
_TOKEN_RE = re.compile(
    r"(?P<ws>[ \t\r\f\v]+)|(?P<nl>\n)|(?P<comment>;[^\n]*)"
    r'|(?P<string>"(?:[^"\\\n]|\\[^\n])*")'
    rf"|(?P<reg>%{_NAME})|(?P<global>@{_NAME})"
    r"|(?P<int>-?[0-9]+)|(?P<ident>[A-Za-z_.$][A-Za-z0-9_.$]*)"
    r"|(?P<punct>[=,(){}\[\]:])"
)
_WORD_RE = re.compile(r"[^\s,;(){}\[\]=:]*")
_ESCAPE_RE = re.compile(r"\\(.)")


class Token(NamedTuple):
    kind: str  # reg | global | ident | int | string | punct | eof
    text: str  # as written (strings: with quotes and escapes)
    line: int
    col: int
    value: str = ""  # the decoded contents of a string token


def describe(tok: Token) -> str:
    """How a token is named in error messages."""
    if tok.kind == "eof":
        return "end of file"
    if tok.kind == "string":
        return f"string {tok.text}"
    return f"'{tok.text}'"


def tokenize(text: str, path: str) -> list[Token]:
    """Split ``text`` into tokens (without whitespace and comments), ending with an eof token."""
    tokens: list[Token] = []
    line, line_start, pos, end = 1, 0, 0, len(text)
    match = _TOKEN_RE.match
    while pos < end:
        if not len(tokens) & 4095:
            poll()  # the budget (--timeout, --max-memory) holds while loading
        m = match(text, pos)
        col = pos - line_start + 1
        if m is None:
            _lex_error(text, pos, line, col, path)
        kind = m.lastgroup
        assert kind is not None
        if kind == "nl":
            line, line_start = line + 1, m.end()
        elif kind == "string":
            tokens.append(Token(kind, m.group(), line, col, _unescape(m.group(), line, col, path)))
        elif kind not in ("ws", "comment"):
            tokens.append(Token(kind, m.group(), line, col))
        pos = m.end()
    tokens.append(Token("eof", "", line, end - line_start + 1))
    return tokens


def _lex_error(text: str, pos: int, line: int, col: int, path: str) -> NoReturn:
    ch = text[pos]
    if ch == '"':
        message = "unterminated string (expected a closing '\"' before the end of the line)"
    elif ch in "%@":
        word = _WORD_RE.match(text, pos + 1).group()  # type: ignore[union-attr]
        if word:
            message = (f"invalid name '{ch}{word}' (expected an identifier "
                       f"[A-Za-z_.$][A-Za-z0-9_.$]* or a number after '{ch}')")
        else:
            after = repr(text[pos + 1]) if pos + 1 < len(text) else "end of file"
            message = f"expected a name after '{ch}', found {after}"
    else:
        message = f"unexpected character {ch!r}"
    raise ProgramError(path, line, col, message)


def _unescape(raw: str, line: int, col: int, path: str) -> str:
    for m in _ESCAPE_RE.finditer(raw):
        if m.group(1) not in "\"\\":
            raise ProgramError(path, line, col + m.start(), f"unknown escape '{m.group()}' in "
                               "string (only \\\" and \\\\ are allowed)")
    return _ESCAPE_RE.sub(r"\1", raw[1:-1])


# --- parser -----------------------------------------------------------------------------------


def _pos(tok: Token) -> Pos:
    return Pos(tok.line, tok.col)


def _is_atom(tok: Token) -> bool:
    return tok.kind in ("reg", "global", "int") or (tok.kind == "ident" and tok.text in CONSTANTS)


def _names(names: list[str], sigil: str, none: str) -> str:
    return ", ".join(sigil + n for n in names) if names else none


class _Parser:
    def __init__(self, tokens: list[Token], path: str) -> None:
        self.toks, self.i, self.path = tokens, 0, path
        # references checked once the whole module is known: (kind, token, function name)
        self.refs: list[tuple[str, Token, str]] = []
        self.labels: dict[str, dict[str, Token]] = {}  # function -> label -> its token
        self.fn_name = ""

    # -- token helpers

    def error(self, tok: Token, message: str) -> NoReturn:
        raise ProgramError(self.path, tok.line, tok.col, message)

    def peek(self, k: int = 0) -> Token:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self) -> Token:
        tok = self.toks[self.i]
        if tok.kind != "eof":
            self.i += 1
        return tok

    def at(self, text: str, k: int = 0) -> bool:
        tok = self.peek(k)
        return tok.text == text and tok.kind in ("punct", "ident")

    def accept(self, text: str) -> bool:
        """Consume the next token if it is ``text``."""
        if self.at(text):
            self.i += 1
            return True
        return False

    def expect(self, text: str, what: str | None = None) -> Token:
        if not self.at(text):
            self.error(self.peek(), f"expected {what or repr(text)}, found {describe(self.peek())}")
        return self.next()

    def expect_kind(self, kind: str, what: str) -> Token:
        if self.peek().kind != kind:
            self.error(self.peek(), f"expected {what}, found {describe(self.peek())}")
        return self.next()

    # -- module level

    def module(self) -> Module:
        globals_: list[GlobalDef] = []
        functions: list[Function] = []
        seen: dict[str, tuple[str, Token]] = {}  # name -> ("global" | "function", name token)
        while self.peek().kind != "eof":
            poll()
            tok = self.peek()
            if tok.kind == "global":
                self._declare(seen, "global", tok)
                globals_.append(self.global_def())
            elif tok.kind == "ident" and tok.text == "define":
                name_tok = self.peek(1)
                if name_tok.kind == "global":
                    self._declare(seen, "function", name_tok)
                functions.append(self.function())
            else:
                self.error(tok, "expected a global (@name = global ...) or a function "
                                f"(define @name(...) {{ ... }}), found {describe(tok)}")
        self._check_refs(globals_, functions)
        return Module(self.path, tuple(globals_), tuple(functions))

    def _declare(self, seen: dict[str, tuple[str, Token]], kind: str, tok: Token) -> None:
        if tok.text[1:] in seen:
            old_kind, old = seen[tok.text[1:]]
            if old_kind == kind:
                self.error(tok, f"duplicate {kind} '{tok.text}' (first defined at line {old.line})")
            self.error(tok, f"{kind} '{tok.text}' clashes with the {old_kind} of the same name "
                            f"(defined at line {old.line})")
        seen[tok.text[1:]] = (kind, tok)

    def _check_refs(self, globals_: list[GlobalDef], functions: list[Function]) -> None:
        gnames = [g.name for g in globals_]
        fnames = [f.name for f in functions]
        known_globals = _names(gnames, "@", "none defined")
        known_functions = _names(fnames, "@", "none defined")
        gset, fset = set(gnames), set(fnames)
        for kind, tok, fn in self.refs:
            name = tok.text[1:]
            if kind == "global" and name not in gset:
                if name in fset:
                    self.error(tok, f"'{tok.text}' is a function, not a global; only globals can "
                                    f"be operands (known globals: {known_globals})")
                self.error(tok, f"unknown global '{tok.text}' (known globals: {known_globals})")
            if kind == "function" and name not in fset:
                self.error(tok, f"unknown function '{tok.text}' "
                                f"(known functions: {known_functions})")
            if kind == "label" and name not in self.labels[fn]:
                labels = _names(list(self.labels[fn]), "%", "none")
                self.error(tok, f"unknown label '{tok.text}' in @{fn} (labels: {labels})")
        if "main" not in fset:
            raise ProgramError(self.path, 1, 1, "no @main function (define @main() { ... })")

    def global_def(self) -> GlobalDef:
        name = self.next()
        self.expect("=")
        self.expect("global", "'global'")
        hint = "an initial value (integer, true, false, undef)"
        if self.accept("["):
            cells = [self.value(hint)]
            while self.accept(","):
                cells.append(self.value(hint))
            self.expect("]", "',' or ']'")
        else:
            cells = [self.value(hint + " or '['")]
        return GlobalDef(_pos(name), name.text[1:], tuple(cells))

    def value(self, what: str) -> object:
        tok = self.peek()
        if tok.kind == "int":
            if len(tok.text.lstrip("-")) > MAX_DIGITS:
                self.error(tok, f"integer literal of {len(tok.text.lstrip('-'))} digits "
                                f"(at most {MAX_DIGITS})")
            return int(self.next().text)
        if tok.kind == "ident" and tok.text in CONSTANTS:
            return CONSTANTS[self.next().text]
        self.error(tok, f"expected {what}, found {describe(tok)}")

    # -- functions and blocks

    def function(self) -> Function:
        define = self.next()
        name = self.expect_kind("global", "a function name (@name)")
        self.fn_name = fn = name.text[1:]
        self.expect("(")
        params: list[str] = []
        more = not self.at(")")
        while more:
            p = self.expect_kind("reg", "a parameter (%name)")
            if p.text[1:] in params:
                self.error(p, f"duplicate parameter '{p.text}' in @{fn}")
            if fn == "main":
                self.error(p, f"@main must have no parameters, found '{p.text}'")
            params.append(p.text[1:])
            more = self.accept(",")
        self.expect(")", "',' or ')'")
        self.expect("{")
        blocks: list[Block] = []
        label_pos: dict[str, Token] = {}
        self.labels[fn] = label_pos
        implicit: Token | None = None  # first token of an unlabelled entry block
        while True:
            if blocks and self.accept("}"):
                break
            start = self.peek()
            if self._at_label():
                label = start.text
                self.i += 2
            elif blocks:
                self.error(start, "expected a label (name:) or '}' after a terminator, found "
                                  f"{describe(start)} (a block ends at its terminator)")
            else:
                label = "entry"
                implicit = start
            if label in label_pos:
                first = label_pos[label]
                where = f"line {first.line}"
                if first is implicit:
                    where += ", the unlabelled first block"
                self.error(start, f"duplicate label '{label}' in @{fn} (first at {where})")
            label_pos[label] = start
            code: list[Instr] = []
            poll()
            while not (self.peek().kind == "ident" and self.peek().text in TERMINATORS):
                code.append(self.instr())
            blocks.append(Block(_pos(start), label, tuple(code), self.terminator()))
        return Function(_pos(define), fn, tuple(params), tuple(blocks))

    def _at_label(self) -> bool:
        tok = self.peek()
        digits = tok.kind == "int" and not tok.text.startswith("-")
        return (tok.kind == "ident" or digits) and self.at(":", 1)

    def terminator(self) -> Terminator:
        tok = self.next()
        if tok.text == "br":
            cond = self.atom()
            self.expect(",")
            then = self.label_ref()
            self.expect(",")
            return Branch(_pos(tok), cond, then, self.label_ref())
        if tok.text == "jmp":
            return Jump(_pos(tok), self.label_ref())
        return Return(_pos(tok), self.atom())

    def label_ref(self) -> str:
        tok = self.expect_kind("reg", "a label (%name)")
        self.refs.append(("label", tok, self.fn_name))
        return tok.text[1:]

    # -- instructions

    def instr(self) -> Instr:
        tok = self.peek()
        if tok.kind == "reg":
            self.next()
            self.expect("=", "'=' after a destination register")
            return self._with_dest(tok)
        if tok.kind != "ident":
            self.error(tok, "expected an instruction or a terminator (br, jmp, ret), "
                            f"found {describe(tok)}")
        word = tok.text
        if word in NO_RESULT or word in OPTIONAL_RESULT:
            return self._operation(tok, None)
        if word in NEED_RESULT or word in BINARY_OPS:
            self.error(tok, f"'{word}' needs a destination register (%r = {word} ...)")
        if self.at(":", 1):
            self.error(tok, f"expected a terminator (br, jmp, ret) before label '{word}', "
                            "found none (every block must end with a terminator)")
        self.error(tok, f"unknown instruction '{word}' "
                        f"(expected one of: {', '.join(INSTRUCTIONS)})")

    def _with_dest(self, dest: Token) -> Instr:
        tok = self.peek()
        name = dest.text[1:]
        if _is_atom(tok):
            return Compute(_pos(dest), name, None, self.atom(), None)
        if tok.kind != "ident":
            self.error(tok, f"expected {ATOM_HINT}, an operation or an instruction after '=', "
                            f"found {describe(tok)}")
        word = tok.text
        if word in BINARY_OPS:
            self.next()
            a = self.atom()
            self.expect(",")
            return Compute(_pos(dest), name, word, a, self.atom())
        if word in NEED_RESULT or word in OPTIONAL_RESULT:
            return self._operation(dest, name)
        if word in NO_RESULT:
            self.error(tok, f"'{word}' does not produce a value (remove '{dest.text} =')")
        if _is_atom(self.peek(1)) and self.at(",", 2):
            self.error(tok, f"unknown binary operation '{word}' "
                            f"(known: {', '.join(BINARY_OPS)})")
        valued = ", ".join(sorted(NEED_RESULT + OPTIONAL_RESULT))
        self.error(tok, f"unknown instruction '{word}' (expected {ATOM_HINT}, a binary "
                        f"operation, or one of: {valued})")

    def _operation(self, first: Token, dest: str | None) -> Instr:
        """An instruction from its keyword on; ``first`` is its first token (dest or keyword)."""
        pos, word = _pos(first), self.next().text
        if word == "load":
            return Load(pos, dest, self.ordering(), self.atom())
        if word == "store":
            ordering, value = self.ordering(), self.atom()
            self.expect(",")
            return Store(pos, ordering, value, self.atom())
        if word == "rmw":
            ordering, op, addr = self.ordering(), self.rmw_op(), self.atom()
            self.expect(",")
            return Rmw(pos, dest, ordering, op, addr, self.atom())
        if word == "cmpxchg":
            ordering = self.ordering()
            failure = self.ordering() if self.peek().text in ORDERINGS else None
            addr = self.atom()
            self.expect(",")
            expected = self.atom()
            self.expect(",")
            return CmpXchg(pos, dest, ordering, failure, addr, expected, self.atom())
        if word == "fence":
            return FenceI(pos, self.ordering())
        if word == "spawn":
            f = self.function_ref()
            self.expect(",")
            init = self.optional_function_ref()
            self.expect(",")
            cleanup = self.optional_function_ref()
            self.expect(",")
            return SpawnI(pos, dest, f, init, cleanup, self.atom())
        if word == "thrd_join":
            return ThrdJoin(pos, dest, self.atom())
        if word == "assert":
            cond, message = self.atom(), "assertion failed"
            if self.accept(","):
                message = self.expect_kind("string", 'a message string ("...")').value
            return Assert(pos, cond, message)
        assert dest is not None
        if word == "alloca":
            return Alloca(pos, dest, self.atom())
        f = self.function_ref()  # thrd_create
        self.expect(",")
        return ThrdCreate(pos, dest, f, self.atom())

    # -- operands

    def atom(self) -> Atom:
        tok = self.peek()
        if tok.kind == "reg":
            return Reg(self.next().text[1:])
        if tok.kind == "global":
            self.refs.append(("global", self.next(), self.fn_name))
            return GlobalRef(tok.text[1:])
        if tok.kind == "int" or (tok.kind == "ident" and tok.text in CONSTANTS):
            return Lit(self.value(ATOM_HINT))
        self.error(tok, f"expected {ATOM_HINT}, found {describe(tok)}")

    def ordering(self) -> Ordering:
        tok = self.peek()
        if tok.kind != "ident" or tok.text not in ORDERINGS:
            self.error(tok, f"expected an ordering ({ORDERING_NAMES}), found {describe(tok)}")
        return ORDERINGS[self.next().text]

    def rmw_op(self) -> str:
        tok = self.peek()
        if tok.kind != "ident" or tok.text not in RMW_ALIASES:
            known = ", ".join(RMW_ALIASES)
            if tok.kind == "ident":
                self.error(tok, f"unknown read-modify-write operation '{tok.text}' "
                                f"(known: {known})")
            self.error(tok, f"expected a read-modify-write operation ({known}), "
                            f"found {describe(tok)}")
        return RMW_ALIASES[self.next().text]

    def function_ref(self, what: str = "a function (@name)") -> str:
        tok = self.expect_kind("global", what)
        self.refs.append(("function", tok, self.fn_name))
        return tok.text[1:]

    def optional_function_ref(self) -> str | None:
        if self.accept("none"):
            return None
        return self.function_ref("a function (@name) or 'none'")


# --- entry points -----------------------------------------------------------------------------


def parse(text: str, path: str) -> Module:
    """Parse μIR-thread source ``text`` (``path`` is used in messages and ``Module.path``)."""
    return _Parser(tokenize(text, path), path).module()


def parse_file(path: str | Path) -> Module:
    """Read (UTF-8) and parse a μIR-thread file."""
    name = str(path)
    try:
        text = read_text(path)
    except InputFileError as exc:
        raise ProgramError(name, None, None, f"cannot read file: {exc.reason}") from None
    return parse(text, name)
