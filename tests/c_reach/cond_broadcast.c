/* Two waiters sleep on a condition variable until main opens the gate and broadcasts;
   each then counts itself in under the mutex.  A waiter that comes late sees the gate
   open and does not wait.  Race-free; always 2. */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t gate = PTHREAD_COND_INITIALIZER;
int open_, passed;

void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  while (!open_)
    pthread_cond_wait(&gate, &m);
  passed++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, waiter, 0);
  pthread_mutex_lock(&m);
  open_ = 1;
  pthread_cond_broadcast(&gate);
  pthread_mutex_unlock(&m);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("passed %d\n", passed);
  return passed;
}
