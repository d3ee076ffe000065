/* Unsigned arithmetic wraps around modulo 2^N (defined behaviour). */
#include <limits.h>
#include <stdio.h>

unsigned big = UINT_MAX;

int main(void) {
    unsigned a = big;
    unsigned b = a + 1;
    unsigned c = 0u - 1u;
    unsigned d = 3000000000u + 3000000000u;
    unsigned e = 65537u * 65537u * 65537u;
    printf("a=%u b=%u c=%u d=%u e=%u\n", a, b, c, d, e);
    unsigned short us = 65535;
    us++;
    unsigned char uc = 250;
    uc += 10;
    printf("us=%u uc=%u\n", (unsigned)us, (unsigned)uc);
    unsigned long long ull = 0;
    ull--;
    printf("ull=%llu half=%llu\n", ull, ull / 2);
    unsigned h = 2166136261u;
    const char *s = "wraparound";
    for (int i = 0; s[i]; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    printf("fnv1a=%u hex=%x\n", h, h);
    unsigned countdown = 3, steps = 0;
    while (countdown-- > 0)
        steps++;
    printf("steps=%u countdown=%u\n", steps, countdown);
    return 0;
}
