// expect all: none
// C11 <threads.h>: two threads count under an mtx_t (a union whose first member is a
// long), initialised by mtx_init; under every model the lock's word is initialised and
// locked with one size.
#include <assert.h>
#include <threads.h>

static mtx_t lock;
static int counter;

static int add(void *arg) {
    for (int i = 0; i < 2; i++) {
        mtx_lock(&lock);
        counter += (int)(long)arg;
        mtx_unlock(&lock);
    }
    return 0;
}

int main(void) {
    thrd_t t;
    if (mtx_init(&lock, mtx_plain) != thrd_success)
        return 1;
    thrd_create(&t, add, (void *)1L);
    add((void *)10L);
    thrd_join(t, NULL);
    assert(counter == 22);
    mtx_destroy(&lock);
    return 0;
}
