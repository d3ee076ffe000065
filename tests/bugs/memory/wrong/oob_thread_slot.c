// expect all: ub
// reason: out-of-bounds load of 8 bytes at offset 32 of @slots
// Per-thread slots indexed by a 1-based thread id: the last thread's slots[NT] lies past
// the array.  At -O1 clang hoists the load out of the loop and drops its line: the
// location then names the function (worker()).
#include <pthread.h>
#include <stdio.h>
#define NT 2
struct slot { long count; long last; };
struct slot slots[NT];
long guard_after = 12345;

void *worker(void *arg) {
    int tid = (int)(long)arg;            // 1..NT
    for (int i = 0; i < 2; i++) {
        slots[tid].count++;              // should be slots[tid - 1]
        slots[tid].last = i;
    }
    return NULL;
}

int main(void) {
    pthread_t th[NT];
    for (long i = 0; i < NT; i++)
        pthread_create(&th[i], NULL, worker, (void *)(i + 1));
    for (int i = 0; i < NT; i++)
        pthread_join(th[i], NULL);
    printf("total=%ld guard=%ld\n", slots[0].count + slots[1].count, guard_after);
    return 0;
}
