/* A Fisher-Yates shuffle driven by rand() after srand(7). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int deck[12];
  for (int i = 0; i < 12; i++)
    deck[i] = i + 1;
  srand(7);
  for (int i = 11; i > 0; i--) {
    int j = rand() % (i + 1);
    int t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  for (int i = 0; i < 12; i++)
    printf("%d ", deck[i]);
  printf("\n");
  return deck[0];
}
