/* A thread picks a path with __VERIFIER_nondet_bool() and leaves through pthread_exit on
   one of them; main sees either result. */
#include <pthread.h>
#include <stdio.h>

extern _Bool __VERIFIER_nondet_bool(void);

static void *worker(void *arg) {
  if (__VERIFIER_nondet_bool())
    pthread_exit((void *)11);
  return (void *)22;
}

int main(void) {
  pthread_t t;
  void *r;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, &r);
  printf("%ld\n", (long)r);
  return 0;
}
