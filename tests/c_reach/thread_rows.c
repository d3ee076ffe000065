/* Two threads fill their own row of a global table and format their name into a global
 * buffer (snprintf, then upper case), with no synchronisation but the joins: no data
 * race.  Under tso every byte goes through a store buffer; the drains of non-atomic
 * stores are plain (the race-free exploration drains them at once), so the run takes a
 * few dozen configurations instead of running out of any budget. */
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>

#define COLS 8

int table[2][COLS];
char names[2][16];

static void *worker(void *arg) {
    int id = (int)(long)arg;
    for (int i = 0; i < COLS; i++)
        table[id][i] = id * 100 + i * i;
    snprintf(names[id], sizeof names[id], "worker-%d", id);
    for (char *p = names[id]; *p; p++)
        *p = (char)toupper((unsigned char)*p);
    return NULL;
}

int main(void) {
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    long sum = 0;
    for (int i = 0; i < 2; i++) {
        pthread_join(t[i], NULL);
        for (int j = 0; j < COLS; j++)
            sum += table[i][j];
    }
    printf("%s %s %ld\n", names[0], names[1], sum);
    return 0;
}
