"""Compiling a function's pure code into one generated Python function (issue 20).

The machine (:mod:`.machine`) interprets a block's ``code`` one instruction at a time.  Its
``fast`` code is the same list in which every *entry* -- the start of a block, and the
position after each instruction with an effect -- is an :data:`ENTER` instruction: it runs
the function's generated code from there, through pure instructions, phi moves and local
branches (``br``, conditional ``br``, ``switch``), block after block, until it reaches an
instruction with an effect (a memory access, a call, ``ret``, ``freeze``, ...) or must
yield.  Visible events thus still go through the machine and its continuations, whose keys
and liveness projections are unchanged; so are the scheduling points: a backward jump
counts down the same ``loops`` budget as the machine's, and yields at the same jump.

The generated function is ``run(r, e, loops)``: ``r`` the register file (a list), ``e``
the entry's label, ``loops`` the backward jumps left before a yield.  It returns ``(block,
pc, loops)``: the machine goes on interpreting at instruction ``pc`` of ``block`` (``pc ==
-1``: it yields before entering ``block``).  Every instruction's value goes to its register
(the keys read the register file) and to a local named after its LLVM name, read by the
rest of its segment.  Integer instructions (``Instr.op``) are inlined on operands known to
be ``int``: an operand read from the register file is checked once per segment.  Whatever
the inline code does not cover -- an operand that is not an ``int`` (``undef``,
``poison``, a float), a shift by too much, a zero divisor, a signed overflow under
``nsw`` -- returns the segment's start, and so does an exception from an instruction's own
closure (an operand to pick, undefined behaviour): the machine replays the segment one
instruction at a time.  Pure instructions only read registers defined before them (SSA)
or set by the phi moves made before the segment began, so the replay writes the same
values again and reaches the same instruction, which then reports as usual (its error
names its C line).  Other pure instructions call their closure (full semantics).

No recursion grows with the program: a segment is straight-line code, the dispatch on
``e`` is a balanced tree of ``if`` (depth log2 of the number of entries), a segment that
jumps to itself is an inner ``while`` loop.  The code is generated on a function's first
run, so a module's unused functions cost nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ctreelab.pointer import AddressOverflow

from .module import Unsupported
from .ops import NeedPick, Stop
from .twophase import Emit

ENTER = 100  # an instruction kind of the machine's fast code only
# what an instruction's closure may raise: the machine replays its segment and reports
REPLAYED = (NeedPick, Stop, Unsupported, Emit, AddressOverflow)


def parallel_moves(pairs: tuple[tuple[int, int], ...]) -> Any:
    """The phis of one incoming edge: ``r -> None`` assigning every ``r[dest] = r[src]`` at
    once (all sources are read before any destination is written)."""
    dests = ", ".join(f"r[{d}]" for d, _ in pairs)
    srcs = ", ".join(f"r[{s}]" for _, s in pairs)
    env: dict[str, Any] = {}
    exec(f"def moves(r):\n    {dests}, = {srcs},", env)  # noqa: S102 - integers only
    return env["moves"]


def fast_code(name: str, blocks: list[Any], init: tuple[Any, ...], values: int,
              kinds: tuple[int, int, int, int]) -> None:
    """Give every block of the function ``name`` its ``fast`` code (see the module
    docstring).  ``init``: the initial register file (constants from ``values`` on);
    ``kinds``: the instruction kinds pure, br, conditional br and switch."""
    entries: list[tuple[int, int]] = []
    for bi, block in enumerate(blocks):
        block.fast = list(block.code)
        for pc in range(len(block.code)):
            # where the machine arrives from elsewhere, at code worth generating
            if (pc == 0 or block.code[pc - 1].kind != kinds[0]) and block.code[pc].kind in kinds:
                entries.append((bi, pc))
    lazy = _Lazy(name, blocks, init, values, kinds, entries)
    for label, (bi, pc) in enumerate(entries):
        blocks[bi].fast[pc] = replace(blocks[bi].code[pc], kind=ENTER, dest=-1, fn=lazy,
                                      extra=label)


HOT = 64  # entries into a function's pure code before it is generated (compiling costs ~1 ms)


class _Lazy:
    """The generated function of one LLVM function, generated once its pure code has been
    entered :data:`HOT` times (until then the machine interprets it: a short run, or code
    run once, does not pay for compiling it)."""

    def __init__(self, name: str, blocks: list[Any], init: tuple[Any, ...], values: int,
                 kinds: tuple[int, int, int, int], entries: list[tuple[int, int]]) -> None:
        self.args = (name, blocks, init, values, kinds, entries)
        self.entered = 0

    def __call__(self, r: list[Any], e: int, loops: int) -> tuple[int, int, int]:
        name, blocks, init, values, kinds, entries = self.args
        self.entered += 1
        if self.entered < HOT:
            return (*entries[e], loops)  # interpret from the entry
        try:
            run = Generator(name, blocks, init, values, kinds, entries).function()
        except (RecursionError, MemoryError, SyntaxError):  # too large for CPython's compiler
            for bi, pc in entries:  # the machine interprets the function, as it can
                blocks[bi].fast[pc] = blocks[bi].code[pc]
            return (*entries[e], loops)
        for bi, pc in entries:
            blocks[bi].fast[pc].fn = run
        return run(r, e, loops)  # type: ignore[no-any-return]


_NAME = re.compile(r"^\s*%(\"[^\"]*\"|[-\w.$]+)\s*=")


class Generator:
    """The Python source of one function's pure code (see the module docstring)."""

    def __init__(self, name: str, blocks: list[Any], init: tuple[Any, ...], values: int,
                 kinds: tuple[int, int, int, int], entries: list[tuple[int, int]]) -> None:
        self.name = name
        self.blocks = blocks
        self.init = init
        self.values = values
        self.pure, self.br, self.condbr, self.switch = kinds
        self.entries = entries
        self.label = {entry: i for i, entry in enumerate(entries)}
        self.env: dict[str, Any] = {"REPLAYED": REPLAYED}
        self.names: dict[int, str] = {}
        taken: set[str] = set()
        for block in blocks:
            for ins in block.code:
                m = _NAME.match(ins.text) if ins.dest >= 0 else None
                base = "v_" + re.sub(r"[^0-9A-Za-z_]", "_", m[1].strip('"')) if m else f"v{ins.dest}"
                local = base if base not in taken else f"{base}_{ins.dest}"
                while local in taken:  # two names that read the same in ASCII
                    local += "_"
                taken.add(local)
                if ins.dest >= 0:
                    self.names[ins.dest] = local

    def function(self) -> Any:
        lines = ["def run(r, e, loops):", "  try:", "    while True:"]
        self.dispatch("      ", lines)
        lines += ["  except REPLAYED:",
                  "    return STARTS[e] + (loops,)"]
        self.env["STARTS"] = tuple(self.entries)
        source = "\n".join(lines) + "\n"
        code = compile(source, f"<llvm @{self.name}>", "exec")
        exec(code, self.env)  # noqa: S102 - our own code generator's output
        run = self.env["run"]
        run.source = source  # for reading and for the tests
        return run

    def dispatch(self, indent: str, out: list[str]) -> None:
        """Every segment, under a balanced tree of tests of ``e``."""
        _tree(len(self.entries), "e", indent, out, self.segment)

    # -- one segment ----------------------------------------------------------------------

    def segment(self, label: int, indent: str, out: list[str]) -> None:
        bi, pc = self.entries[label]
        block = self.blocks[bi]
        loops_to_self = any(t == bi for t in self.targets(block)) and pc == 0
        self.local: dict[int, str] = {}  # register -> the local holding it
        self.ints: set[int] = set()  # registers whose local is known to be an int
        self.replay = f"return {bi}, {pc}, loops"
        self.hoisted: set[int] = set()  # registers read in the prologue
        self.self_loop = loops_to_self
        self.here = bi
        # a loop reads its operands from the register file once, before it starts (they
        # are the values of other blocks, or the block's phis, which the loop's own edge
        # then sets in the locals too)
        self.prologue: list[str] | None = None
        if loops_to_self:
            self.prologue = []
            self.prologue_indent = indent
            body = out
            out = []
            out.append(f"{indent}while True:  # block {block.name}, a loop")
            indent += "  "
        else:
            out.append(f"{indent}# block {block.name} from instruction {pc}")
        for i in range(pc, len(block.code)):  # up to the first effect or the terminator
            ins = block.code[i]
            out.append(f"{indent}# {_comment(ins.text)}")
            if ins.kind == self.pure:
                self.instruction(ins, indent, out)
                continue
            if ins.kind == self.br:
                self.edge(ins.extra, indent, out)
            elif ins.kind == self.condbr:
                c = self.operand_int(ins.args[0], indent, out, f"return {bi}, {i}, loops")
                out.append(f"{indent}if {c}:")
                self.edge(ins.extra[0], indent + "  ", out)
                out.append(f"{indent}else:")
                self.edge(ins.extra[1], indent + "  ", out)
            elif ins.kind == self.switch:
                self.switch_of(ins, i, indent, out)
            else:
                out.append(f"{indent}return {bi}, {i}, loops")
            break
        else:  # no terminator (cannot be in LLVM): the machine reports at the last
            out.append(f"{indent}return {bi}, {len(block.code) - 1}, loops")
        if self.prologue is not None:
            body += self.prologue + out

    def targets(self, block: Any) -> list[int]:
        last = block.code[-1] if block.code else None
        if last is None:
            return []
        if last.kind == self.br:
            return [last.extra]
        if last.kind == self.condbr:
            return list(last.extra)
        if last.kind == self.switch:
            return [*last.extra[0].values(), last.extra[1]]
        return []

    def switch_of(self, ins: Any, i: int, indent: str, out: list[str]) -> None:
        cases, default = ins.extra
        c = self.operand_int(ins.args[0], indent, out, f"return {self.here}, {i}, loops")
        targets = sorted(set(cases.values()) - {default}) + [default]
        key = f"SWITCH_{self.here}"  # case value -> the index of its target
        self.env[key] = {v: targets.index(t) for v, t in cases.items() if t != default}
        out.append(f"{indent}t = {key}.get({c}, {len(targets) - 1})")
        _tree(len(targets), "t", indent, out, lambda j, ind, out: self.edge(targets[j], ind, out))

    def edge(self, target: int, indent: str, out: list[str]) -> None:
        """Take the edge to block ``target``: its phi moves, the loop budget, jump."""
        pairs = self.blocks[target].phis.get(self.here, ())
        if pairs:
            dests = ", ".join(f"r[{d}]" for d, _ in pairs)
            srcs = ", ".join(self.read(s) for _, s in pairs)
            out.append(f"{indent}{dests}, = {srcs},")
        if target <= self.here:  # a backward jump: the machine's loop budget
            out.append(f"{indent}loops -= 1")
            out.append(f"{indent}if not loops:")
            out.append(f"{indent}  return {target}, -1, 0")
        if self.self_loop and target == self.here:
            for d, src in pairs:  # the loop's locals of its phis
                if d in self.hoisted:
                    out.append(f"{indent}{self.local[d]} = {self.read(src)}")
                    if src not in self.ints and type(self.constant(src)) is not int:
                        out.append(f"{indent}if type({self.local[d]}) is not int:")
                        out.append(f"{indent}  {self.replay}")
            out.append(f"{indent}continue")
            return
        label = self.label.get((target, 0))
        if label is None:  # the block starts with an effect: the machine's
            out.append(f"{indent}return {target}, 0, loops")
            return
        out.append(f"{indent}e = {label}")
        out.append(f"{indent}{'break' if self.self_loop else 'continue'}")

    # -- operands and instructions ------------------------------------------------------------

    def constant(self, slot: int) -> Any:
        """The value of a constant register, or None for a value register."""
        if slot < self.values:
            return None
        return self.init[slot]

    def read(self, slot: int) -> str:
        """An expression for register ``slot``'s value."""
        if slot in self.local:
            return self.local[slot]
        c = self.constant(slot)
        if type(c) is int:
            return repr(c)
        return f"r[{slot}]"

    def operand_int(self, slot: int, indent: str, out: list[str], otherwise: str) -> str:
        """An expression for register ``slot``'s value, an int: checked once per segment
        (``otherwise`` runs when it is not)."""
        c = self.constant(slot)
        if type(c) is int:
            return repr(c)
        if slot in self.ints:
            return self.local[slot]
        local = self.local.get(slot) or f"a{slot}"
        if slot not in self.local and self.prologue is not None:
            indent, out, otherwise = self.prologue_indent, self.prologue, self.replay
            self.hoisted.add(slot)
        if slot not in self.local:
            out.append(f"{indent}{local} = r[{slot}]")
            self.local[slot] = local
        out.append(f"{indent}if type({local}) is not int:")
        out.append(f"{indent}  {otherwise}")
        self.ints.add(slot)
        return local

    def assign(self, ins: Any, expr: str, indent: str, out: list[str], is_int: bool) -> None:
        local = self.names[ins.dest]
        out.append(f"{indent}r[{ins.dest}] = {local} = {expr}")
        self.local[ins.dest] = local
        if is_int:
            self.ints.add(ins.dest)
        else:
            self.ints.discard(ins.dest)

    def instruction(self, ins: Any, indent: str, out: list[str]) -> None:
        op = ins.op
        expr = None if op is None else self.inline(ins, op, indent, out)
        if expr is None:
            f = f"f{ins.dest}"
            self.env[f] = ins.fn
            self.assign(ins, f"{f}(r)", indent, out, False)
            return
        self.assign(ins, expr, indent, out, op[0] != "select" or all(
            a in self.ints or type(self.constant(a)) is int for a in ins.args[1:]))

    def guard(self, test: str, indent: str, out: list[str]) -> None:
        out.append(f"{indent}if not ({test}):")
        out.append(f"{indent}  {self.replay}")

    def inline(self, ins: Any, op: tuple[Any, ...], indent: str, out: list[str]) -> str | None:
        """The expression of an inlined integer instruction (after its guards), or None."""
        what = op[0]
        if what == "select":
            c = self.operand_int(ins.args[0], indent, out, self.replay)
            return f"{self.read(ins.args[1])} if {c} else {self.read(ins.args[2])}"
        if what == "bin":
            return self.binary(ins, op[1], op[2], op[3], indent, out)
        if what == "icmp":
            return self.icmp(ins, op[1], op[2], op[3], indent, out)
        if what == "cast":
            return self.cast(ins, op[1], op[2], op[3], op[4], indent, out)
        if what == "gep":
            base = self.operand_int(ins.args[0], indent, out, self.replay)
            terms = [f"{self.operand_int(ins.args[pos], indent, out, self.replay)} * {step}"
                     for pos, step in op[2]]
            return _wrap(" + ".join([base, str(op[1]), *terms]), 64, indent, out)
        return None

    def binary(self, ins: Any, name: str, bits: int, flags: frozenset[str], indent: str,
               out: list[str]) -> str | None:
        if bits < 2 and name not in ("and", "or", "xor"):
            return None
        if flags - {"nsw", "nuw", "exact", "disjoint"}:
            return None
        a = self.operand_int(ins.args[0], indent, out, self.replay)
        b = self.operand_int(ins.args[1], indent, out, self.replay)
        mask, sign = (1 << bits) - 1, 1 << (bits - 1)
        amount = self.constant(ins.args[1])
        if name in ("shl", "lshr", "ashr") and type(amount) is int and not (
                0 < amount < bits if name == "lshr" else 0 <= amount < bits):
            return None  # poison (or lshr by 0): the closure's
        shift = "" if type(amount) is int else f"0 <= {b} < {bits}"  # a constant is in range
        if name in ("and", "or", "xor"):  # canonical operands give a canonical result
            if "disjoint" in flags:
                self.guard(f"not {a} & {b}", indent, out)
            return f"{a} {_SYMBOL[name]} {b}"
        if name in ("add", "sub", "mul"):
            symbol = _SYMBOL[name]
            out.append(f"{indent}x = {a} {symbol} {b}")
            if "nsw" in flags:
                self.guard(f"{-sign} <= x < {sign}", indent, out)
                if "nuw" not in flags:
                    return "x"  # in range
            if "nuw" in flags:
                self.guard(f"0 <= ({a} & {mask}) {symbol} ({b} & {mask}) <= {mask}", indent, out)
            return _wrap("x", bits, indent, out)
        if name == "shl":
            if shift:
                self.guard(shift, indent, out)
            out.append(f"{indent}x = ({a} << {b}) & {mask}")
            out.append(f"{indent}x = x - {mask + 1} if x & {sign} else x")
            if "nsw" in flags:
                self.guard(f"x >> {b} == {a}", indent, out)
            if "nuw" in flags:
                self.guard(f"({a} & {mask}) << {b} <= {mask}", indent, out)
            return "x"
        if name == "lshr":
            if shift:
                self.guard(f"0 < {b} < {bits}", indent, out)
            if "exact" in flags:
                self.guard(f"not {a} & ((1 << {b}) - 1)", indent, out)
            return f"({a} & {mask}) >> {b}"  # below 2^(bits-1): canonical as it is
        if name == "ashr":
            if shift:
                self.guard(shift, indent, out)
            if "exact" in flags:
                self.guard(f"not {a} & ((1 << {b}) - 1)", indent, out)
            return f"{a} >> {b}"
        if "exact" in flags:
            return None
        if name in ("udiv", "urem"):
            self.guard(f"{b}", indent, out)
            symbol = "//" if name == "udiv" else "%"
            return _wrap(f"({a} & {mask}) {symbol} ({b} & {mask})", bits, indent, out)
        if name in ("sdiv", "srem"):
            self.guard(f"{b} and not ({a} == {-sign} and {b} == -1)", indent, out)
            if name == "sdiv":
                out.append(f"{indent}x = abs({a}) // abs({b})")
                return f"-x if ({a} < 0) != ({b} < 0) else x"
            out.append(f"{indent}x = abs({a}) % abs({b})")
            return f"-x if {a} < 0 else x"
        return None

    def icmp(self, ins: Any, pred: str, bits: int, samesign: bool, indent: str,
             out: list[str]) -> str | None:
        if bits < 2 and pred not in ("eq", "ne"):
            return None
        a = self.operand_int(ins.args[0], indent, out, self.replay)
        b = self.operand_int(ins.args[1], indent, out, self.replay)
        if samesign:
            self.guard(f"({a} < 0) == ({b} < 0)", indent, out)
        symbol = _COMPARE[pred[1:] if pred[0] in "su" else pred]
        if pred[0] == "u":
            mask = (1 << bits) - 1
            a, b = f"({a} & {mask})", f"({b} & {mask})"
        return f"1 if {a} {symbol} {b} else 0"

    def cast(self, ins: Any, name: str, src: int, dst: int, flags: frozenset[str],
             indent: str, out: list[str]) -> str | None:
        if flags:
            return None
        a = self.operand_int(ins.args[0], indent, out, self.replay)
        if name == "sext" and src == 1:  # i1 1 reads as -1
            return f"-{a}"
        if name == "zext":
            return f"{a} & {(1 << src) - 1}"
        if name == "sext":
            return a
        return _wrap(a, dst, indent, out)  # trunc


def _tree(count: int, var: str, indent: str, out: list[str],
          leaf: Callable[[int, str, list[str]], None]) -> None:
    """``leaf(i, indent, out)`` for the ``i`` in ``range(count)`` that ``var`` holds, under
    a balanced tree of tests (an explicit stack, not recursion: its depth is log2 of
    ``count``)."""
    todo: list[tuple[int, int, str]] = [(0, count, indent)]
    while todo:
        lo, hi, indent = todo.pop()
        if hi < 0:  # a marker: the else branch of a test follows
            out.append(f"{indent}else:")
        elif hi - lo == 1:
            leaf(lo, indent, out)
        else:
            mid = (lo + hi) // 2
            out.append(f"{indent}if {var} < {mid}:")
            todo += [(mid, hi, indent + "  "), (0, -1, indent), (lo, mid, indent + "  ")]


_SYMBOL = {"add": "+", "sub": "-", "mul": "*", "and": "&", "or": "|", "xor": "^"}
_COMPARE = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}


def _wrap(expr: str, bits: int, indent: str, out: list[str]) -> str:
    """``expr`` wrapped to ``iN`` in signed canonical form (see :func:`.values.norm`)."""
    if bits == 1:
        return f"({expr}) & 1"
    mask, sign = (1 << bits) - 1, 1 << (bits - 1)
    if expr != "x":
        out.append(f"{indent}x = {expr}")
    return f"x if {-sign} <= x < {sign} else ((x + {sign}) & {mask}) - {sign}"


def _comment(text: str) -> str:
    text = re.sub(r",\s*!\w+ !\d+", "", text).replace("\n", " ")
    return text if len(text) < 100 else text[:97] + "..."
