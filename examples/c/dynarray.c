/* A growable array on malloc/calloc/memcpy/free, and a calloc'd histogram. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec {
    int *items;
    unsigned len, cap;
};

void vec_push(struct vec *v, int x) {
    if (v->len == v->cap) {
        unsigned cap = v->cap ? 2 * v->cap : 2;
        int *items = malloc(cap * sizeof(int));
        if (items == NULL)
            exit(1);
        if (v->len)
            memcpy(items, v->items, v->len * sizeof(int));
        free(v->items);
        v->items = items;
        v->cap = cap;
        printf("grow to %u\n", cap);
    }
    v->items[v->len++] = x;
}

int main(void) {
    struct vec v = {NULL, 0, 0};
    for (int i = 0; i < 20; i++)
        vec_push(&v, (i * 13 + 5) % 10);
    unsigned *hist = calloc(10, sizeof(unsigned));
    if (hist == NULL)
        return 1;
    for (unsigned i = 0; i < v.len; i++)
        hist[v.items[i]]++;
    for (int d = 0; d < 10; d++)
        printf("%d:%u ", d, hist[d]);
    printf("\n");
    char *text = malloc(16);
    if (text == NULL)
        return 1;
    memset(text, '*', 15);
    text[15] = '\0';
    memcpy(text + 5, "hello", 5);
    printf("%s\n", text);
    free(text);
    free(hist);
    free(v.items);
    printf("len=%u cap=%u\n", v.len, v.cap);
    return 0;
}
