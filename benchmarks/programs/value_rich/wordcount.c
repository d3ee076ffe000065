/* A word count (issue 20: what a new user's program spends its time on): N workers each
 * copy a line of their own into a local buffer, tokenise it with strtok_r, convert the
 * numbers with strtol and add what they found to shared totals under a mutex; main joins
 * them and prints the totals and which worker took the lock last.  The buffers, the
 * tokens and the end pointers stay in each worker's stack frame: only the locked updates
 * interleave. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef N
#define N 3
#endif

static const char *lines[] = {"3 apples 4 pears", "10 figs 2 plums", "7 kiwis 1 lime",
                              "5 dates"};
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long total;
static int words;
static long last;

static void *worker(void *arg) {
    int id = (int)(long)arg;
    char buf[64];
    strncpy(buf, lines[id], sizeof buf - 1);
    buf[sizeof buf - 1] = 0;
    long sum = 0;
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        char *end;
        long v = strtol(tok, &end, 10);
        if (*end == 0)
            sum += v;
        else
            n++;
    }
    pthread_mutex_lock(&lock);
    total += sum;
    words += n;
    last = sum;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t t[N];
    for (long i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    printf("total=%ld words=%d last=%ld\n", total, words, last);
    return 0;
}
