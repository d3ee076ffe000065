/* 64-bit arithmetic: factorials, a 64-bit LCG, gcd/lcm and a base-10 conversion. */
#include <stdio.h>

unsigned long long gcd(unsigned long long a, unsigned long long b) {
    while (b != 0) {
        unsigned long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

void print_base(unsigned long long v, unsigned base) {
    char buf[70];
    int i = 69;
    buf[i] = '\0';
    do {
        unsigned d = (unsigned)(v % base);
        buf[--i] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
        v /= base;
    } while (v != 0);
    printf("%s\n", &buf[i]);
}

int main(void) {
    unsigned long long f = 1;
    for (int i = 1; i <= 20; i++) {
        f *= (unsigned long long)i;
        if (i % 5 == 0)
            printf("%d! = %llu\n", i, f);
    }
    long long signed_f = -(long long)(f / 1000);
    printf("negated: %lld\n", signed_f);
    unsigned long long x = 42;
    for (int i = 0; i < 5; i++)
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    printf("lcg: %llu\n", x);
    unsigned long long a = 2ULL * 3 * 5 * 7 * 11 * 13 * 1000003, b = 3ULL * 7 * 13 * 17 * 1000003;
    unsigned long long g = gcd(a, b);
    printf("gcd=%llu lcm=%llu\n", g, a / g * b);
    print_base(f, 2);
    print_base(f, 16);
    print_base(f, 36);
    long l = -1234567890123L;
    unsigned long ul = (unsigned long)l;
    printf("%ld %lu\n", l, ul);
    return 0;
}
