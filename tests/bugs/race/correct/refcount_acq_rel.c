// expect all: none
// Reference counting done right: each user reads the object, then drops its reference
// with an acq_rel fetch_sub; the one that drops the last frees it.  The other user's
// release decrement is read by the freeing user's acquire decrement, so its read of the
// object happens before the free (C11 7.22.3p2: free counts as an access to the block).
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
    if (atomic_fetch_sub_explicit(&obj->refs, 1, memory_order_acq_rel) == 1)
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
