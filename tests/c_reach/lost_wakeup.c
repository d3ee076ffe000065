/* A lost wake-up: the waiter checks the flag with `if`, not `while`, and waits without
 * checking again; when main signals before the waiter waits, nobody wakes it (a deadlock,
 * whose witness shows the signal that found no waiter). */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;

static void *waiter(void *arg) {
    pthread_mutex_lock(&m);
    pthread_cond_wait(&c, &m);  /* BUG: waits even when ready was already set */
    int r = ready;
    pthread_mutex_unlock(&m);
    return (void *)(long)r;
}

int main(void) {
    pthread_t t;
    void *r;
    pthread_create(&t, NULL, waiter, NULL);
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    pthread_join(t, &r);
    printf("r=%ld\n", (long)r);
    return 0;
}
