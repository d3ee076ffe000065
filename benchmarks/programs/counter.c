/* counter (issue 7, family 1): N threads each perform K relaxed atomic_fetch_add on one
 * counter; main joins them and asserts that the counter is N*K. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#ifndef N
#define N 5
#endif
#ifndef K
#define K 2
#endif

atomic_int counter;

void *worker(void *arg) {
    for (int i = 0; i < K; i++)
        atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed);
    return arg;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    int total = atomic_load_explicit(&counter, memory_order_relaxed);
    assert(total == N * K);
    printf("counter=%d\n", total);
    return 0;
}
