/* Futures through loops (issue 20): each thread's accesses into the global arrays follow
 * from its argument and its loops' induction variables (plugins/languages/llvm/futures.py,
 * Induction).  Slices of shapes a thread's future must cover exactly: an upward loop, a
 * downward one, a strided one and a triangular nest (an inner loop starting at the outer
 * index).  The relaxed atomics of cells[] overlap between threads (cells 2 and 7);
 * each thread also fills its own row of rows[][] (plain stores, no overlap).  main
 * returns what the reader saw. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#define N 8
atomic_int cells[N];
int rows[3][2];

static void fill_row(int w) {
    for (int j = 0; j < 2; j++)
        rows[w][j] = w * 10 + j;
}

static void *up(void *arg) { /* cells[lo] .. cells[lo + 2] = 1 */
    int lo = (int)(intptr_t)arg;
    for (int i = lo; i < lo + 3; i++)
        atomic_store_explicit(&cells[i], 1, memory_order_relaxed);
    fill_row(0);
    return NULL;
}

static void *down(void *arg) { /* cells[hi - 1], cells[hi - 2] = 2; cells[hi + 3] = 3 */
    int hi = (int)(intptr_t)arg;
    for (int i = hi; i-- > hi - 2;)
        atomic_store_explicit(&cells[i], 2, memory_order_relaxed);
    atomic_store_explicit(&cells[hi + 3], 3, memory_order_relaxed);
    fill_row(1);
    return NULL;
}

static void *reader(void *arg) { /* cells[s], cells[s + 5]; cells[5 + i + j] for i <= j < 2 */
    int s = (int)(intptr_t)arg, sum = 0;
    for (int i = s; i < N; i += 5)
        sum += atomic_load_explicit(&cells[i], memory_order_relaxed);
    for (int i = 0; i < 2; i++)
        for (int j = i; j < 2; j++)
            sum += 10 * atomic_load_explicit(&cells[5 + i + j], memory_order_relaxed);
    fill_row(2);
    return (void *)(intptr_t)sum;
}

int main(void) {
    pthread_t t[3];
    void *got;
    pthread_create(&t[0], NULL, up, (void *)0);
    pthread_create(&t[1], NULL, down, (void *)4);
    pthread_create(&t[2], NULL, reader, (void *)2);
    pthread_join(t[0], NULL);
    pthread_join(t[1], NULL);
    pthread_join(t[2], &got);
    return (int)(intptr_t)got;
}
