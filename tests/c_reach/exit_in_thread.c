/* A thread calls exit(): the program ends at once with its status, whatever main does;
   the atexit handler runs in the exiting thread. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static void handler(void) { printf("handler\n"); }

static void *quitter(void *arg) {
  exit(3);
}

int main(void) {
  pthread_t t;
  atexit(handler);
  pthread_create(&t, NULL, quitter, NULL);
  pthread_join(t, NULL);
  printf("joined\n");
  return 0;
}
