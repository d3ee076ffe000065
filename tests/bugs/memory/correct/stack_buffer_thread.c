// expect all: none
/* A stack buffer handed to a thread that is joined before the function returns. */
#include <assert.h>
#include <pthread.h>

static void *fill(void *arg) {
    int *buf = arg;
    for (int i = 0; i < 3; i++)
        buf[i] = i + 1;
    return NULL;
}

__attribute__((noinline)) static int total(void) {
    int buf[3] = {0, 0, 0};
    pthread_t t;
    pthread_create(&t, NULL, fill, buf);
    pthread_join(t, NULL); /* before buf dies */
    return buf[0] + buf[1] + buf[2];
}

int main(void) {
    assert(total() == 6);
    return 0;
}
