// expect all: deadlock
// reason: waits on condition variable go
// Two waiters, one signal: only one wakes (a broadcast was needed).
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t go = PTHREAD_COND_INITIALIZER;
int started;

void *runner(void *arg) {
    pthread_mutex_lock(&lock);
    while (!started)
        pthread_cond_wait(&go, &lock);
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, runner, NULL);
    pthread_create(&b, NULL, runner, NULL);
    pthread_mutex_lock(&lock);
    started = 1;
    pthread_cond_signal(&go);
    pthread_mutex_unlock(&lock);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
