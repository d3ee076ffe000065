/* The compare-exchange spin lock of spin_cas.c without joins: two threads increment and
 * main returns at once, so x is 0, 1 or 2. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int lock;
int x;
__attribute__((noinline)) void locked_inc(void) {
    int expected = 0;
    while (!atomic_compare_exchange_strong_explicit(&lock, &expected, 1, memory_order_acquire,
                                                    memory_order_relaxed))
        expected = 0;
    ++x;
    atomic_store_explicit(&lock, 0, memory_order_release);
}
void *t(void *a) { locked_inc(); return 0; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t, 0);
    pthread_create(&b, 0, t, 0);
    return 0;
}
