// expect all: none
// Three workers increment a counter under a mutex; main reads it after joining them.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int hits;

void *worker(void *arg) {
    pthread_mutex_lock(&lock);
    hits++;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    assert(hits == 3);
    printf("hits=%d\n", hits);
    return 0;
}
