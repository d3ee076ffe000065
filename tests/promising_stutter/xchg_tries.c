/* Updates that write back what they read, in a bounded number of tries (so that the
 * exploration ends with or without merging them): a seq_cst exchange lock taken in at most
 * three tries, a flag word whose bit is set by both threads with fetch_or (release and
 * relaxed: the relaxed one continues the release sequence), a fetch_add of 0 and a
 * compare-exchange of 1 for 1.  A reader acquires the flag word and reads (relaxed) the
 * data the releasing thread wrote before it: 7 whenever the flag it reads carries the
 * release, which the second thread's update passes on when it read the first's. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_int lock, flags, zero_add, same, data;
static int owned;

static void *first(void *arg) {
    (void)arg;
    atomic_store_explicit(&data, 7, memory_order_relaxed);
    atomic_fetch_or_explicit(&flags, 1, memory_order_release);
    for (int i = 0; i < 3; i++)
        if (!atomic_exchange(&lock, 1)) {
            owned++;
            atomic_store(&lock, 0);
            break;
        }
    atomic_fetch_add_explicit(&zero_add, 0, memory_order_acq_rel);
    return NULL;
}

static void *second(void *arg) {
    (void)arg;
    atomic_fetch_or_explicit(&flags, 1, memory_order_relaxed);
    int one = 1;
    atomic_compare_exchange_strong_explicit(&same, &one, 1, memory_order_acq_rel,
                                            memory_order_relaxed);
    for (int i = 0; i < 3; i++)
        if (!atomic_exchange(&lock, 1)) {
            owned++;
            atomic_store(&lock, 0);
            break;
        }
    return NULL;
}

static void *reader(void *arg) {
    (void)arg;
    int seen = atomic_load_explicit(&flags, memory_order_acquire);
    int d = atomic_load_explicit(&data, memory_order_relaxed);
    int z = atomic_fetch_add_explicit(&zero_add, 0, memory_order_relaxed);
    return (void *)(long)(seen ? 10 * d + z : -1);
}

int main(void) {
    pthread_t a, b, c;
    void *r;
    atomic_store(&same, 1);
    pthread_create(&a, NULL, first, NULL);
    pthread_create(&b, NULL, second, NULL);
    pthread_create(&c, NULL, reader, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pthread_join(c, &r);
    printf("read=%ld owned=%d lock=%d\n", (long)r, owned, atomic_load(&lock));
    return 0;
}
