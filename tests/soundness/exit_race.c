/* A thread's exit(5) races with main's store and return: status 5 with x 0 or 1, or
 * status 0 with x = 1. */
#include <pthread.h>
#include <stdlib.h>
int x;
void *quit(void *a) { exit(5); }
int main(void) {
    pthread_t a;
    pthread_create(&a, 0, quit, 0);
    x = 1;
    return 0;
}
