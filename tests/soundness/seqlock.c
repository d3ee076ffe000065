/* A seqlock: the writer makes the sequence odd, writes the two halves (relaxed), then
 * makes it even with a release store (a release fence orders the odd store before the
 * data); the reader reads the sequence (acquire), the halves (relaxed), an acquire fence,
 * the sequence again, and keeps the pair only if both reads agree and are even.  A kept
 * pair is never torn: got is 11 (old), 22 (new) or -1 (retry). */
#include <pthread.h>
#include <stdatomic.h>
atomic_int seq, d1 = 1, d2 = 1;
int got;
void *writer(void *a) {
    int s = atomic_load_explicit(&seq, memory_order_relaxed);
    atomic_store_explicit(&seq, s + 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&d1, 2, memory_order_relaxed);
    atomic_store_explicit(&d2, 2, memory_order_relaxed);
    atomic_store_explicit(&seq, s + 2, memory_order_release);
    return 0;
}
void *reader(void *a) {
    int s1 = atomic_load_explicit(&seq, memory_order_acquire);
    int a1 = atomic_load_explicit(&d1, memory_order_relaxed);
    int a2 = atomic_load_explicit(&d2, memory_order_relaxed);
    atomic_thread_fence(memory_order_acquire);
    int s2 = atomic_load_explicit(&seq, memory_order_relaxed);
    got = (s1 == s2 && s1 % 2 == 0) ? a1 * 10 + a2 : -1;
    return 0;
}
int main(void) {
    pthread_t w, r;
    pthread_create(&w, 0, writer, 0);
    pthread_create(&r, 0, reader, 0);
    pthread_join(w, 0);
    pthread_join(r, 0);
    return got;
}
