/* exit() from a nested call runs the atexit handlers (reverse order); _Exit would not. */
#include <stdio.h>
#include <stdlib.h>

static void bye(void) { printf("bye\n"); }
static void flush_log(void) { printf("log flushed\n"); }

static void fail(int code) {
  printf("failing with %d\n", code);
  exit(code);
}

int main(void) {
  atexit(bye);
  atexit(flush_log);
  fail(7);
  printf("not reached\n");
  return 0;
}
