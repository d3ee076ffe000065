/* More of the C library a command-line program uses: getopt (no options: argv is
 * {"./libc_more", NULL}), strerror (known and unknown numbers), perror (stderr), div/ldiv/
 * lldiv, rand_r, strncat, strpbrk, getpid, and libm's cbrt, log1p, expm1, asinh, acosh,
 * atanh on values the compiler cannot fold (so the native run calls glibc too). */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

volatile double inputs[] = {27.0, 2.0, 1e-10, 0.5, -0.75};

int main(int argc, char **argv) {
    int verbose = 0, opt;
    while ((opt = getopt(argc, argv, "vn:")) != -1)
        verbose += opt == 'v';
    printf("options %d optind %d argc %d\n", verbose, optind, argc);
    printf("%s | %s | %s\n", strerror(0), strerror(22), strerror(999));
    perror("nothing on stdout");
    div_t d = div(-17, 5);
    ldiv_t l = ldiv(17L, -5L);
    lldiv_t q = lldiv(-7LL, -2LL);
    printf("div %d %d ldiv %ld %ld lldiv %lld %lld\n", d.quot, d.rem, l.quot, l.rem, q.quot,
           q.rem);
    unsigned seed = 2024;
    int a = rand_r(&seed), b = rand_r(&seed);
    printf("rand_r %d %d %u\n", a, b, seed);
    char buf[16] = "key";
    strncat(buf, "=value", 4);
    printf("%s %s %d\n", buf, strpbrk(buf, "=a"), getpid() > 0);
    for (int i = 0; i < 5; i++) {
        double x = inputs[i];
        printf("%.17g %.17g %.17g %.17g %.17g\n", cbrt(x), log1p(x), expm1(x), asinh(x),
               atanh(x / 2));
    }
    printf("%.17g\n", acosh(inputs[1]));
    return verbose;
}
