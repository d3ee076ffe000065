; Scenario 8, transformed (paper §2.1): print(*b) became print(1) and the store through
; c is gone.  The source's store through c is UB, so this is a refinement.
@fmt = private constant [4 x i8] c"%d\0A\00"

declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)

define i32 @offset4() {
  %a = call ptr @malloc(i64 4)
  %b = call ptr @malloc(i64 4)
  store i32 1, ptr %b
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 1)
  ret i32 0
}

define i32 @offset0() {
  %r = call i32 @offset4()
  ret i32 %r
}
