/* Rounding functions on halfway cases, and float-to-int conversions through them. */
#include <math.h>
#include <stdio.h>

int main(void) {
  volatile double xs[] = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.4999999999999996, 1e15 + 0.5,
                          -0.0, 7.0};
  for (int i = 0; i < 10; i++) {
    double x = xs[i];
    printf("%.17g: round %g rint %g nearbyint %g trunc %g floor %g ceil %g lround %ld "
           "llrint %lld\n", x, round(x), rint(x), nearbyint(x), trunc(x), floor(x), ceil(x),
           lround(x), llrint(x));
    float f = (float)x;
    printf("  f %.9g: %g %g %g %ld\n", f, roundf(f), rintf(f), truncf(f), lroundf(f));
  }
  return 0;
}
