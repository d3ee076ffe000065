/* Mutual recursion: even/odd and Hofstadter's Female and Male sequences. */
#include <stdio.h>

int is_odd(unsigned n);

int is_even(unsigned n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

int is_odd(unsigned n) {
    return n == 0 ? 0 : is_even(n - 1);
}

int hof_m(int n);

int hof_f(int n) {
    return n == 0 ? 1 : n - hof_m(hof_f(n - 1));
}

int hof_m(int n) {
    return n == 0 ? 0 : n - hof_f(hof_m(n - 1));
}

int main(void) {
    printf("is_even(10)=%d is_odd(10)=%d is_even(37)=%d is_odd(37)=%d\n",
           is_even(10), is_odd(10), is_even(37), is_odd(37));
    printf("F:");
    for (int i = 0; i < 10; i++)
        printf(" %d", hof_f(i));
    printf("\nM:");
    for (int i = 0; i < 10; i++)
        printf(" %d", hof_m(i));
    printf("\n");
    return 0;
}
