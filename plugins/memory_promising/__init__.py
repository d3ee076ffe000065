"""Promise-free Promising memory model (``promising``): see README.md."""

from .model import Promising, PSState, PSUpdateView

__all__ = ["PSState", "PSUpdateView", "Promising"]
