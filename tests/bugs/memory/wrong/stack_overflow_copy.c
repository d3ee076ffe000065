// expect sc,tso,promising: ub
// reason: out-of-bounds
/* A name copied into a fixed-size stack buffer without a length check. */
#include <stdio.h>
#include <string.h>

static void greet(const char *who) {
    char name[8];
    strcpy(name, who); /* 12 bytes into 8 */
    printf("hello %s\n", name);
}

int main(void) {
    greet("Bartholomew");
    return 0;
}
