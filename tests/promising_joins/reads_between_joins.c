/* main reads the counter between two joins: what the second join brings (thread b's last
 * increment) must still reach main's second read, which always sees 3. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
atomic_int x;
void *one(void *a) { atomic_fetch_add_explicit(&x, 1, memory_order_relaxed); return a; }
void *two(void *a) { atomic_fetch_add_explicit(&x, 1, memory_order_relaxed);
                     atomic_fetch_add_explicit(&x, 1, memory_order_relaxed); return a; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, one, NULL);
    pthread_create(&b, NULL, two, NULL);
    pthread_join(a, NULL);
    int r1 = atomic_load_explicit(&x, memory_order_relaxed);
    pthread_join(b, NULL);
    int r2 = atomic_load_explicit(&x, memory_order_relaxed);
    printf("%d %d\n", r1, r2);
    return 0;
}
