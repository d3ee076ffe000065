/* float.h limits, hex float literals and classification macros. */
#include <float.h>
#include <math.h>
#include <stdio.h>

static const char *kind(double x) {
  switch (fpclassify(x)) {
  case FP_NAN: return "nan";
  case FP_INFINITE: return "inf";
  case FP_ZERO: return "zero";
  case FP_SUBNORMAL: return "subnormal";
  default: return "normal";
  }
}

int main(void) {
  volatile double zero = 0.0;
  double xs[] = {DBL_MAX, DBL_MIN, DBL_EPSILON, FLT_MAX, FLT_MIN, FLT_EPSILON, 0x1.8p-3,
                 -0x1p-1074, 1.0 / zero, zero / zero, -0.0, 0x1.fffffep+127};
  for (int i = 0; i < 12; i++)
    printf("%a %.17g %s %d %d %d\n", xs[i], xs[i], kind(xs[i]), isnan(xs[i]) != 0,
           isinf(xs[i]) != 0, signbit(xs[i]) != 0);
  float f = FLT_MAX;
  volatile float g = f * 2.0f;
  printf("%d %d %g\n", isinf(g) != 0, FLT_MANT_DIG + DBL_MANT_DIG, (double)FLT_TRUE_MIN);
  return 0;
}
