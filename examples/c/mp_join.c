/* Message passing through pthread_join: the thread fills in plain (non-atomic) data and
 * main reads it after joining.  pthread_join synchronises with the thread's end, so the
 * assertions hold under every memory model. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct message {
    int id;
    int payload;
};

int ready;

void *producer(void *arg) {
    struct message *m = arg;
    m->id = 7;
    m->payload = 42;
    ready = 1;
    return m;
}

int main(void) {
    struct message *m = malloc(sizeof *m);
    if (m == NULL)
        return 1;
    m->id = 0;
    m->payload = 0;
    pthread_t t;
    void *result;
    pthread_create(&t, NULL, producer, m);
    pthread_join(t, &result);
    assert(result == m);
    assert(ready == 1 && m->id == 7 && m->payload == 42);
    printf("id=%d payload=%d\n", m->id, m->payload);
    free(m);
    return 0;
}
