/* Function pointers: a dispatch table, callbacks, and a sort taking a comparator. */
#include <stdio.h>

typedef int (*binop)(int, int);

int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int mul(int a, int b) { return a * b; }
int max(int a, int b) { return a > b ? a : b; }

struct op {
    char symbol;
    binop fn;
};

struct op table[] = {{'+', add}, {'-', sub}, {'*', mul}, {'M', max}};

int fold(binop f, const int *xs, int n, int init) {
    int acc = init;
    for (int i = 0; i < n; i++)
        acc = f(acc, xs[i]);
    return acc;
}

int ascending(int a, int b) { return a - b; }
int descending(int a, int b) { return b - a; }
int by_last_digit(int a, int b) { return a % 10 - b % 10; }

void sort(int *xs, int n, int (*cmp)(int, int)) {
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && cmp(xs[j - 1], xs[j]) > 0; j--) {
            int t = xs[j];
            xs[j] = xs[j - 1];
            xs[j - 1] = t;
        }
}

void apply_all(void (*each)(int), const int *xs, int n) {
    for (int i = 0; i < n; i++)
        each(xs[i]);
}

void show(int x) { printf("<%d>", x); }

int main(void) {
    int xs[] = {5, 3, 8, 1, 9, 2};
    for (int i = 0; i < 4; i++)
        printf("fold %c = %d\n", table[i].symbol, fold(table[i].fn, xs, 6, i == 2 ? 1 : 0));
    int (*cmps[3])(int, int) = {ascending, descending, by_last_digit};
    int ys[] = {31, 7, 42, 15, 100, 28};
    for (int k = 0; k < 3; k++) {
        sort(ys, 6, cmps[k]);
        apply_all(show, ys, 6);
        printf("\n");
    }
    binop pick = xs[0] > 4 ? mul : add;
    printf("pick(6, 7) = %d, same as mul: %d\n", pick(6, 7), pick == mul);
    return 0;
}
