/* issue 25, reproducer 2: main returns (ends the program) without joining a thread that
 * stores x = 1; observed x: 0 (main returned first) or 1, under every model. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int x;
void *t(void *a) { atomic_store_explicit(&x, 1, memory_order_relaxed); return 0; }
int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); return 0; }
