/* fill (issue 20): one thread writes N distinct ints of a global array, then reads one
 * back: N distinct cells in the memory model's state. */
#ifndef N
#define N 20000
#endif

int a[N];

int main(void) {
    for (int i = 0; i < N; i++)
        a[i] = 3 * i + 1;
    return a[N - 1] == 3 * (N - 1) + 1 ? 0 : 1;
}
