// expect all: race
// (tso too: under TSO the happens-before records hold up to an atomic read that may
// miss the last write, MemoryModel.stale; no adjacency shows this race)
//
// reason: payload (not_atomic)
// Message passing through a relaxed flag with only half of the fence pair: the consumer
// has its acquire fence after the load, but the producer has no release fence before
// the store (nor a release store), so nothing synchronises (C11 7.17.4p2-4 need a
// release on the writing side): the payload store does not happen before its load.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

int payload;
atomic_int published;

void *producer(void *arg) {
    payload = 7;
    atomic_store_explicit(&published, 1, memory_order_relaxed);
    return NULL;
}

void *consumer(void *arg) {
    if (atomic_load_explicit(&published, memory_order_relaxed) == 1) {
        atomic_thread_fence(memory_order_acquire);
        printf("payload=%d\n", payload);
    }
    return NULL;
}

int main(void) {
    pthread_t p, c;
    pthread_create(&p, NULL, producer, NULL);
    pthread_create(&c, NULL, consumer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    return 0;
}
