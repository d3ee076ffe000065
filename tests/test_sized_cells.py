"""Sized cells of byte-addressed languages (ctreelab.cells) and the sc model's use of them."""

from __future__ import annotations

import pytest

from ctreelab.cells import Zeros, get, load, mixed_size, size_of, store
from ctreelab.fmap import EMPTY, FrozenMap
from ctreelab.values import UNDEF


def stored(*writes: tuple[int, str, object]) -> tuple[FrozenMap, FrozenMap]:
    cells, widths = EMPTY, EMPTY
    for addr, ty, value in writes:
        cells, widths = store(cells, widths, addr, ty, value)
    return cells, widths


def test_sizes() -> None:
    assert [size_of(t) for t in ("int", "i1", "i8", "i16", "i24", "i32", "i64", "ptr")] == [
        None, 1, 1, 2, 3, 4, 8, 8]
    with pytest.raises(ValueError, match="^unknown access type 'f32' "):
        size_of("f32")


def test_same_size_round_trip_keeps_the_value() -> None:
    cells, widths = stored((100, "i32", -5), (104, "ptr", 4096))
    assert (load(cells, widths, 100, "i32"), load(cells, widths, 104, "ptr")) == (-5, 4096)


def test_bytes_of_a_wider_store_little_endian_and_signed() -> None:
    cells, widths = stored((100, "i32", 0x11223380))
    assert [load(cells, widths, 100 + k, "i8") for k in range(4)] == [-128, 0x33, 0x22, 0x11]
    assert load(cells, widths, 102, "i16") == 0x1122


def test_wider_load_assembles_bytes_and_missing_bytes_are_undef() -> None:
    cells, widths = stored(*[(200 + k, "i8", b) for k, b in enumerate((1, 2, 3, -1))])
    assert load(cells, widths, 200, "i32") == -0xFCFDFF  # bytes 01 02 03 ff
    assert load(cells, widths, 200, "i64") is UNDEF
    cells, widths = stored((300, "i32", 7), (304, "i32", UNDEF))
    assert load(cells, widths, 300, "i64") is UNDEF


def test_partial_overwrite_splits_the_old_cell() -> None:
    cells, widths = stored((100, "i64", 0x0102030405060708), (102, "i16", 0))
    assert load(cells, widths, 100, "i64") == 0x0102030400000708
    assert widths == {100: 1, 101: 1, 102: 2, 104: 1, 105: 1, 106: 1, 107: 1}
    cells, widths = store(cells, widths, 100, "i64", 9)
    assert (dict(cells), dict(widths)) == ({100: 9}, {100: 8})


def test_mixed_size_detection() -> None:
    _, widths = stored((100, "i32", 1))
    assert mixed_size(widths, 100, "i32") is None
    assert mixed_size(widths, 104, "i32") is None
    assert mixed_size(widths, 102, "i8") == (100, 4)
    assert mixed_size(widths, 96, "i64") == (100, 4)
    assert mixed_size(widths, 100, "int") is None


def test_zero_regions() -> None:
    """Bytes of a zero region that no one wrote read as 0; written ones as written; a load
    that leaves the region, or a byte outside it, is ``undef``."""
    zeros = Zeros(((4096, 8192), (16, 32)))
    assert zeros.covers(16, 16) and zeros.covers(8188, 4) and not zeros.covers(8190, 4)
    assert not zeros.covers(15) and not zeros.covers(32) and Zeros() == Zeros(())
    cells, widths = stored((5000, "i8", 1), (6000, "i32", -1))
    assert load(cells, widths, 4999, "i32", zeros) == 0x100
    assert load(cells, widths, 5000, "i8", zeros) == 1
    assert load(cells, widths, 4096, "i64", zeros) == 0
    assert load(cells, widths, 5998, "i32", zeros) == -65536  # 00 00 ff ff
    assert load(cells, widths, 8190, "i32", zeros) is UNDEF
    assert load(cells, widths, 4999, "i32") is UNDEF  # without the regions
    assert get(cells, 20, zeros) == 0 and get(cells, 40, zeros) is UNDEF
    assert load(EMPTY, EMPTY, 20, "int", zeros) == 0
    assert hash(zeros) == hash(Zeros(((16, 32), (4096, 8192))))
