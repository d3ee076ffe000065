/* Conversions between integers and floats of every width, and their rounding. */
#include <stdio.h>

int main(void) {
  volatile long longs[] = {0, 1, -1, 16777217, 9007199254740993L, -9223372036854775807L - 1,
                           123456789012345L};
  for (int i = 0; i < 7; i++) {
    long v = longs[i];
    float f = (float)v;
    double d = (double)v;
    printf("%ld -> %a %a -> %ld %lld\n", v, f, d, (long)f, (long long)d);
  }
  volatile unsigned long big = 18446744073709551000UL;
  volatile unsigned char uc = 200;
  volatile short s = -300;
  printf("%a %a %f %f\n", (double)big, (float)big, (double)uc, (float)s);
  volatile double fracs[] = {0.5, 1.5, 2.5, -0.5, -1.5, 1e9, -1e9, 127.99};
  for (int i = 0; i < 8; i++)
    printf("%d %u %d %hhd\n", (int)fracs[i], (unsigned)(fracs[i] < 0 ? 0 : fracs[i]),
           (int)(short)(int)fracs[i], (signed char)(int)fracs[i]);
  float third = 1.0f / 3.0f;
  double widened = third;
  float back = (float)(widened * 3.0);
  printf("%.20f %.9g %d\n", widened, back, back == 1.0f);
  return 0;
}
