/* Three threads take an atomic_flag spin lock twice each around a plain counter.  Under
 * promising every failed test-and-set is an update writing back the 1 it read: unless such
 * an update adds no message (tests/test_promising_stutter.py), each spin grows the flag's
 * timeline, no spin loop comes back to a state it left, and the exploration never ends. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_flag lock = ATOMIC_FLAG_INIT;
static int counter;

static void *work(void *arg) {
    (void)arg;
    for (int i = 0; i < 2; i++) {
        while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
            ;
        counter++;
        atomic_flag_clear_explicit(&lock, memory_order_release);
    }
    return NULL;
}

int main(void) {
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, work, NULL);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    printf("counter=%d\n", counter);
    return counter != 6;
}
