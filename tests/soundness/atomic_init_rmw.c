// atomic_init is a plain store (clang): made before the threads are created, it happens
// before their read-modify-writes, which read each other's writes: r is {1, 2} in some
// order under every model.  promising made the second one undef (the non-atomic message
// at the thread's own view counted as a race).
#include <pthread.h>
#include <stdatomic.h>

atomic_int g;
int r[2];

void *take(void *arg) {
    r[(long)arg] = atomic_fetch_sub_explicit(&g, 1, memory_order_acq_rel);
    return 0;
}

int main(void) {
    pthread_t a, b;
    atomic_init(&g, 2);
    pthread_create(&a, 0, take, (void *)0);
    pthread_create(&b, 0, take, (void *)1);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return r[0] + r[1];
}
