// C++ structures in namespaces (LLVM quotes their names: %"struct.geo::Point") and a
// std::atomic member, written by two threads through a helper function.
#include <atomic>
#include <pthread.h>

namespace geo {
struct Point { int x; int y; };
struct Box { Point lo, hi; std::atomic<int> hits; };
}

geo::Box box{{0, 0}, {3, 4}, {0}};

__attribute__((noinline)) void hit(geo::Box &b) { b.hits.fetch_add(1, std::memory_order_relaxed); }

void *worker(void *) { hit(box); return nullptr; }

int main() {
    pthread_t a, b;
    pthread_create(&a, nullptr, worker, nullptr);
    pthread_create(&b, nullptr, worker, nullptr);
    pthread_join(a, nullptr);
    pthread_join(b, nullptr);
    return box.hits.load() * 10 + box.hi.y;
}
