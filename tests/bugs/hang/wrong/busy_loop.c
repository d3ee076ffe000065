// expect all: hang
// reason: loops forever
// A polling thread whose exit condition tests a local copy that never changes.
#include <pthread.h>
#include <stdatomic.h>

atomic_int stop;

void *poller(void *arg) {
    int s = atomic_load(&stop);
    while (!s)
        ;                         /* should reload stop */
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, poller, NULL);
    atomic_store(&stop, 1);
    pthread_join(t, NULL);
    return 0;
}
