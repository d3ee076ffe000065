/* A recursive helper called from two threads: every level of the recursion adds to a
 * shared relaxed atomic, so the threads interleave in the middle of each other's call
 * stacks.  add(1) adds 2 and returns 1; main joins and returns total * 10 + the results,
 * always 42. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int total;
__attribute__((noinline)) int add(int n) {
    atomic_fetch_add_explicit(&total, 1, memory_order_relaxed);
    if (n == 0)
        return 0;
    return 1 + add(n - 1);
}
void *t(void *a) { return (void *)(long)add(1); }
int main(void) {
    pthread_t a, b;
    void *ra, *rb;
    pthread_create(&a, 0, t, 0);
    pthread_create(&b, 0, t, 0);
    pthread_join(a, &ra);
    pthread_join(b, &rb);
    return atomic_load_explicit(&total, memory_order_relaxed) * 10 + (int)(long)ra + (int)(long)rb;
}
