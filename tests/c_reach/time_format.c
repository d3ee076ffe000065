/* Broken-down time and its formatting: gmtime, localtime (the local zone is UTC, natively
 * with TZ unset and /etc/localtime UTC, as in ctreelab, which has no zone database),
 * mktime and timegm normalising out-of-range fields, difftime, asctime, ctime and
 * strftime, on fixed times: negative ones, leap days, the ends of a 32-bit time_t, the
 * largest year a struct tm holds. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static void show(const char *what, const struct tm *tm) {
    char buf[96];
    size_t n = strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %a %j %Z %z", tm);
    printf("%-9s %s (%zu) wday %d yday %d dst %d off %ld\n", what, buf, n, tm->tm_wday,
           tm->tm_yday, tm->tm_isdst, tm->tm_gmtoff);
}

static void line(const char *fmt, const struct tm *tm) {
    char buf[160];
    size_t n = strftime(buf, sizeof buf, fmt, tm);
    printf("  [%s] %zu\n", n ? buf : "(too long)", n);
}

int main(void) {
    static const time_t times[] = {
        0, -1, 86399, 951782400 /* 2000-02-29 */, 951868800, 1709164800 /* 2024-02-29 */,
        -2208988800 /* 1900-01-01 */, -62135596800 /* 0001-01-01 */,
        -62167219201 /* 1 s before year 0 */, INT_MAX, INT_MIN, 4107542399 /* 2100-02-28 */,
        253402300799 /* 9999-12-31 */, 1230768000 /* 2009, ISO week 1 of 2009 */,
        1104537600 /* 2005-01-01: ISO week 53 of 2004 */};
    char text[26], *p;
    struct tm tm;
    for (unsigned i = 0; i < sizeof times / sizeof times[0]; i++) {
        time_t t = times[i];
        printf("t = %lld\n", (long long)t);
        show("gmtime_r", gmtime_r(&t, &tm));
        p = asctime_r(&tm, text);
        printf("  asctime_r %s", p ? p : "(null)\n");
        p = ctime_r(&t, text);
        printf("  ctime_r   %s", p ? p : "(null)\n");
        show("localtime", localtime(&t));
        line("%a %A %b %B %C %d %e %H %I %j %m %M %p %S %u %w %y %Y %%", &tm);
        line("%c|%D|%F|%r|%R|%T|%x|%X|%h|%n|%t|", &tm);
        line("%g %G %V %U %W %s %k %l %P", &tm);
    }

    /* flags and widths (glibc's) */
    time_t leap = 951782400;
    gmtime_r(&leap, &tm);
    line("%-d %_H %^a %#Z %10A %-10A %010d %_5m %^B %#b %-j %_3e %3y %0e %Ey %Od %EC", &tm);
    tm.tm_isdst = -1;
    line("[%z] [%Z]", &tm);
    tm.tm_zone = NULL;
    tm.tm_isdst = 0;
    line("[%z] [%Z] %Q %5", &tm);

    /* a text that does not fit: 0 */
    char small[8];
    printf("small %zu, empty %zu\n", strftime(small, sizeof small, "%Y-%m-%d %H", &tm),
           strftime(small, sizeof small, "", &tm));

    /* mktime and timegm normalise and fill in tm_wday and tm_yday */
    struct tm n = {0};
    n.tm_year = 124;
    n.tm_mon = 13;      /* February of next year */
    n.tm_mday = 29;     /* 2025 has no February 29: March 1 */
    n.tm_hour = -1;     /* the hour before midnight */
    n.tm_sec = 3661;
    n.tm_isdst = -1;
    time_t made = mktime(&n);
    show("mktime", &n);
    printf("  = %lld\n", (long long)made);
    n = (struct tm){0};
    n.tm_year = 69;
    n.tm_mon = 11;
    n.tm_mday = 31;
    n.tm_hour = 23;
    n.tm_min = 59;
    n.tm_sec = 59;
    errno = 0;
    made = mktime(&n);
    printf("mktime 1969-12-31 23:59:59 = %lld errno %d\n", (long long)made, errno);
    n = (struct tm){0};
    n.tm_year = -1900; /* year 0 */
    n.tm_mday = -364;  /* back into year -1 */
    n.tm_min = -1;
    made = timegm(&n);
    show("timegm", &n);
    printf("  = %lld\n", (long long)made);
    n = (struct tm){0};
    n.tm_year = 70;
    n.tm_mday = 1;
    n.tm_isdst = 1; /* daylight saving time in a zone that has none: an hour earlier */
    made = mktime(&n);
    printf("mktime dst = %lld hour %d dst %d\n", (long long)made, n.tm_hour, n.tm_isdst);

    /* difftime */
    printf("difftime %.1f %.1f %g\n", difftime(leap, 0), difftime(0, leap),
           difftime(LLONG_MAX, LLONG_MIN));

    /* static results: one struct tm for gmtime and localtime, one buffer for asctime and
     * ctime */
    time_t a = 0, b = 86400;
    struct tm *g = gmtime(&a), *l = localtime(&b);
    printf("same struct %d mday %d zone %s\n", g == l, g->tm_mday, g->tm_zone);
    char *s1 = asctime(g), *s2 = ctime(&a);
    printf("same buffer %d %s", s1 == s2, s2);

    /* years out of range */
    time_t huge = LLONG_MAX;
    errno = 0;
    printf("gmtime(LLONG_MAX) %s errno %d\n", gmtime(&huge) ? "ok" : "NULL", errno == EOVERFLOW);
    errno = 0;
    printf("ctime(LLONG_MAX) %s errno %d\n", ctime(&huge) ? "ok" : "NULL", errno == EINVAL);
    time_t last = 67768036191676799; /* the last second of year INT_MAX + 1900 */
    show("gmtime", gmtime(&last));
    n = (struct tm){0};
    n.tm_year = 8100; /* year 10000: asctime has room, asctime_r's 26 bytes do not */
    n.tm_mday = 1;
    errno = 0;
    p = asctime_r(&n, text);
    printf("asctime_r %s errno %d asctime %s", p ? p : "NULL", errno == EOVERFLOW, asctime(&n));

    /* time(NULL) is a time like any other */
    time_t now = time(NULL);
    printf("now converts: %d\n", gmtime(&now) != NULL && localtime_r(&now, &tm) == &tm);
    return 0;
}
