// Static initialisation and teardown: C++ objects with constructors and destructors
// (@llvm.global_ctors, __cxa_atexit), C-style constructors with priorities, and an atexit
// handler; the destructors run after main, last constructed first, interleaved with the
// atexit handlers in reverse order of registration.
#include <cstdio>
#include <cstdlib>

static int table[5];

__attribute__((constructor(101))) static void fill_table() {
    for (int i = 0; i < 5; i++)
        table[i] = i * i;
    std::printf("fill_table\n");
}

struct Logger {
    const char *name;
    int seen;
    explicit Logger(const char *n) : name(n), seen(table[4]) { std::printf("init %s (%d)\n", n, seen); }
    ~Logger() { std::printf("fini %s\n", name); }
};

Logger first("first");
Logger second("second");

static void bye() { std::printf("bye\n"); }

__attribute__((constructor(102))) static void register_bye() { std::atexit(bye); }

int main() {
    static Logger local("local");  // constructed on first use, destroyed first
    std::printf("main %d %d\n", first.seen + second.seen, table[3]);
    return 3;
}
