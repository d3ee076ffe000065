/* Loops that clang vectorises at -O2/-O3: sums, min/max, or-reductions, abs, mixed widths,
   double and float arithmetic, a count of comparisons (tests/test_c_no_traceback.py runs
   it at -O2 and -O3 against the native output). */
#include <stdio.h>
#include <stdlib.h>
int a[64]; unsigned char b[64]; double d[32]; float f[32]; short s[64];
int main(void) {
  for (int i = 0; i < 64; i++) { a[i] = i * 3 - 50; b[i] = i * 7; s[i] = i - 20; }
  for (int i = 0; i < 32; i++) { d[i] = i * 0.5; f[i] = i * 0.25f; }
  long sum = 0; int mx = -1000, mn = 1000; unsigned o = 0; double ds = 0; float fs = 1;
  for (int i = 0; i < 64; i++) { sum += a[i]; mx = a[i] > mx ? a[i] : mx; mn = a[i] < mn ? a[i] : mn; o |= b[i]; }
  for (int i = 0; i < 64; i++) a[i] = abs(a[i]) + b[i] * 2 + s[i];
  for (int i = 0; i < 32; i++) { d[i] = d[i] * 2.0 + 1.0; ds += d[i]; f[i] = f[i] * f[i]; }
  for (int i = 0; i < 32; i++) fs = fs > f[i] ? fs : f[i];
  long t = 0; for (int i = 0; i < 64; i++) t += a[i];
  int cnt = 0; for (int i = 0; i < 64; i++) cnt += b[i] > 100;
  printf("%ld %d %d %u %g %g %ld %d\n", sum, mx, mn, o, ds, fs, t, cnt);
  return 0;
}
