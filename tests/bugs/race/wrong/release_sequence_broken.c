// expect all: race
// (tso too: under TSO the happens-before records hold up to an atomic read that may
// miss the last write, MemoryModel.stale; no adjacency shows this race)
//
// reason: message (not_atomic)
// A release sequence broken by another thread's plain store: the relay sees the
// producer's 1 and stores 2 with a relaxed store, not a read-modify-write, so the 2 is
// not in the release sequence of the producer's store (C11 5.1.2.4p10).  The consumer's
// acquire load that reads 2 synchronises with nothing, and its message load races with
// the producer's message store, although under SC the store always ran first.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

int message;
atomic_int flag;
int received = -1;

void *producer(void *arg) {
    message = 42;
    atomic_store_explicit(&flag, 1, memory_order_release);
    return NULL;
}

void *relay(void *arg) {
    if (atomic_load_explicit(&flag, memory_order_relaxed) == 1)
        atomic_store_explicit(&flag, 2, memory_order_relaxed);
    return NULL;
}

void *consumer(void *arg) {
    if (atomic_load_explicit(&flag, memory_order_acquire) == 2)
        received = message;
    return NULL;
}

int main(void) {
    pthread_t p, r, c;
    pthread_create(&p, NULL, producer, NULL);
    pthread_create(&r, NULL, relay, NULL);
    pthread_create(&c, NULL, consumer, NULL);
    pthread_join(p, NULL);
    pthread_join(r, NULL);
    pthread_join(c, NULL);
    printf("received=%d\n", received);
    return 0;
}
