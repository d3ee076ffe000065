/* Two threads race to exit() with different statuses; main waits on the first. */
#include <pthread.h>
#include <stdlib.h>

static void *quit(void *arg) {
  exit((int)(long)arg);
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, quit, (void *)1);
  pthread_create(&b, NULL, quit, (void *)2);
  pthread_join(a, NULL);
  return 0;
}
