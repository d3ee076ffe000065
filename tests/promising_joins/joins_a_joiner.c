/* main joins b, reads, then joins c, which itself joins a: views travel along a chain of
 * joins. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
atomic_int x, y;
void *w(void *a) { atomic_store_explicit(&y, 1, memory_order_relaxed);
                   atomic_fetch_add_explicit(&x, 1, memory_order_relaxed); return a; }
void *v(void *a) { atomic_fetch_add_explicit(&x, 1, memory_order_relaxed);
                   int r = atomic_load_explicit(&y, memory_order_relaxed);
                   atomic_fetch_add_explicit(&x, 1, memory_order_relaxed); return (void *)(long)r; }
void *joiner(void *a) { pthread_join(*(pthread_t *)a, NULL);
                   return (void *)(long)atomic_load_explicit(&y, memory_order_relaxed) ; }
int main(void) {
    pthread_t a, b, c;
    void *rc, *rb;
    pthread_create(&a, NULL, w, NULL);
    pthread_create(&b, NULL, v, NULL);
    pthread_create(&c, NULL, joiner, &a);
    pthread_join(b, &rb);
    int r1 = atomic_load_explicit(&x, memory_order_relaxed);
    int r3 = atomic_load_explicit(&y, memory_order_relaxed);
    pthread_join(c, &rc);
    int r2 = atomic_load_explicit(&x, memory_order_relaxed);
    printf("%d %d %d %ld %ld\n", r1, r2, r3, (long)rc, (long)rb);
    return 0;
}
