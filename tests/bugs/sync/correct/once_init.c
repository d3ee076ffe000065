// expect all: none
// Two threads initialise a table through pthread_once: it runs once, and both see it.
#include <assert.h>
#include <pthread.h>

pthread_once_t once = PTHREAD_ONCE_INIT;
int table[2], inits;

void setup(void) {
    inits++;
    table[0] = 3;
    table[1] = 4;
}

void *user(void *arg) {
    pthread_once(&once, setup);
    assert(table[0] + table[1] == 7);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, user, NULL);
    pthread_create(&b, NULL, user, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(inits == 1);
    return 0;
}
