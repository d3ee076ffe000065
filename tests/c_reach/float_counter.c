/* Threads accumulate doubles into a shared total under a mutex; pthread_exit returns each
   thread's own partial sum, as a pointer to a static slot. */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
double total;
double partial[2];

static void *work(void *arg) {
  long id = (long)arg;
  double mine = 0.1 * (id + 1) + 0.2;
  partial[id] = mine;
  pthread_mutex_lock(&lock);
  total += mine;
  pthread_mutex_unlock(&lock);
  pthread_exit(&partial[id]);
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, work, (void *)i);
  double sum = 0;
  for (int i = 0; i < 2; i++) {
    void *r;
    pthread_join(t[i], &r);
    sum += *(double *)r;
  }
  printf("%.17g %.17g %d\n", total, sum, total == sum);
  return 0;
}
