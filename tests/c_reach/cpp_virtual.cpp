// Virtual calls (through vtables: function pointers loaded from constant arrays), new[] and
// delete[] of objects with destructors, a static counter.
#include <cstdio>

struct Shape {
  static int alive;
  Shape() { alive++; }
  virtual ~Shape() { alive--; }
  virtual double area() const = 0;
};
int Shape::alive = 0;

struct Square : Shape {
  double s;
  explicit Square(double s) : s(s) {}
  double area() const override { return s * s; }
};

struct Circle : Shape {
  double r;
  explicit Circle(double r) : r(r) {}
  double area() const override { return 3.14159 * r * r; }
};

int main() {
  Shape *shapes[3] = {new Square(2), new Circle(1.5), new Square(0.5)};
  double total = 0;
  for (Shape *s : shapes)
    total += s->area();
  std::printf("%.5f %d\n", total, Shape::alive);
  for (Shape *s : shapes)
    delete s;
  int *nums = new int[5]();
  nums[4] = 9;
  int sum = 0;
  for (int i = 0; i < 5; i++)
    sum += nums[i];
  delete[] nums;
  std::printf("%d %d\n", Shape::alive, sum);
  return sum;
}
