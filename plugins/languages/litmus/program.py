"""The ``litmus`` language component: herd7 ``.litmus`` tests (C and X86 dialects)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from ctreelab.events import (
    UB,
    CmpXchg,
    Failure,
    Fence,
    Join,
    Read,
    ReadWrite,
    Spawn,
    Write,
    Yield,
)
from ctreelab.program import GlobalDecl, Language, Layout, Program
from ctreelab.tree import Tree

from . import ast
from .denote import Denotation


class LitmusProgram(Program):
    language = "litmus"

    def __init__(self, test: ast.LitmusTest) -> None:
        self.test = test
        self.path = test.path
        names = tuple(name for name, _ in test.init_locs)
        addresses = Layout.of(tuple(GlobalDecl(n, (0,)) for n in names)).addresses
        self.addresses = addresses
        self.globals = tuple(
            GlobalDecl(name, (ast.resolve(v, addresses),)) for name, v in test.init_locs)
        self.observe = names
        self.denotation = Denotation(test, addresses)

    def has_function(self, name: str) -> bool:
        return self.denotation.has_function(name)

    def denote(self, name: str, args: tuple[Any, ...]) -> Tree:
        return self.denotation.call(name, args)


class Litmus(Language):
    name: ClassVar[str] = "litmus"
    description: ClassVar[str] = "herd7 litmus tests, C and X86 dialects (threads, init, condition)"
    extensions: ClassVar[tuple[str, ...]] = (".litmus",)
    emits: ClassVar[tuple[type, ...]] = (
        Read, Write, ReadWrite, CmpXchg, Fence, Spawn, Yield, Join, UB, Failure,
    )
    default_stages: ClassVar[tuple[str, ...]] = ("interleave", "memory")

    def load(self, path: Path) -> Program:
        from .parser import parse_file
        return LitmusProgram(parse_file(path))
