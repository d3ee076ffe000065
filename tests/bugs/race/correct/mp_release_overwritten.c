// expect all: none
// Message passing where a third thread overwrites the flag with a relaxed store: a
// consumer that reads 1 read the producer's release store and so synchronises with it,
// whatever the order of the two stores (C11 5.1.2.4p11); one that reads 2 or 0 leaves the
// payload alone.  Under TSO the two stores may sit in their buffers together and drain in
// either order: the happens-before records, which follow the order the stores were
// issued in, must not be trusted from there on (MemoryModel.stale), or they would call
// the payload load a race.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

int payload;
atomic_int flag;

void *producer(void *arg) {
    payload = 7;
    atomic_store_explicit(&flag, 1, memory_order_release);
    return NULL;
}

void *overwriter(void *arg) {
    atomic_store_explicit(&flag, 2, memory_order_relaxed);
    return NULL;
}

void *consumer(void *arg) {
    if (atomic_load_explicit(&flag, memory_order_acquire) == 1)
        printf("payload=%d\n", payload);
    return NULL;
}

int main(void) {
    pthread_t p, o, c;
    pthread_create(&p, NULL, producer, NULL);
    pthread_create(&o, NULL, overwriter, NULL);
    pthread_create(&c, NULL, consumer, NULL);
    pthread_join(p, NULL);
    pthread_join(o, NULL);
    pthread_join(c, NULL);
    return 0;
}
