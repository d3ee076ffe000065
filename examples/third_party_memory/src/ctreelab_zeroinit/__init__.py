"""ctreelab-zeroinit: a third-party memory model for ctreelab (see README.md)."""

from __future__ import annotations

from .model import ZeroInit

__all__ = ["ZeroInit"]
__version__ = "0.1.0"
