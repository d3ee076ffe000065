/* Two threads increment a plain int without synchronisation (a data race).  Even under
 * sequential consistency an update can be lost: both threads load 0 before either stores,
 * so the assertion can fail under every model. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int counter;

void *increment(void *arg) {
    counter++;
    return arg;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, increment, NULL);
    pthread_create(&b, NULL, increment, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 2);
    printf("counter=%d\n", counter);
    return 0;
}
