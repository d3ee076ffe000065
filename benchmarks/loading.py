"""Load time of the LLVM front-end against module size (issue 24: loading is linear).

Generates ``.ll`` files whose ``@main`` is N straight-line blocks (each one ``add`` and a
``br`` to the next) and times loading them (parse, translate, layout: what ``ctreelab run``
does before exploring), for N = 2,500, 5,000, 10,000, 20,000; prints the seconds, the
microseconds per block and the ratio of each time to the previous one (2.0 = linear).

    .venv/bin/python benchmarks/loading.py [N ...]
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path


def straight_line(n: int) -> str:
    """``@main`` with ``n`` blocks in a row, each adding 1 to a counter."""
    lines = ["define i32 @main() {", "b0:", "  br label %b1"]
    for i in range(1, n + 1):
        prev = "0" if i == 1 else f"%v{i - 1}"
        lines += [f"b{i}:", f"  %v{i} = add i32 {prev}, 1", f"  br label %b{i + 1}"]
    lines += [f"b{n + 1}:", f"  ret i32 %v{n}", "}", ""]
    return "\n".join(lines)


def load_seconds(path: Path) -> float:
    from ctreelab.pipeline import PipelineSpec, build
    from ctreelab.registry import Registry

    start = time.perf_counter()
    build(PipelineSpec(program=str(path)), Registry.discover())
    return time.perf_counter() - start


def main(sizes: list[int]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        previous = None
        print(f"{'blocks':>8} {'seconds':>9} {'us/block':>9} {'ratio':>6}")
        for n in sizes:
            path = Path(tmp) / f"blocks{n}.ll"
            path.write_text(straight_line(n))
            t = load_seconds(path)
            ratio = f"{t / previous:6.2f}" if previous else "     -"
            print(f"{n:>8} {t:9.3f} {t / n * 1e6:9.1f} {ratio}")
            previous = t


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [2500, 5000, 10000, 20000])
