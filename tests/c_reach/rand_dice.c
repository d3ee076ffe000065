/* A histogram of rand() % 6 after srand(2024): glibc's sequence, drawn 300 times. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int counts[6] = {0};
  srand(2024);
  for (int i = 0; i < 300; i++)
    counts[rand() % 6]++;
  for (int i = 0; i < 6; i++)
    printf("%d: %d\n", i + 1, counts[i]);
  srand(1);
  int first = rand();
  printf("%d %d\n", first, first == 1804289383);
  return counts[0] % 64;
}
