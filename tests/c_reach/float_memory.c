/* Floats in memory: IEEE bytes seen through unions, chars and memcpy; structs of floats. */
#include <stdio.h>
#include <string.h>

struct point { float x; double y; float z; };
union pun { double d; float f[2]; unsigned char b[8]; long l; };

static struct point mid(struct point a, struct point b) {
  struct point m = {(a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2};
  return m;
}

int main(void) {
  union pun u;
  u.d = -1.5;
  printf("%016lx", u.l);
  for (int i = 0; i < 8; i++)
    printf(" %02x", u.b[i]);
  printf("\n");
  u.l = 0x400921fb54442d18L;
  printf("%.15f\n", u.d);
  u.f[0] = 1.0f; u.f[1] = -2.0f;
  printf("%016lx %g\n", u.l, u.f[1]);
  u.b[7] = 0x7f; u.b[6] = 0xf0;
  printf("%g\n", u.d);
  double arr[4] = {1.25, 2.5, 3.75, 5.0}, copy[4];
  memcpy(copy, arr, sizeof arr);
  float fa[3];
  memset(fa, 0, sizeof fa);
  unsigned bits;
  float third = 1.0f / 3.0f;
  memcpy(&bits, &third, 4);
  struct point p = {1.0f, 2.0, 3.0f}, q = {2.0f, 5.0, -1.0f}, r = mid(p, q);
  struct point s;
  memcpy(&s, &r, sizeof s);
  printf("%g %g %g %g | %g %g %g | %08x | %g %g %g\n", copy[0], copy[1], copy[2], copy[3],
         fa[0], fa[1], fa[2], bits, s.x, s.y, s.z);
  return 0;
}
