/* Structs: copies by value, nested structs, arrays of structs, pointers to structs. */
#include <stdio.h>

struct point {
    int x, y;
};

struct rect {
    struct point lo, hi;
    char name[8];
};

struct point add(struct point a, struct point b) {
    struct point r = {a.x + b.x, a.y + b.y};
    return r;
}

void grow(struct rect *r, int by) {
    r->lo.x -= by;
    r->lo.y -= by;
    r->hi.x += by;
    r->hi.y += by;
}

long area(const struct rect *r) {
    return (long)(r->hi.x - r->lo.x) * (r->hi.y - r->lo.y);
}

struct rect make(const char *name, int x0, int y0, int x1, int y1) {
    struct rect r;
    r.lo.x = x0;
    r.lo.y = y0;
    r.hi.x = x1;
    r.hi.y = y1;
    int i = 0;
    for (; name[i] != '\0' && i < 7; i++)
        r.name[i] = name[i];
    r.name[i] = '\0';
    return r;
}

int main(void) {
    struct point p = {3, 4}, q = {-1, 10};
    struct point s = add(p, q);
    printf("s = (%d, %d)\n", s.x, s.y);
    struct rect rs[3];
    rs[0] = make("alpha", 0, 0, 2, 3);
    rs[1] = make("beta", -5, -5, 5, 5);
    rs[2] = make("gammadelta", 1, 1, 4, 9);
    struct rect copy = rs[0];
    grow(&rs[0], 1);
    for (int i = 0; i < 3; i++)
        printf("%-8s lo=(%d,%d) hi=(%d,%d) area=%ld\n", rs[i].name, rs[i].lo.x, rs[i].lo.y,
               rs[i].hi.x, rs[i].hi.y, area(&rs[i]));
    printf("copy unchanged: %s area=%ld\n", copy.name, area(&copy));
    struct rect *biggest = &rs[0];
    for (int i = 1; i < 3; i++)
        if (area(&rs[i]) > area(biggest))
            biggest = &rs[i];
    printf("biggest: %s (index %d)\n", biggest->name, (int)(biggest - rs));
    printf("sizeof(struct rect) = %d\n", (int)sizeof(struct rect));
    return 0;
}
