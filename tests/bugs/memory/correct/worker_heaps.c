// expect all: none
/* Two workers each allocate, use and free their own scratch block while the other runs. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct pair {
    long a, b;
};

static void *work(void *arg) {
    struct pair *scratch = malloc(sizeof *scratch);
    scratch->a = (long)arg;
    scratch->b = scratch->a * 2;
    long sum = scratch->a + scratch->b;
    free(scratch);
    return (void *)sum;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, work, (void *)1L);
    pthread_create(&b, NULL, work, (void *)2L);
    void *ra, *rb;
    pthread_join(a, &ra);
    pthread_join(b, &rb);
    assert((long)ra == 3 && (long)rb == 6);
    return 0;
}
