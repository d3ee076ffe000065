"""Vellvm-style assertion comments in ``.ll`` test files, and their parser.

An assertion is a whole-line comment::

    ; ASSERT EQ: i32 42 = call i32 @f(i32 1, i64 -3)     the call returns exactly that value
    ; ASSERT EQ: i32 poison = call i32 @g()              ... which may be poison
    ; ASSERT UB: call i32 @f(i32 0)                      the call has undefined behaviour
    ; ASSERT FAIL: call void @h()                        the call is a failure (ill-formed)

Types are ``iN`` and ``ptr`` (and ``void`` as the return type of a UB/FAIL call). Values are
decimal integers (``-1`` and ``255`` are the same ``i8``), ``true``/``false`` for ``i1``,
``null`` for ``ptr`` and, as an expected value only, ``poison``. Values are normalised to
the signed canonical form the LLVM plugin uses (``i8 255`` is ``-1``; ``i1`` is 0 or 1).

Any comment line whose first word is ``ASSERT`` (in any case) is an assertion: a line that
does not parse raises :class:`AssertSyntaxError`, so a typo is reported, never skipped.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

KINDS: Final = ("EQ", "UB", "FAIL")

#: the syntax, quoted in every error message
SYNTAX: Final = (
    "`; ASSERT EQ: <ty> <value> = call <ty> @<fn>(<ty> <int>, ...)` or "
    "`; ASSERT UB: call <ty> @<fn>(...)` or `; ASSERT FAIL: call <ty> @<fn>(...)`"
)


class _Poison:
    __slots__ = ()

    def __repr__(self) -> str:
        return "poison"


#: the expected value of ``; ASSERT EQ: <ty> poison = ...``
POISON: Final = _Poison()


class AssertSyntaxError(ValueError):
    """A malformed assertion line; the message says what was expected."""


@dataclass(frozen=True, slots=True)
class Assertion:
    kind: str  # one of KINDS
    function: str  # without the "@"
    ret_type: str  # "iN", "ptr" or "void"
    arg_types: tuple[str, ...]
    args: tuple[int, ...]  # signed canonical
    expected: int | _Poison | None = None  # EQ only

    def call_text(self) -> str:
        args = ", ".join(f"{t} {v}" for t, v in zip(self.arg_types, self.args))
        return f"call {self.ret_type} @{self.function}({args})"

    def expected_text(self) -> str:
        return f"{self.ret_type} {self.expected!r}"


_ASSERT_LINE = re.compile(r"^\s*;+\s*assert\b", re.IGNORECASE)
_HEAD = re.compile(r"^\s*;+\s*ASSERT\s+(?P<kind>[A-Za-z_]+)\s*:\s*(?P<body>.*?)\s*$")
_TYPE = r"(?:i\d+|ptr|void)"
_VALUE = r"(?:-?\d+|true|false|null|poison)"
_NAME = r"(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+|\"[^\"]*\")"
_CALL = re.compile(rf"^call\s+(?P<ret>{_TYPE})\s+@(?P<name>{_NAME})\s*\((?P<args>.*)\)$")
_EQ = re.compile(rf"^(?P<ty>{_TYPE})\s+(?P<value>{_VALUE})\s*=\s*(?P<call>call\b.*)$")
_ARG = re.compile(rf"^(?P<ty>{_TYPE})\s+(?P<value>{_VALUE})$")


def is_assertion_line(line: str) -> bool:
    """Whether ``line`` is meant as an assertion (a comment whose first word is ASSERT)."""
    return _ASSERT_LINE.match(line) is not None


def assertion_lines(text: str) -> Iterator[tuple[int, str]]:
    """``(line number from 1, line)`` for every assertion line of a file's text."""
    for number, line in enumerate(text.splitlines(), start=1):
        if is_assertion_line(line):
            yield number, line


def normalise(ty: str, token: str) -> int:
    """The signed canonical value of the literal ``token`` of type ``ty``."""
    if token in ("true", "false"):
        if ty != "i1":
            raise AssertSyntaxError(f"`{token}` is an i1 value, not {ty}")
        return 1 if token == "true" else 0
    if token == "null":
        if ty != "ptr":
            raise AssertSyntaxError(f"`null` is a ptr value, not {ty}")
        return 0
    if token == "poison":
        raise AssertSyntaxError("`poison` is allowed only as the expected value of ASSERT EQ")
    n = int(token)
    if ty == "void":
        raise AssertSyntaxError("a void value cannot be written")
    if ty == "ptr":
        if not 0 <= n < 1 << 64:
            raise AssertSyntaxError(f"ptr {n} is out of range (0 .. 2^64-1)")
        return n
    width = int(ty[1:])
    if width == 0:
        raise AssertSyntaxError("i0 is not an LLVM type")
    if not -(1 << (width - 1)) <= n < 1 << width and not (width == 1 and n == -1):
        raise AssertSyntaxError(f"{n} does not fit in {ty}")
    n &= (1 << width) - 1
    if width == 1:
        return n  # i1 is 0 or 1
    return n - (1 << width) if n >> (width - 1) else n


def _parse_call(text: str) -> tuple[str, str, tuple[str, ...], tuple[int, ...]]:
    m = _CALL.match(text)
    if m is None:
        raise AssertSyntaxError(f"expected `call <ty> @<fn>(<ty> <int>, ...)`, got `{text}`")
    name = m["name"]
    if name.startswith('"'):
        name = name[1:-1]
    arg_types: list[str] = []
    args: list[int] = []
    inner = m["args"].strip()
    for piece in inner.split(",") if inner else []:
        a = _ARG.match(piece.strip())
        if a is None:
            raise AssertSyntaxError(f"expected an argument `<ty> <int>`, got `{piece.strip()}`")
        if a["ty"] == "void":
            raise AssertSyntaxError("an argument cannot have type void")
        arg_types.append(a["ty"])
        args.append(normalise(a["ty"], a["value"]))
    return m["ret"], name, tuple(arg_types), tuple(args)


def parse_assertion(line: str) -> Assertion:
    """Parse one assertion line; raise :class:`AssertSyntaxError` saying what was expected."""
    head = _HEAD.match(line)
    if head is None:
        raise AssertSyntaxError(f"expected {SYNTAX}, got `{line.strip()}`")
    kind, body = head["kind"], head["body"]
    if kind not in KINDS:
        raise AssertSyntaxError(f"unknown assertion kind `{kind}`: expected one of {KINDS}")
    try:
        if kind == "EQ":
            eq = _EQ.match(body)
            if eq is None:
                raise AssertSyntaxError(
                    f"expected `<ty> <value> = call <ty> @<fn>(...)` after `ASSERT EQ:`, "
                    f"got `{body}`"
                )
            ret, name, arg_types, args = _parse_call(eq["call"])
            if eq["ty"] != ret:
                raise AssertSyntaxError(
                    f"the expected value has type {eq['ty']} but the call returns {ret}"
                )
            if ret == "void":
                raise AssertSyntaxError("ASSERT EQ needs a non-void call")
            expected: int | _Poison = (
                POISON if eq["value"] == "poison" else normalise(ret, eq["value"])
            )
            return Assertion(kind, name, ret, arg_types, args, expected)
        ret, name, arg_types, args = _parse_call(body)
        return Assertion(kind, name, ret, arg_types, args)
    except AssertSyntaxError as e:
        raise AssertSyntaxError(f"{e} (syntax: {SYNTAX})") from None
