/* A thread spins on a flag nobody sets, but main does not wait for it: main's return ends
   the program, so every fair execution ends (no hang). */
#include <pthread.h>
#include <stdatomic.h>

atomic_int flag;
int done;

static void *spinner(void *arg) {
    while (!atomic_load_explicit(&flag, memory_order_relaxed))
        ;
    done = 1;
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, spinner, 0);
    return 7;
}
