// A function-local static object built on first use by whichever of two threads gets there
// first (__cxa_guard_acquire/release): it is built once, both threads see it built, and the
// guard's inline acquire load and release make that race-free under every model.
#include <pthread.h>
#include <cstdio>

struct Table {
    int base;
    Table() : base(40) { std::printf("built\n"); }
};

static int lookup(int i) {
    static Table table;
    return table.base + i;
}

static void *worker(void *) {
    return reinterpret_cast<void *>(static_cast<long>(lookup(1)));
}

int main() {
    pthread_t t;
    void *r1;
    pthread_create(&t, nullptr, worker, nullptr);
    int r2 = lookup(2);
    pthread_join(t, &r1);
    long sum = reinterpret_cast<long>(r1) + r2;
    std::printf("%ld %d\n", reinterpret_cast<long>(r1), r2);
    return static_cast<int>(sum);
}
