// expect all: race
// reason: item
// A condition-variable handoff whose consumer peeks at the item before taking the mutex
// and waiting: that read is ordered with nothing the producer does, a data race with the
// producer's store of the item under the mutex.
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
    int early = item;   /* outside the mutex */
    pthread_mutex_lock(&lock);
    while (!ready)
        pthread_cond_wait(&changed, &lock);
    pthread_mutex_unlock(&lock);
    taken = early;
    return NULL;
}

int main(void) {
    pthread_t p, c;
    pthread_create(&c, NULL, consumer, NULL);
    pthread_create(&p, NULL, producer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    printf("taken=%d\n", taken);
    return 0;
}
