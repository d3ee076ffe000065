/* Timed waits: each deadline may pass before the other thread acts (time is not
   modelled), so every timeout path is explored beside the wake-ups. */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t busy = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready_cond = PTHREAD_COND_INITIALIZER;
static sem_t items;
static int ready;

static void *producer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&busy);
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&ready_cond);
  pthread_mutex_unlock(&m);
  sem_post(&items);
  pthread_mutex_unlock(&busy);
  return NULL;
}

int main(void) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 1;
  sem_init(&items, 0, 0);
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  /* wait for ready, giving up at the deadline */
  pthread_mutex_lock(&m);
  int rc = 0;
  while (!ready && rc == 0)
    rc = pthread_cond_timedwait(&ready_cond, &m, &deadline);
  int seen = ready;
  pthread_mutex_unlock(&m);
  /* one item, or the deadline */
  int got = sem_timedwait(&items, &deadline) == 0 ? 1 : errno == ETIMEDOUT ? -1 : -2;
  /* busy while the producer runs: taken, or the deadline passes while it is held */
  int locked = pthread_mutex_timedlock(&busy, &deadline);
  if (locked == 0)
    pthread_mutex_unlock(&busy);
  pthread_join(t, NULL);
  /* free now: a timed lock takes it */
  int free_lock = pthread_mutex_timedlock(&busy, &deadline);
  pthread_mutex_unlock(&busy);
  printf("cond=%s seen=%d sem=%d lock=%d free=%d\n",
         rc == 0 ? "woken" : rc == ETIMEDOUT ? "timeout" : "?", seen, got, locked, free_lock);
  return 0;
}
