/* SV-COMP style: K&R thread functions, a program-defined reach_error() (an assert), a
   mutex-protected counter; the assertion holds. */
#include <assert.h>
#include <pthread.h>

void reach_error() { assert(0); }
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }

pthread_mutex_t m;
int count;

void *thr1() {
  pthread_mutex_lock(&m);
  count = count + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

void *thr2() {
  pthread_mutex_lock(&m);
  count = count + 10;
  pthread_mutex_unlock(&m);
  return 0;
}

int main() {
  pthread_t t1, t2;
  pthread_mutex_init(&m, 0);
  pthread_create(&t1, 0, thr1, 0);
  pthread_create(&t2, 0, thr2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(count == 11);
  return count;
}
