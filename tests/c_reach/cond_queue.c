/* Producer/consumer over a one-slot buffer with a mutex and two condition variables;
   the consumer adds up what it takes.  Race-free; always 1 + 2 + 3 = 6. */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t not_full = PTHREAD_COND_INITIALIZER;
pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;
int full, item;

void *producer(void *arg) {
  for (int i = 1; i <= 3; i++) {
    pthread_mutex_lock(&m);
    while (full)
      pthread_cond_wait(&not_full, &m);
    item = i;
    full = 1;
    pthread_cond_signal(&not_empty);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

void *consumer(void *arg) {
  long sum = 0;
  for (int i = 0; i < 3; i++) {
    pthread_mutex_lock(&m);
    while (!full)
      pthread_cond_wait(&not_empty, &m);
    sum += item;
    full = 0;
    pthread_cond_signal(&not_full);
    pthread_mutex_unlock(&m);
  }
  return (void *)sum;
}

int main(void) {
  pthread_t p, c;
  void *sum;
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  pthread_join(c, &sum);
  printf("sum %ld\n", (long)sum);
  return (int)(long)sum;
}
