/* A random walk in the plane: rand() steps scaled to doubles, the distance with hypot. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  double x = 0, y = 0, far = 0;
  srand(99);
  for (int i = 0; i < 200; i++) {
    double angle = (rand() % 360) * (3.141592653589793 / 180.0);
    x += cos(angle);
    y += sin(angle);
    double d = hypot(x, y);
    if (d > far)
      far = d;
  }
  printf("%.6f %.6f %.6f\n", x, y, far);
  return (int)far;
}
