/* abs/labs/llabs on extreme values and mixed integer/float arithmetic. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  volatile int a = INT_MIN + 1, b = -17;
  volatile long l = LONG_MIN + 5;
  volatile long long ll = -123456789012LL;
  printf("%d %d %ld %lld\n", abs(a), abs(b), labs(l), llabs(ll));
  volatile int n = 7;
  double q = n / 2, r = n / 2.0;
  float s = (float)n / 3;
  unsigned u = (unsigned)(r * 1e9);
  printf("%g %g %.9g %u %d\n", q, r, s, u, (int)(s * 3) == n);
  return abs(b) + (int)r;
}
