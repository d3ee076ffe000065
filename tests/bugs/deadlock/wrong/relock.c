// expect all: deadlock
// reason: locks lock again while holding it
// A helper takes the lock its caller already holds (a normal mutex is not recursive).
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int balance = 100;

int read_balance(void) {
    pthread_mutex_lock(&lock);
    int b = balance;
    pthread_mutex_unlock(&lock);
    return b;
}

void *withdraw(void *arg) {
    pthread_mutex_lock(&lock);
    if (read_balance() >= 30)
        balance -= 30;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, withdraw, NULL);
    pthread_join(t, NULL);
    printf("balance=%d\n", balance);
    return 0;
}
