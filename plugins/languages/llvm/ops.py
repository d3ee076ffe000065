"""Pure LLVM operations on values (integers, pointers, aggregates), with poison and undef.

Each builder returns ``f(x, y, …) -> value`` for one instruction's type and flags; all are
lifted by :func:`.values.lift` so poison absorbs and undef delays (Vellvm's semantics).
Division raises :class:`NeedPick` for an undefined divisor and :class:`Stop` for undefined
behaviour (division by zero, ``INT_MIN / -1``, a poison divisor).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ctreelab.arith import trunc_div, trunc_rem

from .values import POISON, Sym, lift, norm, signed, smax, smin, unsigned

Op = Callable[..., Any]


class Stop(Exception):
    """Undefined behaviour (the message says which)."""


class NeedPick(Exception):
    """An operand must be concrete: the machine picks operand ``index`` and runs again."""

    def __init__(self, index: int, poison_ok: bool = False) -> None:
        super().__init__(index)
        self.index = index
        self.poison_ok = poison_ok


def binary(op: str, bits: int, flags: frozenset[str]) -> Op:
    nsw, nuw, exact = "nsw" in flags, "nuw" in flags, "exact" in flags
    mask = (1 << bits) - 1
    lo, hi = smin(bits), smax(bits)

    def overflow(exact_signed: int, exact_unsigned: int, result: int) -> Any:
        if nsw and not lo <= exact_signed <= hi:
            return POISON
        if nuw and exact_unsigned > mask:
            return POISON
        return result

    def add(a: int, b: int) -> Any:
        return overflow(signed(a, bits) + signed(b, bits),
                        unsigned(a, bits) + unsigned(b, bits), norm(a + b, bits))

    def sub(a: int, b: int) -> Any:
        d = unsigned(a, bits) - unsigned(b, bits)
        return overflow(signed(a, bits) - signed(b, bits), mask + 1 if d < 0 else d, norm(a - b, bits))

    def mul(a: int, b: int) -> Any:
        return overflow(signed(a, bits) * signed(b, bits),
                        unsigned(a, bits) * unsigned(b, bits), norm(a * b, bits))

    def shl(a: int, b: int) -> Any:
        n = unsigned(b, bits)
        if n >= bits:
            return POISON
        r = norm(a << n, bits)
        if nsw and signed(r, bits) >> n != signed(a, bits):
            return POISON
        if nuw and unsigned(a, bits) << n > mask:
            return POISON
        return r

    def lshr(a: int, b: int) -> Any:
        n = unsigned(b, bits)
        if n >= bits or (exact and unsigned(a, bits) & ((1 << n) - 1)):
            return POISON
        return norm(unsigned(a, bits) >> n, bits)

    def ashr(a: int, b: int) -> Any:
        n = unsigned(b, bits)
        if n >= bits or (exact and a & ((1 << n) - 1)):
            return POISON
        return norm(signed(a, bits) >> n, bits)

    simple: dict[str, Op] = {
        "add": add, "sub": sub, "mul": mul, "shl": shl, "lshr": lshr, "ashr": ashr,
        "and": lambda a, b: a & b, "or": lambda a, b: a | b,
        "xor": lambda a, b: norm(a ^ b, bits),
    }
    if op == "or" and "disjoint" in flags:
        simple["or"] = lambda a, b: POISON if a & b else a | b
    if op in simple:
        return lift(simple[op])
    return _division(op, bits, exact)


def _division(op: str, bits: int, exact: bool) -> Op:
    def concrete(a: int, b: int) -> Any:
        if op in ("udiv", "urem"):
            ua, ub = unsigned(a, bits), unsigned(b, bits)
            if op == "udiv":
                return POISON if exact and ua % ub else norm(ua // ub, bits)
            return norm(ua % ub, bits)
        sa, sb = signed(a, bits), signed(b, bits)
        if sa == smin(bits) and sb == -1:
            raise Stop(f"{op} overflow ({sa} / -1)")
        if op == "sdiv":
            q = trunc_div(sa, sb)
            return POISON if exact and q * sb != sa else norm(q, bits)
        return norm(trunc_rem(sa, sb), bits)

    def divide(a: Any, b: Any) -> Any:
        if b is POISON:
            raise Stop(f"{op} by a poison value")
        if type(b) is not int:
            raise NeedPick(1)
        if b == 0:
            raise Stop(f"{op} by zero")
        if a is POISON:
            return POISON
        if type(a) is not int:
            return Sym(concrete, (a, b))
        return concrete(a, b)
    return divide


ICMP: dict[str, Callable[[int, int, int], bool]] = {
    "eq": lambda a, b, _: a == b, "ne": lambda a, b, _: a != b,
    "slt": lambda a, b, n: signed(a, n) < signed(b, n), "sle": lambda a, b, n: signed(a, n) <= signed(b, n),
    "sgt": lambda a, b, n: signed(a, n) > signed(b, n), "sge": lambda a, b, n: signed(a, n) >= signed(b, n),
    "ult": lambda a, b, n: unsigned(a, n) < unsigned(b, n), "ule": lambda a, b, n: unsigned(a, n) <= unsigned(b, n),
    "ugt": lambda a, b, n: unsigned(a, n) > unsigned(b, n), "uge": lambda a, b, n: unsigned(a, n) >= unsigned(b, n),
}


def icmp(pred: str, bits: int, samesign: bool = False) -> Op:
    test = ICMP[pred]

    def compare(a: int, b: int) -> Any:
        if samesign and (a < 0) != (b < 0):
            return POISON
        return int(test(a, b, bits))
    return lift(compare)


def select(c: Any, a: Any, b: Any) -> Any:
    if c is POISON:
        return POISON
    if type(c) is int:
        return a if c else b
    return Sym(lambda cc, x, y: x if cc else y, (c, a, b))


def cast(op: str, src_bits: int, dst_bits: int, flags: frozenset[str] = frozenset()) -> Op:
    if op == "trunc":
        nsw, nuw = "nsw" in flags, "nuw" in flags

        def trunc(a: int) -> Any:
            r = norm(a, dst_bits)
            if (nuw and unsigned(a, src_bits) != unsigned(r, dst_bits)) or (
                    nsw and signed(a, src_bits) != signed(r, dst_bits)):
                return POISON
            return r
        return lift(trunc)
    if op in ("zext", "ptrtoint", "inttoptr"):
        nneg = "nneg" in flags
        return lift(lambda a: POISON if nneg and signed(a, src_bits) < 0
                    else norm(unsigned(a, src_bits), dst_bits))
    if op == "sext":
        return lift(lambda a: norm(signed(a, src_bits), dst_bits))
    return lambda a: a  # bitcast, addrspacecast


# --- intrinsics that are pure functions ------------------------------------------------------


def intrinsic(name: str, bits: int) -> Op | None:
    """The pure intrinsic ``llvm.<name>.*`` on ``iN`` operands, or None."""
    base = name.split(".")[1] if name.startswith("llvm.") else name
    table: dict[str, Op] = {
        "smax": lambda a, b: max(a, b), "smin": lambda a, b: min(a, b),
        "umax": lambda a, b: max(a, b, key=lambda v: unsigned(v, bits)),
        "umin": lambda a, b: min(a, b, key=lambda v: unsigned(v, bits)),
        "abs": lambda a, p: POISON if p and a == smin(bits) else norm(abs(a), bits),
        "ctpop": lambda a: unsigned(a, bits).bit_count(),
        "ctlz": lambda a, p: POISON if p and a == 0 else bits - unsigned(a, bits).bit_length(),
        "cttz": lambda a, p: POISON if p and a == 0 else (
            bits if a == 0 else (unsigned(a, bits) & -unsigned(a, bits)).bit_length() - 1),
        "bswap": lambda a: norm(int.from_bytes(unsigned(a, bits).to_bytes(bits // 8, "little"), "big"), bits),
        "bitreverse": lambda a: norm(int(format(unsigned(a, bits), f"0{bits}b")[::-1], 2), bits),
        "fshl": lambda a, b, s: norm(((unsigned(a, bits) << bits | unsigned(b, bits))
                                      << (unsigned(s, bits) % bits)) >> bits, bits),
        "fshr": lambda a, b, s: norm((unsigned(a, bits) << bits | unsigned(b, bits))
                                     >> (unsigned(s, bits) % bits), bits),
        "expect": lambda a, _: a,
        "sadd": lambda a, b: _with_overflow(a + b, bits, True),
        "ssub": lambda a, b: _with_overflow(a - b, bits, True),
        "smul": lambda a, b: _with_overflow(a * b, bits, True),
        "uadd": lambda a, b: _with_overflow(unsigned(a, bits) + unsigned(b, bits), bits, False),
        "usub": lambda a, b: _with_overflow(unsigned(a, bits) - unsigned(b, bits), bits, False),
        "umul": lambda a, b: _with_overflow(unsigned(a, bits) * unsigned(b, bits), bits, False),
    }
    if base in ("sadd", "ssub", "smul", "uadd", "usub", "umul") and name.split(".")[2:3] != ["with"]:
        return None
    fn = table.get(base)
    return None if fn is None else lift(fn)


def _with_overflow(exact: int, bits: int, is_signed: bool) -> tuple[int, int]:
    r = norm(exact, bits)
    ok = smin(bits) <= exact <= smax(bits) if is_signed else 0 <= exact < (1 << bits)
    return (r, int(not ok))




# --- fast paths: closures over the register file for the common, flag-free cases ------------

_FAST: dict[str, Callable[[int, int], int]] = {
    "add": int.__add__, "sub": int.__sub__, "mul": int.__mul__,
    "and": int.__and__, "or": int.__or__, "xor": int.__xor__,
}


def binary_on_registers(op: str, bits: int, flags: frozenset[str], x: int, y: int) -> Op:
    """``r -> op(r[x], r[y])``, with an inline path for defined operands."""
    slow = binary(op, bits, flags)
    fast = _FAST.get(op)
    mask, sign, mod = (1 << bits) - 1, 1 << (bits - 1), 1 << bits
    if bits > 1 and not flags & {"nsw", "nuw", "exact", "disjoint"} and op in _SHIFT_DIV:
        return _shift_or_division(op, bits, slow, x, y)
    if fast is None or bits == 1 or "disjoint" in flags:
        return lambda r: slow(r[x], r[y])
    if flags & {"nsw", "nuw"}:
        nsw, nuw, lo, hi = "nsw" in flags, "nuw" in flags, -sign, sign - 1

        def checked(r: list[Any]) -> Any:
            a = r[x]
            b = r[y]
            if type(a) is int and type(b) is int:
                exact = fast(a, b)
                if nsw and not lo <= exact <= hi:
                    return POISON
                if nuw and not 0 <= fast(a & mask, b & mask) <= mask:
                    return POISON
                v = exact & mask
                return v - mod if v & sign else v
            return slow(a, b)
        return checked

    def run(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is int and type(b) is int:
            v = fast(a, b) & mask
            return v - mod if v & sign else v
        return slow(a, b)
    return run


_SHIFT_DIV = frozenset(("shl", "lshr", "ashr", "udiv", "urem", "sdiv", "srem"))


def _shift_or_division(op: str, bits: int, slow: Op, x: int, y: int) -> Op:
    """Inline paths of the flag-free shifts and divisions on defined operands (``bits > 1``);
    every other case (poison, undef, a shift amount >= bits, a zero divisor, INT_MIN / -1)
    goes to ``slow``, which has the full semantics."""
    mask, sign, mod = (1 << bits) - 1, 1 << (bits - 1), 1 << bits
    lo = -sign

    def shl(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is int and type(b) is int and 0 <= b < bits:
            v = (a << b) & mask
            return v - mod if v & sign else v
        return slow(a, b)

    def lshr(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is int and type(b) is int and 0 < b < bits:
            return (a & mask) >> b  # below 2^(bits-1): canonical as it is
        return slow(a, b)

    def ashr(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is int and type(b) is int and 0 <= b < bits:
            return a >> b
        return slow(a, b)

    def udiv(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is int and type(b) is int and b:
            v = (a & mask) // (b & mask)
            return v - mod if v & sign else v
        return slow(a, b)

    def urem(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is int and type(b) is int and b:
            v = (a & mask) % (b & mask)
            return v - mod if v & sign else v
        return slow(a, b)

    def sdiv(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is int and type(b) is int and b and not (a == lo and b == -1):
            q = abs(a) // abs(b)
            return -q if (a < 0) != (b < 0) else q
        return slow(a, b)

    def srem(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is int and type(b) is int and b and not (a == lo and b == -1):
            m = abs(a) % abs(b)
            return -m if a < 0 else m
        return slow(a, b)

    fns: dict[str, Op] = {"shl": shl, "lshr": lshr, "ashr": ashr, "udiv": udiv, "urem": urem,
                          "sdiv": sdiv, "srem": srem}
    return fns[op]


def select_on_registers(c: int, x: int, y: int) -> Op:
    """``r -> select(r[c], r[x], r[y])`` with an inline path for a defined condition."""
    def run(r: list[Any]) -> Any:
        cond = r[c]
        if type(cond) is int:
            return r[x] if cond else r[y]
        return select(cond, r[x], r[y])
    return run


def icmp_on_registers(pred: str, bits: int, samesign: bool, x: int, y: int) -> Op:
    slow = icmp(pred, bits, samesign)
    if samesign or pred[0] == "u":
        return lambda r: slow(r[x], r[y])
    test = {"eq": int.__eq__, "ne": int.__ne__, "slt": int.__lt__, "sle": int.__le__,
            "sgt": int.__gt__, "sge": int.__ge__}[pred]
    if bits == 1 and pred[0] == "s":
        return lambda r: slow(r[x], r[y])

    def run(r: list[Any]) -> Any:
        a = r[x]
        b = r[y]
        if type(a) is int and type(b) is int:
            return 1 if test(a, b) else 0
        return slow(a, b)
    return run
