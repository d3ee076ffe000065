/* rand/srand follow glibc's sequence; atexit handlers run in reverse order at exit. */
#include <stdio.h>
#include <stdlib.h>

static int calls;
static void first(void) { printf("first (%d)\n", ++calls); }
static void second(void) { printf("second (%d)\n", ++calls); }

int main(void) {
  printf("%d %d %d\n", rand(), rand(), rand());
  srand(42);
  int a = rand();
  printf("%d %d\n", a, rand() % 100);
  srand(42);
  printf("%d\n", rand() == a);
  srand(0);
  printf("%d\n", rand());
  atexit(first);
  atexit(second);
  printf("main done\n");
  return 3;
}
