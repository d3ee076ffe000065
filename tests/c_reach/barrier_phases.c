/* Two workers and main meet at a barrier: each worker fills its own slot before it, and
   reads its neighbour's slot after it.  Exactly one of the three gets
   PTHREAD_BARRIER_SERIAL_THREAD.  The barrier orders the accesses: race-free. */
#include <pthread.h>
#include <stdio.h>

pthread_barrier_t bar;
int slot[2];

void *worker(void *arg) {
  int me = (int)(long)arg;
  slot[me] = 10 * (me + 1);
  int serial = pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD;
  return (void *)(long)(slot[1 - me] + 100 * serial);
}

int main(void) {
  pthread_t t0, t1;
  void *r0, *r1;
  pthread_barrier_init(&bar, 0, 3);
  pthread_create(&t0, 0, worker, (void *)0);
  pthread_create(&t1, 0, worker, (void *)1);
  int serial = pthread_barrier_wait(&bar) == PTHREAD_BARRIER_SERIAL_THREAD;
  pthread_join(t0, &r0);
  pthread_join(t1, &r1);
  long got = (long)r0 % 100 + (long)r1 % 100;
  long serials = (long)r0 / 100 + (long)r1 / 100 + serial;
  printf("%ld serials=%ld\n", got, serials);
  pthread_barrier_destroy(&bar);
  return (int)got;
}
