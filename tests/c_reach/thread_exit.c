/* pthread_exit from a nested call ends the thread with that result; main joins both. */
#include <pthread.h>
#include <stdio.h>

int x;

static void finish(long v) {
  pthread_exit((void *)v);
}

static void *worker(void *arg) {
  long id = (long)arg;
  x = x + 1;
  if (id == 1)
    finish(10);
  return (void *)20;
}

int main(void) {
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, NULL, worker, (void *)1);
  pthread_create(&b, NULL, worker, (void *)2);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  printf("%ld %ld %d\n", (long)ra, (long)rb, x);
  return 0;
}
