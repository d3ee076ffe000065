// A relaxed load racing with a relaxed increment of a word atomic_init set before the
// threads were created: no data race (both are atomic; the initialisation happens before
// them), r is 2 or 3 under every model.  promising reported a race and an undef read.
#include <pthread.h>
#include <stdatomic.h>

atomic_int g;
int r;

void *bump(void *arg) {
    atomic_fetch_add_explicit(&g, 1, memory_order_relaxed);
    return 0;
}

void *look(void *arg) {
    r = atomic_load_explicit(&g, memory_order_relaxed);
    return 0;
}

int main(void) {
    pthread_t a, b;
    atomic_init(&g, 2);
    pthread_create(&a, 0, bump, 0);
    pthread_create(&b, 0, look, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return r;
}
