/* An atomic_flag spin lock around a plain ++x in two threads, joined: ret 2. */
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
    pthread_t a, b;
    pthread_create(&a, 0, t, 0);
    pthread_create(&b, 0, t, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return x;
}
