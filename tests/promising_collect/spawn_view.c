/* A thread created after another thread wrote x twice starts from its creator's view, which
 * has seen nothing of x: it may read each of x's three messages, though the creator's own
 * code never touches x again (tests/test_promising_collect.py: Promising must not collect
 * x's older messages while main is about to create the reader). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
atomic_int x, z;
int r;
void *writer(void *a) {
    atomic_store_explicit(&x, 1, memory_order_relaxed);
    atomic_store_explicit(&x, 2, memory_order_relaxed);
    atomic_store_explicit(&z, 1, memory_order_relaxed);
    return 0;
}
void *reader(void *a) {
    r = atomic_load_explicit(&x, memory_order_relaxed);
    return 0;
}
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, writer, 0);
    (void)atomic_load_explicit(&z, memory_order_relaxed);
    pthread_create(&b, 0, reader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    printf("r=%d\n", r);
    return 0;
}
