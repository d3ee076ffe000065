// expect all: race
// reason: results[0]
// Main joins the second worker, then reads the first worker's result: a join orders only
// the joined thread's actions before it, so the read races with the first worker's store.
#include <pthread.h>
#include <stdio.h>

int results[2];

void *worker(void *arg) {
    long me = (long)arg;
    results[me] = (int)me * 10 + 1;
    return NULL;
}

int main(void) {
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    pthread_join(t[1], NULL);
    int first = results[0];   /* should have joined t[0] */
    pthread_join(t[0], NULL);
    printf("first=%d second=%d\n", first, results[1]);
    return 0;
}
