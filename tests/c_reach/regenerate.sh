#!/bin/sh
# Regenerate the LLVM IR of every C/C++ program in this folder, and the native runs of the
# sequential ones (tests/test_c_reach.py compares ctreelab's runs with them):
#
#     O0/NAME.ll          <-  clang -S -emit-llvm -O0 NAME.c   (NAME.cpp alike)
#     O1/NAME.ll          <-  clang -S -emit-llvm -O1 NAME.c
#     native/NAME.out     <-  stdout of the program built with `clang -O0 NAME.c -lm`
#     native/NAME.err     <-  its stderr
#     native/NAME.status  <-  its exit status
#
# Programs that include <pthread.h> or <threads.h>, or call __VERIFIER_* functions, have no single native
# result and get no native/ files.  native/ is written only on x86-64 Linux (the target of
# the IR).  The committed files come from Debian clang 14.0.6 (see any .ll's !llvm.ident).
#
# Usage: tests/c_reach/regenerate.sh [OUTDIR]   (CLANG=/path/to/clang overrides the compiler)
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
    for src in *.c *.cpp; do
        # as ctreelab's own compilation: atomic functions are not inlined (see cc.py)
        noinline=$(grep -q '__VERIFIER_atomic_' "$src" && echo -fno-inline || true)
        "$CLANG" -S -emit-llvm "-$level" $noinline "$src" -o "$out/$level/${src%.*}.ll"
    done
done
if [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    mkdir -p "$out/native"
    for src in *.c *.cpp; do
        grep -q -e '<pthread.h>' -e '<threads.h>' -e '__VERIFIER_' "$src" && continue
        name=${src%.*}
        case "$src" in
            *.cpp) "$CLANG" -O0 -x c++ "$src" -o "$tmp/$name" -lstdc++ -lm ;;
            *) "$CLANG" -O0 "$src" -o "$tmp/$name" -lm ;;
        esac
        status=0
        # the model's local time zone is UTC (no zone database): so is the native run's
        TZ=UTC "$tmp/$name" >"$out/native/$name.out" 2>"$out/native/$name.err" || status=$?
        echo "$status" >"$out/native/$name.status"
    done
else
    echo "regenerate.sh: not on x86-64 Linux, native/ left as it is" >&2
fi
echo "regenerated $(ls *.c *.cpp | wc -l) programs into $out (O0, O1, native) with $("$CLANG" --version | head -n 1)"
