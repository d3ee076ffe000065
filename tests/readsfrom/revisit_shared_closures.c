/* readsfrom lost "110 100 0 1" and "100 0 10 1" (t1's store last) when the children of a
 * backward revisit shared one table of dependency closures: t2's load reads from the
 * revisited fetch_add, so its closure runs through each child's own new event (helper
 * h53).  tests/test_readsfrom.py; O1 IR: clang 14 -S -emit-llvm -O1. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
atomic_int c; int rx, rR, re;
void *t1(void *a) { atomic_store(&c, 1); return 0; }
void *t2(void *a) { rx = atomic_load(&c); return 0; }
void *t3(void *a) { rR = atomic_fetch_add(&c, 10); return 0; }
void *t4(void *a) { re = atomic_exchange(&c, 100); return 0; }
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, t1, 0); pthread_create(&t[1], 0, t2, 0);
  pthread_create(&t[2], 0, t3, 0); pthread_create(&t[3], 0, t4, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  printf("%d %d %d %d\n", rx, rR, re, atomic_load(&c));
  return 0;
}
