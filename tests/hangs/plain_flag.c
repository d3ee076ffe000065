/* main waits for a plain (non-atomic) flag: a data race, and at -O1 clang loads the flag
   once, so main spins forever when it reads it before the setter writes it (a hang that a
   reduction must not hide: the spin touches nothing, so it is independent of every other
   action). */
#include <pthread.h>
#include <stdio.h>

int flag;
int msg;

static void *setter(void *arg) {
    msg = 1;
    flag = 1;
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, setter, 0);
    while (!flag)
        ;
    printf("%d\n", msg);
    pthread_join(t, 0);
    return 0;
}
