/* C11 timed waits: cnd_timedwait and mtx_timedlock may time out (thrd_timedout). */
#include <stdio.h>
#include <threads.h>
#include <time.h>

static mtx_t m;
static cnd_t c;
static int flag;

static int setter(void *arg) {
  (void)arg;
  mtx_lock(&m);
  flag = 1;
  cnd_signal(&c);
  mtx_unlock(&m);
  return 0;
}

int main(void) {
  struct timespec deadline;
  timespec_get(&deadline, TIME_UTC);
  deadline.tv_sec += 1;
  mtx_init(&m, mtx_timed);
  cnd_init(&c);
  thrd_t t;
  thrd_create(&t, setter, NULL);
  int locked = mtx_timedlock(&m, &deadline);
  int rc = thrd_success;
  if (locked == thrd_success) {
    while (!flag && rc == thrd_success)
      rc = cnd_timedwait(&c, &m, &deadline);
    mtx_unlock(&m);
  }
  thrd_join(t, NULL);
  printf("lock=%s wait=%s flag=%d\n", locked == thrd_success ? "ok" : locked == thrd_timedout ? "timedout" : "?",
         rc == thrd_success ? "ok" : rc == thrd_timedout ? "timedout" : "?", flag);
  return 0;
}
