// expect all: deadlock
// reason: waits at barrier start (2 of 3 arrived)
// The barrier is sized for three threads but only two workers use it.
#include <pthread.h>
#include <stdio.h>

pthread_barrier_t start;
int ran[2];

void *worker(void *arg) {
    long me = (long)arg;
    pthread_barrier_wait(&start);
    ran[me] = 1;
    return NULL;
}

int main(void) {
    pthread_t t[2];
    pthread_barrier_init(&start, NULL, 3);
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    printf("%d %d\n", ran[0], ran[1]);
    return 0;
}
