/* qsort and bsearch on arrays of structures with padding: qsort moves elements in 8-byte
 * words, and a word that holds a field and padding (undef bytes) must move byte by byte,
 * or the field becomes undef (the comparison function then returns undef, or the field
 * prints as garbage).  Padding inside (int before a double), at the end (a pointer then an
 * int), after a char, elements of odd sizes, padding from a constant initialiser and
 * padding never written (fields set one by one in a loop). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char tag[8]; int k; double v; } P;   /* k at 8, 4 bytes padding, v at 16 */
typedef struct { int id; double w; } IdW;             /* 4 bytes padding before w */
typedef struct { const char *name; int rank; } Named; /* 4 bytes padding at the end */
typedef struct { char c; int n; short s; } Odd;       /* padding after c and after s */
typedef struct { char s[5]; } Five;                   /* 5 bytes: a 4-byte word and a byte */

static int by_k(const void *a, const void *b) { return ((const P *)a)->k - ((const P *)b)->k; }

static int by_w(const void *a, const void *b) {
    double x = ((const IdW *)a)->w, y = ((const IdW *)b)->w;
    return (x > y) - (x < y);
}

static int by_name(const void *a, const void *b) {
    return strcmp(((const Named *)a)->name, ((const Named *)b)->name);
}

static int by_n(const void *a, const void *b) { return ((const Odd *)a)->n - ((const Odd *)b)->n; }

static int by_s(const void *a, const void *b) { return strcmp(((const Five *)a)->s, ((const Five *)b)->s); }

int main(void) {
    P ps[5] = {{"c", 3, 0.5}, {"a", 1, 1.5}, {"e", 5, -2.25}, {"b", 2, 2.5}, {"d", 4, 1e10}};
    qsort(ps, 5, sizeof ps[0], by_k);
    for (int i = 0; i < 5; i++)
        printf("%s %d %.2f\n", ps[i].tag, ps[i].k, ps[i].v);
    P key = {"", 4, 0};
    P *hit = bsearch(&key, ps, 5, sizeof ps[0], by_k);
    key.k = 6;
    printf("bsearch k=4: %s at %d; k=6: %s\n", hit ? hit->tag : "-", hit ? (int)(hit - ps) : -1,
           bsearch(&key, ps, 5, sizeof ps[0], by_k) ? "found" : "absent");

    IdW ws[6];
    for (int i = 0; i < 6; i++) { /* the padding is never written */
        ws[i].id = i;
        ws[i].w = (double)((i * 5) % 6) - 2.5;
    }
    qsort(ws, 6, sizeof ws[0], by_w);
    for (int i = 0; i < 6; i++)
        printf("%d:%.1f ", ws[i].id, ws[i].w);
    IdW wkey = {0, 0.5};
    IdW *w = bsearch(&wkey, ws, 6, sizeof ws[0], by_w);
    printf("| 0.5 is id %d\n", w ? w->id : -1);

    Named ns[4] = {{"pear", 3}, {"apple", 1}, {"quince", 4}, {"fig", 2}};
    qsort(ns, 4, sizeof ns[0], by_name);
    for (int i = 0; i < 4; i++)
        printf("%s=%d ", ns[i].name, ns[i].rank);
    Named nkey = {"fig", 0};
    Named *n = bsearch(&nkey, ns, 4, sizeof ns[0], by_name);
    printf("| fig rank %d\n", n ? n->rank : -1);

    Odd os[4];
    for (int i = 0; i < 4; i++) {
        os[i].c = (char)('w' + i);
        os[i].n = 40 - 10 * i;
        os[i].s = (short)(-i);
    }
    qsort(os, 4, sizeof os[0], by_n);
    for (int i = 0; i < 4; i++)
        printf("%c%d/%d ", os[i].c, os[i].n, os[i].s);
    printf("(size %zu)\n", sizeof os[0]);

    Five fs[4] = {{"dd"}, {"bbbb"}, {"c"}, {"aaa"}};
    qsort(fs, 4, sizeof fs[0], by_s);
    for (int i = 0; i < 4; i++)
        printf("%s ", fs[i].s);
    printf("(size %zu)\n", sizeof fs[0]);
    return 0;
}
