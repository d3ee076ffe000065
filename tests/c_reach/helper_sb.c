/* Store buffering through helper functions that take pointers: put() and get() are
 * called on the threads' own stack arrays and on the shared x and y.  Their accesses to
 * the arrays are private, those to x and y are not (the machine checks each address), so
 * tso and promising keep the outcome r1 = r2 = 0 of the store buffering shape.  The
 * accesses to x and y race: run with races ignored. */
#include <pthread.h>
#include <stdio.h>

int x, y, r1, r2;

__attribute__((noinline)) static void put(int *p, int v) { *p = v; }
__attribute__((noinline)) static int get(const int *p) { return *p; }

static void *left(void *arg) {
    int mine[2];
    put(&mine[0], 5);
    put(&x, 1);
    r1 = get(&y) + get(&mine[0]) - 5;
    return NULL;
}

static void *right(void *arg) {
    int mine[2];
    put(&mine[1], 7);
    put(&y, 1);
    r2 = get(&x) + get(&mine[1]) - 7;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, left, NULL);
    pthread_create(&b, NULL, right, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("r1=%d r2=%d\n", r1, r2);
    return 0;
}
