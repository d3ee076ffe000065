/* Collatz: the number of steps to reach 1, for every n from 1 to `limit`.
 * `limit` is a global so that the optimiser cannot fold the loop, and so that
 * benchmarks/llvm_collatz.py can change it in the .ll. */
#include <stdio.h>

unsigned limit = 40;

unsigned steps(unsigned n) {
    unsigned s = 0;
    while (n != 1) {
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
        s++;
    }
    return s;
}

int main(void) {
    unsigned long total = 0;
    unsigned best = 1, best_steps = 0;
    for (unsigned n = 1; n <= limit; n++) {
        unsigned s = steps(n);
        total += s;
        if (s > best_steps) {
            best_steps = s;
            best = n;
        }
    }
    printf("n <= %u: total steps %lu, longest %u (%u steps)\n", limit, total, best, best_steps);
    return 0;
}
