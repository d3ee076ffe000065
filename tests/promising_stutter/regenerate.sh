#!/bin/sh
# Regenerate the LLVM IR of the programs of tests/test_promising_stutter.py:
#     NAME.ll  <-  clang -S -emit-llvm -O1 NAME.c
# The committed files come from Debian clang 14.0.6 (x86_64-pc-linux-gnu).
set -eu
cd "$(dirname "$0")"
for c in *.c; do
    clang -S -emit-llvm -O1 "$c" -o "${c%.c}.ll"
done
