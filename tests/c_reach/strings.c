/* <string.h> functions on stack, heap and constant strings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int sign(int v) { return (v > 0) - (v < 0); }

int main(void) {
  char buf[32], other[16];
  strcpy(buf, "hello");
  strcat(buf, ", world");
  strncpy(other, "abc", sizeof other);
  printf("%s|%s|%zu|%d\n", buf, other, strlen(buf), other[10]);
  printf("%d %d %d %d\n", sign(strcmp(buf, "hello")), sign(strcmp("a", "b")),
         sign(strcmp(other, "abc")), sign(strncmp(buf, "help", 3)));
  printf("%d %d\n", sign(strncmp(buf, "help", 4)), sign(memcmp(buf, "hellp", 5)));
  char *comma = strchr(buf, ','), *l = strrchr(buf, 'l'), *none = strchr(buf, 'z');
  printf("%ld %ld %d %ld\n", comma - buf, l - buf, none == NULL, strchr(buf, '\0') - buf);
  char *heap = malloc(8);
  memset(heap, 'x', 7);
  heap[7] = '\0';
  char *q = memchr(heap, 'x', 7);
  printf("%s %d %d\n", heap, q == heap, memchr(heap, 'y', 7) == NULL);
  strncpy(heap, "toolongstring", 7);
  printf("%.7s %d %ld %lld\n", heap, abs(-42), labs(-7L), llabs(-9LL));
  free(heap);
  return sign(strcmp(buf, other)) + 5;
}
