// expect sc,tso,promising: ub
// reason: use after free
/* A consumer thread takes ownership of a message and frees it; the producer logs the
 * message after joining the consumer: a use after free across threads (the free happens
 * before the read, so there is no data race, only the dangling pointer). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct message {
    int length;
    int checksum;
};

static int total;

static void *consume(void *arg) {
    struct message *m = arg;
    total += m->length;
    free(m); /* the consumer owns the message */
    return NULL;
}

int main(void) {
    struct message *m = malloc(sizeof *m);
    m->length = 5;
    m->checksum = 0x55;
    pthread_t t;
    pthread_create(&t, NULL, consume, m);
    pthread_join(t, NULL);
    printf("sent %d bytes (checksum %d)\n", m->length, m->checksum); /* dangling */
    return 0;
}
