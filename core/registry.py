"""Discovery of plugins through entry points and the registry of named components."""

from __future__ import annotations

import os
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


@dataclass(frozen=True)
class Broken:
    """A plugin that could not be loaded or registered, and was skipped."""

    plugin: str
    distribution: str
    version: str
    reason: str  # the PluginError's message

    def warning(self) -> str:
        return f"warning: plugin {self.plugin!r} skipped: {self.reason}"


BUILTIN = "ctreelab"  # the distribution of the built-in plugins, loaded first


class Registry:
    """Every component by kind and name, with the plugin and distribution that provide it."""

    def __init__(self) -> None:
        self.pm = pluggy.PluginManager(PROJECT)
        self.pm.add_hookspecs(ComponentHooks)
        self.components: dict[str, dict[str, Registered]] = {kind: {} for kind in KIND_HOOKS}
        self.origins: dict[str, tuple[str, str]] = {}  # plugin name -> (distribution, version)
        self.broken: list[Broken] = []  # skipped plugins (``strict=False``)

    # -- building ---------------------------------------------------------------------------

    @classmethod
    def discover(cls, extra: Iterable[tuple[str, Any]] = (), strict: bool = True) -> Registry:
        """Load every entry point of the ``ctreelab`` group (plus ``extra`` plugin objects),
        the built-in ones first.  A plugin that fails to load or register raises
        :class:`PluginError` when ``strict``, else it is skipped and listed in ``broken``."""
        reg = cls()
        eps = importlib_metadata.entry_points(group=ENTRY_POINT_GROUP)
        for ep in sorted(eps, key=lambda e: (_dist(e)[0] != BUILTIN, e.name)):
            dist, version = _dist(ep)
            try:
                plugin = ep.load()
            except Exception as exc:  # noqa: BLE001 - a broken plugin must not crash the tool
                error = PluginError(
                    f"cannot load plugin {ep.name!r} ({ep.value}) from {dist} {version}: "
                    f"{type(exc).__name__}: {' '.join(str(exc).split())}; "
                    f"fix or uninstall {dist}")
                reg._skip(ep.name, dist, version, error, strict)
                continue
            reg._try_add(ep.name, plugin, dist, version, strict)
        for name, plugin in extra:
            reg._try_add(name, plugin, "(registered in-process)", "-", strict)
        return reg

    def _try_add(self, name: str, plugin: Any, distribution: str, version: str,
                 strict: bool) -> None:
        try:
            self.add_plugin(name, plugin, distribution, version)
        except PluginError as exc:
            self._skip(name, distribution, version, exc, strict)

    def _skip(self, name: str, distribution: str, version: str, error: PluginError,
              strict: bool) -> None:
        if strict:
            raise error
        self.broken.append(Broken(name, distribution, version, str(error)))

    def add_plugin(self, name: str, plugin: Any, distribution: str, version: str) -> None:
        """Register ``plugin`` and its components, all or nothing."""
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
        try:
            pending = self._components_of(name, distribution, version)
        except PluginError:
            self.pm.unregister(name=name)
            raise
        self.origins[name] = (distribution, version)
        for item in pending:
            self.components[item.kind][item.name] = item

    def _components_of(self, name: str, distribution: str, version: str) -> list[Registered]:
        """What plugin ``name`` registers, checked against the registry and itself."""
        pending: list[Registered] = []
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
                                  f"{hook_name}: {type(exc).__name__}: "
                                  f"{' '.join(str(exc).split())}") from None
            for component in provided:
                item = Registered(kind, getattr(component, "name", ""), component, name,
                                  distribution, version)
                self._check(item, hook_name, pending)
                pending.append(item)
        return pending

    def _check(self, item: Registered, hook_name: str, pending: list[Registered]) -> None:
        if not item.name or not isinstance(item.name, str):
            raise PluginError(f"{item.origin()} registers a {item.kind} without a name "
                              f"in {hook_name}")
        other = self.components[item.kind].get(item.name) or next(
            (p for p in pending if p.kind == item.kind and p.name == item.name), None)
        if other is not None:
            raise PluginError(f"{item.kind} {item.name!r} is registered twice: by "
                              f"{other.origin()} and by {item.origin()}; uninstall one of them")

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

    def add_commands(self, app: Any, strict: bool = True) -> None:
        """Let each plugin add its commands; one that fails is skipped unless ``strict``."""
        for impl in self.pm.hook.ctreelab_register_commands.get_hookimpls():
            try:
                impl.function(app=app)
            except Exception as exc:  # noqa: BLE001 - reported as a plugin error
                d, v = self.origins.get(impl.plugin_name, ("unknown distribution", "?"))
                error = PluginError(f"plugin {impl.plugin_name!r} from {d} {v} failed in "
                                    f"ctreelab_register_commands: {type(exc).__name__}: "
                                    f"{' '.join(str(exc).split())}")
                self._skip(impl.plugin_name, d, v, error, strict)


# distribution folder (``.dist-info``) and its modification time -> (name, version): its
# metadata is parsed once per process, not twice per entry point and discovery (``name``
# and ``version`` each parse the whole METADATA file: most of what ``discover`` cost)
_DISTS: dict[tuple[str, int], tuple[str, str]] = {}


def _dist(ep: Any) -> tuple[str, str]:
    """The distribution name and version of an entry point."""
    dist = ep.dist
    if dist is None:
        return "unknown distribution", "?"
    folder = getattr(dist, "_path", None)
    try:
        key = (str(folder), os.stat(folder).st_mtime_ns) if folder is not None else None
    except OSError:
        key = None
    known = _DISTS.get(key) if key is not None else None
    if known is None:
        meta = dist.metadata
        known = (str(meta["Name"]), str(meta["Version"]))
        if key is not None:
            _DISTS[key] = known
    return known
