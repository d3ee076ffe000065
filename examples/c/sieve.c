/* The sieve of Eratosthenes over a char array, and the gaps between primes. */
#include <stdio.h>
#include <string.h>

#define LIMIT 120

char composite[LIMIT + 1];

int main(void) {
    memset(composite, 0, sizeof composite);
    for (int p = 2; p * p <= LIMIT; p++)
        if (!composite[p])
            for (int m = p * p; m <= LIMIT; m += p)
                composite[m] = 1;
    int count = 0, last = 0, widest = 0;
    for (int n = 2; n <= LIMIT; n++)
        if (!composite[n]) {
            printf("%d%c", n, ++count % 10 == 0 ? '\n' : ' ');
            if (last && n - last > widest)
                widest = n - last;
            last = n;
        }
    printf("\n%d primes up to %d, widest gap %d\n", count, LIMIT, widest);
    return 0;
}
