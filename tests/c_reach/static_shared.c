/* Threads share zero-initialised static arrays: a flag array (atomics) and a 4096-entry
 * result table a worker fills; main reads the entry once the worker published it, and one nobody writes. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static _Atomic int ready[2048];
static int results[4096];

static void *worker(void *arg) {
    (void)arg;
    results[4095] = 42;
    atomic_store_explicit(&ready[2047], 1, memory_order_release);
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    if (atomic_load_explicit(&ready[2047], memory_order_acquire))
        printf("ready %d %d\n", results[4095], results[0]);
    else
        printf("not yet %d\n", results[0]);
    pthread_join(t, 0);
    return results[4095] + ready[0];
}
