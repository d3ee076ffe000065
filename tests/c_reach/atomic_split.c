/* SV-COMP style atomicity violation: each thread reads the balance in one atomic
   section and writes it back in another, so an update can be lost and reach_error() is
   reachable -- with no data race, every access is inside __VERIFIER_atomic_begin/end. */
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void reach_error(void);

int balance = 10;

void *deposit(void *arg) {
  __VERIFIER_atomic_begin();
  int b = balance;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin();
  balance = b + (int)(long)arg;
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, deposit, (void *)1);
  pthread_create(&b, 0, deposit, (void *)5);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (balance != 16)
    reach_error();
  return balance;
}
