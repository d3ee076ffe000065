// expect all: deadlock
// reason: thread 2 waits to lock second (held by thread 3)
// The classic lock-order inversion: one thread takes first then second, the other second
// then first.
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t first = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t second = PTHREAD_MUTEX_INITIALIZER;
int transfers;

void *forward(void *arg) {
    pthread_mutex_lock(&first);
    pthread_mutex_lock(&second);
    transfers++;
    pthread_mutex_unlock(&second);
    pthread_mutex_unlock(&first);
    return NULL;
}

void *backward(void *arg) {
    pthread_mutex_lock(&second);
    pthread_mutex_lock(&first);
    transfers++;
    pthread_mutex_unlock(&first);
    pthread_mutex_unlock(&second);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, forward, NULL);
    pthread_create(&b, NULL, backward, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("transfers=%d\n", transfers);
    return 0;
}
