// expect all: race
// (every model: tso keeps the happens-before records up to a stale read too)
// reason: reads payload
// The flag is atomic but relaxed, so reading it does not make the writer's payload store
// happen before the reader's load of it: a data race in C11, found under SC by the
// happens-before check.  (The adjacency check alone cannot: the payload load only runs
// after the flag is seen.)
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
    if (atomic_load_explicit(&published, memory_order_relaxed) == 1)
        printf("payload=%d\n", payload);
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
