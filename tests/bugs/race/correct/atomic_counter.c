// expect all: none
// Workers count with an atomic fetch-and-add; the final value is always 2.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int count;

void *worker(void *arg) {
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(atomic_load(&count) == 2);
    return 0;
}
