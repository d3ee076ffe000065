/* SV-COMP style: two threads increment a counter in __VERIFIER_atomic_ functions; the
   assertion after both joins holds, and the decrement guard keeps it non-negative. */
extern void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }

#include <pthread.h>

int counter;

void __VERIFIER_atomic_inc(void) {
  int t = counter;
  counter = t + 1;
}

void __VERIFIER_atomic_dec_if_positive(void) {
  if (counter > 0)
    counter = counter - 1;
}

void *incr(void *arg) {
  __VERIFIER_atomic_inc();
  __VERIFIER_atomic_inc();
  return 0;
}

void *decr(void *arg) {
  __VERIFIER_atomic_dec_if_positive();
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, incr, 0);
  pthread_create(&b, 0, incr, 0);
  pthread_create(&c, 0, decr, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  __VERIFIER_assert(counter == 3 || counter == 4);
  return counter;
}
