/* Readers–writer (issue 20): N threads share a pthread read-write lock; thread 0 is a
 * writer that sets the pair (a, b) to (1, 1) and then to (2, 2) in two critical sections;
 * the others are readers that each read the pair twice, under the read lock, and record
 * what they saw.  main prints the records; the lock keeps every pair untorn. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#ifndef N
#define N 3
#endif

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int a, b;
int seen[N][2];

void *writer(void *arg) {
    (void)arg;
    for (int v = 1; v <= 2; v++) {
        pthread_rwlock_wrlock(&lock);
        a = v;
        b = v;
        pthread_rwlock_unlock(&lock);
    }
    return NULL;
}

void *reader(void *arg) {
    int i = (int)(intptr_t)arg;
    for (int k = 0; k < 2; k++) {
        pthread_rwlock_rdlock(&lock);
        seen[i][k] = a * 10 + b;
        pthread_rwlock_unlock(&lock);
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
        printf("%d %d ", seen[i][0], seen[i][1]);
    printf("\n");
    return 0;
}
