/* _Exit ends the program at once: atexit handlers do not run. */
#include <stdio.h>
#include <stdlib.h>

static void never(void) { printf("handler\n"); }

int main(void) {
  atexit(never);
  printf("before\n");
  fflush(stdout);
  _Exit(4);
}
