/* _Thread_local variables: each thread has its own counter and its own array (the
   array's second element is reached through a constant address expression); a pointer to
   a thread's copy, handed to main, still names that thread's copy.  Race-free: always
   "1 2 | 10 20 | main 0 0 | 2". */
#include <pthread.h>
#include <stdio.h>

static _Thread_local int counter;
static _Thread_local int slots[3] = {5, 6, 7};
static int seen[2], second[2];
static int *handed;

static void *work(void *arg) {
  int id = (int)(long)arg;
  for (int i = 0; i <= id; i++)
    counter++;
  slots[1] = 10 * (id + 1);
  seen[id] = counter;
  second[id] = slots[1];
  if (id == 1)
    handed = &counter;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, work, (void *)0);
  pthread_create(&b, NULL, work, (void *)1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  printf("%d %d | %d %d | main %d %d | %d\n", seen[0], seen[1], second[0], second[1], counter,
         slots[1] - 6, *handed);
  return 0;
}
