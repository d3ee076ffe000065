/* An exchange spin lock (the idiomatic `while (atomic_exchange(&lock, 1))`, seq_cst): N
 * threads take it twice each and record, in a plain array under the lock, the order in
 * which they got it; main prints the order.  Under promising every failed exchange is an
 * update writing back the 1 it read (see plugins/memory_promising/README.md, "Updates in
 * place"; the row is asked for with --programs xchg_lock:3). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#ifndef N
#define N 3
#endif

static atomic_int lock;
static int order[2 * N], taken;

static void *worker(void *arg) {
    int i = (int)(intptr_t)arg;
    for (int round = 0; round < 2; round++) {
        while (atomic_exchange(&lock, 1))
            ;
        order[taken++] = i;
        atomic_store(&lock, 0);
    }
    return NULL;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)(i + 1));
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    for (int k = 0; k < 2 * N; k++)
        printf("%d", order[k]);
    printf("\n");
    return 0;
}
