// expect all: deadlock
// reason: finished without unlocking it
// An early return on an error path leaves the mutex locked; the other thread then waits
// for it forever.
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int items = 0;

void *take(void *arg) {
    pthread_mutex_lock(&lock);
    if (items == 0)
        return NULL;            /* forgot to unlock */
    items--;
    pthread_mutex_unlock(&lock);
    return NULL;
}

void *put(void *arg) {
    pthread_mutex_lock(&lock);
    items++;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, take, NULL);
    pthread_create(&b, NULL, put, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("items=%d\n", items);
    return 0;
}
