"""Digest §9 #20 (QuickChick-style differential property): random straight-line LLVM IR
programs with allocas, mallocs, stores and loads, ptrtoint/inttoptr, iptr and i64
arithmetic and printf behave the same under ``twophase-fin`` as under ``twophase-inf`` —
or ``twophase-fin`` runs out of memory, after printing a prefix of what ``twophase-inf``
printed.  The allocator's base is drawn near the top of the 64-bit space now and then, so
that the finite model's edge is reached."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from twophase_driver import TOP, with_output

HEADER = """@fmt = private constant [5 x i8] c"%ld\\0A\\00"
declare i32 @printf(ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)

define i32 @main() {
  %p0 = alloca i64
  store i64 1, ptr %p0
"""

BIG = st.sampled_from([0, 1, 2, 7, 8, 16, 255, 4096, 1 << 32, (1 << 63) - 1, 1 << 63,
                       TOP - 8, TOP - 1])


@st.composite
def programs(draw: st.DrawFn) -> str:
    ptrs, ints, vals = ["%p0"], [], ["1"]
    lines = []
    for n in range(draw(st.integers(1, 14))):
        kind = draw(st.sampled_from(["alloca", "malloc", "store", "load", "ptoi", "iarith",
                                     "itop", "trunc", "arith", "print", "gep"]))
        name = f"%x{n}"
        if kind == "alloca":
            lines.append(f"{name} = alloca i64")
            lines.append(f"store i64 {draw(st.integers(0, 99))}, ptr {name}")
            ptrs.append(name)
        elif kind == "malloc":
            lines.append(f"{name} = call ptr @malloc(i64 {draw(st.sampled_from([0, 8, 16]))})")
            ptrs.append(name)
        elif kind == "store":
            lines.append(f"store i64 {draw(st.sampled_from(vals))}, ptr {draw(st.sampled_from(ptrs))}")
        elif kind == "load":
            lines.append(f"{name} = load i64, ptr {draw(st.sampled_from(ptrs))}")
            vals.append(name)
        elif kind == "ptoi":
            lines.append(f"{name} = ptrtoint ptr {draw(st.sampled_from(ptrs))} to iptr")
            ints.append(name)
        elif kind == "iarith" and ints:
            op = draw(st.sampled_from(["add", "sub", "mul", "xor", "and", "or"]))
            rhs = draw(st.one_of(BIG.map(str), st.sampled_from(ints)))
            lines.append(f"{name} = {op} iptr {draw(st.sampled_from(ints))}, {rhs}")
            ints.append(name)
        elif kind == "itop" and ints:
            lines.append(f"{name} = inttoptr iptr {draw(st.sampled_from(ints))} to ptr")
            ptrs.append(name)
        elif kind == "trunc" and ints:
            lines.append(f"{name} = trunc iptr {draw(st.sampled_from(ints))} to i64")
            vals.append(name)
        elif kind == "arith":
            op = draw(st.sampled_from(["add", "sub", "mul", "xor"]))
            lines.append(f"{name} = {op} i64 {draw(st.sampled_from(vals))}, "
                         f"{draw(st.sampled_from(vals))}")
            vals.append(name)
        elif kind == "print":
            lines.append(f"{name} = call i32 (ptr, ...) @printf(ptr @fmt, i64 "
                         f"{draw(st.sampled_from(vals))})")
        elif kind == "gep":
            lines.append(f"{name} = getelementptr i8, ptr {draw(st.sampled_from(ptrs))}, "
                         f"i64 {draw(st.sampled_from([0, 8, -8, 1 << 40]))}")
            ptrs.append(name)
    return HEADER + "".join(f"  {line}\n" for line in lines) + "  ret i32 0\n}\n"


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(program=programs(), base=st.sampled_from(["", hex(TOP - 64), hex(TOP - 16), hex(TOP)]))
def test_fin_behaves_like_inf_or_runs_out_of_memory(tmp_path_factory: object, program: str,
                                                    base: str) -> None:
    path = Path(tmp_path_factory.mktemp("prop")) / "p.ll"  # type: ignore[attr-defined]
    path.write_text(program)
    options = {"base": base} if base else {}
    inf, inf_out = with_output(path, "twophase-inf", options)
    fin, fin_out = with_output(path, "twophase-fin", options)
    if fin.kind == "oom":
        assert inf_out.startswith(fin_out), program
    else:
        assert (fin.kind, fin.reason, fin.ret, fin_out) == (inf.kind, inf.reason, inf.ret,
                                                            inf_out), program
