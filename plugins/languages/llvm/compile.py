"""Compiling llvmlite functions into register-machine code for :mod:`.machine`.

Every SSA value and every constant operand of a function gets a register slot; constants
are preloaded in the function's initial register file, so each operand is a slot index.
Pure instructions become closures ``r -> value``; instructions with effects (memory,
calls, control) become :class:`Instr` records the machine interprets.  Phis become, per
incoming edge, a parallel assignment done when the edge is taken.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ctreelab.budget import poll
from ctreelab.events import Ordering
from ctreelab.pointer import Ptr
from ctreelab.values import UNDEF

from . import floats, fuse, ops, twophase, varargs, vectors
from .escape import RETURNS_FROM_CELL, private_pointers
from .liveness import Projection, live_after, projection
from .module import Module, Unsupported, read_const
from .types import (
    IPTR_BITS,
    PTR,
    ArrayT,
    IntT,
    OtherT,
    PtrT,
    StructT,
    Tokens,
    Type,
    VectorT,
    read_type,
)
from .values import POISON, Sym, norm

# instruction kinds
PURE, LOAD, STORE, RMW, CMPXCHG, FENCE, ALLOCA, CALL, BR, CONDBR, SWITCH, RET, UNREACHABLE, \
    FAIL, FREEZE = range(15)
ORDERINGS = {o.value: o for o in Ordering}
ASM_BARRIER = "__ctreelab.asm_barrier"  # the empty inline asm: a call of a no-op (.library)


GLOBAL_NAME = re.compile(r"@([-\w.$]+|\"[^\"]*\")")  # the globals a constant names


class _ThreadLocal:
    """The initial value of a register that the machine fills with a thread-local address
    when the function is entered (see :attr:`Function.tls`)."""

    def __repr__(self) -> str:
        return "<thread-local address>"


THREAD_LOCAL = _ThreadLocal()


@dataclass(slots=True)
class Instr:
    kind: int
    dest: int = -1
    args: tuple[int, ...] = ()
    fn: Any = None  # the closure of a pure instruction; the callee name of a call
    ty: Type | None = None
    extra: Any = None
    where: str = ""
    text: str = ""
    # a load's or store's address points into a thread-local stack slot (see .escape); for
    # a call, the positions of the arguments that do; an alloca: its slot is private and
    # not tracked
    private: Any = False
    # an access whose address derives (getelementptr, bitcast) from a global or a stack
    # slot of this function: (base, size, count register, name): the global's address and
    # size (count None), or the alloca's register, element size and count register;
    # checked under the allocations stage (see Machine.out_of_bounds); for a call, the
    # bounds of each thread-local slot an argument points into (see library.Call.mine)
    bounds: Any = None
    # a pure integer operation the code generator inlines (see .fuse): ("bin", op, bits,
    # flags), ("icmp", pred, bits, samesign), ("select",), ("cast", op, from bits, to bits,
    # flags) or ("gep", constant, ((operand position, scale), ...)); None: call ``fn``
    op: Any = None
    # a call whose callee type is variadic: each argument's slot type (see .varargs)
    va: tuple[str, ...] = ()
    # a load's or store's address derives from a local parameter (see .escape): private
    # when it lies inside one of the thread-local slots the function's spans register holds
    local: bool = False


@dataclass
class Block:
    name: str
    code: list[Instr] = field(default_factory=list)
    phis: dict[int, tuple[tuple[int, int], ...]] = field(default_factory=dict)  # pred -> (dest, src)
    fast: list[Instr] = field(default_factory=list)  # code entering generated code (.fuse)
    moves: dict[int, Any] = field(default_factory=dict)  # pred -> the phis' assignment r -> None


@dataclass
class Function:
    name: str
    index: int
    params: int
    ret: Type
    blocks: list[Block]
    init: tuple[Any, ...]  # the register file with constants loaded
    scratch: int  # the first scratch register (for picked operands)
    # keys[b][i](r): what of the register file r matters after instruction i of block b
    # (its live registers but its destination); entry_keys[b](r): on entry to block b
    keys: list[list[Projection]] = field(default_factory=list)
    entry_keys: list[Projection] = field(default_factory=list)
    # some alloca's address escapes: under the allocations stage, returning releases it
    releases: bool = False
    # thread-local addresses: (register, address for thread 1, 2, ...), filled on entry
    tls: tuple[tuple[int, tuple[int, ...]], ...] = ()
    # a variadic function: the register of its variable arguments (see .varargs), else -1
    va: int = -1
    # a function with local parameters (see .escape): the register of the spans [start,
    # end) of the thread-local slots its caller's arguments point into, else -1
    spans: int = -1
    # what returning releases may be accessed by other threads: an escaping slot or the
    # variable arguments (a thread-local slot that is only tracked is the thread's own)
    shares: bool = False


def _successors(block: Block) -> tuple[int, ...]:
    last = block.code[-1] if block.code else None
    if last is None:
        return ()
    if last.kind == BR:
        return (last.extra,)
    if last.kind == CONDBR:
        return tuple(last.extra)
    if last.kind == SWITCH:
        return (*last.extra[0].values(), last.extra[1])
    return ()


def bits_of(t: Type) -> int:
    if isinstance(t, IntT):
        return t.bits
    if isinstance(t, PtrT):
        return 64
    raise Unsupported(f"operations on values of type {t}")


class FunctionCompiler:
    def __init__(self, module: Module, fn: Any, index: int,
                 modes: twophase.Modes | None = None) -> None:
        self.module = module
        self.modes = modes if modes is not None else twophase.Modes()
        self.fn = fn
        self.index = index
        self.slots: dict[Any, int] = {}
        self.consts: list[Any] = []
        self.const_slots: dict[Any, int] = {}
        self.tls: list[tuple[int, tuple[int, ...]]] = []  # (const slot, per-thread values)
        self.lines = module.lines.get(fn.name, [])
        self.named = module.named
        self.bounds_of: dict[Any, tuple[int, int, int | None, str] | None] = {}
        self.va = -1  # the register of the variable arguments (a variadic function)

    # -- operands ---------------------------------------------------------------------------

    def const(self, value: Any) -> int:
        key = (type(value), value) if not isinstance(value, tuple) else ("tuple", value)
        if isinstance(value, float):  # by bits: -0.0 is not 0.0, a NaN is itself
            key = ("float", floats.to_bits(value, 64))
        slot = self.const_slots.get(key)
        if slot is None:
            slot = self.const_slots[key] = -1 - len(self.consts)
            self.consts.append(value)
        return slot

    def operand(self, o: Any) -> int:
        kind = o.value_kind.name
        if kind in ("argument", "instruction"):
            return self.slots[o]
        if kind == "constant_int":
            t = read_type(Tokens(str(o.type)), self.named)
            return self.const(norm(o.get_constant_value(), bits_of(t)))
        if kind == "constant_pointer_null":
            return self.const(0)
        if kind == "global_variable" and o.name in self.module.tls:
            return self.thread_local(o.name, 0)
        if kind in ("global_variable", "function", "global_alias"):
            return self.const(self.module.addresses[o.name])
        if kind == "inline_asm":  # the callee of an asm call (see call)
            return self.const(0)
        if kind == "undef_value":
            return self.const(UNDEF)
        if kind == "poison_value":
            return self.const(POISON)
        if kind.startswith("constant") or kind == "global_ifunc":
            toks = Tokens(str(o))
            t = read_type(toks, self.named)
            value = read_const(toks, t, self.module)
            local = [name for name in set(GLOBAL_NAME.findall(str(o)))
                     if name in self.module.tls] if self.module.tls else []
            if local:  # e.g. a GEP into a thread-local array: an offset from its address
                if len(local) > 1 or type(value) is not int:
                    raise Unsupported(f"constant {str(o).strip()} of thread-local variables")
                return self.thread_local(local[0], value - self.module.addresses[local[0]])
            return self.const(value)
        raise Unsupported(f"operand {str(o).strip()} ({kind})")

    def thread_local(self, name: str, offset: int) -> int:
        """A register holding the address of the running thread's copy of the thread-local
        global ``name``, plus ``offset`` (filled when the function is entered)."""
        slot = self.const_slots.get(("tls", name, offset))
        if slot is None:
            slot = self.const_slots[("tls", name, offset)] = -1 - len(self.consts)
            self.consts.append(THREAD_LOCAL)  # never a constant of the generated code
            self.tls.append((slot, tuple(a + offset for a in self.module.tls[name])))
        return slot

    # -- functions --------------------------------------------------------------------------

    def element_size(self, alloca: Any) -> int | None:
        """The size in bytes of what an ``alloca`` allocates one of, None if it cannot be
        sized."""
        words = str(alloca).strip().split(" = ", 1)[-1].split()[1:]
        try:
            aty = read_type(Tokens(" ".join(w for w in words if w != "inalloca").split(",")[0]),
                            self.named)
            return self.module.dl.size(aty)
        except Exception:  # noqa: BLE001 - a type we cannot size
            return None

    def slot_size(self, alloca: Any) -> int | None:
        """An ``alloca``'s size in bytes (element size times a constant count), or None."""
        size = self.element_size(alloca)
        count = next(iter(alloca.operands))
        if size is None or count.value_kind.name != "constant_int":
            return None
        return size * count.get_constant_value()

    def compile(self) -> Function:
        fn = self.fn
        n = 0
        for a in fn.arguments:
            self.slots[a] = n
            n += 1
        params = n
        if fn.global_value_type.is_function_vararg:
            self.va, n = n, n + 1
        local = self.module.local_params.get(fn.name, frozenset())
        self.from_params = self.module.local_values.get(fn.name, set())
        self.spans = -1
        if local:
            self.spans, n = n, n + 1
        self.private, self.tracked, self.cells = private_pointers(
            fn, self.slot_size, self.module.functions, self.module.local_params)
        blocks = list(fn.blocks)
        self.instructions: dict[Any, Any] = {}
        for b in blocks:
            poll()  # the budget (--timeout, --max-memory) holds while translating
            self.instructions.update((ins, ins) for ins in b.instructions)
        block_index = {b: i for i, b in enumerate(blocks)}
        for b in blocks:
            poll()
            for ins in b.instructions:
                if str(ins.type) != "void":
                    self.slots[ins] = n
                    n += 1
        out: list[Block] = []
        position = 0
        for bi, b in enumerate(blocks):
            block = Block(b.name or str(bi))
            for ins in b.instructions:
                poll()
                line = self.lines[position] if position < len(self.lines) else None
                position += 1
                text = str(ins).strip()
                raw = self.module.text[line - 1] if line and line <= len(self.module.text) else text
                dbg = re.search(r"!dbg (![0-9]+)", raw)
                where = self.module.where(line, dbg[1] if dbg else None)
                if self.module.dbg_files and (dbg is None or dbg[1] not in self.module.dbg_lines):
                    # compiled with -g, but the optimiser dropped this instruction's line
                    # (a load hoisted out of its loop) or gave it line 0 (code merged from
                    # several lines, a select of two addresses): name the function at least
                    where = f"{Path(where).name} in {fn.name}()"
                if ins.opcode == "phi":
                    dest = self.slots[ins]
                    try:
                        for src, pred in zip(ins.operands, ins.incoming_blocks):
                            pi = block_index[pred]
                            block.phis[pi] = block.phis.get(pi, ()) + ((dest, self.operand(src)),)
                    except Exception as exc:  # noqa: BLE001 - entering the block fails
                        block.code.append(Instr(FAIL, extra=f"unsupported {exc}: {_short(text)}",
                                                where=where, text=text))
                    continue
                try:
                    got = self.instruction(ins, text, where, block_index)
                    block.code.extend(got if isinstance(got, list) else [got])
                except Exception as exc:  # noqa: BLE001 - any construct we cannot read
                    block.code.append(Instr(FAIL, extra=f"unsupported {exc}: {_short(text)}",
                                            where=where, text=text))
            out.append(block)
        # constants live in negative slots: remap to the end of the register file
        total = n + len(self.consts)
        for block in out:
            for ins in block.code:
                ins.args = tuple(a if a >= 0 else n - 1 - a for a in ins.args)
                if ins.bounds is not None:
                    ins.bounds = tuple(_remapped(b, n) for b in ins.bounds) \
                        if ins.kind == CALL else _remapped(ins.bounds, n)
                if ins.kind == PURE:
                    ins.extra = ins.fn  # the builder, for copies with a picked operand
                    ins.fn = ins.fn(ins.args)
            block.phis = {p: tuple((d, s if s >= 0 else n - 1 - s) for d, s in pairs)
                          for p, pairs in block.phis.items()}
            block.moves = {p: fuse.parallel_moves(pairs) for p, pairs in block.phis.items()}
        widest = max((len(i.args) + 1 for b in out for i in b.code), default=1)
        init = [None] * (total + widest)  # then scratch registers for picked operands
        for i, v in enumerate(self.consts):
            init[n + i] = v
        if self.spans >= 0:
            init[self.spans] = ()
        fuse.fast_code(fn.name, out, tuple(init), n, (PURE, BR, CONDBR, SWITCH))
        ret = read_type(Tokens(_ret_text(fn)), self.named)
        spans = (self.spans,) if self.spans >= 0 else ()
        uses = [[ins.args + ((ins.extra,) if ins.kind == CALL and ins.fn is None else ()) +
                 (spans if ins.kind in (LOAD, STORE, CALL) else ()) for ins in b.code]
                for b in out]
        after, entry = live_after(out, n, [_successors(b) for b in out], uses)
        keys = [[projection(live - {ins.dest}) for ins, live in zip(b.code, lives)]
                for b, lives in zip(out, after)]
        # an escaping alloca, or the area of variable arguments, dies when the function returns
        releases = self.va >= 0 or any(ins.kind == ALLOCA and not ins.private
                                       for b in out for ins in b.code)
        shares = self.va >= 0 or any(ins.opcode == "alloca" and ins not in self.private
                                     for ins in self.instructions)
        return Function(fn.name, self.index, params, ret, out, tuple(init), total,
                        keys, [projection(live) for live in entry], releases,
                        tuple((n - 1 - slot, addrs) for slot, addrs in self.tls), self.va,
                        self.spans, shares)

    # -- instructions -----------------------------------------------------------------------

    def instruction(self, ins: Any, text: str, where: str,
                    block_index: dict[Any, int]) -> Instr | list[Instr]:
        op = ins.opcode
        if op not in SUPPORTED:
            raise Unsupported(f"instruction '{op}'")
        operands = list(ins.operands)
        toks = Tokens(text)
        if toks.peek(1) == "=":
            toks.next()
            toks.next()
        toks.next()  # the opcode
        dest = self.slots.get(ins, -1)
        args = tuple(self.operand(o) for o in operands
                     if o.value_kind.name not in ("basic_block", "metadata_as_value"))
        flags = frozenset(t for t in toks.rest() if t in (
            "nsw", "nuw", "exact", "disjoint", "nneg", "samesign", "volatile", "weak", "inbounds"))
        rty = read_type(Tokens(str(ins.type)), self.named)

        def pure(build: Any, inline: Any = None) -> Instr:
            return Instr(PURE, dest, args, build, rty, where=where, text=text, op=inline)

        if op in VECTOR_OPS:
            vector = self.vector_op(op, toks, operands, rty, flags, text)
            if vector is not None:
                return pure(vector)
        if op in ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr",
                  "and", "or", "xor"):
            bits = bits_of(rty)
            if bits == IPTR_BITS:
                f2 = twophase.iptr_binary(self.modes, op)
                return pure(lambda a: _call2(f2, a))
            return pure(lambda a: ops.binary_on_registers(op, bits, flags, a[0], a[1]),
                        ("bin", op, bits, flags))
        if op == "icmp":
            pred = next(t for t in toks.rest() if t in ops.ICMP)
            oty = read_type(Tokens(str(operands[0].type)), self.named)
            obits = bits_of(oty)
            if obits == IPTR_BITS:
                f2 = twophase.iptr_icmp(pred)
                return pure(lambda a: _call2(f2, a))
            if isinstance(oty, PtrT):  # pointers with provenance compare by address
                return pure(lambda a: twophase.pointer_icmp(pred, ops.icmp_on_registers(
                    pred, obits, "samesign" in flags, a[0], a[1]), a[0], a[1]),
                    ("icmp", pred, obits, "samesign" in flags))  # inlined on int addresses
            return pure(lambda a: ops.icmp_on_registers(pred, obits, "samesign" in flags,
                                                        a[0], a[1]),
                        ("icmp", pred, obits, "samesign" in flags))
        if op == "select":
            return pure(lambda a: ops.select_on_registers(*a), ("select",))
        if op in FLOAT_OPS or (op == "bitcast" and _is_float(rty) != _is_float(
                read_type(Tokens(str(operands[0].type)), self.named))):
            return pure(self.float_op(op, toks, operands, rty))
        if op in ("trunc", "zext", "sext", "ptrtoint", "inttoptr", "bitcast", "addrspacecast"):
            sty = read_type(Tokens(str(operands[0].type)), self.named)
            if not isinstance(sty, (IntT, PtrT)) or not isinstance(rty, (IntT, PtrT)):
                raise Unsupported(f"{op} between {sty} and {rty}")
            if op == "ptrtoint":
                f = twophase.ptrtoint(self.modes, bits_of(rty))
            elif op == "inttoptr":
                f = twophase.inttoptr(self.modes, bits_of(sty))
            elif bits_of(rty) == IPTR_BITS and op != "trunc":
                f = twophase.to_iptr(self.modes, op, bits_of(sty))
            else:
                f = ops.cast(op, bits_of(sty), bits_of(rty), flags)
                if op in ("trunc", "zext", "sext") and IPTR_BITS not in (bits_of(sty), bits_of(rty)):
                    return pure(lambda a: _call1(f, a), ("cast", op, bits_of(sty), bits_of(rty), flags))
            return pure(lambda a: _call1(f, a))
        if op == "freeze":
            return Instr(FREEZE, dest, args, None, rty, where=where, text=text)
        if op == "getelementptr":
            constant, scaled = self.gep(toks, operands)
            return pure(_gep_builder(constant, scaled), ("gep", constant, tuple(scaled)))
        if op == "extractvalue":
            idx = [int(t) for t in _trailing_indices(toks)]
            return pure(lambda a: lambda r: _extract(r[a[0]], idx))
        if op == "insertvalue":
            idx = [int(t) for t in _trailing_indices(toks)]
            return pure(lambda a: lambda r: _insert(r[a[0]], idx, r[a[1]], rty))
        if op == "load":
            return Instr(LOAD, dest, args, None, rty, self.ordering(toks), where, text,
                         self.privately(operands[0]), self.bounds(operands[0]),
                         local=operands[0] in self.from_params)
        if op == "store":
            vty = read_type(Tokens(str(operands[0].type)), self.named)
            return Instr(STORE, -1, args, None, vty, self.ordering(toks), where, text,
                         self.privately(operands[1]), self.bounds(operands[1]),
                         local=operands[1] in self.from_params)
        if op == "atomicrmw":
            words = toks.rest()
            rmw = next(w for w in words if w in RMW_NAMES)
            return Instr(RMW, dest, args, rmw, rty, self.ordering(toks), where, text,
                         bounds=self.bounds(operands[0]))
        if op == "cmpxchg":
            orders = [ORDERINGS[w] for w in toks.rest() if w in ORDERINGS]
            vty = read_type(Tokens(str(operands[1].type)), self.named)
            return Instr(CMPXCHG, dest, args, "weak" in flags, vty, (orders[0], orders[1]), where,
                         text, bounds=self.bounds(operands[0]))
        if op == "fence":
            return Instr(FENCE, -1, (), None, None, self.ordering(toks), where, text)
        if op == "alloca":
            words = toks.rest()
            i = 1 if words[0] == "inalloca" else 0
            aty = read_type(Tokens(" ".join(words[i:])), self.named)
            size = self.module.dl.size(aty)
            name = text.split(" = ", 1)[0] if " = " in text else "a stack slot"
            return Instr(ALLOCA, dest, args, f"local {name} of @{self.fn.name}", aty, size,
                         where, text, ins in self.private and ins not in self.tracked)
        if op == "call":
            return self.call(ins, operands, args, dest, rty, where, text)
        if op == "invoke":  # a call that never unwinds: then jump to its normal destination
            targets = [o for o in operands if o.value_kind.name == "basic_block"]
            call = self.call(ins, [o for o in operands if o.value_kind.name != "basic_block"],
                             args, dest, rty, where, text)
            return [call, Instr(BR, -1, (), None, None, block_index[targets[0]], where, text)]
        if op == "br":
            targets = [block_index[o] for o in operands if o.value_kind.name == "basic_block"]
            if len(targets) == 1:
                return Instr(BR, -1, (), None, None, targets[0], where, text)
            # llvmlite lists a conditional branch's operands as (cond, false, true)
            return Instr(CONDBR, -1, args, None, None, (targets[1], targets[0]), where, text)
        if op == "switch":
            blocks = [block_index[o] for o in operands if o.value_kind.name == "basic_block"]
            cty = read_type(Tokens(str(operands[0].type)), self.named)
            values = [norm(int(v), bits_of(cty)) for v in re.findall(
                r"^\s*i\d+ (-?\d+|true|false), label", text, re.MULTILINE) for v in
                [{"true": "1", "false": "0"}.get(v, v)]]
            cases = dict(zip(values, blocks[1:]))
            return Instr(SWITCH, -1, args[:1], None, None, (cases, blocks[0]), where, text)
        if op == "ret":
            return Instr(RET, -1, args, None, None, None, where, text)
        if op == "unreachable":
            return Instr(UNREACHABLE, where=where, text=text)
        raise Unsupported(f"instruction {op}")

    def vector_op(self, op: str, toks: Tokens, operands: list[Any], rty: Type,
                  flags: frozenset[str], text: str) -> Any:
        """The builder of an instruction on vectors (see .vectors), or None when no operand
        and not the result is a vector."""
        tys = [read_type(Tokens(str(o.type)), self.named) for o in operands]
        if not isinstance(rty, VectorT) and not any(isinstance(t, VectorT) for t in tys):
            return None
        if op == "extractelement":
            assert isinstance(tys[0], VectorT)
            f: Any = vectors.extract(tys[0])
        elif op == "insertelement":
            assert isinstance(rty, VectorT)
            f = vectors.insert(rty)
        elif op == "shufflevector":
            assert isinstance(tys[0], VectorT)
            f = vectors.shuffle(tys[0], vectors.shuffle_mask(text))
        elif op == "bitcast" and not (isinstance(rty, VectorT) and isinstance(tys[0], VectorT)
                                      and rty.n == tys[0].n):
            f = vectors.bitcast(tys[0], rty)
        else:
            if not isinstance(rty, VectorT):
                raise Unsupported(f"vector {op} to {rty}")
            elems = [t.elem if isinstance(t, VectorT) else t for t in tys]
            relem = rty.elem
            if op in ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr",
                      "ashr", "and", "or", "xor"):
                scalar: Any = ops.binary(op, vectors.element_bits(relem), flags)
            elif op == "icmp":
                pred = next(t for t in toks.rest() if t in ops.ICMP)
                scalar = ops.icmp(pred, vectors.element_bits(elems[0]), "samesign" in flags)
            elif op == "select":
                scalar = ops.select
            elif op == "fcmp":
                pred = next(t for t in toks.rest() if t in floats.FCMP)
                scalar = floats.fcmp(pred)
            elif op in floats.BINARY:
                scalar = floats.binary(op, _float_bits(relem))
            elif op == "fneg":
                scalar = floats.fneg(_float_bits(relem))
            elif op == "bitcast":  # the same number of lanes
                scalar = vectors.bitcast(elems[0], relem)
            elif op in ("sitofp", "uitofp"):
                scalar = floats.cast(op, bits_of(elems[0]), _float_bits(relem), "nneg" in flags)
            elif op in ("fptosi", "fptoui"):
                scalar = floats.cast(op, _float_bits(elems[0]), bits_of(relem))
            elif op in ("fptrunc", "fpext"):
                scalar = floats.cast(op, _float_bits(elems[0]), _float_bits(relem))
            elif op in ("trunc", "zext", "sext", "ptrtoint", "inttoptr"):
                scalar = ops.cast(op, vectors.element_bits(elems[0]),
                                  vectors.element_bits(relem), flags)
            else:
                raise Unsupported(f"vector {op}")
            f = vectors.lanewise(scalar, rty.n, tuple(isinstance(t, VectorT) for t in tys),
                                 tuple(vectors.zero_of(e) for e in elems))
        return lambda a: vectors.on_registers(f, a)

    def float_op(self, op: str, toks: Tokens, operands: list[Any], rty: Type) -> Any:
        """The builder of a floating-point instruction (see .floats)."""
        sty = read_type(Tokens(str(operands[0].type)), self.named)
        for t in (sty, rty):
            if isinstance(t, OtherT) and t.text in floats.UNSUPPORTED_FP:
                raise Unsupported(f"floating-point type {t.text}")
        if op == "fcmp":
            pred = next(t for t in toks.rest() if t in floats.FCMP)
            f = floats.fcmp(pred)
            return lambda a: _call2(f, a)
        if op in floats.BINARY:
            f = floats.binary(op, _float_bits(rty))
            return lambda a: _call2(f, a)
        if op == "fneg":
            f = floats.fneg(_float_bits(rty))
        elif op == "bitcast":
            f = (floats.bitcast_to_float(_float_bits(rty)) if _is_float(rty)
                 else floats.bitcast_to_int(_float_bits(sty)))
        elif op in ("sitofp", "uitofp"):
            f = floats.cast(op, bits_of(sty), _float_bits(rty), "nneg" in toks.rest())
        elif op in ("fptosi", "fptoui"):
            f = floats.cast(op, _float_bits(sty), bits_of(rty))
        else:  # fptrunc, fpext
            f = floats.cast(op, _float_bits(sty), _float_bits(rty))
        return lambda a: _call1(f, a)

    def ordering(self, toks: Tokens) -> Ordering:
        for w in toks.rest():
            if w in ORDERINGS and w != "not_atomic":
                return ORDERINGS[w]
        return Ordering.not_atomic

    def gep(self, toks: Tokens, operands: list[Any]) -> tuple[int, list[tuple[int, int]]]:
        """A getelementptr's constant offset and its scaled index operands."""
        toks.skip_gep_flags()
        src = read_type(toks, self.named)
        dl = self.module.dl
        # the indices: struct fields are constants (offsets); others scale a register
        constant = 0
        scaled: list[tuple[int, int]] = []  # (operand position, scale)
        ty: Type = src
        index_operands = operands[1:]
        for pos, o in enumerate(index_operands):
            if pos == 0:
                step = dl.size(src)
            elif isinstance(ty, StructT):
                k = o.get_constant_value()
                constant += dl.offsets(ty)[k]
                ty = ty.fields[k]
                continue
            elif isinstance(ty, (ArrayT, VectorT)):
                step = dl.size(ty.elem)
                ty = ty.elem
            else:
                raise Unsupported(f"getelementptr into {ty}")
            if o.value_kind.name == "constant_int":
                ity = read_type(Tokens(str(o.type)), self.named)
                if isinstance(ity, VectorT):
                    raise Unsupported("vector getelementptr")
                constant += norm(o.get_constant_value(), bits_of(ity)) * step
            else:
                if str(o.type).startswith("<"):
                    raise Unsupported("vector getelementptr")
                scaled.append((pos + 1, step))
        return constant, scaled

    def call(self, ins: Any, operands: list[Any], args: tuple[int, ...], dest: int, rty: Type,
             where: str, text: str) -> Instr:
        callee = operands[-1]
        if callee.value_kind.name == "inline_asm":
            asm = re.search(r'\basm\b[^"]*"((?:[^"\\]|\\.)*)"', text)
            if asm is not None and asm[1].strip() == "" and dest < 0:  # a compiler barrier
                return Instr(CALL, dest, (), ASM_BARRIER, rty, None, where, text)
            raise Unsupported(f"inline assembly {asm[1] if asm else ''!r}")
        va = varargs.call_types(text, [read_type(Tokens(str(o.type)), self.named)
                                       for o in operands[:-1]]) if "...)" in text else ()
        if callee.value_kind.name == "function":
            name = callee.name
            hint = self.allocation_type(operands[:2]) if name.startswith(("llvm.mem", "memcpy", "memset", "memmove")) else None
            private = frozenset(i for i, o in enumerate(operands[:-1]) if o in self.private)
            # the thread-local slots the call may access (their bounds: see Call.mine; a
            # tracked slot's size is known, see .escape): those its arguments point into,
            # and those the pointer cells among them hold pointers into (strtok_r's saveptr)
            reached = [self.private[operands[i]] for i in sorted(private)]
            reached += [self.cells[s] for s in reached if s in self.cells]
            slots = tuple(b for b in dict.fromkeys(self.bounds(s) for s in reached)
                          if b is not None)
            private |= self.through_cell(name, operands)
            if name.startswith("llvm.va_start"):
                target = varargs.target_supported(self.module.text)
                if target is not None:
                    raise Unsupported(f"va_start on target {target} (only x86-64's va_list "
                                      "is modelled)")
                if self.va >= 0:  # the variable arguments are an operand of va_start
                    args = args[:-1] + (self.va, args[-1])
            return Instr(CALL, dest, args[:-1], name, rty, hint, where, text, private,
                         slots or None, va=va)
        return Instr(CALL, dest, args[:-1], None, rty, args[-1], where, text, va=va)


    def privately(self, address: Any) -> bool:
        """Whether a plain load or store at ``address`` is private: into a thread-local
        stack slot, or of the running thread's copy of a thread-local global no thread can
        reach another's copy of (see .escape)."""
        return address in self.private or (address.value_kind.name == "global_variable"
                                           and address.name in self.module.private_tls)

    def through_cell(self, name: str, operands: list[Any]) -> frozenset[int]:
        """The null source of a ``CELL_WRITERS`` routine (``strtok_r(NULL, …, &save)``)
        whose cell is a thread-local pointer cell: the string it reaches lies in the
        thread-local slot the cell holds pointers into (futures count it private)."""
        at = RETURNS_FROM_CELL.get(name)
        if at is None or operands[at[0]].value_kind.name != "constant_pointer_null":
            return frozenset()
        cell = self.private.get(operands[at[1]])
        return frozenset((at[0],)) if cell in self.cells else frozenset()

    def bounds(self, pointer: Any) -> tuple[int, int, int | None, str] | None:
        """The object an access's address derives from in this function, by
        ``getelementptr``/``bitcast`` (instructions or constant expressions) of a global
        or an ``alloca``: (global address or alloca register, size or element size, the
        alloca's count register or -1, its name); ``None`` when unknown.  Remembered per
        pointer value (at -O0 every access goes through a few stack slots)."""
        if pointer not in self.bounds_of:
            self.bounds_of[pointer] = self._bounds(pointer)
        return self.bounds_of[pointer]

    def _bounds(self, pointer: Any) -> tuple[int, int, int | None, str] | None:
        o = pointer
        for _ in range(64):  # a chain of derivations, never recursion
            kind = o.value_kind.name
            if kind == "global_variable":
                return self.global_bounds(o.name)
            if kind == "constant_expr":
                text = str(o)
                names = set(GLOBAL_NAME.findall(text))
                if len(names) != 1 or not re.match(
                        r"\S+\s+(getelementptr|bitcast|addrspacecast)\b", text):
                    return None
                return self.global_bounds(names.pop().strip('"'))
            if kind != "instruction":
                return None
            o = self.instructions.get(o)  # an operand: the instruction itself
            if o is None:
                return None
            if o.opcode == "alloca":
                size = self.element_size(o)
                if size is None:  # unchecked
                    return None
                count = self.operand(next(iter(o.operands)))
                name = str(o).strip().split(" = ", 1)[0]
                return (self.slots[o], size, count, f"local {name} of @{self.fn.name}")
            if o.opcode not in ("getelementptr", "bitcast", "addrspacecast"):
                return None
            o = next(iter(o.operands))
        return None

    def global_bounds(self, name: str) -> tuple[int, int, int | None, str] | None:
        g = self.module.globals.get(name)
        if g is None or g.ty is None or name in self.module.tls:  # (a copy per thread)
            return None
        try:
            size = self.module.dl.size(g.ty)
        except Exception:  # noqa: BLE001 - a type we cannot size: unchecked
            return None
        return (g.addr, size, None, f"@{name}")

    def allocation_type(self, pointers: list[Any]) -> Type | None:
        """The type of the alloca or global a pointer operand names directly, if any."""
        for o in pointers:
            kind = o.value_kind.name
            if kind == "global_variable":
                return self.module.globals[o.name].ty
            m = re.match(r"%\S+ = alloca (.*?)(?:, align \d+)?$", str(o).strip()) \
                if kind == "instruction" else None
            if m and "," not in m[1]:
                return read_type(Tokens(m[1]), self.named)
        return None


FLOAT_OPS = frozenset(("fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp", "fptosi", "fptoui",
                       "sitofp", "uitofp", "fptrunc", "fpext"))


def _remapped(bounds: tuple[int, int, int | None, str], n: int
              ) -> tuple[int, int, int | None, str]:
    """``bounds`` (see ``Instr.bounds``) with a constant count's slot moved to the end of
    a register file of ``n`` registers."""
    base, size, count, name = bounds
    return bounds if count is None or count >= 0 else (base, size, n - 1 - count, name)


def _is_float(t: Type) -> bool:
    return isinstance(t, OtherT) and t.text in floats.FLOAT_TYPES


def _float_bits(t: Type) -> int:
    if not _is_float(t):
        raise Unsupported(f"floating-point operations on values of type {t}")
    return floats.FLOAT_TYPES[t.text]  # type: ignore[attr-defined]


SUPPORTED = FLOAT_OPS | frozenset((
    "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or",
    "xor", "icmp", "select", "trunc", "zext", "sext", "ptrtoint", "inttoptr", "bitcast",
    "addrspacecast", "freeze", "getelementptr", "extractvalue", "insertvalue", "load", "store",
    "atomicrmw", "cmpxchg", "fence", "alloca", "call", "invoke", "br", "switch", "ret",
    "unreachable", "extractelement", "insertelement", "shufflevector"))
VECTOR_OPS = FLOAT_OPS | frozenset((
    "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or",
    "xor", "icmp", "select", "trunc", "zext", "sext", "ptrtoint", "inttoptr", "bitcast",
    "extractelement", "insertelement", "shufflevector"))
RMW_NAMES = ("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
             "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat")


def _ret_text(fn: Any) -> str:
    t = fn.global_value_type
    return str(t.get_function_return()) if hasattr(t, "get_function_return") else str(t).split(" (")[0]


def _short(text: str) -> str:
    text = re.sub(r",\s*!\w+ !\d+", "", text)
    return text if len(text) < 80 else text[:77] + "..."


def _trailing_indices(toks: Tokens) -> list[str]:
    """The trailing integer indices of extractvalue/insertvalue: the ``, N`` after the last
    operand (``insertvalue {i32, i32} poison, i32 9, 0`` has the one index 0: ``9`` follows a
    type, not a comma, so it is the inserted value)."""
    rest = toks.rest()
    for j in range(1, len(rest)):  # metadata attachments (``, !dbg !7``) come last
        if rest[j - 1] == "," and rest[j].startswith("!"):
            rest = rest[:j - 1]
            break
    tail: list[str] = []
    i = len(rest) - 1
    while i >= 1 and rest[i - 1] == "," and re.fullmatch(r"\d+", rest[i]):
        tail.append(rest[i])
        i -= 2
    return list(reversed(tail))


def _call1(f: Any, a: tuple[int, ...]) -> Any:
    x, = a
    return lambda r: f(r[x])


def _call2(f: Any, a: tuple[int, ...]) -> Any:
    x, y = a
    return lambda r: f(r[x], r[y])


def _call3(f: Any, a: tuple[int, ...]) -> Any:
    x, y, z = a
    return lambda r: f(r[x], r[y], r[z])


def _gep_builder(constant: int, scaled: list[tuple[int, int]]) -> Any:
    def build(a: tuple[int, ...]) -> Any:
        base = a[0]
        terms = tuple((a[pos], step) for pos, step in scaled)

        def gep(r: list[Any]) -> Any:
            v = r[base]
            if type(v) is not int:
                if type(v) is Ptr:
                    return _ptr_gep(r, v, base, terms, constant)
                return POISON if v is POISON else _sym_gep(r, base, terms, constant)
            v += constant
            for slot, step in terms:
                i = r[slot]
                if type(i) is not int:
                    return POISON if i is POISON else _sym_gep(r, base, terms, constant)
                v += i * step
            return norm(v, 64)
        return gep
    return build


def _sym_gep(r: list[Any], base: int, terms: tuple[tuple[int, int], ...], constant: int) -> Any:
    values = (r[base],) + tuple(r[s] for s, _ in terms)
    if any(v is POISON for v in values):
        return POISON
    steps = tuple(step for _, step in terms)

    def concrete(b: Any, *idx: int) -> Any:
        delta = constant + sum(i * s for i, s in zip(idx, steps))
        if type(b) is Ptr:  # checked by the memory model when accessed
            return b + delta
        return norm(b + delta, 64)
    return Sym(concrete, values)


def _ptr_gep(r: list[Any], v: Ptr, base: int, terms: tuple[tuple[int, int], ...],
             constant: int) -> Any:
    """GEP on a pointer with provenance (see .twophase)."""
    delta = constant
    for slot, step in terms:
        i = r[slot]
        if type(i) is not int:
            return POISON if i is POISON else _sym_gep(r, base, terms, constant)
        delta += i * step
    return v.offset(delta)


def _extract(agg: Any, idx: list[int]) -> Any:
    for i in idx:
        if agg is POISON or agg is UNDEF:
            return agg
        agg = agg[i]
    return agg


def _insert(agg: Any, idx: list[int], value: Any, ty: Type) -> Any:
    i, rest = idx[0], idx[1:]
    if agg is UNDEF or agg is POISON:
        agg = _filled(ty, agg)
    items = list(agg)
    inner = ty.fields[i] if isinstance(ty, StructT) else ty.elem  # type: ignore[attr-defined]
    items[i] = _insert(items[i], rest, value, inner) if rest else value
    return tuple(items)


def _filled(ty: Type, v: Any) -> Any:
    """An aggregate of type ``ty`` whose every scalar is ``v`` (undef or poison)."""
    if isinstance(ty, StructT):
        return tuple(_filled(f, v) for f in ty.fields)
    if isinstance(ty, (ArrayT, VectorT)):
        return tuple(_filled(ty.elem, v) for _ in range(ty.n))
    return v


__all__ = ["PTR", "Function", "FunctionCompiler", "Instr"]
