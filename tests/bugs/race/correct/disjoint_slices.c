// expect all: none
// Two workers fill disjoint halves of an array; main prints it after the joins.
#include <pthread.h>
#include <stdio.h>

#define N 4
int slots[N];

void *fill(void *arg) {
    long half = (long)arg;
    for (int i = (int)half * (N / 2); i < ((int)half + 1) * (N / 2); i++)
        slots[i] = (int)half + 1;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, fill, (void *)0);
    pthread_create(&b, NULL, fill, (void *)1);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("%d %d %d %d\n", slots[0], slots[1], slots[2], slots[3]);
    return 0;
}
