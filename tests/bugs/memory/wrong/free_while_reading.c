// expect sc,tso,promising: ub,race
// reason: use after free
/* main publishes a heap cell to a reader, then frees it without waiting for the reader: the reader's load is a use after free when it comes later, and a race with the free either way (every model reports both: without happens-before records the weak models find the race of the free with the load as both next). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

static int *cell;
static atomic_int ready;

static void *reader(void *arg) {
    while (!atomic_load(&ready))
        ;
    return (void *)(long)*cell;
}

int main(void) {
    pthread_t t;
    cell = malloc(sizeof *cell);
    *cell = 7;
    pthread_create(&t, NULL, reader, NULL);
    atomic_store(&ready, 1);
    free(cell);
    pthread_join(t, NULL);
    return 0;
}
