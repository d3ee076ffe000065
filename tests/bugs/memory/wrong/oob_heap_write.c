// expect sc,tso,promising: ub
// reason: out-of-bounds store
/* Off by one: the loop writes p[4] into a block of four ints. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    (void)argv;
    int n = argc + 3; /* 4 */
    int *p = malloc(4 * sizeof(int));
    for (int i = 0; i <= n; i++)
        p[i] = i * i;
    printf("%d\n", p[3]);
    free(p);
    return 0;
}
