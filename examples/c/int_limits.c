/* Printing the extremes of the integer types, with %d %i %u %ld %lu %lld %x. */
#include <limits.h>
#include <stdio.h>

int main(void) {
    printf("INT_MIN=%d INT_MAX=%i\n", INT_MIN, INT_MAX);
    printf("UINT_MAX=%u\n", UINT_MAX);
    printf("LONG_MIN=%ld LONG_MAX=%ld\n", LONG_MIN, LONG_MAX);
    printf("ULONG_MAX=%lu\n", ULONG_MAX);
    printf("LLONG_MIN=%lld\n", LLONG_MIN);
    printf("SHRT_MIN=%d SHRT_MAX=%d SCHAR_MIN=%d UCHAR_MAX=%d\n", SHRT_MIN, SHRT_MAX,
           SCHAR_MIN, UCHAR_MAX);
    printf("INT_MIN hex=%x -1 hex=%x\n", (unsigned)INT_MIN, (unsigned)-1);
    int m = INT_MIN;
    printf("INT_MIN/2=%d INT_MIN+1=%d -(INT_MIN+1)=%d\n", m / 2, m + 1, -(m + 1));
    long long x = LLONG_MIN;
    printf("LLONG_MIN/-2=%lld\n", x / -2);
    printf("[%8d][%-8d][%08d][%+d][%+d]\n", -42, -42, -42, 42, -42);
    printf("[%12ld][%x][%8x][%-8x|]\n", 123456789L, 255u, 48879u, 3054u);
    return 0;
}
