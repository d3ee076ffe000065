/* Futures through loops (issue 20): a loop stepping a pointer (an induction variable that
 * is an address, with no bounds of a global the compiler can name) over cells[lo] ..
 * cells[lo + 2]; two threads, lo = 0 and lo = 2, overlap at cells[2].  main returns it. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

atomic_int cells[8];

static void *span(void *arg) {
    int lo = (int)(intptr_t)arg;
    for (atomic_int *p = &cells[lo]; p != &cells[lo + 3]; p++)
        atomic_store_explicit(p, lo + 1, memory_order_relaxed);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, span, (void *)0);
    pthread_create(&b, NULL, span, (void *)2);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return atomic_load(&cells[2]);
}
