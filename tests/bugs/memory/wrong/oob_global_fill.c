// expect sc,tso,promising: ub
// reason: out-of-bounds store
// reason: @histogram
/* A helper fills an array it gets by pointer with one element too many (<= instead of <):
 * the last store lands past the global array, whatever the optimisation level. */
#include <stdio.h>

#define BUCKETS 8
int histogram[BUCKETS];
int total;

__attribute__((noinline)) static void clear(int *counts, int n) {
    for (int i = 0; i <= n; i++)
        counts[i] = 0;
}

int main(void) {
    clear(histogram, BUCKETS);
    for (int v = 0; v < 20; v++) {
        histogram[v % BUCKETS]++;
        total++;
    }
    printf("%d %d\n", histogram[3], total);
    return 0;
}
