"""One table row for the races of one pair of accesses over several elements or bytes
(core/race_groups.py), on outcomes and on a C program whose string copy races byte by byte."""

from __future__ import annotations

import operator
import shutil
from pathlib import Path

import pytest
from ctreelab.cli import app
from ctreelab.outcome import Outcome
from ctreelab.race_groups import group
from typer.testing import CliRunner


def race(reader: str, writer: str = "buf[0]", line: int = 9, thread: int | None = None,
         observed: tuple[tuple[str, str], ...] = ()) -> Outcome:
    return Outcome("race", observed, reason=(
        f"data race: thread 1 reads {reader} (not_atomic) at a.c:{line} and thread 2 writes "
        f"{writer} (not_atomic) at a.c:4"), thread=thread)


def shown(rows: list[tuple[Outcome, int]]) -> list[tuple[str, int, int]]:
    return [(o.show(), n, len(members)) for o, n, members in group(rows, operator.add)]


def test_races_that_differ_in_an_index_are_one_row_with_the_indices_as_spans() -> None:
    done = Outcome("done", (), 0)
    rows = [(done, 5), *((race(f"buf[{i}]"), i + 1) for i in (0, 1, 2, 3, 6))]
    assert shown(rows) == [
        ("done  ret=0", 5, 1),
        (("race: data race: thread 1 reads buf[0..3,6] (not_atomic) at a.c:9 and thread 2 "
         "writes buf[0] (not_atomic) at a.c:4 (5 outcomes, one per index)"), 17, 5)]


def test_every_index_position_and_heap_offsets_are_spanned() -> None:
    heap = "offset {} of the 8-byte heap block allocated at a.c:3"
    rows = [(race(f"m[{i}][{j}]", heap.format(j)), 1) for i in (0, 1) for j in (4, 5)]
    assert shown(rows) == [
        (("race: data race: thread 1 reads m[0..1][4..5] (not_atomic) at a.c:9 and thread 2 "
         "writes offset 4..5 of the 8-byte heap block allocated at a.c:3 (not_atomic) at a.c:4 "
         "(4 outcomes, one per index)"), 4, 4)]


def test_what_is_not_an_index_keeps_rows_apart() -> None:
    """Another source line, thread, output before the race, or a race without an index."""
    rows = [(race("buf[0]"), 1), (race("buf[1]", line=10), 1), (race("buf[2]", thread=3), 1),
            (race("buf[3]", observed=(("output", "x"),)), 1), (race("flag"), 1),
            (race("flag", line=10), 1)]
    assert [n for *_, n in shown(rows)] == [1] * 6
    assert [o for o, *_ in shown(rows)] == [o.show() for o, _ in rows]


def test_counts_of_several_models_are_added_per_model() -> None:
    rows = [(race("buf[0]"), {"sc": 1}), (race("buf[1]"), {"sc": 2, "tso": 3})]
    [(_, counts, members)] = group(rows, lambda a, b: {m: a.get(m, 0) + b.get(m, 0)
                                                       for m in {**a, **b}})
    assert counts == {"sc": 3, "tso": 3} and len(members) == 2


LOGBUF_C = """\
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

char entries[2][16];
atomic_int count;

void *logger(void *arg) {
    (void)arg;
    strcpy(entries[0], "started");
    strcpy(entries[1], "stopped");
    atomic_store_explicit(&count, 2, memory_order_relaxed);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, logger, NULL);
    int n = atomic_load_explicit(&count, memory_order_acquire);
    for (int i = 0; i < n; i++)
        printf("%s\\n", entries[i]);
    pthread_join(t, NULL);
    return 0;
}
"""


@pytest.mark.skipif(shutil.which("clang") is None,
                    reason="needs clang (Debian: apt-get install clang)")
def test_a_string_copy_racing_byte_by_byte_is_one_row_per_pair_of_accesses(
        tmp_path: Path) -> None:
    """The logger publishes two strings with a relaxed store; the reader's byte-wise
    ``printf("%s")`` races with each 8-byte copy: 16 race outcomes, two rows; ``--witness
    race`` explains each row once; promising's undefined string byte names the array."""
    src = tmp_path / "logbuf.c"
    src.write_text(LOGBUF_C)
    runner = CliRunner()
    result = runner.invoke(app, ["run", str(src), "--memory", "tso"])
    assert result.exit_code == 10, result.output
    rows = [" ".join(line.split()) for line in result.output.splitlines()[2:-1]]
    access = "thread 1 reads entries[{0}][0..7] (not_atomic) at {1}:22 and thread 2 writes " \
             "entries[{0}][0] (not_atomic) at {1}:{2} (8 outcomes, one per index)"
    assert rows == [
        'done output="" ret=0 8', 'done output="started\\nstopped\\n" ret=0 1',
        f"race: data race: {access.format(0, src, 11)} 8",
        f'race: data race: {access.format(1, src, 12)}, output="started\\n" 8']
    assert result.output.splitlines()[-1].startswith("18 outcomes · 25 executions")
    witnesses = runner.invoke(app, ["run", str(src), "--memory", "tso", "--witness", "race"])
    assert [line.split(":")[0] for line in witnesses.output.splitlines()
            if line.startswith("witness")] == ["witness of row 3", "witness of row 4"]
    promising = runner.invoke(app, ["run", str(src), "--memory", "promising"])
    assert (f"ub: puts: string at entries[0] has an undefined byte at {src}:22 (thread 1)"
            in promising.output), promising.output
