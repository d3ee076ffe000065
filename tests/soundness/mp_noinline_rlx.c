/* Message passing with a relaxed flag read by a noinline helper that does not wait: the
 * reader sees (flag, data) = (0, 0), (0, 42), (1, 42); with relaxed accesses the weak
 * models may also give (1, 0). ret = flag * 100 + data. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int data, flag;
__attribute__((noinline)) int peek(void) {
    int f = atomic_load_explicit(&flag, memory_order_relaxed);
    int d = atomic_load_explicit(&data, memory_order_relaxed);
    return f * 100 + d;
}
void *writer(void *a) {
    atomic_store_explicit(&data, 42, memory_order_relaxed);
    atomic_store_explicit(&flag, 1, memory_order_relaxed);
    return 0;
}
int main(void) {
    pthread_t w;
    pthread_create(&w, 0, writer, 0);
    int r = peek();
    pthread_join(w, 0);
    return r;
}
