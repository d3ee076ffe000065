"""The one file-reading helper of every input reader (ctreelab.inputfile)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ctreelab.inputfile import InputFileError, read_bytes, read_text


def reason(path: Path | str, limit: int | None = None) -> str:
    with pytest.raises(InputFileError) as info:
        read_text(path, limit)
    assert str(info.value) == f"{path}: {info.value.reason}"
    return info.value.reason


def test_reads_utf8_text(tmp_path: Path) -> None:
    p = tmp_path / "ok.txt"
    p.write_text("caf\u00e9\n", encoding="utf-8")
    assert read_text(p) == "caf\u00e9\n"
    assert read_bytes(p) == "caf\u00e9\n".encode()


def test_each_reason(tmp_path: Path) -> None:
    assert reason(tmp_path / "none") == "No such file or directory"
    assert reason(tmp_path) == "Is a directory"
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert reason(fifo) == "not a regular file (a FIFO)"
    assert reason("/dev/zero") == "not a regular file (a character device)"
    bad = tmp_path / "latin1.txt"
    bad.write_bytes(b"abc\xe9")
    assert reason(bad) == "not UTF-8 text (invalid byte at offset 3)"
    big = tmp_path / "big.txt"
    big.write_bytes(b"x" * 2048)
    assert reason(big, 1024) == ("larger than the input size limit of 0.000976562 MB "
                                 "(set CTREELAB_MAX_INPUT_MB to change it)")
    assert read_text(big, 2048) == "x" * 2048


def test_size_limit_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "big.txt"
    big.write_bytes(b"x" * (2 * 1024 * 1024))
    monkeypatch.setenv("CTREELAB_MAX_INPUT_MB", "1")
    assert reason(big) == ("larger than the input size limit of 1 MB "
                           "(set CTREELAB_MAX_INPUT_MB to change it)")
    monkeypatch.setenv("CTREELAB_MAX_INPUT_MB", "3")
    assert len(read_text(big)) == 2 * 1024 * 1024
