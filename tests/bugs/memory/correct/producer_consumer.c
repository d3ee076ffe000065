// expect all: none
/* The producer fills a heap buffer and hands it to a consumer thread; after joining the
 * consumer it frees the buffer. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#define N 4

struct batch {
    int count;
    int items[N];
};

static void *consume(void *arg) {
    struct batch *b = arg;
    long sum = 0;
    for (int i = 0; i < b->count; i++)
        sum += b->items[i];
    return (void *)sum;
}

int main(void) {
    struct batch *b = malloc(sizeof *b);
    b->count = N;
    for (int i = 0; i < N; i++)
        b->items[i] = i + 1;
    pthread_t t;
    pthread_create(&t, NULL, consume, b);
    void *sum;
    pthread_join(t, &sum);
    free(b); /* after the consumer is done */
    assert((long)sum == 10);
    return 0;
}
