// expect all: none
// Publishing a heap object once: the publisher fills a malloc'd configuration, then
// stores its address with a seq_cst atomic_store (a release); a reader that loads a
// non-null pointer (seq_cst: an acquire) reads the fields, which the publisher's stores
// happen before.  Main frees the object after both joins.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct config {
    int width;
    int height;
};

_Atomic(struct config *) current;
int area = -1;

void *publisher(void *arg) {
    struct config *c = malloc(sizeof *c);
    c->width = 3;
    c->height = 4;
    atomic_store(&current, c);
    return NULL;
}

void *reader(void *arg) {
    struct config *c = atomic_load(&current);
    if (c)
        area = c->width * c->height;
    return NULL;
}

int main(void) {
    pthread_t p, r;
    pthread_create(&p, NULL, publisher, NULL);
    pthread_create(&r, NULL, reader, NULL);
    pthread_join(p, NULL);
    pthread_join(r, NULL);
    printf("area=%d\n", area);
    free(atomic_load(&current));
    return 0;
}
