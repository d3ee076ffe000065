/* Two threads format a record into a local buffer (snprintf), split it (strchr, strlen,
 * strncpy into a second local buffer, strcmp) and add what they measured to a shared total
 * under a mutex.  The buffers never leave their thread: the C library's accesses to them
 * are thread-local (no store buffering under tso), so the weak models explore about as
 * few configurations as sc does. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int total, matches;

static void *worker(void *arg) {
    int id = (int)(long)arg;
    char line[24], field[8];
    snprintf(line, sizeof line, "w%d:%s", id, id ? "beta" : "alpha");
    char *colon = strchr(line, ':');
    int name = (int)(colon - line), value = (int)strlen(colon + 1);
    strncpy(field, line, sizeof field - 1);
    field[name] = '\0';
    pthread_mutex_lock(&mu);
    total += name + value;
    matches += strcmp(field, "w1") == 0;
    pthread_mutex_unlock(&mu);
    return NULL;
}

int main(void) {
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    printf("total %d, matches %d\n", total, matches);
    return 0;
}
