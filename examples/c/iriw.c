/* Independent reads of independent writes with relaxed atomics: the two readers may see
 * the writes to x and y in opposite orders.  Allowed by C11 and Promising; forbidden by
 * SC and TSO (multi-copy atomic).
 * To keep the exhaustive exploration small, main is the writer of x (four threads, three
 * of them created) and each reader returns what it read as its result (2 * first + second)
 * instead of storing it to globals. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x, y;

void *write_y(void *arg) {
    atomic_store_explicit(&y, 1, memory_order_relaxed);
    return arg;
}

void *read_xy(void *arg) {
    long first = atomic_load_explicit(&x, memory_order_relaxed);
    long second = atomic_load_explicit(&y, memory_order_relaxed);
    return (void *)(2 * first + second);
}

void *read_yx(void *arg) {
    long first = atomic_load_explicit(&y, memory_order_relaxed);
    long second = atomic_load_explicit(&x, memory_order_relaxed);
    return (void *)(2 * first + second);
}

int main(void) {
    pthread_t writer, xy, yx;
    void *seen_xy, *seen_yx;
    pthread_create(&xy, NULL, read_xy, NULL);
    pthread_create(&yx, NULL, read_yx, NULL);
    pthread_create(&writer, NULL, write_y, NULL);
    atomic_store_explicit(&x, 1, memory_order_relaxed);
    pthread_join(xy, &seen_xy);
    pthread_join(yx, &seen_yx);
    pthread_join(writer, NULL);
    long r0 = (long)seen_xy / 2, r1 = (long)seen_xy % 2; /* x, then y */
    long r2 = (long)seen_yx / 2, r3 = (long)seen_yx % 2; /* y, then x */
    assert(!(r0 == 1 && r1 == 0 && r2 == 1 && r3 == 0));
    printf("r0=%ld r1=%ld r2=%ld r3=%ld\n", r0, r1, r2, r3);
    return 0;
}
