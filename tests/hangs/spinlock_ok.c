/* Two threads increment a counter under a test-and-set spin lock: the waiting thread spins
   until the holder releases, so every fair execution ends. */
#include <pthread.h>
#include <stdatomic.h>

atomic_flag lock = ATOMIC_FLAG_INIT;
int counter;

static void *worker(void *arg) {
    while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
        ;
    counter++;
    atomic_flag_clear_explicit(&lock, memory_order_release);
    return arg;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return counter;
}
