/* A thread and main each write two lines to stdout under flockfile: one character by
 * character with putc_unlocked (glibc's inline code at -O1) in a helper that locks stdout
 * again (the lock is recursive), one with printf, which takes the lock the thread holds.
 * They count the lines in a plain int that only the lock guards (no race).  main takes the
 * lock with ftrylockfile, which finds it busy while the thread holds it.  The thread's
 * puts after its block waits while main holds the lock: it never lands inside main's
 * lines. */
#include <pthread.h>
#include <stdio.h>

static int lines; /* guarded by stdout's lock */

static void say(const char *s) {
    flockfile(stdout); /* again: the lock is recursive */
    for (; *s; s++)
        putc_unlocked(*s, stdout);
    putc_unlocked('\n', stdout);
    lines++;
    funlockfile(stdout);
}

static void *writer(void *arg) {
    flockfile(stdout);
    say("ab");
    printf("%s\n", (const char *)arg);
    lines++;
    funlockfile(stdout);
    puts("done");
    return NULL;
}

int main(void) {
    pthread_t a;
    pthread_create(&a, NULL, writer, "AB");
    int busy = ftrylockfile(stdout); /* 0, or EBUSY (16) while the thread holds it */
    if (busy)
        flockfile(stdout);
    say("cd");
    printf("CD\n");
    lines++;
    int again = ftrylockfile(stdout); /* 0: held already */
    funlockfile(stdout);
    funlockfile(stdout);
    pthread_join(a, NULL);
    printf("%d lines, %s, again %d\n", lines, busy ? "busy" : "free", again);
    return lines;
}
