/* The atomic_flag spin lock of spin_flag.c taken by main and one thread, and main returns
 * without joining: x is 1 (main's own increment) or 2. */
#include <pthread.h>
#include <stdatomic.h>
atomic_flag lock = ATOMIC_FLAG_INIT;
int x;
void inc(void) {
    while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
        ;
    ++x;
    atomic_flag_clear_explicit(&lock, memory_order_release);
}
void *t(void *a) { inc(); return 0; }
int main(void) {
    pthread_t a;
    pthread_create(&a, 0, t, 0);
    inc();
    return 0;
}
