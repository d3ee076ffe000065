/* Three clients withdraw from one balance under an atomic_flag spin lock: under promising
 * each failed test-and-set adds a message to the flag's timeline, and only collecting the
 * messages no thread reaches any more (the holder only stores to the flag, the spinners
 * only update it) brings the spin loops back to their states (tests/test_promising_collect.py). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <assert.h>

static atomic_flag lock = ATOMIC_FLAG_INIT;
static int balance = 100;

static void withdraw(int amount) {
    while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
        ;
    if (balance >= amount)
        balance -= amount;
    atomic_flag_clear_explicit(&lock, memory_order_release);
}

static void *client(void *arg) {
    withdraw((int)(long)arg);
    return NULL;
}

int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, client, (void *)(30 + 10 * i));
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    printf("balance=%d\n", balance);
    assert(balance >= 0);
    return 0;
}
