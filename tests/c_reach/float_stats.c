/* Mean, variance and a bubble sort of doubles; float accumulation differs from double. */
#include <stdio.h>

static double data[] = {3.7, -1.25, 9.5, 0.001, 42.0, -17.75, 2.5e-3, 8.125, 6.0, -0.5};

int main(void) {
  int n = sizeof data / sizeof data[0];
  double sum = 0, sq = 0;
  float fsum = 0;
  for (int i = 0; i < n; i++) {
    sum += data[i];
    sq += data[i] * data[i];
    fsum += (float)data[i];
  }
  double mean = sum / n, var = sq / n - mean * mean;
  for (int i = 0; i < n; i++)
    for (int j = 0; j + 1 < n - i; j++)
      if (data[j] > data[j + 1]) {
        double t = data[j];
        data[j] = data[j + 1];
        data[j + 1] = t;
      }
  printf("mean %.6f var %.6e fsum %.9g\n", mean, var, fsum);
  for (int i = 0; i < n; i++)
    printf("%g%c", data[i], i + 1 < n ? ' ' : '\n');
  return mean > 5.0;
}
