/* Thread-specific data: each worker keeps a pointer to its own value under one key; main's
   is still NULL.  Race-free: always 11 21. */
#include <pthread.h>
#include <stdio.h>
static pthread_key_t key;
static int seen[2], values[2];
static void *work(void *arg) {
    int id = (int)(long)arg;
    values[id] = 10 * (id + 1);
    pthread_setspecific(key, &values[id]);
    seen[id] = *(int *)pthread_getspecific(key) + 1;
    return NULL;
}
int main(void) {
    pthread_key_create(&key, NULL);
    pthread_t a, b;
    pthread_create(&a, NULL, work, (void *)0);
    pthread_create(&b, NULL, work, (void *)1);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("%d %d main=%p\n", seen[0], seen[1], pthread_getspecific(key));
    return 0;
}
