/* Futures with exact accesses (issue 20): each thread's accesses into the global arrays
 * follow from its argument alone, and two threads' indices collide (t % 2); a recursive
 * helper with an index argument has a frame per level on the stack, each with its own.
 * The outcomes: the arrays at the end and what each thread read (main returns it). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

atomic_int slot[2];
atomic_int level[2];
int got[3];

static __attribute__((noinline)) int walk(int i) {
    if (i < 0)
        return 0;
    atomic_store(&level[i], i + 1);
    return walk(i - 1) * 10 + atomic_load(&level[i]);
}

void *worker(void *arg) {
    int t = (int)(intptr_t)arg;
    atomic_store(&slot[t % 2], t + 1);
    got[t] = atomic_load(&slot[(t + 1) % 2]) * 100 + walk(t % 2);
    return NULL;
}

int main(void) {
    pthread_t th[3];
    for (int t = 0; t < 3; t++)
        pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t);
    for (int t = 0; t < 3; t++)
        pthread_join(th[t], NULL);
    return atomic_load(&slot[0]) * 10 + atomic_load(&slot[1]);
}
