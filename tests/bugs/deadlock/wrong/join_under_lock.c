// expect all: deadlock
// reason: thread 1 waits for thread 2 to finish
// main joins a worker while holding the lock the worker needs.
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int done;

void *worker(void *arg) {
    pthread_mutex_lock(&lock);
    done = 1;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_mutex_lock(&lock);
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_mutex_unlock(&lock);
    return done ? 0 : 1;
}
