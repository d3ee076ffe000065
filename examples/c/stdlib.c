/* The C library's conversions, formatting into buffers, string searches and sorting:
 * strtol and its family, atoi, strtod, sprintf/snprintf, strdup, strstr, strspn, qsort
 * and bsearch, with their edge cases (prefixes, signs, overflow, end pointers); <ctype.h>
 * (glibc's tables, as compiled code reads them), errno and sscanf. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct point { int x, y; };

static int by_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int by_distance(const void *a, const void *b) {
    const struct point *p = a, *q = b;
    int dp = p->x * p->x + p->y * p->y, dq = q->x * q->x + q->y * q->y;
    return dp != dq ? dp - dq : p->x - q->x;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int main(void) {
    const char *ints[] = {"42", "  -17xyz", "0x1F", "017", "+9", "", "abc",
                          "99999999999999999999", "-99999999999999999999", "0x", "  0b1"};
    for (unsigned i = 0; i < sizeof ints / sizeof ints[0]; i++) {
        char *end;
        long v = strtol(ints[i], &end, 0);
        unsigned long u = strtoul(ints[i], NULL, 10);
        printf("strtol(\"%s\") = %ld, used %d; strtoul = %lu; atoi = %d\n", ints[i], v,
               (int)(end - ints[i]), u, atoi(ints[i]));
    }
    printf("base 2: %ld, base 36: %ld, base 16 with 0x: %lld, -1 as unsigned: %llu\n",
           strtol("1011", NULL, 2), strtol("zz", NULL, 36), strtoll("0xff", NULL, 16),
           strtoull("-1", NULL, 10));

    const char *floats[] = {"3.25", "  -1e3rest", ".5", "1e400", "0x1.8p1", "inf", "-nan",
                            "12.", "e5", "2.5e-3"};
    for (unsigned i = 0; i < sizeof floats / sizeof floats[0]; i++) {
        char *end;
        double d = strtod(floats[i], &end);
        printf("strtod(\"%s\") = %g, used %d; strtof = %.3f; atof = %g\n", floats[i], d,
               (int)(end - floats[i]), (double)strtof(floats[i], NULL), atof(floats[i]));
    }

    char buf[64];
    int n = sprintf(buf, "%d-%s-%05.1f", 7, "seven", 7.25);
    printf("sprintf: \"%s\" (%d)\n", buf, n);
    char small[8];
    n = snprintf(small, sizeof small, "%s:%d", "truncated", 12345);
    printf("snprintf: \"%s\" (%d)\n", small, n);
    n = snprintf(NULL, 0, "%ld", 1234567890L);
    printf("snprintf length only: %d\n", n);

    char *copy = strdup("duplicate me");
    char *part = strndup("partial copy", 7);
    copy[0] = 'D';
    printf("strdup: %s, strndup: %s (%zu)\n", copy, part, strlen(part));
    const char *hay = "the quick brown fox";
    const char *at = strstr(hay, "brown");
    printf("strstr: %s, missing: %s, empty: %s\n", at, strstr(hay, "cat") ? "found" : "null",
           strstr(hay, ""));
    printf("strspn: %zu, strcspn: %zu, strnlen: %zu\n", strspn("aabbcx", "ab"),
           strcspn(hay, "qz"), strnlen(hay, 5));
    free(copy);
    free(part);

    int xs[] = {5, -3, 9, 0, 5, 12, -8, 1};
    qsort(xs, 8, sizeof xs[0], by_int);
    for (int i = 0; i < 8; i++)
        printf("%d ", xs[i]);
    int key = 9, missing = 4;
    int *hit = bsearch(&key, xs, 8, sizeof xs[0], by_int);
    printf("| 9 at %d, 4 %s\n", (int)(hit - xs),
           bsearch(&missing, xs, 8, sizeof xs[0], by_int) ? "found" : "absent");

    struct point ps[] = {{3, 4}, {-1, 0}, {0, 5}, {2, 2}, {0, 0}};
    qsort(ps, 5, sizeof ps[0], by_distance);
    for (int i = 0; i < 5; i++)
        printf("(%d,%d) ", ps[i].x, ps[i].y);
    const char *names[] = {"pear", "apple", "fig", "banana"};
    qsort(names, 4, sizeof names[0], by_name);
    printf("| %s %s %s %s\n", names[0], names[1], names[2], names[3]);

    const char *mixed = "Hi, 42 x\tZ!";
    for (const char *p = mixed; *p; p++)
        printf("%c%c%c%c%c%c ", isalpha((unsigned char)*p) ? 'a' : '-',
               isdigit((unsigned char)*p) ? 'd' : '-', isspace((unsigned char)*p) ? 's' : '-',
               ispunct((unsigned char)*p) ? 'p' : '-', isupper((unsigned char)*p) ? 'u' : '-',
               isxdigit((unsigned char)*p) ? 'x' : '-');
    char shout[16];
    int k = 0;
    for (const char *p = mixed; *p && k < 15; p++, k++)
        shout[k] = (char)(k % 2 ? tolower((unsigned char)*p) : toupper((unsigned char)*p));
    shout[k] = 0;
    printf("| %s | %d %d %d\n", shout, toupper(EOF), tolower(200), isalnum('_') != 0);

    errno = 0;
    long big = strtol("123456789012345678901", NULL, 10);
    int range = errno;
    errno = 0;
    long fine = strtol("12", NULL, 10);
    printf("errno after overflow: %d (ERANGE %d), value %ld; after success: %d, value %ld\n",
           range == ERANGE, ERANGE, big, errno, fine);

    int a = -1, b = -1, used = -1, sn = -1;
    unsigned hex = 0;
    double dd = 0;
    float ff = 0;
    char word[16] = "?", one = '?', rest[16] = "?";
    long ll = 0;
    short hh = 0;
    sn = sscanf("  42 -7 ff 3.5 2.25e1 word Zrest", "%d %d %x %lf %f %15s %c%n", &a, &b, &hex,
                &dd, &ff, word, &one, &used);
    printf("sscanf %d: %d %d %x %g %g %s %c %d\n", sn, a, b, hex, dd, ff, word, one, used);
    sn = sscanf("key=value;", "%15[a-z]=%15[^;]", word, rest);
    printf("sscanf %d: %s %s\n", sn, word, rest);
    printf("sscanf %d %d %d %d %d", sscanf("12abc", "%d%ld", &a, &ll), sscanf("", "%d", &a),
           sscanf("  ", "%d", &a), sscanf("x", "%d", &a), sscanf("100000 %", "%hd %%", &hh));
    printf(" %d %d | %d %d %d %d\n", sscanf("0x1A 017", "%i %i", &a, &b),
           sscanf("1,2", "%d,%*d%n", &a, &used), hh, a, b, used);
    return 0;
}
