/* A worker leaves with pthread_exit from a helper two calls deep, with a result that
   main reads through pthread_join; the code after the exit never runs. */
#include <pthread.h>
#include <stdio.h>

int after_exit;

static void finish(long code) {
  pthread_exit((void *)(code * 2));
}

static long work(long n) {
  if (n > 3)
    finish(n);
  return n;
}

void *worker(void *arg) {
  long r = work((long)arg);
  after_exit = 1; /* only when work() returned */
  return (void *)r;
}

int main(void) {
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, 0, worker, (void *)2);
  pthread_join(a, &ra);
  pthread_create(&b, 0, worker, (void *)5);
  pthread_join(b, &rb);
  printf("%ld %ld %d\n", (long)ra, (long)rb, after_exit);
  return (int)(long)rb;
}
