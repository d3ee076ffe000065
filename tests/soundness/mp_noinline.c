/* Message passing through two noinline helpers: the writer thread publishes data with a
 * release flag in publish(), main waits for the flag in read_when_ready() (an acquire spin
 * loop) and returns the data: always 42. */
#include <pthread.h>
#include <stdatomic.h>
int data;
atomic_int flag;
__attribute__((noinline)) void publish(int v) {
    data = v;
    atomic_store_explicit(&flag, 1, memory_order_release);
}
__attribute__((noinline)) int read_when_ready(void) {
    while (!atomic_load_explicit(&flag, memory_order_acquire))
        ;
    return data;
}
void *writer(void *a) { publish(42); return 0; }
int main(void) {
    pthread_t w;
    pthread_create(&w, 0, writer, 0);
    int r = read_when_ready();
    pthread_join(w, 0);
    return r;
}
