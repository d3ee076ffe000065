// expect all: none
// Message passing through a relaxed flag, made safe by fences: the release fence before
// the flag store and the acquire fence after the load that saw it synchronise the two
// threads (C11 7.17.4p4), so the payload store happens before the payload load.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

int payload;
atomic_int published;

void *producer(void *arg) {
    payload = 7;
    atomic_thread_fence(memory_order_release);
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
