"""Discovery of plugins through entry points and the registry of named components."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import importlib_metadata
import pluggy

from .boundary import Suspect, suspect
from .errors import CtreelabError, PluginError, UnknownName
from .hookspecs import PROJECT, ComponentHooks

ENTRY_POINT_GROUP = "ctreelab"
KIND_HOOKS = {
    "language": "ctreelab_register_languages",
    "memory model": "ctreelab_register_memory_models",
    "scheduler": "ctreelab_register_schedulers",
    "stage": "ctreelab_register_stages",
}


@dataclass(frozen=True)
class Registered:
    kind: str
    name: str
    component: Any
    plugin: str
    distribution: str
    version: str

    def origin(self) -> str:
        return f"plugin {self.plugin!r} ({self.distribution} {self.version})"


class Registry:
    """Every component by kind and name, with the plugin and distribution that provide it."""

    def __init__(self) -> None:
        self.pm = pluggy.PluginManager(PROJECT)
        self.pm.add_hookspecs(ComponentHooks)
        self.components: dict[str, dict[str, Registered]] = {kind: {} for kind in KIND_HOOKS}
        self.origins: dict[str, tuple[str, str]] = {}  # plugin name -> (distribution, version)

    # -- building ---------------------------------------------------------------------------

    @classmethod
    def discover(cls, extra: Iterable[tuple[str, Any]] = ()) -> Registry:
        """Load every entry point of the ``ctreelab`` group (plus ``extra`` plugin objects)."""
        reg = cls()
        for ep in sorted(importlib_metadata.entry_points(group=ENTRY_POINT_GROUP),
                         key=lambda e: e.name):
            dist = ep.dist.name if ep.dist is not None else "unknown distribution"
            version = ep.dist.version if ep.dist is not None else "?"
            try:
                plugin = ep.load()
            except Exception as exc:  # noqa: BLE001 - a broken plugin must not crash the tool
                raise PluginError(
                    f"cannot load plugin {ep.name!r} ({ep.value}) from {dist} {version}: "
                    f"{type(exc).__name__}: {exc}; fix or uninstall {dist}") from None
            reg.add_plugin(ep.name, plugin, dist, version)
        for name, plugin in extra:
            reg.add_plugin(name, plugin, "(registered in-process)", "-")
        return reg

    def add_plugin(self, name: str, plugin: Any, distribution: str, version: str) -> None:
        if name in self.origins:
            d, v = self.origins[name]
            raise PluginError(f"two plugins are named {name!r}: one from {d} {v}, one from "
                              f"{distribution} {version}; uninstall one of them")
        try:
            self.pm.register(plugin, name=name)
        except Exception as exc:  # noqa: BLE001 - reported as a plugin error
            detail = " ".join(str(exc).split())
            raise PluginError(f"plugin {name!r} from {distribution} {version} is invalid: "
                              f"{detail}") from None
        self.origins[name] = (distribution, version)
        for kind, hook_name in KIND_HOOKS.items():
            # only what pluggy registered as a hook implementation of this plugin counts
            impls = [i for i in getattr(self.pm.hook, hook_name).get_hookimpls()
                     if i.plugin_name == name]
            if not impls:
                continue
            try:
                provided = list(impls[0].function() or ())
            except Exception as exc:  # noqa: BLE001 - reported as a plugin error
                raise PluginError(f"plugin {name!r} from {distribution} {version} failed in "
                                  f"{hook_name}: {type(exc).__name__}: {exc}") from None
            for component in provided:
                self._add(Registered(kind, getattr(component, "name", ""), component, name,
                                     distribution, version), hook_name)

    def _add(self, item: Registered, hook_name: str) -> None:
        if not item.name:
            raise PluginError(f"{item.origin()} registers a {item.kind} without a name "
                              f"in {hook_name}")
        table = self.components[item.kind]
        if item.name in table:
            other = table[item.name]
            raise PluginError(f"{item.kind} {item.name!r} is registered twice: by "
                              f"{other.origin()} and by {item.origin()}; uninstall one of them")
        table[item.name] = item

    # -- lookup -----------------------------------------------------------------------------

    def get(self, kind: str, name: str) -> Any:
        item = self.components[kind].get(name)
        if item is None:
            raise UnknownName(kind, name, list(self.components[kind]))
        return item.component

    def origin_of(self, component: Any) -> str | None:
        """``plugin 'p', distribution version`` of a registered component (class)."""
        cls = component if isinstance(component, type) else type(component)
        for item in self.all():
            if item.component is cls:
                return f"plugin {item.plugin!r}, {item.distribution} {item.version}"
        return None

    def suspects(self) -> list[Suspect]:
        """Every registered component, for the error boundary."""
        return [suspect(i.component, i.kind, self.origin_of(i.component)) for i in self.all()]

    def names(self, kind: str) -> list[str]:
        return sorted(self.components[kind])

    def all(self) -> list[Registered]:
        return [item for kind in KIND_HOOKS for _, item in sorted(self.components[kind].items())]

    def language_for(self, path: str) -> Any:
        """The language whose extensions match ``path``."""
        for item in self.components["language"].values():
            if any(path.endswith(ext) for ext in item.component.extensions):
                return item.component
        known = ", ".join(f"{ext} ({item.name})" for item in self.components["language"].values()
                          for ext in item.component.extensions) or "none"
        raise CtreelabError(f"{path}: no language reads this kind of file (known extensions: "
                            f"{known}); choose one with --language")

    def add_commands(self, app: Any) -> None:
        self.pm.hook.ctreelab_register_commands(app=app)
