// expect all: deadlock
// reason: waits on condition variable wake
// The consumer checks the flag, releases the lock, and only then waits: a signal sent in
// between is lost, and the consumer sleeps forever.
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t wake = PTHREAD_COND_INITIALIZER;
int ready;

void *producer(void *arg) {
    pthread_mutex_lock(&lock);
    ready = 1;
    pthread_mutex_unlock(&lock);
    pthread_cond_signal(&wake);
    return NULL;
}

void *consumer(void *arg) {
    pthread_mutex_lock(&lock);
    int r = ready;
    pthread_mutex_unlock(&lock);
    if (!r) {
        pthread_mutex_lock(&lock);
        pthread_cond_wait(&wake, &lock);   /* the flag is not checked again */
        pthread_mutex_unlock(&lock);
    }
    return NULL;
}

int main(void) {
    pthread_t c, p;
    pthread_create(&c, NULL, consumer, NULL);
    pthread_create(&p, NULL, producer, NULL);
    pthread_join(c, NULL);
    pthread_join(p, NULL);
    puts("done");
    return 0;
}
