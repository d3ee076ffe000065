"""The C library's ``FILE`` objects: what ``stdin``, ``stdout`` and ``stderr`` point to.

glibc's headers compile ``putchar_unlocked``, ``putc_unlocked``, ``fputc_unlocked``,
``getchar_unlocked``, ``getc_unlocked`` (and ``putchar``/``getchar`` through them at
``-O1``), ``feof_unlocked`` and ``ferror_unlocked`` inline: they read the ``FILE``'s
fields through the stream pointer and call ``__overflow``/``__uflow`` only when the
buffer is full or empty.  So the three streams are ``FILE``-shaped memory (glibc's
x86-64 layout) at fixed addresses between the functions and the globals, present when the
module declares one of them (``Module.files``):

* ``_flags``: glibc's initial flags of ``_IO_2_1_stdin_``, ``_IO_2_1_stdout_`` and
  ``_IO_2_1_stderr_``; stdin's also has ``_IO_EOF_SEEN``, since stdin is empty (``feof``
  is 1, see .process);
* the eight buffer pointers (``_IO_read_ptr`` … ``_IO_buf_end``): all NULL, as before
  glibc's first access.  ``_IO_write_ptr == _IO_write_end`` and ``_IO_read_ptr ==
  _IO_read_end``, so the inline code always calls ``__overflow`` (which writes the byte as
  ``putc`` does) and ``__uflow`` (EOF).  Nothing ever writes the fields: threads printing
  with ``putchar_unlocked`` only read them, and do not race;
* ``_fileno``: 0, 1, 2.

The other fields are not initialised (a program reads them at its own risk).  Library
routines recognise a stream by its address (``STREAMS``).
"""

from __future__ import annotations

from .values import norm

FILE_BASE = 0xF000  # below the globals (GLOBAL_BASE); functions are laid out below it
FILE_SPAN = 0x100  # glibc's FILE is 216 bytes
NAMES = ("stdin", "stdout", "stderr")
STREAMS = {name: FILE_BASE + FILE_SPAN * i for i, name in enumerate(NAMES)}
AREA = FILE_SPAN * len(NAMES)
FLAGS, BUFFER_POINTERS, FILENO = 0, range(8, 72, 8), 112
# _IO_MAGIC + _IO_IS_FILEBUF + _IO_LINKED, and each stream's own flags (libio/stdfiles.c)
_MAGIC, _NO_WRITES, _NO_READS, _UNBUFFERED, _EOF_SEEN = 0xFBAD2080, 8, 4, 2, 0x10
_OWN = {"stdin": _NO_WRITES | _EOF_SEEN, "stdout": _NO_READS,
        "stderr": _NO_READS | _UNBUFFERED}


def declared(module_globals: dict[str, object]) -> bool:
    """Whether the program can reach a ``FILE``: it declares one of the streams."""
    return any(name in module_globals for name in NAMES)


def initial(base: int) -> list[tuple[int, int, str]]:
    """``(address, value, type)`` of the three ``FILE`` objects' initialised fields."""
    cells = []
    for fileno, name in enumerate(NAMES):
        at = base + FILE_SPAN * fileno
        cells.append((at + FLAGS, norm(_MAGIC | _OWN[name], 32), "i32"))
        cells += [(at + off, 0, "ptr") for off in BUFFER_POINTERS]
        cells.append((at + FILENO, fileno, "i32"))
    return cells
