#!/bin/sh
# Regenerate the LLVM IR of the aggregate and C++ programs (tests/test_aggregates.py):
#     globals.g.ll (with debug information: C field names), globals.ll (without),
#     namespaces.O1.ll
# The committed files come from Debian clang 14.0.6 (x86_64-pc-linux-gnu).
set -eu
cd "$(dirname "$0")"
clang -S -emit-llvm -O1 -g globals.c -o globals.g.ll
clang -S -emit-llvm -O1 -g0 globals.c -o globals.ll
clang++ -S -emit-llvm -O1 -g0 namespaces.cpp -o namespaces.O1.ll
