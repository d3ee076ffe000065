/* Several atexit handlers, one registered twice, and exit() from inside a loop. */
#include <stdio.h>
#include <stdlib.h>

static int order;
static void h1(void) { printf("h1 %d\n", order++); }
static void h2(void) { printf("h2 %d\n", order++); }
static void h3(void) { printf("h3 %d\n", order++); }

int main(void) {
  atexit(h1);
  atexit(h2);
  atexit(h1);
  atexit(h3);
  for (int i = 0; i < 10; i++) {
    printf("step %d\n", i);
    if (i == 2)
      exit(i + 40);
  }
  return 0;
}
