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

Each stream has a recursive lock (``flockfile``, ``ftrylockfile``, ``funlockfile``), in its
span past glibc's 216 bytes, where no field is: a lock word (the interleave stage's
``Acquire``/``Release``, so holders synchronise as with a mutex), the holder's count (only
the holder touches it) and, when the program declares ``ftrylockfile``, the holder's thread
id (monotonic atomics: ``ftrylockfile`` of a stream the thread holds counts one more, as
glibc's does; only the holder writes it).  They are present when the module declares one
of the three (``locking``), and then the C library's stdio routines that glibc runs under
the stream's lock (``printf``, ``fputs``, ``getchar``…) take it too, for the call (a thread
holding it goes on): another thread's ``printf`` waits while one holds ``stdout``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ctreelab.events import Acquire, CurrentThread, Ordering, Read, Release, Write
from ctreelab.pointer import address_of

from .values import norm

if TYPE_CHECKING:
    from ctreelab.tree import Tree

    from .library import Call, Routine

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


# --- the streams' locks ----------------------------------------------------------------------

LOCK, COUNT, OWNER = 224, 228, 232  # in each stream's span: i32 word, i32 count, i64 holder
LOCKERS = ("flockfile", "ftrylockfile", "funlockfile")
EBUSY = 16  # ftrylockfile of a stream another thread holds (glibc's answer)
NA, MON = Ordering.not_atomic, Ordering.monotonic


def locking(functions: dict[str, Any]) -> bool:
    """Whether the program locks streams: it declares one of ``LOCKERS``."""
    return any(name in functions for name in LOCKERS)


def lock_cells(base: int) -> list[tuple[int, int, str]]:
    """``(address, value, type)`` of the three streams' locks: unlocked, no holder."""
    return [(base + FILE_SPAN * i + off, 0, ty) for i in range(len(NAMES))
            for off, ty in ((LOCK, "i32"), (COUNT, "i32"), (OWNER, "i64"))]


def lock_names(base: int) -> dict[str, int]:
    """How messages name the locks' words (``stdout's lock``, ``stdout's lock count``)."""
    names = {}
    for i, name in enumerate(NAMES):
        at = base + FILE_SPAN * i
        names.update({f"{name}'s lock": at + LOCK, f"{name}'s lock count": at + COUNT,
                      f"{name}'s lock holder": at + OWNER})
    return names


def _stream(c: Call, ptr: Any, go: Callable[[int], Tree]) -> Tree:
    """``go(the FILE's address)`` for one of the three streams."""
    addr = address_of(ptr)
    if addr == 0:
        return c.ub("null FILE* stream")
    if addr not in STREAMS.values():
        return c.fail(f"unsupported stream {addr:#x} (only stdin, stdout and stderr)")
    return go(addr)


def _owned(c: Call, f: int, took: bool, result: Any) -> Tree:
    """The thread holds the lock of the stream ``f``: the first time (``took``) with a count
    of 1 (and itself as the holder, for ``ftrylockfile``), else once more; then answer
    ``result``."""
    if not took:
        return c.then(Read(NA, f + COUNT, "i32"), "count", lambda n: c.then(
            Write(NA, f + COUNT, norm(n + 1, 32) if type(n) is int else n, "i32"), ("more", n),
            lambda _: c.k(result)))
    first = c.then(Write(NA, f + COUNT, 1, "i32"), "first", lambda _: c.k(result))
    if "ftrylockfile" not in c.m.program.module.functions:
        return first
    return c.then(CurrentThread(), "self", lambda me: c.then(
        Write(MON, f + OWNER, me, "i64"), ("holder", me), lambda _: first))


def _flockfile(c: Call, a: list[Any]) -> Tree:
    return _stream(c, a[0], lambda f: c.then(Acquire(f + LOCK, nested=True), "lock",
                                             lambda took: _owned(c, f, took, None)))


def _ftrylockfile(c: Call, a: list[Any]) -> Tree:
    """0 when the thread now holds the stream's lock (also once more), else ``EBUSY``."""
    def attempt(f: int) -> Tree:
        def tried(took: bool) -> Tree:
            if took:
                return _owned(c, f, True, 0)
            return c.then(CurrentThread(), "self", lambda me: c.then(
                Read(MON, f + OWNER, "i64"), ("holder?", me),
                lambda holder: _owned(c, f, False, 0) if holder == me else c.k(EBUSY)))
        return c.then(Acquire(f + LOCK, attempt=True), "try", tried)
    return _stream(c, a[0], attempt)


def _funlockfile(c: Call, a: list[Any]) -> Tree:
    """One count less; the last unlocks.  A thread that does not hold the lock finds a count
    of 0 and its unlock is undefined behaviour (the interleave stage's message), or races
    with the holder on the count."""
    def unlock(f: int) -> Tree:
        def counted(n: Any) -> Tree:
            if type(n) is int and n > 1:
                return c.then(Write(NA, f + COUNT, n - 1, "i32"), ("less", n),
                              lambda _: c.k(None))
            unlocked = c.then(Release(f + LOCK), "unlock", lambda _: c.k(None))
            if n != 1:
                return unlocked
            last = unlocked
            if "ftrylockfile" in c.m.program.module.functions:
                last = c.then(Write(MON, f + OWNER, 0, "i64"), "no holder", lambda _: unlocked)
            return c.then(Write(NA, f + COUNT, 0, "i32"), "last", lambda _: last)
        return c.then(Read(NA, f + COUNT, "i32"), "count", counted)
    return _stream(c, a[0], unlock)


LOCKS: dict[str, Routine] = {"flockfile": _flockfile, "ftrylockfile": _ftrylockfile,
                             "funlockfile": _funlockfile}

# the stdio routines glibc runs under their stream's lock: the stream argument's position,
# or the stream they use
LOCKED_STDIO: dict[str, int | str] = {
    **{name: "stdout" for name in ("printf", "vprintf", "puts", "putchar")},
    **{name: "stdin" for name in ("getchar", "scanf", "__isoc99_scanf")},
    "perror": "stderr",
    **{name: 0 for name in ("fprintf", "vfprintf", "fflush", "fgetc", "getc", "fscanf",
                            "__isoc99_fscanf", "feof", "ferror")},
    **{name: 1 for name in ("fputs", "fputc", "putc", "ungetc")},
    "fgets": 2, "getline": 2, "fwrite": 3, "getdelim": 3, "__getdelim": 3,
}


def locked_stdio(library: dict[str, Routine]) -> dict[str, Routine]:
    """``LOCKED_STDIO``'s routines of ``library``, each run under its stream's lock when the
    program locks streams (:func:`locking`)."""
    return {name: _under_lock(library[name], where) for name, where in LOCKED_STDIO.items()
            if name in library}


def _under_lock(routine: Routine, where: int | str) -> Routine:
    def run(c: Call, a: list[Any]) -> Tree:
        module = c.m.program.module
        if module.files is None or not locking(module.functions):
            return routine(c, a)
        f = STREAMS[where] if type(where) is str else address_of(a[where])
        if f not in STREAMS.values():  # NULL, or not a stream: as the routine says
            return routine(c, a)

        def done(took: bool, result: Any) -> Tree:
            if not took:  # the thread holds it (flockfile)
                return c.k(result)
            return c.then(Release(f + LOCK), "stream unlocked", lambda _: c.k(result))
        return c.then(Acquire(f + LOCK, nested=True), "stream locked", lambda took: routine(
            c.followed_by(lambda result: done(took, result), ("locked", took)), a))
    return run
