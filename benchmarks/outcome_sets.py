"""Record the outcome sets of many programs, and compare two recordings.

Used to report which outcome sets a change to the explorer or a model changed: record with
the old code and with the new one (the same command, another checkout on ``PYTHONPATH``),
then compare.

Usage:
    python benchmarks/outcome_sets.py record OUT.json [--models sc,tso,promising]
        [--timeout 20] [--programs FILE ...] [--observe-globals]
    python benchmarks/outcome_sets.py compare OLD.json NEW.json

By default it records every μIR and litmus example, every C program of ``examples/c``,
``tests/`` and ``benchmarks/programs`` (the ``.ll`` files with a ``main``).  A run that
reaches its budget is recorded with its ``budget`` outcome, and ``compare`` reports such
pairs apart (they cannot be compared).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from ctreelab.errors import CtreelabError
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

ROOT = Path(__file__).resolve().parent.parent


def default_programs() -> list[Path]:
    out = sorted((ROOT / "examples").glob("*.muir"))
    out += sorted((ROOT / "examples" / "litmus").glob("*.litmus"))
    for folder in ("examples/c", "tests", "benchmarks/programs"):
        out += sorted(p for p in (ROOT / folder).rglob("*.ll")
                      if "define" in (text := p.read_text(errors="replace"))
                      and "@main(" in text and "llvm_asserts" not in p.parts)
    return out


def observed_globals(path: Path) -> tuple[str, ...]:
    """The variables (not constants) an ``.ll`` file defines, to observe them all."""
    if path.suffix != ".ll":
        return ()
    return tuple(re.findall(r"^@([A-Za-z_][\w$]*) = (?:[a-z_]+ )*global ",
                            path.read_text(errors="replace"), re.MULTILINE))


def record(args: argparse.Namespace) -> int:
    programs = [Path(p) for p in args.programs] if args.programs else default_programs()
    registry = Registry.discover()
    table: dict[str, object] = {}
    for path in programs:
        for model in args.models.split(","):
            where = path.resolve()
            name = f"{where.relative_to(ROOT) if where.is_relative_to(ROOT) else path} {model}"
            spec = PipelineSpec(program=str(path), memory=model,
                                scheduler_options={"timeout": args.timeout},
                                observe=observed_globals(path) if args.observe_globals else ())
            try:
                result = build(spec, registry).run()
                table[name] = sorted(o.show() for o in result.outcomes)
            except CtreelabError as exc:
                table[name] = f"error: {exc}"
            except Exception as exc:  # noqa: BLE001 - recorded: the point is to compare
                table[name] = f"exception: {type(exc).__name__}: {exc}"
            print(name, "…" if isinstance(table[name], list) else table[name], file=sys.stderr)
    Path(args.out).write_text(json.dumps(table, indent=1, sort_keys=True))
    return 0


def compare(args: argparse.Namespace) -> int:
    old, new = (json.loads(Path(p).read_text()) for p in (args.old, args.new))
    changed = unknown = 0
    for name in sorted(set(old) | set(new)):
        a, b = old.get(name), new.get(name)
        if a == b:
            continue
        if any(isinstance(x, list) and any(o.startswith("budget") for o in x) for x in (a, b)):
            unknown += 1
            print(f"budget  {name}")
            continue
        changed += 1
        print(f"changed {name}\n  old: {a}\n  new: {b}")
    print(f"{len(set(old) | set(new))} runs · {changed} changed · {unknown} not comparable "
          f"(a budget was reached)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("record")
    r.add_argument("out")
    r.add_argument("--models", default="sc,tso,promising")
    r.add_argument("--timeout", type=float, default=20.0)
    r.add_argument("--programs", nargs="*")
    r.add_argument("--observe-globals", action="store_true",
                   help="observe every global variable of the .ll programs")
    c = sub.add_parser("compare")
    c.add_argument("old")
    c.add_argument("new")
    args = parser.parse_args()
    return record(args) if args.command == "record" else compare(args)


if __name__ == "__main__":
    sys.exit(main())
