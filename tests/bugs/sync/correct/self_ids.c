// expect all: none
// Each worker records pthread_self(); main compares them with the handles it got.
#include <assert.h>
#include <pthread.h>

pthread_t seen[2];

void *worker(void *arg) {
    long i = (long)arg;
    seen[i] = pthread_self();
    return NULL;
}

int main(void) {
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < 2; i++)
        assert(pthread_equal(seen[i], t[i]));
    assert(!pthread_equal(seen[0], seen[1]));
    assert(!pthread_equal(pthread_self(), t[0]));
    return 0;
}
