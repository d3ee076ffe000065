// A function-local static object built on first use by whichever of two threads gets there
// first (__cxa_guard_acquire/release): it is built once, both threads see it built, and the
// guard's inline acquire load and release make that race-free under every model.
#include <cstdio>
#include <thread>

struct Table {
    int base;
    Table() : base(40) { std::printf("built\n"); }
};

static int lookup(int i) {
    static Table table;
    return table.base + i;
}

int main() {
    int r1 = 0;
    std::thread t([&] { r1 = lookup(1); });
    int r2 = lookup(2);
    t.join();
    std::printf("%d %d\n", r1, r2);
    return r1 + r2;
}
