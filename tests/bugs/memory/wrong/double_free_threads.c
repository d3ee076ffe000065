// expect sc,tso,promising: ub
// reason: double free
/* Two workers each believe they own the shared buffer and release it (under a lock, so
 * there is no data race): the second release is a double free. */
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *release(void *arg) {
    pthread_mutex_lock(&lock);
    free(arg);
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    int *shared = malloc(4 * sizeof(int));
    pthread_t a, b;
    pthread_create(&a, NULL, release, shared);
    pthread_create(&b, NULL, release, shared);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
