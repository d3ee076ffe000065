// expect all: race
// reason: slots[2]
// Two workers fill halves of an array, but an off-by-one makes both write slots[2].
#include <pthread.h>
#include <stdio.h>

#define N 4
int slots[N];

void *fill(void *arg) {
    long half = (long)arg;
    int from = half == 0 ? 0 : N / 2;
    int to = half == 0 ? N / 2 : N;      /* the first half writes slots[0..2]: one too many */
    for (int i = from; i <= to && i < N; i++)
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
