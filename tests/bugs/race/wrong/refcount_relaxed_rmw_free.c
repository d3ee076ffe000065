// expect sc,tso: race
// expect promising: none
// reason: refcount_relaxed_rmw_free.c:24
// (promising: C11 says race; no happens-before records under promising.)
// A job shared by two holders that only drop their references, with relaxed fetch_subs;
// the one that drops the last frees the job.  C11 7.22.3p2 makes the free an access to
// the whole block, refs included, and reading the other holder's relaxed decrement does
// not synchronise with it: that atomic decrement and the free are a data race (one of the
// two is not atomic, neither happens before the other).  acq_rel decrements fix it.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

struct job {
    atomic_int refs;
    int id;
};

struct job *shared;

void *holder(void *arg) {
    struct job *j = shared;
    if (atomic_fetch_sub_explicit(&j->refs, 1, memory_order_relaxed) == 1)
        free(j);
    return NULL;
}

int main(void) {
    struct job *j = malloc(sizeof *j);
    j->id = 1;
    atomic_init(&j->refs, 2);
    shared = j;
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, holder, NULL);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    return 0;
}
