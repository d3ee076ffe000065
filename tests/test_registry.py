"""Plugin discovery and the component registry (ctreelab.registry, ctreelab.hookspecs).

Each hook has a test with a small in-test plugin registered through
``Registry.discover(extra=...)``; every test builds a fresh registry.
"""

from __future__ import annotations

import types
from pathlib import Path
from typing import Any, ClassVar

import ctreelab
import ctreelab.registry as registry_module
import importlib_metadata
import pytest
import typer
from ctreelab.errors import CtreelabError, PluginError, UnknownName
from ctreelab.interleave import InterleaveStage
from ctreelab.memory import MemoryStage
from ctreelab.outcome import Outcome, RunResult
from ctreelab.pipeline import PipelineSpec, StageSpec, build
from ctreelab.program import Language, Program
from ctreelab.registry import ENTRY_POINT_GROUP, KIND_HOOKS, Registered, Registry
from ctreelab.scheduler import Clock, Scheduler, TreeFactory, follow
from ctreelab.stage import RunContext, Stage
from ctreelab.tree import Tree, ret
from ctreelab.vars_stage import VarsStage
from ctreelab_plugins.languages.muir.program import Muir
from ctreelab_plugins.memory_sc.model import SC
from ctreelab_plugins.schedulers.exhaustive import Exhaustive
from ctreelab_plugins.schedulers.random_walk import RandomScheduler
from ctreelab_plugins.schedulers.round_robin import RoundRobin
from typer.testing import CliRunner

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SB = EXAMPLES / "sb.muir"
IN_PROCESS = "(registered in-process)"
VERSION = importlib_metadata.version("ctreelab")
SB_SC = {Outcome("done", (("r0", 0), ("r1", 1)), 0)}  # round-robin execution of sb under SC


# --- in-test components and plugins -----------------------------------------------------------


class ToyProgram(Program):
    language = "toy"

    def __init__(self, path: str, value: int) -> None:
        self.path = path
        self.value = value

    def has_function(self, name: str) -> bool:
        return name == "main"

    def denote(self, name: str, args: tuple[Any, ...]) -> Tree:
        return ret(self.value)


class Toy(Language):
    """A file holding one integer: main returns it."""

    name: ClassVar[str] = "toy"
    extensions: ClassVar[tuple[str, ...]] = (".toy",)

    def load(self, path: Path) -> Program:
        return ToyProgram(str(path), int(path.read_text()))


class ScCopy(SC):
    name: ClassVar[str] = "sc-copy"


class First(Scheduler):
    """One execution taking every branch's first choice."""

    name: ClassVar[str] = "first"

    def explore(self, make_tree: TreeFactory, trace: bool = False) -> RunResult:
        outcome, _ = follow(make_tree(), lambda b: b.choices()[0], 10**6, Clock(None))
        result = RunResult()
        result.add(outcome)
        return result


class Identity(Stage):
    name: ClassVar[str] = "identity"
    level: ClassVar[str] = "tree"

    def apply(self, ctx: RunContext, tree: Tree) -> Tree:
        return tree


class Nameless(Scheduler):
    pass


class LanguagePlugin:
    @ctreelab.hookimpl
    def ctreelab_register_languages(self) -> list[type]:
        return [Toy]


class MemoryPlugin:
    @ctreelab.hookimpl
    def ctreelab_register_memory_models(self) -> list[type]:
        return [ScCopy]


class SchedulerPlugin:
    @ctreelab.hookimpl
    def ctreelab_register_schedulers(self) -> list[type]:
        return [First]


class StagePlugin:
    @ctreelab.hookimpl
    def ctreelab_register_stages(self) -> list[type]:
        return [Identity]


def module_plugin(name: str, **hooks: Any) -> types.ModuleType:
    """A plugin module whose hooks return the given components."""
    mod = types.ModuleType(name)
    for hook, components in hooks.items():
        def impl(components: Any = components) -> Any:
            return list(components)
        impl.__name__ = hook
        setattr(mod, hook, ctreelab.hookimpl(impl))
    return mod


def entry(reg: Registry, kind: str, name: str) -> Registered:
    return reg.components[kind][name]


# --- built-in plugins ----------------------------------------------------------------------------


BUILTINS = [
    ("language", "muir", Muir, "muir"),
    ("memory model", "sc", SC, "sc"),
    ("scheduler", "round_robin", RoundRobin, "schedulers"),
    ("scheduler", "random", RandomScheduler, "schedulers"),
    ("scheduler", "exhaustive", Exhaustive, "schedulers"),
    ("stage", "vars", VarsStage, "stages"),
    ("stage", "interleave", InterleaveStage, "stages"),
    ("stage", "memory", MemoryStage, "stages"),
]


@pytest.mark.parametrize("kind,name,cls,plugin", BUILTINS)
def test_builtin_components_come_from_entry_points(kind: str, name: str, cls: type,
                                                   plugin: str) -> None:
    reg = Registry.discover()
    assert reg.get(kind, name) is cls
    assert entry(reg, kind, name) == Registered(kind, name, cls, plugin, "ctreelab", VERSION)
    assert entry(reg, kind, name).origin() == f"plugin {plugin!r} (ctreelab {VERSION})"
    assert reg.origins[plugin] == ("ctreelab", VERSION)


def test_builtin_entry_points_are_declared_in_the_distribution() -> None:
    eps = {ep.name: ep.value for ep in importlib_metadata.entry_points(group=ENTRY_POINT_GROUP)
           if ep.dist is not None and ep.dist.name == "ctreelab"}
    assert {name: eps.get(name) for name in ("muir", "sc", "schedulers", "stages")} == {
        "muir": "ctreelab_plugins.languages.muir.plugin",
        "sc": "ctreelab_plugins.memory_sc.plugin",
        "schedulers": "ctreelab_plugins.schedulers.plugin",
        "stages": "ctreelab.standard_stages",
    }


def test_every_kind_has_a_hookspec() -> None:
    assert KIND_HOOKS == {
        "language": "ctreelab_register_languages",
        "memory model": "ctreelab_register_memory_models",
        "scheduler": "ctreelab_register_schedulers",
        "stage": "ctreelab_register_stages",
    }
    reg = Registry()
    for hook in [*KIND_HOOKS.values(), "ctreelab_register_commands"]:
        assert hasattr(reg.pm.hook, hook)
        assert reg.pm.hook.__dict__[hook].spec is not None


def test_fresh_registries_are_independent() -> None:
    a = Registry.discover(extra=[("sched", SchedulerPlugin())])
    b = Registry.discover()
    assert "first" in a.names("scheduler")
    assert "first" not in b.names("scheduler")
    assert Registry().names("scheduler") == []


# --- one test per hook ----------------------------------------------------------------------------


def test_hook_register_languages(tmp_path: Path) -> None:
    reg = Registry.discover(extra=[("toy-plugin", LanguagePlugin())])
    assert reg.get("language", "toy") is Toy
    assert entry(reg, "language", "toy") == Registered("language", "toy", Toy, "toy-plugin",
                                                       IN_PROCESS, "-")
    assert "toy" in reg.names("language") and "muir" in reg.names("language")
    program = tmp_path / "answer.toy"
    program.write_text("42\n")
    assert reg.language_for(str(program)) is Toy
    assert reg.language_for("a.muir") is Muir
    pipeline = build(PipelineSpec(program=str(program), scheduler="round_robin"), reg)
    assert pipeline.language.name == "toy"
    assert pipeline.run().outcomes == {Outcome("done", (), 42): 1}


def test_hook_register_memory_models() -> None:
    reg = Registry.discover(extra=[("copy", MemoryPlugin())])
    assert reg.get("memory model", "sc-copy") is ScCopy
    assert entry(reg, "memory model", "sc-copy").origin() == \
        f"plugin 'copy' ({IN_PROCESS} -)"
    spec = PipelineSpec(program=str(SB), memory="sc-copy", scheduler="round_robin",
                        observe=("r0", "r1"))
    pipeline = build(spec, reg)
    assert [s.label() for s in pipeline.stages] == ["vars", "interleave", "memory(sc-copy)"]
    assert set(pipeline.run().outcomes) == SB_SC


def test_hook_register_schedulers() -> None:
    reg = Registry.discover(extra=[("first-plugin", SchedulerPlugin())])
    assert reg.get("scheduler", "first") is First
    assert entry(reg, "scheduler", "first").plugin == "first-plugin"
    pipeline = build(PipelineSpec(program=str(SB), scheduler="first", observe=("r0", "r1")), reg)
    assert pipeline.scheduler.label() == "first"
    # always thread 1 first: main runs up to its join before the thread starts
    assert pipeline.run().outcomes == {Outcome("done", (("r0", 0), ("r1", 1)), 0): 1}


def test_hook_register_stages() -> None:
    reg = Registry.discover(extra=[("identity-plugin", StagePlugin())])
    assert reg.get("stage", "identity") is Identity
    assert {"identity", "interleave", "memory", "vars"} <= set(reg.names("stage"))
    stages = (StageSpec("vars"), StageSpec("interleave"), StageSpec("memory"),
              StageSpec("identity"))
    pipeline = build(PipelineSpec(program=str(SB), stages=stages, scheduler="round_robin",
                                  observe=("r0", "r1")), reg)
    assert [s.name for s in pipeline.stages] == ["vars", "interleave", "memory", "identity"]
    assert set(pipeline.run().outcomes) == SB_SC


def test_hook_register_commands() -> None:
    calls: list[Any] = []

    class CommandPlugin:
        @ctreelab.hookimpl
        def ctreelab_register_commands(self, app: typer.Typer) -> None:
            calls.append(app)

            @app.command("hello")
            def hello(name: str) -> None:
                typer.echo(f"hello {name}")

    reg = Registry.discover(extra=[("cmd", CommandPlugin())])
    assert calls == []  # only called when the CLI is built
    app = typer.Typer()
    reg.add_commands(app)
    assert calls == [app]
    # the built-in litmus plugin adds its command too
    assert sorted(c.name for c in app.registered_commands) == ["hello", "litmus"]
    result = CliRunner().invoke(app, ["hello", "world"])
    assert result.exit_code == 0, result.output
    assert result.output == "hello world\n"


def test_module_plugins_work_like_objects() -> None:
    mod = module_plugin("mod_plugin", ctreelab_register_schedulers=[First],
                        ctreelab_register_stages=[Identity])
    reg = Registry.discover(extra=[("mod", mod)])
    assert reg.get("scheduler", "first") is First
    assert reg.get("stage", "identity") is Identity
    assert [(r.kind, r.name) for r in reg.all() if r.plugin == "mod"] == [
        ("scheduler", "first"), ("stage", "identity")]


def test_hook_returning_none_registers_nothing() -> None:
    class Empty:
        @ctreelab.hookimpl
        def ctreelab_register_schedulers(self) -> None:
            return None

    reg = Registry.discover(extra=[("empty", Empty())])
    assert reg.origins["empty"] == (IN_PROCESS, "-")
    assert [r for r in reg.all() if r.plugin == "empty"] == []


# --- errors ----------------------------------------------------------------------------------------


def test_component_registered_twice_names_both_plugins() -> None:
    a = module_plugin("a", ctreelab_register_schedulers=[First])
    b = module_plugin("b", ctreelab_register_schedulers=[First])
    with pytest.raises(PluginError) as info:
        Registry.discover(extra=[("plugin-a", a), ("plugin-b", b)])
    assert str(info.value) == (
        f"scheduler 'first' is registered twice: by plugin 'plugin-a' ({IN_PROCESS} -) and by "
        f"plugin 'plugin-b' ({IN_PROCESS} -); uninstall one of them")


def test_component_clashing_with_a_builtin_names_the_distribution() -> None:
    class Sc2(SC):
        name: ClassVar[str] = "sc"

    mine = module_plugin("mine", ctreelab_register_memory_models=[Sc2])
    with pytest.raises(PluginError) as info:
        Registry.discover(extra=[("mine", mine)])
    assert str(info.value) == (
        f"memory model 'sc' is registered twice: by plugin 'sc' (ctreelab {VERSION}) and by "
        f"plugin 'mine' ({IN_PROCESS} -); uninstall one of them")


def test_same_name_in_different_kinds_is_fine() -> None:
    class Vars2(Scheduler):
        name: ClassVar[str] = "vars"

    reg = Registry.discover(extra=[("v", module_plugin("v", ctreelab_register_schedulers=[Vars2]))])
    assert reg.get("scheduler", "vars") is Vars2
    assert reg.get("stage", "vars") is VarsStage


def test_two_plugins_with_the_same_name() -> None:
    with pytest.raises(PluginError) as info:
        Registry.discover(extra=[("muir", SchedulerPlugin())])
    assert str(info.value) == (
        f"two plugins are named 'muir': one from ctreelab {VERSION}, one from {IN_PROCESS} -; "
        f"uninstall one of them")


def test_plugin_whose_hook_raises() -> None:
    class Broken:
        @ctreelab.hookimpl
        def ctreelab_register_memory_models(self) -> list[type]:
            raise RuntimeError("boom")

    with pytest.raises(PluginError) as info:
        Registry.discover(extra=[("broken", Broken())])
    assert str(info.value) == (
        f"plugin 'broken' from {IN_PROCESS} - failed in ctreelab_register_memory_models: "
        f"RuntimeError: boom")


def test_component_without_a_name() -> None:
    with pytest.raises(PluginError) as info:
        Registry.discover(extra=[("anon", module_plugin(
            "anon", ctreelab_register_schedulers=[Nameless]))])
    assert str(info.value) == (
        f"plugin 'anon' ({IN_PROCESS} -) registers a scheduler without a name in "
        f"ctreelab_register_schedulers")


def test_invalid_hookimpl_is_reported_with_the_plugin_name() -> None:
    class WrongArgs:
        @ctreelab.hookimpl
        def ctreelab_register_commands(self, application: Any) -> None:
            pass

    with pytest.raises(PluginError) as info:
        Registry.discover(extra=[("wrong", WrongArgs())])
    assert str(info.value).startswith(
        f"plugin 'wrong' from {IN_PROCESS} - is invalid: Plugin 'wrong' for hook "
        f"'ctreelab_register_commands'")
    assert "application" in str(info.value)


def test_invalid_hookimpl_message_is_one_line() -> None:
    """Domain errors are one line (core/errors.py), even when pluggy's message is not."""
    class WrongArgs:
        @ctreelab.hookimpl
        def ctreelab_register_commands(self, application: Any) -> None:
            pass

    with pytest.raises(PluginError) as info:
        Registry.discover(extra=[("wrong", WrongArgs())])
    assert "\n" not in str(info.value)


def test_undecorated_functions_are_not_hooks() -> None:
    """Only functions marked with ``@ctreelab.hookimpl`` are hooks (pluggy's rule)."""
    class Undecorated:
        def ctreelab_register_schedulers(self) -> list[type]:
            return [First]

    reg = Registry.discover(extra=[("plain", Undecorated())])
    assert "first" not in reg.names("scheduler")


def test_unknown_name_lists_the_known_ones() -> None:
    reg = Registry.discover(extra=[("first-plugin", SchedulerPlugin())])
    with pytest.raises(UnknownName) as info:
        reg.get("scheduler", "dfs")
    known = reg.names("scheduler")
    assert {"exhaustive", "first", "random", "round_robin"} <= set(known)
    assert str(info.value) == f"unknown scheduler 'dfs' (known: {', '.join(known)})"
    assert (info.value.kind, info.value.name, sorted(info.value.known)) == \
        ("scheduler", "dfs", known)


def test_unknown_name_in_an_empty_registry() -> None:
    with pytest.raises(UnknownName) as info:
        Registry().get("memory model", "tso")
    assert str(info.value) == "unknown memory model 'tso' (known: none)"
    assert isinstance(info.value, CtreelabError)


def test_language_for_an_unknown_extension() -> None:
    reg = Registry()
    reg.add_plugin("toy-plugin", LanguagePlugin(), "toy-dist", "1.2")
    assert entry(reg, "language", "toy").origin() == "plugin 'toy-plugin' (toy-dist 1.2)"
    with pytest.raises(CtreelabError) as info:
        reg.language_for("prog.c")
    assert str(info.value) == ("prog.c: no language reads this kind of file (known extensions: "
                               ".toy (toy)); choose one with --language")
    with pytest.raises(CtreelabError) as info:
        Registry().language_for("prog.c")
    assert str(info.value) == ("prog.c: no language reads this kind of file (known extensions: "
                               "none); choose one with --language")


def test_entry_point_that_cannot_be_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    broken = importlib_metadata.EntryPoint(name="broken", value="no_such_module_xyz.plugin",
                                           group=ENTRY_POINT_GROUP)

    def fake_entry_points(**kw: Any) -> list[Any]:
        assert kw == {"group": ENTRY_POINT_GROUP}
        return [broken]

    monkeypatch.setattr(registry_module.importlib_metadata, "entry_points", fake_entry_points)
    with pytest.raises(PluginError) as info:
        Registry.discover()
    assert str(info.value) == (
        "cannot load plugin 'broken' (no_such_module_xyz.plugin) from unknown distribution ?: "
        "ModuleNotFoundError: No module named 'no_such_module_xyz'; "
        "fix or uninstall unknown distribution")
