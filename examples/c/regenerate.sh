#!/bin/sh
# Regenerate the LLVM IR of every C program in this folder:
#
#     O0/NAME.ll  <-  clang -S -emit-llvm -O0 NAME.c
#     O1/NAME.ll  <-  clang -S -emit-llvm -O1 NAME.c
#
# These are the only flags: clang's default output, unmodified (no -g, no
# -disable-O0-optnone, so the -O0 functions keep their `optnone` attribute).
# -fno-stack-protector is not needed: Debian's clang does not enable the stack protector
# by default, and tests/test_llvm_differential.py checks that no .ll calls __stack_chk_*.
# Each file is compiled from inside this folder, so `source_filename` and the file names
# in assert messages are the bare names ("sb.c").
# The committed files were produced by Debian clang 14.0.6 for x86_64-pc-linux-gnu (see the
# !llvm.ident line of any .ll); another clang version produces different text.
#
# Usage: examples/c/regenerate.sh [OUTDIR]
#   OUTDIR defaults to this folder (O0/ and O1/ are created in it).
#   CLANG=/path/to/clang overrides the compiler.
set -eu

CLANG=${CLANG:-clang}
if ! command -v "$CLANG" >/dev/null 2>&1; then
    echo "regenerate.sh: clang not found ('$CLANG' is not on PATH); install it (Debian: apt-get install clang) or set CLANG=/path/to/clang" >&2
    exit 1
fi

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
mkdir -p "$out"
out=$(cd "$out" && pwd)

cd "$here"
for level in O0 O1; do
    mkdir -p "$out/$level"
    for src in *.c; do
        "$CLANG" -S -emit-llvm "-$level" "$src" -o "$out/$level/${src%.c}.ll"
    done
done
echo "regenerated $(ls *.c | wc -l) programs into $out/O0 and $out/O1 with $("$CLANG" --version | head -n 1)"
