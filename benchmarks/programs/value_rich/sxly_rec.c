/* store-x-load-y with recorded reads (issue 20): N threads; thread i (1..N) does, all
 * seq_cst:
 *     x = i;  r = y;  y = i + r;  out[i-1] = x;
 * so every thread keeps what it read last and the final states differ by value.  main joins
 * the threads and prints the final x, y and out[]. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#ifndef N
#define N 4
#endif

atomic_int x, y;
int out[N];

void *worker(void *arg) {
    int i = (int)(intptr_t)arg;
    atomic_store(&x, i);
    int r = atomic_load(&y);
    atomic_store(&y, i + r);
    out[i - 1] = atomic_load(&x);
    return NULL;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)(i + 1));
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    printf("x=%d y=%d out=", atomic_load(&x), atomic_load(&y));
    for (int i = 0; i < N; i++)
        printf("%d ", out[i]);
    printf("\n");
    return 0;
}
