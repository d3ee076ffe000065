/* Three workers fill their own slice of a global array and count the cells they wrote with
 * a seq_cst fetch_add; main joins them and sums.  No data race.  Every atomic store of the
 * program is seq_cst (here: none but read-modify-writes), so under tso the interleaving
 * tracks happens-before and runs the workers' plain stores alone, as under sc: before, the
 * threads' buffered stores interleaved with one another (32 configurations; slices of
 * 32 cells: 2,112). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#define WORKERS 3
#define SLICE 4

int cells[WORKERS * SLICE];
atomic_int written;

static void *fill(void *arg) {
    int w = (int)(long)arg;
    for (int i = w * SLICE; i < (w + 1) * SLICE; i++)
        cells[i] = i * i - w;
    atomic_fetch_add(&written, SLICE);
    return NULL;
}

int main(void) {
    pthread_t t[WORKERS];
    for (long w = 0; w < WORKERS; w++)
        pthread_create(&t[w], NULL, fill, (void *)w);
    long sum = 0;
    for (int w = 0; w < WORKERS; w++)
        pthread_join(t[w], NULL);
    for (int i = 0; i < WORKERS * SLICE; i++)
        sum += cells[i];
    printf("%d cells, sum %ld\n", atomic_load(&written), sum);
    return 0;
}
