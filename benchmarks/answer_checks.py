"""The cost of checking a third-party memory model's answers (``check_answers``).

The shipped third-party model ``zeroinit`` (examples/third_party_memory) runs each program
with the check on (its default) and off; best of ``--repeat`` runs, the ratio on/off.

    python benchmarks/answer_checks.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples" / "third_party_memory" / "src"))

from ctreelab.hookspecs import hookimpl  # noqa: E402
from ctreelab.pipeline import PipelineSpec, build  # noqa: E402
from ctreelab.registry import Registry  # noqa: E402
from ctreelab_zeroinit.model import ZeroInit  # noqa: E402


class Unchecked(ZeroInit):
    name = "zeroinit-unchecked"
    check_answers = False


class Plugin:
    @hookimpl
    def ctreelab_register_memory_models(self) -> list[type]:
        return [ZeroInit, Unchecked]


PROGRAMS = [("listing2.muir", {"reduce": False}), ("counter.muir", {}), ("listing1.muir", {})]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    registry = Registry.discover(extra=[("zeroinit-bench", Plugin())])
    print(f"{'program':<28}{'states':>8}{'checked s':>11}{'unchecked s':>13}{'ratio':>7}")
    for name, options in PROGRAMS:
        best: dict[str, float] = {}
        states = 0
        for _ in range(args.repeat):
            for model in ("zeroinit", "zeroinit-unchecked"):
                spec = PipelineSpec(program=str(ROOT / "examples" / name), memory=model,
                                    scheduler_options=dict(options))
                start = time.perf_counter()
                result = build(spec, registry).run()
                best[model] = min(best.get(model, 1e9), time.perf_counter() - start)
                states = result.stats.get("states", 0)
        label = name + (" (no reduction)" if options else "")
        print(f"{label:<28}{states:>8}{best['zeroinit']:>11.3f}"
              f"{best['zeroinit-unchecked']:>13.3f}"
              f"{best['zeroinit'] / best['zeroinit-unchecked']:>7.2f}")


if __name__ == "__main__":
    main()
