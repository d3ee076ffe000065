#!/bin/sh
# Regenerate the LLVM IR of every program of every error class in this folder:
#
#     CLASS/{wrong,correct}/O0/NAME.ll  <-  clang -S -emit-llvm -g -O0 CLASS/{wrong,correct}/NAME.c
#     CLASS/{wrong,correct}/O1/NAME.ll  <-  clang -S -emit-llvm -g -O1 CLASS/{wrong,correct}/NAME.c
#
# Each NAME.c starts with its expectations (read by tests/test_bugs.py):
#
#     // expect sc,tso,promising: ub      (or `all`; kinds: ub assert race deadlock hang oom, or none)
#     // reason: use after free           (a substring of some violating outcome's reason)
#
# The IR is compiled from inside each folder with a relative file name, so that locations
# read `NAME.c:LINE`.  The committed files come from Debian clang 14.0.6.
#
# Usage: tests/bugs/regenerate.sh [CLASS...]   (CLANG=/path/to/clang overrides the compiler)
set -eu

CLANG=${CLANG:-clang}
if ! command -v "$CLANG" >/dev/null 2>&1; then
    echo "regenerate.sh: clang not found ('$CLANG' is not on PATH); install it (Debian: apt-get install clang) or set CLANG=/path/to/clang" >&2
    exit 1
fi

here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
if [ $# -eq 0 ]; then
    set -- $(for d in */; do echo "${d%/}"; done)
fi
count=0
for class in "$@"; do
    for side in wrong correct; do
        dir="$here/$class/$side"
        [ -d "$dir" ] || continue
        for src in "$dir"/*.c; do
            [ -e "$src" ] || continue
            name=$(basename "$src" .c)
            for level in O0 O1; do
                mkdir -p "$dir/$level"
                (cd "$dir" && "$CLANG" -S -emit-llvm -g "-$level" "$name.c" -o "$level/$name.ll")
            done
            count=$((count + 1))
        done
    done
done
echo "regenerated $count programs (O0, O1) with $("$CLANG" --version | head -n 1)"
