/* Two threads work on arrays and a structure of their own stack frames through helper
 * functions the compiler keeps out of line (fill, sum_of, the comparison function of qsort
 * and bsearch, a structure's initialiser), then add their results to a shared total under
 * a mutex.  The helpers only access what their pointer parameters point to, so the frames
 * stay thread-local (.escape's local parameters): their accesses are private, and the weak
 * models explore about as few configurations as sc does. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct stats { int count, sum, max; };

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int total, found;

__attribute__((noinline)) static void fill(int *v, int n, int seed) {
    for (int i = 0; i < n; i++)
        v[i] = (seed * 7 + i * 5) % 11;
}

__attribute__((noinline)) static void init_stats(struct stats *s) {
    s->count = s->sum = 0;
    s->max = -1;
}

__attribute__((noinline)) static void add(struct stats *s, const int *v, int n) {
    for (const int *p = v; p < v + n; p++) {
        s->count++;
        s->sum += *p;
        if (*p > s->max)
            s->max = *p;
    }
}

static int cmp(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

static void *worker(void *arg) {
    int id = (int)(long)arg;
    int v[6];
    struct stats s;
    fill(v, 6, id + 1);
    init_stats(&s);
    add(&s, v, 6);
    qsort(v, 6, sizeof v[0], cmp);
    int key = v[3];
    int *hit = bsearch(&key, v, 6, sizeof v[0], cmp);
    pthread_mutex_lock(&mu);
    total += s.sum * 10 + s.max;
    found += hit != NULL && *hit == key;
    pthread_mutex_unlock(&mu);
    return NULL;
}

int main(void) {
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    printf("total %d, found %d\n", total, found);
    return 0;
}
