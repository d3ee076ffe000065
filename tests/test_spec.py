"""TOML pipeline specs (ctreelab.spec) and the checks of ``ctreelab.pipeline.build``.

Every error names the spec file with the line and column of the offending key or table.
The program is examples/sb.muir (globals x, y, r0, r1), copied next to each spec.
"""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest
from ctreelab.errors import PipelineError, SpecError
from ctreelab.pipeline import Located, PipelineSpec, StageSpec, build
from ctreelab.registry import Registry
from ctreelab.spec import load_spec

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SB = EXAMPLES / "sb.muir"


@pytest.fixture
def write(tmp_path: Path):  # type: ignore[no-untyped-def]
    """``write(text)`` -> path of a spec file holding ``text`` (dedented), next to sb.muir."""
    shutil.copy(SB, tmp_path / "sb.muir")

    def _write(text: str, name: str = "spec.toml") -> str:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text).lstrip("\n"))
        return str(path)

    return _write


def spec_error(path: str) -> str:
    with pytest.raises(SpecError) as info:
        load_spec(path)
    return str(info.value)


def build_error(path: str) -> str:
    spec = load_spec(path)
    with pytest.raises(SpecError) as info:
        build(spec, Registry.discover())
    return str(info.value)


GOOD = """
    [program]
    language = "muir"
    path = "sb.muir"

    [[stage]]
    use = "vars"
    [[stage]]
    use = "interleave"
    [[stage]]
    use = "memory"
    model = "sc"

    [scheduler]
    use = "random"
    seed = 3
    runs = 10

    [observe]
    globals = ["r0", "r1"]
"""


# --- valid specs ---------------------------------------------------------------------------------


def test_a_complete_spec(write) -> None:  # type: ignore[no-untyped-def]
    p = write(GOOD)
    spec = load_spec(p)
    assert spec.program == str(Path(p).parent / "sb.muir")
    assert spec.language == "muir"
    assert spec.stages == (
        StageSpec("vars", {}, Located(p, 6, 1), {}),
        StageSpec("interleave", {}, Located(p, 8, 1), {}),
        StageSpec("memory", {"model": "sc"}, Located(p, 10, 1), {"model": Located(p, 11, 1)}),
    )
    assert spec.scheduler == "random"
    assert spec.scheduler_options == {"seed": 3, "runs": 10}
    assert spec.observe == ("r0", "r1")
    assert spec.memory is None
    assert spec.source == p
    assert spec.where == {
        "program.language": Located(p, 2, 1),
        "scheduler": Located(p, 14, 1),
        "scheduler.seed": Located(p, 15, 1),
        "scheduler.runs": Located(p, 16, 1),
        "observe.globals": Located(p, 19, 1),
    }


def test_a_complete_spec_builds_and_runs(write) -> None:  # type: ignore[no-untyped-def]
    pipeline = build(load_spec(write(GOOD)), Registry.discover())
    assert [s.label() for s in pipeline.stages] == ["vars", "interleave", "memory(sc)"]
    assert pipeline.scheduler.label() == "random(seed=3, runs=10)"
    result = pipeline.run()
    assert sum(result.outcomes.values()) == 10
    assert {tuple(o.observed) for o in result.outcomes} <= {
        (("r0", 0), ("r1", 1)), (("r0", 1), ("r1", 0)), (("r0", 1), ("r1", 1))}


def test_defaults_when_tables_are_omitted(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
    """)
    spec = load_spec(p)
    assert spec == PipelineSpec(program=str(Path(p).parent / "sb.muir"), language=None,
                                stages=None, scheduler="exhaustive", scheduler_options={},
                                observe=(), source=p, where={})
    pipeline = build(spec, Registry.discover())
    assert [s.label() for s in pipeline.stages] == ["vars", "interleave", "memory(sc)"]
    assert pipeline.language.name == "muir"  # from the file extension


def test_program_path_relative_to_the_spec_or_absolute(write, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    sub = tmp_path / "sub"
    sub.mkdir()
    p = write('[program]\npath = "../sb.muir"\n', name="sub/spec.toml")
    assert load_spec(p).program == str(sub / ".." / "sb.muir")
    p = write(f'[program]\npath = "{SB}"\n')
    assert load_spec(p).program == str(SB)


def test_example_spec_sb_toml() -> None:
    spec = load_spec(EXAMPLES / "sb.toml")
    assert spec.program == str(EXAMPLES / "sb.muir")
    assert [s.use for s in spec.stages or ()] == ["vars", "interleave", "memory"]
    assert spec.scheduler == "exhaustive"
    assert spec.scheduler_options == {"max-states": 1_000_000}
    assert spec.observe == ("r0", "r1")


def test_indented_keys_have_their_column(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [scheduler]
          max-states = 7
    """)
    assert load_spec(p).where["scheduler.max-states"] == Located(p, 4, 3)


# --- syntax and structure errors ---------------------------------------------------------------


def test_invalid_toml_syntax(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program
        path = "sb.muir"
    """)
    assert spec_error(p) == f"{p}:1:9: invalid TOML: Expected ']' at the end of a table declaration"


def test_invalid_toml_value(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path =
    """)
    assert spec_error(p) == f"{p}:2:7: invalid TOML: Invalid value"


def test_missing_spec_file(tmp_path: Path) -> None:
    p = str(tmp_path / "nope.toml")
    assert spec_error(p) == f"{p}: cannot read spec: No such file or directory"


def test_unknown_top_level_table(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"

        [sheduler]
        use = "random"
    """)
    assert spec_error(p) == (f"{p}:4:1: unknown table 'sheduler' "
                             f"(known: program, stage, scheduler, observe, checks)")


def test_unknown_top_level_key(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        title = "sb"
        [program]
        path = "sb.muir"
    """)
    assert spec_error(p) == (f"{p}:1:1: unknown table 'title' "
                             f"(known: program, stage, scheduler, observe, checks)")


def test_missing_program_table(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [scheduler]
        use = "random"
    """)
    assert spec_error(p) == f'{p}:1:1: missing [program] table with path = "..."'


def test_unknown_key_in_program(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        lang = "muir"
    """)
    assert spec_error(p) == f"{p}:3:1: unknown key 'lang' in [program] (known: language, path, entry, cflags, nondet-range)"


def test_missing_program_path(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        # comment line first
        [program]
        language = "muir"
    """)
    assert spec_error(p) == f'{p}:2:1: [program] needs path = "<program file>"'


def test_program_path_of_the_wrong_type(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        language = "muir"
        path = 3
    """)
    assert spec_error(p) == f"{p}:3:1: program.path must be a string, got int 3"


def test_program_language_of_the_wrong_type(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        language = true
    """)
    assert spec_error(p) == f"{p}:3:1: program.language must be a string, got bool True"


def test_program_as_a_value_not_a_table_is_located(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        # a comment
        program = "sb.muir"
    """)
    assert spec_error(p) == f"{p}:2:1: [program] must be a table, got str 'sb.muir'"


def test_option_in_an_inline_table_is_located(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        program = { path = "sb.muir" }
        scheduler = { use = "exhaustive", max-states = "x" }
    """)
    assert build_error(p).startswith(f"{p}:2:")


def test_stage_without_use(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "vars"
        [[stage]]
        model = "sc"
    """)
    assert spec_error(p) == f'{p}:5:1: [[stage]] #2 needs use = "<stage name>"'


def test_stage_use_of_the_wrong_type(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = 1
    """)
    assert spec_error(p) == f"{p}:4:1: stage.use must be a string, got int 1"


def test_stage_as_a_single_table(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [stage]
        use = "vars"
    """)
    assert spec_error(p) == (f"{p}:3:1: stage (use [[stage]] tables) must be an array, "
                             f"got dict {{'use': 'vars'}}")


def test_scheduler_use_of_the_wrong_type(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [scheduler]
        use = ["random"]
    """)
    assert spec_error(p) == f"{p}:4:1: scheduler.use must be a string, got list ['random']"


def test_observe_errors(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [observe]
        globals = "r0"
    """)
    assert spec_error(p) == f"{p}:4:1: observe.globals must be an array, got str 'r0'"
    p = write("""
        [program]
        path = "sb.muir"
        [observe]
        globals = ["r0", 1]
    """)
    assert spec_error(p) == f"{p}:4:1: each observed global must be a string, got int 1"
    p = write("""
        [program]
        path = "sb.muir"
        [observe]
        registers = ["r"]
    """)
    assert spec_error(p) == f"{p}:4:1: unknown key 'registers' in [observe] (known: globals)"


# --- errors found when building the pipeline -----------------------------------------------------


def test_unknown_stage_name(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "vars"
        [[stage]]
          use = "interleaving"
        [[stage]]
        use = "memory"
    """)
    known = ", ".join(Registry.discover().names("stage"))
    assert {"vars", "interleave", "memory"} <= set(known.split(", "))
    assert build_error(p) == f"{p}:6:3: unknown stage 'interleaving' (known: {known})"


def test_unknown_memory_model(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "vars"
        [[stage]]
        use = "interleave"
        [[stage]]
        use = "memory"
        model = "tzo"
    """)
    known = Registry.discover().names("memory model")
    assert "sc" in known
    assert build_error(p) == f"{p}:9:1: unknown memory model 'tzo' (known: {', '.join(known)})"


def test_unknown_scheduler(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [scheduler]
        max-states = 10
        use = "dfs"
    """)
    known = Registry.discover().names("scheduler")
    assert {"exhaustive", "random", "round_robin"} <= set(known)
    assert build_error(p) == f"{p}:5:1: unknown scheduler 'dfs' (known: {', '.join(known)})"


def test_unknown_language(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        language = "c"
    """)
    known = Registry.discover().names("language")
    assert "muir" in known
    assert build_error(p) == f"{p}:3:1: unknown language 'c' (known: {', '.join(known)})"


def test_scheduler_option_of_the_wrong_type(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"

        [scheduler]
        use = "exhaustive"
        merge = true
        max-states = "x"
    """)
    assert build_error(p) == f"{p}:7:1: option 'max-states' must be an integer, got str 'x'"


@pytest.mark.parametrize("line,message", [
    ('merge = "yes"', "option 'merge' must be a boolean, got str 'yes'"),
    ("max-states = 1.5", "option 'max-states' must be an integer, got float 1.5"),
    ("max-states = true", "option 'max-states' must be an integer, got bool True"),
    ("max-states = 0", "option 'max-states' must be at least 1 (got 0)"),
    ('timeout = "1"', "option 'timeout' must be a number, got str '1'"),
    ("timeout = -1", "option 'timeout' must be at least 0 (got -1.0)"),
])
def test_scheduler_option_checks(write, line: str, message: str) -> None:  # type: ignore[no-untyped-def]
    p = write(f"""
        [program]
        path = "sb.muir"
        [scheduler]
        use = "exhaustive"
        {line}
    """)
    assert build_error(p) == f"{p}:5:1: {message}"


def test_integer_timeout_is_a_number(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [scheduler]
        timeout = 5
    """)
    assert build(load_spec(p), Registry.discover()).scheduler.config["timeout"] == 5.0


def test_unknown_scheduler_option(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [scheduler]
        use = "exhaustive"
        depth = 3
    """)
    assert build_error(p) == (f"{p}:5:1: unknown option 'depth' for scheduler 'exhaustive' "
                              f"(known: max-memory, max-states, max-steps, merge, "
                              f"ray-address, reduce, timeout, visited, witnesses, workers)")


def test_random_scheduler_options(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [scheduler]
        use = "random"
        runs = 0
    """)
    assert build_error(p) == f"{p}:5:1: option 'runs' must be at least 1 (got 0)"
    p = write("""
        [program]
        path = "sb.muir"
        [scheduler]
        use = "round_robin"
        seed = 1
    """)
    assert build_error(p) == (f"{p}:5:1: unknown option 'seed' for scheduler 'round_robin' "
                              f"(known: max-memory, max-steps, timeout)")


def test_unknown_stage_and_model_options(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "vars"
        registers = 4
        [[stage]]
        use = "interleave"
        [[stage]]
        use = "memory"
    """)
    assert build_error(p) == f"{p}:5:1: unknown option 'registers' for stage 'vars' (known: none)"
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "vars"
        [[stage]]
        use = "interleave"
        [[stage]]
        use = "memory"
        model = "sc"
        buffer = 2
    """)
    assert build_error(p) == (f"{p}:10:1: unknown option 'buffer' for memory model 'sc' "
                              f"(known: none)")


def test_observed_global_the_program_lacks(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [observe]
        globals = ["r0", "r2"]
    """)
    program = str(Path(p).parent / "sb.muir")
    assert build_error(p) == (f"{p}:4:1: observed global 'r2' is not a global of {program} "
                              f"(known: x, y, r0, r1)")


def test_stages_out_of_order(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "vars"
        [[stage]]
        use = "memory"
        [[stage]]
        use = "interleave"
    """)
    assert build_error(p) == (
        f"{p}:8:1: stage 'interleave' (program level) cannot come after 'memory' (tree level); "
        f"the order is function stages, then the program stage, then tree stages")


def test_vars_after_interleave(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "interleave"
        [[stage]]
        use = "vars"
        [[stage]]
        use = "memory"
    """)
    assert build_error(p) == (
        f"{p}:6:1: stage 'vars' (function level) cannot come after 'interleave' (program level); "
        f"the order is function stages, then the program stage, then tree stages")


def test_pipeline_without_or_with_two_program_stages(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "vars"
        [[stage]]
        use = "memory"
    """)
    assert build_error(p) == (f"{p}:4:1: a pipeline needs exactly one program-level stage such "
                              f"as 'interleave' (found: none)")
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "interleave"
        [[stage]]
        use = "interleave"
    """)
    assert build_error(p) == (f"{p}:4:1: a pipeline needs exactly one program-level stage such "
                              f"as 'interleave' (found: interleave, interleave)")


def test_events_consumed_by_no_stage(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "interleave"
        [[stage]]
        use = "memory"
    """)
    with pytest.raises(PipelineError) as info:
        build(load_spec(p), Registry.discover())
    assert str(info.value) == (
        "events GlobalRead, LocalRead, LocalWrite emitted by language 'muir' are consumed by "
        "no stage (stages: interleave → memory(sc))")


def test_memory_events_consumed_by_no_stage(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "vars"
        [[stage]]
        use = "interleave"
    """)
    with pytest.raises(PipelineError) as info:
        build(load_spec(p), Registry.discover())
    assert str(info.value) == (
        "events Alloc, CmpXchg, Fence, Read, ReadWrite, Write emitted by language 'muir' are "
        "consumed by no stage (stages: vars → interleave)")


def test_memory_override_replaces_the_model_of_the_spec(write) -> None:  # type: ignore[no-untyped-def]
    p = write("""
        [program]
        path = "sb.muir"
        [[stage]]
        use = "vars"
        [[stage]]
        use = "interleave"
        [[stage]]
        use = "memory"
        model = "tzo"
    """)
    from dataclasses import replace
    spec = replace(load_spec(p), memory="sc", overrides=("--memory sc",))
    pipeline = build(spec, Registry.discover())
    assert [s.label() for s in pipeline.stages] == ["vars", "interleave", "memory(sc)"]
    assert pipeline.header().endswith(" · flags --memory sc")


def test_integer_over_the_digit_limit(write) -> None:  # type: ignore[no-untyped-def]
    p = write("[program]\npath = \"sb.muir\"\n[observe]\nglobals = " + "9" * 4400 + "\n")
    with pytest.raises(SpecError) as info:
        load_spec(p)
    assert str(info.value) == f"{p}: invalid TOML: an integer with more than 4300 digits"
