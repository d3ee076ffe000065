/* Thread-specific data: each worker keeps its own heap value under one key; main's is
   still NULL.  Race-free: always 11 21. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static pthread_key_t key;
static int seen[2];
static void *work(void *arg) {
    int id = (int)(long)arg;
    int *mine = malloc(sizeof *mine);
    *mine = 10 * (id + 1);
    pthread_setspecific(key, mine);
    int *back = pthread_getspecific(key);
    seen[id] = *back + (pthread_getspecific(key) == mine);
    return NULL;
}
int main(void) {
    pthread_key_create(&key, free);
    pthread_t a, b;
    pthread_create(&a, NULL, work, (void *)0);
    pthread_create(&b, NULL, work, (void *)1);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("%d %d main=%p\n", seen[0], seen[1], pthread_getspecific(key));
    return 0;
}
