/* pthread_self in main and pthread_equal on handles. */
#include <pthread.h>
#include <stdio.h>

static void *nothing(void *arg) { return arg; }

int main(void) {
  pthread_t me = pthread_self(), t, u;
  pthread_create(&t, NULL, nothing, NULL);
  pthread_create(&u, NULL, nothing, NULL);
  printf("%d %d %d %d\n", pthread_equal(me, pthread_self()) != 0, pthread_equal(t, u) != 0,
         pthread_equal(t, t) != 0, pthread_equal(me, t) != 0);
  pthread_join(t, NULL);
  pthread_join(u, NULL);
  return 0;
}
