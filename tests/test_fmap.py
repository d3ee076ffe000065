"""FrozenMap (core/fmap.py): a persistent map that behaves as an immutable dict whatever its
size, with structural equality and hashing (issue 20)."""

import pickle

from ctreelab.fmap import EMPTY, LEAF, SMALL, FrozenMap
from hypothesis import given, settings
from hypothesis import strategies as st

keys = st.one_of(st.integers(-3, 3 * SMALL), st.integers(), st.text(max_size=3))
ops = st.lists(st.tuples(st.booleans(), keys, st.integers(0, 3)), max_size=300)
# a start below, near and above the size where a map becomes a trie
bases = st.sampled_from([0, SMALL - 8, SMALL + 8, 3 * SMALL])


def replay(start: FrozenMap, model: dict, steps) -> FrozenMap:
    m = start
    for put, k, v in steps:
        if put:
            m = m.set(k, v)
            model[k] = v
        else:
            m = m.delete(k)
            model.pop(k, None)
        assert len(m) == len(model)
    return m


def check_like(m: FrozenMap, model: dict) -> None:
    assert len(m) == len(model) and bool(m) == bool(model)
    assert dict(m.items()) == model and dict(m) == model
    assert sorted(map(repr, m)) == sorted(map(repr, model))
    assert sorted(map(repr, m.values())) == sorted(map(repr, model.values()))
    assert set(m.keys()) == set(model)
    for k, v in model.items():
        assert k in m and m[k] == v and m.get(k) == v
    assert m.get("absent key", 7) == 7 and "absent key" not in m
    assert m == model and m == FrozenMap(model)
    assert hash(m) == hash(FrozenMap(model))
    assert pickle.loads(pickle.dumps(m)) == m


@settings(max_examples=80, deadline=None)
@given(bases, ops, ops)
def test_against_dict(base, first, second):
    """Random writes and deletions: the map reads as the dict does; equal contents reached by
    different histories are equal and hash equal; the old versions are unchanged."""
    model: dict = {i: 0 for i in range(base)}
    m = replay(FrozenMap(model), model, first)
    check_like(m, model)
    snapshot = dict(model)
    m2 = replay(m, model, second)
    check_like(m2, model)
    check_like(m, snapshot)  # persistence: m did not change
    # the same contents in another order (and through a trie and back)
    other = FrozenMap()
    for k in reversed(list(model)):
        other = other.set(k, model[k])
    assert other == m2 and hash(other) == hash(m2)
    assert (m == m2) == (snapshot == model)


def test_large_maps_share_and_compare_structurally():
    """Past SMALL entries the map is a trie (of buckets of at most LEAF entries): equality and hashing depend on the contents only,
    also after deletions shrink it back."""
    n = 10 * SMALL  # deep enough for nodes below the root (32 buckets of LEAF)
    a = FrozenMap((i * 8, i) for i in range(n))
    b = EMPTY
    for i in reversed(range(n)):
        b = b.set(i * 8, i)
    assert a == b and hash(a) == hash(b)
    c = b.set(8, -1)
    assert c != b and c[8] == -1 and b[8] == 1 and len(c) == n
    assert c.set(8, 1) == a and hash(c.set(8, 1)) == hash(a)
    d = a.update_many((i * 8 + 1, 0) for i in range(n))
    assert len(d) == 2 * n and d.delete(1) != d
    for i in range(n):
        d = d.delete(i * 8 + 1)
    assert d == a and hash(d) == hash(a)
    small = a
    for i in range(n - 3):
        small = small.delete(i * 8)
    assert type(a) is not FrozenMap and type(small) is FrozenMap and LEAF < SMALL
    assert small == FrozenMap({8 * i: i for i in range(n - 3, n)})
    assert a != {0: 0} and a != 5 and FrozenMap({1: 2}) == {1: 2}


def test_immutable_and_unhashable_values():
    m = FrozenMap({1: 2})
    try:
        m[1] = 3  # type: ignore[index]
    except TypeError:
        pass
    else:
        raise AssertionError("FrozenMap accepted an item assignment")
    big = FrozenMap((i, [i]) for i in range(2 * SMALL))  # unhashable values: fine until hashed
    assert big.set(0, [1])[0] == [1] and big == FrozenMap((i, [i]) for i in range(2 * SMALL))
    try:
        hash(big)
    except TypeError:
        pass
    else:
        raise AssertionError("a map of lists hashed")
    assert repr(FrozenMap({1: 2})) == "FrozenMap({1: 2})"
