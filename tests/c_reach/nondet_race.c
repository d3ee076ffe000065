/* The same without the mutex (atomic loads and stores, but not one update): the lost
   update makes reach_error() reachable for every nonzero amount. */
#include <pthread.h>
#include <stdatomic.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

atomic_int total;
int amount;

void *adder() {
  int t = atomic_load_explicit(&total, memory_order_relaxed);
  atomic_store_explicit(&total, t + amount, memory_order_relaxed);
  return 0;
}

int main() {
  amount = __VERIFIER_nondet_int();
  __VERIFIER_assume(amount >= 0 && amount <= 1);
  pthread_t a, b;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, adder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (atomic_load(&total) != 2 * amount)
    reach_error();
  return atomic_load(&total);
}
