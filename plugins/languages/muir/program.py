"""The ``muir`` language component: loads a ``.muir`` file into a program."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any, ClassVar

from ctreelab.errors import ProgramError
from ctreelab.events import (
    UB,
    Alloc,
    AssertFail,
    CmpXchg,
    Failure,
    Fence,
    GlobalRead,
    Join,
    LocalRead,
    LocalWrite,
    Read,
    ReadWrite,
    Spawn,
    Write,
    Yield,
)
from ctreelab.program import GlobalDecl, Language, Program
from ctreelab.tree import Tree

from .denote import Denotation
from .lowering import lower
from .parser import parse_file


class MuirProgram(Program):
    language = "muir"

    def __init__(self, path: str, globals: tuple[GlobalDecl, ...], denotation: Denotation) -> None:
        self.path = path
        self.globals = globals
        self.denotation = denotation

    def has_function(self, name: str) -> bool:
        return name in self.denotation.code

    def denote(self, name: str, args: tuple[Any, ...]) -> Tree:
        return self.denotation.call(name, args)

    def with_entry(self, name: str) -> Program:
        """Run ``@name()`` as the main thread; its return value is the program's ``ret``."""
        code = self.denotation.code.get(name)
        if code is None:
            known = ", ".join(f"@{f}" for f in sorted(self.denotation.code)
                              if not f.startswith("__")) or "none"  # not the runtime's
            raise ProgramError(self.path, None, None,
                               f"no function @{name} to use as entry (functions: {known})")
        if code.params:
            raise ProgramError(self.path, None, None,
                               f"entry function @{name} takes {len(code.params)} argument(s); "
                               f"an entry function takes none")
        program = copy.copy(self)
        program.main = name
        return program


class Muir(Language):
    name: ClassVar[str] = "muir"
    description: ClassVar[str] = "μIR-thread, the concurrent LLVM-IR subset of the CTree paper (Fig. 5)"
    extensions: ClassVar[tuple[str, ...]] = (".muir",)
    emits: ClassVar[tuple[type, ...]] = (
        LocalRead, LocalWrite, GlobalRead, Read, Write, ReadWrite, CmpXchg, Fence, Alloc,
        Spawn, Yield, Join, UB, Failure, AssertFail,
    )

    def load(self, path: Path) -> Program:
        module = parse_file(path)
        lowered = lower(module)
        globals = tuple(GlobalDecl(g.name, g.init) for g in module.globals)
        return MuirProgram(str(path), globals, Denotation(lowered))
