// expect all: race
// reason: data race
// A heap-allocated statistics block shared by two threads that both update its total
// without a lock.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct stats {
    int count;
    int total;
};

void *record(void *arg) {
    struct stats *s = arg;
    s->total += 5;
    return NULL;
}

int main(void) {
    struct stats *s = calloc(1, sizeof *s);
    pthread_t a, b;
    pthread_create(&a, NULL, record, s);
    pthread_create(&b, NULL, record, s);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("total=%d\n", s->total);
    free(s);
    return 0;
}
