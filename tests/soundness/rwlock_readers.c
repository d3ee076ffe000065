/* Two reader threads and main, the writer, share an rwlock: main bumps version under the
 * write lock; each reader copies version under the read lock and counts itself in inside
 * (atomic) while holding it.  Readers see 0 or 1; both readers can be inside at once
 * (peak 2, and then they saw the same version), but never together with main
 * (writer_saw_reader stays 0). */
#include <pthread.h>
#include <stdatomic.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int version, seen[2], peak, writer_saw_reader;
atomic_int inside;
void *reader(void *a) {
    pthread_rwlock_rdlock(&rw);
    int n = atomic_fetch_add_explicit(&inside, 1, memory_order_relaxed) + 1;
    if (n == 2)
        peak = 2;
    seen[(long)a] = version;
    atomic_fetch_sub_explicit(&inside, 1, memory_order_relaxed);
    pthread_rwlock_unlock(&rw);
    return 0;
}
int main(void) {
    pthread_t r0, r1;
    pthread_create(&r0, 0, reader, (void *)0);
    pthread_create(&r1, 0, reader, (void *)1);
    pthread_rwlock_wrlock(&rw);
    if (atomic_load_explicit(&inside, memory_order_relaxed) != 0)
        writer_saw_reader = 1;
    version++;
    pthread_rwlock_unlock(&rw);
    pthread_join(r0, 0);
    pthread_join(r1, 0);
    return seen[0] * 10 + seen[1];
}
