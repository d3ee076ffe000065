// A C++ struct in a namespace (a quoted LLVM type name, %"struct.n::S"): two threads write
// one field each through a noinline member function; main joins and returns a * 10 + b = 12.
#include <pthread.h>
namespace n {
struct S {
    int a;
    int b;
    __attribute__((noinline)) void set(int which, int v) { (which ? b : a) = v; }
};
}  // namespace n
n::S s;
static void *t(void *arg) {
    long which = (long)arg;
    s.set((int)which, (int)which + 1);
    return nullptr;
}
int main() {
    pthread_t a, b;
    pthread_create(&a, nullptr, t, (void *)0);
    pthread_create(&b, nullptr, t, (void *)1);
    pthread_join(a, nullptr);
    pthread_join(b, nullptr);
    return s.a * 10 + s.b;
}
