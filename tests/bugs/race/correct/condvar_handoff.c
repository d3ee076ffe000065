// expect all: none
// A condition-variable handoff: the producer sets the item and the ready flag under the
// mutex and signals; the consumer waits for the flag in a loop under the same mutex and
// reads the item before unlocking.  The unlock/lock pair orders the two.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
int item;
int ready;
int taken;

void *producer(void *arg) {
    pthread_mutex_lock(&lock);
    item = 42;
    ready = 1;
    pthread_cond_signal(&changed);
    pthread_mutex_unlock(&lock);
    return NULL;
}

void *consumer(void *arg) {
    pthread_mutex_lock(&lock);
    while (!ready)
        pthread_cond_wait(&changed, &lock);
    taken = item;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t p, c;
    pthread_create(&c, NULL, consumer, NULL);
    pthread_create(&p, NULL, producer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    assert(taken == 42);
    printf("taken=%d\n", taken);
    return 0;
}
