/* K&R thread functions (no prototype: `void *t()`) created with one argument, as in
   SV-COMP's pthread benchmarks; an empty asm statement is a compiler barrier. */
#include <pthread.h>

int flag1, flag2, x;

void *thread_1() {
  flag1 = 1;
  asm volatile("" ::: "memory");
  if (!flag2)
    x = x + 1;
  return 0;
}

void *thread_2() {
  flag2 = 1;
  __asm__ __volatile__("" ::: "memory");
  if (!flag1)
    x = x + 2;
  return 0;
}

int main() {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread_1, 0);
  pthread_create(&t2, 0, thread_2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return x;
}
