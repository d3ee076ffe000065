/* main stores y and returns without joining two threads, one storing x with a release
 * store and one reading it: every combination of x and y = 1 is a final state, and the
 * reader's copy r can be 1 only when x is. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int r;
void *w(void *a) { atomic_store_explicit(&x, 1, memory_order_release); return 0; }
void *rd(void *a) { r = atomic_load_explicit(&x, memory_order_acquire); return 0; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, w, 0);
    pthread_create(&b, 0, rd, 0);
    atomic_store_explicit(&y, 1, memory_order_relaxed);
    return 0;
}
