// expect all: none
// Lock-order inversion avoided with trylock: a thread that cannot get its second lock
// releases the first and tries again.
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t first = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t second = PTHREAD_MUTEX_INITIALIZER;
int moves;

void *forward(void *arg) {
    pthread_mutex_lock(&first);
    pthread_mutex_lock(&second);
    moves++;
    pthread_mutex_unlock(&second);
    pthread_mutex_unlock(&first);
    return NULL;
}

void *backward(void *arg) {
    for (;;) {
        pthread_mutex_lock(&second);
        if (pthread_mutex_trylock(&first) == 0)
            break;
        pthread_mutex_unlock(&second);
    }
    moves++;
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
    printf("moves=%d\n", moves);
    return 0;
}
