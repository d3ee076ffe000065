/* Prefix sums, range queries and a running maximum over a local array. */
#include <stdio.h>

int main(void) {
    int a[20];
    long prefix[21];
    for (int i = 0; i < 20; i++)
        a[i] = (i * 7) % 11 - 5;
    prefix[0] = 0;
    for (int i = 0; i < 20; i++)
        prefix[i + 1] = prefix[i] + a[i];
    for (int i = 0; i <= 20; i += 4)
        printf("prefix[%d] = %ld\n", i, prefix[i]);
    printf("sum a[3..12] = %ld\n", prefix[13] - prefix[3]);
    int best = a[0], best_at = 0;
    for (int i = 1; i < 20; i++)
        if (a[i] > best) {
            best = a[i];
            best_at = i;
        }
    printf("max %d at %d\n", best, best_at);
    /* maximum subarray sum (Kadane) */
    long cur = 0, top = a[0];
    for (int i = 0; i < 20; i++) {
        cur = cur + a[i] > a[i] ? cur + a[i] : a[i];
        if (cur > top)
            top = cur;
    }
    printf("max subarray sum = %ld\n", top);
    return 0;
}
