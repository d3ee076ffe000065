/* Shifts within the width of their type; right shift of negatives is arithmetic on x86. */
#include <stdio.h>

unsigned seed = 0x12345678u;

int main(void) {
    unsigned u = seed;
    for (int s = 0; s < 32; s += 7)
        printf("u<<%d=%x u>>%d=%x\n", s, u << s, s, u >> s);
    int neg = -1000;
    printf("-1000>>3=%d -1>>31=%d\n", neg >> 3, -1 >> 31);
    unsigned long long w = 1;
    w <<= 63;
    printf("1<<63=%llu >>60=%llu\n", w, w >> 60);
    long long sw = -(1LL << 40);
    printf("-(1<<40)>>20=%lld\n", sw >> 20);
    /* rotate left by hand */
    unsigned r = seed;
    for (int i = 0; i < 4; i++) {
        r = (r << 5) | (r >> 27);
        printf("rot %x\n", r);
    }
    /* population count and bit reversal */
    unsigned v = seed, bits = 0, rev = 0;
    while (v) {
        v &= v - 1;
        bits++;
    }
    v = seed;
    for (int i = 0; i < 32; i++) {
        rev = (rev << 1) | (v & 1);
        v >>= 1;
    }
    printf("popcount=%u reversed=%x\n", bits, rev);
    unsigned char c = 0x81;
    printf("c<<1=%d (unsigned char)(c<<1)=%d\n", c << 1, (unsigned char)(c << 1));
    return 0;
}
