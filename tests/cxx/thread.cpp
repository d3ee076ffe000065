// std::thread (libstdc++'s _M_start_thread, join), std::mutex and std::atomic: store
// buffering through relaxed atomics (both 0 only under tso and promising) next to a
// counter under a lock_guard (always 3).
#include <atomic>
#include <cstdio>
#include <mutex>
#include <thread>

static std::atomic<int> x{0}, y{0};
static std::mutex m;
static int counter, r1, r2;

static void add(int v) {
  std::lock_guard<std::mutex> guard(m);
  counter += v;
}

int main() {
  std::thread a([] { x.store(1, std::memory_order_relaxed); r1 = y.load(std::memory_order_relaxed); add(1); });
  std::thread b([] { y.store(1, std::memory_order_relaxed); r2 = x.load(std::memory_order_relaxed); add(2); });
  a.join();
  b.join();
  std::printf("r1=%d r2=%d counter=%d\n", r1, r2, counter);
  return counter;
}
