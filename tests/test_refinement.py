"""Paper §5.3: SC refines TSO and Promising — every SC outcome is an outcome of the weaker
model — on every example and on random μIR-thread programs (hypothesis).

Inclusion is up to ``undef``: Promising may return ``undef`` for a racy non-atomic read where
SC has a value; an ``undef`` stands for any value, so it covers it.  An undefined behaviour
of the weaker model covers everything (e.g. the racy counter asserts on an ``undef``).  A failing case is shrunk
and printed as a μIR-thread program.

Random programs whose threads share helper functions (tests/muir_strategies.py: the same
function run by several threads with different arguments, helpers as ``spawn`` init
functions, ``main`` returning before it joins) also check that the ``exhaustive``
scheduler's reduction keeps every outcome: reduced = ``reduce = false`` under each model.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab.values import UNDEF
from helpers import EXAMPLES
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from muir_strategies import LOCS, globals_of, instruction, program_with_calls

WEAK = ("tso", "promising")


def outcomes(path: Path, model: str, observe: tuple[str, ...]) -> set[tuple]:
    spec = PipelineSpec(program=str(path), memory=model, observe=observe)
    result = build(spec, Registry.discover()).run()
    assert not any(o.kind == "budget" for o in result.outcomes), result.outcomes
    return {(o.kind, o.observed, o.ret) for o in result.outcomes}


def covered(sc: tuple, weak: set[tuple]) -> bool:
    """An SC outcome is covered by an equal weak outcome up to ``undef``, or by weak UB
    (undefined behaviour allows any behaviour)."""
    kind, observed, ret = sc
    return any(k == "ub" for k, _, _ in weak) or any(k == kind and r in (ret, UNDEF) and len(obs) == len(observed)
               and all(w == v or w is UNDEF for (_, w), (_, v) in zip(obs, observed))
               for k, obs, r in weak)


def check(path: Path, observe: tuple[str, ...]) -> None:
    sc = outcomes(path, "sc", observe)
    for model in WEAK:
        weak = outcomes(path, model, observe)
        missing = {o for o in sc if not covered(o, weak)}
        assert not missing, f"SC outcomes missing under {model}: {missing}"


EXAMPLE_OBSERVE = {
    "sb": ("r0", "r1"), "mp": ("r_flag", "r_data"), "lb": ("r0", "r1"),
    "listing1": ("b1", "b2", "b3"), "listing2": ("a", "b"), "join": ("shared", "seen"),
    "counter": ("counter",), "ex_tso": ("a1", "b1"), "ex_ps": ("a1", "b1"),
    "ex_ra": ("a1", "b1"),
}


@pytest.mark.parametrize("name", sorted(EXAMPLE_OBSERVE))
def test_sc_refines_weak_models_on_examples(name: str) -> None:
    check(EXAMPLES / f"{name}.muir", EXAMPLE_OBSERVE[name])


@st.composite
def program(draw: st.DrawFn) -> str:
    """2–3 threads of 1–3 accesses each; registers are stored to globals at thread end."""
    threads = []
    regs: list[str] = []
    for t in range(1, draw(st.integers(2, 3)) + 1):
        code = []
        for i in range(draw(st.integers(1, 3))):
            reg = f"t{t}r{i}"
            instr = draw(instruction(reg))
            if instr.startswith("%"):
                regs.append(reg)
            code.append(instr)
        mine = [c.split()[0][1:] for c in code if c.startswith("%")]
        code += [f"store monotonic %{r}, @{r}" for r in mine]
        threads.append(code)
    lines = [f"@{g} = global 0" for g in (*LOCS, *regs)]
    for t, code in enumerate(threads, start=1):
        lines += [f"define @t{t}(%arg) {{", "entry:", *[f"  {c}" for c in code], "  ret 0", "}"]
    lines += ["define @main() {", "entry:"]
    lines += [f"  spawn @t{t}, none, none, 0" for t in range(1, len(threads) + 1)]
    lines += ["  ret 0", "}"]
    return "\n".join(lines) + "\n"


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(source=program())
def test_sc_refines_weak_models_on_random_programs(source: str, tmp_path: Path) -> None:
    note("μIR-thread program:\n" + source)
    path = tmp_path / "random.muir"
    path.write_text(source)
    observe = tuple(line.split()[0][1:] for line in source.splitlines()
                    if line.startswith("@"))
    check(path, observe)


MODELS = ("sc", *WEAK)
CALLS_BUDGET = {"max-states": 20_000, "timeout": 300.0}  # a safety net: no example nears it


def explored(path: Path, model: str, observe: tuple[str, ...], reduce: bool) -> frozenset:
    options = {**CALLS_BUDGET, "reduce": reduce}
    spec = PipelineSpec(program=str(path), memory=model, observe=observe,
                        scheduler_options=options)
    result = build(spec, Registry.discover()).run()
    assert not any(o.kind == "budget" for o in result.outcomes), (model, reduce, result.outcomes)
    return frozenset(result.outcomes)


@settings(max_examples=15, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(source=program_with_calls())
def test_reduction_and_refinement_on_programs_with_calls(source: str, tmp_path: Path) -> None:
    note("μIR-thread program:\n" + source)
    path = tmp_path / "calls.muir"
    path.write_text(source)
    observe = globals_of(source)
    reduced = {}
    for model in MODELS:
        reduced[model] = explored(path, model, observe, True)
        full = explored(path, model, observe, False)
        assert reduced[model] == full, (model, sorted(o.show() for o in reduced[model] ^ full))
    sc = {(o.kind, o.observed, o.ret) for o in reduced["sc"]}
    for model in WEAK:
        weak = {(o.kind, o.observed, o.ret) for o in reduced[model]}
        missing = {o for o in sc if not covered(o, weak)}
        assert not missing, f"SC outcomes missing under {model}: {missing}"
