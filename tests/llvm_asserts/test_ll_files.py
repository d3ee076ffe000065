"""The ``.ll`` files themselves, independently of the LLVM plugin.

* every file passes LLVM's parser and verifier (through llvmlite);
* every assertion calls a function the file defines, with its argument and return types;
* every ``ASSERT EQ`` with a defined expected value agrees with native code: LLVM compiles
  the file (llvmlite's MCJIT, fresh for each call since globals are mutable) and the
  function is called through ctypes. Poison and UB cannot be observed natively.
"""

from __future__ import annotations

import ctypes
from pathlib import Path
from typing import Any

import pytest
from llvm_assert_syntax import (
    POISON,
    Assertion,
    AssertSyntaxError,
    assertion_lines,
    normalise,
    parse_assertion,
)

llvm = pytest.importorskip("llvmlite.binding")

HERE = Path(__file__).resolve().parent
FILES = sorted(HERE.glob("*.ll"))

# files whose assertions native code cannot check, and why
NOT_NATIVE = {"layout.ll": "it tests LLVM's default data layout, not the host's"}

_CTYPES = {
    "i1": ctypes.c_uint8,
    "i8": ctypes.c_int8,
    "i16": ctypes.c_int16,
    "i32": ctypes.c_int32,
    "i64": ctypes.c_int64,
    "ptr": ctypes.c_uint64,
}


def _assertions(path: Path) -> list[tuple[int, Assertion]]:
    """The well-formed assertions of a file (the collector reports malformed ones)."""
    found = []
    for number, line in assertion_lines(path.read_text()):
        try:
            found.append((number, parse_assertion(line)))
        except AssertSyntaxError:
            continue
    return found


def _signature(fn: Any) -> tuple[str, tuple[str, ...]]:
    """(return type, argument types) of an llvmlite function value."""
    fty = fn.global_value_type
    ret, *args = (str(t) for t in fty.elements)
    return ret, tuple(args)


def test_there_are_files() -> None:
    assert len(FILES) >= 12
    assert sum(len(_assertions(p)) for p in FILES) >= 70


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_file_parses_and_verifies(path: Path) -> None:
    module = llvm.parse_assembly(path.read_text())
    module.verify()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_assertions_match_the_definitions(path: Path) -> None:
    module = llvm.parse_assembly(path.read_text())
    for number, a in _assertions(path):
        where = f"{path.name}:{number}"
        fn = module.get_function(a.function)
        assert not fn.is_declaration, f"{where}: @{a.function} is not defined in the file"
        assert _signature(fn) == (a.ret_type, a.arg_types), (
            f"{where}: the assertion calls {a.call_text()} but @{a.function} has type "
            f"{_signature(fn)}"
        )


def _native_cases() -> list[Any]:
    cases = []
    for path in FILES:
        if path.name in NOT_NATIVE:
            continue
        for number, a in _assertions(path):
            if a.kind != "EQ" or a.expected is POISON:
                continue
            if not all(t in _CTYPES for t in (a.ret_type, *a.arg_types)):
                continue
            cases.append(pytest.param(path, number, a, id=f"{path.name}:{number}"))
    return cases


@pytest.fixture(scope="module")
def native() -> None:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()


@pytest.mark.parametrize(("path", "number", "a"), _native_cases())
def test_native_code_agrees(path: Path, number: int, a: Assertion, native: None) -> None:
    module = llvm.parse_assembly(path.read_text())
    module.verify()  # an invalid module would abort the process in the JIT
    # the engine owns the module and the target machine: both are fresh for each call
    target_machine = llvm.Target.from_default_triple().create_target_machine(opt=0)
    if module.data_layout:
        # MCJIT aborts on a layout that differs from the host's in any way (clang 14's
        # x86-64 layout lacks LLVM 22's i128:128, which no file here depends on)
        module.data_layout = str(target_machine.target_data)
    engine = llvm.create_mcjit_compiler(module, target_machine)
    engine.finalize_object()
    proto = ctypes.CFUNCTYPE(_CTYPES[a.ret_type], *(_CTYPES[t] for t in a.arg_types))
    fn = proto(engine.get_function_address(a.function))
    raw = fn(*(v & 1 if t == "i1" else v for t, v in zip(a.arg_types, a.args)))
    if a.ret_type == "i1":
        raw &= 1
    got = normalise(a.ret_type, str(raw or 0))
    assert got == a.expected, f"{path.name}:{number}: {a.call_text()} natively returns {got}"
