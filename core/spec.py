"""Reading TOML pipeline specs (DESIGN §4) into a :class:`PipelineSpec`.

Errors name the file, the line and column of the offending key (or table), what was
expected and, for names, the known ones.  ``tomllib`` does not report positions of keys, so
they are located in the source text: the table headers are tracked line by line and the
first assignment of the key inside the right table is taken.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path
from typing import Any

from .errors import SpecError
from .inputfile import InputFileError, read_text
from .pipeline import Located, PipelineSpec, StageSpec
from .stage import RACE_MODES

TOP_LEVEL = {
    "program": "the program to run (path, language)",
    "stage": "the interpretation stack, one [[stage]] per stage",
    "scheduler": "the scheduler and its options",
    "observe": "what to observe (globals)",
    "checks": "which errors to look for (races)",
}
PROGRAM_KEYS = ("language", "path", "entry", "cflags", "nondet-range")
LANGUAGE_OPTION_KEYS = ("cflags", "nondet-range")  # passed to the language as its options
PROGRAM_HELP = {  # the reference's [program] table (docs/generate.py)
    "path": "the program file, relative to the spec file (required)",
    "language": "the language (default: chosen by the file's extension)",
    "entry": "run this function (no arguments) instead of main; its value is `ret` "
             "(muir, llvm)",
    "cflags": "the language option below (llvm: clang flags for .c/.cpp input)",
    "nondet-range": "the language option below (llvm: the integers __VERIFIER_nondet_* "
                    "returns)",
}
OBSERVE_KEYS = ("globals",)
CHECKS_KEYS = ("races",)

_HEADER = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_.\-\"' ]+?)\s*\]\]?\s*(#.*)?$")


class _Locator:
    """Finds the line and column of tables and keys in the TOML text."""

    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.lines = text.splitlines()
        self.sections: list[tuple[str, int, int]] = []  # (table, occurrence, line index)
        counts: dict[str, int] = {}
        for i, line in enumerate(self.lines):
            m = _HEADER.match(line)
            if m:
                name = m.group(2).strip().strip("\"'")
                n = counts.get(name, 0)
                counts[name] = n + 1
                self.sections.append((name, n, i))

    def table(self, name: str, occurrence: int = 0) -> Located:
        """The ``[name]`` header, or the top-level ``name = ...`` line (inline table)."""
        for table, n, i in self.sections:
            if table == name and n == occurrence:
                col = self.lines[i].index("[") + 1
                return Located(self.path, i + 1, col)
        return self.key(None, name)

    def key(self, table: str | None, key: str, occurrence: int = 0) -> Located:
        """Where ``key = ...`` is assigned inside ``table`` (a section or an inline table)."""
        pattern = re.compile(r"(^\s*|[{,]\s*)[\"']?" + re.escape(key) + r"[\"']?\s*=")
        if table is None:
            start, end = 0, self.sections[0][2] if self.sections else len(self.lines)
        else:
            found = [(i, j) for j, (t, n, i) in enumerate(self.sections)
                     if t == table and n == occurrence]
            if not found:  # maybe an inline table: `table = { key = ... }`
                inline = self.key(None, table)
                if inline.line is None:
                    return inline
                m = pattern.search(self.lines[inline.line - 1], inline.col or 0)
                return inline if m is None else Located(self.path, inline.line, m.end(1) + 1)
            i, j = found[0]
            start = i + 1
            end = self.sections[j + 1][2] if j + 1 < len(self.sections) else len(self.lines)
        for i in range(start, end):
            m = pattern.match(self.lines[i])
            if m:
                return Located(self.path, i + 1, m.end(1) + 1)
        return self.table(table, occurrence) if table else Located(self.path, None, None)


def load_spec(path: str | Path) -> PipelineSpec:
    """Read and validate a pipeline spec; program paths are relative to the spec's folder."""
    p = Path(path)
    shown = str(path)
    try:
        text = read_text(p)
    except InputFileError as exc:
        raise SpecError(shown, None, None, f"cannot read spec: {exc.reason}") from None
    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise SpecError(shown, None, None, "invalid TOML: arrays or tables nested too "
                                           "deeply") from None
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        m = re.search(r"\(at line (\d+), column (\d+)\)", msg)
        line, col = (int(m.group(1)), int(m.group(2))) if m else (None, None)
        raise SpecError(shown, line, col, "invalid TOML: " + re.sub(r"\s*\(at .*\)$", "", msg)) from None
    except ValueError:  # tomllib converts integers with int(): over Python's digit limit
        raise SpecError(shown, None, None, "invalid TOML: an integer with more than "
                        f"{sys.get_int_max_str_digits()} digits") from None
    return _interpret(data, _Locator(shown, text), p.parent)


def _expect(value: Any, typ: type, where: Located, what: str) -> Any:
    if not isinstance(value, typ) or (typ is not bool and isinstance(value, bool)):
        names: dict[type, str] = {str: "a string", dict: "a table", list: "an array"}
        raise where.error(f"{what} must be {names.get(typ, typ.__name__)}, "
                          f"got {type(value).__name__} {value!r}")
    return value


def _unknown_keys(table: dict[str, Any], known: tuple[str, ...], loc: _Locator,
                  name: str) -> None:
    for key in table:
        if key not in known:
            raise loc.key(name, key).error(
                f"unknown key {key!r} in [{name}] (known: {', '.join(known)})")


def _interpret(data: dict[str, Any], loc: _Locator, base: Path) -> PipelineSpec:
    for key in data:
        if key not in TOP_LEVEL:
            found = loc.table(key) if any(t == key for t, _, _ in loc.sections) else loc.key(None, key)
            raise found.error(f"unknown table {key!r} (known: {', '.join(TOP_LEVEL)})")
    where: dict[str, Located] = {}

    program = _expect(data.get("program"), dict, loc.table("program"), "[program]") \
        if "program" in data else None
    if program is None:
        raise Located(loc.path, 1, 1).error("missing [program] table with path = \"...\"")
    _unknown_keys(program, PROGRAM_KEYS, loc, "program")
    if "path" not in program:
        raise loc.table("program").error("[program] needs path = \"<program file>\"")
    path = _expect(program["path"], str, loc.key("program", "path"), "program.path")
    language = program.get("language")
    if language is not None:
        _expect(language, str, loc.key("program", "language"), "program.language")
        where["program.language"] = loc.key("program", "language")
    entry = program.get("entry")
    if entry is not None:
        _expect(entry, str, loc.key("program", "entry"), "program.entry")

    language_options = {k: program[k] for k in LANGUAGE_OPTION_KEYS if k in program}
    for key in language_options:
        where[f"program.{key}"] = loc.key("program", key)

    stages = None
    if "stage" in data:
        raw = _expect(data["stage"], list, loc.table("stage"), "stage (use [[stage]] tables)")
        stages = tuple(_stage(item, n, loc) for n, item in enumerate(raw))

    scheduler, sched_options = "exhaustive", {}
    if "scheduler" in data:
        table = dict(_expect(data["scheduler"], dict, loc.table("scheduler"), "[scheduler]"))
        where["scheduler"] = loc.table("scheduler")
        if "use" in table:
            scheduler = _expect(table.pop("use"), str, loc.key("scheduler", "use"), "scheduler.use")
            where["scheduler"] = loc.key("scheduler", "use")
        sched_options = table
        for key in table:
            where[f"scheduler.{key}"] = loc.key("scheduler", key)

    observe: tuple[str, ...] = ()
    if "observe" in data:
        table = _expect(data["observe"], dict, loc.table("observe"), "[observe]")
        _unknown_keys(table, OBSERVE_KEYS, loc, "observe")
        g_where = loc.key("observe", "globals")
        globals_ = _expect(table.get("globals", []), list, g_where, "observe.globals")
        for g in globals_:
            _expect(g, str, g_where, "each observed global")
        observe = tuple(globals_)
        where["observe.globals"] = g_where

    races = None
    if "checks" in data:
        table = _expect(data["checks"], dict, loc.table("checks"), "[checks]")
        _unknown_keys(table, CHECKS_KEYS, loc, "checks")
        if "races" in table:
            r_where = loc.key("checks", "races")
            races = _expect(table["races"], str, r_where, "checks.races")
            if races not in RACE_MODES:
                raise r_where.error(f"checks.races must be one of {', '.join(RACE_MODES)}, "
                                    f"got {races!r}")
            where["checks.races"] = r_where

    program_path = Path(path)
    if not program_path.is_absolute():
        program_path = base / program_path
    return PipelineSpec(program=str(program_path), language=language, stages=stages,
                        scheduler=scheduler, scheduler_options=sched_options, observe=observe,
                        source=loc.path, where=where, entry=entry or None,
                        language_options=language_options, races=races)


def _stage(item: Any, n: int, loc: _Locator) -> StageSpec:
    table = dict(_expect(item, dict, loc.table("stage", n), f"stage #{n + 1}"))
    if "use" not in table:
        raise loc.table("stage", n).error(f"[[stage]] #{n + 1} needs use = \"<stage name>\"")
    use = _expect(table.pop("use"), str, loc.key("stage", "use", n), "stage.use")
    return StageSpec(use, table, loc.key("stage", "use", n),
                     {key: loc.key("stage", key, n) for key in table})
