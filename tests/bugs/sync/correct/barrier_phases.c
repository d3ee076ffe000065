// expect all: none
// Two workers publish a slot each, meet at a barrier, then read both slots: each sees
// both values (every arrival happens before every departure).  Exactly one of them is the
// barrier's serial thread.
#include <assert.h>
#include <pthread.h>

pthread_barrier_t bar;
int slot[2], sum[2], serial[2];

void *work(void *arg) {
    long i = (long)arg;
    slot[i] = (int)i + 1;
    serial[i] = pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD;
    sum[i] = slot[0] + slot[1];
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_barrier_init(&bar, NULL, 2);
    pthread_create(&a, NULL, work, (void *)0);
    pthread_create(&b, NULL, work, (void *)1);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(sum[0] == 3 && sum[1] == 3);
    assert(serial[0] + serial[1] == 1);
    return 0;
}
