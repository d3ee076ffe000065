"""Process-level C library state: ``rand``/``srand``, ``atexit``/``exit``, ``pthread_exit``;
and time, which does not pass (``time`` is always the epoch, ``sleep`` only yields); and
the outside world, which gives nothing: stdin is empty (``getchar``, ``fgets``, ``scanf``:
end of file), there is no environment (``getenv``: NULL) and no file (``fopen``: NULL,
errno ENOENT).

The state lives in a hidden memory area after the globals (``Module.hidden``, reserved
only when the module declares ``rand``, ``srand``, ``atexit``, ``strtok`` or a ``__VERIFIER_atomic_*``
function, so other programs keep their addresses and events):

* ``rand``: the seed (``i32``, initially 1) and the number of values drawn (``i64``, drawn
  with one ``seq_cst`` fetch-add, so concurrent calls never return the same draw, as
  glibc's lock ensures).  The sequence is glibc's ``random()`` (the additive feedback
  generator of ``TYPE_3``), so a program prints what it prints natively.
* SV-COMP's atomic sections (``__VERIFIER_atomic_*``, see .verifier): the word of their
  one global lock (``i32``).
* ``atexit``: a count (``i64``) and 32 handler slots (C's minimum), with an argument
  slot each for ``__cxa_atexit`` (how C++ registers the destructor of a static object).
  ``exit`` and main's return call the handlers in reverse order of registration (a handler
  that takes a parameter with its argument), then end the program; ``_Exit``/``_exit`` do
  not call them.
* ``strtok``: where the next call without a string goes on (``ptr``, see .strings); not
  thread-safe, as in C: two threads tokenising at once race on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ctreelab.arith import trunc_div, trunc_rem
from ctreelab.events import Exit, Ordering, Read, ReadWrite, RmwOp, Write, Yield
from ctreelab.pointer import address_of
from ctreelab.tree import Bind, Kont, Ret, Tree, Vis
from ctreelab.vars_stage import halt

from .ctype import ENOENT, set_errno
from .values import norm

if TYPE_CHECKING:
    from .library import Call, Routine
    from .machine import Machine

NA, SC = Ordering.not_atomic, Ordering.seq_cst
SEED, ATOMIC_LOCK, DRAWS, COUNT, HANDLERS = 0, 4, 8, 16, 24
MAX_HANDLERS = 32
STRTOK = HANDLERS + 8 * MAX_HANDLERS  # strtok's saved position (a pointer)
ARGS = STRTOK + 8  # each handler's argument (``__cxa_atexit``'s: a C++ static object)
LOCK_NAME = "__VERIFIER_atomic_lock"  # how messages name the atomic sections' lock word


def initial(base: int) -> list[tuple[int, int, str]]:
    """``(address, value, type)`` of the hidden area's initial cells."""
    return [(base + SEED, 1, "i32"), (base + ATOMIC_LOCK, 0, "i32"), (base + DRAWS, 0, "i64"),
            (base + COUNT, 0, "i64"), (base + STRTOK, 0, "ptr")]


# --- glibc's random() --------------------------------------------------------------------------

_SEQUENCES: dict[int, list[int]] = {}


def glibc_rand(seed: int, n: int) -> int:
    """The ``n``-th value (from 0) of ``rand()`` after ``srand(seed)``."""
    seq = _SEQUENCES.get(seed)
    if seq is None:
        word = norm(seed if seed & 0xFFFFFFFF else 1, 32)
        r = [word]
        for _ in range(1, 31):
            hi, lo = trunc_div(word, 127773), trunc_rem(word, 127773)
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r.append(word)
        r += [r[i - 31] for i in range(31, 34)]
        for i in range(34, 344):
            r.append((r[i - 31] + r[i - 3]) & 0xFFFFFFFF)
        seq = _SEQUENCES[seed] = r
    while len(seq) < 344 + n + 1:
        i = len(seq)
        seq.append((seq[i - 31] + seq[i - 3]) & 0xFFFFFFFF)
    return seq[344 + n] >> 1


def _area(c: Call) -> int | None:
    return c.m.program.module.hidden


def _rand(c: Call, a: list[int]) -> Tree:
    base = _area(c)
    assert base is not None
    return c.then(Read(NA, base + SEED, "i32"), "seed", lambda seed: c.then(
        ReadWrite(SC, base + DRAWS, RmwOp("add", 1), "i64"), ("draw", seed),  # (seed: keyed)
        lambda n: c.k(glibc_rand(seed, n))))


def _srand(c: Call, a: list[int]) -> Tree:
    base = _area(c)
    assert base is not None
    return c.seq([Write(NA, base + SEED, norm(a[0], 32), "i32"), Write(NA, base + DRAWS, 0, "i64")],
                 "srand", lambda: c.k(None))


def _atexit(c: Call, a: list[int]) -> Tree:
    """``atexit(f)``, and ``__cxa_atexit(f, arg, dso)``: ``f(arg)`` at exit."""
    base = _area(c)
    assert base is not None

    def slot(i: int) -> Tree:
        if i >= MAX_HANDLERS:
            return c.k(-1)
        writes = [Write(NA, base + HANDLERS + 8 * i, a[0], "ptr")]
        if len(a) > 1:
            writes.append(Write(NA, base + ARGS + 8 * i, a[1], "ptr"))
        return c.seq(writes, "handler", lambda: c.k(0))
    return c.then(ReadWrite(SC, base + COUNT, RmwOp("add", 1), "i64"), "count", slot)


def run_exit(m: Machine, code: Any, key: Any) -> Tree:
    """Call the ``atexit`` handlers (last registered first), then end with ``code``."""
    base = m.program.module.hidden
    if base is None:
        return halt(Exit(code))

    def next_handler(_: Any = None) -> Tree:
        def take(n: int) -> Tree:
            if n <= 0:
                return halt(Exit(code))
            i = min(n, MAX_HANDLERS) - 1
            return Vis(Write(NA, base + COUNT, i, "i64"), Kont(lambda _: Vis(
                Read(NA, base + HANDLERS + 8 * i, "ptr"), Kont(lambda addr: call(i, addr),
                                                               key + ("fn", i))),
                key + ("pop", i)))
        return Vis(Read(NA, base + COUNT, "i64"), Kont(take, key + ("count",)))

    def call(i: int, addr: Any) -> Tree:
        fn = m.defined_at(addr)
        if fn is None:
            return halt(Exit(code))
        after = Kont(next_handler, key + ("after", fn.name))
        if not fn.params:
            return Bind(m.call(fn, ()), after)
        return Vis(Read(NA, base + ARGS + 8 * i, "ptr"), Kont(
            lambda arg: Bind(m.call(fn, (arg,)), after), key + ("arg", i)))
    return next_handler()


def _exit(c: Call, a: list[int]) -> Tree:
    return run_exit(c.m, norm(a[0], 32), c.key + ("exit",))


class _MainExited:
    """What main's tree returns after ``pthread_exit``: the program waits for the other
    threads and ends with status 0 (no ``exit``)."""

    def __repr__(self) -> str:
        return "MAIN_EXITED"


MAIN_EXITED = _MainExited()


def _pthread_exit(c: Call, a: list[int]) -> Tree:
    program = c.m.program
    if c.bottom == program.entry and program.exit_on_return:
        return Ret(MAIN_EXITED)
    return Ret(a[0])  # the thread's result, as if its start function returned it


# --- time: it does not pass ---------------------------------------------------------------


def yield_(c: Call, a: list[int]) -> Tree:
    """``sched_yield``, ``pthread_yield``, and ``sleep``, ``usleep``, ``nanosleep``,
    ``thrd_sleep``: the thread yields (no time passes, so every wait is as long as the
    schedule makes it), and returns 0."""
    return c.then(Yield(), "yield", lambda _: c.k(0))


def _clock(c: Call, ptr: Any, words: int, result: Any) -> Tree:
    """Store ``words`` zero ``i64`` at ``ptr`` (when not null), then return ``result``."""
    if address_of(ptr) == 0 or words == 0:
        return c.k(result)
    return c.then(Write(NA, ptr + 8 * (words - 1), 0, "i64"), ("t", words),
                  lambda _: _clock(c, ptr, words - 1, result))


# --- the outside world: no input, no environment, no files ----------------------------------

EOF_ = -1


def _no_file(c: Call, a: list[int]) -> Tree:
    """``fopen``: no file can be read (NULL, errno ENOENT, the program's error path);
    opening one for writing (a mode with ``w``, ``a`` or ``+``) is a failure that names
    the file: the program would go on without the output it writes there."""
    def opened(path: bytes, mode: bytes) -> Tree:
        if any(m in mode for m in b"wa+"):
            return c.fail(f"{path.decode('latin-1')!r} with mode {mode.decode('latin-1')!r}: "
                          "writing files is not supported")
        return set_errno(c, ENOENT, lambda: c.k(0))
    return c.cstring(a[0], "path", lambda path: c.cstring(
        a[1], "mode", lambda mode: opened(path, mode)))


def _uflow(c: Call, a: list[int]) -> Tree:
    """glibc's ``__uflow(stream)``, which the inline ``getc_unlocked`` calls when the
    stream's buffer is empty (always: see .streams): nothing to read, EOF."""
    if address_of(a[0]) == 0:
        return c.ub("read from a null FILE* stream")
    return c.k(EOF_)


def _rand_r(c: Call, a: list[int]) -> Tree:
    """``rand_r(&seed)``: glibc's three steps of the linear congruential generator, the
    seed updated in place."""
    def draw(seed: Any) -> Tree:
        if type(seed) is not int:
            return c.ub("rand_r's seed is undefined")
        result = 0
        for bits in (11, 10, 10):
            seed = (seed * 1103515245 + 12345) & 0xFFFFFFFF
            result = (result << 10) ^ ((seed >> 16) & ((1 << bits) - 1))
        return c.then(Write(NA, a[0], seed, "i32"), "seed", lambda _: c.k(result))
    return c.then(Read(NA, a[0], "i32"), "seed?", lambda v: draw(norm(v, 32) & 0xFFFFFFFF
                                                               if type(v) is int else v))


PID = 4242  # getpid(): the program's process id (any fixed number)

PROCESS: dict[str, Routine] = {
    "getenv": lambda c, a: c.k(0),
    # no command-line options (argv is {"./NAME", NULL}): getopt finds none
    "getopt": lambda c, a: c.k(norm(-1, 32)), "getopt_long": lambda c, a: c.k(norm(-1, 32)),
    "getpid": lambda c, a: c.k(PID), "getppid": lambda c, a: c.k(1),
    "rand_r": _rand_r,
    **{name: (lambda c, a: c.k(EOF_)) for name in (
        "getchar", "getc", "fgetc", "scanf", "fscanf", "__isoc99_scanf", "__isoc99_fscanf",
        "ungetc", "getchar_unlocked", "getc_unlocked", "fgetc_unlocked")},
    "__uflow": _uflow,
    "fgets": lambda c, a: c.k(0), "fopen": _no_file,
    **{name: (lambda c, a: c.k(norm(-1, 64))) for name in ("getline", "getdelim", "__getdelim")},
    "fclose": lambda c, a: c.k(0),
    **{name: (lambda c, a: c.k(1)) for name in ("feof", "feof_unlocked")},
    **{name: (lambda c, a: c.k(0)) for name in ("ferror", "ferror_unlocked")},
    "sleep": yield_, "usleep": yield_, "nanosleep": yield_, "thrd_sleep": yield_,
    "sched_yield": yield_, "pthread_yield": yield_,
    "time": lambda c, a: _clock(c, a[0], 1, 0),  # the epoch, always
    "clock_gettime": lambda c, a: _clock(c, a[1], 2, 0),
    # C11: TIME_UTC (1) is the only base (the answer), another one fails (0)
    "timespec_get": lambda c, a: _clock(c, a[0], 2, 1) if a[1] == 1 else c.k(0),
    "gettimeofday": lambda c, a: _clock(c, a[0], 2, 0),
    "clock": lambda c, a: c.k(0),
    "rand": _rand, "srand": _srand, "atexit": _atexit, "__cxa_atexit": _atexit, "exit": _exit,
    "_Exit": lambda c, a: halt(Exit(norm(a[0], 32))), "_exit": lambda c, a: halt(Exit(norm(a[0], 32))),
    "pthread_exit": _pthread_exit,
}
