"""The compact visited set (issue 20): ``visited = "digest"`` remembers configurations by
a 128-bit digest of their keys, and explores exactly what ``visited = "exact"`` explores
(same configurations, merges, executions and outcomes) on value-rich benchmark programs,
a spin loop and every model; the encoding under the digest is canonical."""

from __future__ import annotations

import dataclasses
import enum

import pytest
from ctreelab.branches import Sched
from ctreelab.fmap import FrozenMap
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry
from ctreelab_plugins.schedulers.digest import MAX_DEPTH, digest
from helpers import ROOT

PROGRAMS = ROOT / "benchmarks" / "programs" / "value_rich"
CASES = [("treiber_N2", "sc"), ("seqlock_N2", "sc"), ("sxly_rec_N2", "tso"), ("sxly_rec_N2", "promising"),
         ("ticketlock_N3", "sc"), ("treiber_N2", "tso"), ("rwlock_N3", "sc")]


def explore(program: str, model: str, visited: str) -> tuple[dict, frozenset]:
    spec = PipelineSpec(program=str(PROGRAMS / f"{program}.ll"), memory=model,
                        scheduler="exhaustive",
                        scheduler_options={"visited": visited, "max-states": 200_000})
    result = build(spec, Registry.discover()).run()
    assert not any(o.kind == "budget" for o in result.outcomes)
    stats = {k: result.stats[k] for k in ("states", "merged", "pruned", "cycles", "executions")}
    return stats, frozenset(result.outcomes.items())


@pytest.mark.parametrize(("program", "model"), CASES)
def test_digest_explores_what_exact_keys_explore(program: str, model: str) -> None:
    exact = explore(program, model, "exact")
    assert exact[0]["merged"] > 0
    assert explore(program, model, "digest") == exact


def test_equal_keys_give_equal_digests() -> None:
    a = FrozenMap({1: 2, 3: (4, "x")})
    b = FrozenMap({3: (4, "x"), 1: 2})  # equal, built in another order
    assert digest((a, frozenset({1, 2}))) == digest((b, frozenset({2, 1})))
    # fields outside equality (a Sched's footprints) do not count
    assert digest(Sched((1, 2))) == digest(Sched((1, 2), footprints=((), ())))


def test_different_keys_give_different_digests() -> None:
    keys = [(1,), (1, None), ((1,),), ("1",), (1.0,), (True,), FrozenMap({1: 2}),
            FrozenMap({2: 1}), frozenset({(1, 2)}), Sched((1, 2)), Sched((1, 3)), b"1"]
    assert len({digest(k) for k in keys}) == len(keys)
    assert all(type(digest(k)) is bytes and len(digest(k)) == 16 for k in keys)


class Colour(enum.Enum):
    red = 1


@dataclasses.dataclass(frozen=True, eq=False)
class ByIdentity:
    x: int


def test_what_the_encoding_does_not_cover_is_kept_exactly() -> None:
    odd = (1, ByIdentity(1))  # compared by identity: its fields say nothing
    assert digest(odd) is odd
    assert digest((object(),))[0] is not None and type(digest((object(),))) is tuple
    deep: tuple = ()
    for _ in range(MAX_DEPTH + 5):
        deep = (deep,)
    assert digest(deep) is deep  # deeper than the encoder goes: no recursion error
    assert digest((Colour.red,)) != digest((1,))


def test_an_unknown_visited_set_is_one_clear_error() -> None:
    spec = PipelineSpec(program=str(PROGRAMS / "treiber_N2.ll"), scheduler="exhaustive",
                        scheduler_options={"visited": "bloom"})
    with pytest.raises(Exception, match=r"option 'visited' must be one of: exact, digest "
                                        r"\(got 'bloom'\)"):
        build(spec, Registry.discover())
