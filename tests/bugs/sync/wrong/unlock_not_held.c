// expect all: ub
// reason: unlock of table_lock, which thread 2 does not hold
// An error path jumps over the lock but not over the unlock: a negative key unlocks a
// mutex the thread never locked (it may be another thread's).
#include <pthread.h>

pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
int table[4];

int update(int key) {
    int ok = 0;
    if (key < 0 || key >= 4)
        goto out;
    pthread_mutex_lock(&table_lock);
    table[key]++;
    ok = 1;
out:
    pthread_mutex_unlock(&table_lock);
    return ok;
}

void *worker(void *arg) {
    update((int)(long)arg);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)-1L);
    update(1);
    pthread_join(t, NULL);
    return table[1] == 1 ? 0 : 1;
}
