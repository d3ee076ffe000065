/* Message passing with relaxed atomics: nothing orders the reads of flag and data, so
 * C11 allows r0 == 1 && r1 == 0.  Only the Promising model exhibits it (TSO keeps stores
 * and loads in order). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int data, flag;
int r0, r1;

void *writer(void *arg) {
    atomic_store_explicit(&data, 1, memory_order_relaxed);
    atomic_store_explicit(&flag, 1, memory_order_relaxed);
    return arg;
}

void *reader(void *arg) {
    r0 = atomic_load_explicit(&flag, memory_order_relaxed);
    r1 = atomic_load_explicit(&data, memory_order_relaxed);
    return arg;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, writer, NULL);
    pthread_create(&b, NULL, reader, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(!(r0 == 1 && r1 == 0));
    printf("r0=%d r1=%d\n", r0, r1);
    return 0;
}
