/* Division and remainder of negative numbers truncate toward zero (C99). */
#include <stdio.h>

int values[] = {17, -17, 7, -7, 0, 100};
int divisors[] = {5, -5, 3, -3};

int floor_div(int a, int b) {
    int q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        q--;
    return q;
}

int main(void) {
    for (int i = 0; i < 6; i++) {
        for (int j = 0; j < 4; j++) {
            int a = values[i], b = divisors[j];
            printf("%d/%d=%d %%=%d floor=%d  ", a, b, a / b, a % b, floor_div(a, b));
        }
        printf("\n");
    }
    long long big = -9000000000LL;
    printf("%lld / 7 = %lld rem %lld\n", big, big / 7, big % 7);
    unsigned u = 4000000000u;
    printf("%u / 3 = %u rem %u\n", u, u / 3, u % 3);
    return 0;
}
