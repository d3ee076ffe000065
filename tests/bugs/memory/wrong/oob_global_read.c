// expect sc,tso,promising: ub
// reason: out-of-bounds load
// reason: @values
/* A failed search returns the sentinel index N, which the caller uses unchecked. */
#include <stdio.h>

#define N 10
int keys[N] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3};
int values[N] = {30, 10, 40, 10, 50, 90, 20, 60, 50, 30};

__attribute__((noinline)) static int find(int key) {
    int i = 0;
    while (i < N && keys[i] != key)
        i++;
    return i; /* N when not found */
}

int main(void) {
    int i = find(7);
    printf("value of 7: %d\n", values[i]); /* values[10] */
    return 0;
}
