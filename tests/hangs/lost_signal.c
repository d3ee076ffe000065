/* The waiter spins on a flag that the signaller sets only when it saw the waiter ready;
   if the signaller looks first it leaves without setting it, and the waiter (joined by
   main) spins forever. */
#include <pthread.h>
#include <stdatomic.h>

atomic_int ready, flag;

static void *waiter(void *arg) {
    atomic_store(&ready, 1);
    while (!atomic_load(&flag))
        ;
    return arg;
}

static void *signaller(void *arg) {
    if (atomic_load(&ready))
        atomic_store(&flag, 1);
    return arg;
}

int main(void) {
    pthread_t w, s;
    pthread_create(&w, 0, waiter, 0);
    pthread_create(&s, 0, signaller, 0);
    pthread_join(s, 0);
    pthread_join(w, 0);
    return 0;
}
