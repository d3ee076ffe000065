/* A 4x4 double matrix product and a float determinant through a struct. */
#include <stdio.h>

typedef struct { double m[4][4]; } mat;
typedef struct { float a, b, c, d; } mat2;

static mat mul(const mat *x, const mat *y) {
  mat r;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      double s = 0;
      for (int k = 0; k < 4; k++)
        s += x->m[i][k] * y->m[k][j];
      r.m[i][j] = s;
    }
  return r;
}

static float det(mat2 q) { return q.a * q.d - q.b * q.c; }

int main(void) {
  mat a, b;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      a.m[i][j] = (i + 1) * 0.5 - j;
      b.m[i][j] = i == j ? 2.0 : 0.125 * (i - j);
    }
  mat c = mul(&a, &b);
  for (int i = 0; i < 4; i++)
    printf("%8.4f %8.4f %8.4f %8.4f\n", c.m[i][0], c.m[i][1], c.m[i][2], c.m[i][3]);
  mat2 q = {1.5f, 2.25f, -0.75f, 3.0f};
  printf("det %.7g\n", det(q));
  return (int)det(q);
}
