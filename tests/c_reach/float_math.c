/* libm calls and the intrinsics clang turns them into; float rounding of every step. */
#include <math.h>
#include <stdio.h>

int main(void) {
  volatile double xs[] = {2.0, -2.5, 0.5, 1.5, -0.5, 10.0, 1e-3, -0.0};
  for (int i = 0; i < 8; i++) {
    double x = xs[i];
    printf("%g: fabs %g floor %g ceil %g round %g trunc %g rint %g sqrt %g\n", x, fabs(x),
           floor(x), ceil(x), round(x), trunc(x), rint(x), sqrt(fabs(x)));
    printf("  copysign %g fmin %g fmax %g fmod %g fma %.17g\n", copysign(3.0, x),
           fmin(x, 1.0), fmax(x, 1.0), fmod(7.25, x), fma(x, 0.1, 1e-17));
    printf("  exp %.17g log %.17g sin %.17g cos %.17g pow %.17g atan2 %.17g\n", exp(x),
           log(fabs(x) + 1), sin(x), cos(x), pow(fabs(x), 0.75), atan2(x, 2.0));
    float f = (float)x;
    printf("  f: %.9g %.9g %.9g %.9g %.9g\n", sqrtf(fabsf(f)), floorf(f * 1.7f), f / 3.0f,
           fmaf(f, 0.1f, 1.0f), roundf(f * 3.3f));
    printf("  lround %ld %ld\n", lround(x * 1.5), lrint(x * 1.5));
  }
  double acc = 0.0;
  for (int i = 1; i <= 100; i++)
    acc += 1.0 / (i * (double)i);
  float facc = 0.0f;
  for (int i = 1; i <= 100; i++)
    facc = facc * 0.99f + 1.0f / (float)i;
  printf("%.17g %.9g %d\n", acc, facc, isnan(sqrt(-1.0)) + isinf(1e308 * 10.0));
  return 0;
}
