// expect all: race
// reason: dcl_relaxed_publish.c:35
// Double-checked locking with the instance published by a *relaxed* store: a thread that
// finds the pointer set on the unlocked fast path (an acquire load) reads the fields, but
// nothing makes their writes by the initialising thread happen before those reads.  (tso
// finds it too: x86 would not reorder the stores, but C11 calls it a race.)
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct config { int verbose; int level; };

static struct config *_Atomic instance;
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;

static struct config *get_config(void) {
    struct config *c = atomic_load_explicit(&instance, memory_order_acquire);
    if (c == NULL) {
        pthread_mutex_lock(&init_lock);
        c = atomic_load_explicit(&instance, memory_order_relaxed);
        if (c == NULL) {
            c = malloc(sizeof *c);
            c->verbose = 1;
            c->level = 3;
            atomic_store_explicit(&instance, c, memory_order_relaxed);
        }
        pthread_mutex_unlock(&init_lock);
    }
    return c;
}

static void *user(void *arg) {
    struct config *c = get_config();
    return (void *)(long)(c->verbose + c->level);
}

int main(void) {
    pthread_t t[2];
    void *r[2];
    for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, user, NULL);
    for (int i = 0; i < 2; i++) pthread_join(t[i], &r[i]);
    printf("%ld %ld\n", (long)r[0], (long)r[1]);
    free(atomic_load(&instance));
    return 0;
}
