/* A calloc'd structure holding a mutex and an atomic counter (calloc zeroes it byte by
 * byte; the mutex word and the counter are then used whole, atomically): under promising
 * the zeroed bytes merge back into the word (memory_promising.sized).  The counter is set
 * by an atomic store too: LLVM's rule makes an atomic read that may also see a non-atomic
 * write (calloc's zero) undef, as promising implements it. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct shared {
    pthread_mutex_t mu;
    int count;
    atomic_int hits;
};

static void *worker(void *arg) {
    struct shared *s = arg;
    pthread_mutex_lock(&s->mu);
    s->count++;
    pthread_mutex_unlock(&s->mu);
    atomic_fetch_add(&s->hits, 1);
    return NULL;
}

int main(void) {
    struct shared *s = calloc(1, sizeof *s);
    if (s == NULL)
        return 1;
    atomic_store(&s->hits, 0);
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, s);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    printf("count %d hits %d\n", s->count, atomic_load(&s->hits));
    free(s);
    return 0;
}
