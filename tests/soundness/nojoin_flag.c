/* A thread writes data and then sets a release flag; main does not join it: it polls the
 * flag once (acquire) and reads data only if the flag is set, then returns.  main's copy
 * is 42 only when it saw the flag, else 0; at the end the thread may be anywhere
 * (data 0 or 42, flag 0 or 1, but flag 1 only with data 42). */
#include <pthread.h>
#include <stdatomic.h>
int data, copy;
atomic_int flag;
void *t(void *a) {
    data = 42;
    atomic_store_explicit(&flag, 1, memory_order_release);
    return 0;
}
int main(void) {
    pthread_t a;
    pthread_create(&a, 0, t, 0);
    if (atomic_load_explicit(&flag, memory_order_acquire))
        copy = data;
    return copy;
}
