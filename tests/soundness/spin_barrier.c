/* A one-shot spin barrier with C11 atomics: each thread writes its slot, arrives with an
 * acq_rel fetch_add and spins (acquire loads) until both arrived, then reads the other
 * slot: after the barrier both see both slots (seen = 21 in each).  last is the thread
 * that arrived second (1 or 2). */
#include <pthread.h>
#include <stdatomic.h>
int slot[2], seen[2], last;
atomic_int arrived;
void *t(void *a) {
    int me = (int)(long)a;
    slot[me] = me + 1;
    if (atomic_fetch_add_explicit(&arrived, 1, memory_order_acq_rel) == 1)
        last = me + 1;
    while (atomic_load_explicit(&arrived, memory_order_acquire) < 2)
        ;
    seen[me] = slot[1 - me] * 10 + slot[me];
    return 0;
}
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t, (void *)0);
    pthread_create(&b, 0, t, (void *)1);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return last;
}
