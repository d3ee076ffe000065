/* The Ackermann function on small arguments: deep, non-primitive recursion. */
#include <stdio.h>

unsigned depth, max_depth;

int ack(int m, int n) {
    int r;
    depth++;
    if (depth > max_depth)
        max_depth = depth;
    if (m == 0)
        r = n + 1;
    else if (n == 0)
        r = ack(m - 1, 1);
    else
        r = ack(m - 1, ack(m, n - 1));
    depth--;
    return r;
}

int main(void) {
    for (int m = 0; m <= 2; m++)
        for (int n = 0; n <= 3; n++)
            printf("ack(%d, %d) = %d\n", m, n, ack(m, n));
    printf("ack(3, 1) = %d\n", ack(3, 1));
    printf("max depth = %u\n", max_depth);
    return 0;
}
