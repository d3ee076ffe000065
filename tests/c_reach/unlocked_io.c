/* A tokenizer that writes with glibc's unlocked stdio: words one per line with
 * putc_unlocked, numbers in decimal with putchar_unlocked, a separator with
 * fputc_unlocked, and its diagnostics to stderr (the stream is compared with stdout).
 * At -O1 the unlocked calls are glibc's inline code: it reads the FILE's buffer pointers
 * through stdout and calls __overflow when the buffer is full. */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdio.h>

static const char *text = "let x1 = 42 + y7 * 1000; print x1 - 3";

static void put_string(const char *s, FILE *out) {
    while (*s)
        putc_unlocked(*s++, out);
}

static void put_number(long n) {
    char digits[24];
    int k = 0;
    if (n < 0) {
        putchar_unlocked('-');
        n = -n;
    }
    do
        digits[k++] = (char)('0' + n % 10);
    while (n /= 10);
    while (k > 0)
        putchar_unlocked(digits[--k]);
}

static void note(FILE *out, const char *kind, const char *start, int len) {
    if (out != stdout) { /* diagnostics: stderr, not in the output */
        put_string(kind, out);
        fputc_unlocked('\n', out);
        return;
    }
    put_string(kind, out);
    fputc_unlocked(' ', out);
    for (int i = 0; i < len; i++)
        putc_unlocked(start[i], out);
    putchar_unlocked('\n');
}

int main(void) {
    int words = 0, numbers = 0, others = 0;
    long total = 0;
    for (const char *p = text; *p;) {
        const char *start = p;
        if (isspace((unsigned char)*p)) {
            p++;
            continue;
        }
        if (isalpha((unsigned char)*p)) {
            while (isalnum((unsigned char)*p))
                p++;
            note(stdout, "word", start, (int)(p - start));
            words++;
        } else if (isdigit((unsigned char)*p)) {
            long v = 0;
            while (isdigit((unsigned char)*p))
                v = v * 10 + (*p++ - '0');
            note(stdout, "number", start, (int)(p - start));
            note(stderr, "number seen", start, 0);
            total += v;
            numbers++;
        } else {
            p++;
            note(stdout, "symbol", start, 1);
            others++;
        }
    }
    put_string("-- ", stdout);
    put_number(words);
    fputc_unlocked('/', stdout);
    put_number(numbers);
    fputc_unlocked('/', stdout);
    put_number(others);
    putchar_unlocked(' ');
    put_number(-total);
    putchar_unlocked('\n');
    return numbers;
}
