// expect all: none
// A compare-and-swap spin lock protecting a counter (a failed CAS only reads, so a waiting
// thread comes back to the same state: a cycle, not a hang, since the holder can go on).
#include <assert.h>
#include <pthread.h>

int busy;
int counter;

void lock(void) {
    while (!__sync_bool_compare_and_swap(&busy, 0, 1))
        ;
}

void *worker(void *arg) {
    lock();
    counter++;
    __sync_lock_release(&busy);
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
