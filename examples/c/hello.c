/* The smallest program: printf, puts, putchar and a zero exit status. */
#include <stdio.h>

int main(void) {
    printf("hello, %s!\n", "world");
    puts("puts adds a newline");
    putchar('o');
    putchar('k');
    putchar('\n');
    printf("%d%%\n", 100);
    return 0;
}
