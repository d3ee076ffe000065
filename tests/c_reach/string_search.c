/* A naive strstr built on strchr and strncmp, and an in-place reverse. */
#include <stdio.h>
#include <string.h>

static const char *find(const char *hay, const char *needle) {
  size_t n = strlen(needle);
  for (const char *p = strchr(hay, needle[0]); p; p = strchr(p + 1, needle[0]))
    if (strncmp(p, needle, n) == 0)
      return p;
  return NULL;
}

static void reverse(char *s) {
  for (size_t i = 0, j = strlen(s); i + 1 < j; i++, j--) {
    char t = s[i];
    s[i] = s[j - 1];
    s[j - 1] = t;
  }
}

int main(void) {
  const char *text = "the cat sat on the mat with the hat";
  const char *words[] = {"the", "mat", "hat", "dog", "t w"};
  int found = 0;
  for (int i = 0; i < 5; i++) {
    const char *p = find(text, words[i]);
    printf("%s: %ld\n", words[i], p ? (long)(p - text) : -1L);
    found += p != NULL;
  }
  char buf[40];
  strcpy(buf, text);
  reverse(buf);
  printf("%s\n", buf);
  return found;
}
