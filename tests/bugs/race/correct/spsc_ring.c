// expect all: none
// A single-producer single-consumer ring of two slots: the producer fills a slot, then
// publishes it with a release store of `tail`; the consumer acquires `tail`, reads the
// slot, then frees it with a release store of `head`, which the producer acquires before
// it writes the slot again.  Each slot's write and read are ordered both ways.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#define N 2
int buf[N];
atomic_uint head, tail;  /* producer writes tail, consumer writes head */
void *producer(void *a) {
  for (unsigned i = 0; i < 3; i++) {
    unsigned t = atomic_load_explicit(&tail, memory_order_relaxed);
    while (t - atomic_load_explicit(&head, memory_order_acquire) == N) ;
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
    atomic_store_explicit(&head, h + 1, memory_order_release);
  }
  pthread_join(p, 0); printf("%d\n", sum); return 0;
}
