// C++ basics: operator new/delete (scalar and array), and a call that may throw inside a
// try block (clang emits `invoke`; nothing throws here, so only the normal path runs).
#include <cstdio>

struct Counter {
  int n;
  Counter() : n(1) {}
  ~Counter() { std::printf("destroyed %d\n", n); }
};

static int risky(int v) {
  if (v > 100)
    throw v;
  return v * 2;
}

int main() {
  Counter *c = new Counter;
  int *arr = new int[4];
  for (int i = 0; i < 4; i++)
    arr[i] = i * i;
  int total = 0;
  try {
    total = risky(arr[3]) + risky(c->n);
  } catch (int e) {
    total = -e;
  }
  std::printf("total %d\n", total);
  delete[] arr;
  delete c;
  return total;
}
