"""Collect every ``tests/llvm_asserts/*.ll`` file: one test item per ``; ASSERT`` line.

The syntax is in ``llvm_assert_syntax.py``. Each item calls the LLVM plugin's
``run_call(path, function, args, memory)`` with a single execution and checks its outcome.
The memory model is ``sc`` unless ``CTREELAB_LLVM_MEMORY`` names another one (the programs
are sequential, so every model must agree). An item is named ``<file>:<line>:<kind>:@<fn>``;
a malformed assertion line is an item that fails with the file, the line and the syntax.
"""

from __future__ import annotations

import os
import traceback
from pathlib import Path
from typing import Any

import pytest
from llvm_assert_syntax import (
    POISON,
    Assertion,
    AssertSyntaxError,
    assertion_lines,
    parse_assertion,
)

HERE = Path(__file__).resolve().parent


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".ll" and file_path.resolve().parent == HERE:
        return LLFile.from_parent(parent, path=file_path)
    return None


# Known disagreements between these assertions (LangRef) and the llvm plugin, one line each.
_RMW_NEW = "atomicrmw operation newer than the plugin's set (xchg … umin)"
_BOUNDS = "the sc model does not track allocation bounds or lifetimes (the two-phase model will)"
KNOWN: dict[str, str] = {
    **{f"atomics.ll:{n}": _RMW_NEW for n in (168, 169, 170, 171, 182, 183, 184, 185, 186, 187,
                                               198, 199, 200, 201, 212, 213, 214, 215)},
    "intrinsics.ll:213": _BOUNDS,
    "intrinsics.ll:223": _BOUNDS,
    "poison.ll:278": _BOUNDS,
    "ub.ll:130": "stores pick their value as Vellvm does, so storing poison is UB, not LangRef's poison",
    "ub.ll:169": _BOUNDS,
    "ub.ll:170": _BOUNDS,
    "ub.ll:179": _BOUNDS,
    "ub.ll:193": _BOUNDS,
    "ub.ll:211": "noundef attributes are not checked",
    "ub.ll:224": "noundef attributes are not checked",
}


class LLAssertionFailed(Exception):
    """An assertion that does not hold (reported without a Python traceback)."""


class LLFile(pytest.File):
    def collect(self) -> Any:
        text = self.path.read_text()
        found = False
        for number, line in assertion_lines(text):
            found = True
            try:
                assertion: Assertion | AssertSyntaxError = parse_assertion(line)
            except AssertSyntaxError as e:
                assertion = e
            item = LLAssertItem.from_parent(
                self,
                name=_item_name(self.path.name, number, assertion),
                lineno=number,
                line=line.strip(),
                assertion=assertion,
            )
            reason = KNOWN.get(f"{self.path.name}:{number}")
            if reason is not None:  # strict: an item that starts passing must leave the table
                item.add_marker(pytest.mark.xfail(reason=reason, strict=True))
            yield item
        if not found:
            yield LLAssertItem.from_parent(
                self,
                name=f"{self.path.name}:no-assertions",
                lineno=1,
                line="",
                assertion=AssertSyntaxError("the file has no `; ASSERT` line"),
            )


def _item_name(file: str, number: int, assertion: Assertion | AssertSyntaxError) -> str:
    if isinstance(assertion, AssertSyntaxError):
        return f"{file}:{number}:malformed"
    return f"{file}:{number}:{assertion.kind}:@{assertion.function}"


class LLAssertItem(pytest.Item):
    def __init__(
        self, *, lineno: int, line: str, assertion: Assertion | AssertSyntaxError, **kw: Any
    ) -> None:
        super().__init__(**kw)
        self.lineno = lineno
        self.line = line
        self.assertion = assertion

    def where(self) -> str:
        return f"{self.path.name}:{self.lineno}"

    def runtest(self) -> None:
        a = self.assertion
        if isinstance(a, AssertSyntaxError):
            raise LLAssertionFailed(f"{self.where()}: malformed assertion: {a}\n  {self.line}")
        from ctreelab.values import show

        try:
            from ctreelab_plugins.languages.llvm.testing import run_call
        except ImportError as e:
            raise LLAssertionFailed(f"{self.where()}: the LLVM plugin is not available: {e}")

        memory = os.environ.get("CTREELAB_LLVM_MEMORY", "sc")
        try:
            outcome = run_call(self.path, a.function, a.args, memory=memory)
        except Exception as e:  # noqa: BLE001 - a plugin crash: its last frames, not pytest's
            trace = "".join(traceback.format_exception(e, limit=-4))
            raise LLAssertionFailed(
                f"{self.where()}: {a.call_text()} under memory={memory}: run_call raised\n"
                f"{trace}  line:     {self.line}"
            ) from None
        got = outcome.show() if outcome.kind != "done" else f"done {a.ret_type} {show(outcome.ret)}"
        if a.kind == "EQ":
            want = f"done {a.expected_text()}"
            ok = outcome.kind == "done" and _same_value(outcome.ret, a.expected, show)
        else:
            want = {"UB": "ub", "FAIL": "failure"}[a.kind]
            ok = outcome.kind == want
        if not ok:
            raise LLAssertionFailed(
                f"{self.where()}: {a.call_text()} under memory={memory}\n"
                f"  expected: {want}\n  actual:   {got}\n  line:     {self.line}"
            )

    def repr_failure(self, excinfo: Any, style: Any = None) -> Any:
        if isinstance(excinfo.value, LLAssertionFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.lineno - 1, self.name


def _same_value(got: Any, expected: Any, show: Any) -> bool:
    if expected is POISON:
        return bool(show(got) == "poison")
    return isinstance(got, int) and show(got) != "poison" and got == expected
