/* Two threads log through a variadic function of the program's own: each formats its id
 * into its own buffer with vsnprintf (its va_list and arguments are its own: no race),
 * then appends it to a shared journal under a mutex.  main prints the journal: either
 * order. */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char journal[16];

static void logmsg(const char *fmt, ...) {
    char line[8];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    pthread_mutex_lock(&lock);
    strcat(journal, line);
    pthread_mutex_unlock(&lock);
}

static void *worker(void *arg) {
    long id = (long)arg;
    logmsg("%ld;", id);
    return NULL;
}

int main(void) {
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)(i + 1));
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    printf("%s\n", journal);
    return (int)strlen(journal);
}
