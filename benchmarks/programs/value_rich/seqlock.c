/* Seqlock (issue 20): one writer publishes the pairs (1, 1) and (2, 2) under a sequence
 * counter (odd while writing); N-1 readers each take a snapshot with at most two tries
 * (seq_cst accesses throughout) and record it, or -1 -1 when both tries saw a write in
 * progress.  main prints the snapshots; a correct seqlock never records a torn pair. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#ifndef N
#define N 3
#endif

atomic_int seq, a, b;
int ra[N], rb[N];

void *writer(void *arg) {
    (void)arg;
    for (int v = 1; v <= 2; v++) {
        int s = atomic_load(&seq);
        atomic_store(&seq, s + 1);
        atomic_store(&a, v);
        atomic_store(&b, v);
        atomic_store(&seq, s + 2);
    }
    return NULL;
}

void *reader(void *arg) {
    int i = (int)(intptr_t)arg;
    ra[i] = rb[i] = -1;
    for (int tries = 0; tries < 2; tries++) {
        int s = atomic_load(&seq);
        if (s & 1)
            continue;
        int x = atomic_load(&a);
        int y = atomic_load(&b);
        if (atomic_load(&seq) == s) {
            ra[i] = x;
            rb[i] = y;
            break;
        }
    }
    return NULL;
}

int main(void) {
    pthread_t t[N];
    pthread_create(&t[0], NULL, writer, NULL);
    for (int i = 1; i < N; i++)
        pthread_create(&t[i], NULL, reader, (void *)(intptr_t)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    for (int i = 1; i < N; i++)
        printf("%d,%d ", ra[i], rb[i]);
    printf("\n");
    return 0;
}
