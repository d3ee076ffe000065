"""Compiling ``.c``/``.cpp`` input with the ``clang`` on PATH, cached by content.

``clang -S -emit-llvm`` with the flags given (default ``-O1 -g`` and :data:`NO_NEW_RACES`)
writes the ``.ll`` into a cache folder (``$XDG_CACHE_HOME/ctreelab`` or
``~/.cache/ctreelab``; ``CTREELAB_CACHE`` overrides it), named by a hash of clang's
version, the flags and the *preprocessed* source (so a changed header is a new entry).
C++ is compiled as :data:`CXX_FLAGS` says.  A program that uses SV-COMP's atomic sections
(``__VERIFIER_atomic_*``) is compiled with ``-fno-inline`` as well: an inlined atomic
function would lose its atomicity.  A missing clang or a compile error is one
:class:`ProgramError` line.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

from ctreelab.errors import ProgramError

from .module import ATOMIC_SECTIONS

SOURCES = (".c", ".cpp", ".cc", ".cxx")
# ThreadSanitizer's function attribute without its instrumentation: LLVM's optimisers then
# introduce no access the source does not make (a load hoisted above the branch that
# guards it, as in message passing's ``if (flag) use(data)``, would be a data race of the
# compiler's making; in LLVM IR such a load is no bug, it is ``undef`` and unused).  The
# only trace of the sanitizer is a module constructor calling ``__tsan_init`` (nothing).
NO_NEW_RACES = ("-fsanitize=thread", "-fno-sanitize-thread-memory-access",
                "-fno-sanitize-thread-func-entry-exit", "-fno-sanitize-thread-atomics")
DEFAULT_FLAGS = ("-O1", "-g", *NO_NEW_RACES)
# C++20 (GNU dialect): libstdc++ then instantiates ``std::string``'s members in the program
# itself (up to C++17 it declares them ``extern template``: calls into libstdc++.so, which
# the interpreter does not have, as soon as a string outgrows its 15 inline characters)
CXX_FLAGS = ("-std=gnu++20",)
INSTALL = "install it (Debian/Ubuntu: apt-get install clang) or put it on PATH"


def cache_dir() -> Path:
    if os.environ.get("CTREELAB_CACHE"):
        return Path(os.environ["CTREELAB_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "ctreelab"


def effective_flags(cflags: list[str], suffix: str = ".c") -> list[str]:
    """The default flags (and :data:`CXX_FLAGS` for C++) with the user's after them (a
    later ``-O`` or ``-std`` wins; ``-fno-sanitize=thread`` drops :data:`NO_NEW_RACES`)."""
    return [*DEFAULT_FLAGS, *(CXX_FLAGS if suffix != ".c" else ()), *cflags]


def compile_source(path: Path, cflags: list[str]) -> Path:
    """The ``.ll`` of ``path`` (compiled now, or found in the cache)."""
    clang = shutil.which("clang")
    if clang is None:
        raise ProgramError(str(path), None, None, f"cannot compile: clang not found on PATH; {INSTALL}")
    if not path.is_file():
        raise ProgramError(str(path), None, None, "no such file")
    flags = effective_flags(cflags, path.suffix)
    version = _run([clang, "--version"], path).stdout
    pre = _run([clang, "-E", *flags, str(path)], path).stdout
    if ATOMIC_SECTIONS in pre:  # clang would inline the atomic functions: their calls are
        flags.append("-fno-inline")  # what makes them atomic (see .verifier)
    digest = hashlib.sha256("\0".join([version, *flags, path.suffix, pre]).encode()).hexdigest()
    out = cache_dir() / f"{path.stem}-{digest[:20]}.ll"
    if out.is_file():
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(f".{os.getpid()}.tmp")
    _run([clang, "-S", "-emit-llvm", *flags, str(path), "-o", str(tmp)], path)
    tmp.replace(out)  # atomic: concurrent runs never see a half-written file
    return out


def _run(command: list[str], path: Path) -> subprocess.CompletedProcess[str]:
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as exc:
        raise ProgramError(str(path), None, None, f"cannot run clang: {exc}") from None
    if done.returncode != 0:
        errors = [ln for ln in done.stderr.splitlines() if "error" in ln]
        first = errors[0] if errors else (done.stderr.strip().splitlines() or ["failed"])[0]
        raise ProgramError(str(path), None, None, f"clang failed: {first.strip()}")
    return done
