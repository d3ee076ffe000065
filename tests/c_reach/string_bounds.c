/* Library calls that must not read past what C lets them read: printf's %.Ns of an array
 * without a NUL, memcmp and strcmp that stop at the first difference (the bytes after it
 * uninitialised or out of bounds), case-insensitive comparisons, wide strings, and fopen
 * of a file to read (none: NULL). */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <wchar.h>

struct record { int id; char name[12]; };

int main(void) {
    char tag[4] = {'a', 'b', 'c', 'd'};          /* no NUL */
    printf("[%.4s] [%.2s] [%.*s] [%-6.3s]\n", tag, tag, 3, tag, tag);

    struct record a, b;
    a.id = 1;
    strcpy(a.name, "x");                          /* name[2..11] never written */
    b = a;
    b.id = 2;
    printf("memcmp %d\n", memcmp(&a, &b, sizeof a) < 0);

    char code[3] = {'z', 'q', 'r'};               /* no NUL, differs at once */
    printf("strcmp %d strncmp %d\n", strcmp(code, "abc") > 0, strncmp(code, "zqrs", 3));

    char word[8];
    strcpy(word, "HeLLo");
    printf("case %d %d %d %d\n", strcasecmp(word, "hello"), strcasecmp(word, "help") < 0,
           strncasecmp(word, "HELP", 3), strcasecmp("Zeta", "alpha") > 0);

    const wchar_t *wide = L"wide";
    printf("[%ls] [%lc] [%5ls] [%.2ls]\n", wide, (wint_t)L'x', L"ab", wide);

    FILE *f = fopen("settings.conf", "r");
    printf("fopen %s errno %d\n", f ? "opened" : "NULL", f ? 0 : errno == ENOENT);
    return 0;
}
