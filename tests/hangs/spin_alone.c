/* main spins on a flag nobody sets while the other thread does independent work and ends:
   every execution hangs.  The reduction explores main's spin first and cuts it as a cycle;
   the other thread's steps, explored next, must not leave main asleep (a sleep set would
   then prune the last configuration, and the hang with it: 0 outcomes). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int flag, msg;

static void *worker(void *arg) {
    atomic_store_explicit(&msg, 1, memory_order_relaxed);
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    while (!atomic_load_explicit(&flag, memory_order_relaxed))
        ;
    printf("%d\n", atomic_load_explicit(&msg, memory_order_relaxed));
    pthread_join(t, 0);
    return 0;
}
