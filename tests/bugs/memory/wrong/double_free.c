// expect sc,tso,promising: ub
// reason: double free
/* An error path frees the buffer, then the common cleanup frees it again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int parse(char *buf, const char *text) {
    strcpy(buf, text);
    return buf[0] == '#' ? -1 : (int)strlen(buf);
}

int main(int argc, char **argv) {
    (void)argv;
    char *buf = malloc(16);
    int n = parse(buf, argc > 5 ? "ok" : "#comment");
    if (n < 0) {
        puts("parse error");
        free(buf); /* error path */
    }
    free(buf); /* common cleanup: second free */
    return 0;
}
