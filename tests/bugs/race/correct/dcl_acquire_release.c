// expect all: none
// Double-checked locking done right: the instance is published by a release store after
// its fields are written, and the unlocked fast path reads the pointer with an acquire
// load, so a thread that finds it set sees the fields written.
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
            atomic_store_explicit(&instance, c, memory_order_release);
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
