// expect all: assert
// reason: items > 0
// Two consumers wait with `if` instead of `while`: a broadcast for one item wakes both,
// and the second takes an item that is not there.
#include <assert.h>
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
int items;

void *consumer(void *arg) {
    pthread_mutex_lock(&lock);
    if (items == 0)
        pthread_cond_wait(&nonempty, &lock);
    assert(items > 0);
    items--;
    pthread_mutex_unlock(&lock);
    return NULL;
}

void *producer(void *arg) {
    pthread_mutex_lock(&lock);
    items++;
    pthread_cond_broadcast(&nonempty);
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t c1, c2, p;
    pthread_create(&c1, NULL, consumer, NULL);
    pthread_create(&c2, NULL, consumer, NULL);
    pthread_create(&p, NULL, producer, NULL);
    pthread_join(p, NULL);
    pthread_mutex_lock(&lock);
    items++;                       /* a second item, for the consumer that still waits */
    pthread_cond_broadcast(&nonempty);
    pthread_mutex_unlock(&lock);
    pthread_join(c1, NULL);
    pthread_join(c2, NULL);
    return 0;
}
