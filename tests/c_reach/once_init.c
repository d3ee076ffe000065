/* Two threads need a table that pthread_once initialises; the initialiser runs once,
   and both threads see the table it wrote (pthread_once synchronises). */
#include <pthread.h>
#include <stdio.h>

pthread_once_t once = PTHREAD_ONCE_INIT;
int table[4];
int inits;

static void init_table(void) {
  inits++;
  for (int i = 0; i < 4; i++)
    table[i] = i * i;
}

void *user(void *arg) {
  pthread_once(&once, init_table);
  return (void *)(long)table[(long)arg];
}

int main(void) {
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, 0, user, (void *)2);
  pthread_create(&b, 0, user, (void *)3);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  printf("inits=%d %ld %ld\n", inits, (long)ra, (long)rb);
  return inits;
}
