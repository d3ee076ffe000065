// expect all: race
// reason: level
// A thread tries the lock and writes the shared level whether or not it got it: when
// the trylock fails (the owner holds the mutex) nothing orders its write with the
// owner's update under the lock.
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int level;

void *owner(void *arg) {
    pthread_mutex_lock(&lock);
    level += 1;
    pthread_mutex_unlock(&lock);
    return NULL;
}

void *impatient(void *arg) {
    int got = pthread_mutex_trylock(&lock) == 0;
    level += 10;   /* written even when the trylock failed */
    if (got)
        pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t o, i;
    pthread_create(&o, NULL, owner, NULL);
    pthread_create(&i, NULL, impatient, NULL);
    pthread_join(o, NULL);
    pthread_join(i, NULL);
    printf("level=%d\n", level);
    return 0;
}
