/* A one-slot pipeline with counting semaphores and a spin lock; the producer sleeps between
   items, main reads the clocks (time does not pass); the consumer adds the items up.
   Race-free: always 1 + 2 = 3, the free slot back at 1, trywait on an empty semaphore
   fails with EAGAIN. */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

sem_t slots, items;
pthread_spinlock_t spin;
int buffer, consumed;

void *producer(void *arg) {
  for (int i = 1; i <= 2; i++) {
    sem_wait(&slots);
    pthread_spin_lock(&spin);
    buffer = i;
    pthread_spin_unlock(&spin);
    sem_post(&items);
    usleep(100);
  }
  return arg;
}

void *consumer(void *arg) {
  for (int i = 0; i < 2; i++) {
    sem_wait(&items);
    pthread_spin_lock(&spin);
    consumed += buffer;
    pthread_spin_unlock(&spin);
    sem_post(&slots);
  }
  return arg;
}

int main(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  sem_init(&slots, 0, 1);
  sem_init(&items, 0, 0);
  pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE);
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  int free_slots, empty = sem_trywait(&items), why = errno;
  sem_getvalue(&slots, &free_slots);
  printf("consumed %d slots %d trywait %d %s clocks %ld\n", consumed, free_slots, empty,
         why == EAGAIN ? "EAGAIN" : "?", (long)ts.tv_sec + ts.tv_nsec + time(NULL));
  return consumed;
}
