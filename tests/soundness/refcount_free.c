/* main hands a heap object with reference count 2 to two threads; each adds the object's
 * value to sum and drops its reference with an acq_rel fetch_sub: the one that drops the
 * last reference frees the object (freed_by: 1 or 2) after reading sum, which by then
 * holds both additions (42).  No use after free, no double free.  (The count is set with
 * a relaxed store: atomic_init, a plain store, makes promising's second fetch_sub read
 * undef, a reported bug.) */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct obj { atomic_int refs; int value; };
struct obj *shared;
atomic_int sum;
int freed_by, sum_at_free;
void *t(void *a) {
    struct obj *o = shared;
    atomic_fetch_add_explicit(&sum, o->value, memory_order_relaxed);
    if (atomic_fetch_sub_explicit(&o->refs, 1, memory_order_acq_rel) == 1) {
        freed_by = (int)(long)a;
        sum_at_free = atomic_load_explicit(&sum, memory_order_relaxed);
        free(o);
    }
    return 0;
}
int main(void) {
    pthread_t a, b;
    shared = malloc(sizeof *shared);
    atomic_store_explicit(&shared->refs, 2, memory_order_relaxed);
    shared->value = 21;
    pthread_create(&a, 0, t, (void *)1);
    pthread_create(&b, 0, t, (void *)2);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return freed_by * 100 + sum_at_free;
}
