// expect sc,tso,promising: ub,race
// reason: use of a stack slot after its function returned
/* start_worker passes its local configuration's address to a new thread and returns without waiting: when the thread reads it after the return, the slot is dead (also a race of the read with the return). */
#include <pthread.h>
#include <stdio.h>

struct config {
    int id;
    int rounds;
};

static void *work(void *arg) {
    struct config *c = arg;
    int sum = 0;
    for (int i = 0; i < c->rounds; i++)
        sum += c->id;
    return (void *)(long)sum;
}

__attribute__((noinline)) static pthread_t start_worker(int id) {
    struct config c = {id, 2};
    pthread_t t;
    pthread_create(&t, NULL, work, &c);
    return t; /* c dies here, the worker may still read it */
}

int main(void) {
    pthread_t t = start_worker(3);
    void *r;
    pthread_join(t, &r);
    printf("%ld\n", (long)r);
    return 0;
}
