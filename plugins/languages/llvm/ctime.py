"""``<time.h>``'s broken-down time and its formatting: ``gmtime``, ``localtime`` (and their
``_r`` forms), ``mktime``, ``timegm``, ``difftime``, ``asctime``/``ctime`` (and ``_r``),
``strftime``, ``tzset``.

There is no time zone database: the local zone is UTC, as with ``TZ=UTC`` (``localtime``
is ``gmtime`` but for the zone's name, "UTC" where ``gmtime`` says "GMT", as glibc's).
Dates are the proleptic Gregorian calendar for any ``time_t`` (negative ones too); a date
whose ``tm_year`` does not fit an ``int`` is ``EOVERFLOW`` (NULL, or -1 from ``mktime``).
``mktime`` and ``timegm`` normalise out-of-range fields and fill in ``tm_wday``/
``tm_yday``; ``mktime`` given ``tm_isdst > 0`` takes the time for daylight saving time an
hour ahead (one hour earlier), as glibc does in a zone without it.

``struct tm`` is glibc's x86-64 layout: nine ``int`` (``tm_sec`` … ``tm_isdst``), then
``long tm_gmtoff`` and ``const char *tm_zone`` (56 bytes).  ``gmtime`` and ``localtime``
return one static ``struct tm`` (``ctime`` overwrites it too), ``asctime`` and ``ctime`` one
static buffer, and ``tm_zone`` points to "GMT" or "UTC": a memory area of their own
(``Module.times``, reserved only when the program declares a routine that uses it).  None is
thread-safe, as in C: two threads calling ``gmtime`` race on its ``struct tm``.

``strftime`` has C99's and POSIX's conversions and glibc's (``%a %A %b %B %c %C %d %D %e
%F %g %G %h %H %I %j %k %l %m %M %n %p %P %r %R %s %S %t %T %u %U %V %w %W %x %X %y %Y %z
%Z %%``, the ``E`` and ``O`` modifiers where glibc takes them), glibc's flags (``_ - 0 ^
#``) and field widths, with the "C" locale's texts; anything else is copied as it is, as
glibc does.  A field a conversion needs that is undefined is undefined behaviour.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ctreelab.arith import trunc_div, trunc_rem
from ctreelab.events import Ordering, Read, Write
from ctreelab.pointer import address_of

from .ctype import EINVAL, set_errno
from .floats import FP
from .strings import write_bytes
from .values import norm

if TYPE_CHECKING:
    from ctreelab.tree import Tree

    from .library import Call, Routine

NA = Ordering.not_atomic
EOVERFLOW = 75
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
FIELDS = ("tm_sec", "tm_min", "tm_hour", "tm_mday", "tm_mon", "tm_year", "tm_wday", "tm_yday",
          "tm_isdst", "tm_gmtoff", "tm_zone")
SEC, MIN, HOUR, MDAY, MON, YEAR, WDAY, YDAY, ISDST, GMTOFF, ZONE = range(11)
TYPES = ("i32",) * 9 + ("i64", "ptr")
OFFSETS = tuple(4 * i for i in range(9)) + (40, 48)
# the area: the static struct tm, asctime's buffer, the zones' names
TM, BUFFER, GMT, UTC = 0, 56, 136, 140
AREA = UTC + 4
USERS = ("gmtime", "gmtime_r", "localtime", "localtime_r", "mktime", "timegm", "asctime",
         "ctime")
ASCTIME_R_SIZE = 26  # the buffer asctime_r and ctime_r are given (C's "at least 26")
MAX_OUTPUT = 1 << 20  # strftime: the longest text produced

DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")


def initial(base: int) -> list[tuple[int, int, str]]:
    """``(address, value, type)`` of the zones' names (the rest is written before use)."""
    return [(base + off + i, b, "i8") for off, text in ((GMT, b"GMT\0"), (UTC, b"UTC\0"))
            for i, b in enumerate(text)]


# --- the calendar -------------------------------------------------------------------------


def days_from_civil(year: int, month: int, day: int) -> int:
    """Days from 1970-01-01 to ``year``-``month``-``day`` (``month`` 1 to 12, ``day`` any)
    in the proleptic Gregorian calendar.  Years are counted from March, so that the leap
    day is the last day of its year; 400 years are 146,097 days."""
    if month <= 2:
        year -= 1
    era, year_of_era = divmod(year, 400)
    march_based = month - 3 if month > 2 else month + 9  # March is 0
    day_of_year = (153 * march_based + 2) // 5 + day - 1
    day_of_era = 365 * year_of_era + year_of_era // 4 - year_of_era // 100 + day_of_year
    return 146097 * era + day_of_era - 719468  # 0000-03-01 to 1970-01-01


def civil_from_days(days: int) -> tuple[int, int, int]:
    """``(year, month 1-12, day)`` of the day ``days`` after 1970-01-01 (the inverse of
    :func:`days_from_civil`)."""
    era, day_of_era = divmod(days + 719468, 146097)
    # take out the leap days before the day (one in 1,461 days, but for one in 36,524 and
    # the era's last day): what is left is 365 days a year
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524
                   - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    march_based = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * march_based + 2) // 5 + 1
    month = march_based + 3 if march_based < 10 else march_based - 9
    return 400 * era + year_of_era + (month <= 2), month, day


def is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def broken_down(t: int) -> tuple[int, ...] | None:
    """The nine ``int`` fields of ``gmtime(t)`` (``tm_isdst`` 0), or ``None`` when the year
    does not fit ``tm_year``."""
    days, secs = divmod(t, 86400)
    year, month, day = civil_from_days(days)
    if not INT_MIN <= year - 1900 <= INT_MAX:
        return None
    return (secs % 60, secs // 60 % 60, secs // 3600, day, month - 1, year - 1900,
            (days + 4) % 7, days - days_from_civil(year, 1, 1), 0)


def seconds(fields: Any) -> int:
    """The seconds since the epoch of the date and time in ``fields`` (UTC), out-of-range
    fields carried over into the next larger ones (``timegm``)."""
    years, month = divmod(fields[MON], 12)
    days = days_from_civil(fields[YEAR] + 1900 + years, month + 1, 1) + fields[MDAY] - 1
    return 86400 * days + 3600 * fields[HOUR] + 60 * fields[MIN] + fields[SEC]


def local_seconds(fields: Any) -> int:
    """``mktime``'s answer for ``fields`` in the local zone, UTC: a time said to be in
    daylight saving time (``tm_isdst > 0``) is an hour ahead of UTC, as glibc takes it in
    a zone without daylight saving time."""
    return seconds(fields) - (3600 if fields[ISDST] > 0 else 0)


def fits(t: int) -> tuple[int, ...] | None:
    """:func:`broken_down` of ``t`` when ``t`` is a ``time_t``, else ``None``."""
    return broken_down(t) if -(1 << 63) <= t < 1 << 63 else None


# --- asctime ------------------------------------------------------------------------------


def asctime_text(f: Any) -> bytes | None:
    """``asctime``'s text of the fields (glibc's ``"%.3s %.3s%3d %.2d:%.2d:%.2d %d\\n"``,
    "???" for a day or month out of range), ``None`` when the year overflows an ``int``."""
    if f[YEAR] > INT_MAX - 1900:
        return None
    day = DAYS[f[WDAY]][:3] if 0 <= f[WDAY] < 7 else "???"
    month = MONTHS[f[MON]][:3] if 0 <= f[MON] < 12 else "???"

    def two(v: int) -> str:  # %.2d
        return ("-" if v < 0 else "") + str(abs(v)).zfill(2)
    return (f"{day} {month}{f[MDAY]:3d} {two(f[HOUR])}:{two(f[MIN])}:{two(f[SEC])} "
            f"{f[YEAR] + 1900}\n").encode()


# --- strftime -----------------------------------------------------------------------------


class Undefined(Exception):
    """A conversion needs a field of the ``struct tm`` that is not a defined integer."""

    def __init__(self, field: str) -> None:
        super().__init__(field)
        self.field = field


class TooLong(Exception):
    """The text is longer than :data:`MAX_OUTPUT`."""


class NeedZone(Exception):
    """``%Z`` needs the text ``tm_zone`` points to, which has not been read yet."""


class Tm:
    """The eleven fields of a ``struct tm`` as read (any may be undefined:
    :class:`Undefined` when a conversion needs it) and the text ``tm_zone`` points to, once
    it is read (``zone``)."""

    __slots__ = ("values", "zone")

    def __init__(self, values: tuple[Any, ...], zone: bytes | None = None) -> None:
        self.values, self.zone = values, zone

    def __getitem__(self, i: int) -> int:
        v = self.values[i]
        if type(v) is not int:
            raise Undefined(FIELDS[i])
        return v

    def zone_text(self) -> bytes | None:
        """What ``tm_zone`` points to; ``None`` for NULL."""
        addr = address_of(self.values[ZONE])
        if type(addr) is not int:
            raise Undefined("tm_zone")
        if addr == 0:
            return None
        if self.zone is None:
            raise NeedZone
        return self.zone


# C's locale: the conversions that are other formats
COMPOSITE = {"c": b"%a %b %e %H:%M:%S %Y", "D": b"%m/%d/%y", "F": b"%Y-%m-%d",
             "r": b"%I:%M:%S %p", "R": b"%H:%M", "T": b"%H:%M:%S", "x": b"%m/%d/%y",
             "X": b"%H:%M:%S"}
# the number conversions: (least digits, padded with spaces rather than zeros)
NUMBERS = {"C": (1, False), "d": (2, False), "e": (2, True), "g": (2, False), "G": (1, False),
           "H": (2, False), "I": (2, False), "j": (3, False), "k": (2, True), "l": (2, True),
           "m": (2, False), "M": (2, False), "S": (2, False), "u": (1, False),
           "U": (2, False), "V": (2, False), "w": (1, False), "W": (2, False), "y": (2, False),
           "Y": (1, False)}
TEXTS = frozenset("aAbBhpPsZnt%z")  # %s: a text (glibc pads it as one)
KNOWN = frozenset(COMPOSITE) | frozenset(NUMBERS) | TEXTS
# the conversions glibc takes with the E and with the O modifier
WITH_E = frozenset("cCxXyYnprRstTuzZ%P")
WITH_O = KNOWN - frozenset("aAcDFxXY")
FLAGS = b"_-0^#"


def strftime_text(fmt: bytes, tm: Tm, limit: int) -> bytes | None:
    """The text ``strftime`` makes of ``fmt`` and ``tm``; ``None`` when it is at least
    ``limit`` bytes long (so that the NUL does not fit).  :class:`Undefined` when a field a
    conversion needs is undefined, :class:`TooLong` past :data:`MAX_OUTPUT` bytes."""
    cap = min(limit, MAX_OUTPUT + 1)  # a field width past it: the text is too long anyway
    try:
        text = _expand(fmt, tm, False, cap)
    except TooLong:
        if limit <= MAX_OUTPUT:
            return None
        raise
    return text if len(text) < limit else None


def _expand(fmt: bytes, tm: Tm, upcase: bool, cap: int) -> bytes:
    out = bytearray()
    i, n = 0, len(fmt)
    while i < n:
        j = fmt.find(b"%", i)
        if j < 0:
            out += fmt[i:]
            break
        out += fmt[i:j]
        i = _directive(fmt, j, tm, upcase, cap, out)
        if len(out) > MAX_OUTPUT:
            raise TooLong
    return bytes(out)


def _directive(fmt: bytes, start: int, tm: Tm, upcase: bool, cap: int,
               out: bytearray) -> int:
    """Append the conversion at ``fmt[start]`` (a ``%``) to ``out``; where the next
    begins."""
    k, n = start + 1, len(fmt)
    pad, swap = "", False
    while k < n and fmt[k] in FLAGS:
        flag = chr(fmt[k])
        if flag == "^":
            upcase = True
        elif flag == "#":
            swap = True
        else:
            pad = flag
        k += 1
    width = -1
    while k < n and 48 <= fmt[k] <= 57:
        width = min(max(width, 0) * 10 + fmt[k] - 48, cap)
        k += 1
    modifier = ""
    if k < n and fmt[k] in b"EO":
        modifier = chr(fmt[k])
        k += 1
    conv = chr(fmt[k]) if k < n else ""
    k = min(k + 1, n)
    if conv not in KNOWN or (modifier == "E" and conv not in WITH_E) or (
            modifier == "O" and conv not in WITH_O):  # copied as it is
        text = fmt[start:k].decode("latin-1")  # in upper case for ^ (and glibc's %#Eb)
        upper = upcase or (swap and conv in ("b", "h"))
        out += _padded(text.upper() if upper else text, pad, width).encode("latin-1")
        return k
    if conv in NUMBERS:
        digits, spaces = NUMBERS[conv]
        text = _number(_value(conv, tm), digits, pad or ("_" if spaces else "0"), width)
    elif conv in COMPOSITE:
        text = _padded(_expand(COMPOSITE[conv], tm, upcase, cap).decode("latin-1"), pad, width)
    elif conv == "z":
        text = "" if tm[ISDST] < 0 else _offset(tm[GMTOFF], pad, width)
    else:
        text = _padded(_case(_word(conv, tm), conv, upcase, swap), pad, width)
    out += text.encode("latin-1")
    return k


def _padded(text: str, pad: str, width: int) -> str:
    """``text`` right-aligned in ``width`` (with zeros for the flag ``0``, else spaces)."""
    return text.rjust(width, "0" if pad == "0" else " ") if width > len(text) else text


def _number(value: int, digits: int, pad: str, width: int) -> str:
    """``value`` in at least ``width`` characters and ``digits`` digits, padded with zeros
    after the sign (``pad`` ``0``) or spaces before it (``_``); ``-``: only the width, with
    spaces."""
    sign, body = ("-" if value < 0 else ""), str(abs(value))
    if pad != "-":
        width = max(width, digits)
    short = width - len(sign) - len(body)
    if short <= 0:
        return sign + body
    return sign + "0" * short + body if pad == "0" else " " * short + sign + body


def _offset(gmtoff: int, pad: str, width: int) -> str:
    """``%z``: ``+hhmm`` of ``tm_gmtoff`` (taken as an ``int``, as glibc does); a width pads
    the sign and the number each to it (glibc's)."""
    diff = norm(gmtoff, 32)
    minutes = abs(diff) // 60
    body = str(minutes // 60 * 100 + minutes % 60)
    sign = "-" if diff < 0 else "+"
    fill = "0" if pad in ("", "0") else " "
    if width < 0:
        return sign + (body if pad == "-" else body.rjust(4, fill))
    return sign.rjust(width, "0" if pad == "0" else " ") + body.rjust(
        width if pad == "-" else max(width, 4), fill)


def _case(text: str, conv: str, upcase: bool, swap: bool) -> str:
    """The flags ``^`` (upper case) and ``#`` (names in upper case, ``%p`` and ``%Z`` in
    lower case); ``%P`` is always in lower case."""
    if conv == "P" or (swap and conv in ("p", "Z")):
        return text.lower()
    if upcase or (swap and conv in ("a", "A", "b", "B", "h")):
        return text.upper()
    return text


def _word(conv: str, tm: Tm) -> str:
    """The text conversions' texts ("?" for a day or month out of range; ``%s``, the
    seconds since the epoch, is one too)."""
    if conv in "aA":
        wday = tm[WDAY]
        name = DAYS[wday] if 0 <= wday < 7 else "?"
        return name[:3] if conv == "a" and name != "?" else name
    if conv in "bBh":
        mon = tm[MON]
        name = MONTHS[mon] if 0 <= mon < 12 else "?"
        return name if conv == "B" or name == "?" else name[:3]
    if conv in "pP":
        return "PM" if tm[HOUR] > 11 else "AM"
    if conv == "s":
        t = local_seconds(tm)
        return str(t if fits(t) is not None else -1)  # mktime's -1 when it overflows
    if conv == "Z":
        zone = tm.zone_text()
        if zone is not None:
            return zone.decode("latin-1")
        isdst = tm[ISDST]
        return "" if isdst < 0 else "UTC" if isdst <= 1 else "?"  # glibc's tzname[isdst]
    return {"n": "\n", "t": "\t", "%": "%"}[conv]


def _i(v: int) -> int:
    """``v`` as a C ``int`` (glibc computes most conversions in ``int``, wrapping)."""
    return norm(v, 32)


def _value(conv: str, tm: Tm) -> int:
    """The number conversions' numbers, computed in ``int`` as glibc does (``%Y`` of
    ``tm_year`` ``INT_MAX`` wraps; ``%s`` does not)."""
    match conv:
        case "C":
            return _i(tm[YEAR] + 1900) // 100
        case "d" | "e":
            return tm[MDAY]
        case "H" | "k":
            return tm[HOUR]
        case "I" | "l":
            hour = tm[HOUR]
            return hour - 12 if hour > 12 else 12 if hour == 0 else hour
        case "j":
            return _i(tm[YDAY] + 1)
        case "m":
            return _i(tm[MON] + 1)
        case "M":
            return tm[MIN]
        case "S":
            return tm[SEC]
        case "u":
            return _monday_based(tm[WDAY]) + 1
        case "w":
            return tm[WDAY]
        case "U":
            return trunc_div(_i(tm[YDAY] - tm[WDAY] + 7), 7)
        case "W":
            return trunc_div(_i(tm[YDAY] - _monday_based(tm[WDAY]) + 7), 7)
        case "y":
            return tm[YEAR] % 100
        case "Y":
            return _i(tm[YEAR] + 1900)
    year, days = _iso_week(tm)
    return trunc_div(days, 7) + 1 if conv == "V" else _i(year) if conv == "G" else \
        _i(year) % 100


def _monday_based(wday: int) -> int:
    """The day of the week counted from Monday (0 to 6 for a day in range)."""
    return trunc_rem(_i(wday + 6), 7)


def _iso_week(tm: Tm) -> tuple[int, int]:
    """ISO 8601's week-based year of the day and the days from the Monday of its week 1
    (the week that holds the 4th of January, day 3)."""
    year, yday, wday = tm[YEAR] + 1900, tm[YDAY], tm[WDAY]

    def since_week_one(yday: int) -> int:
        # (yday - wday + 4) mod 7 is the day of its week (from Monday) of the 4th of
        # January shifted by three days; 378, a multiple of 7, keeps the dividend positive
        # for any yday from -366 on (C's %)
        return _i(yday - trunc_rem(_i(yday - wday + 4 + 378), 7) + 3)
    days = since_week_one(yday)
    if days < 0:
        year -= 1
        return year, since_week_one(_i(yday + (366 if is_leap(year) else 365)))
    following = since_week_one(_i(yday - (366 if is_leap(year) else 365)))
    return (year + 1, following) if following >= 0 else (year, days)


# --- the routines -------------------------------------------------------------------------

SIZES = {"i32": 4, "i64": 8, "ptr": 8}
ALL = tuple(range(11))
DATE = (SEC, MIN, HOUR, MDAY, MON, YEAR, ISDST)  # what mktime reads
ASCTIME = (SEC, MIN, HOUR, MDAY, MON, YEAR, WDAY)  # what asctime reads


def _area(c: Call) -> int:
    base = c.m.program.module.times
    assert base is not None  # reserved whenever one of USERS is declared
    return base


def _read_time(c: Call, ptr: Any, go: Callable[[int], Tree]) -> Tree:
    """The ``time_t`` at ``ptr``, then ``go(it)``."""
    addr = address_of(ptr)
    if addr == 0:
        return c.ub("null time_t pointer")
    return c.then(Read(NA, ptr, "i64", type(addr) is int and c.mine(addr, 8)), "time",
                  lambda t: go(t) if type(t) is int else c.ub("the time_t is undefined"))


def _mine(c: Call, addr: Any, f: int) -> bool:
    """Whether field ``f`` of the ``struct tm`` at ``addr`` lies in a thread-local slot of
    the caller (see ``Call.mine``)."""
    return c.mine(addr + OFFSETS[f], SIZES[TYPES[f]]) if type(addr) is int else False


def _read_tm(c: Call, ptr: Any, which: tuple[int, ...], step: Any,
             go: Callable[[tuple[Any, ...]], Tree]) -> Tree:
    """The fields ``which`` of the ``struct tm`` at ``ptr`` (each as read: maybe
    undefined), then ``go(them)``: a tuple of the eleven fields, ``None`` where not read."""
    addr = address_of(ptr)
    if addr == 0:
        return c.ub("null struct tm pointer")

    def at(i: int, got: tuple[Any, ...]) -> Tree:
        if i == len(which):
            values: list[Any] = [None] * 11
            for f, v in zip(which, got):
                values[f] = v
            return go(tuple(values))
        f = which[i]
        return c.then(Read(NA, ptr + OFFSETS[f], TYPES[f], _mine(c, addr, f)), (step, got),
                      lambda v: at(i + 1, got + (v,)))
    return at(0, ())


def _defined(c: Call, values: tuple[Any, ...], which: tuple[int, ...],
             go: Callable[[tuple[Any, ...]], Tree]) -> Tree:
    """``go(values)`` when the fields ``which`` are defined integers, else UB naming one."""
    for f in which:
        if type(values[f]) is not int:
            return c.ub(f"{FIELDS[f]} of the struct tm is undefined")
    return go(values)


def _write_tm(c: Call, ptr: Any, fields: tuple[int, ...], zone: int,
              go: Callable[[], Tree]) -> Tree:
    """Store the nine ``int`` fields, ``tm_gmtoff`` 0 and ``tm_zone`` at ``ptr``."""
    addr = address_of(ptr)
    if addr == 0:
        return c.ub("null struct tm pointer")
    values = (*fields, 0, zone)
    return c.seq([Write(NA, ptr + OFFSETS[f], v, TYPES[f], _mine(c, addr, f))
                  for f, v in enumerate(values)], ("tm", values), go)


def _broken_down(local: bool, static: bool) -> Routine:
    """``gmtime``/``localtime`` (``static``: into the static ``struct tm``) and their
    ``_r`` forms."""
    def routine(c: Call, a: list[Any]) -> Tree:
        def convert(t: int) -> Tree:
            fields = fits(t)
            if fields is None:
                return set_errno(c, EOVERFLOW, lambda: c.k(0))
            out = _area(c) + TM if static else a[1]
            return _write_tm(c, out, fields, _area(c) + (UTC if local else GMT),
                             lambda: c.k(out))
        return _read_time(c, a[0], convert)
    return routine


def _make_time(local: bool) -> Routine:
    """``mktime`` (the local zone, UTC, with glibc's reading of ``tm_isdst > 0``) and
    ``timegm``: the time, the fields normalised (``-1`` and ``EOVERFLOW`` when its year does
    not fit; ``timegm`` has set ``tm_isdst`` to 0 then)."""
    def routine(c: Call, a: list[Any]) -> Tree:
        def convert(values: tuple[Any, ...]) -> Tree:
            t = (local_seconds if local else seconds)(values)
            fields = fits(t)
            if fields is None:
                def fail() -> Tree:
                    return set_errno(c, EOVERFLOW, lambda: c.k(-1))
                if local:
                    return fail()
                return c.then(Write(NA, a[0] + 4 * ISDST, 0, "i32", _mine(
                    c, address_of(a[0]), ISDST)), ("dst", values), lambda _: fail())
            return _write_tm(c, a[0], fields, _area(c) + (UTC if local else GMT),
                             lambda: c.k(t))
        return _read_tm(c, a[0], DATE, "field", lambda values: _defined(
            c, values, DATE, convert))
    return routine


def _asctime(c: Call, fields: Any, buf: Any, size: int | None) -> Tree:
    """Write ``asctime``'s text of ``fields`` into ``buf`` (of ``size`` bytes; ``None``:
    the static buffer, long enough for any) and return ``buf``; NULL and ``EOVERFLOW``
    when it does not fit."""
    text = asctime_text(fields)
    if text is None or (size is not None and len(text) >= size):
        return set_errno(c, EOVERFLOW, lambda: c.k(0))
    return write_bytes(c, buf, text + b"\0", "text", lambda: c.k(buf))


def _asctime_routine(static: bool) -> Routine:
    def routine(c: Call, a: list[Any]) -> Tree:
        return _read_tm(c, a[0], ASCTIME, "field", lambda values: _defined(
            c, values, ASCTIME, lambda v: _asctime(
                c, v, _area(c) + BUFFER if static else a[1], None if static else ASCTIME_R_SIZE)))
    return routine


def _ctime(static: bool) -> Routine:
    """``ctime(t)``: ``asctime(localtime(t))`` (so the static ``struct tm`` is written too);
    ``ctime_r(t, buf)``: ``asctime_r`` of ``localtime_r`` into a ``struct tm`` of its own.
    NULL with ``EINVAL`` when the time does not fit a ``struct tm`` (glibc's)."""
    def routine(c: Call, a: list[Any]) -> Tree:
        def convert(t: int) -> Tree:
            fields = fits(t)
            if fields is None:
                return set_errno(c, EINVAL, lambda: c.k(0))
            if not static:
                return _asctime(c, fields, a[1], ASCTIME_R_SIZE)
            return _write_tm(c, _area(c) + TM, fields, _area(c) + UTC,
                             lambda: _asctime(c, fields, _area(c) + BUFFER, None))
        return _read_time(c, a[0], convert)
    return routine


def _strftime(c: Call, a: list[Any]) -> Tree:
    """``strftime(s, max, format, tm)``: the text and a NUL when they fit in ``max``
    bytes (its length), else 0 and nothing written."""
    limit = a[1] & 0xFFFFFFFFFFFFFFFF

    def formatted(fmt: bytes, tm: Tm) -> Tree:
        try:
            text = strftime_text(fmt, tm, limit)
        except Undefined as exc:
            return c.ub(f"{exc.field} of the struct tm is undefined")
        except NeedZone:
            return c.cstring(tm.values[ZONE], ("zone", fmt, tm.values),
                             lambda zone: formatted(fmt, Tm(tm.values, zone)))
        except TooLong:
            return c.fail(f"text longer than {MAX_OUTPUT} bytes")
        if text is None:
            return c.k(0)
        return write_bytes(c, a[0], text + b"\0", "out", lambda: c.k(len(text)))
    return c.cstring(a[2], "format", lambda fmt: _read_tm(
        c, a[3], ALL, ("field", fmt), lambda values: formatted(fmt, Tm(values))))


TIME: dict[str, Routine] = {
    "gmtime": _broken_down(False, True), "gmtime_r": _broken_down(False, False),
    "localtime": _broken_down(True, True), "localtime_r": _broken_down(True, False),
    "mktime": _make_time(True), "timegm": _make_time(False),
    "difftime": lambda c, a: c.k(FP(norm(a[0], 64) - norm(a[1], 64))),
    "asctime": _asctime_routine(True), "asctime_r": _asctime_routine(False),
    "ctime": _ctime(True), "ctime_r": _ctime(False),
    "strftime": _strftime,
    "tzset": lambda c, a: c.k(None),  # the zone is UTC: nothing to read
}
