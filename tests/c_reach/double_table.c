/* A switch over doubles (a lookup table of double constants at -O1) and float globals. */
#include <stdio.h>

float scale[4] = {0.5f, 1.25f, -2.0f, 1e-3f};
double offsets[3];

static double factor(int k) {
  switch (k) {
  case 0: return 1.5;
  case 1: return -0.25;
  case 2: return 3.0e10;
  case 3: return 0.1;
  case 4: return -7.75;
  default: return 0.0;
  }
}

int main(void) {
  double acc = 0;
  for (int k = 0; k < 6; k++) {
    offsets[k % 3] += factor(k) * scale[k % 4];
    acc += factor(k);
    printf("%d %g %g\n", k, factor(k), offsets[k % 3]);
  }
  printf("%.10e %a\n", acc, acc);
  return acc > 0;
}
