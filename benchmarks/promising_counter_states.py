"""How many distinct Promising states the workers of ``counter`` (issue 7, family 1) reach,
ignoring main: each worker's number of increments done and the timeline position of its
last one (its view of the counter).  These differ by history, so merging alone cannot
collapse them.  Promising forgets the view of a worker whose next action is an increment
(the counter's timeline is a gapless chain of updates, so the increment goes after the last
message whatever the view, and it overwrites the view): the second count.  What stays is
where each *finished* worker's last increment landed, which main's synchronising joins
carry to its final load; this is why counter N=6 under ``promising`` stays above the 10 s
target.

Usage:  python benchmarks/promising_counter_states.py [N ...]   (K = 2 increments each)
"""

from __future__ import annotations

import sys

K = 2


def worker_states(n: int, settled: bool) -> int:
    """Distinct ``(increments done, position of the last one)`` tuples; with ``settled``, the
    position of a worker with increments left is forgotten."""
    def kept(done: int, position: int) -> tuple[int, int]:
        return (done, 0) if settled and done < K else (done, position)

    start = ((0, 0),) * n
    seen, frontier = {start}, [start]
    while frontier:
        following = []
        for s in frontier:
            position = sum(done for done, _ in s) + 1
            for i, (done, _) in enumerate(s):
                if done < K:
                    t = (*s[:i], kept(done + 1, position), *s[i + 1:])
                    if t not in seen:
                        seen.add(t)
                        following.append(t)
        frontier = following
    return len(seen)


if __name__ == "__main__":
    for n in map(int, sys.argv[1:] or ["4", "5", "6"]):
        print(f"counter N={n}, K={K}: {worker_states(n, False):,} worker states, "
              f"{worker_states(n, True):,} once views about to be overwritten are forgotten")
