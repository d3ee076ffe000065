/* issue 25, reproducer 3: two threads lock; ++x; unlock a pthread mutex and main returns
 * without joining them: x is 0, 1 or 2 (a waiting thread spins, a cycle). */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
void *t(void *a) {
    pthread_mutex_lock(&m);
    ++x;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t, 0);
    pthread_create(&b, 0, t, 0);
    return 0;
}
