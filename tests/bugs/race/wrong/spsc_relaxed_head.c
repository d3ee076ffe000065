// expect sc,tso: race
// expect promising: none
// reason: buf[
// The same ring with the consumer freeing a slot by a *relaxed* store of `head` (and the
// producer reading it relaxed): the producer's next write of a slot does not happen after
// the consumer's read of it, a data race in C11 (write after read).  (promising: its
// messages record writes, not reads, so a write racing with an earlier read escapes it.)
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#define N 2
int buf[N];
atomic_uint head, tail;
void *producer(void *a) {
  for (unsigned i = 0; i < 3; i++) {
    unsigned t = atomic_load_explicit(&tail, memory_order_relaxed);
    while (t - atomic_load_explicit(&head, memory_order_relaxed) == N) ;
    buf[t % N] = 10 + i;
    atomic_store_explicit(&tail, t + 1, memory_order_release);
  }
  return 0;
}
int main(void) {
  pthread_t p; pthread_create(&p, 0, producer, 0);
  int sum = 0;
  for (unsigned i = 0; i < 3; i++) {
    unsigned h = atomic_load_explicit(&head, memory_order_relaxed);
    while (atomic_load_explicit(&tail, memory_order_acquire) == h) ;
    sum += buf[h % N];
    atomic_store_explicit(&head, h + 1, memory_order_relaxed);
  }
  pthread_join(p, 0); printf("%d\n", sum); return 0;
}
