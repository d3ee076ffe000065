/* main ends with pthread_exit: the program goes on until the last thread is done. */
#include <pthread.h>
#include <stdio.h>

int done;

static void *late(void *arg) {
  printf("late thread %ld\n", (long)arg);
  done = 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, late, (void *)7);
  printf("main leaves\n");
  pthread_exit(NULL);
}
