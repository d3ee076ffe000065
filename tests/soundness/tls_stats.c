/* Per-thread statistics in __thread variables that no thread takes the address of (each
 * thread's accesses to its copies are private), added to shared totals under a mutex;
 * `last` is the share of whoever took the lock last. */
#include <pthread.h>

static __thread long hits;
static __thread long misses;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
long total_hits, total_misses, last;

static void *worker(void *arg) {
    long seed = (long)arg;
    for (int i = 0; i < 3; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        if (seed % 3)
            hits++;
        else
            misses++;
    }
    pthread_mutex_lock(&lock);
    total_hits += hits;
    total_misses += misses;
    last = hits;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)(i + 1));
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    return (int)(total_hits * 10 + total_misses + 100 * hits);
}
