// expect all: none
// A detached worker counts heartbeats on an atomic; main never joins it and returns when
// its own work is done (the program ends with whatever the worker has done so far).
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int beats;

void *heartbeat(void *arg) {
    for (int i = 0; i < 2; i++)
        atomic_fetch_add_explicit(&beats, 1, memory_order_relaxed);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, heartbeat, NULL);
    if (pthread_detach(t) != 0)
        return 1;
    int b = atomic_load_explicit(&beats, memory_order_relaxed);
    return b >= 0 && b <= 2 ? 0 : 2;
}
