/* Two threads add a nondeterministic amount under a mutex; the sum is always right, so
   reach_error() is unreachable whatever __VERIFIER_nondet_int() returns. */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total, amount;

void *adder() {
  pthread_mutex_lock(&m);
  total = total + amount;
  pthread_mutex_unlock(&m);
  return 0;
}

int main() {
  amount = __VERIFIER_nondet_int();
  __VERIFIER_assume(amount >= 0 && amount <= 2);
  pthread_t a, b;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, adder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (total != 2 * amount)
    reach_error();
  return total;
}
