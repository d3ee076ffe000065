/* SB ring (issue 7, family 3): thread i stores x[i] = 1, then loads x[(i+1) mod N]
 * (relaxed atomics).  main joins the threads and prints what each one read; under SC at
 * least one thread reads 1, under TSO and Promising all may read 0. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#ifndef N
#define N 3
#endif

atomic_int x[N];
int r[N];

void *worker(void *arg) {
    int i = (int)(intptr_t)arg;
    atomic_store_explicit(&x[i], 1, memory_order_relaxed);
    r[i] = atomic_load_explicit(&x[(i + 1) % N], memory_order_relaxed);
    return NULL;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < N; i++)
        printf("%d", r[i]);
    printf("\n");
    return 0;
}
