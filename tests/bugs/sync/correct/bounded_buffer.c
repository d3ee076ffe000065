// expect all: none
// A one-slot buffer with two condition variables: the producer puts two values, the
// consumer takes them in order.
#include <assert.h>
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t not_full = PTHREAD_COND_INITIALIZER;
pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;
int slot, full;

void put(int v) {
    pthread_mutex_lock(&lock);
    while (full)
        pthread_cond_wait(&not_full, &lock);
    slot = v;
    full = 1;
    pthread_cond_signal(&not_empty);
    pthread_mutex_unlock(&lock);
}

int get(void) {
    pthread_mutex_lock(&lock);
    while (!full)
        pthread_cond_wait(&not_empty, &lock);
    int v = slot;
    full = 0;
    pthread_cond_signal(&not_full);
    pthread_mutex_unlock(&lock);
    return v;
}

void *producer(void *arg) {
    put(1);
    put(2);
    return NULL;
}

int main(void) {
    pthread_t p;
    pthread_create(&p, NULL, producer, NULL);
    int a = get();
    int b = get();
    pthread_join(p, NULL);
    assert(a == 1 && b == 2);
    return 0;
}
