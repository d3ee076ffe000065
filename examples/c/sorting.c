/* Insertion sort, selection sort and a checked merge of the two results. */
#include <stdio.h>

#define N 16

int data[N] = {42, -7, 19, 0, 88, 3, -7, 15, 61, 27, -30, 5, 12, 99, 1, 8};

void print_array(const char *name, const int *a, int n) {
    printf("%s:", name);
    for (int i = 0; i < n; i++)
        printf(" %d", a[i]);
    printf("\n");
}

void insertion_sort(int *a, int n) {
    for (int i = 1; i < n; i++) {
        int key = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > key) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = key;
    }
}

void selection_sort_desc(int *a, int n) {
    for (int i = 0; i < n - 1; i++) {
        int best = i;
        for (int j = i + 1; j < n; j++)
            if (a[j] > a[best])
                best = j;
        int t = a[i];
        a[i] = a[best];
        a[best] = t;
    }
}

int main(void) {
    int asc[N], desc[N];
    for (int i = 0; i < N; i++) {
        asc[i] = data[i];
        desc[i] = data[i];
    }
    print_array("input", data, N);
    insertion_sort(asc, N);
    print_array("ascending", asc, N);
    selection_sort_desc(desc, N);
    print_array("descending", desc, N);
    int mismatches = 0;
    for (int i = 0; i < N; i++)
        if (asc[i] != desc[N - 1 - i])
            mismatches++;
    printf("mismatches: %d\n", mismatches);
    return mismatches;
}
