// expect all: none
// Two threads hand a token back and forth through spin-waits on an atomic turn.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int turn;
int log_[2];

void *ping(void *arg) {
    while (atomic_load(&turn) != 0)
        ;
    log_[0] = 1;
    atomic_store(&turn, 1);
    return NULL;
}

void *pong(void *arg) {
    while (atomic_load(&turn) != 1)
        ;
    log_[1] = log_[0] + 1;
    atomic_store(&turn, 2);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, ping, NULL);
    pthread_create(&b, NULL, pong, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(log_[1] == 2);
    return 0;
}
