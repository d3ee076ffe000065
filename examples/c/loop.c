/* A loop of 1,000,000 iterations: a linear congruential generator (unsigned, so it wraps
 * around) whose high bits are summed.  The recurrence is not affine, so the optimiser
 * cannot replace the loop by a closed form. */
#include <stdio.h>

int main(void) {
    unsigned x = 1, sum = 0;
    for (unsigned i = 0; i < 1000000; i++) {
        x = x * 1103515245u + 12345u;
        sum += x >> 16;
    }
    printf("x=%u sum=%u\n", x, sum);
    return 0;
}
