/* Four workers each append two items to a list (an array and its length) under one
 * pthread mutex; main prints the length, the sum and the first item.  Every order of
 * the eight critical sections leaves a different array: 8! / 2!^4 = 2,520 executions,
 * no two alike, and nothing to merge (benchmarks/collector.py: a large heap of memo tables
 * that only grows). */
#include <pthread.h>
#include <stdio.h>

#define WORKERS 4
#define EACH 2

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int items[WORKERS * EACH], count;

static void *worker(void *arg) {
    int id = (int)(long)arg;
    for (int k = 0; k < EACH; k++) {
        pthread_mutex_lock(&lock);
        items[count++] = id * 10 + k;
        pthread_mutex_unlock(&lock);
    }
    return NULL;
}

int main(void) {
    pthread_t t[WORKERS];
    for (long i = 0; i < WORKERS; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < WORKERS; i++)
        pthread_join(t[i], NULL);
    int sum = 0;
    for (int i = 0; i < count; i++)
        sum += items[i];
    printf("count %d sum %d first %d\n", count, sum, items[0]);
    return 0;
}
