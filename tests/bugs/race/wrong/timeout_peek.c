// expect all: race
// reason: result
// A watchdog waits for a worker with a deadline.  The worker stores its result before
// taking the mutex; on the timeout path main prints the partial result without the
// worker's handshake, a data race with that store (no race when the wait is woken:
// the handshake orders the store first).  Only exploring the timeout finds it.
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
int done;
long result;

void *work(void *arg) {
  long s = 0;
  for (int i = 1; i <= 4; i++)
    s += i * i;
  result = s;
  pthread_mutex_lock(&m);
  done = 1;
  pthread_cond_signal(&done_cv);
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, work, NULL);
  struct timespec deadline;
  clock_gettime(CLOCK_MONOTONIC, &deadline);
  deadline.tv_sec += 2;
  pthread_mutex_lock(&m);
  int rc = 0;
  while (!done && rc != ETIMEDOUT)
    rc = pthread_cond_timedwait(&done_cv, &m, &deadline);
  int ok = done;
  pthread_mutex_unlock(&m);
  if (ok)
    printf("result %ld\n", result);
  else
    printf("timed out, partial %ld\n", result);
  pthread_join(t, NULL);
  return 0;
}
