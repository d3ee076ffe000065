/* Ticket lock (issue 20): N threads each take a ticket (fetch_add on next), spin until
 * serving equals it, then in the critical section record the shared count they saw
 * (plain, non-atomic data protected by the lock) and increment it, and release by
 * incrementing serving.  main prints each thread's ticket and the count it saw; a
 * correct lock gives each thread the count equal to its ticket. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#ifndef N
#define N 3
#endif

atomic_int next, serving;
int count;
int ticket[N], seen[N];

void *worker(void *arg) {
    int i = (int)(intptr_t)arg;
    int my = atomic_fetch_add(&next, 1);
    while (atomic_load(&serving) != my)
        ;
    ticket[i] = my;
    seen[i] = count;
    count = count + 1;
    atomic_store(&serving, my + 1);
    return NULL;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < N; i++)
        printf("%d:%d ", ticket[i], seen[i]);
    printf("count=%d\n", count);
    return 0;
}
