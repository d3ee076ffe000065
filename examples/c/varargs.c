/* Variadic functions of the program's own (va_start, va_arg, va_copy, va_end), the
 * v...printf family, small structures returned by value (a pair of doubles and a pair of
 * longs: whole-aggregate loads and stores at -O0) and strtok/strtok_r. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct vec { double x, y; };
struct span { long lo, hi; };

/* mixed arguments described by a format of our own: i int, l long, d double, s string */
static double total(const char *kinds, ...) {
    va_list ap;
    double sum = 0;
    va_start(ap, kinds);
    for (const char *k = kinds; *k; k++) {
        switch (*k) {
        case 'i': sum += va_arg(ap, int); break;
        case 'l': sum += (double)va_arg(ap, long); break;
        case 'd': sum += va_arg(ap, double); break;
        case 's': sum += (double)strlen(va_arg(ap, const char *)); break;
        }
    }
    va_end(ap);
    return sum;
}

/* the largest of n ints, walking the list twice through a copy */
static int largest(int n, ...) {
    va_list ap, again;
    va_start(ap, n);
    va_copy(again, ap);
    int best = va_arg(ap, int);
    for (int i = 1; i < n; i++) {
        int v = va_arg(ap, int);
        if (v > best)
            best = v;
    }
    int count = 0;
    for (int i = 0; i < n; i++)
        count += va_arg(again, int) == best;
    va_end(again);
    va_end(ap);
    return best * 10 + count;
}

static char line[128];

static int say(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    printf("[%d] %s\n", n, line);
    return n;
}

static void both(const char *fmt, ...) {
    va_list ap, copy;
    va_start(ap, fmt);
    va_copy(copy, ap);
    vprintf(fmt, ap);
    vfprintf(stdout, fmt, copy);
    va_end(copy);
    va_end(ap);
}

static int into(char *buf, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsprintf(buf, fmt, ap);
    va_end(ap);
    return n;
}

static struct vec add(struct vec a, struct vec b) { return (struct vec){a.x + b.x, a.y + b.y}; }
static struct span widen(struct span s, long by) { return (struct span){s.lo - by, s.hi + by}; }

int main(void) {
    printf("total %.2f\n", total("ilds", 3, 4000000000L, 0.25, "four"));
    printf("largest %d %d\n", largest(5, 3, 9, 2, 9, 1), largest(1, -7));
    say("%s has %d items costing %.2f (%c%c) %5s|%-3d|%lx", "cart", 3, 9.5, 'o', 'k', "ab",
        7, 255L);
    say("%*d|%.*s|%%", 6, 42, 3, "truncated");
    both("both %d %s\n", 1, "x");
    char buf[64];
    int n = into(buf, "%u-%lu-%p", 7u, 8UL, (void *)0);
    printf("into %d %s\n", n, buf);
    struct vec v = add((struct vec){1.5, 2}, (struct vec){0.25, -4});
    struct span s = widen((struct span){10, 20}, 3);
    printf("vec %.2f %.2f span %ld %ld\n", v.x, v.y, s.lo, s.hi);
    char text[] = "  alpha, beta,,gamma ";
    int count = 0;
    for (char *t = strtok(text, " ,"); t; t = strtok(NULL, " ,"))
        printf("token %d '%s'\n", ++count, t);
    char pairs[] = "a=1;b=22;c=333";
    char *outer, *inner;
    for (char *p = strtok_r(pairs, ";", &outer); p; p = strtok_r(NULL, ";", &outer)) {
        char *key = strtok_r(p, "=", &inner);
        char *value = strtok_r(NULL, "=", &inner);
        printf("pair %s -> %s\n", key, value);
    }
    return count;
}
