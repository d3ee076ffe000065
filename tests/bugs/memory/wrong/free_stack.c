// expect sc,tso,promising: ub
// reason: invalid free
// reason: a stack slot, not a heap block
/* A buffer comes from the stack for small requests and from the heap for big ones; the
 * cleanup frees it unconditionally. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void release(char *p) { free(p); }

int main(int argc, char **argv) {
    (void)argv;
    char small[16];
    size_t need = (size_t)argc * 8;
    char *buf = need <= sizeof small ? small : malloc(need);
    memset(buf, 'x', need);
    printf("%c\n", buf[0]);
    release(buf); /* frees a stack address when the request was small */
    return 0;
}
