"""A halting outcome carries the output printed before it (the ``io`` stage), and the
refinement checker compares it (two-phase paper: an OOM target must print a prefix of what
the source prints)."""

from __future__ import annotations

from pathlib import Path

from ctreelab.outcome import Outcome
from ctreelab.refine import allows
from ctreelab.values import Text
from helpers import run_program, shown

PRINT_THEN_UB = """
@msg = private constant [3 x i8] c"a\\0A\\00"
declare i32 @printf(i8*, ...)

define i32 @main() {
  %p = call i32 (i8*, ...) @printf(i8* getelementptr ([3 x i8], [3 x i8]* @msg, i64 0, i64 0))
  unreachable
}
"""


def test_a_halt_shows_what_was_printed_before_it(tmp_path: Path) -> None:
    path = tmp_path / "ub.ll"
    path.write_text(PRINT_THEN_UB)
    result = run_program(path)
    assert shown(result) == {f'ub: unreachable executed at {path}:7 (thread 1), '
                             'output="a\\n"'}
    (outcome,) = result.outcomes
    assert outcome.to_json() == {"kind": "ub", "reason": "unreachable executed",
                                 "where": f"{path}:7", "thread": 1,
                                 "observed": {"output": "a\n"}}


def test_a_halt_before_any_output_has_none(tmp_path: Path) -> None:
    path = tmp_path / "ub.ll"
    path.write_text("define i32 @main() {\n  unreachable\n}\n")
    (outcome,) = run_program(path).outcomes
    assert outcome.observed == () and "observed" not in outcome.to_json()


def printed(kind: str, text: str, reason: str = "") -> Outcome:
    return Outcome(kind, (("output", Text(text)),), reason=reason)


def test_an_oom_target_must_print_a_prefix_of_the_source_s_output() -> None:
    done = Outcome("done", (("output", Text("ab")),), 0)
    assert allows(done, printed("oom", "a"))
    assert allows(done, printed("oom", "ab"))
    assert not allows(done, printed("oom", "b"))
    assert allows(printed("oom", "a"), printed("oom", "a"))
    assert not allows(printed("oom", "a"), printed("oom", "ab"))
    assert allows(done, Outcome("oom"))  # printed nothing before running out


def test_an_assertion_failure_must_print_the_same() -> None:
    assert allows(printed("assert", "a", "x"), printed("assert", "a", "x"))
    assert not allows(printed("assert", "a", "x"), printed("assert", "b", "x"))
