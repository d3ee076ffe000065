/* Error handling by non-local jumps: a recursive parser longjmps out of any depth to the
 * setjmp of its caller, a longjmp with 0 arrives as 1, a volatile local keeps the value it
 * had at the jump, and jmp_bufs nest (an inner handler passes errors on). */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf outer, inner;
static int depth_reached;

static int digits(const char *s, int depth) {
    depth_reached = depth;
    if (!*s)
        return 0;
    if (*s < '0' || *s > '9')
        longjmp(inner, *s);
    return (*s - '0') + 10 * digits(s + 1, depth + 1);
}

static int parse(const char *s) {
    volatile int attempts = 0;
    int code = setjmp(inner);
    attempts++;
    if (code == 0)
        return digits(s, 0);
    if (code == '!')  /* not ours: on to the outer handler */
        longjmp(outer, 0);
    printf("  bad '%c' at depth %d after %d attempt(s)\n", code, depth_reached, attempts);
    return -1;
}

int main(void) {
    const char *inputs[] = {"12345", "12a45", "x", "", "9!9"};
    for (int i = 0; i < 5; i++) {
        int code = setjmp(outer);
        if (code != 0) {
            printf("%-6s -> aborted (code %d)\n", inputs[i], code);
            continue;
        }
        printf("%-6s -> %d\n", inputs[i], parse(inputs[i]));
    }
    return 0;
}
