#!/bin/sh
# Regenerate the LLVM IR of every C program in this folder, and the native runs of the
# sequential ones:
#
#     O0/NAME.ll          <-  clang -S -emit-llvm -O0 NAME.c
#     O1/NAME.ll          <-  clang -S -emit-llvm -O1 NAME.c
#     native/NAME.out     <-  stdout of the program built with `clang -O0 NAME.c`
#     native/NAME.status  <-  its exit status
#
# The IR flags are the only ones: clang's default output, unmodified (no -g, no
# -disable-O0-optnone, so the -O0 functions keep their `optnone` attribute).
# -fno-stack-protector is not needed: Debian's clang does not enable the stack protector
# by default, and tests/test_llvm_differential.py checks that no .ll calls __stack_chk_*.
# Each file is compiled from inside this folder, so `source_filename` and the file names
# in assert messages are the bare names ("sb.c").
# The committed files were produced by Debian clang 14.0.6 for x86_64-pc-linux-gnu (see the
# !llvm.ident line of any .ll); another clang version produces different text.
#
# Programs that include <pthread.h> have no single native result and get no native/ files;
# native/ is written only on x86-64 Linux (the target of the IR: char is signed, long is
# 64 bits), so that tests/test_llvm_differential.py can compare ctreelab's runs with it
# on machines without clang.
#
# Usage: examples/c/regenerate.sh [OUTDIR]
#   OUTDIR defaults to this folder (O0/, O1/ and native/ are written in it).
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
if [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    mkdir -p "$out/native"
    for src in *.c; do
        grep -q '<pthread.h>' "$src" && continue
        name=${src%.c}
        "$CLANG" -O0 "$src" -o "$tmp/$name"
        status=0
        "$tmp/$name" >"$out/native/$name.out" || status=$?
        echo "$status" >"$out/native/$name.status"
    done
else
    echo "regenerate.sh: not on x86-64 Linux, native/ left as it is" >&2
fi
echo "regenerated $(ls *.c | wc -l) programs into $out (O0, O1, native) with $("$CLANG" --version | head -n 1)"
