/* Two threads get a configuration object that pthread_once allocates and fills on first
 * use; the initialiser runs exactly once and records in owner the latest hint it sees (a
 * relaxed store of its id that each thread makes before calling pthread_once).  Both
 * threads see the filled object (got = 7 each), inits is 1, and owner is 1 or 2. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct config { int value; };
pthread_once_t once = PTHREAD_ONCE_INIT;
struct config *cfg;
atomic_int asking;
int inits, owner, got[2];
static void init(void) {
    struct config *c = malloc(sizeof *c);
    c->value = 7;
    inits++;
    owner = atomic_load_explicit(&asking, memory_order_relaxed);
    cfg = c;
}
void *t(void *a) {
    int me = (int)(long)a;
    atomic_store_explicit(&asking, me, memory_order_relaxed);
    pthread_once(&once, init);
    got[me - 1] = cfg->value;
    return 0;
}
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t, (void *)1);
    pthread_create(&b, 0, t, (void *)2);
    pthread_join(a, 0);
    pthread_join(b, 0);
    free(cfg);
    return inits;
}
