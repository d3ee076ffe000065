/* Two threads take two mutexes in opposite orders: when each holds its first lock, both
   wait forever for the other's (a lock cycle). */
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int shared;

static void *other(void *arg) {
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a);
    shared += 2;
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, other, 0);
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    shared += 1;
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    pthread_join(t, 0);
    return shared;
}
