/* Two accounts, one mutex each; two threads transfer between them in opposite directions,
 * always locking the lower-numbered account first (no deadlock), and only when the source
 * holds enough.  Money is never lost: a+b = 10.  t1 moves 10 from a to b, t2 moves 5 from
 * b to a: (a, b) is (5, 5) when t1 goes first and (0, 10) when t2 finds b empty. */
#include <pthread.h>
struct account { pthread_mutex_t m; int balance; };
struct account acc[2] = {{PTHREAD_MUTEX_INITIALIZER, 10}, {PTHREAD_MUTEX_INITIALIZER, 0}};
int failed;
static void transfer(int from, int to, int amount) {
    int lo = from < to ? from : to, hi = from < to ? to : from;
    pthread_mutex_lock(&acc[lo].m);
    pthread_mutex_lock(&acc[hi].m);
    if (acc[from].balance >= amount) {
        acc[from].balance -= amount;
        acc[to].balance += amount;
    } else
        failed++;
    pthread_mutex_unlock(&acc[hi].m);
    pthread_mutex_unlock(&acc[lo].m);
}
void *t1(void *a) { transfer(0, 1, 10); return 0; }
void *t2(void *a) { transfer(1, 0, 5); return 0; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t1, 0);
    pthread_create(&b, 0, t2, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return acc[0].balance * 100 + acc[1].balance;
}
