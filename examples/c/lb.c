/* Load buffering with relaxed atomics: r0 == r1 == 1 needs a load to be reordered after
 * a later store.  C11 allows it, but none of the models here does (SC and TSO keep
 * program order; the promise-free Promising model has no promises). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x, y;
int r0, r1;

void *t0(void *arg) {
    r0 = atomic_load_explicit(&x, memory_order_relaxed);
    atomic_store_explicit(&y, 1, memory_order_relaxed);
    return arg;
}

void *t1(void *arg) {
    r1 = atomic_load_explicit(&y, memory_order_relaxed);
    atomic_store_explicit(&x, 1, memory_order_relaxed);
    return arg;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t0, NULL);
    pthread_create(&b, NULL, t1, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(!(r0 == 1 && r1 == 1));
    printf("r0=%d r1=%d\n", r0, r1);
    return 0;
}
