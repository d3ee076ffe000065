"""MkDocs hook: the navigation lists pages that other work adds as it lands (the guide's
pages on explanations, speed, distributed exploration); an entry whose file does not exist
yet is left out instead of failing the strict build."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def _existing(nav: Any, root: Path) -> Any:
    if isinstance(nav, str):
        return nav if nav.startswith(("http://", "https://")) or (root / nav).exists() else None
    if isinstance(nav, list):
        kept = [_existing(item, root) for item in nav]
        return [item for item in kept if item is not None]
    if isinstance(nav, dict):
        kept = {title: _existing(value, root) for title, value in nav.items()}
        kept = {title: value for title, value in kept.items() if value not in (None, [])}
        return kept or None
    return nav


def on_config(config: Any) -> Any:
    if config.get("nav"):
        config["nav"] = _existing(config["nav"], Path(config["docs_dir"]))
    return config
