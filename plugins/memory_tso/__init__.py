"""The x86-TSO memory model (``tso``): global memory plus per-thread FIFO store buffers."""

from .branches import TSOFlush, TSOFlushLists
from .model import TSO, TSOState

__all__ = ["TSO", "TSOFlush", "TSOFlushLists", "TSOState"]
