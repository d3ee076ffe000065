/* The classic SV-COMP lock: __VERIFIER_atomic_acquire waits (assume) until the lock word
   is free and takes it in one atomic step; the threads' critical sections then exclude
   each other.  main chooses the amount the threads add. */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int m, total, inside, amount;

void __VERIFIER_atomic_acquire(void) {
  __VERIFIER_assume(m == 0);
  m = 1;
}

void __VERIFIER_atomic_release(void) {
  __VERIFIER_assume(m == 1);
  m = 0;
}

void *adder(void *arg) {
  int n = amount + (int)(long)arg;
  __VERIFIER_atomic_acquire();
  inside++;
  if (inside != 1)
    reach_error();
  total += n;
  inside--;
  __VERIFIER_atomic_release();
  return 0;
}

int main(void) {
  pthread_t a, b;
  amount = __VERIFIER_nondet_int();
  __VERIFIER_assume(amount >= 1 && amount <= 2);
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, adder, (void *)10);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
