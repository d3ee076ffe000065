/* Naive and Kahan-compensated float sums of 0.1 against the double sum. */
#include <stdio.h>

int main(void) {
  float naive = 0.0f, sum = 0.0f, c = 0.0f;
  double exact = 0.0;
  for (int i = 0; i < 300; i++) {
    naive += 0.1f;
    float y = 0.1f - c;
    float t = sum + y;
    c = (t - sum) - y;
    sum = t;
    exact += 0.1;
  }
  printf("%.9g %.9g %.17g %a\n", naive, sum, exact, naive - sum);
  return naive != sum;
}
