/* A worker reads a relaxed atomic input that main sets after creating it, computes a
 * result in a heap cell and returns the cell through pthread_join's second argument; main
 * reads and frees it.  ret is 2 * input as the worker saw it: 0 or 10. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
atomic_int input;
int result;
void *worker(void *a) {
    int *cell = malloc(sizeof *cell);
    *cell = 2 * atomic_load_explicit(&input, memory_order_relaxed);
    return cell;
}
int main(void) {
    pthread_t w;
    void *r;
    pthread_create(&w, 0, worker, 0);
    atomic_store_explicit(&input, 5, memory_order_relaxed);
    pthread_join(w, &r);
    result = *(int *)r;
    free(r);
    return result;
}
