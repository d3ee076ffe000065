// expect all: none
// Message passing done right: the flag's release store and acquire load make the payload
// store happen before the payload load.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

int payload;
atomic_int published;

void *producer(void *arg) {
    payload = 7;
    atomic_store_explicit(&published, 1, memory_order_release);
    return NULL;
}

void *consumer(void *arg) {
    if (atomic_load_explicit(&published, memory_order_acquire) == 1)
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
