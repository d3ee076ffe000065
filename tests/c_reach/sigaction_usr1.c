/* A program that installs its handlers with sigaction: SIGUSR1 counted by a handler
 * (raised, and sent with kill to its own pid), SIGUSR2 ignored, the previous action
 * read back and restored; signal sets built with sigemptyset/sigaddset/sigfillset; the
 * calls that must fail (SIGKILL, an invalid signal) fail with EINVAL. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

static volatile sig_atomic_t usr1_count, last_sig;

static void on_usr1(int sig) {
    usr1_count++;
    last_sig = sig;
}

int main(void) {
    struct sigaction sa, old, cur;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr1;
    sigemptyset(&sa.sa_mask);
    sigaddset(&sa.sa_mask, SIGUSR2);
    sa.sa_flags = SA_RESTART;
    if (sigaction(SIGUSR1, &sa, &old) != 0) {
        perror("sigaction");
        return 1;
    }
    printf("previous default %d\n", old.sa_handler == SIG_DFL);
    printf("mask: usr2 %d usr1 %d\n", sigismember(&sa.sa_mask, SIGUSR2),
           sigismember(&sa.sa_mask, SIGUSR1));
    raise(SIGUSR1);
    printf("kill %d\n", kill(getpid(), SIGUSR1));
    printf("alive %d\n", kill(getpid(), 0));
    printf("handled %d times, last %d\n", (int)usr1_count, (int)last_sig);

    struct sigaction ign;
    memset(&ign, 0, sizeof ign);
    ign.sa_handler = SIG_IGN;
    sigaction(SIGUSR2, &ign, NULL);
    printf("ignored raise %d\n", raise(SIGUSR2));

    sigaction(SIGUSR1, NULL, &cur);
    printf("current is ours %d\n", cur.sa_handler == on_usr1);
    sigaction(SIGUSR1, &old, NULL); /* back to the default */
    sigaction(SIGUSR1, NULL, &cur);
    printf("restored default %d\n", cur.sa_handler == SIG_DFL);

    sigset_t all;
    sigfillset(&all);
    sigdelset(&all, SIGINT);
    printf("full set: term %d int %d\n", sigismember(&all, SIGTERM), sigismember(&all, SIGINT));

    errno = 0;
    printf("sigkill %d errno %d\n", sigaction(SIGKILL, &sa, NULL), errno == EINVAL);
    errno = 0;
    printf("signal 0 %d errno %d\n", sigaddset(&all, 0), errno == EINVAL);
    return usr1_count;
}
