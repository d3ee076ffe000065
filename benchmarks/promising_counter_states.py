"""How many distinct Promising states the workers of ``counter`` (issue 7, family 1) reach,
ignoring main: each worker's number of increments done and the timeline position of its
last one (its view of the counter).  These differ by history, so merging cannot collapse
them; this is why counter N=6 under ``promising`` stays far from the 10 s target.

Usage:  python benchmarks/promising_counter_states.py [N ...]   (K = 2 increments each)
"""

from __future__ import annotations

import sys

K = 2


def worker_states(n: int) -> int:
    start = ((0, 0),) * n  # (increments done, position of the last one)
    seen, frontier = {start}, [start]
    while frontier:
        following = []
        for s in frontier:
            position = sum(done for done, _ in s) + 1
            for i, (done, _) in enumerate(s):
                if done < K:
                    t = (*s[:i], (done + 1, position), *s[i + 1:])
                    if t not in seen:
                        seen.add(t)
                        following.append(t)
        frontier = following
    return len(seen)


if __name__ == "__main__":
    for n in map(int, sys.argv[1:] or ["4", "5", "6"]):
        print(f"counter N={n}, K={K}: {worker_states(n):,} worker states")
