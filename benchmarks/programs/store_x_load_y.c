/* store-x-load-y (issue 7, family 2): N threads; thread i (1..N) does, all seq_cst:
 *     x = i;  r = y;  y = i + r;  x;
 * main joins them and prints the final x and y. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#ifndef N
#define N 4
#endif

atomic_int x, y;

void *worker(void *arg) {
    int i = (int)(intptr_t)arg;
    atomic_store(&x, i);
    int r = atomic_load(&y);
    atomic_store(&y, i + r);
    (void)atomic_load(&x);
    return NULL;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)(i + 1));
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    printf("x=%d y=%d\n", atomic_load(&x), atomic_load(&y));
    return 0;
}
