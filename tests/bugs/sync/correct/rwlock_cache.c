// expect all: none
// Readers look a value up under a read lock while a writer updates it under the write
// lock.
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int version = 1, value = 10;

void *reader(void *arg) {
    pthread_rwlock_rdlock(&rw);
    int v = version, x = value;
    pthread_rwlock_unlock(&rw);
    assert(x == v * 10);
    return NULL;
}

void *writer(void *arg) {
    pthread_rwlock_wrlock(&rw);
    version = 2;
    value = 20;
    pthread_rwlock_unlock(&rw);
    return NULL;
}

int main(void) {
    pthread_t r1, r2, w;
    pthread_create(&r1, NULL, reader, NULL);
    pthread_create(&w, NULL, writer, NULL);
    pthread_create(&r2, NULL, reader, NULL);
    pthread_join(r1, NULL);
    pthread_join(w, NULL);
    pthread_join(r2, NULL);
    return 0;
}
