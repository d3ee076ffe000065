/* A program that takes the user's locale for everything but numbers (setlocale(LC_ALL, "")
 * then LC_NUMERIC "C", so the numbers it writes read back anywhere), asks which locale it
 * has, prints a few numbers, and tries a locale that is not installed. */
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    setlocale(LC_ALL, "");
    const char *numeric = setlocale(LC_NUMERIC, "C");
    printf("numeric locale %s (query %s)\n", numeric ? numeric : "(none)",
           setlocale(LC_NUMERIC, NULL));
    struct lconv *lc = localeconv();
    printf("decimal point '%s' thousands '%s' grouping %zu frac %d\n", lc->decimal_point,
           lc->thousands_sep, strlen(lc->grouping), lc->frac_digits);
    double prices[] = {3.5, 12.25, 0.125, 1234.0};
    double sum = 0;
    for (int i = 0; i < 4; i++) {
        sum += prices[i];
        printf("%8.3f%c", prices[i], i == 3 ? '\n' : ' ');
    }
    printf("sum %.2f mean %g\n", sum, sum / 4);
    printf("all C: %s\n", setlocale(LC_ALL, "C"));
    const char *all = setlocale(LC_ALL, NULL);
    printf("query %s, same string %d, POSIX %s\n", all, all == setlocale(LC_CTYPE, NULL),
           setlocale(LC_ALL, "POSIX"));
    const char *missing = setlocale(LC_ALL, "xx_NOWHERE.UTF-8");
    printf("missing %s, still %s\n", missing ? missing : "(unavailable)",
           setlocale(LC_ALL, NULL));
    errno = 0;
    printf("bad category %s errno %d\n", setlocale(99, "C") ? "ok" : "(null)", errno == EINVAL);
    return lc->decimal_point[0] == '.' ? 0 : 1;
}
