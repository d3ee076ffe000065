/* Each thread waits for the other's semaphore before posting its own: neither can go on,
   a deadlock naming both semaphores (the waits block, they never spin). */
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>

sem_t ping, pong;

void *worker(void *arg) {
  sem_wait(&ping);
  sem_post(&pong);
  return arg;
}

int main(void) {
  sem_init(&ping, 0, 0);
  sem_init(&pong, 0, 0);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  sem_wait(&pong);
  sem_post(&ping);
  pthread_join(t, NULL);
  puts("unreachable");
  return 0;
}
