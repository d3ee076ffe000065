// expect all: none
// Both threads take the two locks in the same order: no deadlock.
#include <assert.h>
#include <pthread.h>

pthread_mutex_t first = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t second = PTHREAD_MUTEX_INITIALIZER;
int a = 10, b = 0;

void *move(void *arg) {
    pthread_mutex_lock(&first);
    pthread_mutex_lock(&second);
    a -= 5;
    b += 5;
    pthread_mutex_unlock(&second);
    pthread_mutex_unlock(&first);
    return NULL;
}

int main(void) {
    pthread_t x, y;
    pthread_create(&x, NULL, move, NULL);
    pthread_create(&y, NULL, move, NULL);
    pthread_join(x, NULL);
    pthread_join(y, NULL);
    assert(a + b == 10 && b == 10);
    return 0;
}
