/* A writer updates a pair under the write lock; a reader thread and main read it under
   the read lock and never see it half-written: each sees the old or the new pair. */
#include <pthread.h>
#include <stdio.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int lo = 1, hi = 1;

void *writer(void *arg) {
  pthread_rwlock_wrlock(&lock);
  lo = 2;
  hi = 2;
  pthread_rwlock_unlock(&lock);
  return 0;
}

void *reader(void *arg) {
  pthread_rwlock_rdlock(&lock);
  int a = lo, b = hi;
  pthread_rwlock_unlock(&lock);
  return (void *)(long)(a == b ? a : -1);
}

int main(void) {
  pthread_t w, r;
  void *s1, *s2;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  s2 = reader(0);
  pthread_join(r, &s1);
  pthread_join(w, 0);
  printf("%ld %ld\n", (long)s1, (long)s2);
  return 0;
}
