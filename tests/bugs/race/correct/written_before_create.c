// expect all: none
// Main fills a table before creating the readers: thread creation makes everything main
// did before it happen before the new thread's first step (C11 7.26.5.1p2, POSIX 4.12),
// and the joins order the readers' sums before main reads them and rewrites the table.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define N 3
int table[N];
int sums[2];

void *reader(void *arg) {
    long me = (long)arg;
    int s = 0;
    for (int i = 0; i < N; i++)
        s += table[i];
    sums[me] = s;
    return NULL;
}

int main(void) {
    for (int i = 0; i < N; i++)
        table[i] = i + 1;
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, reader, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    assert(sums[0] == 6 && sums[1] == 6);
    table[0] = 0;
    printf("%d %d\n", sums[0], sums[1]);
    return 0;
}
