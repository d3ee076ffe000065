// expect all: race
// reason: data race: thread 2 writes x
// Store buffering with plain ints: each thread writes one variable and reads the other
// without synchronisation, a data race under every model.
#include <pthread.h>
#include <stdio.h>

int x, y, r1, r2;

void *left(void *arg) {
    x = 1;
    r1 = y;
    return NULL;
}

void *right(void *arg) {
    y = 1;
    r2 = x;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, left, NULL);
    pthread_create(&b, NULL, right, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("r1=%d r2=%d\n", r1, r2);
    return 0;
}
