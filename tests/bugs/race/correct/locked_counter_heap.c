// expect all: none
// Three workers each add twice to a plain counter in a heap block, always under the
// block's own mutex; main reads the counter after joining them all.  Each unlock
// synchronises with the next lock of the mutex, and the joins order the final read.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct counter {
    pthread_mutex_t lock;
    int hits;
};

void *worker(void *arg) {
    struct counter *c = arg;
    for (int i = 0; i < 2; i++) {
        pthread_mutex_lock(&c->lock);
        c->hits++;
        pthread_mutex_unlock(&c->lock);
    }
    return NULL;
}

int main(void) {
    struct counter *c = malloc(sizeof *c);
    pthread_mutex_init(&c->lock, NULL);
    c->hits = 0;
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, worker, c);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    assert(c->hits == 6);
    printf("hits=%d\n", c->hits);
    pthread_mutex_destroy(&c->lock);
    free(c);
    return 0;
}
