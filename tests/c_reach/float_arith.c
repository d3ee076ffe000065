/* float and double arithmetic, comparisons with NaN, conversions and their rounding. */
#include <stdio.h>

static double d(volatile double *p) { return *p; }

int main(void) {
  volatile double vals[] = {0.0, -0.0, 1.0, -2.5, 0.1, 1e308, -1e-310, 3.0};
  volatile double zero = 0.0;
  double nan = zero / zero, inf = 1.0 / zero;
  int n = sizeof vals / sizeof vals[0];
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      double a = d(&vals[i]), b = d(&vals[j]);
      printf("%g %g: + %g - %g * %g / %g | %d%d%d%d%d%d\n", a, b, a + b, a - b, a * b, a / b,
             a < b, a <= b, a > b, a >= b, a == b, a != b);
    }
  }
  printf("nan: %d %d %d %d %d %d\n", nan < 1.0, nan > 1.0, nan == nan, nan != nan,
         !(nan <= 1.0), inf > 1e308);
  float f = 0.1f, g = 3.0f;
  volatile float vf = 16777217.0f;
  printf("%.9g %.9g %.9g %.9g %.9g\n", f + g, f * g, f / g, g - f, (double)vf);
  volatile long big = 9007199254740993L;
  volatile unsigned long ubig = 18446744073709551615UL;
  printf("%.17g %.9g %.17g %.9g\n", (double)big, (float)big, (double)ubig, (float)ubig);
  volatile double x = -7.9, y = 7.9, h = 2.5e9;
  printf("%d %d %u %ld %d\n", (int)x, (int)y, (unsigned)y, (long)h, (int)(char)(int)y);
  volatile int i = -3; volatile unsigned u = 4000000000u;
  printf("%f %f %f\n", (double)i, (double)u, (float)i / 2);
  return (int)(x * 10) & 0x7f;
}
