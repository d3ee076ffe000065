/* A nondeterministic number of workers (0 to 2), each adding its index plus one in an
   atomic section; main checks the triangular sum. */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void reach_error(void);

int sum;

void *worker(void *arg) {
  __VERIFIER_atomic_begin();
  sum += (int)(long)arg + 1;
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 2);
  pthread_t t[2];
  for (int i = 0; i < n; i++)
    pthread_create(&t[i], 0, worker, (void *)(long)i);
  for (int i = 0; i < n; i++)
    pthread_join(t[i], 0);
  if (sum != n * (n + 1) / 2)
    reach_error();
  return sum;
}
