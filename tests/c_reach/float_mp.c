/* Message passing of a double: a release/acquire flag makes the data visible. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

double data;
atomic_int flag;
double seen = -1.0;

static void *producer(void *arg) {
  data = 3.25;
  atomic_store_explicit(&flag, 1, memory_order_release);
  return NULL;
}

static void *consumer(void *arg) {
  if (atomic_load_explicit(&flag, memory_order_acquire))
    seen = data * 2;
  return NULL;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  printf("%g\n", seen);
  return 0;
}
