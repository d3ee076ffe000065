// expect all: none
// Two workers in three phases separated by one reused barrier: each writes its own slot,
// reads the other's, then clears its own.  pthread_barrier_wait synchronises memory
// (POSIX 4.12): the first wait orders each write before the other's read, the second
// (the barrier's next round) orders each read before the other's clearing.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_barrier_t phase;
int slot[2];
int seen[2];

void *worker(void *arg) {
    long me = (long)arg;
    slot[me] = (int)me + 1;
    pthread_barrier_wait(&phase);
    seen[me] = slot[1 - me];
    pthread_barrier_wait(&phase);
    slot[me] = 0;
    return NULL;
}

int main(void) {
    pthread_t t[2];
    pthread_barrier_init(&phase, NULL, 2);
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    assert(seen[0] == 2 && seen[1] == 1);
    printf("%d %d\n", seen[0], seen[1]);
    return 0;
}
