// expect all: hang
// reason: loops forever
// A worker waits for a start flag that main forgets to set.
#include <pthread.h>
#include <stdatomic.h>

atomic_int start_flag;
int result;

void *worker(void *arg) {
    while (!atomic_load_explicit(&start_flag, memory_order_acquire))
        ;
    result = 1;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return result;
}
