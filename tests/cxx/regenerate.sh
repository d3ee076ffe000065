#!/bin/sh
# Regenerate the committed LLVM IR of the C++ programs here (clang++ -O1; -O0 keeps
# libstdc++'s thread and tuple plumbing out of line, whose exploration is too large for a
# test).  The committed files were produced by Debian clang 14.0.6 for x86_64-pc-linux-gnu.
#
# Usage: tests/cxx/regenerate.sh   (CLANG=/path/to/clang overrides the compiler)
set -eu
CLANG=${CLANG:-clang}
cd "$(dirname "$0")"
for src in *.cpp; do
    "$CLANG" -S -emit-llvm -O1 "$src" -o "${src%.cpp}_O1.ll"
done
