#!/bin/sh
# Regenerate the LLVM IR of the hang and deadlock programs (tests/test_hangs.py):
#     NAME.O0.ll, NAME.O1.ll  <-  clang -S -emit-llvm -O0/-O1 -g0 NAME.c
# The committed files come from Debian clang 14.0.6 (x86_64-pc-linux-gnu).
set -eu
cd "$(dirname "$0")"
for c in *.c; do
    for o in O0 O1; do
        clang -S -emit-llvm -"$o" -g0 "$c" -o "${c%.c}.$o.ll"
    done
done
