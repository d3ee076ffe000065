// expect all: race
// reason: config
// An updater takes the read-write lock for reading but writes the shared value: two
// holders of a read lock are not ordered, so the write races with the reader.
#include <pthread.h>
#include <stdio.h>

pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int config = 1;

void *updater(void *arg) {
    pthread_rwlock_rdlock(&rw);   /* should be wrlock */
    config = 2;
    pthread_rwlock_unlock(&rw);
    return NULL;
}

void *reader(void *arg) {
    pthread_rwlock_rdlock(&rw);
    int c = config;
    pthread_rwlock_unlock(&rw);
    printf("config=%d\n", c);
    return NULL;
}

int main(void) {
    pthread_t u, r;
    pthread_create(&u, NULL, updater, NULL);
    pthread_create(&r, NULL, reader, NULL);
    pthread_join(u, NULL);
    pthread_join(r, NULL);
    return 0;
}
