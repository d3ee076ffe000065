"""Hook specifications: how plugins register components (pluggy, project name ``ctreelab``).

A plugin is a module (or object) named by an entry point in the group ``ctreelab``; it
implements any of these hooks with ``@ctreelab.hookimpl``.  Hooks are extension points
only: they are called once when the registry is built, never while a program runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    import typer

    from .memory import MemoryModel
    from .program import Language
    from .scheduler import Scheduler
    from .stage import Stage

PROJECT = "ctreelab"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


class ComponentHooks:
    @hookspec
    def ctreelab_register_languages(self) -> list[type[Language]]:
        """Called once when the registry is built, with no arguments.

        Return the :class:`ctreelab.program.Language` subclasses this plugin provides;
        each class names itself with its ``name`` attribute (e.g. ``"muir"``) and lists the
        file ``extensions`` it reads.
        """
        return []

    @hookspec
    def ctreelab_register_memory_models(self) -> list[type[MemoryModel]]:
        """Called once when the registry is built, with no arguments.

        Return :class:`ctreelab.memory.MemoryModel` subclasses.  Each is selected by its
        ``name`` in a TOML spec (``[[stage]] use = "memory"  model = "<name>"``) or with
        ``--memory <name>``; its ``options`` are the other keys of that stage table.
        """
        return []

    @hookspec
    def ctreelab_register_schedulers(self) -> list[type[Scheduler]]:
        """Called once when the registry is built, with no arguments.

        Return :class:`ctreelab.scheduler.Scheduler` subclasses (selected by ``name`` in
        ``[scheduler] use = ...`` or with ``--scheduler``).
        """
        return []

    @hookspec
    def ctreelab_register_stages(self) -> list[type[Stage]]:
        """Called once when the registry is built, with no arguments.

        Return :class:`ctreelab.stage.Stage` subclasses (selected by ``name`` in
        ``[[stage]] use = ...``).
        """
        return []

    @hookspec
    def ctreelab_register_commands(self, app: typer.Typer) -> None:
        """Called once when the command-line interface is built, with the typer ``app``.

        Add commands with ``@app.command()``; return nothing.  Command names must not clash
        with the built-in commands.
        """
