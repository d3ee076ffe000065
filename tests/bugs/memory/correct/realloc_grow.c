// expect all: none
/* A dynamic array that doubles its capacity with realloc as it grows. */
#include <assert.h>
#include <stdlib.h>

struct vec {
    int *data;
    int len, cap;
};

static void push(struct vec *v, int x) {
    if (v->len == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 1;
        v->data = realloc(v->data, v->cap * sizeof *v->data);
    }
    v->data[v->len++] = x;
}

int main(void) {
    struct vec v = {NULL, 0, 0};
    for (int i = 0; i < 5; i++)
        push(&v, 10 * i);
    assert(v.cap == 8);
    int sum = 0;
    for (int i = 0; i < v.len; i++)
        sum += v.data[i];
    assert(sum == 100);
    free(v.data);
    return 0;
}
