/* Two workers tokenise a line each in a buffer of their own (strtok_r, strtol: the
 * tokens and end pointers stay in the worker's stack frame) and add what they found to
 * shared totals under a mutex; main joins them.  The last worker to take the lock sets
 * `last`. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static const char *lines[] = {"1 a", "2"};
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
long total;
int words;
long last;

static void *worker(void *arg) {
    char buf[8];
    strcpy(buf, lines[(long)arg]);
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
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    return (int)(total + 100 * last);
}
