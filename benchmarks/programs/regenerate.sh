#!/bin/sh
# Regenerate the LLVM IR of the exploration benchmarks (benchmarks/exploration.py):
#     NAME_N<n>.ll  <-  clang -S -emit-llvm -O1 -DN=<n> NAME.c   (and in value_rich/)
# The committed files come from Debian clang 14.0.6 (x86_64-pc-linux-gnu).
set -eu
CLANG=${CLANG:-clang}
command -v "$CLANG" >/dev/null 2>&1 || {
    echo "regenerate.sh: clang not found; install it (Debian: apt-get install clang) or set CLANG" >&2
    exit 1
}
cd "$(dirname "$0")"
for name in counter store_x_load_y sb_ring; do
    for n in 2 3 4 5 6; do
        "$CLANG" -S -emit-llvm -O1 -DN="$n" "$name.c" -o "${name}_N$n.ll"
    done
done
# counter N=7: issue 20's promising target (benchmarks/exploration.py --programs counter:7)
"$CLANG" -S -emit-llvm -O1 -DN=7 counter.c -o counter_N7.ll
# fill: one thread writing N distinct cells (benchmarks/memory_writes.py)
for n in 5000 10000 20000; do
    "$CLANG" -S -emit-llvm -O1 -DN="$n" fill.c -o "fill_N$n.ll"
done
# the value-rich families (issue 20), kept apart from the programs the soundness net runs
cd value_rich
for name in sxly_rec treiber msqueue ticketlock seqlock rwlock; do
    for n in 2 3 4; do
        "$CLANG" -S -emit-llvm -O1 -DN="$n" "$name.c" -o "${name}_N$n.ll"
    done
done
"$CLANG" -S -emit-llvm -O1 -DN=5 sxly_rec.c -o sxly_rec_N5.ll
# a word count: string routines on the workers' own buffers (not value-rich; its row is
# asked for with --programs wordcount:3)
for n in 2 3 4; do
    "$CLANG" -S -emit-llvm -O1 -DN="$n" wordcount.c -o "wordcount_N$n.ll"
done
# an exchange spin lock taken twice by each thread (asked for with --programs xchg_lock:3)
for n in 2 3; do
    "$CLANG" -S -emit-llvm -O1 -DN="$n" xchg_lock.c -o "xchg_lock_N$n.ll"
done
# four workers appending under a mutex (benchmarks/collector.py)
cd ..
"$CLANG" -S -emit-llvm -O1 mutex_list.c -o mutex_list.ll
