// expect all: none
// A release sequence continued by another thread's read-modify-write: the producer's
// release store of 1 heads it, the relay's relaxed fetch_add (1 -> 2) continues it
// (C11 5.1.2.4p10), so the consumer's acquire load that reads 2 synchronises with the
// producer and the message store happens before the message load.  (2 can only be
// written by a fetch_add that read the producer's 1.)
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
    atomic_fetch_add_explicit(&flag, 1, memory_order_relaxed);
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
