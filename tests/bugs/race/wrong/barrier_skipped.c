// expect all: race
// reason: partial
// Two phases: each worker writes its partial result, then reads the other's.  The second
// worker skips the barrier, so its read races with the first worker's write.
#include <pthread.h>
#include <stdio.h>

pthread_barrier_t phase;
int partial[2];
int seen[2];

void *worker(void *arg) {
    long me = (long)arg;
    partial[me] = (int)me + 10;
    if (me == 0)
        pthread_barrier_wait(&phase);
    seen[me] = partial[1 - me];
    return NULL;
}

int main(void) {
    pthread_t t[2];
    pthread_barrier_init(&phase, NULL, 1);
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    printf("%d %d\n", seen[0], seen[1]);
    return 0;
}
