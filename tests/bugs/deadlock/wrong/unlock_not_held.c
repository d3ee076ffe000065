// expect all: ub
// reason: unlock of lock, which thread 3 does not hold
// A cleanup path unlocks a mutex that this thread never locked.
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int value;

void *owner(void *arg) {
    pthread_mutex_lock(&lock);
    value = 1;
    pthread_mutex_unlock(&lock);
    return NULL;
}

void *intruder(void *arg) {
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, owner, NULL);
    pthread_create(&b, NULL, intruder, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
