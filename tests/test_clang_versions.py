"""Newer clangs: a representative subset of the C programs, compiled at ``-O1`` by each of
Debian's ``clang-15``, ``clang-16`` and ``clang-19`` found on PATH, has the outcome set
(exhaustive, sc) of the committed IR of clang 14 — modulo source locations in messages.

clang 14 writes typed pointers, 15 and newer opaque ``ptr``; 16 adds ``memory(...)``
attributes, 19 flags such as ``nneg``/``samesign``/``getelementptr … nuw`` and debug records
(``#dbg_value(…)`` lines instead of calls of ``llvm.dbg.value``).  A missing compiler skips
its case, naming it (``.ci/run`` installs clang-16 and clang-19 when it can).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from helpers import ROOT

VERSIONS = ("15", "16", "19")
# sequential and concurrent; integers, strings, structs, floats, printf, atomics, pthreads
# (mutexes, condition variables), memory errors, races, deadlocks
PROGRAMS = (
    "examples/c/sb.c",
    "examples/c/strings.c",
    "examples/c/structs.c",
    "tests/c_reach/float_math.c",
    "tests/c_reach/float_printf.c",
    "tests/c_reach/atomic_counter.c",
    "tests/c_reach/cond_queue.c",
    "tests/bugs/memory/wrong/uaf_list.c",
    "tests/bugs/race/wrong/mp_relaxed_flag.c",
    "tests/bugs/deadlock/wrong/abba.c",
)
# a location in a message: ``file.c:12 (prog.ll:40)``, ``prog.ll:40:7``, ``source line 12``
_LOCATION = re.compile(r"[\w./+-]+\.(?:c|cpp|h|ll):\d+(?::\d+)?(?: \([\w./+-]+\.ll:\d+\))?"
                       r"|source line \d+")


def flags(src: Path) -> list[str]:
    """The flags of the committed IR (see each folder's regenerate.sh)."""
    if "bugs" in src.parts:
        return ["-g"]
    if "__VERIFIER_atomic_" in src.read_text():
        return ["-fno-inline"]
    return []


def outcomes(ll: Path) -> set[str]:
    spec = PipelineSpec(program=str(ll), memory="sc", scheduler="exhaustive",
                        scheduler_options={"timeout": 30.0})
    result = build(spec, Registry.discover()).run()
    shown = set()
    for outcome in result.outcomes:
        data = outcome.to_json()
        data.pop("where", None)
        data.pop("thread", None)
        shown.add(_LOCATION.sub("LOC", json.dumps(data, sort_keys=True)))
    return shown


@pytest.mark.parametrize("version", VERSIONS)
def test_newer_clang_has_clang14s_outcomes(version: str, tmp_path: Path) -> None:
    compiler = shutil.which(f"clang-{version}")
    if compiler is None:
        pytest.skip(f"clang-{version} not found on PATH (Debian: apt-get install "
                    f"clang-{version})")
    differences = []
    for name in PROGRAMS:
        src = ROOT / name
        ll = tmp_path / f"{src.stem}.ll"
        built = subprocess.run([compiler, "-S", "-emit-llvm", "-O1", "-w", *flags(src),
                                src.name, "-o", str(ll)], cwd=src.parent,
                               capture_output=True, text=True, check=False)
        assert built.returncode == 0, built.stderr
        if version != "15":
            assert "ptr" in ll.read_text()
        new = outcomes(ll)
        old = outcomes(src.parent / "O1" / f"{src.stem}.ll")
        assert not any('"failure"' in o for o in new), (name, new)
        if new != old:
            differences.append((name, sorted(old - new), sorted(new - old)))
    assert differences == []


# LLVM 19's debug records: lines of their own in a function body, no instructions
DEBUG_RECORDS = """\
define i32 @main() !dbg !5 {
entry:
    #dbg_value(i32 0, !9, !DIExpression(), !10)
    #dbg_value(i32 1, !9, !DIExpression(), !10)
  %v = load i32, ptr null, align 4, !dbg !11
  ret i32 %v, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang 19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "rec.c", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{}
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !12)
!10 = !DILocation(line: 2, column: 7, scope: !5)
!11 = !DILocation(line: 3, column: 10, scope: !5)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
"""


def test_debug_records_are_no_instructions(tmp_path: Path) -> None:
    ll = tmp_path / "rec.ll"
    ll.write_text(DEBUG_RECORDS)
    result = build(PipelineSpec(program=str(ll)), Registry.discover()).run()
    (outcome,) = result.outcomes
    assert outcome.kind == "ub" and outcome.where == "rec.c:3 (rec.ll:5)", outcome.show()


@pytest.mark.parametrize(("flag", "kind"), [("nneg ", "ub"), ("", "done")])
def test_uitofp_nneg_of_a_negative_value_is_poison(flag: str, kind: str,
                                                   tmp_path: Path) -> None:
    ll = tmp_path / "nneg.ll"
    ll.write_text(f"""define i32 @main() {{
  %a = uitofp {flag}i32 -1 to double
  %d = fcmp oeq double %a, 0.0
  br i1 %d, label %x, label %x
x:
  ret i32 0
}}
""")
    (outcome,) = build(PipelineSpec(program=str(ll)), Registry.discover()).run().outcomes
    assert outcome.kind == kind, outcome.show()


def test_is_fpclass(tmp_path: Path) -> None:
    """LLVM 16+'s ``llvm.is.fpclass`` (clang's isnan/isinf/fpclassify at -O0)."""
    ll = tmp_path / "fpclass.ll"
    ll.write_text("""declare i1 @llvm.is.fpclass.f64(double, i32)
define i32 @main() {
  %nan = call i1 @llvm.is.fpclass.f64(double 0x7FF8000000000000, i32 3)
  %inf = call i1 @llvm.is.fpclass.f64(double 0xFFF0000000000000, i32 516)
  %one = call i1 @llvm.is.fpclass.f64(double 1.0, i32 3)
  %a = zext i1 %nan to i32
  %b = zext i1 %inf to i32
  %c = zext i1 %one to i32
  %ab = shl i32 %b, 1
  %abc = shl i32 %c, 2
  %r1 = or i32 %a, %ab
  %r = or i32 %r1, %abc
  ret i32 %r
}
""")
    (outcome,) = build(PipelineSpec(program=str(ll)), Registry.discover()).run().outcomes
    assert outcome.kind == "done" and outcome.ret == 3, outcome.show()
