/* Recursive and iterative Fibonacci; the recursive calls are counted in a global. */
#include <stdio.h>

int input = 12; /* a global the optimiser cannot see through */
unsigned calls;

int fib_rec(int n) {
    calls++;
    if (n < 2)
        return n;
    return fib_rec(n - 1) + fib_rec(n - 2);
}

unsigned long fib_iter(int n) {
    unsigned long a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        unsigned long t = a + b;
        a = b;
        b = t;
    }
    return a;
}

int main(void) {
    for (int n = 0; n <= input; n += 3)
        printf("fib(%d) = %d\n", n, fib_rec(n));
    printf("calls = %u\n", calls);
    printf("fib_iter(90) = %lu\n", fib_iter(90));
    return 0;
}
