/* switch statements that clang -O1 turns into lookup tables (relative and plain). */
#include <stdio.h>

static const char *name(int d) {
  switch (d) {
  case 0: return "zero";
  case 1: return "one";
  case 2: return "two";
  case 3: return "three";
  case 4: return "four";
  case 5: return "five";
  default: return "many";
  }
}

static int weight(int d) {
  switch (d) {
  case 0: return 17;
  case 1: return 4;
  case 2: return 99;
  case 3: return -3;
  case 4: return 12;
  case 5: return 8;
  default: return 0;
  }
}

int main(void) {
  int total = 0;
  for (int i = -1; i < 8; i++) {
    printf("%d %s %d\n", i, name(i), weight(i));
    total += weight(i);
  }
  return total & 0xff;
}
