// expect sc,tso,promising: ub
// reason: use of a stack slot after its function returned
/* A function hands out the address of its own local array; the caller reads it after
 * the frame is gone. */
#include <stdio.h>

__attribute__((noinline)) static int *make_range(int n) {
    int range[4];
    for (int i = 0; i < 4; i++)
        range[i] = n + i;
    int *volatile escape = range; /* survives -O1 */
    return escape;
}

int main(void) {
    int *r = make_range(10);
    printf("%d\n", r[2]);
    return 0;
}
