/* A thread calls exit(7) while main waits for it and another thread runs: the program
 * always ends with status 7; x (stored before the exit) is 1 and y may be 0 or 1. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
atomic_int x, y;
void *quit(void *a) { atomic_store_explicit(&x, 1, memory_order_relaxed); exit(7); }
void *other(void *a) { atomic_store_explicit(&y, 1, memory_order_relaxed); return 0; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, quit, 0);
    pthread_create(&b, 0, other, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
