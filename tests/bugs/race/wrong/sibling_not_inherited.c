// expect all: race
// (tso too: under TSO the happens-before records hold up to an atomic read that may
// miss the last write, MemoryModel.stale; no adjacency shows this race)
// reason: table[
//
// Main starts a loader, then starts the worker at once if a relaxed load already sees
// the loader done (else it joins the loader first).  A new thread inherits what its
// creator knows, nothing more: main's relaxed load does not synchronise with the loader,
// so on that path the loader's table stores do not happen before the worker's loads.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

int table[2];
atomic_int loaded;
int total;

void *loader(void *arg) {
    table[0] = 3;
    table[1] = 4;
    atomic_store_explicit(&loaded, 1, memory_order_relaxed);
    return NULL;
}

void *worker(void *arg) {
    total = table[0] + table[1];
    return NULL;
}

int main(void) {
    pthread_t l, w;
    int joined = 0;
    pthread_create(&l, NULL, loader, NULL);
    if (!atomic_load_explicit(&loaded, memory_order_relaxed)) {
        pthread_join(l, NULL);
        joined = 1;
    }
    pthread_create(&w, NULL, worker, NULL);
    pthread_join(w, NULL);
    if (!joined)
        pthread_join(l, NULL);
    printf("total=%d\n", total);
    return 0;
}
