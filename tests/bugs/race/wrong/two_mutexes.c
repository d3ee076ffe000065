// expect all: race
// reason: balance
// Two threads update a balance, each under a mutex, but not the same one: an unlock only
// synchronises with later locks of the same mutex, so the updates are not ordered.
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t deposit_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t withdraw_lock = PTHREAD_MUTEX_INITIALIZER;
int balance = 100;

void *deposit(void *arg) {
    pthread_mutex_lock(&deposit_lock);
    balance += 10;
    pthread_mutex_unlock(&deposit_lock);
    return NULL;
}

void *withdraw(void *arg) {
    pthread_mutex_lock(&withdraw_lock);
    balance -= 20;
    pthread_mutex_unlock(&withdraw_lock);
    return NULL;
}

int main(void) {
    pthread_t d, w;
    pthread_create(&d, NULL, deposit, NULL);
    pthread_create(&w, NULL, withdraw, NULL);
    pthread_join(d, NULL);
    pthread_join(w, NULL);
    printf("balance=%d\n", balance);
    return 0;
}
