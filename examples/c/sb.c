/* Store buffering with relaxed atomics.  The weak outcome r0 == r1 == 0 is allowed by
 * C11 (and happens on x86), so the assertion can fail under TSO and Promising; it
 * cannot under SC. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x, y;
int r0, r1;

void *t0(void *arg) {
    atomic_store_explicit(&x, 1, memory_order_relaxed);
    r0 = atomic_load_explicit(&y, memory_order_relaxed);
    return arg;
}

void *t1(void *arg) {
    atomic_store_explicit(&y, 1, memory_order_relaxed);
    r1 = atomic_load_explicit(&x, memory_order_relaxed);
    return arg;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t0, NULL);
    pthread_create(&b, NULL, t1, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(!(r0 == 0 && r1 == 0));
    printf("r0=%d r1=%d\n", r0, r1);
    return 0;
}
