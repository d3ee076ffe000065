"""Reading an input file (spec, program, expectations): one helper for every reader.

:func:`read_text` returns the file's text or raises :class:`InputFileError`, whose message
is one line: why the file cannot be read (missing, a directory, no permission, not a
regular file, larger than the size limit, not UTF-8 text with the offset of the first bad
byte).  Readers put their own prefix in front (``path: cannot read file: <reason>``).
A FIFO or a device is refused before anything is read from it, so it cannot hang.
"""

from __future__ import annotations

import os
import stat

from .errors import CtreelabError

MAX_INPUT_BYTES = 64 * 1024 * 1024  # the size limit, overridable with CTREELAB_MAX_INPUT_MB
_KINDS = ((stat.S_ISDIR, "Is a directory"), (stat.S_ISFIFO, "not a regular file (a FIFO)"),
          (stat.S_ISCHR, "not a regular file (a character device)"),
          (stat.S_ISBLK, "not a regular file (a block device)"),
          (stat.S_ISSOCK, "not a regular file (a socket)"))


class InputFileError(CtreelabError):
    """An input file that cannot be read; ``reason`` is the message without the path."""

    def __init__(self, path: str, reason: str, decoding: bool = False) -> None:
        super().__init__(f"{path}: {reason}")
        self.path, self.reason, self.decoding = path, reason, decoding


def size_limit() -> int:
    """The largest input file read, in bytes (``CTREELAB_MAX_INPUT_MB`` overrides it)."""
    text = os.environ.get("CTREELAB_MAX_INPUT_MB", "")
    try:
        mb = float(text)
    except ValueError:
        return MAX_INPUT_BYTES
    return int(mb * 1024 * 1024) if mb > 0 else MAX_INPUT_BYTES


def read_bytes(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes."""
    name = os.fspath(path)
    limit = size_limit() if limit is None else limit
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise InputFileError(name, exc.strerror or str(exc)) from None
    except ValueError as exc:  # e.g. a NUL byte in the path
        raise InputFileError(name, str(exc)) from None
    try:
        info = os.fstat(fd)
        for test, reason in _KINDS:
            if test(info.st_mode):
                raise InputFileError(name, reason)
        if info.st_size > limit:
            raise InputFileError(name, _too_large(limit))
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise InputFileError(name, _too_large(limit))
        return b"".join(chunks)
    except OSError as exc:
        raise InputFileError(name, exc.strerror or str(exc)) from None
    finally:
        os.close(fd)


def read_text(path: str | os.PathLike[str], limit: int | None = None) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputFileError(os.fspath(path),
                             f"not UTF-8 text (invalid byte at offset {exc.start})",
                             decoding=True) from None


def _too_large(limit: int) -> str:
    return (f"larger than the input size limit of {limit / (1024 * 1024):g} MB "
            f"(set CTREELAB_MAX_INPUT_MB to change it)")
