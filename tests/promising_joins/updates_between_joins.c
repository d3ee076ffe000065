/* main updates x between two joins; a's store may land after main's update in x's
 * timeline, and then main's read after joining a sees it ("2 1 5"). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
atomic_int x;
int d;
void *p(void *a) { d = 5; atomic_store_explicit(&x, 1, memory_order_relaxed); return a; }
void *q(void *a) { atomic_fetch_add_explicit(&x, 2, memory_order_relaxed); return a; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, p, NULL);
    pthread_create(&b, NULL, q, NULL);
    pthread_join(b, NULL);
    int r1 = atomic_load_explicit(&x, memory_order_relaxed);
    atomic_fetch_add_explicit(&x, 4, memory_order_relaxed);
    pthread_join(a, NULL);
    int r2 = atomic_load_explicit(&x, memory_order_relaxed);
    printf("%d %d %d\n", r1, r2, d);
    return 0;
}
