/* A program that signals itself: handlers installed with signal() run at raise(), SIG_IGN
 * and default-ignored signals do nothing, SIGKILL cannot be caught, and the previous
 * handler comes back from signal(). */
#include <errno.h>
#include <signal.h>
#include <stdio.h>

static volatile sig_atomic_t stop, last, calls;

static void on_signal(int sig) {
    last = sig;
    calls++;
    if (sig == SIGINT)
        stop = 1;
}

int main(void) {
    printf("default %d\n", signal(SIGINT, on_signal) == SIG_DFL);
    signal(SIGUSR1, on_signal);
    printf("kill %d errno %d\n", signal(SIGKILL, on_signal) == SIG_ERR, errno == EINVAL);
    signal(SIGTERM, SIG_IGN);
    printf("raise %d %d\n", raise(SIGTERM), raise(SIGCHLD));
    raise(SIGUSR1);
    printf("last %d calls %d\n", (int)last, (int)calls);
    int rounds = 0;
    while (!stop)
        if (++rounds == 3)
            raise(SIGINT);
    printf("stopped after %d rounds, last %d, calls %d\n", rounds, (int)last, (int)calls);
    printf("restored %d\n", signal(SIGINT, SIG_DFL) == on_signal);
    return 0;
}
