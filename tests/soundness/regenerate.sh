#!/bin/sh
# Regenerate the LLVM IR of the soundness programs (tests/test_soundness_programs.py,
# tests/test_soundness_net.py):
#     NAME.O0.ll  <-  clang -S -emit-llvm -O0 NAME.c      (clang++ for NAME.cpp)
#     NAME.O1.ll  <-  clang -S -emit-llvm -O1 NAME.c
# except ns_atomic.cpp, at -O1 only: at -O0 libstdc++'s std::atomic calls its memory-order
# helpers with `invoke` (unsupported: a failure outcome) after 2,000 configurations.
# The committed files come from Debian clang 14.0.6 (x86_64-pc-linux-gnu).
set -eu
CLANG=${CLANG:-clang}
CLANGXX=${CLANGXX:-clang++}
command -v "$CLANG" >/dev/null 2>&1 || {
    echo "regenerate.sh: clang not found; install it (Debian: apt-get install clang) or set CLANG" >&2
    exit 1
}
cd "$(dirname "$0")"
for level in O0 O1; do
    for c in *.c; do
        "$CLANG" -S -emit-llvm "-$level" "$c" -o "${c%.c}.$level.ll"
    done
    for cc in *.cpp; do
        [ "$level" = O0 ] && [ "$cc" = ns_atomic.cpp ] && continue
        "$CLANGXX" -S -emit-llvm "-$level" "$cc" -o "${cc%.cpp}.$level.ll"
    done
done
