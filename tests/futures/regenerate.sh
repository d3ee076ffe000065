#!/bin/sh
# Regenerate the LLVM IR of the futures programs (tests/test_llvm_futures.py):
#     NAME.O1.ll  <-  clang -S -emit-llvm -O1 NAME.c
# (at -O0 the arguments go through stack slots: no address follows from them alone)
# The committed files come from Debian clang 14.0.6 (x86_64-pc-linux-gnu).
set -eu
CLANG=${CLANG:-clang}
command -v "$CLANG" >/dev/null 2>&1 || {
    echo "regenerate.sh: clang not found; install it (Debian: apt-get install clang) or set CLANG" >&2
    exit 1
}
cd "$(dirname "$0")"
for c in *.c; do
    "$CLANG" -S -emit-llvm -O1 "$c" -o "${c%.c}.O1.ll"
done
