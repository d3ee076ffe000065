/* issue 25, reproducer 1: two threads bump a relaxed atomic through a helper that is not
 * inlined (the call stack is part of each thread's state).  main returns c: always 2. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int c;
__attribute__((noinline)) void bump(void) { atomic_fetch_add_explicit(&c, 1, memory_order_relaxed); }
void *t(void *a) { bump(); return 0; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t, 0);
    pthread_create(&b, 0, t, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return c;
}
