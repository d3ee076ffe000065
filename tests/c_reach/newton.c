/* Newton's method for square roots in float and double, against sqrt(). */
#include <math.h>
#include <stdio.h>

static double root(double a) {
  double x = a > 1 ? a : 1;
  for (int i = 0; i < 60; i++)
    x = 0.5 * (x + a / x);
  return x;
}

static float rootf(float a) {
  float x = a > 1 ? a : 1;
  for (int i = 0; i < 40; i++)
    x = 0.5f * (x + a / x);
  return x;
}

int main(void) {
  int exact = 0;
  for (int k = 1; k <= 20; k++) {
    double a = k * 1.5;
    double r = root(a);
    float rf = rootf((float)a);
    exact += r == sqrt(a);
    printf("%5.2f %.17g %.9g %a\n", a, r, rf, r - sqrt(a));
  }
  printf("exact %d\n", exact);
  return exact;
}
