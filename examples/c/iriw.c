/* Independent reads of independent writes with relaxed atomics: the two readers may see
 * the writes to x and y in opposite orders.  Allowed by C11 and Promising; forbidden by
 * SC and TSO (multi-copy atomic). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x, y;
int r0, r1, r2, r3;

void *write_x(void *arg) {
    atomic_store_explicit(&x, 1, memory_order_relaxed);
    return arg;
}

void *write_y(void *arg) {
    atomic_store_explicit(&y, 1, memory_order_relaxed);
    return arg;
}

void *read_xy(void *arg) {
    r0 = atomic_load_explicit(&x, memory_order_relaxed);
    r1 = atomic_load_explicit(&y, memory_order_relaxed);
    return arg;
}

void *read_yx(void *arg) {
    r2 = atomic_load_explicit(&y, memory_order_relaxed);
    r3 = atomic_load_explicit(&x, memory_order_relaxed);
    return arg;
}

int main(void) {
    pthread_t t[4];
    pthread_create(&t[0], NULL, write_x, NULL);
    pthread_create(&t[1], NULL, write_y, NULL);
    pthread_create(&t[2], NULL, read_xy, NULL);
    pthread_create(&t[3], NULL, read_yx, NULL);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], NULL);
    assert(!(r0 == 1 && r1 == 0 && r2 == 1 && r3 == 0));
    printf("r0=%d r1=%d r2=%d r3=%d\n", r0, r1, r2, r3);
    return 0;
}
