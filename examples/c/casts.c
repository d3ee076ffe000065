/* Conversions between integer widths: truncation, sign and zero extension.
 * Out-of-range conversions to signed types are implementation-defined: modulo 2^N with
 * GCC and clang. */
#include <stdio.h>

long long wide = 0x123456789abcdefLL;
int negative = -123456;

int main(void) {
    int i = (int)wide;
    short s = (short)wide;
    signed char c = (signed char)wide;
    unsigned char uc = (unsigned char)wide;
    printf("int=%d short=%d char=%d uchar=%d\n", i, s, c, uc);
    long long back = negative;
    unsigned long long zext = (unsigned)negative;
    printf("sext=%lld zext=%llu\n", back, zext);
    short sn = (short)negative;
    unsigned short usn = (unsigned short)negative;
    printf("short=%d ushort=%u\n", sn, (unsigned)usn);
    signed char m = (signed char)200;
    unsigned char um = (unsigned char)-56;
    printf("(signed char)200=%d (unsigned char)-56=%d\n", m, um);
    unsigned u = 4000000000u;
    int iu = (int)u;
    long lu = u;
    printf("(int)4000000000u=%d long=%ld\n", iu, lu);
    long long mixed = negative * 3LL + (unsigned char)200;
    printf("mixed=%lld\n", mixed);
    printf("-1 < 1u is %d, -1 < 1L is %d\n", -1 < (int)1u, -1L < 1L);
    _Bool b = 256;
    printf("(_Bool)256=%d\n", b);
    return 0;
}
