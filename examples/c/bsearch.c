/* Binary search, lower bound and a sorted merge over global arrays. */
#include <stdio.h>

int sorted_a[] = {1, 4, 9, 16, 25, 36, 49, 64, 81, 100};
int sorted_b[] = {2, 3, 5, 7, 11, 13, 17, 19, 23};

int find(const int *xs, int n, int key) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (xs[mid] == key)
            return mid;
        if (xs[mid] < key)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

int lower_bound(const int *xs, int n, int key) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (xs[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int main(void) {
    int keys[] = {1, 2, 49, 50, 100, 101, -3};
    for (int i = 0; i < 7; i++)
        printf("find(%d)=%d lower_bound=%d\n", keys[i], find(sorted_a, 10, keys[i]),
               lower_bound(sorted_a, 10, keys[i]));
    int merged[19];
    int i = 0, j = 0, k = 0;
    while (i < 10 && j < 9)
        merged[k++] = sorted_a[i] <= sorted_b[j] ? sorted_a[i++] : sorted_b[j++];
    while (i < 10)
        merged[k++] = sorted_a[i++];
    while (j < 9)
        merged[k++] = sorted_b[j++];
    for (k = 0; k < 19; k++)
        printf("%d ", merged[k]);
    printf("\n");
    return 0;
}
