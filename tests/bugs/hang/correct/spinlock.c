// expect all: none
// A compare-and-swap spin lock protecting a counter (a failed CAS only reads, so a waiting
// thread comes back to the same state: a cycle, not a hang, since the holder can go on).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int busy;
int counter;

void lock(void) {
    int expected = 0;
    while (!atomic_compare_exchange_weak_explicit(&busy, &expected, 1, memory_order_acquire,
                                                  memory_order_relaxed))
        expected = 0;
}

void *worker(void *arg) {
    lock();
    counter++;
    atomic_store_explicit(&busy, 0, memory_order_release);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 2);
    return 0;
}
