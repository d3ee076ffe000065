"""``pthread_cond_signal`` and ``_broadcast`` synchronise memory (POSIX XBD 4.12; glibc's
lock-prefixed updates drain an x86 store buffer): under x86-TSO a thread woken by a
signal sees what the signaller stored before it.  They order nothing in C11, so under
Promising a relaxed load after the wake-up may still read the older value, and a plain
access still races (tests/bugs/race/wrong/condvar_peek.c)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from ctreelab.pipeline import PipelineSpec, build
from ctreelab.registry import Registry

from helpers import shown

COND_PUBLISH_C = """\
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
atomic_int data;

void *producer(void *arg) {
    (void)arg;
    atomic_store_explicit(&data, 42, memory_order_relaxed);
    pthread_cond_%s(&c);
    return NULL;
}

int main(void) {
    pthread_mutex_lock(&m);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    pthread_cond_wait(&c, &m);  /* woken by the signal, or waiting forever if it came first */
    printf("%%d\\n", atomic_load_explicit(&data, memory_order_relaxed));
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
"""

WOKEN = 'done  output="42\\n" ret=0'
STALE = 'done  output="0\\n" ret=0'
LOST = "deadlock: thread 1 waits on condition variable c"


@pytest.mark.skipif(shutil.which("clang") is None,
                    reason="needs clang (Debian: apt-get install clang)")
@pytest.mark.parametrize("call", ["signal", "broadcast"])
@pytest.mark.parametrize(("model", "expected"), [("sc", {WOKEN, LOST}), ("tso", {WOKEN, LOST}),
                                                 ("promising", {WOKEN, STALE, LOST})])
def test_a_signal_publishes_the_signallers_stores_under_tso(
        tmp_path: Path, call: str, model: str, expected: set[str]) -> None:
    src = tmp_path / "cond_publish.c"
    src.write_text(COND_PUBLISH_C % call)
    spec = PipelineSpec(program=str(src), memory=model)
    assert shown(build(spec, Registry.discover()).run()) == expected
