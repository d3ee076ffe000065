// std::atomic<int> (%"struct.std::atomic") inside a struct in a namespace: two threads
// fetch_add 1 relaxed, main joins and returns the count, always 2.
#include <atomic>
#include <pthread.h>
namespace n {
struct Counter {
    std::atomic<int> v;
};
}  // namespace n
n::Counter counter;
static void *t(void *) {
    counter.v.fetch_add(1, std::memory_order_relaxed);
    return nullptr;
}
int main() {
    pthread_t a, b;
    pthread_create(&a, nullptr, t, nullptr);
    pthread_create(&b, nullptr, t, nullptr);
    pthread_join(a, nullptr);
    pthread_join(b, nullptr);
    return counter.v.load(std::memory_order_relaxed);
}
