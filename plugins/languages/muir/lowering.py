"""Lowering of ``thrd_create`` / ``thrd_join`` onto ``spawn`` (paper Appendix A, spec §2.8).

A thread handle ``p`` points to 4 fresh cells: ``p`` = status (0 created, 1 started,
2 finished, 3 joined), ``p+1`` = result, ``p+2`` = argument, ``p+3`` = thread id.

``%h = thrd_create @f, arg``::

    p = alloca 4;  rmw acq_rel xchg p+2, arg;  rmw acq_rel xchg p, 0
    id = spawn @f, @__thrd_init, @__thrd_cleanup, p;  store not_atomic id, p+3;  %h = p

``__thrd_init(p)`` acquires the creator's view (``rmw acq_rel xchg p, 1``) and returns the
argument; ``__thrd_cleanup(p, r)`` publishes the result and releases (``rmw acq_rel xchg
p+1, r``; ``rmw acq_rel xchg p, 2``).  ``%r = thrd_join h`` blocks until the thread has
finished (a kernel ``Join`` — no spin loop), acquires its writes with ``rmw acq_rel xchg
h, 3`` (UB unless it returns 2, i.e. if the thread was already joined; an RMW always reads
the last status message, under every model) and reads the result with an acquire load.
So a joined thread's writes are visible to the joiner under every memory model.
"""

from __future__ import annotations

from dataclasses import dataclass

from ctreelab.errors import ProgramError
from ctreelab.events import Ordering
from ctreelab.values import UNDEF  # noqa: F401

from . import ast
from .parser import parse

PRELUDE = """
define @__thrd_init(%p) {
entry:
  %started = rmw acq_rel atomic_exchange %p, 1
  %argp = add %p, 2
  %arg = load not_atomic %argp
  ret %arg
}

define @__thrd_cleanup(%p, %r) {
entry:
  %resp = add %p, 1
  %old = rmw acq_rel atomic_exchange %resp, %r
  %done = rmw acq_rel atomic_exchange %p, 2
  ret 0
}

define @main() {
entry:
  ret 0
}
"""


@dataclass(frozen=True, slots=True)
class JoinI:
    """Internal: block until thread ``tid`` has finished."""

    pos: ast.Pos
    tid: ast.Atom


@dataclass(frozen=True, slots=True)
class CheckI:
    """Internal: undefined behaviour with ``message`` unless ``cond`` is nonzero."""

    pos: ast.Pos
    cond: ast.Atom
    message: str


@dataclass(frozen=True)
class Lowered:
    path: str
    functions: tuple[ast.Function, ...]


def lower(module: ast.Module) -> Lowered:
    uses_threads = False
    functions: list[ast.Function] = []
    for f in module.functions:
        if f.name.startswith("__thrd_"):
            raise ProgramError(module.path, f.pos.line, f.pos.col,
                               f"@{f.name}: names starting with __thrd_ are reserved")
        blocks = []
        for block in f.blocks:
            code: list[object] = []
            for i, instr in enumerate(block.code):
                if isinstance(instr, (ast.ThrdCreate, ast.ThrdJoin)):
                    uses_threads = True
                    tmp = f"!{block.label}.{i}."
                    code.extend(_create(instr, tmp) if isinstance(instr, ast.ThrdCreate)
                                else _join(instr, tmp))
                else:
                    code.append(instr)
            blocks.append(ast.Block(block.pos, block.label, tuple(code), block.term))  # type: ignore[arg-type]
        functions.append(ast.Function(f.pos, f.name, f.params, tuple(blocks)))
    if uses_threads:
        functions.extend(g for g in parse(PRELUDE, "<thrd prelude>").functions if g.name != "main")
    return Lowered(module.path, tuple(functions))


ACQ_REL = Ordering.acq_rel
R, L = ast.Reg, ast.Lit


def _create(i: ast.ThrdCreate, tmp: str) -> list[object]:
    p, pos = R(tmp + "p"), i.pos
    return [
        ast.Alloca(pos, tmp + "p", L(4)),
        ast.Compute(pos, tmp + "argp", "add", p, L(2)),
        ast.Rmw(pos, None, ACQ_REL, "atomic_exchange", R(tmp + "argp"), i.arg),
        ast.Rmw(pos, None, ACQ_REL, "atomic_exchange", p, L(0)),
        ast.SpawnI(pos, tmp + "id", i.f, "__thrd_init", "__thrd_cleanup", p),
        ast.Compute(pos, tmp + "idp", "add", p, L(3)),
        ast.Store(pos, Ordering.not_atomic, R(tmp + "id"), R(tmp + "idp")),
        ast.Compute(pos, i.dest, None, p, None),
    ]


def _join(i: ast.ThrdJoin, tmp: str) -> list[object]:
    h, pos = i.handle, i.pos
    code: list[object] = [
        ast.Compute(pos, tmp + "idp", "add", h, L(3)),
        ast.Load(pos, tmp + "id", Ordering.not_atomic, R(tmp + "idp")),
        JoinI(pos, R(tmp + "id")),
        ast.Rmw(pos, tmp + "st", ACQ_REL, "atomic_exchange", h, L(3)),
        ast.Compute(pos, tmp + "ok", "eq", R(tmp + "st"), L(2)),
        CheckI(pos, R(tmp + "ok"), "thrd_join of a thread that was already joined"),
    ]
    if i.dest is not None:
        code += [ast.Compute(pos, tmp + "resp", "add", h, L(1)),
                 ast.Load(pos, i.dest, Ordering.acquire, R(tmp + "resp"))]
    return code
