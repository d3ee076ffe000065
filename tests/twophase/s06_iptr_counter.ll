; Scenario 6 (paper §4.3.3): iptr i = 1; while (0 < i) { ++i; print(i); } do_evil();
; started near the top of iptr^fin (2^64 - 3) so that the finite model gets there fast:
; twophase-fin prints 2^64-2 and 2^64-1 and runs out of memory (never wraps to 0, never
; calls do_evil); twophase-inf never leaves the loop (a step budget stops it).
@fmt = private constant [5 x i8] c"%lu\0A\00"
@evil = private constant [6 x i8] c"evil\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi iptr [ 18446744073709551613, %entry ], [ %next, %body ]
  %pos = icmp slt iptr 0, %i
  br i1 %pos, label %body, label %out
body:
  %next = add iptr %i, 1
  %low = trunc iptr %next to i64
  %c = call i32 (ptr, ...) @printf(ptr @fmt, i64 %low)
  br label %loop
out:
  %d = call i32 (ptr, ...) @printf(ptr @evil)
  ret i32 1
}
