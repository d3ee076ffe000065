// expect all: hang
// reason: loops forever
// The waiter spins until the counter reaches 3, but only two workers increment it.
#include <pthread.h>
#include <stdatomic.h>

atomic_int arrived;

void *worker(void *arg) {
    atomic_fetch_add(&arrived, 1);
    return NULL;
}

void *waiter(void *arg) {
    while (atomic_load(&arrived) != 3)
        ;
    return NULL;
}

int main(void) {
    pthread_t a, b, w;
    pthread_create(&w, NULL, waiter, NULL);
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pthread_join(w, NULL);
    return 0;
}
