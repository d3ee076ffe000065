/* errno is per thread: a worker's failing strtol sets its own errno (ERANGE), never main's;
   the worker also classifies characters through glibc's ctype tables.  Race-free. */
#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

int digits;

void *worker(void *arg) {
  errno = 0;
  strtol("99999999999999999999", NULL, 10);
  for (const char *p = arg; *p; p++)
    digits += isdigit((unsigned char)*p) != 0;
  return (void *)(long)errno;
}

int main(void) {
  pthread_t t;
  errno = 0;
  pthread_create(&t, NULL, worker, "a1b22");
  long mine = strtol("7", NULL, 10) + errno;
  void *theirs;
  pthread_join(t, &theirs);
  printf("main %ld worker %ld digits %d\n", mine, (long)theirs, digits);
  return toupper('a');
}
