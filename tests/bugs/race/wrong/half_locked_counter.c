// expect all: race
// reason: hits
// Two workers count hits; one takes the lock, the other forgot it.
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int hits;

void *careful(void *arg) {
    pthread_mutex_lock(&lock);
    hits++;
    pthread_mutex_unlock(&lock);
    return NULL;
}

void *careless(void *arg) {
    hits++;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, careful, NULL);
    pthread_create(&b, NULL, careless, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("hits=%d\n", hits);
    return 0;
}
