/* A library call's own steps are keyed by its arguments too: printf reads `buf` byte by
 * byte (it is no constant), while `msgs[sel]` — dead in the caller after the call, so not
 * in the caller's key — is "x" or "y".  With the caller's key alone, a configuration inside
 * printf with "x" merged with the one with "y" (w1 past its store to sel in both), and the
 * outcome printing "abc x" was lost. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

char buf[8] = "abc";
const char *msgs[2] = {"x", "y"};
atomic_int sel, later;

void *w1(void *arg) {
    atomic_store(&sel, 1);
    atomic_store(&later, 1);
    return arg;
}

void *w2(void *arg) {
    printf("%s %s\n", buf, msgs[atomic_load(&sel)]);
    return arg;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, w1, NULL);
    pthread_create(&b, NULL, w2, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
