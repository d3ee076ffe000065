/* A program that asks for glibc's built-in C.UTF-8 locale (glibc 2.35 and later; Debian
 * installs it), as programs wanting UTF-8 without a language do, for everything and for
 * single categories, reads the names back (glibc's composite name when they differ, which
 * setlocale takes back), and checks that character classes, numbers and dates are the C
 * locale's. */
#include <ctype.h>
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static const char *or_null(const char *s) { return s ? s : "(null)"; }

int main(void) {
    const char *all = setlocale(LC_ALL, "C.UTF-8");
    printf("C.UTF-8: %s, query %s, same %d\n", or_null(all), setlocale(LC_ALL, NULL),
           all == setlocale(LC_ALL, NULL));
    printf("ctype %s numeric %s time %s\n", setlocale(LC_CTYPE, NULL),
           setlocale(LC_NUMERIC, NULL), setlocale(LC_TIME, NULL));
    printf("C.utf8: %s\n", or_null(setlocale(LC_ALL, "C.utf8")));
    printf("C.UTF8: %s\n", or_null(setlocale(LC_ALL, "C.UTF8")));
    printf("C.utf-8: %s\n", or_null(setlocale(LC_ALL, "C.utf-8")));

    /* one category at a time: LC_ALL's name is then the composite one */
    setlocale(LC_ALL, "C");
    printf("numeric: %s\n", or_null(setlocale(LC_NUMERIC, "C.UTF-8")));
    char saved[512];
    strcpy(saved, setlocale(LC_ALL, NULL));
    printf("all: %s\n", saved);
    printf("back to C: %s", setlocale(LC_NUMERIC, "POSIX"));
    printf(", all %s\n", setlocale(LC_ALL, NULL));
    printf("restored: %s\n", or_null(setlocale(LC_ALL, saved)));
    printf("numeric again %s, ctype %s\n", setlocale(LC_NUMERIC, NULL),
           setlocale(LC_CTYPE, NULL));
    errno = 0;
    printf("half a composite: %s errno EINVAL %d\n",
           or_null(setlocale(LC_ALL, "LC_CTYPE=C.UTF-8;LC_NUMERIC=C")), errno == EINVAL);
    errno = 0;
    printf("unknown: %s errno ENOENT %d, still %s\n", or_null(setlocale(LC_CTYPE, "xx_YY.UTF-8")),
           errno == ENOENT, setlocale(LC_CTYPE, NULL));
    printf("not a codeset: %s, lower case c: %s\n", or_null(setlocale(LC_ALL, "C.ascii")),
           or_null(setlocale(LC_ALL, "c.utf8")));

    /* the C locale's behaviour, in C.UTF-8 */
    setlocale(LC_ALL, "C.UTF-8");
    printf("isalpha(0xe9) %d toupper(0xe9) %d isspace('\\t') %d toupper('q') %c\n",
           isalpha(0xe9), toupper(0xe9), isspace('\t') != 0, toupper('q'));
    struct lconv *lc = localeconv();
    printf("decimal point '%s' thousands '%s' %.3f\n", lc->decimal_point, lc->thousands_sep,
           1234.5);
    struct tm tm = {0};
    tm.tm_year = 100;
    tm.tm_mday = 1;
    tm.tm_wday = 6;
    char buf[128];
    strftime(buf, sizeof buf, "%c|%x|%X|%r|%A %B", &tm);
    printf("%s\n", buf);
    return 0;
}
