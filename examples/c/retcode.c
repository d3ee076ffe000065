/* main returns a value that does not fit in an exit status: the shell sees it mod 256. */
#include <stdio.h>

int checksum(const char *s) {
    int h = 0;
    for (; *s; s++)
        h = h * 3 + *s;
    return h % 1000;
}

int main(void) {
    int c = checksum("exit status");
    printf("checksum = %d\n", c);
    return c; /* 304: the exit status is 304 & 0xff = 48 */
}
