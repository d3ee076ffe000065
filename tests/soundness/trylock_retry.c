/* Two threads each try pthread_mutex_trylock at most twice to add their share to total
 * under the lock; a thread that fails both times counts itself in gave_up (atomically,
 * outside the lock).  total is 0, 1, 2 or 3 (shares 1 and 2), and a share is either in
 * total or counted in gave_up: never lost, never both. */
#include <pthread.h>
#include <stdatomic.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
atomic_int gave_up;
void *t(void *a) {
    for (int i = 0; i < 2; i++) {
        if (pthread_mutex_trylock(&m) == 0) {
            total += (int)(long)a;
            pthread_mutex_unlock(&m);
            return 0;
        }
    }
    atomic_fetch_add_explicit(&gave_up, (int)(long)a, memory_order_relaxed);
    return 0;
}
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t, (void *)1);
    pthread_create(&b, 0, t, (void *)2);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return total * 10 + atomic_load_explicit(&gave_up, memory_order_relaxed);
}
