// expect all: none
// A release sequence continued by its own thread's relaxed store: the producer publishes
// the message with a release store of READY, then marks it DONE with a relaxed store to
// the same word.  C11 5.1.2.4p10 (unchanged in C17; RC11, GenMC's model, likewise) puts a
// later store of the releasing thread in the release sequence, so the consumer's acquire
// load that reads DONE synchronises with the release store and the message store happens
// before the message load.  (C++20 dropped that rule; there this would be a race.)
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

enum { EMPTY, READY, DONE };

int message;
atomic_int state;
int received = -1;

void *producer(void *arg) {
    message = 42;
    atomic_store_explicit(&state, READY, memory_order_release);
    atomic_store_explicit(&state, DONE, memory_order_relaxed);
    return NULL;
}

void *consumer(void *arg) {
    if (atomic_load_explicit(&state, memory_order_acquire) == DONE)
        received = message;
    return NULL;
}

int main(void) {
    pthread_t p, c;
    pthread_create(&p, NULL, producer, NULL);
    pthread_create(&c, NULL, consumer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    printf("received=%d\n", received);
    return 0;
}
