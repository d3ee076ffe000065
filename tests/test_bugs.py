"""Programs with and without bugs, one folder per error class (GenMC style).

``tests/bugs/CLASS/{wrong,correct}/NAME.c`` with its IR in ``O0/NAME.ll`` and
``O1/NAME.ll`` (``tests/bugs/regenerate.sh``).  Each ``.c`` starts with what it must
report under each memory model::

    // expect sc,tso,promising: ub        (``all`` for every model; several kinds: ``ub,assert``)
    // expect all: none                   (no violation)
    // reason: use after free             (a substring of some violating outcome's reason)

Every program × level (O0, O1) × model (sc, tso, promising) is explored exhaustively with
a budget: the set of kinds of its outcomes other than ``done`` must be exactly the expected
set (``none``: empty), a budget outcome fails, and each ``reason`` must be found in some
violating outcome's reason.  Reduced and unreduced exploration must reach the same
outcomes (final states and violations).  A new class is a new folder; new kinds (``race``, ``deadlock``…) need
nothing here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from ctreelab.outcome import RunResult
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

BUGS = Path(__file__).resolve().parent / "bugs"
MODELS = ("sc", "tso", "promising")
LEVELS = ("O0", "O1")
KINDS = frozenset({"ub", "assert", "race", "deadlock", "hang", "oom"})
BUDGET = {"max-states": 50_000, "timeout": 60}

_EXPECT = re.compile(r"//\s*expect\s+([\w,\s]+?)\s*:\s*([\w,\s]+?)\s*$")
_REASON = re.compile(r"//\s*reason\s*:\s*(\S.*?)\s*$")


class HeaderError(Exception):
    """A malformed expectation header, located ``file:line``."""


@dataclass(frozen=True)
class Expectation:
    path: Path
    kinds: dict[str, frozenset[str]]  # model -> expected violation kinds
    reasons: tuple[str, ...]


def parse_header(path: Path) -> Expectation:
    """The ``// expect`` and ``// reason`` lines at the top of ``path`` (until the first
    other line)."""
    kinds: dict[str, frozenset[str]] = {}
    reasons: list[str] = []
    lines = path.read_text().splitlines()
    for n, line in enumerate(lines, 1):
        if not line.startswith("//"):
            break

        def bad(message: str, n: int = n) -> HeaderError:
            return HeaderError(f"{path}:{n}: {message}")

        m = _EXPECT.match(line)
        if m:
            models = [s.strip() for s in m[1].split(",")]
            models = list(MODELS) if models == ["all"] else models
            found = [s.strip() for s in m[2].split(",")]
            for model in models:
                if model not in MODELS:
                    raise bad(f"unknown model {model!r} (known: all, {', '.join(MODELS)})")
                if model in kinds:
                    raise bad(f"model {model} has two expectations")
            if found == ["none"]:
                expected: frozenset[str] = frozenset()
            else:
                unknown = [k for k in found if k not in KINDS]
                if unknown:
                    raise bad(f"unknown kind {unknown[0]!r} (known: none, "
                              f"{', '.join(sorted(KINDS))})")
                expected = frozenset(found)
            for model in models:
                kinds[model] = expected
            continue
        m = _REASON.match(line)
        if m:
            reasons.append(m[1])
            continue
        if re.match(r"//\s*(expect|reason)", line):
            raise bad("expected '// expect MODELS: KINDS' or '// reason: TEXT', got "
                      f"{line!r}")
        break  # the program's own comments
    missing = [m for m in MODELS if m not in kinds]
    if missing:
        raise HeaderError(f"{path}:1: no expectation for {', '.join(missing)} "
                          "(a header line '// expect MODELS: KINDS')")
    if reasons and not any(kinds.values()):
        raise HeaderError(f"{path}:1: reasons given but no model expects a violation")
    return Expectation(path, kinds, tuple(reasons))


PROGRAMS = sorted(BUGS.glob("*/wrong/*.c")) + sorted(BUGS.glob("*/correct/*.c"))


def _name(path: Path) -> str:
    return f"{path.parent.parent.name}/{path.parent.name}/{path.stem}"


# each program's cases on one pytest-xdist worker (--dist loadgroup): the reduction test
# reuses test_program's O1 runs (``explore`` keeps them per process)
GROUPED = [pytest.param(p, id=_name(p), marks=pytest.mark.xdist_group(f"bugs {_name(p)}"))
           for p in PROGRAMS]


_registry: Registry | None = None
_runs: dict[tuple[Path, str, str, bool], RunResult] = {}


def explore(source: Path, level: str, model: str, reduce: bool = True) -> RunResult:
    global _registry
    key = (source, level, model, reduce)
    if key not in _runs:
        if _registry is None:
            _registry = Registry.discover()
        ll = source.parent / level / f"{source.stem}.ll"
        spec = PipelineSpec(program=str(ll), memory=model,
                            scheduler_options=dict(BUDGET, reduce=reduce))
        _runs[key] = build(spec, _registry).run()
    return _runs[key]


def test_the_bugs_folder_has_programs() -> None:
    assert len(list(BUGS.glob("memory/wrong/*.c"))) >= 10
    assert len(list(BUGS.glob("memory/correct/*.c"))) >= 5
    for source in PROGRAMS:
        for level in LEVELS:
            assert (source.parent / level / f"{source.stem}.ll").is_file(), \
                f"{source}: no {level}/{source.stem}.ll (run tests/bugs/regenerate.sh)"


@pytest.mark.parametrize("source", PROGRAMS, ids=_name)
def test_header(source: Path) -> None:
    expectation = parse_header(source)
    if source.parent.name == "correct":
        assert not any(expectation.kinds.values()), f"{source}: a correct program expects a violation"
    else:
        assert any(expectation.kinds.values()), f"{source}: a wrong program expects nothing"


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("source", GROUPED)
def test_program(source: Path, model: str, level: str) -> None:
    expectation = parse_header(source)
    result = explore(source, level, model)
    shown = sorted(o.show() for o in result.outcomes)
    assert not any(o.kind == "budget" for o in result.outcomes), \
        f"{source} {level} {model}: the budget ran out: {shown}"
    found = {o.kind for o in result.outcomes if o.kind != "done"}
    assert found == expectation.kinds[model], \
        f"{source} {level} {model}: expected {sorted(expectation.kinds[model]) or 'none'}: {shown}"
    for reason in expectation.reasons:
        if expectation.kinds[model]:
            assert any(reason in o.reason for o in result.outcomes if o.kind != "done"), \
                f"{source} {level} {model}: no violation says {reason!r}: {shown}"


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("source", GROUPED)
def test_reduction_keeps_the_outcomes(source: Path, model: str) -> None:
    """Reduced (the default) and unreduced exploration reach the same outcomes, the final
    states as well as the violations, data races included, under every model (at O1:
    unreduced, some -O0 programs with two threads take minutes)."""
    reduced, plain = explore(source, "O1", model), explore(source, "O1", model, reduce=False)
    assert {o.show() for o in reduced.outcomes} == {o.show() for o in plain.outcomes}


@pytest.mark.parametrize(("text", "error"), [
    ("// expect sc: ub\nint main(void) { return 0; }\n", ":1: no expectation for tso, promising"),
    ("// expect all: none\n// expect sc: ub\n", ":2: model sc has two expectations"),
    ("// expect all: crash\n", ":1: unknown kind 'crash'"),
    ("// expect arm: ub\n", ":1: unknown model 'arm'"),
    ("// expect all: ub\n// reason use after free\n", ":2: expected '// expect MODELS: KINDS'"),
    ("// expect all: ub\n// expects sc: race\n", ":2: expected '// expect MODELS: KINDS'"),
])
def test_malformed_headers_name_the_line(tmp_path: Path, text: str, error: str) -> None:
    path = tmp_path / "bad.c"
    path.write_text(text)
    with pytest.raises(HeaderError, match=re.escape(f"{path}{error}")):
        parse_header(path)


def test_header_with_several_expectations(tmp_path: Path) -> None:
    path = tmp_path / "racy.c"
    path.write_text("// expect sc: none\n// expect tso,promising: race, ub\n"
                    "// reason: data race\n#include <stdio.h>\n")
    e = parse_header(path)
    assert e.kinds == {"sc": frozenset(), "tso": frozenset({"race", "ub"}),
                       "promising": frozenset({"race", "ub"})}
    assert e.reasons == ("data race",)
