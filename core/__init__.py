"""ctreelab: executable, layered semantics of concurrent low-level programs.

The kernel: choice trees (:mod:`.tree`), branch signatures (:mod:`.branches`), the event
vocabulary (:mod:`.events`), ``interp`` (:mod:`.interp`), stages and pipelines
(:mod:`.stage`, :mod:`.pipeline`), memory-model and scheduler bases (:mod:`.memory`,
:mod:`.scheduler`) and plugin discovery (:mod:`.registry`, :mod:`.hookspecs`).
"""

__version__ = "0.1.0"

from .hookspecs import hookimpl, hookspec

__all__ = ["__version__", "hookimpl", "hookspec"]
