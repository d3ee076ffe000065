/* Building and searching strings: strcat in a loop, strrchr, strncmp, memcmp on structs. */
#include <stdio.h>
#include <string.h>

struct rec { int id; char tag[8]; };

int main(void) {
  char path[64] = "";
  const char *parts[] = {"usr", "local", "lib", "ctreelab"};
  for (int i = 0; i < 4; i++) {
    strcat(path, "/");
    strcat(path, parts[i]);
  }
  char *base = strrchr(path, '/') + 1;
  char dir[64];
  memset(dir, 0, sizeof dir);
  strncpy(dir, path, (size_t)(base - path - 1));
  printf("%s | %s | %s | %zu\n", path, dir, base, strlen(path));
  struct rec a = {7, "alpha"}, b = {7, "alpha"}, c = {7, "alphb"};
  printf("%d %d %d\n", memcmp(&a, &b, sizeof a) == 0, memcmp(&a, &c, sizeof a) < 0,
         strncmp(a.tag, c.tag, 4));
  int count = 0;
  for (char *p = strchr(path, 'l'); p; p = strchr(p + 1, 'l'))
    count++;
  return count;
}
