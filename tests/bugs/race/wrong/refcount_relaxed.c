// expect sc,tso: race
// expect promising: none
// reason: refcount_relaxed.c:29
// (promising: C11 says race; the interleaving tracks happens-before under sc and tso,
// not under promising, whose reads may read older writes without saying when.)
// Reference counting with relaxed decrements: each user reads the object, then drops its
// reference with a relaxed fetch_sub; the one that drops the last frees it.  Reading the
// other user's relaxed decrement does not synchronise with it, so the other user's read
// of the object (and its decrement) does not happen before the free: C11 7.22.3p2 makes
// the free an access to the block, a data race with both.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct object {
    atomic_int refs;
    int value;
};

struct object *shared;
int seen[2];

void *user(void *arg) {
    long me = (long)arg;
    struct object *obj = shared;
    seen[me] = obj->value;
    if (atomic_fetch_sub_explicit(&obj->refs, 1, memory_order_relaxed) == 1)
        free(obj);
    return NULL;
}

int main(void) {
    struct object *obj = malloc(sizeof *obj);
    obj->value = 5;
    atomic_init(&obj->refs, 2);
    shared = obj;
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, user, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    printf("%d %d\n", seen[0], seen[1]);
    return 0;
}
