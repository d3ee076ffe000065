/* printf's floating-point conversions on awkward values (compared with glibc natively). */
#include <stdio.h>

static const double values[] = {0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 3.5, 1e-5, 123456.789, 1e21,
                                5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
                                0.000123456, 9.9999999, 0.5, 1.0 / 3.0};

int main(void) {
  volatile double zero = 0.0;
  double inf = 1.0 / zero, nan = zero / zero;
  for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++) {
    double v = values[i];
    printf("%f|%e|%g|%a|%.0f|%.3e|%.10g|%#g|%#.0f|%+.2f|% e|%12.4f|%-12.2e|%012.3f|%G|%E|%A\n",
           v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v);
    printf("%.1a|%.0a|%.3a|%#a|%20a|%.15g|%.17g|%*.*f\n", v, v, v, v, v, v, v, 10, 2, v);
  }
  printf("%f %F %e %g %a %5f %-6f| %06f %+f\n", inf, -inf, nan, -nan, inf, nan, inf, -inf, nan);
  float f = 1.1f;
  printf("%f %.10f %a %g\n", f, f, f, (double)(f * 3.0f));
  return 0;
}
