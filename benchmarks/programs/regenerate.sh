#!/bin/sh
# Regenerate the LLVM IR of the exploration benchmarks (benchmarks/exploration.py):
#     NAME_N<n>.ll  <-  clang -S -emit-llvm -O1 -DN=<n> NAME.c
# The committed files come from Debian clang 14.0.6 (x86_64-pc-linux-gnu).
set -eu
CLANG=${CLANG:-clang}
command -v "$CLANG" >/dev/null 2>&1 || {
    echo "regenerate.sh: clang not found; install it (Debian: apt-get install clang) or set CLANG" >&2
    exit 1
}
cd "$(dirname "$0")"
for name in counter store_x_load_y sb_ring sxly_rec treiber msqueue ticketlock seqlock rwlock; do
    for n in 2 3 4 5 6; do
        "$CLANG" -S -emit-llvm -O1 -DN="$n" "$name.c" -o "${name}_N$n.ll"
    done
done
